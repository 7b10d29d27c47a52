/**
 * After a dialog closes, when the control that opened it is gone (its card or word was deleted),
 * focus goes to `fallback` instead of being left on <body>.
 */
export function focusIfLost(fallback: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (document.activeElement === null || document.activeElement === document.body) fallback?.focus();
  });
}
