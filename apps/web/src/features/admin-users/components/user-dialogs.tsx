import { adminUserFailureMessage } from '../api/failure-message';
import { ResetPasswordDialog } from './reset-password-dialog';
import type { UserActions } from './use-user-actions';
import { UserConfirmDialog } from './user-confirm-dialog';
import { UserDetailsDialog } from './user-details-dialog';

const failure = (error: unknown) => (error ? adminUserFailureMessage(error) : null);

/** The one dialog open on the screen, if any: details (and role), reset password, sign out, delete. */
export function UserDialogs({ actions, selfId }: { actions: UserActions; selfId: number }) {
  const { dialog, mutations, cancel } = actions;
  if (!dialog) return null;
  const { user } = dialog;
  switch (dialog.kind) {
    case 'details':
      return (
        <UserDetailsDialog
          key={user.id}
          user={user}
          isSelf={user.id === selfId}
          pending={mutations.role.isPending}
          error={failure(mutations.role.error)}
          onSave={(role) => actions.saveRole(user, role)}
          onCancel={cancel}
        />
      );
    case 'reset':
      return (
        <ResetPasswordDialog
          key={user.id}
          user={user}
          pending={mutations.reset.isPending}
          error={failure(mutations.reset.error)}
          onSubmit={(password) => actions.resetPassword(user, password)}
          onCancel={cancel}
        />
      );
    case 'sign-out':
      return (
        <UserConfirmDialog
          action="sign-out"
          key={user.id}
          user={user}
          pending={mutations.signOut.isPending}
          error={failure(mutations.signOut.error)}
          onConfirm={() => actions.signOutEverywhere(user)}
          onCancel={cancel}
        />
      );
    case 'delete':
      return (
        <UserConfirmDialog
          action="delete"
          key={user.id}
          user={user}
          pending={mutations.remove.isPending}
          error={failure(mutations.remove.error)}
          onConfirm={() => actions.deleteUser(user)}
          onCancel={cancel}
        />
      );
  }
}
