import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import './success-dialog.css';

export interface SuccessDialogProps {
  open: boolean;
  message: string;
  onContinue: () => void;
}

/** The manager's confirmation after words are added: 'Success!', the message, Continue (focused). */
export function SuccessDialog({ open, message, onContinue }: SuccessDialogProps) {
  const MY_VOCABULARY_MESSAGES = useMessages(SHARED_TEXT.MY_VOCABULARY_MESSAGES);
  return (
    <Modal
      open={open}
      title={MY_VOCABULARY_MESSAGES.successTitle}
      description={message}
      onClose={onContinue}
      className="success-dialog"
      footer={
        <Button variant="primary" data-autofocus onClick={onContinue}>
          {MY_VOCABULARY_MESSAGES.continue}
        </Button>
      }
    >
      {null}
    </Modal>
  );
}
