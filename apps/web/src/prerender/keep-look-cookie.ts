import { useThemeStore } from '@/app/theme';
import { useLocaleStore } from '@/i18n/locale';
import { lookCookie, type Visit } from './prerendered-look';

/** The interface language and theme now: the look Home is prerendered in for this visitor. */
export function currentLook(): Pick<Visit, 'locale' | 'theme'> {
  return { locale: useLocaleStore.getState().locale, theme: useThemeStore.getState().theme };
}

/**
 * Writes the look cookie now and whenever the language or theme changes, so the server sends Home
 * prerendered in the visitor's look (the others would see another language or theme until the app
 * replaced it).
 */
export function keepLookCookie(): void {
  const write = () => {
    document.cookie = lookCookie(currentLook());
  };
  write();
  useLocaleStore.subscribe(write);
  useThemeStore.subscribe(write);
}
