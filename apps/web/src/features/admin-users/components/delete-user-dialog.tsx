import type { AdminUser } from '@slovo/shared';
import { DangerConfirmDialog } from '@/components/ui/danger-confirm-dialog';
import { useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';

interface DeleteUserDialogProps {
  user: AdminUser;
  pending: boolean;
  /** The server's refusal ('The last admin cannot be deleted'), shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete User (spec §2): a confirmation naming the account; Cancel has the focus, as a destructive step wants. */
export function DeleteUserDialog({ user, pending, error, onConfirm, onCancel }: DeleteUserDialogProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  return (
    <DangerConfirmDialog
      title={TEXT.deleteTitle}
      confirmLabel={TEXT.deleteSubmit}
      pendingLabel={TEXT.deleting}
      pending={pending}
      error={error}
      errorClassName="admin-users__dialog-error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="admin-users__confirm">
        <p>
          {TEXT.deleteQuestion(user.username)} <span className="admin-users__email">({user.email})</span>
        </p>
        <p className="admin-users__note">{TEXT.deleteWarning}</p>
      </div>
    </DangerConfirmDialog>
  );
}
