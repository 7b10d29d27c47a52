/**
 * The category browser's texts and numbers (vocabulary-management.md §2, §8, §9). They live here
 * rather than in @slovo/shared because only this component uses them.
 */
export const CATEGORY_BROWSER_TEXT = {
  loading: 'Loading categories...',
  loadingMore: 'Loading more categories...',
  scrollForMore: 'Scroll down to load more categories',
  emptyTitle: 'No Categories Found',
  emptyText: 'There are no categories to show yet.',
  emptyFiltered: 'No categories found matching your filters',
  clearFilters: 'Clear filters',
  errorTitle: 'Error Loading Categories',
  retry: 'Retry',
  listLabel: 'Categories',
  paginationLabel: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  moreAvailable: 'More available',
  allLoaded: 'All loaded',
  shared: 'Shared',
  private: 'Private',
  limitReached: 'Limit reached',
  approved: 'Approved',
} as const;

/** A category with this many words fills its progress bar (§9: 50 words = 100 %). */
export const PROGRESS_FULL_WORDS = 50;
/** How long the Shared/Private badge stays after a privacy change (§9). */
export const PRIVACY_BADGE_MS = 2000;
/** Pages shown either side of the current one (§9). */
export const PAGE_WINDOW_SIBLINGS = 2;
/** Infinite scroll: load more when the end of the list is this close, at most once per debounce (§9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
export const INFINITE_SCROLL_DEBOUNCE_MS = 300;
