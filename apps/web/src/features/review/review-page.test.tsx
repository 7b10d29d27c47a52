import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordReviewsRequest, ReviewQueueResponse } from '@slovo/shared';
import { readPendingPlays } from '@/features/reviews';
import { stubFakeServer } from '@/test/fake-server';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { ReviewPage } from './index';

type Card = ReviewQueueResponse['cards'][number];
const DAY = 86_400;
const INTERVALS = { again: DAY, hard: 3 * DAY, good: 8 * DAY, easy: 105 * DAY };
const NEXT_DUE = new Date(Date.now() + 3 * 3600 * 1000 + 60_000).toISOString();

const CARDS: Card[] = [
  {
    id: 1,
    english: 'cat',
    russian: 'кошка',
    stressed: 'ко́шка',
    category: 'animals',
    part_of_speech: 'noun',
    skill: 'meaning',
    direction: 'en-ru',
    intervals: INTERVALS,
    image: null,
    sound: null,
  },
  {
    id: 2,
    english: 'castle',
    russian: 'замок',
    stressed: 'за́мок',
    category: 'places',
    part_of_speech: 'noun',
    skill: 'stress',
    direction: 'ru',
    intervals: INTERVALS,
    image: null,
    sound: null,
  },
  {
    id: 3,
    english: 'night',
    russian: 'ночь',
    category: 'time',
    part_of_speech: 'noun',
    gender: 'f',
    skill: 'gender',
    direction: 'ru',
    intervals: INTERVALS,
    image: null,
    sound: null,
  },
];

/** The queue as the server keeps it: a card graded (and received) is due no more. */
function fakeQueueServer(cards: Card[] = CARDS, nextDueAt: string | null = NEXT_DUE) {
  const recorded: RecordReviewsRequest[] = [];
  const graded = (card: Card) =>
    recorded.some((play) =>
      play.answers.some((a) => a.wordId === card.id && a.skill === card.skill && a.direction === card.direction),
    );
  const server = stubFakeServer((call, path) => {
    if (call.method === 'POST' && path === '/api/reviews') {
      recorded.push(call.body as RecordReviewsRequest);
      return { body: { recorded: true, reviewed: 1, ignored: 0 } };
    }
    if (call.method === 'GET' && path === '/api/reviews/queue') {
      const due = cards.filter((card) => !graded(card));
      return { body: { total: due.length, cards: due, nextDueAt } };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  return { ...server, recorded };
}

const card = () => document.querySelector('.review__card');
const answerState = () => card()?.getAttribute('data-answer');
const prompt = () => document.querySelector('.review__prompt-text')?.textContent;

async function openReview() {
  const view = renderWithProviders(<ReviewPage />, { path: '/review' });
  await screen.findByRole('button', { name: 'Show answer' });
  return view;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  sessionStorage.clear();
  signIn();
});

afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

describe('the Review screen', () => {
  it('is played to the end by keyboard: Space shows the answer, 1–4 and Space grade, until nothing is due', async () => {
    const server = fakeQueueServer();
    const user = userEvent.setup();
    await openReview();

    expect(prompt()).toBe('cat');
    expect(screen.getByText('Meaning, English → Russian')).toBeTruthy();
    expect(screen.getByText('3 left')).toBeTruthy();
    expect(answerState()).toBe('hidden');
    await user.keyboard(' ');
    expect(answerState()).toBe('shown');
    expect(screen.getByRole('button', { name: 'Good (in 8 days)' })).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: 'Easy (in 3.5 months)' }).textContent).toContain('3.5 mo');
    await user.keyboard('3');

    // The stress card: the word without its mark, and its meaning; the answer marked.
    await waitFor(() => expect(prompt()).toBe('замок'));
    expect(screen.getByText('2 left')).toBeTruthy();
    expect(answerState()).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Show answer' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(document.querySelector('.review__answer-text')?.textContent).toBe('за́мок');
    await user.keyboard(' '); // Space after the answer is Good.

    await waitFor(() => expect(prompt()).toBe('ночь'));
    await user.keyboard('1'); // Not before the answer shows.
    expect(answerState()).toBe('hidden');
    await user.keyboard(' ');
    expect(document.querySelector('.review__answer-text')?.textContent).toBe('она (feminine)');
    await user.keyboard('1');

    await screen.findByRole('heading', { name: 'Nothing is due' });
    expect(screen.getByText('Next review in 3 hours.')).toBeTruthy();
    expect(screen.getByText('You reviewed 3 cards.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your statistics' }).getAttribute('href')).toBe('/stats');
    await waitFor(() => expect(server.recorded).toHaveLength(3));
    expect(server.recorded.map((play) => [play.gameId, play.answers])).toEqual([
      ['review', [{ wordId: 1, skill: 'meaning', direction: 'en-ru', grade: 'good' }]],
      ['review', [{ wordId: 2, skill: 'stress', direction: 'ru', grade: 'good' }]],
      ['review', [{ wordId: 3, skill: 'gender', direction: 'ru', grade: 'again' }]],
    ]);
  });

  it('after a reload shows the same card with its answer still shown, and leaves out the graded ones', async () => {
    fakeQueueServer();
    const user = userEvent.setup();
    const first = await openReview();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /^Hard \(/ }));
    await waitFor(() => expect(prompt()).toBe('замок'));
    await user.keyboard(' ');
    first.unmount();

    await openReview();
    await waitFor(() => expect(prompt()).toBe('замок'));
    expect(answerState()).toBe('shown');
    expect(screen.getByText('2 left')).toBeTruthy();
  });

  it('keeps a grade it could not send and does not ask that card again after a reload', async () => {
    const server = fakeQueueServer();
    server.override('POST /api/reviews', new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    const first = await openReview();
    await user.keyboard(' 4');
    await waitFor(() => expect(readPendingPlays()).toHaveLength(1));
    first.unmount();

    await openReview();
    expect(prompt()).toBe('замок');
    expect(screen.getByText('2 left')).toBeTruthy();
  });

  it('writes a listening card’s other side where no voice can say it, and says why', async () => {
    const listening: Card = { ...CARDS[0]!, skill: 'listening', direction: 'ru' };
    fakeQueueServer([listening]);
    const user = userEvent.setup();
    await openReview();
    expect(screen.getByText('Listening, Russian')).toBeTruthy();
    expect(prompt()).toBe('cat');
    expect(screen.getByText('The word is written in the other language instead.')).toBeTruthy();
    await user.keyboard(' ');
    expect(document.querySelector('.review__answer-text')?.textContent).toBe('ко́шка');
    // The meaning is the question already: not written again under the answer.
    expect(document.querySelectorAll('.review__answer .review__hint')).toHaveLength(0);
  });

  it('tells a learner with no cards to play first', async () => {
    fakeQueueServer([], null);
    renderWithProviders(<ReviewPage />, { path: '/review' });
    await screen.findByRole('heading', { name: 'No cards yet' });
    expect(screen.getByRole('link', { name: 'Choose a game' }).getAttribute('href')).toBe('/');
  });

  it('offers to try again when the cards cannot be loaded (no connection)', async () => {
    const server = fakeQueueServer();
    server.override('GET /api/reviews/queue', new TypeError('Failed to fetch'));
    // Offline: the request client does not try again by itself (it would wait 7 s).
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { path: '/review' });
    await screen.findByRole('heading', { name: 'Your cards could not be loaded' });
    expect(screen.getByText(/connection/i)).toBeTruthy();
    server.restore('GET /api/reviews/queue');
    online.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Show answer' });
  });

  it('speaks Russian: the grades as Anki names them, the intervals and the counter', async () => {
    fakeQueueServer();
    switchLanguage('ru');
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { path: '/review' });
    await screen.findByRole('button', { name: 'Показать ответ' });
    expect(screen.getByText('Осталось: 3')).toBeTruthy();
    await user.keyboard(' ');
    const grades = within(screen.getByRole('group', { name: 'Насколько хорошо вы вспомнили?' }));
    for (const name of ['Снова (через 1 день)', 'Трудно (через 3 дня)', 'Хорошо (через 8 дней)', 'Легко (через 3,5 месяца)']) {
      expect(grades.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: /^Легко/ }).textContent).toContain('3,5 мес.');
  });
});
