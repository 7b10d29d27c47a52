import { useLayoutEffect, type RefObject } from 'react';

/** The custom property the stylesheet multiplies the element's font size by. */
export const FIT_SCALE = '--fit-scale';

/** How far past its box the content runs, as a ratio (1 or less: it fits). */
function overflowRatio(element: HTMLElement): number {
  const wide = element.clientWidth > 0 ? element.scrollWidth / element.clientWidth : 1;
  const tall = element.clientHeight > 0 ? element.scrollHeight / element.clientHeight : 1;
  return Math.max(wide, tall);
}

/**
 * Sets FIT_SCALE (1 down to `minScale`) so the element's text fits its box with no word broken:
 * the stylesheet wraps it only between words (overflow-wrap: normal), so a word too long for the
 * box overflows it, and the type shrinks until it does not. Measured before paint, whenever `text`
 * changes and whenever its parent is resized. The element's own box must be bounded by its parent
 * (max-width: 100%, or a grid cell), so that a word too long for it overflows it.
 */
export function useFitText(ref: RefObject<HTMLElement | null>, text: string, minScale = 0.55): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let scale = 1;
      element.style.setProperty(FIT_SCALE, '1');
      // Shrinking can re-wrap the text (fewer lines), so measure again; a few rounds settle it.
      for (let round = 0; round < 4; round++) {
        const ratio = overflowRatio(element);
        if (ratio <= 1.005 || scale <= minScale) break;
        scale = Math.max(minScale, Math.floor((scale / ratio) * 100) / 100);
        element.style.setProperty(FIT_SCALE, String(scale));
      }
    };
    fit();
    // The box it is fitted into is its parent's (a card, the header): when that is resized (a
    // turned phone), fit again. Its size does not follow the text, so fitting never loops.
    const parent = element.parentElement;
    if (!parent || typeof ResizeObserver === 'undefined') return;
    let width = parent.clientWidth;
    const observer = new ResizeObserver(() => {
      if (parent.clientWidth === width) return;
      width = parent.clientWidth;
      fit();
    });
    observer.observe(parent);
    return () => observer.disconnect();
  }, [ref, text, minScale]);
}
