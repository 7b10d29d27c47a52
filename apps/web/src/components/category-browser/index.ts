export { CategoryBrowser } from './category-browser';
export { categoryTitle } from './category-card';
export type {
  BrowserCategory,
  CategoryBrowserLayout,
  CategoryBrowserPrivacy,
  CategoryBrowserProps,
  CategoryBrowserStats,
  CategoryPrivacy,
} from './types';
