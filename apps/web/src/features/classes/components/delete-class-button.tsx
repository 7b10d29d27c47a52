import { useNavigate } from 'react-router';
import type { ClassDetail } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import { messagesNow, useMessages } from '@/i18n';
import { useDeleteClassMutation } from '../api/delete-class';
import { CLASSES_TEXT } from '../classes.i18n';
import { CLASSES_PATH } from '../paths';
import { ConfirmButton } from './confirm-button';

/** Delete class: the creator's, or an administrator's; back to the list afterwards. */
export function DeleteClassButton({ detail }: { detail: ClassDetail }) {
  const TEXT = useMessages(CLASSES_TEXT);
  const remove = useDeleteClassMutation();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      title={TEXT.deleteTitle(detail.name)}
      body={TEXT.deleteBody}
      confirmLabel={TEXT.deleteClass}
      pendingLabel={TEXT.deleting}
      run={() => remove.mutateAsync(detail.id)}
      onDone={() => {
        toast.success(messagesNow(CLASSES_TEXT).deleted(detail.name));
        void navigate(CLASSES_PATH, { replace: true });
      }}
    >
      {TEXT.deleteClass}
    </ConfirmButton>
  );
}
