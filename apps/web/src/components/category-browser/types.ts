import type { ReactNode } from 'react';
import type { CategorySummary, CategoryTag } from '@slovo/shared';

export type CategoryBrowserLayout = 'list' | 'grid' | 'compact';
export type CategoryPrivacy = CategorySummary['privacy'];

/**
 * What a card needs. CategorySummary fits as it is; the personal manager's lighter rows fit too,
 * since tags, owner and privacy are optional.
 */
export type BrowserCategory = Pick<CategorySummary, 'id' | 'name' | 'display_name' | 'word_count' | 'created_at'> & {
  tags?: readonly Pick<CategoryTag, 'name' | 'display_name'>[];
  /** The creator; shown as "by username" when given. */
  user?: { username: string } | null;
  /** Needed only with the privacy toggle. */
  privacy?: CategoryPrivacy;
  /** An approved list (set by an admin); shown as a badge when true. */
  is_approved_list?: boolean;
};

export interface CategoryActionsContext {
  selected: boolean;
  /**
   * Put this on every focusable control you render: only the card holding the list's tab stop
   * keeps its actions in the Tab order, so the list stays a single stop.
   */
  tabIndex: 0 | -1;
}

export interface CategoryBrowserStats {
  totalCount: number;
  page: number;
  totalPages: number;
  hasNextPage: boolean;
}

export interface CategoryBrowserPagination {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

export interface CategoryBrowserInfiniteScroll {
  hasMore: boolean;
  isLoadingMore: boolean;
  /**
   * Called when the end of the list comes within 200 px of the viewport, debounced by 300 ms,
   * while more is available and nothing is loading. Leave out to show the hints only.
   */
  onLoadMore?: () => void;
}

export interface CategoryBrowserPrivacy<C extends BrowserCategory> {
  /** Shared categories the user has now (all pages), for the limit. */
  sharedCount: number;
  /** Defaults to MAX_SHARED_CATEGORIES (10). */
  maxShared?: number;
  /**
   * Apply the change. Return the mutation's promise to show a pending state until it settles;
   * the Shared/Private badge appears when it resolves. A rejection is swallowed here: report it
   * (toast, reload) in the mutation itself.
   */
  onChange: (category: C, next: CategoryPrivacy) => void | Promise<unknown>;
  /** Which cards get a toggle; by default every card that has a `privacy` value. */
  canToggle?: (category: C) => boolean;
  /** How long the badge stays (ms); 2000 by default. */
  badgeMs?: number;
}

export interface CategoryBrowserProps<C extends BrowserCategory> {
  categories: readonly C[];
  layout?: CategoryBrowserLayout;
  /** Accessible name of the list; 'Categories' by default. */
  label?: string;
  selectedId?: C['id'] | null;
  /** Click, Enter or Space on a card. */
  onSelect?: (category: C) => void;
  /** The caller's buttons inside each card (rename, delete, tags, approve…). */
  renderActions?: (category: C, context: CategoryActionsContext) => ReactNode;
  /** Show each card's progress towards 50 words. */
  showProgress?: boolean;
  /** A filter bar (or anything) shown above the list in every state. */
  filters?: ReactNode;
  /** Shows the stats line: count, page, pages, more available / all loaded. */
  stats?: CategoryBrowserStats;
  /** Numbered pagination, shown when there is more than one page. */
  pagination?: CategoryBrowserPagination;
  infiniteScroll?: CategoryBrowserInfiniteScroll;
  privacy?: CategoryBrowserPrivacy<C>;

  /** Nothing to show yet: a spinner with `loadingText` instead of the list. */
  isLoading?: boolean;
  loadingText?: string;
  /** A load is running while the list is shown: the list is marked busy and page changes wait. */
  isFetching?: boolean;
  /** Shown instead of the list, with Retry when `onRetry` is given and it is not an auth error. */
  error?: string | null;
  isAuthError?: boolean;
  onRetry?: () => void;
  /** Changes the empty text and offers Clear filters (with `onClearFilters`). */
  hasActiveFilters?: boolean;
  onClearFilters?: () => void;
  /** Empty text when no filters are active. */
  emptyText?: string;
  className?: string;
}
