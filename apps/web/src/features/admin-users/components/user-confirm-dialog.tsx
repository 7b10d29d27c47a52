import type { AdminUserListItem } from '@slovo/shared';
import { DangerConfirmDialog } from '@/components/ui/danger-confirm-dialog';
import { useMessages } from '@/i18n';
import { ADMIN_USERS_TEXT } from '../admin-users.i18n';

interface UserConfirmDialogProps {
  /** Delete User (spec §2), or Sign Out Everywhere (issue 30 §2). */
  action: 'delete' | 'sign-out';
  user: AdminUserListItem;
  pending: boolean;
  /** The server's refusal ('The last admin cannot be deleted', a user deleted meanwhile), shown in the dialog. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive step on one account: a confirmation naming it, with what the step does. Cancel has
 * the focus. Mount it with a key per user.
 */
export function UserConfirmDialog({ action, user, pending, error, onConfirm, onCancel }: UserConfirmDialogProps) {
  const TEXT = useMessages(ADMIN_USERS_TEXT);
  const text =
    action === 'delete'
      ? {
          title: TEXT.deleteTitle,
          confirm: TEXT.deleteSubmit,
          pending: TEXT.deleting,
          question: TEXT.deleteQuestion(user.username),
          note: TEXT.deleteWarning,
        }
      : {
          title: TEXT.signOutTitle,
          confirm: TEXT.signOutSubmit,
          pending: TEXT.signingOut,
          question: TEXT.signOutQuestion(user.username),
          note: TEXT.signOutNote(TEXT.devices(user.sessions)),
        };
  return (
    <DangerConfirmDialog
      title={text.title}
      confirmLabel={text.confirm}
      pendingLabel={text.pending}
      pending={pending}
      error={error}
      errorClassName="admin-users__dialog-error"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="admin-users__confirm">
        <p>
          {text.question} <span className="admin-users__email">({user.email})</span>
        </p>
        <p className="admin-users__note">{text.note}</p>
      </div>
    </DangerConfirmDialog>
  );
}
