/**
 * `GET /stats?utcOffsetMinutes=`: the signed-in player's reviews per day, streaks, progress per
 * category, true retention and the due forecast, counted in the player's own local days.
 */
import { queryOptions } from '@tanstack/react-query';
import type { StatsResponse } from '@slovo/shared';
import { api, encodeQueryString } from '@/lib/api-client';
import { arrayOf, expectShape, isCount, isFiniteNumber, isString, nullable, objectOf } from '@/lib/response-shape';
import { statsKeys } from './query-keys';

export type Stats = StatsResponse;

const DAY_COUNT = objectOf({ date: isString, reviews: isCount });
const STATS_SHAPE = {
  today: isString,
  days: arrayOf(DAY_COUNT),
  streak: objectOf({ current: isCount, longest: isCount }),
  categories: arrayOf(objectOf({ name: isString, displayName: isString, learned: isCount, learning: isCount, new: isCount })),
  retention: objectOf({ reviews: isCount, passed: isCount, rate: nullable(isFiniteNumber) }),
  forecast: arrayOf(objectOf({ date: isString, due: isCount })),
  totals: objectOf({ reviews: isCount, cards: isCount, learned: isCount }),
  skills: arrayOf(
    objectOf({
      skill: isString,
      direction: isString,
      cards: isCount,
      learned: isCount,
      due: isCount,
      retention: objectOf({ reviews: isCount, passed: isCount, rate: nullable(isFiniteNumber) }),
    }),
  ),
};

/** The browser's offset from UTC now, east positive (Moscow 180), as the server counts days by. */
export function localUtcOffsetMinutes(now = new Date()): number {
  // `|| 0`: UTC itself gives -0, which would name a second cache entry for the same offset.
  return -now.getTimezoneOffset() || 0;
}

export async function getStats(utcOffsetMinutes: number, signal?: AbortSignal): Promise<Stats> {
  const query = encodeQueryString([['utcOffsetMinutes', String(utcOffsetMinutes)]]);
  const answer = await api.get<unknown>(`/stats?${query}`, { signal, requiresAuth: true });
  return expectShape<Stats>(answer, STATS_SHAPE);
}

/**
 * Stale at once: every visit asks again, since each game played elsewhere changes the numbers and
 * the games do not know this page's cache.
 */
export function statsQuery(userId: string, utcOffsetMinutes: number) {
  return queryOptions({
    queryKey: statsKeys.overview(userId, utcOffsetMinutes),
    queryFn: ({ signal }) => getStats(utcOffsetMinutes, signal),
    staleTime: 0,
  });
}
