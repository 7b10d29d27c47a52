import { LOOK_COOKIE, PRERENDERED_LOOK } from '@slovo/shared';
import type { Theme } from '@/app/theme';
import type { Locale } from '@/i18n/locale';

/** The page the build prerenders (render-home.tsx): Home, in the look PRERENDERED_LOOK names. */
export const PRERENDERED_PATH = '/';

/** Set on #root by the build when it holds the prerendered Home (build/prerender-plugin.ts). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface Visit {
  path: string;
  locale: Locale;
  theme: Theme;
}

const lookOf = (visit: Pick<Visit, 'locale' | 'theme'>) => `${visit.locale}.${visit.theme}`;

/**
 * Whether the page can take over the prerendered Home as it is (hydrate it) rather than render
 * from scratch: the markup is there and this visit is the one it was rendered for. Who is signed
 * in does not matter: every visitor's first render shows nobody yet. Another page, language or
 * theme would only replace it, so it is not hydrated at all.
 */
export function canHydrate(container: Element, visit: Visit): boolean {
  return container.hasAttribute(PRERENDERED_ATTRIBUTE) && visit.path === PRERENDERED_PATH && lookOf(visit) === PRERENDERED_LOOK;
}

/** The look cookie's text for the server (LOOK_COOKIE): a year, every path, sent on navigations. */
export function lookCookie(visit: Pick<Visit, 'locale' | 'theme'>): string {
  return `${LOOK_COOKIE}=${lookOf(visit)}; path=/; max-age=31536000; samesite=lax`;
}
