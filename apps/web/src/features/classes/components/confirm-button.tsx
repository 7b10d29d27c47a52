import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { DangerConfirmDialog } from '@/components/ui/danger-confirm-dialog';
import { failureReason } from '../api/failure-reason';

interface ConfirmButtonProps {
  /** The button's text; `accessibleName` when a list of them needs the row's name too. */
  children: ReactNode;
  accessibleName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  title: string;
  body: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The step itself; its rejection is shown in the dialog, which stays open. */
  run: () => Promise<unknown>;
  /** After the step succeeded and the dialog closed. */
  onDone?: () => void;
}

/**
 * A button whose step cannot be undone (delete, remove, leave, a new code): it asks first, in the
 * app's confirmation dialog (Cancel has the focus), and shows the server's refusal there.
 */
export function ConfirmButton({
  children,
  accessibleName,
  variant = 'danger',
  size,
  run,
  onDone,
  ...dialog
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await run();
      setOpen(false);
      onDone?.();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant={variant} size={size} aria-label={accessibleName} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open && (
        <DangerConfirmDialog
          title={dialog.title}
          description={dialog.body}
          confirmLabel={dialog.confirmLabel}
          pendingLabel={dialog.pendingLabel}
          pending={pending}
          error={error === null ? null : failureReason(error)}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        />
      )}
    </>
  );
}
