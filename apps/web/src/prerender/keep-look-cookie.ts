import { useThemeStore } from '@/app/theme';
import { useLocaleStore } from '@/i18n/locale';
import { lookCookie } from './prerendered-look';

/**
 * Writes the look cookie now and whenever the language or theme changes, so the server sends the
 * prerendered Home only to visitors it suits and the empty shell to the rest (who would otherwise
 * see English or the dark theme until the app replaced it).
 */
export function keepLookCookie(): void {
  const write = () => {
    document.cookie = lookCookie({ locale: useLocaleStore.getState().locale, theme: useThemeStore.getState().theme });
  };
  write();
  useLocaleStore.subscribe(write);
  useThemeStore.subscribe(write);
}
