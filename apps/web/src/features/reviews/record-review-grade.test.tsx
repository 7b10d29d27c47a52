import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { renderHookWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { readPendingPlays, useRecordReviewGrade, type GradedAnswer } from './index';
import { makeGradedRequest } from './review-play';
import { fakeReviewsServer } from './testing/fake-reviews-server';

const GOOD_STRESS: GradedAnswer = { wordId: 21, skill: 'stress', direction: 'ru', grade: 'good' };

function renderGrader() {
  const view = renderHookWithProviders(() => useRecordReviewGrade());
  return (answer: GradedAnswer) => act(() => view.result.current(answer));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('the request for one graded card', () => {
  it('is a Review play of its own: a grade, the card’s skill and direction, the time and the local offset', () => {
    const now = new Date('2026-06-01T09:30:00.000Z');
    const request = makeGradedRequest({ wordId: 5, skill: 'meaning', direction: 'ru-en', grade: 'again' }, now);
    expect(request).toEqual({
      playId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      gameId: 'review',
      playedAt: '2026-06-01T09:30:00.000Z',
      utcOffsetMinutes: -now.getTimezoneOffset() || 0,
      answers: [{ wordId: 5, skill: 'meaning', direction: 'ru-en', grade: 'again' }],
    });
    expect(makeGradedRequest(GOOD_STRESS, now).playId).not.toBe(request.playId);
  });
});

describe('grading a card on the Review screen', () => {
  it('sends the grade at once and forgets it', async () => {
    const server = fakeReviewsServer();
    signIn();
    const grade = renderGrader();
    await grade(GOOD_STRESS);
    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
    expect(server.state.recorded[0]).toMatchObject({ gameId: 'review', answers: [GOOD_STRESS] });
    expect(readPendingPlays()).toEqual([]);
  });

  it('keeps a grade made without a connection and sends it, once, with the next one', async () => {
    const server = fakeReviewsServer();
    server.override('POST /api/reviews', new TypeError('Failed to fetch'), 1);
    signIn();
    const grade = renderGrader();
    await grade(GOOD_STRESS);
    expect(server.callsTo('POST /api/reviews')).toHaveLength(1);
    expect(readPendingPlays()).toMatchObject([{ request: { gameId: 'review', answers: [GOOD_STRESS] } }]);

    await grade({ wordId: 22, skill: 'gender', direction: 'ru', grade: 'hard' });
    await waitFor(() => expect(server.state.recorded).toHaveLength(2));
    expect(server.state.recorded.map((play) => play.answers[0]!.wordId)).toEqual([21, 22]);
    expect(readPendingPlays()).toEqual([]);
  });
});
