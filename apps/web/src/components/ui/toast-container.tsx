import type { ToastKind } from '@slovo/shared';
import { Button } from './button';
import { useToastStore } from './toast-store';
import './toast-container.css';

const TOAST_LOOK: Record<ToastKind, { icon: string; label: string }> = {
  success: { icon: '✓', label: 'Success' },
  error: { icon: '!', label: 'Error' },
  info: { icon: 'i', label: 'Info' },
  warning: { icon: '⚠', label: 'Warning' },
};

/** Top-right message area; shows the store's single current toast. Mount once. */
export function ToastContainer() {
  const current = useToastStore((s) => s.current);
  const hide = useToastStore((s) => s.hide);
  const look = current ? TOAST_LOOK[current.kind] : null;

  return (
    // The live region stays mounted so screen readers announce each new message.
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {current && look && (
        <div key={current.id} className={`toast toast--${current.kind}`} data-kind={current.kind}>
          <span className="toast__icon" aria-hidden="true">
            {look.icon}
          </span>
          <div className="toast__body">
            <strong className="toast__kind">{look.label}</strong>
            <p className="toast__text">{current.text}</p>
          </div>
          <Button variant="ghost" size="sm" iconOnly className="toast__close" aria-label="Dismiss message" onClick={hide}>
            ✕
          </Button>
        </div>
      )}
    </div>
  );
}
