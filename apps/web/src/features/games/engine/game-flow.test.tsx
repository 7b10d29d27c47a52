import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategorySelection, GameWord, ReviewOutcome } from '@slovo/shared';
import { renderWithProviders } from '@/test/render';
import { GameFlow, type SaveProgress, type SaveReviews } from './game-flow';
import type { GameAnswer, GameResult } from './game-result';
import { formatDuration } from './game-result';
import { TEST_SELECTION } from './test-selection';
import { switchLanguage } from '@/test/locale';

/** A setup screen with state of its own, to see that Play Again really starts afresh. */
function FakeSetup({ start, selection }: { start: (selection: CategorySelection) => void; selection: CategorySelection }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <h2>Pick a category</h2>
      <button type="button" onClick={() => setClicks((c) => c + 1)}>
        Touched {clicks}
      </button>
      <button type="button" onClick={() => start(selection)}>
        Start
      </button>
    </div>
  );
}

/** A round's result; `answers` may depend on the words the round was dealt (each word's outcome in turn). */
type FakeResult = Omit<GameResult, 'answers'> & { outcomes?: ReviewOutcome[] };

function answersFor(words: GameWord[], outcomes: ReviewOutcome[] = []): GameAnswer[] {
  return outcomes.slice(0, words.length).map((outcome, i) => ({ word: words[i]!, outcome }));
}

function renderFlow(
  { outcomes, ...result }: FakeResult,
  { selection = TEST_SELECTION, practiceMinWords }: { selection?: CategorySelection; practiceMinWords?: number } = {},
) {
  let clock = 1_000_000;
  const saveProgress = vi.fn<SaveProgress>();
  const saveReviews = vi.fn<SaveReviews>();
  const { router } = renderWithProviders(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/game3',
        element: (
          <GameFlow
            gameId="game3"
            saveProgress={saveProgress}
            saveReviews={saveReviews}
            practiceMinWords={practiceMinWords}
            now={() => clock}
            renderSetup={(start) => <FakeSetup start={start} selection={selection} />}
            renderGame={({ words, wordCount, categoryDisplayName, onComplete, onExit }) => (
              <div>
                <p>
                  Playing {categoryDisplayName} with {words.map((w) => w.english).join(', ')}
                </p>
                <p>Word count {wordCount}</p>
                <button type="button" onClick={() => onComplete({ ...result, answers: answersFor(words, outcomes) })}>
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
    saveReviews,
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

  it('records the round’s direction with its answers when the game reports one (issue 33)', async () => {
    const { saveReviews } = renderFlow({ score: 100, outcomes: ['right'], direction: 'ru-en' });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(saveReviews).toHaveBeenCalledExactlyOnceWith({
      gameId: 'game3',
      direction: 'ru-en',
      answers: [{ wordId: 1, outcome: 'right' }],
    });
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

const word = (id: number, english: string, russian: string): GameWord => ({
  id,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
});

/** Twelve words, so a Memory-sized top-up has words to take. */
const TWELVE: CategorySelection = {
  ...TEST_SELECTION,
  wordCount: 12,
  words: [
    ['cat', 'кошка'],
    ['dog', 'собака'],
    ['fox', 'лиса'],
    ['owl', 'сова'],
    ['cow', 'корова'],
    ['pig', 'свинья'],
    ['hen', 'курица'],
    ['elk', 'лось'],
    ['bee', 'пчела'],
    ['ant', 'муравей'],
    ['bat', 'летучая мышь'],
    ['rat', 'крыса'],
  ].map(([english, russian], i) => word(i + 1, english!, russian!)),
};

const practiceList = () => screen.getByRole('list', { name: /Words to practise/ });

describe("the round's answers: reviews and the words to practise", () => {
  it('records the answers once per finished round, as word ids and outcomes, beside the progress', async () => {
    const { saveReviews, saveProgress } = renderFlow({ score: 50, outcomes: ['right', 'skipped'] });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const finish = screen.getByRole('button', { name: 'Finish' });
    act(() => {
      finish.click();
      finish.click();
    });
    expect(saveReviews).toHaveBeenCalledExactlyOnceWith({
      gameId: 'game3',
      answers: [
        { wordId: 1, outcome: 'right' },
        { wordId: 2, outcome: 'skipped' },
      ],
    });
    expect(saveProgress).toHaveBeenCalledTimes(1);
  });

  it('lists the words answered wrong or skipped, english — russian, and not the ones answered right', async () => {
    renderFlow({ score: 25, outcomes: ['wrong', 'right', 'skipped', 'right-with-help'] }, { selection: TWELVE });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('heading', { name: 'Words to practise (2)' })).toBeInTheDocument();
    const items = within(practiceList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['cat — кошка', 'fox — лиса']);
    expect(within(items[0]!).getByText('кошка')).toHaveAttribute('lang', 'ru');
    expect(screen.queryByText('No mistakes this round')).not.toBeInTheDocument();
    // Play Again and Back to Home stay as they were.
    expect(screen.getByRole('button', { name: 'Play Again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('shows each missed word with its stress marks and a keyboard-reachable button for its word card (issue 32)', async () => {
    const stressed: CategorySelection = {
      ...TWELVE,
      words: TWELVE.words.map((w) => (w.english === 'cat' ? { ...w, stressed: 'ко́шка', gender: 'f' as const } : w)),
    };
    renderFlow({ score: 25, outcomes: ['wrong', 'right', 'skipped', 'right'] }, { selection: stressed });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const items = within(practiceList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['cat — ко́шка', 'fox — лиса']);

    const open = within(items[0]!).getByRole('button', { name: 'Word card: кошка — cat' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Word card: ко́шка — cat' });
    expect(within(card).getByText('feminine (она)', { selector: '.badge' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(open).toHaveFocus();
  });

  it('Practise these now plays the same game on exactly the missed words, without the picker', async () => {
    const { saveReviews } = renderFlow({ score: 25, outcomes: ['wrong', 'right', 'skipped', 'right'] }, { selection: TWELVE });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const practise = screen.getByRole('button', { name: 'Practise these now' });
    practise.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Playing Animals with cat, fox')).toBeInTheDocument();
    expect(screen.getByText('Word count 2')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pick a category' })).not.toBeInTheDocument();

    // The practice round is a round like any other: its answers are recorded too.
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(saveReviews).toHaveBeenLastCalledWith({
      gameId: 'game3',
      answers: [
        { wordId: 1, outcome: 'wrong' },
        { wordId: 3, outcome: 'right' },
      ],
    });
    expect(
      within(practiceList())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cat — кошка']);
  });

  it("tops the missed words up with the round's other words when the game needs more (Memory Match: 10)", async () => {
    renderFlow(
      { score: 0, outcomes: ['right', 'right', 'wrong', 'right', 'skipped'] },
      { selection: TWELVE, practiceMinWords: 10 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(within(practiceList()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Practise these now' }));
    expect(screen.getByText('Playing Animals with fox, cow, cat, dog, owl, pig, hen, elk, bee, ant')).toBeInTheDocument();
    expect(screen.getByText('Word count 10')).toBeInTheDocument();
  });

  it('no misses: no list and no button, just "No mistakes this round"', async () => {
    renderFlow({ score: 100, outcomes: ['right', 'right-with-help'] });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('No mistakes this round')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Words to practise/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Practise these now' })).not.toBeInTheDocument();
  });

  it('a round that reported no answers (an unrated Flashcards deck) claims no clean round either', async () => {
    const { saveReviews } = renderFlow({ score: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByText('No mistakes this round')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Practise these now' })).not.toBeInTheDocument();
    expect(saveReviews).toHaveBeenCalledExactlyOnceWith({ gameId: 'game3', answers: [] });
  });

  it('a failing review save does not take the result screen down', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { saveReviews } = renderFlow({ score: 50, outcomes: ['wrong'] });
    saveReviews.mockImplementation(() => {
      throw new Error('quota');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByTestId('game-score')).toHaveTextContent('50');
    expect(screen.getByRole('button', { name: 'Practise these now' })).toBeInTheDocument();
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

describe('game frame in Russian', () => {
  it('shows the completed screen in Russian: rating, accuracy and numbers in Russian style, the missed words', async () => {
    switchLanguage('ru');
    renderFlow({ score: 84.6, accuracy: 90, stats: [{ label: 'Ходы', value: 1234 }], outcomes: ['wrong', 'right'] });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));

    const done = screen.getByRole('region', { name: 'Игра окончена!' });
    expect(within(done).getByText('Хорошо')).toBeInTheDocument();
    expect(within(done).getByText('Точность').nextSibling).toHaveTextContent(/^90\s%$/);
    expect(within(done).getByText('Время')).toBeInTheDocument();
    expect(within(done).getByText('Ходы').nextSibling).toHaveTextContent(/^1\s234$/);
    expect(within(done).getByRole('progressbar', { name: 'Счёт' })).toBeInTheDocument();
    expect(within(done).getByRole('heading', { name: 'Слова для повторения (1)' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Потренировать их сейчас' })).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Играть снова' })).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'На главную' })).toBeInTheDocument();
  });

  it('says "No mistakes this round" in Russian and rates a low score', async () => {
    switchLanguage('ru');
    renderFlow({ score: 40, outcomes: ['right'] });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('В этом раунде без ошибок')).toBeInTheDocument();
    expect(screen.getByText('Нужна практика')).toBeInTheDocument();
  });
});
