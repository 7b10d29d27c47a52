import type { AdminUser } from '@slovo/shared';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Modal } from '@/components/ui/modal';
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
  const cancel = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal open title={TEXT.deleteTitle} onClose={cancel}>
      <div className="admin-users__confirm">
        <p>
          {TEXT.deleteQuestion(user.username)} <span className="admin-users__email">({user.email})</span>
        </p>
        <p className="admin-users__note">{TEXT.deleteWarning}</p>
      </div>
      {error && (
        <p className="field__error admin-users__dialog-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions
        confirmLabel={TEXT.deleteSubmit}
        pendingLabel={TEXT.deleting}
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
