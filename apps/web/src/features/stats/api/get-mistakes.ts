/**
 * `GET /reviews/mistakes?count=`: the mistake book — the words the player misses most, recent
 * misses weighing more, each with how often and in which games. The stats page's own call: the
 * picker's copy (features/reviews) checks only the frame, this page shows every field.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { GAME_IDS, withCheckedAnnotations, type MistakesResponse } from '@slovo/shared';
import { api, encodeQueryString } from '@/lib/api-client';
import { arrayOf, expectShape, isCount, isString, objectOf, oneOf } from '@/lib/response-shape';
import { statsKeys } from './query-keys';

export type Mistakes = MistakesResponse;
export type Mistake = Mistakes['words'][number];

const MISTAKE = objectOf({
  id: isCount,
  english: isString,
  russian: isString,
  misses: isCount,
  games: arrayOf(oneOf(GAME_IDS)),
  lastMissedAt: isString,
});
const MISTAKES_SHAPE = { total: isCount, words: arrayOf(MISTAKE) };

export async function getMistakes(count: number, signal?: AbortSignal): Promise<Mistakes> {
  const query = encodeQueryString([['count', String(count)]]);
  const answer = await api.get<unknown>(`/reviews/mistakes?${query}`, { signal, requiresAuth: true });
  const mistakes = expectShape<Mistakes>(answer, MISTAKES_SHAPE);
  // The word card shows what each word knows: only well-formed facts reach it.
  return { ...mistakes, words: mistakes.words.map(withCheckedAnnotations) };
}

/**
 * Stale at once, like the rest of the page: every game played elsewhere changes the book. The
 * shorter list stays on screen while the longer one loads ("Show all" must not blank the book).
 */
export function mistakesQuery(userId: string, count: number) {
  return queryOptions({
    queryKey: statsKeys.mistakes(userId, count),
    queryFn: ({ signal }) => getMistakes(count, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
