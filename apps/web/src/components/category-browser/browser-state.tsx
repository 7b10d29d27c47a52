import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localizeServerText, useLocale, useMessages } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';

export interface BrowserStateProps {
  error?: string | null;
  isAuthError: boolean;
  onRetry?: () => void;
  /** Nothing to show yet: loading. */
  loading: boolean;
  loadingText?: string;
  hasActiveFilters: boolean;
  onClearFilters?: () => void;
  emptyText?: string;
}

/** What the browser shows instead of cards: the load failed, it is loading, or there are none. */
export function BrowserState({
  error,
  isAuthError,
  onRetry,
  loading,
  loadingText,
  hasActiveFilters,
  onClearFilters,
  emptyText,
}: BrowserStateProps) {
  const TEXT = useMessages(CATEGORY_BROWSER_TEXT);
  const locale = useLocale();
  if (error) {
    return (
      <div className="category-browser__state category-browser__state--error" role="alert">
        <h3 className="category-browser__state-title">{TEXT.errorTitle}</h3>
        <p className="category-browser__state-text">{localizeServerText(error, locale)}</p>
        {onRetry && !isAuthError && (
          <Button variant="primary" onClick={onRetry}>
            {TEXT.retry}
          </Button>
        )}
      </div>
    );
  }
  if (loading) {
    return (
      <div className="category-browser__state" role="status" aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <p className="category-browser__state-text">{loadingText ?? TEXT.loading}</p>
      </div>
    );
  }
  return (
    <div className="category-browser__state">
      <h3 className="category-browser__state-title">{TEXT.emptyTitle}</h3>
      <p className="category-browser__state-text">{hasActiveFilters ? TEXT.emptyFiltered : (emptyText ?? TEXT.emptyText)}</p>
      {hasActiveFilters && onClearFilters && <Button onClick={onClearFilters}>{TEXT.clearFilters}</Button>}
    </div>
  );
}
