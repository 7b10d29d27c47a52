import { useMessages } from '@/i18n';
import { Button } from './button';
import { Spinner } from './spinner';
import { UI_TEXT } from './ui.i18n';

interface DialogActionsProps {
  confirmLabel: string;
  /** Shown instead of confirmLabel while pending ('Saving…'); the spinner shows either way. */
  pendingLabel?: string;
  /** The dialog's action is running: a spinner on the confirm button, which is marked busy. */
  pending: boolean;
  /** Both buttons are disabled; by default while pending. */
  locked?: boolean;
  /** The confirm button is enabled only when this holds (and the buttons are not locked). */
  canConfirm?: boolean;
  variant?: 'primary' | 'danger';
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** Cancel takes the focus on opening, as a destructive confirmation wants. */
  autoFocusCancel?: boolean;
}

/** A dialog's footer: Cancel, then the confirm button with its pending state (a second press is refused). */
export function DialogActions({
  confirmLabel,
  pendingLabel,
  pending,
  locked = pending,
  canConfirm = true,
  variant = 'primary',
  onConfirm,
  onCancel,
  cancelLabel,
  autoFocusCancel,
}: DialogActionsProps) {
  const t = useMessages(UI_TEXT);
  return (
    <div className="modal__footer">
      <Button onClick={onCancel} disabled={locked} data-autofocus={autoFocusCancel || undefined}>
        {cancelLabel ?? t.cancel}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        variant={variant}
        onClick={onConfirm}
        disabled={locked || !canConfirm}
        aria-busy={pending || undefined}
      >
        {pending && <Spinner size="sm" />}
        {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
      </Button>
    </div>
  );
}
