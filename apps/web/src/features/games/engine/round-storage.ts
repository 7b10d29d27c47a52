import type { CategorySelection, GameWord, RoundPlayId } from '@slovo/shared';
import { ROUND_KEY_PREFIX } from './kept-rounds';

export { browserRoundStorage } from './kept-rounds';

/**
 * A running round kept in sessionStorage, so a reload (or a visit to another page in the same tab)
 * does not throw it away: the words it was dealt, the game's own state and when it started.
 * Session storage, not local: the round belongs to this tab and ends with it.
 *
 * A stored round is trusted only when it is in the current format and its game state was built
 * from the words stored beside it. Anything else (a round kept by an older app version, a word
 * list that no longer matches, a damaged or hand-edited entry) is discarded, and the player simply
 * starts a new round: a bad entry must never take the game down.
 */

/**
 * Bump whenever a game's state shape changes: a round kept by the previous version is then
 * discarded rather than fed to a reducer that no longer understands it.
 */
export const ROUND_FORMAT = 2;

export interface StoredRound {
  format: number;
  gameId: RoundPlayId;
  selection: CategorySelection;
  /** Fingerprint of `selection.words`; a mismatch means the words changed under the state. */
  wordsKey: string;
  /** The engine's start time, for games that leave the time to the frame. */
  startedAt: number;
  /** When it was last kept: the time away from the round is not counted as playing time. */
  savedAt: number;
  /** The game's own state, as its reducer left it. */
  state: unknown;
}

export const roundStorageKey = (gameId: RoundPlayId) => `${ROUND_KEY_PREFIX}${gameId}`;

/** A short, order-sensitive fingerprint of a word list (FNV-1a over ids and both spellings). */
export function wordsFingerprint(words: readonly GameWord[]): string {
  let hash = 0x811c9dc5;
  const text = words.map((word) => `${String(word.id)}\u0001${word.english}\u0001${word.russian}`).join('\u0002');
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${words.length}:${hash.toString(36)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isGameWord(value: unknown): value is GameWord {
  return (
    isRecord(value) &&
    (typeof value.id === 'number' || typeof value.id === 'string') &&
    typeof value.english === 'string' &&
    typeof value.russian === 'string'
  );
}

function isSelection(value: unknown): value is CategorySelection {
  return (
    isRecord(value) &&
    typeof value.category === 'string' &&
    typeof value.categoryDisplayName === 'string' &&
    typeof value.wordCount === 'number' &&
    Array.isArray(value.words) &&
    value.words.length > 0 &&
    value.words.every(isGameWord)
  );
}

/** The stored round of `gameId` if it can be trusted; anything else is removed and null returned. */
export function readRound(storage: Storage | undefined, gameId: RoundPlayId): StoredRound | null {
  if (!storage) return null;
  const key = roundStorageKey(gameId);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const trusted =
    isRecord(parsed) &&
    parsed.format === ROUND_FORMAT &&
    parsed.gameId === gameId &&
    isSelection(parsed.selection) &&
    parsed.wordsKey === wordsFingerprint(parsed.selection.words) &&
    typeof parsed.startedAt === 'number' &&
    typeof parsed.savedAt === 'number' &&
    isRecord(parsed.state);
  if (!trusted) {
    clearRound(storage, gameId);
    return null;
  }
  return parsed as unknown as StoredRound;
}

/** Keeps the round; a full or unavailable storage only means this round cannot be resumed. */
export function writeRound(
  storage: Storage | undefined,
  round: { gameId: RoundPlayId; selection: CategorySelection; startedAt: number; savedAt: number; state: unknown },
): void {
  if (!storage) return;
  const stored: StoredRound = { format: ROUND_FORMAT, wordsKey: wordsFingerprint(round.selection.words), ...round };
  try {
    storage.setItem(roundStorageKey(round.gameId), JSON.stringify(stored));
  } catch {
    // Quota exceeded or storage disabled: the round plays on, it just cannot survive a reload.
  }
}

export function clearRound(storage: Storage | undefined, gameId: RoundPlayId): void {
  try {
    storage?.removeItem(roundStorageKey(gameId));
  } catch {
    // Storage disabled: there is nothing kept to clear.
  }
}
