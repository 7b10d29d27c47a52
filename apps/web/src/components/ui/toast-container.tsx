import type { ToastKind } from '@slovo/shared';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon, type IconComponent } from '@/components/icons';
import { Button } from './button';
import { useToastStore } from './toast-store';
import './toast-container.css';

const TOAST_LOOK: Record<ToastKind, { icon: IconComponent; label: string }> = {
  success: { icon: SuccessIcon, label: 'Success' },
  error: { icon: ErrorIcon, label: 'Error' },
  info: { icon: InfoIcon, label: 'Info' },
  warning: { icon: WarningIcon, label: 'Warning' },
};

/** The message strip under the header (top right); shows the store's single current toast. Mount once, above <main>. */
export function ToastContainer() {
  const current = useToastStore((s) => s.current);
  const hide = useToastStore((s) => s.hide);
  const look = current ? TOAST_LOOK[current.kind] : null;

  return (
    // The live region stays mounted so screen readers announce each new message.
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {current && look && (
        <div key={current.id} className={`toast toast--${current.kind}`} data-kind={current.kind}>
          <look.icon className="toast__icon" aria-hidden="true" />
          <div className="toast__body">
            <strong className="toast__kind">{look.label}</strong>
            <p className="toast__text">{current.text}</p>
          </div>
          <Button variant="ghost" size="sm" iconOnly className="toast__close" aria-label="Dismiss message" onClick={hide}>
            <CloseIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
