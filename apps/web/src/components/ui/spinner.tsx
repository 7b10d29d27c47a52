import { useMessages } from '@/i18n';
import { UI_TEXT } from './ui.i18n';
import './spinner.css';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const className = size === 'md' ? 'spinner' : `spinner spinner--${size}`;
  if (!label) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="img" aria-label={label} />;
}

/** Shown in the page area while a lazily loaded route (or guarded data) is on its way. */
export function RouteLoading({ message }: { message?: string }) {
  const t = useMessages(UI_TEXT);
  return (
    <div className="route-loading" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" />
      <span>{message ?? t.loading}</span>
    </div>
  );
}
