import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_SHARED_CATEGORIES } from '@slovo/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CategoryCard, categoryTitle } from './category-card';
import { localizeServerText, useLocale, useMessages } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import { PRIVACY_BADGE_MS } from './constants';
import { categoryCountLabel } from './format';
import { countColumns, nextActiveIndex } from './navigation';
import { Pagination } from './pagination';
import { PrivacyToggle } from './privacy-toggle';
import type { BrowserCategory, CategoryBrowserProps } from './types';
import { useInfiniteScroll } from './use-infinite-scroll';
import './category-browser.css';

/**
 * The reusable category browser (vocabulary-management.md §2): cards in a list, grid or compact
 * layout with loading, empty and error states, stats, numbered pagination or infinite-scroll
 * hints, and a privacy toggle. It fetches nothing: data in, callbacks out.
 *
 * Keyboard: the list is one tab stop (roving tabindex on each card's main button). Arrow keys,
 * Home and End move between cards; Enter and Space select. Tab from a card reaches that card's
 * own actions, then leaves the list.
 */
export function CategoryBrowser<C extends BrowserCategory>({
  categories,
  layout = 'list',
  label,
  selectedId = null,
  onSelect,
  renderActions,
  showProgress = false,
  filters,
  stats,
  pagination,
  infiniteScroll,
  privacy,
  isLoading = false,
  loadingText,
  isFetching = false,
  error,
  isAuthError = false,
  onRetry,
  hasActiveFilters = false,
  onClearFilters,
  emptyText,
  className,
}: CategoryBrowserProps<C>) {
  const hintId = useId();
  const TEXT = useMessages(CATEGORY_BROWSER_TEXT);
  const locale = useLocale();
  const cardButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = categories.length;
  const selectedIndex = categories.findIndex((category) => category.id === selectedId);

  // Roving tab stop. While focus is inside the list it stays on the card last focused; from
  // outside, the list is entered on the selected card (the listbox convention), else on the
  // card last focused, else on the first. Ids, not indexes, so reloads and deletions are safe.
  const [activeId, setActiveId] = useState<C['id'] | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const activeIndex = activeId === null ? -1 : categories.findIndex((category) => category.id === activeId);
  // A list removed while it held focus (a reload, an error) fires no blur: forget the focus then.
  const listRef = useCallback((node: HTMLUListElement | null) => {
    if (node === null) setFocusInside(false);
  }, []);
  const tabStop = focusInside && activeIndex >= 0 ? activeIndex : selectedIndex >= 0 ? selectedIndex : Math.max(0, activeIndex);

  const loadingMore = infiniteScroll?.isLoadingMore ?? false;
  const sentinelRef = useInfiniteScroll(
    Boolean(infiniteScroll?.hasMore) && !loadingMore && !isLoading && !isFetching && !error,
    infiniteScroll?.onLoadMore,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const index = cardButtons.current.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || index >= count) return;
    const columns =
      layout === 'grid'
        ? countColumns(
            cardButtons.current.slice(0, count).map((button) => button?.closest('li')?.getBoundingClientRect() ?? new DOMRect()),
          )
        : null;
    const next = nextActiveIndex(event.key, index, count, columns);
    if (next === null) return;
    event.preventDefault();
    cardButtons.current[next]?.focus();
  };

  const maxShared = privacy?.maxShared ?? MAX_SHARED_CATEGORIES;
  const limitReached = privacy !== undefined && privacy.sharedCount >= maxShared;

  let body;
  if (error) {
    body = (
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
  } else if (isLoading && count === 0) {
    body = (
      <div className="category-browser__state" role="status" aria-live="polite" aria-busy="true">
        <Spinner size="lg" />
        <p className="category-browser__state-text">{loadingText ?? TEXT.loading}</p>
      </div>
    );
  } else if (count === 0) {
    body = (
      <div className="category-browser__state">
        <h3 className="category-browser__state-title">{TEXT.emptyTitle}</h3>
        <p className="category-browser__state-text">{hasActiveFilters ? TEXT.emptyFiltered : (emptyText ?? TEXT.emptyText)}</p>
        {hasActiveFilters && onClearFilters && <Button onClick={onClearFilters}>{TEXT.clearFilters}</Button>}
      </div>
    );
  } else {
    body = (
      <>
        <p id={hintId} className="visually-hidden">
          {TEXT.keyboardHint}
        </p>
        <ul
          ref={listRef}
          className={`category-browser__list category-browser__list--${layout}`}
          role="list"
          aria-label={label ?? TEXT.listLabel}
          aria-describedby={hintId}
          aria-busy={isFetching || undefined}
          onKeyDown={onKeyDown}
          onFocus={() => setFocusInside(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
          }}
        >
          {categories.map((category, index) => {
            const selected = index === selectedIndex;
            const tabIndex = index === tabStop ? 0 : -1;
            const toggle =
              privacy && category.privacy && (privacy.canToggle?.(category) ?? true) ? (
                <PrivacyToggle
                  categoryTitle={categoryTitle(category)}
                  privacy={category.privacy}
                  limitReached={limitReached}
                  onChange={(next) => privacy.onChange(category, next)}
                  badgeMs={privacy.badgeMs ?? PRIVACY_BADGE_MS}
                  tabIndex={tabIndex}
                />
              ) : null;
            const actions = renderActions?.(category, { selected, tabIndex }) ?? null;
            return (
              <CategoryCard
                key={category.id}
                category={category}
                selected={selected}
                active={index === tabStop}
                showProgress={showProgress}
                mainRef={(node) => {
                  cardButtons.current[index] = node;
                }}
                onSelect={() => onSelect?.(category)}
                onFocusWithin={() => setActiveId(category.id)}
                controls={
                  toggle || actions ? (
                    <>
                      {toggle}
                      {actions}
                    </>
                  ) : null
                }
              />
            );
          })}
        </ul>
        {infiniteScroll && (
          <>
            <div ref={sentinelRef} className="category-browser__sentinel" aria-hidden="true" />
            {loadingMore ? (
              <p className="category-browser__hint" role="status">
                <Spinner size="sm" />
                {TEXT.loadingMore}
              </p>
            ) : (
              infiniteScroll.hasMore && <p className="category-browser__hint">{TEXT.scrollForMore}</p>
            )}
          </>
        )}
        {pagination && pagination.totalPages > 1 && (
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            busy={isFetching || isLoading}
            onPageChange={pagination.onPageChange}
          />
        )}
      </>
    );
  }

  return (
    <div className={['category-browser', `category-browser--${layout}`, className].filter(Boolean).join(' ')}>
      {filters && <div className="category-browser__filters">{filters}</div>}
      {stats && !error && count > 0 && (
        <p className="category-browser__stats">
          <span>{categoryCountLabel(stats.totalCount, TEXT)}</span>
          <span>{TEXT.pageOf(Math.min(stats.page, Math.max(1, stats.totalPages)), Math.max(1, stats.totalPages))}</span>
          <span className={stats.hasNextPage ? 'category-browser__more' : undefined}>
            {stats.hasNextPage ? TEXT.moreAvailable : TEXT.allLoaded}
          </span>
        </p>
      )}
      {body}
    </div>
  );
}
