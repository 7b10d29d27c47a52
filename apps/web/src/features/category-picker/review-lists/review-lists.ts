import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DUE_REVIEW_LIST, MAX_REVIEW_WORDS, MISTAKES_LIST, type CardKind } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { REVIEW_LIST_TEXT, reviewSummaryQuery, type ReviewSummary } from '@/features/reviews';
import { loadReviewWords, type ReviewListName } from './get-review-words';

/** Whether a picker choice is one of the two review lists rather than a category. */
export function isReviewList(name: string): name is ReviewListName {
  return name === DUE_REVIEW_LIST || name === MISTAKES_LIST;
}

/** A review list as the picker lists it beside the categories. */
export interface ReviewListOption {
  id: ReviewListName;
  name: string;
  /** "Due for review (N)". */
  label: string;
  wordCount: number;
}

type ListCount = [ReviewListName, number];

/** The lists' counts of the cards of `kind` (the summary counts per kind of card). */
function listCounts(summary: ReviewSummary, { skill, direction }: CardKind): ListCount[] {
  const kind = summary.skills.find((counts) => counts.skill === skill && counts.direction === direction);
  const counts: ListCount[] = [
    [DUE_REVIEW_LIST, kind?.due ?? 0],
    [MISTAKES_LIST, kind?.mistakes ?? 0],
  ];
  return counts.filter(([, count]) => count > 0);
}

const NO_LISTS: ReviewListOption[] = [];

/**
 * The review lists a signed-in player on the server's vocabulary can play in a game or drill
 * recording cards of `kind`: those with words, from GET /reviews/summary. None for anyone else, while loading, or when the summary fails (the picker
 * then simply offers the categories).
 */
export function useReviewLists(userId: string | null, { skill, direction }: CardKind): ReviewListOption[] {
  const text = useMessages(REVIEW_LIST_TEXT);
  const select = useCallback((summary: ReviewSummary) => listCounts(summary, { skill, direction }), [skill, direction]);
  const query = useQuery({ ...reviewSummaryQuery(userId ?? ''), enabled: userId !== null, select });
  const counts = userId !== null ? query.data : undefined;
  return useMemo(
    () =>
      counts
        ? counts.map(([id, count]) => ({ id, name: text.names[id], label: text.labels[id](count), wordCount: count }))
        : NO_LISTS,
    [counts, text],
  );
}

/**
 * A review list's words as the picker's word loader answers them ({total, words}, checked by the
 * picker like a category's): as many as the server gives, so the word-count choices are the same.
 */
export function useReviewWordsLoader(
  userId: string | null,
  { skill, direction }: CardKind,
): (list: ReviewListName) => Promise<unknown> {
  const client = useQueryClient();
  return useCallback(
    (list: ReviewListName) => {
      if (userId === null) return Promise.reject(new Error('Review lists need a signed-in player'));
      return loadReviewWords(client, userId, list, MAX_REVIEW_WORDS, { skill, direction });
    },
    [client, userId, skill, direction],
  );
}
