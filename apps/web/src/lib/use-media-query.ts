import { useSyncExternalStore } from 'react';

/** Phones: the width below which the layout goes to one column (the stylesheets' 767.98px). */
export const PHONE_SCREEN = '(max-width: 767.98px)';

/** Whether `query` matches now, following changes; false where matchMedia does not exist (tests, old browsers). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
