import type { AdminUserListItem } from '@slovo/shared';
import { DangerConfirmDialog } from '@/components/ui/danger-confirm-dialog';
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
  return (
    <DangerConfirmDialog
      title={TEXT.signOutTitle}
      confirmLabel={TEXT.signOutSubmit}
      pendingLabel={TEXT.signingOut}
      pending={pending}
      error={error}
      errorClassName="admin-users__dialog-error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="admin-users__confirm">
        <p>
          {TEXT.signOutQuestion(user.username)} <span className="admin-users__email">({user.email})</span>
        </p>
        <p className="admin-users__note">{TEXT.signOutNote(TEXT.devices(user.sessions))}</p>
      </div>
    </DangerConfirmDialog>
  );
}
