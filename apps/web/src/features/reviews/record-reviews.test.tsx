import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ProgressSync } from '@/features/progress';
import { renderHookWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import {
  MAX_PENDING_PLAYS,
  PENDING_REVIEWS_STORAGE_KEY,
  readPendingPlays,
  reviewSummaryQuery,
  useRecordGameReviews,
} from './index';
import type { GameReviewPlay } from './review-play';
import { fakeReviewsServer } from './testing/fake-reviews-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const QUIZ_ROUND: GameReviewPlay = {
  gameId: 'game3',
  answers: [
    { wordId: 11, outcome: 'right' },
    { wordId: 'sample-cat', outcome: 'wrong' },
    { wordId: 12, outcome: 'wrong' },
    { wordId: 11, outcome: 'skipped' },
    { wordId: 13, outcome: 'right-with-help' },
  ],
};

/**
 * The hook as a game uses it, with the sync mounted as the layout mounts it; resolves once the
 * sync's first look at the stored rounds is done (a round recorded before then is sent by both).
 */
async function renderRecorder() {
  const view = renderHookWithProviders(() => useRecordGameReviews(), { alongside: <ProgressSync /> });
  // The recording code comes in its own chunk, loaded as the hook mounts (as a game's screen does).
  await act(async () => {
    await import('./record-plays');
  });
  const record = (play: GameReviewPlay) => act(() => view.result.current(play));
  return { ...view, record };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('recording a finished round', () => {
  it('sends a signed-in player’s round once, with server words only, each word once, and forgets it', async () => {
    const server = fakeReviewsServer();
    signIn();
    const { record } = await renderRecorder();
    const before = Date.now();
    record(QUIZ_ROUND);

    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
    const [sent] = server.state.recorded;
    expect(sent).toMatchObject({
      gameId: 'game3',
      utcOffsetMinutes: -new Date().getTimezoneOffset() || 0,
      answers: [
        { wordId: 11, outcome: 'right' },
        { wordId: 12, outcome: 'wrong' },
        { wordId: 13, outcome: 'right-with-help' },
      ],
    });
    expect(sent!.playId).toMatch(UUID);
    expect(Date.parse(sent!.playedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(server.callsTo('POST /api/reviews')[0]!.headers.Authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(localStorage.getItem(PENDING_REVIEWS_STORAGE_KEY)).toBeNull());
  });

  it('leaves out answers the game cannot report, and sends nothing for a round of sample words', async () => {
    const server = fakeReviewsServer();
    signIn();
    const { record } = await renderRecorder();
    record({
      gameId: 'game5',
      answers: [
        { wordId: 'cat', outcome: 'right' },
        { wordId: 'dog', outcome: 'right' },
      ],
    });
    // Memory Match never reports a miss: such an answer is dropped, the rest of the round goes up.
    record({
      gameId: 'game5',
      answers: [
        { wordId: 4, outcome: 'wrong' },
        { wordId: 5, outcome: 'right' },
      ],
    });
    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
    expect(server.state.recorded[0]!.answers).toEqual([{ wordId: 5, outcome: 'right' }]);
    expect(server.callsTo('POST /api/reviews')).toHaveLength(1);
  });

  it('sends each answer with the meaning skill and the round’s direction (issue 33)', async () => {
    const server = fakeReviewsServer();
    signIn();
    const { record } = await renderRecorder();
    record({ ...QUIZ_ROUND, direction: 'ru-en' });
    record({ gameId: 'game2', direction: 'en-ru', answers: [{ wordId: 20, outcome: 'wrong' }] });
    await waitFor(() => expect(server.state.recorded).toHaveLength(2));
    expect(server.state.recorded[0]!.answers).toEqual([
      { wordId: 11, outcome: 'right', skill: 'meaning', direction: 'ru-en' },
      { wordId: 12, outcome: 'wrong', skill: 'meaning', direction: 'ru-en' },
      { wordId: 13, outcome: 'right-with-help', skill: 'meaning', direction: 'ru-en' },
    ]);
    const body = server.callsTo('POST /api/reviews')[1]!.body as { answers: unknown[] };
    expect(body.answers).toEqual([{ wordId: 20, outcome: 'wrong', skill: 'meaning', direction: 'en-ru' }]);
  });

  it('sends neither skill nor direction for a round that asked both ways (Memory Match)', async () => {
    const server = fakeReviewsServer();
    signIn();
    const { record } = await renderRecorder();
    record({ gameId: 'game5', answers: [{ wordId: 5, outcome: 'right' }] });
    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
    expect(server.state.recorded[0]!.answers).toEqual([{ wordId: 5, outcome: 'right' }]);
  });

  it('keeps a preview visitor’s round in local storage, sending nothing', async () => {
    const server = fakeReviewsServer();
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    await act(async () => {});
    expect(server.calls).toEqual([]);
    const [stored] = readPendingPlays();
    expect(stored).toMatchObject({
      userId: null,
      request: { gameId: 'game3', answers: [{ wordId: 11 }, { wordId: 12 }, { wordId: 13 }] },
    });
  });

  it('keeps only the newest rounds of a long preview visit', async () => {
    fakeReviewsServer();
    const { record } = await renderRecorder();
    for (let round = 1; round <= MAX_PENDING_PLAYS + 3; round += 1) {
      record({ gameId: 'game1', answers: [{ wordId: round, outcome: 'right' }] });
    }
    const stored = readPendingPlays();
    expect(stored).toHaveLength(MAX_PENDING_PLAYS);
    expect(stored[0]!.request.answers[0]!.wordId).toBe(4);
    expect(stored.at(-1)!.request.answers[0]!.wordId).toBe(MAX_PENDING_PLAYS + 3);
  });

  it('refreshes the review counts the player sees once a round is recorded', async () => {
    const server = fakeReviewsServer({ summary: { due: 3 } });
    signIn();
    const view = renderHookWithProviders(() => ({ summary: useQuery(reviewSummaryQuery('7')), record: useRecordGameReviews() }));
    await waitFor(() => expect(view.result.current.summary.data?.due).toBe(3));
    server.state.summary = { ...server.state.summary, due: 1 };
    act(() => view.result.current.record(QUIZ_ROUND));
    await waitFor(() => expect(view.result.current.summary.data?.due).toBe(1));
  });
});

describe('a round the server cannot take now', () => {
  it('is kept on a server failure and sent, once, with the next round', async () => {
    const server = fakeReviewsServer();
    server.override('POST /api/reviews', { status: 503, body: { error: 'Service unavailable' } }, 1);
    signIn();
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    await waitFor(() => expect(server.callsTo('POST /api/reviews')).toHaveLength(1));
    await waitFor(() => expect(readPendingPlays()).toHaveLength(1));
    const keptId = readPendingPlays()[0]!.request.playId;

    record({ gameId: 'game1', answers: [{ wordId: 40, outcome: 'right' }] });
    await waitFor(() => expect(server.state.recorded).toHaveLength(2));
    expect(server.state.recorded.map((play) => play.gameId)).toEqual(['game3', 'game1']);
    expect(server.state.recorded[0]!.playId).toBe(keptId);
    await waitFor(() => expect(readPendingPlays()).toEqual([]));
  });

  it('is kept without a connection', async () => {
    const server = fakeReviewsServer();
    server.override('POST /api/reviews', new TypeError('Failed to fetch'));
    signIn();
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    await waitFor(() => expect(server.callsTo('POST /api/reviews')).toHaveLength(1));
    expect(readPendingPlays()).toHaveLength(1);
  });

  it('is dropped when the server refuses it for good (a 4xx), so it is not sent forever', async () => {
    const server = fakeReviewsServer();
    server.override('POST /api/reviews', { status: 400, body: { error: 'playedAt must lie within the last 365 days' } }, 1);
    signIn();
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    await waitFor(() => expect(server.callsTo('POST /api/reviews')).toHaveLength(1));
    await waitFor(() => expect(readPendingPlays()).toEqual([]));
  });
});

describe('at sign-in', () => {
  it('sends the preview visit’s rounds as the new player’s and forgets them', async () => {
    const server = fakeReviewsServer();
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    record({ gameId: 'game2', answers: [{ wordId: 7, outcome: 'wrong' }] });
    expect(server.calls).toEqual([]);

    act(() => {
      signIn();
    });
    await waitFor(() => expect(server.state.recorded.map((play) => play.gameId)).toEqual(['game3', 'game2']));
    await waitFor(() => expect(localStorage.getItem(PENDING_REVIEWS_STORAGE_KEY)).toBeNull());
  });

  it('a kept round keeps its direction until it is sent', async () => {
    const server = fakeReviewsServer();
    const { record } = await renderRecorder();
    record({ gameId: 'game1', direction: 'en-ru', answers: [{ wordId: 8, outcome: 'right' }] });
    expect(readPendingPlays()[0]!.request.answers).toEqual([
      { wordId: 8, outcome: 'right', skill: 'meaning', direction: 'en-ru' },
    ]);

    act(() => {
      signIn();
    });
    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
    expect(server.state.recorded[0]!.answers).toEqual([{ wordId: 8, outcome: 'right', skill: 'meaning', direction: 'en-ru' }]);
  });

  it('keeps the rounds when the server cannot take them, and sends them at the next sign-in', async () => {
    const server = fakeReviewsServer();
    server.override('POST /api/reviews', { status: 500, body: { error: 'Server error' } }, 1);
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    act(() => {
      signIn();
    });
    await waitFor(() => expect(server.callsTo('POST /api/reviews')).toHaveLength(1));
    expect(readPendingPlays()).toHaveLength(1);

    act(() => signOut());
    act(() => {
      signIn();
    });
    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
    await waitFor(() => expect(readPendingPlays()).toEqual([]));
  });

  it('never sends one player’s kept round as another’s', async () => {
    const server = fakeReviewsServer();
    server.override('POST /api/reviews', { status: 503, body: { error: 'Service unavailable' } }, 1);
    signIn({ id: '7', username: 'anna' });
    const { record } = await renderRecorder();
    record(QUIZ_ROUND);
    await waitFor(() => expect(server.callsTo('POST /api/reviews')).toHaveLength(1));

    act(() => signOut());
    act(() => {
      signIn({ id: '8', username: 'boris' });
    });
    await act(async () => {});
    expect(server.callsTo('POST /api/reviews')).toHaveLength(1);
    expect(readPendingPlays()).toMatchObject([{ userId: '7' }]);

    act(() => signOut());
    act(() => {
      signIn({ id: '7', username: 'anna' });
    });
    await waitFor(() => expect(server.state.recorded).toHaveLength(1));
  });
});
