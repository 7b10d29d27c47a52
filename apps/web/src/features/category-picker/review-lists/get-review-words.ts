/**
 * `GET /reviews/due?count=` and `GET /reviews/mistakes?count=`: the words of the picker's two review
 * lists, of the kind of card the game or drill records (a game: meaning in its direction), so a
 * word due in several skills or both ways comes once. Only the frame is checked here (`total` and a `words` array); the words themselves are
 * checked by the picker with the shared prepareCategoryWords, like a category's.
 */
import type { QueryClient } from '@tanstack/react-query';
import { DUE_REVIEW_LIST, MISTAKES_LIST, type CardKind } from '@slovo/shared';
import { api, encodeQueryString } from '@/lib/api-client';
import { arrayOf, expectShape, isCount, isRecord } from '@/lib/response-shape';
import { reviewKeys } from '@/features/reviews';

export type ReviewListName = typeof DUE_REVIEW_LIST | typeof MISTAKES_LIST;

export interface ReviewWords {
  total: number;
  words: Record<string, unknown>[];
}

const REVIEW_WORDS_SHAPE = { total: isCount, words: arrayOf(isRecord) };

const PATHS: Record<ReviewListName, string> = {
  [DUE_REVIEW_LIST]: '/reviews/due',
  [MISTAKES_LIST]: '/reviews/mistakes',
};

export async function getReviewWords(
  list: ReviewListName,
  count: number,
  kind: CardKind,
  signal?: AbortSignal,
): Promise<ReviewWords> {
  const query = encodeQueryString([
    ['count', String(count)],
    ['skill', kind.skill],
    ['direction', kind.direction],
  ]);
  const answer = await api.get<unknown>(`${PATHS[list]}?${query}`, { requiresAuth: true, signal });
  return expectShape<ReviewWords>(answer, REVIEW_WORDS_SHAPE);
}

export function reviewWordsQuery(userId: string, list: ReviewListName, count: number, kind: CardKind) {
  return {
    queryKey: [
      ...(list === DUE_REVIEW_LIST ? reviewKeys.due(userId, count) : reviewKeys.mistakes(userId, count)),
      kind.skill,
      kind.direction,
    ],
    queryFn: ({ signal }: { signal?: AbortSignal }) => getReviewWords(list, count, kind, signal),
    // Always asked afresh: the list changes with every game played and as time passes.
    staleTime: 0,
  };
}

/** A list's words, fresh from the server, as a copy the caller may shuffle and trim. */
export async function loadReviewWords(
  client: QueryClient,
  userId: string,
  list: ReviewListName,
  count: number,
  kind: CardKind,
): Promise<ReviewWords> {
  return structuredClone(await client.fetchQuery(reviewWordsQuery(userId, list, count, kind)));
}
