import { useMatches } from 'react-router';
import { APP_NAME } from '@slovo/shared';
import type { IconComponent } from '@/components/icons';

/** Static data each route carries; read by the header title and document.title. */
export interface RouteHandle {
  title: string;
  /** Shown on the page-transition overlay. */
  icon?: IconComponent;
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

/** "{Title} · Slovo", or just "Slovo" on the home page. */
export function documentTitleFor(title: string): string {
  return title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
}
