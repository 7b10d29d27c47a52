import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TYPER_AUTO_ADVANCE_MS, type GameWord } from '@slovo/shared';
import type { GameResult } from '../../engine';
import { TYPER_STATS_KEY } from '../typer-stats-storage';
import { TyperGame, type Schedule } from './typer-game';
import { useStressMarksStore } from '@/features/word-details';
import { stopRecording } from '@/features/speech';
import { switchLanguage } from '@/test/locale';
import { spyOnRecordings } from '@/test/recordings';

const word = (english: string, russian: string): GameWord => ({
  id: english,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
});
const CAT = word('cat', 'кошка');
const DOG = word('dog', 'собака');

/** A schedule the test fires by hand, remembering each delay asked for. */
function manualSchedule() {
  const pending: { callback: () => void; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (callback, ms) => {
    const timer = { callback, ms, cancelled: false };
    pending.push(timer);
    return () => {
      timer.cancelled = true;
    };
  };
  const live = () => pending.filter((timer) => !timer.cancelled);
  const fire = () =>
    act(() => {
      const timers = live();
      pending.length = 0;
      timers.forEach((timer) => timer.callback());
    });
  return { schedule, live, fire };
}

function renderTyper(words: GameWord[], options: { schedule?: Schedule; now?: () => number } = {}) {
  const onComplete = vi.fn<(result: GameResult) => void>();
  const onExit = vi.fn();
  const view = render(
    <TyperGame
      words={words}
      category="animals"
      categoryDisplayName="Animals"
      onComplete={onComplete}
      onExit={onExit}
      schedule={options.schedule}
      now={options.now}
    />,
  );
  return { ...view, onComplete, onExit, input: screen.getByLabelText(/English word for/) };
}

const boxes = (container: HTMLElement) => [...container.querySelectorAll('.typer__entry .typer-box')] as HTMLElement[];
const boxTexts = (container: HTMLElement) => boxes(container).map((box) => box.textContent);
const status = () => screen.getByRole('status');
const promptWord = () => document.querySelector('.typer__russian')?.textContent;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('Typer game', () => {
  it('shows the Russian prompt, the word count and one empty box per letter, with the input focused', () => {
    const { container, input } = renderTyper([CAT, DOG]);
    expect(screen.getByRole('heading', { name: 'Typer Game' })).toBeInTheDocument();
    expect(promptWord()).toBe('кошка');
    expect(document.querySelector('.typer__russian')).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Word 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(boxTexts(container)).toEqual(['', '', '']);
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('3 letters. Typed so far: nothing.');
  });

  it('types letters into the boxes, ignores other keys, and Backspace clears the previous box', async () => {
    const user = userEvent.setup();
    const { container, input } = renderTyper([CAT]);
    await user.keyboard('c1-a');
    expect(boxTexts(container)).toEqual(['c', 'a', '']);
    expect(input).toHaveAccessibleDescription('3 letters. Typed so far: ca.');
    await user.keyboard('{Backspace}');
    expect(boxTexts(container)).toEqual(['c', '', '']);
    expect(boxes(container)[1]).toHaveAttribute('data-current', 'true');
  });

  it('lets the player choose a box with a click or the arrows, and Backspace then clears that box', async () => {
    const user = userEvent.setup();
    const { container, input } = renderTyper([CAT]);
    await user.keyboard('xa');
    await user.click(boxes(container)[0]!);
    expect(input).toHaveFocus();
    expect(boxes(container)[0]).toHaveAttribute('data-current', 'true');
    await user.keyboard('{Backspace}');
    expect(boxTexts(container)).toEqual(['', 'a', '']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes(container)[2]).toHaveAttribute('data-current', 'true');
  });

  it('shows a multi-word answer with a gap and accepts the space the player types', async () => {
    const user = userEvent.setup();
    const { container } = renderTyper([word('ice cream', 'мороженое')]);
    const words = container.querySelectorAll('.typer__entry .typer-boxes__word');
    expect([...words].map((w) => w.children.length)).toEqual([3, 5]);
    await user.keyboard('ice crea');
    expect(boxTexts(container).join('')).toBe('icecrea');
    await user.keyboard('m');
    expect(status()).toHaveTextContent('Great job!');
  });

  it('checks on the last letter: "Great job", announced, then the next word after 2 seconds', async () => {
    const timers = manualSchedule();
    const user = userEvent.setup();
    const { container, input } = renderTyper([CAT, DOG], { schedule: timers.schedule });
    await user.keyboard('CAT');
    expect(status()).toHaveTextContent('Great job! cat is correct.');
    expect(boxes(container).every((box) => box.dataset.state === 'right')).toBe(true);
    expect(timers.live().map((timer) => timer.ms)).toEqual([TYPER_AUTO_ADVANCE_MS]);
    await user.keyboard('x');
    expect(boxTexts(container)).toEqual(['C', 'A', 'T']);
    timers.fire();
    expect(promptWord()).toBe('собака');
    expect(screen.getByText('Word 2 of 2')).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
    expect(input).toHaveFocus();
  });

  it('uses real timers by default: nothing moves before 2000 ms, Enter moves on at once', () => {
    vi.useFakeTimers();
    renderTyper([CAT, DOG, word('fox', 'лиса')]);
    const press = (keys: string[]) => keys.forEach((key) => fireEvent.keyDown(document.activeElement!, { key }));
    press(['c', 'a', 't']);
    act(() => {
      vi.advanceTimersByTime(TYPER_AUTO_ADVANCE_MS - 1);
    });
    expect(promptWord()).toBe('кошка');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(promptWord()).toBe('собака');
    press(['d', 'o', 'g', 'Enter']);
    expect(promptWord()).toBe('лиса');
  });

  it('a wrong answer shows the correct spelling and waits for Understood (Enter works too)', async () => {
    const timers = manualSchedule();
    const user = userEvent.setup();
    const { container, input } = renderTyper([CAT, DOG, word('fox', 'лиса')], { schedule: timers.schedule });
    await user.keyboard('cut');
    expect(status()).toHaveTextContent('Not quite. The correct spelling is: cat');
    expect(boxes(container).map((box) => box.dataset.state)).toEqual(['right', 'wrong', 'right']);
    expect(timers.live()).toHaveLength(0);
    const understood = screen.getByRole('button', { name: 'Understood' });
    expect(understood).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(promptWord()).toBe('собака');
    expect(input).toHaveFocus();
    await user.keyboard('dig');
    await user.click(screen.getByRole('button', { name: 'Understood' }));
    expect(promptWord()).toBe('лиса');
    const tally = screen.getByText('Mistakes').parentElement!;
    expect(within(tally).getByText('2')).toBeInTheDocument();
  });

  it('Skip saves the word for a second-chance pass after the last word, then the game completes', async () => {
    const timers = manualSchedule();
    let clock = 10_000;
    const user = userEvent.setup();
    const { onComplete } = renderTyper([CAT, DOG], { schedule: timers.schedule, now: () => clock });
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(promptWord()).toBe('собака');
    await user.keyboard('dog');
    timers.fire();
    expect(screen.getByText('Second chance')).toBeInTheDocument();
    expect(promptWord()).toBe('кошка');
    expect(screen.getByText('Word 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Second chance progress' })).toBeInTheDocument();
    await user.keyboard('cat');
    clock = 40_000;
    expect(onComplete).not.toHaveBeenCalled();
    timers.fire();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({
      score: 100,
      accuracy: 100,
      timeMs: 30_000,
      stats: [
        { label: 'Words completed', value: '2 / 2' },
        { label: 'Mistakes', value: 0 },
        { label: 'Avg per word', value: '15.0 s' },
      ],
      // cat came right only in its second chance: with help.
      answers: [
        { word: CAT, outcome: 'right-with-help' },
        { word: DOG, outcome: 'right' },
      ],
      // The Russian shown, the English typed.
      direction: 'ru-en',
    });
  });

  it('scores words right on the first try and counts letters for accuracy; keeps aggregate stats', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      TYPER_STATS_KEY,
      JSON.stringify({
        gamesPlayed: 1,
        wordsCompleted: 1,
        totalAccuracy: 100,
        averageTimePerWord: 1000,
        bestTime: 1000,
        totalMistakes: 0,
        totalWords: 1,
        totalTimeMs: 1000,
        correctLetters: 3,
        totalLetters: 3,
      }),
    );
    const { onComplete } = renderTyper([CAT, DOG], { now: () => 0 });
    await user.keyboard('cot{Enter}dog{Enter}');
    const result = onComplete.mock.calls[0]![0];
    expect(result).toMatchObject({ score: 50, accuracy: 83 });
    expect(result.stats).toContainEqual({ label: 'Mistakes', value: 1 });
    expect(result.stats).toContainEqual({ label: 'All-time accuracy', value: '89%' });
    expect(JSON.parse(localStorage.getItem(TYPER_STATS_KEY)!)).toMatchObject({
      gamesPlayed: 2,
      totalMistakes: 1,
      wordsCompleted: 2,
    });
  });

  it('a word skipped twice is left unanswered and shows in the stats', async () => {
    const user = userEvent.setup();
    const { onComplete } = renderTyper([CAT]);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('Second chance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onComplete.mock.calls[0]![0]).toMatchObject({ score: 0, accuracy: 0 });
    expect(onComplete.mock.calls[0]![0].stats).toContainEqual({ label: 'Skipped', value: 1 });
  });

  it('takes text from phone keyboards that send it through input events', () => {
    const { container, input } = renderTyper([CAT]);
    fireEvent.change(input, { target: { value: 'c' } });
    fireEvent.change(input, { target: { value: 'a7' } });
    expect(boxTexts(container)).toEqual(['c', 'a', '']);
    expect(input).toHaveValue('');
  });

  it('announces each new word for screen readers', async () => {
    const user = userEvent.setup();
    const { container } = renderTyper([CAT, DOG]);
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('Word 1 of 2: кошка');
    await user.keyboard('cat{Enter}');
    expect(live).toHaveTextContent('Word 2 of 2: собака');
  });

  it('Change category leaves the game', async () => {
    const user = userEvent.setup();
    const { onExit } = renderTyper([CAT]);
    await user.click(screen.getByRole('button', { name: /Change category/ }));
    expect(onExit).toHaveBeenCalled();
  });
});

describe('Typer full-screen errors', () => {
  it.each([
    [[], 'Error: No words available'],
    [[word('cat', '')], 'Error: Invalid word data'],
    [[word('42', 'сорок два')], 'Error: Invalid word data'],
  ] as [GameWord[], string][])('%j → %s with Reset Game', async (words, message) => {
    const user = userEvent.setup();
    const onExit = vi.fn();
    render(<TyperGame words={words} category="c" categoryDisplayName="C" onComplete={vi.fn()} onExit={onExit} />);
    const dialog = screen.getByRole('alertdialog', { name: message });
    const reset = within(dialog).getByRole('button', { name: 'Reset Game' });
    expect(reset).toHaveFocus();
    expect(screen.queryByLabelText(/English word for/)).not.toBeInTheDocument();
    await user.click(reset);
    expect(onExit).toHaveBeenCalledTimes(1);
  });
});

describe('Typer answer checking (issue 17)', () => {
  it('answers in Russian when asked: the English word is the prompt and ё may be typed as е', async () => {
    const user = userEvent.setup();
    render(
      <TyperGame
        words={[word('hedgehog', 'ёж'), DOG]}
        category="animals"
        categoryDisplayName="Animals"
        answerLanguage="russian"
        onComplete={vi.fn()}
        onExit={vi.fn()}
      />,
    );
    expect(promptWord()).toBe('hedgehog');
    const input = screen.getByLabelText(/Russian word for/);
    await user.type(input, 'еж');
    expect(within(status()).getByText(/Great job/)).toBeInTheDocument();
  });

  it('reports a round answered in Russian as en-ru (issue 33)', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn<(result: GameResult) => void>();
    const timers = manualSchedule();
    render(
      <TyperGame
        words={[DOG]}
        category="animals"
        categoryDisplayName="Animals"
        answerLanguage="russian"
        onComplete={onComplete}
        onExit={vi.fn()}
        schedule={timers.schedule}
      />,
    );
    await user.type(screen.getByLabelText(/Russian word for/), 'собака');
    timers.fire();
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ direction: 'en-ru' }));
  });

  it('shows "Almost!" for one letter off, with the correct spelling, and counts a mistake', async () => {
    const user = userEvent.setup();
    const { input, container } = renderTyper([word('house', 'дом'), DOG]);
    await user.type(input, 'hause');
    expect(within(status()).getByText(/Almost! The correct spelling is:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Understood' })).toBeInTheDocument();
    const tally = container.querySelector('.typer__tally')!;
    expect(within(tally as HTMLElement).getByText('Mistakes').nextSibling?.textContent).toBe('1');
  });
});

describe('Typer: Russian on any keyboard (issue 33 §5)', () => {
  const renderInRussian = (words: GameWord[]) => {
    const view = render(
      <TyperGame
        words={words}
        category="food"
        categoryDisplayName="Food"
        answerLanguage="russian"
        onComplete={vi.fn()}
        onExit={vi.fn()}
      />,
    );
    return { ...view, input: screen.getByLabelText(/Russian word for/) };
  };
  const SOUP = word('cabbage soup', 'щи');

  it('types Russian with Latin keys when phonetic typing is on: shchi is щи', async () => {
    const user = userEvent.setup();
    const { container, input } = renderInRussian([SOUP, DOG]);
    expect(screen.getByRole('button', { name: 'Phonetic typing' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(input, 'shch');
    expect(boxTexts(container)).toEqual(['щ', '']);
    await user.keyboard('i');
    expect(status()).toHaveTextContent('Great job! щи is correct.');
  });

  it('waits with full boxes whose last letter could still change, says Enter checks, and Enter does', async () => {
    const user = userEvent.setup();
    const { input } = renderInRussian([word('our', 'наш'), DOG]);
    await user.type(input, 'nas');
    expect(screen.getByText('Press Enter to check: one more key could still change the last letter.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Press Enter to check/);
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent('Not quite.');
  });

  it('answers with the on-screen keyboard by clicks, the focus staying on the boxes', async () => {
    const user = userEvent.setup();
    const { container, input } = renderInRussian([SOUP, DOG]);
    await user.click(screen.getByRole('button', { name: 'Russian keyboard' }));
    const keys = await screen.findByRole('group', { name: 'Russian keyboard' });
    await user.click(within(keys).getByRole('button', { name: 'щ' }));
    expect(boxTexts(container)).toEqual(['щ', '']);
    expect(input).toHaveFocus();
    await user.click(within(keys).getByRole('button', { name: 'и' }));
    expect(status()).toHaveTextContent('Great job!');
  });

  it('accepts an answer typed on the English layout and says how it was read, in either language', async () => {
    const user = userEvent.setup();
    // Phonetic typing (on) shows the keys as «гhбдтн»; they are read back all the same.
    const { input } = renderInRussian([word('hello', 'привет'), DOG]);
    await user.type(input, 'ghbdtn');
    expect(status()).toHaveTextContent('Great job!');
    expect(status()).toHaveTextContent('Typed on the English layout — read as «привет»');
    switchLanguage('ru');
    expect(status()).toHaveTextContent('Набрано в английской раскладке — прочитано как «привет»');
  });

  it('accepts English typed on the Russian layout, and offers no Russian keyboard when English is typed', async () => {
    const user = userEvent.setup();
    const { input } = renderTyper([word('hello', 'привет'), DOG]);
    expect(screen.queryByRole('button', { name: 'Russian keyboard' })).not.toBeInTheDocument();
    await user.type(input, 'руддщ');
    expect(status()).toHaveTextContent('Typed on the Russian layout — read as “hello”');
  });
});

describe('Typer with a bracketed part (issue 30)', () => {
  const GO = word('to go (on foot)', 'идти');
  const shown = (container: HTMLElement) =>
    boxes(container)
      .map((box) => box.textContent || '_')
      .join('');

  it('shows the brackets as given cells and fills the letters in order as the answer is typed', async () => {
    const user = userEvent.setup();
    const { container } = renderTyper([GO, DOG]);
    expect(shown(container)).toBe('____(______)');
    expect(boxes(container).filter((box) => box.hasAttribute('data-optional'))).toHaveLength(8);
    await user.keyboard('to go (on foo');
    expect(shown(container)).toBe('togo(onfoo_)');
    await user.keyboard('t');
    expect(status()).toHaveTextContent('Great job! to go (on foot) is correct.');
  });

  it('says the part is optional, and Enter checks the answer without it', async () => {
    const user = userEvent.setup();
    const { container, input } = renderTyper([GO, DOG]);
    expect(input).toHaveAccessibleDescription(/The part in brackets is optional: press Enter to check without it\./);
    await user.keyboard('to go{Enter}');
    expect(status()).toHaveTextContent('Great job!');
    // The part left out shows as given, not as wrong letters.
    expect(shown(container)).toBe('togo(onfoot)');
    expect(boxes(container).filter((box) => box.dataset['state'] === 'fixed')).toHaveLength(8);
  });

  it('says nothing about brackets for a word without them', () => {
    renderTyper([CAT]);
    expect(screen.queryByText(/part in brackets/)).not.toBeInTheDocument();
  });

  it('explains the optional part in Russian', () => {
    switchLanguage('ru');
    render(<TyperGame words={[GO]} category="animals" categoryDisplayName="Animals" onComplete={vi.fn()} onExit={vi.fn()} />);
    expect(screen.getByText('Часть в скобках можно не набирать: нажмите Enter, чтобы проверить без неё.')).toBeInTheDocument();
  });
});

describe('Typer game in Russian', () => {
  it('asks, counts letters with the Russian plural and praises in Russian', () => {
    switchLanguage('ru');
    const { schedule } = manualSchedule();
    render(
      <TyperGame
        words={[CAT, DOG]}
        category="animals"
        categoryDisplayName="Animals"
        onComplete={vi.fn()}
        onExit={vi.fn()}
        schedule={schedule}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Набор слов' })).toBeInTheDocument();
    expect(screen.getByText('Слово 1 из 2')).toBeInTheDocument();
    expect(screen.getByText('Как по-английски')).toBeInTheDocument();
    expect(screen.getByText('существительное · 3 буквы')).toBeInTheDocument();
    const input = screen.getByLabelText(/По-английски:/);
    expect(input).toHaveAccessibleDescription('Букв: 3. Набрано: ничего.');
    for (const key of 'cat') fireEvent.keyDown(input, { key });
    expect(status()).toHaveTextContent('Отлично! cat — верно.');
    expect(screen.getByRole('button', { name: 'Пропустить' })).toBeInTheDocument();
  });

  it('shows the spec error in Russian', () => {
    switchLanguage('ru');
    render(<TyperGame words={[]} category="animals" categoryDisplayName="Animals" onComplete={vi.fn()} onExit={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: 'Ошибка: нет слов' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Начать заново' })).toBeInTheDocument();
  });
});

describe('Typer: stress marks (issue 32)', () => {
  const MILK: GameWord = { ...word('milk', 'молоко'), stressed: 'молоко́' };

  function renderRussianTyper() {
    render(
      <TyperGame
        words={[MILK, DOG]}
        category="food"
        categoryDisplayName="Food"
        answerLanguage="russian"
        onComplete={vi.fn()}
        onExit={vi.fn()}
      />,
    );
    return screen.getByLabelText(/Russian word for/);
  }
  const answerBoxes = () => [...document.querySelectorAll('.typer-feedback__answer .typer-box')].map((box) => box.textContent);

  it('shows a Russian prompt with its stress marks', () => {
    renderTyper([MILK, DOG]);
    expect(promptWord()).toBe('молоко́');
  });

  it('takes the word typed without marks as right when the answer is Russian', async () => {
    const user = userEvent.setup();
    await user.type(renderRussianTyper(), 'молоко');
    expect(within(status()).getByText(/Great job/)).toBeInTheDocument();
  });

  it('shows the right answer with the stress on its letter after a mistake, bare once marks are hidden', async () => {
    const user = userEvent.setup();
    await user.type(renderRussianTyper(), 'малако');
    expect(answerBoxes()).toEqual(['м', 'о', 'л', 'о', 'к', 'о\u0301']);
    act(() => useStressMarksStore.getState().setVisible(false));
    expect(answerBoxes()).toEqual(['м', 'о', 'л', 'о', 'к', 'о']);
  });
});

describe('Typer: a word’s picture and recorded sound (issue 34)', () => {
  const PICTURE = '/api/media/' + 'c'.repeat(64);
  const SOUND = '/api/media/' + 'd'.repeat(64);

  afterEach(() => {
    stopRecording();
    vi.restoreAllMocks();
  });

  it('shows the word’s picture as a hint, named by the English word', () => {
    renderTyper([{ ...CAT, image: PICTURE }, DOG]);
    expect(screen.getByRole('img', { name: 'cat' })).toHaveAttribute('src', PICTURE);
  });

  it('plays the Russian prompt’s recording, even with no voice on the device', async () => {
    const recordings = spyOnRecordings();
    renderTyper([{ ...CAT, sound: SOUND }, DOG]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Say “кошка”' }));
    expect(recordings.played).toEqual([SOUND]);
  });
});
