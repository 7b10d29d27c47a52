import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { Modal } from './modal';
import './form-field.css';

export interface DangerConfirmDialogProps {
  title: string;
  description?: string;
  /** What the step does, shown above the buttons. */
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog; null when there is none. */
  error: ReactNode;
  /** Extra class of the error line (a page may space it its own way). */
  errorClassName?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation of a step that cannot be undone (delete an account, sign out everywhere): Cancel
 * has the focus, and neither button nor Escape does anything while the step is under way.
 */
export function DangerConfirmDialog(props: DangerConfirmDialogProps) {
  const { pending, onConfirm, onCancel } = props;
  const cancel = () => {
    if (!pending) onCancel();
  };
  return (
    <Modal open title={props.title} description={props.description} onClose={cancel}>
      {props.children}
      {props.error && (
        <p className={`field__error ${props.errorClassName ?? ''}`.trim()} role="alert">
          {props.error}
        </p>
      )}
      <DialogActions
        confirmLabel={props.confirmLabel}
        pendingLabel={props.pendingLabel}
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
