import { create } from 'zustand';
import { LOCALE_STORAGE_KEY } from '@slovo/shared';
import { readString, writeString } from '@/lib/storage';

/** The interface languages: English (the spec's, the default) and Russian. */
export type Locale = 'en' | 'ru';
export const LOCALES: readonly Locale[] = ['en', 'ru'];

/** BCP 47 tags for Intl: numbers and dates as people of that language write them. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU' };

/** The saved choice; English when nothing valid is stored. */
export function readStoredLocale(): Locale {
  return readString(LOCALE_STORAGE_KEY) === 'ru' ? 'ru' : 'en';
}

/** <html lang> follows the interface, so screen readers and hyphenation use the right language. */
export function applyLocale(locale: Locale): void {
  document.documentElement.lang = locale;
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export const useLocaleStore = create<LocaleState>((set) => ({
  locale: readStoredLocale(),
  setLocale: (locale) => {
    applyLocale(locale);
    writeString(LOCALE_STORAGE_KEY, locale);
    set({ locale });
  },
}));

/** The interface language now, for code outside React (toasts raised from hooks, plain functions). */
export function currentLocale(): Locale {
  return useLocaleStore.getState().locale;
}

export function useLocale(): Locale {
  return useLocaleStore((state) => state.locale);
}
