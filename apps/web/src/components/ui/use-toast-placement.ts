import { useLayoutEffect, type RefObject } from 'react';
import { TOAST_PLACES, choosePlace, overlaps, toastObstacles, type Box, type ToastPlace } from './toast-placement';

/** The region's attributes the stylesheet places it by (toast-container.css). */
const PLACE = 'data-place';
const UNDER_DIALOG = 'data-under-dialog';

/**
 * Puts the region (and its toast) where the toast covers nothing (toast-placement.ts), measured
 * before the toast is painted: each place is tried by setting the region's data-place and reading
 * the toast's box there. Done again while the toast shows whenever what it could cover changes: the
 * page's content changes (a game starts, a dialog opens), the page scrolls or the window is
 * resized; it stays where it is while that is still free. When even the best place would cover an open dialog, the toast goes under the dialog's
 * backdrop instead: the dialog wins, and the message is still there once it closes.
 */
export function useToastPlacement(regionRef: RefObject<HTMLElement | null>, toastId: number | null): void {
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region || toastId === null) return;

    const place = () => {
      const toast = region.firstElementChild;
      if (!toast) return;
      const { boxes: obstacles, dialogOpen } = toastObstacles(region);
      const current = region.getAttribute(PLACE) as ToastPlace | null;
      const boxes = {} as Record<ToastPlace, Box>;
      for (const candidate of TOAST_PLACES) {
        region.setAttribute(PLACE, candidate);
        boxes[candidate] = toast.getBoundingClientRect();
      }
      const chosen = choosePlace(boxes, obstacles, current);
      region.setAttribute(PLACE, chosen);
      region.toggleAttribute(UNDER_DIALOG, dialogOpen && obstacles.some((box) => overlaps(boxes[chosen], box)));
    };

    let frame = 0;
    const placeSoon = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    place();
    // The page changing under it (a game starting, a dialog portalled into <body>) may bring a
    // control there; its own changes (placing itself, its toast going) do not count.
    const changes = new MutationObserver((records) => {
      if (records.some((record) => !region.contains(record.target))) placeSoon();
    });
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden'] });
    addEventListener('resize', placeSoon);
    addEventListener('scroll', placeSoon, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      removeEventListener('resize', placeSoon);
      removeEventListener('scroll', placeSoon, { capture: true });
    };
  }, [regionRef, toastId]);
}
