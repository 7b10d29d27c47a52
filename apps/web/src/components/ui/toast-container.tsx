import { useRef } from 'react';
import type { ToastKind } from '@slovo/shared';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon, type IconComponent } from '@/components/icons';
import { localizeServerText, useLocale, useMessages } from '@/i18n';
import { Button } from './button';
import { useToastStore } from './toast-store';
import { useToastPlacement } from './use-toast-placement';
import { UI_TEXT } from './ui.i18n';
import './toast-container.css';

const TOAST_ICON: Record<ToastKind, IconComponent> = {
  success: SuccessIcon,
  error: ErrorIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

/**
 * The store's single current toast, over the page (it never moves it) in a corner where it covers
 * no control and no open dialog: top right (spec §2) unless something there can be pressed
 * (use-toast-placement.ts). Mount once.
 */
export function ToastContainer() {
  const current = useToastStore((s) => s.current);
  const regionRef = useRef<HTMLDivElement>(null);
  useToastPlacement(regionRef, current?.id ?? null);
  const hide = useToastStore((s) => s.hide);
  const t = useMessages(UI_TEXT);
  const locale = useLocale();
  const Icon = current ? TOAST_ICON[current.kind] : null;

  return (
    // The live region stays mounted so screen readers announce each new message.
    <div ref={regionRef} className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {current && Icon && (
        <div key={current.id} className={`toast toast--${current.kind}`} data-kind={current.kind}>
          <Icon className="toast__icon" aria-hidden="true" />
          <div className="toast__body">
            <strong className="toast__kind">{t.toastKinds[current.kind]}</strong>
            {/* A shared message raised in English (a server's error) shows in the interface language. */}
            <p className="toast__text">{localizeServerText(current.text, locale)}</p>
          </div>
          <Button variant="ghost" size="sm" iconOnly className="toast__close" aria-label={t.dismissMessage} onClick={hide}>
            <CloseIcon aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
