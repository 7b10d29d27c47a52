import { describe, expect, it } from 'vitest';
import { choosePlace, overlaps, type Box, type ToastPlace } from './toast-placement';

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

/** A 1280×800 window's four corners for a 380×70 toast under a 64 px header. */
const CORNERS: Record<ToastPlace, Box> = {
  'top-right': box(876, 76, 1256, 146),
  'bottom-right': box(876, 718, 1256, 788),
  'top-left': box(24, 76, 404, 146),
  'bottom-left': box(24, 718, 404, 788),
};

describe('overlaps', () => {
  it('needs a shared area: boxes that only touch do not overlap', () => {
    expect(overlaps(box(0, 0, 10, 10), box(5, 5, 15, 15))).toBe(true);
    expect(overlaps(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(false);
    expect(overlaps(box(0, 0, 10, 10), box(0, 10, 10, 20))).toBe(false);
  });
});

describe('choosePlace', () => {
  it('takes the top right corner (spec §2) when nothing is there', () => {
    expect(choosePlace(CORNERS, [box(600, 300, 700, 340)], null)).toBe('top-right');
  });

  it('moves to the next free corner when a control is under the top right one', () => {
    const signIn = box(1060, 80, 1130, 110);
    expect(choosePlace(CORNERS, [signIn], null)).toBe('bottom-right');
    const bottomButton = box(1100, 740, 1200, 780);
    expect(choosePlace(CORNERS, [signIn, bottomButton], null)).toBe('top-left');
  });

  it('covers as few controls as it can when no corner is free', () => {
    const everywhere = [
      box(1000, 90, 1100, 120),
      box(1150, 90, 1250, 120),
      box(1000, 730, 1100, 760),
      box(100, 90, 200, 120),
      box(100, 730, 200, 760),
      box(300, 730, 380, 760),
    ];
    expect(choosePlace(CORNERS, everywhere, null)).toBe('bottom-right');
  });

  it('stays where it is while that corner is free, even if an earlier one has become free', () => {
    expect(choosePlace(CORNERS, [], 'bottom-left')).toBe('bottom-left');
    expect(choosePlace(CORNERS, [box(100, 730, 200, 760)], 'bottom-left')).toBe('top-right');
  });
});
