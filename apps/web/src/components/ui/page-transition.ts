import { GAMES, PAGE_TRANSITION } from '@slovo/shared';

/** Pure rules of the page-transition overlay (spec §4 "Page transitions", §9). */

export type TransitionDirection = 'forward' | 'backward';
export type TransitionPhase = 'showing' | 'fading' | 'done';

const ORDER: readonly string[] = PAGE_TRANSITION.order;
const GAME_PATHS: ReadonlySet<string> = new Set(GAMES.map((game) => game.path));

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Backward when moving to an earlier entry of the order /, /game2, /game1, /game3, /game4,
 * /game5, /components, and also from a game to /. Everything else (pages outside the order
 * included) counts as forward.
 */
export function transitionDirection(fromPath: string, toPath: string): TransitionDirection {
  const from = normalise(fromPath);
  const to = normalise(toPath);
  if (to === '/' && GAME_PATHS.has(from)) return 'backward';
  const fromIndex = ORDER.indexOf(from);
  const toIndex = ORDER.indexOf(to);
  if (fromIndex >= 0 && toIndex >= 0 && toIndex < fromIndex) return 'backward';
  return 'forward';
}

/** Progress shown after `ticks` timer ticks: 1.5 per 16 ms tick, never above 100. */
export function progressAfterTicks(ticks: number): number {
  return Math.min(100, Math.max(0, ticks) * PAGE_TRANSITION.progressPerTick);
}

/** Progress after `elapsedMs` milliseconds, counting only whole ticks. */
export function progressAt(elapsedMs: number): number {
  return progressAfterTicks(Math.floor(elapsedMs / PAGE_TRANSITION.tickMs));
}

/** 1200 ms fully shown, then a 500 ms fade, then gone. */
export function transitionPhase(elapsedMs: number): TransitionPhase {
  if (elapsedMs < PAGE_TRANSITION.overlayMs) return 'showing';
  if (elapsedMs < PAGE_TRANSITION.overlayMs + PAGE_TRANSITION.fadeMs) return 'fading';
  return 'done';
}

export const FORWARD_SUBTITLES = [
  'Loading your next adventure…',
  'Shuffling the word deck…',
  'Sharpening pencils…',
  'Warming up the vocabulary…',
  'Preparing fresh words…',
  'Getting things ready…',
] as const;

export const BACKWARD_SUBTITLES = [
  'Going back…',
  'Going back home…',
  'Going back a step…',
  'Going back to where you were…',
] as const;

/** A random subtitle for the direction; `random` is injectable so tests can pin it. */
export function pickSubtitle(direction: TransitionDirection, random: () => number = Math.random): string {
  const list = direction === 'backward' ? BACKWARD_SUBTITLES : FORWARD_SUBTITLES;
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[index]!;
}
