import { useMatches } from 'react-router';
import { APP_NAME } from '@slovo/shared';
import type { IconComponent } from '@/components/icons';
import { useLocale } from '@/i18n';
import { pageText, type PageId, type PageInfo } from './pages';

/** Static data each route carries; read by the header title and document.title. */
export interface RouteHandle {
  /** In English; a handle with `page` is shown in the interface language (useRouteTitle). */
  title: string;
  /** Shown on the page-transition overlay. */
  icon?: IconComponent;
  /** The page it belongs to, whose title follows the interface language. */
  page?: PageId;
}

/** What a page's route carries for the header, document.title and the page-transition overlay. */
export function routeHandle(page: PageInfo): RouteHandle {
  return { title: page.title, icon: page.icon, page: page.id };
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/** The deepest matched route's handle; the product name when none has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { title: APP_NAME };
}

/** The handle's title in the interface language: the header's and document.title's. */
export function useRouteTitle(handle: RouteHandle): string {
  const locale = useLocale();
  return handle.page ? pageText({ id: handle.page }, locale).title : handle.title;
}

/** "{Title} · Slovo", or just "Slovo" on the home page. */
export function documentTitleFor(title: string): string {
  return title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
}
