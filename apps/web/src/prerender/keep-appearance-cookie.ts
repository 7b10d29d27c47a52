import { useThemeStore } from '@/app/theme';
import { tokenManager, useAuthStore } from '@/features/auth';
import { useLocaleStore } from '@/i18n/locale';
import { appearanceCookie, type Visit } from './prerendered-appearance';

/** The interface language and theme now, and whether a session is stored: the appearance Home is prerendered in for this visitor. */
export function currentAppearance(): Pick<Visit, 'locale' | 'theme' | 'member'> {
  return {
    locale: useLocaleStore.getState().locale,
    theme: useThemeStore.getState().theme,
    member: tokenManager.getToken() !== null,
  };
}

/**
 * Writes the appearance cookie now and whenever the language, the theme or the session changes (a
 * sign-in, a sign-out, a token found invalid), so the server sends Home prerendered as this
 * visitor's next first render will show it (another appearance would be replaced once the app ran).
 */
export function keepAppearanceCookie(): void {
  let written = '';
  const write = () => {
    const cookie = appearanceCookie(currentAppearance());
    if (cookie === written) return;
    written = cookie;
    document.cookie = cookie;
  };
  write();
  useLocaleStore.subscribe(write);
  useThemeStore.subscribe(write);
  useAuthStore.subscribe(write);
}
