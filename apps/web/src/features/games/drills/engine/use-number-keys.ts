import { useEffect } from 'react';

/**
 * Keys 1–9 choose the answer of that number while the question is open (a drill's vowels or
 * options); Ctrl, Alt and Meta combinations are left to the browser.
 */
export function useNumberKeys(open: boolean, count: number, choose: (index: number) => void): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const index = Number(event.key) - 1;
      if (!Number.isInteger(index) || index < 0 || index >= count) return;
      event.preventDefault();
      choose(index);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, count, choose]);
}
