import { act } from '@testing-library/react';
import { useLocaleStore, type Locale } from '@/i18n';

/** Switches the interface language as the header's switch does (setup.ts puts English back after each test). */
export function switchLanguage(locale: Locale): void {
  act(() => useLocaleStore.getState().setLocale(locale));
}
