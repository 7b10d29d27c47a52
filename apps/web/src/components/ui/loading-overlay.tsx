import { localizeServerText, useLocale } from '@/i18n';
import { Spinner } from './spinner';
import { useLoadingOverlayStore } from './loading-overlay-store';
import './loading-overlay.css';

/** Full-screen blocking overlay with the running operation's message. Mount once. */
export function LoadingOverlay() {
  const message = useLoadingOverlayStore((s) => s.message);
  const locale = useLocale();
  if (message === null) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-overlay__panel">
        <Spinner size="lg" />
        <p className="loading-overlay__message">{localizeServerText(message, locale)}</p>
      </div>
    </div>
  );
}
