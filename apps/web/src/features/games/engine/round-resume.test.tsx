import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { GameFlow, type GameRenderContext } from './game-flow';
import { roundStorageKey } from './round-storage';
import { useRoundReducer } from './use-round-reducer';
import { TEST_SELECTION } from './test-selection';
import { switchLanguage } from '@/test/locale';

interface CounterState {
  answered: number;
  startTime: number;
  endTime: number | null;
}

/** A stand-in game: each "Answer" is one step of the round, kept by the frame like a real game's. */
function CounterGame({ round, onComplete, onExit, now }: GameRenderContext & { now: () => number }) {
  const [state, dispatch] = useRoundReducer(
    round,
    (previous: CounterState, event: 'answer') =>
      event === 'answer' ? { ...previous, answered: previous.answered + 1 } : previous,
    () => ({ answered: 0, startTime: now(), endTime: null }),
  );
  return (
    <div>
      <p>Answered {state.answered}</p>
      <p>Started at {state.startTime}</p>
      <button type="button" onClick={() => dispatch('answer')}>
        Answer
      </button>
      <button type="button" onClick={() => onComplete({ score: 80, answers: [] })}>
        Finish
      </button>
      <button type="button" onClick={onExit}>
        Quit
      </button>
    </div>
  );
}

let clock = 1_000_000;
const now = () => clock;

/** Mounts the game page afresh, as a reload does (session storage survives, React state does not). */
function openGamePage() {
  return renderWithProviders(
    <GameFlow
      gameId="game3"
      title="Quiz Game"
      saveProgress={vi.fn()}
      saveReviews={vi.fn()}
      now={now}
      renderSetup={(start) => (
        <div>
          <h2>Pick a category</h2>
          <button type="button" onClick={() => start(TEST_SELECTION)}>
            Start
          </button>
        </div>
      )}
      renderGame={(context) => <CounterGame {...context} now={now} />}
    />,
  );
}

async function playTwoAnswers() {
  await userEvent.click(screen.getByRole('button', { name: 'Start' }));
  await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
  await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
  expect(screen.getByText('Answered 2')).toBeInTheDocument();
}

beforeEach(() => {
  sessionStorage.clear();
  clock = 1_000_000;
});

afterEach(() => {
  sessionStorage.clear();
});

describe('a round interrupted by a reload', () => {
  it('is offered back, and Resume (by Enter) continues it where it was, its pause not counted', async () => {
    const first = openGamePage();
    await playTwoAnswers();
    first.unmount();

    clock += 30_000;
    openGamePage();
    expect(screen.getByRole('heading', { name: 'Resume your round?' })).toBeInTheDocument();
    expect(screen.getByText(/Quiz Game round in/)).toHaveTextContent('Quiz Game round in Animals (2 words)');
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Answered 2')).toBeInTheDocument();
    expect(screen.getByText(`Started at ${1_000_000 + 30_000}`)).toBeInTheDocument();
  });

  it('Start over drops it for good and shows the picker', async () => {
    const first = openGamePage();
    await playTwoAnswers();
    first.unmount();

    const second = openGamePage();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
    second.unmount();

    openGamePage();
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
  });

  it('is not kept before anything was played, nor after it finished', async () => {
    const first = openGamePage();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(sessionStorage.getItem(roundStorageKey('game3'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(sessionStorage.getItem(roundStorageKey('game3'))).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(sessionStorage.getItem(roundStorageKey('game3'))).toBeNull();
    first.unmount();

    openGamePage();
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
  });
});

describe('quitting a round', () => {
  it('asks nothing before anything was played', async () => {
    openGamePage();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
  });

  it('asks once played: Escape keeps the round and returns focus to Quit', async () => {
    openGamePage();
    await playTwoAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    const dialog = screen.getByRole('dialog', { name: 'Quit this round?' });
    expect(dialog).toHaveAccessibleDescription('Your progress in this round will be lost.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Answered 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quit' })).toHaveFocus();
  });

  it('Keep playing keeps the round; Enter on the question quits it and forgets it', async () => {
    const first = openGamePage();
    await playTwoAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.getByText('Answered 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    expect(screen.getByRole('button', { name: 'Quit round' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
    first.unmount();

    openGamePage();
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
  });
});

describe('resume and quit in Russian', () => {
  it('offers the round back in Russian, its word count with the Russian plural', async () => {
    const first = openGamePage();
    await playTwoAnswers();
    first.unmount();

    switchLanguage('ru');
    openGamePage();
    expect(screen.getByRole('heading', { name: 'Продолжить раунд?' })).toBeInTheDocument();
    expect(screen.getByText(/в категории/)).toHaveTextContent(
      'Ваш раунд игры «Quiz Game» в категории Animals (2 слова) не окончен. Продолжите с того же места или начните новый.',
    );
    expect(screen.getByRole('button', { name: 'Начать заново' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(screen.getByText('Answered 2')).toBeInTheDocument();
  });

  it('asks before quitting in Russian', async () => {
    switchLanguage('ru');
    openGamePage();
    await playTwoAnswers();
    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    const dialog = screen.getByRole('dialog', { name: 'Выйти из раунда?' });
    expect(dialog).toHaveAccessibleDescription('Прогресс этого раунда будет потерян.');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить игру' }));
    expect(screen.getByText('Answered 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Выйти из раунда' }));
    expect(screen.getByRole('heading', { name: 'Pick a category' })).toBeInTheDocument();
  });
});
