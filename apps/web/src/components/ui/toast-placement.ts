/**
 * Where a toast goes (issue 30 §3.1): over the page, so it never moves it, and in a corner where
 * it covers no control and no open dialog. The spec's top right comes first; the other corners
 * are tried in turn when something the player may press is there.
 */
export type ToastPlace = 'top-right' | 'bottom-right' | 'top-left' | 'bottom-left';

/** In order of preference: the spec's "top right" (§2) first. */
export const TOAST_PLACES: readonly ToastPlace[] = ['top-right', 'bottom-right', 'top-left', 'bottom-left'];

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function overlaps(a: Box, b: Box): boolean {
  return Math.min(a.right, b.right) > Math.max(a.left, b.left) && Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);
}

const coveredBy = (box: Box, obstacles: readonly Box[]) => obstacles.filter((obstacle) => overlaps(box, obstacle)).length;

/**
 * The place for a toast whose box would be `boxes[place]` there: where it is now if it covers
 * nothing there (so it does not hop about while the page scrolls), else the first free place, else
 * the one covering the fewest obstacles (the earlier on a tie).
 */
export function choosePlace(
  boxes: Readonly<Record<ToastPlace, Box>>,
  obstacles: readonly Box[],
  current: ToastPlace | null,
): ToastPlace {
  if (current && coveredBy(boxes[current], obstacles) === 0) return current;
  let best = TOAST_PLACES[0]!;
  for (const place of TOAST_PLACES) if (coveredBy(boxes[place], obstacles) < coveredBy(boxes[best], obstacles)) best = place;
  return best;
}

const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [contenteditable="true"]';
const MODAL_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

function onScreen(box: Box): boolean {
  return (
    box.right > box.left &&
    box.bottom > box.top &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < innerHeight &&
    box.left < innerWidth
  );
}

/**
 * What a toast must not cover now: an open modal dialog as a whole (the page behind it cannot be
 * reached anyway), otherwise every visible control outside the toast's own region.
 */
export function toastObstacles(region: Element): { boxes: Box[]; dialogOpen: boolean } {
  const dialogs = [...document.querySelectorAll(MODAL_DIALOG)].map((dialog) => dialog.getBoundingClientRect()).filter(onScreen);
  if (dialogs.length > 0) return { boxes: dialogs, dialogOpen: true };
  const controls = [...document.querySelectorAll(INTERACTIVE)]
    .filter((element) => !region.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter(onScreen);
  return { boxes: controls, dialogOpen: false };
}
