import { GAMES, PAGE_TRANSITION } from '@slovo/shared';
import { UI_TEXT } from './ui.i18n';

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

type SubtitleTexts = (typeof UI_TEXT)['en']['transition'];

export const FORWARD_SUBTITLES: readonly string[] = Object.values(UI_TEXT.en.transition.forward);
export const BACKWARD_SUBTITLES: readonly string[] = Object.values(UI_TEXT.en.transition.backward);

/**
 * A random subtitle for the direction; `random` is injectable so tests can pin it, `texts` are
 * the subtitles in the interface language (English by default).
 */
export function pickSubtitle(
  direction: TransitionDirection,
  random: () => number = Math.random,
  texts: SubtitleTexts = UI_TEXT.en.transition,
): string {
  const list = Object.values(direction === 'backward' ? texts.backward : texts.forward);
  const index = Math.min(list.length - 1, Math.floor(random() * list.length));
  return list[index]!;
}
