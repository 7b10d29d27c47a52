export { CategoryBrowser } from './category-browser';
export { categoryTitle } from './category-card';
export { pageWindow, canChangePage, type PageWindowItem } from './page-window';
export { CATEGORY_BROWSER_TEXT } from './category-browser.i18n';
export type {
  BrowserCategory,
  CategoryActionsContext,
  CategoryBrowserInfiniteScroll,
  CategoryBrowserLayout,
  CategoryBrowserPagination,
  CategoryBrowserPrivacy,
  CategoryBrowserProps,
  CategoryBrowserStats,
  CategoryPrivacy,
} from './types';
