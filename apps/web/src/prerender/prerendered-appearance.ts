import { APPEARANCE_COOKIE, appearanceName } from '@slovo/shared';
import type { Theme } from '@/app/theme';
import type { Locale } from '@/i18n/locale';

/** The page the build prerenders (render-home.tsx): Home, once per appearance (PRERENDERED_APPEARANCES). */
export const PRERENDERED_PATH = '/';

/** Set on #root by the build when it holds the prerendered Home; its value is the appearance ("ru.light"). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface Visit {
  path: string;
  locale: Locale;
  theme: Theme;
  /** A session is stored: Home as a returning player first sees it (no Login, no preview banner). */
  member: boolean;
}

type VisitAppearance = Pick<Visit, 'locale' | 'theme' | 'member'>;

/**
 * Whether the page can take over the prerendered Home as it is (hydrate it) rather than render from
 * scratch: the markup is there and was rendered for this visit's appearance. Who is signed in is
 * not known yet (every first render shows nobody), only whether a session was stored. Another page,
 * or Home in another appearance (the server sent a page kept from before a switch or a sign-in, or
 * the offline copy), would only be replaced, so it is not hydrated at all.
 */
export function canHydrate(container: Element, visit: Visit): boolean {
  return visit.path === PRERENDERED_PATH && container.getAttribute(PRERENDERED_ATTRIBUTE) === appearanceName(visit);
}

/** The appearance cookie's text for the server (APPEARANCE_COOKIE): a year, every path, sent on navigations. */
export function appearanceCookie(visit: VisitAppearance): string {
  return `${APPEARANCE_COOKIE}=${appearanceName(visit)}; path=/; max-age=31536000; samesite=lax`;
}
