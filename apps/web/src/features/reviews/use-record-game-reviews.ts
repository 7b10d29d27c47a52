import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GameReviewPlay, GradedAnswer } from './review-play';

type Recorder = typeof import('./record-plays');

/**
 * The recording code (record-plays.ts) comes in its own chunk: the hooks are exported from this
 * feature's index, which Home imports, and only games, drills and Review record. Each screen that
 * records loads it when it mounts, so when a round ends it is there and the round is kept at once
 * (closing the tab right after loses nothing); until then the call waits for it.
 */
let recorder: Recorder | null = null;
let loading: Promise<Recorder> | null = null;
const loadRecorder = (): Promise<Recorder> => (loading ??= import('./record-plays').then((module) => (recorder = module)));
const withRecorder = <T>(run: (module: Recorder) => Promise<T>): Promise<T> =>
  recorder ? run(recorder) : loadRecorder().then(run);

/**
 * What a game calls once per finished round: `record({ gameId, answers })`. Fire and forget: it
 * never throws and never makes the game wait; a round that cannot be sent now is sent later.
 */
export function useRecordGameReviews(): (play: GameReviewPlay) => void {
  const client = useQueryClient();
  useEffect(() => void loadRecorder().catch(() => {}), []);
  return useCallback(
    (play: GameReviewPlay) => {
      withRecorder(({ recordGameReviews }) => recordGameReviews(client, play)).catch((error: unknown) =>
        console.warn('Recording reviews failed', error),
      );
    },
    [client],
  );
}

/**
 * What the Review screen calls once per graded card. Kept and sent like a game's round (a grade
 * made offline or during a failed request is sent later); resolves once this try is over (never
 * rejects), so the screen can ask for more cards after the server has the grades.
 */
export function useRecordReviewGrade(): (answer: GradedAnswer) => Promise<number> {
  const client = useQueryClient();
  useEffect(() => void loadRecorder().catch(() => {}), []);
  return useCallback(
    (answer: GradedAnswer) =>
      withRecorder(({ recordReviewGrade }) => recordReviewGrade(client, answer)).catch((error: unknown) => {
        console.warn('Recording a grade failed', error);
        return 0;
      }),
    [client],
  );
}
