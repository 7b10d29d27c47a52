import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategorySelection } from '@slovo/shared';
import { renderWithProviders } from '@/test/render';
import { GameFlow, type SaveProgress } from './game-flow';
import type { GameResult } from './game-result';
import { formatDuration } from './game-result';
import { TEST_SELECTION } from './test-selection';

/** A setup screen with state of its own, to see that Play Again really starts afresh. */
function FakeSetup({ start }: { start: (selection: CategorySelection) => void }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <h2>Pick a category</h2>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        Touched {clicks}
      </button>
      <button type="button" onClick={() => start(TEST_SELECTION)}>
        Start
      </button>
    </div>
  );
}

function renderFlow(result: GameResult) {
  let clock = 1_000_000;
  const saveProgress = vi.fn<SaveProgress>();
  const { router } = renderWithProviders(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/game3',
        element: (
          <GameFlow
            gameId="game3"
            saveProgress={saveProgress}
            now={() => clock}
            renderSetup={(start) => <FakeSetup start={start} />}
            renderGame={({ words, categoryDisplayName, onComplete, onExit }) => (
              <div>
                <p>
                  Playing {categoryDisplayName} with {words.map((w) => w.english).join(', ')}
                </p>
                <button type="button" onClick={() => onComplete(result)}>
                  Finish
                </button>
                <button type="button" onClick={onExit}>
                  Leave
                </button>
              </div>
            )}
          />
        ),
      },
    ],
    { path: '/game3' },
  );
  return {
    router,
    saveProgress,
    passTime: (ms: number) => {
      clock += ms;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('game frame', () => {
  it('runs setup → playing → completed with score, rating, accuracy and time', async () => {
    const { saveProgress, passTime } = renderFlow({ score: 84.6, accuracy: 90 });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Playing Animals with cat, dog')).toBeInTheDocument();
    passTime(65_000);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const done = screen.getByRole('region', { name: 'Game Complete!' });
    expect(within(done).getByTestId('game-score')).toHaveTextContent('85');
    expect(within(done).getByText('Good')).toBeInTheDocument();
    expect(within(done).getByText('Accuracy').nextSibling).toHaveTextContent('90%');
    expect(within(done).getByText('Time').nextSibling).toHaveTextContent('01:05');
    expect(within(done).getByText('Animals')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Game Complete!' })).toHaveFocus();
    expect(saveProgress).toHaveBeenCalledExactlyOnceWith('game3', { completed: true, score: 85 });
  });

  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [80, 'Good'],
    [70, 'Fair'],
    [69, 'Needs Practice'],
    [0, 'Needs Practice'],
  ])('score %i is rated %s', async (score, rating) => {
    renderFlow({ score });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText(rating)).toBeInTheDocument();
  });

  it('keeps scores within 0–100 and uses the score as accuracy when the game gives none', async () => {
    const { saveProgress } = renderFlow({ score: 140, timeMs: 3_599_000, stats: [{ label: 'Moves', value: 14 }] });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByTestId('game-score')).toHaveTextContent('100');
    expect(screen.getByText('Accuracy').nextSibling).toHaveTextContent('100%');
    expect(screen.getByText('Time').nextSibling).toHaveTextContent('59:59');
    expect(screen.getByText('Moves').nextSibling).toHaveTextContent('14');
    expect(saveProgress).toHaveBeenCalledWith('game3', { completed: true, score: 100 });
  });

  it('saves a result reported twice only once', async () => {
    const { saveProgress } = renderFlow({ score: 50 });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const finish = screen.getByRole('button', { name: 'Finish' });
    act(() => {
      finish.click();
      finish.click();
    });
    expect(saveProgress).toHaveBeenCalledTimes(1);
  });

  it('Play Again returns to setup with the state cleared', async () => {
    renderFlow({ score: 75 });
    await userEvent.click(screen.getByRole('button', { name: 'Touched 0' }));
    expect(screen.getByRole('button', { name: 'Touched 1' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Touched 0' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Game Complete!' })).not.toBeInTheDocument();
  });

  it('Back to Home goes to /', async () => {
    const { router } = renderFlow({ score: 75 });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaving a game returns to setup and saves nothing', async () => {
    const { saveProgress } = renderFlow({ score: 75 });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
    expect(saveProgress).not.toHaveBeenCalled();
  });

  it('a failing save does not take the result screen down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { saveProgress } = renderFlow({ score: 75 });
    saveProgress.mockImplementation(() => {
      throw new Error('storage full');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByTestId('game-score')).toHaveTextContent('75');
  });
});

describe('formatDuration', () => {
  it('shows mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9_999)).toBe('00:09');
    expect(formatDuration(61_000)).toBe('01:01');
    expect(formatDuration(125 * 60_000)).toBe('125:00');
  });
});
