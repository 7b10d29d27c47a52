import { PLAY_IDS } from '@slovo/shared';
import {
  arrayOf,
  hasShape,
  isArray,
  isInteger,
  isNonEmptyString,
  isRecord,
  isString,
  nullable,
  oneOf,
} from '@/lib/response-shape';
import { readJson, removeItem, writeJson } from '@/lib/storage';
import type { RecordReviewsRequest } from '@slovo/shared';

/**
 * Rounds whose reviews have not reached the server yet, in localStorage: a preview visitor's (kept
 * until sign-in, then sent as the new player's, like progress) and a signed-in player's that the
 * server could not take (sent again later; the playId makes a second arrival count nothing).
 */
export const PENDING_REVIEWS_STORAGE_KEY = 'pendingReviews';
/** The newest rounds kept; older ones give way (a long preview visit must not fill the storage). */
export const MAX_PENDING_PLAYS = 100;

export interface PendingPlay {
  /** The signed-in player who played it; null for a preview visitor, whoever signs in next takes it. */
  userId: string | null;
  request: RecordReviewsRequest;
}

const isPendingPlay = (value: unknown): value is PendingPlay =>
  hasShape(value, {
    userId: nullable(isNonEmptyString),
    request: (request) =>
      hasShape(request, {
        playId: isNonEmptyString,
        gameId: oneOf(PLAY_IDS),
        playedAt: isString,
        utcOffsetMinutes: isInteger,
        answers: arrayOf(isRecord),
      }),
  });

/** The stored rounds, oldest first; anything unreadable (another app version's shape) is skipped. */
export function readPendingPlays(): PendingPlay[] {
  const stored = readJson<unknown>(PENDING_REVIEWS_STORAGE_KEY, []);
  return isArray(stored) ? stored.filter(isPendingPlay) : [];
}

function writePendingPlays(plays: PendingPlay[]): void {
  if (plays.length === 0) removeItem(PENDING_REVIEWS_STORAGE_KEY);
  else writeJson(PENDING_REVIEWS_STORAGE_KEY, plays.slice(-MAX_PENDING_PLAYS));
}

export function keepPendingPlay(play: PendingPlay): void {
  const others = readPendingPlays().filter((stored) => stored.request.playId !== play.request.playId);
  writePendingPlays([...others, play]);
}

/** Forgets one round (sent, or refused for good); rounds stored meanwhile stay. */
export function dropPendingPlay(playId: string): void {
  const plays = readPendingPlays();
  const rest = plays.filter((stored) => stored.request.playId !== playId);
  if (rest.length !== plays.length) writePendingPlays(rest);
}

/** The rounds `userId` may send: their own and the preview visitor's. */
export function pendingPlaysFor(userId: string): PendingPlay[] {
  return readPendingPlays().filter((play) => play.userId === null || play.userId === userId);
}
