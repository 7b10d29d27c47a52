import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** The words of the quit confirmation; Mission passes its own, in Russian. */
export interface QuitRoundText {
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  close: string;
}

interface QuitRoundDialogProps {
  open: boolean;
  text: QuitRoundText;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before a played round is thrown away (Quit, Mission's «Выйти», Change category). The
 * confirm button takes the focus, so Enter confirms; Escape, the backdrop and Keep playing cancel,
 * and the shared Modal returns focus to the button that asked.
 */
export function QuitRoundDialog({ open, text, onConfirm, onCancel }: QuitRoundDialogProps) {
  return (
    <Modal
      open={open}
      title={text.title}
      description={text.description}
      onClose={onCancel}
      closeLabel={text.close}
      footer={
        <>
          <Button onClick={onCancel}>{text.cancel}</Button>
          <Button variant="danger" onClick={onConfirm} data-autofocus>
            {text.confirm}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}
