import type { AdminUserListItem } from '@slovo/shared';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';

interface SignOutUserDialogProps {
  user: AdminUserListItem;
  pending: boolean;
  /** The server's refusal (a user deleted meanwhile), shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Sign Out Everywhere (issue 30 §2): a confirmation naming the account and its devices. It ends
 * sessions on other people's devices, so Cancel has the focus. Mount it with a key per user.
 */
export function SignOutUserDialog({ user, pending, error, onConfirm, onCancel }: SignOutUserDialogProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const cancel = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal open title={TEXT.signOutTitle} onClose={cancel}>
      <div className="admin-users__confirm">
        <p>
          {TEXT.signOutQuestion(user.username)} <span className="admin-users__email">({user.email})</span>
        </p>
        <p className="admin-users__note">{TEXT.signOutNote(TEXT.devices(user.sessions))}</p>
      </div>
      {error && (
        <p className="field__error admin-users__dialog-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions
        confirmLabel={TEXT.signOutSubmit}
        pendingLabel={TEXT.signingOut}
        pending={pending}
        variant="danger"
        autoFocusCancel
        onConfirm={() => {
          if (!pending) onConfirm();
        }}
        onCancel={cancel}
      />
    </Modal>
  );
}
