/** The category browser's numbers (vocabulary-management.md §9); its texts are in category-browser.i18n.ts. */

/** A category with this many words fills its progress bar (§9: 50 words = 100 %). */
export const PROGRESS_FULL_WORDS = 50;
/** How long the Shared/Private badge stays after a privacy change (§9). */
export const PRIVACY_BADGE_MS = 2000;
/** Pages shown either side of the current one (§9). */
export const PAGE_WINDOW_SIBLINGS = 2;
/** Infinite scroll: load more when the end of the list is this close, at most once per debounce (§9). */
export const INFINITE_SCROLL_THRESHOLD_PX = 200;
export const INFINITE_SCROLL_DEBOUNCE_MS = 300;
