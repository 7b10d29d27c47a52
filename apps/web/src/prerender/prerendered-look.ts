import { LOOK_COOKIE, lookName } from '@slovo/shared';
import type { Theme } from '@/app/theme';
import type { Locale } from '@/i18n/locale';

/** The page the build prerenders (render-home.tsx): Home, once per look (PRERENDERED_LOOKS). */
export const PRERENDERED_PATH = '/';

/** Set on #root by the build when it holds the prerendered Home; its value is the look ("ru.light"). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface Visit {
  path: string;
  locale: Locale;
  theme: Theme;
  /** A session is stored: Home as a returning player first sees it (no Login, no preview banner). */
  member: boolean;
}

type VisitLook = Pick<Visit, 'locale' | 'theme' | 'member'>;

/**
 * Whether the page can take over the prerendered Home as it is (hydrate it) rather than render
 * from scratch: the markup is there and was rendered for this visit's look. Who is signed in is
 * not known yet (every first render shows nobody), only whether a session was stored. Another page,
 * or Home in another look (the server sent a page kept from before a switch or a sign-in, or the
 * offline copy), would only be replaced, so it is not hydrated at all.
 */
export function canHydrate(container: Element, visit: Visit): boolean {
  return visit.path === PRERENDERED_PATH && container.getAttribute(PRERENDERED_ATTRIBUTE) === lookName(visit);
}

/** The look cookie's text for the server (LOOK_COOKIE): a year, every path, sent on navigations. */
export function lookCookie(visit: VisitLook): string {
  return `${LOOK_COOKIE}=${lookName(visit)}; path=/; max-age=31536000; samesite=lax`;
}
