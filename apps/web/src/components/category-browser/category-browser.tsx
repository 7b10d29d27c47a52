import { useId } from 'react';
import { MAX_SHARED_CATEGORIES } from '@slovo/shared';
import { Spinner } from '@/components/ui/spinner';
import { BrowserState } from './browser-state';
import { CategoryCard, categoryTitle } from './category-card';
import { useMessages } from '@/i18n';
import { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
import { PRIVACY_BADGE_MS } from './constants';
import { categoryCountLabel } from './format';
import { Pagination } from './pagination';
import { PrivacyToggle } from './privacy-toggle';
import type { BrowserCategory, CategoryBrowserProps } from './types';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useRovingCards } from './use-roving-cards';
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
  const count = categories.length;
  const roving = useRovingCards(categories, selectedId, layout);
  const { selectedIndex, tabStop } = roving;

  const loadingMore = infiniteScroll?.isLoadingMore ?? false;
  const sentinelRef = useInfiniteScroll(
    Boolean(infiniteScroll?.hasMore) && !loadingMore && !isLoading && !isFetching && !error,
    infiniteScroll?.onLoadMore,
  );

  const maxShared = privacy?.maxShared ?? MAX_SHARED_CATEGORIES;
  const limitReached = privacy !== undefined && privacy.sharedCount >= maxShared;

  let body;
  if (error || count === 0) {
    body = (
      <BrowserState
        error={error}
        isAuthError={isAuthError}
        onRetry={onRetry}
        loading={isLoading}
        loadingText={loadingText}
        hasActiveFilters={hasActiveFilters}
        onClearFilters={onClearFilters}
        emptyText={emptyText}
      />
    );
  } else {
    body = (
      <>
        <p id={hintId} className="visually-hidden">
          {TEXT.keyboardHint}
        </p>
        <ul
          {...roving.listProps}
          className={`category-browser__list category-browser__list--${layout}`}
          role="list"
          aria-label={label ?? TEXT.listLabel}
          aria-describedby={hintId}
          aria-busy={isFetching || undefined}
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
                mainRef={roving.mainRef(index)}
                onSelect={() => onSelect?.(category)}
                onFocusWithin={() => roving.setActiveId(category.id)}
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
