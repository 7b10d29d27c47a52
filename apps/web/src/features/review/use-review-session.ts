import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewGrade } from '@slovo/shared';
import { useAuthStore } from '@/features/auth';
import { useRecordReviewGrade } from '@/features/reviews';
import { cardKey, type QueueCard } from './card-face';
import { reviewQueueQuery } from './review-queue';
import { keepSessionProgress, readSessionProgress, type SessionProgress } from './session-progress';

export type ReviewSession =
  | { phase: 'loading' }
  | { phase: 'failed'; error: unknown; retry: () => void; retrying: boolean }
  /** nextDueAt: when the next card comes due; null when the learner has no cards at all. */
  | { phase: 'done'; nextDueAt: string | null; graded: number }
  | {
      phase: 'card';
      card: QueueCard;
      /** Cards left, this one included. */
      left: number;
      answerShown: boolean;
      showAnswer: () => void;
      grade: (grade: ReviewGrade) => void;
    };

/**
 * Review's session (issue 33 §3): the queue's cards one by one, the answer shown, then graded.
 * Each grade is recorded at once (kept until the server has it); when the fetched cards run out
 * the queue is asked again (cards failed minutes ago come back), and when it is empty the session
 * is done. A reload starts from the server's queue, which no longer holds the graded cards.
 */
export function useReviewSession(): ReviewSession {
  const client = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id ?? 'anonymous');
  const queue = useQuery(reviewQueueQuery(client, userId));
  const record = useRecordReviewGrade();
  // Cards graded from the current answer of the queue (a new answer starts afresh).
  const [graded, setGraded] = useState<{ batch: number; keys: ReadonlySet<string> }>({ batch: 0, keys: new Set() });
  const [progress, setProgress] = useState(readSessionProgress);
  const keep = useCallback((next: SessionProgress) => {
    setProgress(next);
    keepSessionProgress(next);
  }, []);

  const batch = queue.dataUpdatedAt;
  const gradedHere = graded.batch === batch ? graded.keys : null;
  const cards = useMemo(
    () => (queue.data?.cards ?? []).filter((card) => !gradedHere?.has(cardKey(card))),
    [queue.data, gradedHere],
  );
  const card = cards[0];
  const ranOut = queue.data !== undefined && queue.data.cards.length > 0 && card === undefined;

  const { refetch, isFetching, isError } = queue;
  useEffect(() => {
    if (ranOut && !isFetching && !isError) void refetch();
  }, [ranOut, isFetching, isError, refetch]);

  const showAnswer = useCallback(() => {
    if (card) keep({ ...progress, shown: cardKey(card) });
  }, [card, progress, keep]);

  const grade = useCallback(
    (grade: ReviewGrade) => {
      if (!card) return;
      const key = cardKey(card);
      void record({ wordId: card.id, skill: card.skill, direction: card.direction, grade });
      setGraded((previous) => ({
        batch,
        keys: new Set([...(previous.batch === batch ? previous.keys : []), key]),
      }));
      keep({ shown: null, graded: progress.graded + 1 });
    },
    [card, batch, record, progress, keep],
  );

  // A finished session is forgotten (the done screen still says how many were graded).
  const done = queue.data !== undefined && queue.data.cards.length === 0 && !queue.isFetching;
  useEffect(() => {
    if (done) keepSessionProgress({ shown: null, graded: 0 });
  }, [done]);

  if (queue.isError && (queue.data === undefined || ranOut)) {
    return { phase: 'failed', error: queue.error, retry: () => void refetch(), retrying: isFetching };
  }
  if (queue.data === undefined || ranOut) return { phase: 'loading' };
  if (!card) return { phase: 'done', nextDueAt: queue.data.nextDueAt, graded: progress.graded };
  const left = Math.max(cards.length, queue.data.total - (gradedHere?.size ?? 0));
  return { phase: 'card', card, left, answerShown: progress.shown === cardKey(card), showAnswer, grade };
}
