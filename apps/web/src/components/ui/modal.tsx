import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';
import { useMessages } from '@/i18n';
import { Button } from './button';
import { UI_TEXT } from './ui.i18n';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** Label of the × button ('Close dialog' by default); dialogs without one still close on Escape and backdrop. */
  closeLabel?: string;
  /** Extra classes on the dialog box, for a dialog with its own look. */
  className?: string;
  /**
   * For a dialog whose content is replaced while it stays open (a form becoming a success panel):
   * whenever this value changes, focus moves to the new content's [data-autofocus] element.
   */
  focusKey?: unknown;
}

/**
 * The app's one dialog (and its one focus trap): role="dialog" + aria-modal, focus moves in and is
 * kept inside, Escape and a press on the backdrop close it, and focus returns to whatever opened it.
 */
export function Modal({
  open,
  title,
  description,
  onClose,
  children,
  footer,
  wide,
  closeLabel,
  className,
  focusKey,
}: ModalProps) {
  const titleId = useId();
  const t = useMessages(UI_TEXT);
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // While open: the page behind holds still, Tab stays inside, Escape closes (from anywhere, not
  // only with focus inside), and on closing focus returns to whatever opened the dialog. Declared
  // before the focus effect below, so the opener is noted before focus moves in.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open]);

  // Focus moves in on opening, and again whenever the content is replaced (focusKey).
  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    const preferred = dialog?.querySelector<HTMLElement>('[data-autofocus]');
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (preferred ?? first ?? dialog)?.focus();
  }, [open, focusKey]);

  if (!open) return null;

  return createPortal(
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: a text selection dragged out
        // of the dialog must not.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={['modal', wide && 'modal--wide', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <div>
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="modal__description">
                {description}
              </p>
            )}
          </div>
          <Button variant="ghost" iconOnly className="modal__close" aria-label={closeLabel ?? t.closeDialog} onClick={onClose}>
            <CloseIcon aria-hidden="true" />
          </Button>
        </div>
        {children}
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
