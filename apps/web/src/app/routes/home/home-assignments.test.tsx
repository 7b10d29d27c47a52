import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyAssignments } from '@slovo/shared';
import { fakeReviewsServer } from '@/features/reviews/testing/fake-reviews-server';
import { switchLanguage } from '@/test/locale';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { HomePage } from './home-page';

type Assignment = MyAssignments['assignments'][number];

/** The learner's calendar day `offset` days from today, as the API writes due dates. */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function assignment(id: number, overrides: Partial<Assignment> = {}): Assignment {
  return {
    id,
    class: { id: 3, name: '7B English' },
    category: { id: 10 + id, name: 'animals', displayName: 'Animals' },
    dueDate: day(1),
    kinds: [{ skill: 'meaning', direction: 'en-ru' }],
    target: { kind: 'learned' },
    wordIds: null,
    words: 40,
    createdAt: '2026-05-01T10:00:00.000Z',
    progress: { learned: 12, words: 40, due: 3, mistakes: 1, lastPlayed: null, bestScores: {}, done: false },
    ...overrides,
  };
}

/** A signed-in learner's server: their assignments, empty reviews and progress. */
function fakeServer(assignments: Assignment[] | { status: number }) {
  return fakeReviewsServer({
    other: (_call, path) => {
      if (path === '/api/progress') return { body: { progress: {} } };
      if (path === '/api/classes/assignments') return Array.isArray(assignments) ? { body: { assignments } } : assignments;
      return { status: 404, body: { error: 'Not found' } };
    },
  });
}

function renderHome() {
  return renderWithProviders([
    { path: '/', element: <HomePage /> },
    { path: '/:game', element: <p>Game page</p> },
    { path: '/drills/:drill', element: <p>Drill page</p> },
  ]).router;
}

const section = () => screen.findByRole('region', { name: 'Class assignments' });
const ROOM = '--class-assignments-room';

afterEach(() => {
  signOut();
  document.documentElement.style.removeProperty(ROOM);
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('class assignments on Home (issue 35 §2)', () => {
  it('come first for a learner: when due, the category, the words learned, the class, and Play with the category chosen', async () => {
    fakeServer([
      assignment(1),
      assignment(2, {
        category: { id: 20, name: 'food', displayName: 'Food' },
        dueDate: day(-3),
        target: { kind: 'score', game: 'game3', percent: 80 },
        progress: { learned: 0, words: 1, due: 0, mistakes: 0, lastPlayed: null, bestScores: {}, done: false },
      }),
    ]);
    signIn();
    const router = renderHome();
    const assignments = await section();
    // Before the spec's title and its five games.
    expect(assignments.compareDocumentPosition(screen.getByRole('heading', { name: 'Choose Your Game' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const [first, second] = within(assignments)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('class-assignment'));
    expect(first).toHaveTextContent('Due tomorrow: Animals — 12 of 40 words learned');
    expect(first).toHaveTextContent('Class: 7B English');
    expect(first).not.toHaveTextContent('Goal');
    // Overdue in words, not only in colour; a score target names its game.
    expect(second).toHaveTextContent(/^Overdue, was due .+: Food — 0 of 1 word learned/);
    expect(second!.textContent).toContain('Goal: Quiz Game 80\u00a0%');

    const play = within(first!).getByRole('link', { name: 'Play Flashcards' });
    expect(play).toHaveAttribute('href', '/game2?category=animals');
    expect(play).toHaveAccessibleDescription('Due tomorrow: Animals — 12 of 40 words learned');
    expect(within(second!).getByRole('link', { name: 'Play Quiz Game' })).toHaveAttribute('href', '/game3?category=food');

    await userEvent.click(play);
    expect(router.state.location.pathname).toBe('/game2');
    expect(router.state.location.search).toBe('?category=animals');
  });

  it('offer the other games and the assigned skills’ drills in a menu that the keyboard opens and Escape closes', async () => {
    fakeServer([
      assignment(1, {
        kinds: [
          { skill: 'meaning', direction: 'en-ru' },
          { skill: 'stress', direction: 'ru' },
        ],
      }),
    ]);
    signIn();
    const router = renderHome();
    const assignments = await section();
    const more = within(assignments).getByText('Other games and drills');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(assignments).getByRole('list', { name: 'Other games and drills' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Animals in Typer Game', '/game1?category=animals'],
      ['Animals in Quiz Game', '/game3?category=animals'],
      ['Animals in Mission', '/game4?category=animals'],
      ['Animals in Memory Game', '/game5?category=animals'],
      ['Animals in Stress', '/drills/stress?category=animals'],
    ]);
    await userEvent.keyboard('{Escape}');
    expect(more.closest('details')).not.toHaveAttribute('open');
    expect(more).toHaveFocus();

    more.click();
    await userEvent.click(within(menu).getByRole('link', { name: 'Animals in Stress' }));
    expect(router.state.location.pathname).toBe('/drills/stress');
  });

  it('show three at first, the rest on "Show N more", which hands the focus to the first it showed', async () => {
    fakeServer([1, 2, 3, 4, 5].map((id) => assignment(id, { category: { id, name: `c${id}`, displayName: `Category ${id}` } })));
    signIn();
    renderHome();
    const assignments = await section();
    expect(within(assignments).getAllByRole('link', { name: 'Play Flashcards' })).toHaveLength(3);
    await userEvent.click(within(assignments).getByRole('button', { name: 'Show 2 more' }));
    const plays = within(assignments).getAllByRole('link', { name: 'Play Flashcards' });
    expect(plays).toHaveLength(5);
    expect(plays[3]).toHaveFocus();
    expect(plays[3]).toHaveAttribute('href', '/game2?category=c4');
  });

  it('in Russian: «До завтра: Животные — выучено 12 из 40 слов»', async () => {
    fakeServer([
      assignment(1, {
        category: { id: 1, name: 'animals', displayName: 'Животные' },
        target: { kind: 'score', game: 'game3', percent: 80 },
      }),
    ]);
    signIn();
    switchLanguage('ru');
    renderHome();
    const assignments = await screen.findByRole('region', { name: 'Задания класса' });
    expect(assignments).toHaveTextContent('До завтра: Животные — выучено 12 из 40 слов');
    expect(assignments).toHaveTextContent('Класс: 7B English');
    expect(assignments.textContent).toContain('Цель: Викторина 80\u00a0%');
    expect(within(assignments).getByRole('link', { name: 'Играть: Викторина' })).toHaveAttribute(
      'href',
      '/game3?category=animals',
    );
    expect(within(assignments).getByText('Другие игры')).toBeInTheDocument();
  });

  it('show nothing at all — no box, no room — without assignments, or when the request fails', async () => {
    for (const answer of [[], { status: 500 }]) {
      const server = fakeServer(answer);
      signIn();
      const { unmount } = renderWithProviders(<HomePage />);
      await waitFor(() => expect(server.calls.some((call) => call.path === '/classes/assignments')).toBe(true));
      await screen.findByText(/words due for review/);
      expect(screen.queryByRole('region', { name: 'Class assignments' })).not.toBeInTheDocument();
      expect(document.querySelector('.home__assignments')).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('asks nothing and draws no slot for an anonymous visitor', () => {
    const server = fakeServer([assignment(1)]);
    renderHome();
    expect(document.querySelector('.home__assignments')).toBeNull();
    expect(server.calls.filter((call) => call.path === '/classes/assignments')).toEqual([]);
  });
});

describe('the room Home keeps for the assignments while they load', () => {
  const ROOM_KEY = 'slovo.classAssignments.room';

  it('goes once they are drawn, and what they took at this width is remembered for the next visit', async () => {
    // As room.ts keeps it before the first render when the last visit remembered one.
    document.documentElement.style.setProperty(ROOM, '184px');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 150 } as DOMRect);
    fakeServer([assignment(1)]);
    signIn();
    renderHome();
    await section();
    expect(document.documentElement.style.getPropertyValue(ROOM)).toBe('');
    expect(localStorage.getItem(ROOM_KEY)).toBe(`${window.innerWidth} 150`);
  });

  it('goes, and is forgotten, when there are no assignments; goes and is kept when the request fails', async () => {
    for (const [answer, kept] of [
      [[], null],
      [{ status: 403 }, `${window.innerWidth} 184`],
    ] as const) {
      localStorage.setItem(ROOM_KEY, `${window.innerWidth} 184`);
      document.documentElement.style.setProperty(ROOM, '184px');
      const server = fakeServer(answer as Assignment[] | { status: number });
      signIn();
      const { unmount } = renderWithProviders(<HomePage />);
      await waitFor(() => expect(server.calls.some((call) => call.path === '/classes/assignments')).toBe(true));
      await waitFor(() => expect(document.documentElement.style.getPropertyValue(ROOM)).toBe(''));
      expect(localStorage.getItem(ROOM_KEY)).toBe(kept);
      unmount();
    }
  });
});
