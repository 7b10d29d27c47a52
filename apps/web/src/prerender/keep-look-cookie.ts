import { useThemeStore } from '@/app/theme';
import { tokenManager, useAuthStore } from '@/features/auth';
import { useLocaleStore } from '@/i18n/locale';
import { lookCookie, type Visit } from './prerendered-look';

/** The interface language and theme now, and whether a session is stored: the look Home is prerendered in for this visitor. */
export function currentLook(): Pick<Visit, 'locale' | 'theme' | 'member'> {
  return {
    locale: useLocaleStore.getState().locale,
    theme: useThemeStore.getState().theme,
    member: tokenManager.getToken() !== null,
  };
}

/**
 * Writes the look cookie now and whenever the language, the theme or the session changes (a
 * sign-in, a sign-out, a token found invalid), so the server sends Home prerendered as this
 * visitor's next first render will show it (another look would be replaced once the app ran).
 */
export function keepLookCookie(): void {
  let written = '';
  const write = () => {
    const cookie = lookCookie(currentLook());
    if (cookie === written) return;
    written = cookie;
    document.cookie = cookie;
  };
  write();
  useLocaleStore.subscribe(write);
  useThemeStore.subscribe(write);
  useAuthStore.subscribe(write);
}
