import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithProviders } from '@/test/render';
import { HomePage } from './home-page';

function renderHome() {
  const { router } = renderWithProviders([
    { path: '/', element: <HomePage /> },
    { path: '/:game', element: <p>Game page</p> },
  ]);
  return router;
}

function card(title: string) {
  return screen.getByRole('link', { name: title });
}

afterEach(() => {
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

describe('Support the Project', () => {
  function stubConfig(support: { cardTransfer: string | null; bankTransfer: string | null }) {
    return stubFetch({ 'GET /api/config': { body: { version: '1.2.0', support } } }).fetchMock;
  }

  it('shows the configured details with copy buttons; the tick lasts 2 s', async () => {
    const fetchMock = stubConfig({ cardTransfer: '0000 1111 2222 3333', bankTransfer: null });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderHome();

    fireEvent.click(screen.getByRole('button', { name: 'Support the Project' }));
    const dialog = screen.getByRole('dialog', { name: 'Support the Project' });
    expect(await within(dialog).findByText('0000 1111 2222 3333')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/config', expect.objectContaining({ method: 'GET' }));
    // Bank transfer has no details configured: a polite line and no copy button.
    const bank = within(dialog).getByRole('region', { name: 'Bank Transfer' });
    expect(within(bank).getByText('Payment details are not configured yet.')).toBeInTheDocument();
    expect(within(bank).queryByRole('button', { name: /copy/i })).not.toBeInTheDocument();

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /copy card transfer/i }));
    });
    expect(writeText).toHaveBeenCalledWith('0000 1111 2222 3333');
    expect(within(dialog).getByText('✓ Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(within(dialog).getByText('✓ Copied!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(within(dialog).queryByText('✓ Copied!')).not.toBeInTheDocument();
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
