import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeReviewsServer, type FakeReviewsOptions } from '@/features/reviews/testing/fake-reviews-server';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { signIn, signOut } from '@/test/sign-in';
import { HomePage } from './home-page';

function renderHome() {
  const { router } = renderWithProviders([
    { path: '/', element: <HomePage /> },
    { path: '/stats', element: <p>Stats page</p> },
    { path: '/:game', element: <p>Game page</p> },
  ]);
  return router;
}

/** A game's card: its link's name starts with the title and goes on with the card's other text. */
function card(title: string) {
  return screen.getByRole('link', { name: new RegExp(`^${title} `) });
}

afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Choose Your Game grid', () => {
  it('lists the five games in order, each ready to play with an empty bar', () => {
    renderHome();
    const grid = screen.getByRole('list', { name: 'Games' });
    const titles = within(grid)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(titles).toEqual(['/game2', '/game1', '/game3', '/game4', '/game5']);
    for (const title of ['Flashcards', 'Typer Game', 'Quiz Game', 'Mission', 'Memory Game']) {
      expect(within(card(title)).getByText('Ready to Play')).toBeInTheDocument();
      expect(within(card(title)).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      expect(within(card(title)).queryByText(/Best Score/)).not.toBeInTheDocument();
    }
  });

  it('shows stored progress: completed, in progress with best score, clamped bars', () => {
    localStorage.setItem(
      'gameProgress',
      JSON.stringify({
        game1: { completed: true, score: 40, bestScore: 90 },
        game3: { completed: false, score: 35, bestScore: 80 },
        game4: { completed: false, score: 180, bestScore: 180 },
      }),
    );
    renderHome();
    const typer = card('Typer Game');
    expect(within(typer).getByText('Completed')).toBeInTheDocument();
    expect(within(typer).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(typer).getByText('Best Score: 90')).toBeInTheDocument();

    const quiz = card('Quiz Game');
    expect(within(quiz).getByText('In Progress')).toBeInTheDocument();
    expect(within(quiz).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '35');
    expect(within(quiz).getByText('Best Score: 80')).toBeInTheDocument();

    expect(within(card('Mission')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(card('Flashcards')).getByText('Ready to Play')).toBeInTheDocument();
  });

  it('says what the bar and each number mean, so a played-through game does not read as mastered (issue 30 §3.2)', () => {
    localStorage.setItem(
      'gameProgress',
      JSON.stringify({
        game3: { completed: true, score: 60, bestScore: 60 },
        game1: { completed: false, score: 35, bestScore: 80 },
      }),
    );
    renderHome();
    const quiz = card('Quiz Game');
    // The spec's badge and full bar, the bar named for what it is: a round played to the end.
    expect(within(quiz).getByText('Completed')).toBeInTheDocument();
    expect(within(quiz).getByText('Played through')).toBeInTheDocument();
    expect(within(quiz).getByRole('progressbar', { name: 'Played through' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(quiz).getByText('Best Score: 60')).toBeInTheDocument();

    const typer = card('Typer Game');
    expect(within(typer).getByText('Last round')).toBeInTheDocument();
    expect(within(typer).getByText('35%')).toBeInTheDocument();
    expect(within(typer).getByRole('progressbar', { name: 'Last round 35%' })).toBeInTheDocument();
    expect(within(card('Mission')).getByRole('progressbar', { name: 'Not played yet' })).toBeInTheDocument();
  });

  it('describes Typer by the side the player types, as chosen in its picker (issue 30 §3.3)', () => {
    localStorage.setItem('slovo.answerLanguage.game1', 'russian');
    renderHome();
    expect(within(card('Typer Game')).getByText('Type the Russian word letter by letter.')).toBeInTheDocument();
    expect(screen.queryByText('Type the English word letter by letter.')).not.toBeInTheDocument();
  });

  it('describes the Quiz by the side of its options, as chosen in its picker (issue 33)', () => {
    renderHome();
    expect(within(card('Quiz Game')).getByText('Pick the right Russian translation from four options.')).toBeInTheDocument();
    cleanup();
    localStorage.setItem('slovo.answerLanguage.game3', 'english');
    renderHome();
    expect(within(card('Quiz Game')).getByText('Pick the right English translation from four options.')).toBeInTheDocument();
    expect(screen.queryByText('Pick the right Russian translation from four options.')).not.toBeInTheDocument();
  });

  it('opens a game on click and on Enter', async () => {
    const router = renderHome();
    await userEvent.click(card('Quiz Game'));
    expect(router.state.location.pathname).toBe('/game3');
    await act(() => router.navigate('/'));
    card('Memory Game').focus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/game5');
  });
});

describe('reviews on Home (issue 15)', () => {
  /** A signed-in player's server: the review summary, and progress with nothing played. */
  function fakeServer(summary: FakeReviewsOptions['summary']) {
    return fakeReviewsServer({
      summary,
      other: (call, path) =>
        path === '/api/progress' ? { body: { progress: {} } } : { status: 404, body: { error: 'Not found' } },
    });
  }

  it('tells a signed-in player how many words are due, and leads to their progress', async () => {
    fakeServer({ due: 5 });
    signIn();
    const router = renderHome();
    expect(await screen.findByText('5 words due for review')).toBeInTheDocument();
    expect(
      screen.getByText('Open Review below, or pick any game and choose “Due for review” in its category list.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Your progress →' }));
    expect(router.state.location.pathname).toBe('/stats');
  });

  it('says so when nothing is due', async () => {
    fakeServer({ due: 0 });
    signIn();
    renderHome();
    expect(await screen.findByText('No words due for review')).toBeInTheDocument();
    expect(screen.queryByText(/Pick any game/)).not.toBeInTheDocument();
  });

  it('adds words learned of words played to the cards of games with words played', async () => {
    const games = {
      game1: { played: 0, learned: 0 },
      game2: { played: 1, learned: 1 },
      game3: { played: 10, learned: 3 },
      game4: { played: 0, learned: 0 },
      game5: { played: 0, learned: 0 },
    };
    fakeServer({ games });
    signIn();
    renderHome();
    expect(await within(card('Quiz Game')).findByText('Words learned: 3 of 10 played')).toBeInTheDocument();
    // The line is part of the card link's name, which keeps the spec's badge and bar.
    expect(card('Quiz Game')).toHaveAccessibleName(/Ready to Play Not played yet Words learned: 3 of 10 played/);
    // Its words do not run into the next ones in the text either (speech input names what it sees).
    expect(card('Quiz Game').textContent).toMatch(/Not played yet\s+Words learned: 3 of 10 played\s+Play/);
    expect(within(card('Quiz Game')).getByRole('progressbar')).toBeInTheDocument();
    expect(within(card('Flashcards')).getByText('Words learned: 1 of 1 played')).toBeInTheDocument();
    expect(within(card('Typer Game')).queryByText(/Words learned/)).not.toBeInTheDocument();
  });

  it('shows an anonymous visitor none of it, and asks the server nothing about reviews', () => {
    const server = fakeServer({ due: 5 });
    renderHome();
    expect(screen.queryByText(/due for review/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Your progress/ })).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});

describe('Support the Project', () => {
  function stubConfig(support: { cardTransfer: string | null; bankTransfer: string | null }) {
    return stubFetch({ 'GET /api/config': { body: { version: '1.2.0', support } } }).fetchMock;
  }

  it('shows only the configured details, with copy buttons; the tick lasts 2 s', async () => {
    const fetchMock = stubConfig({ cardTransfer: '0000 1111 2222 3333', bankTransfer: null });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderHome();

    fireEvent.click(screen.getByRole('button', { name: 'Support the Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Support the Project' });
    expect(await within(dialog).findByText('0000 1111 2222 3333')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.objectContaining({ method: 'GET' }));
    // Bank transfer has no details configured: it is not offered at all, nor is sharing.
    expect(within(dialog).getByRole('region', { name: 'Card Transfer' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Bank Transfer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/not configured/i)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Share Slovo' })).not.toBeInTheDocument();

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /copy card transfer/i }));
    });
    expect(writeText).toHaveBeenCalledWith('0000 1111 2222 3333');
    expect(within(dialog).getByText('Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(within(dialog).getByText('Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(dialog).queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('with no details configured, offers to copy the link to the app instead of two dead ends', async () => {
    stubConfig({ cardTransfer: null, bankTransfer: '  ' });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderHome();

    fireEvent.click(screen.getByRole('button', { name: 'Support the Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Support the Project' });
    expect(await within(dialog).findByRole('heading', { name: 'Share Slovo' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: /Transfer/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/not configured/i)).not.toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(/tell a friend/);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy the link to Slovo' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
    expect(within(dialog).getByText('Copied!')).toBeInTheDocument();
  });

  it('with no details configured, shares the app through the system share sheet where there is one', async () => {
    stubConfig({ cardTransfer: null, bankTransfer: null });
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderHome();

    fireEvent.click(screen.getByRole('button', { name: 'Support the Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Support the Project' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Slovo', url: `${window.location.origin}/` }));
    expect(within(dialog).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();
  });

  it('closes on Escape, on the close button and on the backdrop', async () => {
    stubConfig({ cardTransfer: null, bankTransfer: null });
    renderHome();
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Support the Project' }));

    open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    open();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    open();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
