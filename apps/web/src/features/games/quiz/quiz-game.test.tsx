import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameWord } from '@slovo/shared';
import type { AnswerLanguage, GameResult } from '../engine';
import { QuizGame } from './quiz-game';
import { manualClock } from './testing/manual-clock';
import { animalWords, seededRandom, word } from './testing/quiz-fixtures';
import { useStressMarksStore } from '@/features/word-details';
import { stopRecording } from '@/features/speech';
import { switchLanguage } from '@/test/locale';
import { spyOnRecordings } from '@/test/recordings';

afterEach(() => {
  localStorage.clear();
});

function renderQuiz(words: GameWord[] = animalWords(6), answerLanguage?: AnswerLanguage) {
  const onComplete = vi.fn<(result: GameResult) => void>();
  const onExit = vi.fn();
  const user = userEvent.setup();
  const clock = manualClock();
  const view = render(
    <div>
      <button type="button">Outside the game</button>
      <QuizGame
        words={words}
        category="animals"
        categoryDisplayName="Animals"
        onComplete={onComplete}
        onExit={onExit}
        random={seededRandom(11)}
        clock={clock}
        answerLanguage={answerLanguage}
      />
    </div>,
  );
  const answers = new Map(words.map((w) => [w.english, w.russian]));
  const askedWord = () => screen.getByRole('heading', { level: 3 }).querySelector('[lang="en"]')!.textContent!;
  const options = () => within(screen.getByRole('group', { name: 'Answer options' })).getAllByRole('button');
  const correctOption = () => options().find((b) => b.textContent!.includes(answers.get(askedWord())!))!;
  const wrongOption = () => options().find((b) => !b.textContent!.includes(answers.get(askedWord())!))!;
  /** Lets `ms` pass, firing each timer in its own act() so the effects it causes schedule the next. */
  const wait = (ms: number) => {
    const until = clock.now() + ms;
    let fired = true;
    while (fired) act(() => void (fired = clock.fireNext(until)));
    clock.setNow(until);
  };
  return { ...view, user, onComplete, onExit, askedWord, options, correctOption, wrongOption, wait };
}

const status = () => screen.getByRole('status');
/** The asked word's heading, as a screen reader names it: "Question 2 of 6: dog". */
const questionName = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('Quiz game', () => {
  it('asks the English word with four numbered options, progress, 3 skips and 1 lifeline', async () => {
    const { options, askedWord } = renderQuiz();
    expect(questionName()).toMatch(/^Question 1 of 6:/);
    expect(['cat', 'dog', 'horse', 'cow', 'fox', 'wolf']).toContain(askedWord());
    expect(options()).toHaveLength(4);
    expect(options().map((b) => b.getAttribute('aria-keyshortcuts'))).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Skip 3 left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '50:50 lifeline 1 left' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '0');
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('locks a pick in after 800 ms, shows green feedback for 1500 ms, then moves on', async () => {
    const { user, correctOption, wait, askedWord } = renderQuiz();
    const first = askedWord();
    const option = correctOption();
    await user.click(option);
    expect(option).toHaveAttribute('aria-pressed', 'true');
    expect(option).toHaveAttribute('data-state', 'selected');
    expect(status()).toHaveTextContent('Locking in your answer…');
    wait(790);
    expect(status()).not.toHaveTextContent('Correct');
    wait(10);
    expect(status()).toHaveTextContent(`Correct! “${first}” is`);
    expect(option).toHaveAttribute('data-state', 'correct');
    expect(screen.getByText('1 correct', { exact: false })).toBeInTheDocument();
    wait(1499);
    expect(askedWord()).toBe(first);
    wait(1);
    expect(questionName()).toMatch(/^Question 2 of 6:/);
    expect(askedWord()).not.toBe(first);
    expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('a wrong pick turns red, the correct answer green, for 2500 ms', async () => {
    const { user, correctOption, wrongOption, wait, askedWord, options } = renderQuiz();
    const first = askedWord();
    const wrong = wrongOption();
    const right = correctOption();
    const rightText = right.textContent!.slice(1);
    const wrongText = wrong.textContent!.slice(1);
    await user.click(wrong);
    wait(800);
    expect(wrong).toHaveAttribute('data-state', 'wrong');
    expect(wrong).toHaveAccessibleName(expect.stringContaining('your answer, wrong'));
    expect(right).toHaveAttribute('data-state', 'correct');
    expect(right).toHaveAccessibleName(expect.stringContaining('correct answer'));
    expect(options().filter((b) => b.dataset.state === 'faded')).toHaveLength(2);
    expect(status()).toHaveTextContent(`Not quite. “${first}” is “${rightText}”, not “${wrongText}”.`);
    // Options cannot be changed during feedback.
    await user.click(right);
    expect(wrong).toHaveAttribute('data-state', 'wrong');
    wait(2499);
    expect(askedWord()).toBe(first);
    wait(1);
    expect(askedWord()).not.toBe(first);
  });

  it('picking another option within the 800 ms changes the choice', async () => {
    const { user, correctOption, wrongOption, wait } = renderQuiz();
    const wrong = wrongOption();
    const right = correctOption();
    await user.click(wrong);
    wait(500);
    await user.click(right);
    expect(wrong).toHaveAttribute('data-state', 'idle');
    expect(right).toHaveAttribute('data-state', 'selected');
    wait(800);
    expect(right).toHaveAttribute('data-state', 'correct');
    expect(status()).toHaveTextContent('Correct!');
  });

  it('number keys 1–4 pick the option at that position', async () => {
    const { user, options, wait } = renderQuiz();
    await act(async () => {});
    const third = options()[2]!;
    await user.keyboard('3');
    expect(third).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('1');
    expect(options()[0]).toHaveAttribute('aria-pressed', 'true');
    expect(third).toHaveAttribute('aria-pressed', 'false');
    wait(800);
    expect(status().textContent).toMatch(/Correct!|Not quite/);
  });

  it('Space skips, showing the skipped answer; even when an option button has focus', async () => {
    const { user, askedWord, options } = renderQuiz();
    await act(async () => {});
    const first = askedWord();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent(`Skipped. “${first}” is`);
    expect(questionName()).toMatch(/^Question 2 of 6:/);
    expect(screen.getByRole('button', { name: 'Skip 2 left' })).toBeInTheDocument();

    const second = askedWord();
    options()[0]!.focus();
    await user.keyboard(' ');
    expect(askedWord()).not.toBe(second);
    expect(screen.getByRole('button', { name: 'Skip 1 left' })).toBeInTheDocument();
    expect(screen.queryByText('Locking in your answer…')).not.toBeInTheDocument();
  });

  it('allows 3 skips, then the Skip button is disabled', async () => {
    const { user } = renderQuiz();
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: /^Skip/ }));
    const skip = screen.getByRole('button', { name: 'Skip 0 left' });
    expect(skip).toHaveAttribute('aria-disabled', 'true');
    await user.click(skip);
    expect(questionName()).toMatch(/^Question 4 of 6:/);
  });

  it('the streak shows and resets on a skip', async () => {
    const { user, correctOption, wait } = renderQuiz();
    await user.click(correctOption());
    wait(800 + 1500);
    await user.click(correctOption());
    wait(800 + 1500);
    expect(screen.getByText(/in a row/)).toHaveTextContent('2 in a row');
    await user.click(screen.getByRole('button', { name: /^Skip/ }));
    expect(screen.getByText(/in a row/)).toHaveTextContent('0 in a row');
  });

  it('the lifeline removes two wrong options after a moment, once per question', async () => {
    const { user, options, correctOption, wait, askedWord } = renderQuiz();
    const answer = correctOption().textContent;
    const lifeline = screen.getByRole('button', { name: '50:50 lifeline 1 left' });
    await user.click(lifeline);
    expect(status()).toHaveTextContent('Removing two wrong options…');
    wait(100);
    expect(options()).toHaveLength(2);
    expect(options().map((b) => b.textContent)).toContain(answer);
    expect(status()).toHaveTextContent('Lifeline used: two wrong options removed.');
    const used = screen.getByRole('button', { name: '50:50 lifeline 0 left' });
    expect(used).toHaveAttribute('aria-disabled', 'true');
    // Only keys 1 and 2 mean something now.
    await user.keyboard('4');
    expect(options().every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    const first = askedWord();
    await user.keyboard('1');
    wait(800 + 2500);
    expect(askedWord()).not.toBe(first);
    expect(options()).toHaveLength(4);
  });

  it('keys pressed outside the game do nothing', async () => {
    const { user, askedWord } = renderQuiz();
    await act(async () => {});
    const first = askedWord();
    screen.getByRole('button', { name: 'Outside the game' }).focus();
    await user.keyboard(' 1');
    expect(askedWord()).toBe(first);
    expect(screen.getByRole('button', { name: 'Skip 3 left' })).toBeInTheDocument();
  });

  it('reports the rounded accuracy as the score, with its stats, when the last question is done', async () => {
    const words = [word('cat', 'кошка'), word('dog', 'собака'), word('fox', 'лиса')];
    const { user, correctOption, wrongOption, wait, onComplete } = renderQuiz(words);
    await user.click(correctOption());
    wait(800 + 1500);
    await user.click(wrongOption());
    wait(800 + 2500);
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Skip/ }));
    expect(onComplete).toHaveBeenCalledTimes(1);
    const result = onComplete.mock.calls[0]![0];
    expect(result).toMatchObject({ score: 33, accuracy: 33 });
    expect(result.timeMs).toBeGreaterThanOrEqual(800 + 1500 + 800 + 2500);
    expect(result.stats).toEqual([
      { label: 'Correct', value: '1 / 3' },
      { label: 'Skipped', value: 1 },
      { label: 'Best streak', value: 1 },
      { label: 'Lifelines used', value: 0 },
      { label: 'Quizzes played', value: 1 },
      { label: 'Average score', value: '33%' },
    ]);
    // One answer per question, in the order asked, on the round's own words.
    expect(result.answers.map((answer) => answer.outcome)).toEqual(['right', 'wrong', 'skipped']);
    expect([...result.answers.map((answer) => answer.word)].sort((a, b) => Number(a.id) - Number(b.id))).toEqual(words);
  });

  it('a single word is a one-option question that still completes', async () => {
    const { user, options, wait, onComplete } = renderQuiz([word('cat', 'кошка')]);
    expect(options()).toHaveLength(1);
    expect(screen.getByRole('button', { name: /50:50/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(options()[0]!);
    wait(800 + 1500);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ score: 100 }));
  });

  it('an empty word list says so and offers a way back', async () => {
    const { user, onExit } = renderQuiz([]);
    expect(screen.getByRole('heading', { name: 'No words available in this category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Choose another category/ }));
    expect(onExit).toHaveBeenCalled();
  });

  it('Quit leaves the game', async () => {
    const { user, onExit, onComplete } = renderQuiz();
    await user.click(screen.getByRole('button', { name: 'Quit' }));
    expect(onExit).toHaveBeenCalled();
    expect(onComplete).not.toHaveBeenCalled();
  });
});

/** The option holding the asked word's translation, found by the Russian name of the options' group. */
function correctOptionInRussian(words: GameWord[], askedWord: () => string) {
  const answer = words.find((w) => w.english === askedWord())!.russian;
  const group = screen.getByRole('group', { name: 'Варианты ответа' });
  return within(group)
    .getAllByRole('button')
    .find((b) => b.textContent!.includes(answer))!;
}

describe('Quiz game in Russian', () => {
  it('asks, counts and answers in Russian', async () => {
    switchLanguage('ru');
    const words = animalWords(6);
    const { user, askedWord, wait } = renderQuiz(words);
    const correctOption = () => correctOptionInRussian(words, askedWord);
    expect(questionName()).toMatch(/^Вопрос 1 из 6:/);
    expect(screen.getByText('Выберите перевод на русский')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пропустить 3 в запасе' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '50:50 (подсказка) 1 в запасе' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Ход викторины' })).toBeInTheDocument();
    const right = correctOption();
    await user.click(right);
    expect(status()).toHaveTextContent('Принимаем ответ…');
    wait(800);
    expect(status()).toHaveTextContent(/^Верно! «\w+» — это «[а-яё]+»\.$/);
    expect(screen.getByText('1 верный')).toBeInTheDocument();
    expect(screen.getByText('1 подряд')).toBeInTheDocument();
  });

  it('words the stats of the completed screen in Russian', async () => {
    switchLanguage('ru');
    const words = [word('cat', 'кошка'), word('dog', 'собака'), word('fox', 'лиса')];
    const { user, askedWord, wait, onComplete } = renderQuiz(words);
    await user.click(correctOptionInRussian(words, askedWord));
    wait(800 + 1500);
    await user.click(screen.getByRole('button', { name: /^Пропустить/ }));
    await user.click(screen.getByRole('button', { name: /^Пропустить/ }));
    const result = onComplete.mock.calls[0]![0];
    expect(result.stats?.map((stat) => stat.label)).toEqual([
      'Верно',
      'Пропущено',
      'Лучшая серия',
      'Подсказок 50:50',
      'Сыграно викторин',
      'Средний счёт',
    ]);
    expect(result.stats?.[0]?.value).toBe('1 / 3');
    expect(String(result.stats?.[5]?.value)).toMatch(/^33\s%$/);
  });
});

describe('Quiz: stress marks (issue 32)', () => {
  const stressedWords = () => [
    { ...word('milk', 'молоко'), stressed: 'молоко́' },
    { ...word('water', 'вода'), stressed: 'вода́' },
    { ...word('cat', 'кошка'), stressed: 'ко́шка' },
    word('dog', 'собака'),
  ];

  it('shows each option with its stress marks, takes the stressed option as right, and says so with the marks', async () => {
    const { user, options, askedWord, wait } = renderQuiz(stressedWords());
    const texts = options().map((option) => option.querySelector('.quiz__option-text')!.textContent);
    expect(texts.sort()).toEqual(['ко́шка', 'молоко́', 'вода́', 'собака'].sort());
    const right = { milk: 'молоко́', water: 'вода́', cat: 'ко́шка', dog: 'собака' }[askedWord()]!;
    await user.click(options().find((option) => option.textContent!.includes(right))!);
    wait(800);
    expect(status()).toHaveTextContent(`Correct! “${askedWord()}” is “${right}”`);
  });

  it('shows the bare options once the learner hid stress marks', () => {
    act(() => useStressMarksStore.getState().setVisible(false));
    const { options } = renderQuiz(stressedWords());
    const texts = options().map((option) => option.querySelector('.quiz__option-text')!.textContent);
    expect(texts.sort()).toEqual(['кошка', 'молоко', 'вода', 'собака'].sort());
  });
});

describe('Quiz answered in English (issue 33)', () => {
  const words = () => [
    { ...word('milk', 'молоко'), stressed: 'молоко́' },
    { ...word('water', 'вода'), stressed: 'вода́' },
    { ...word('cat', 'кошка'), stressed: 'ко́шка' },
    word('dog', 'собака'),
  ];
  const englishOf: Record<string, string> = { молоко: 'milk', вода: 'water', кошка: 'cat', собака: 'dog' };
  const askedRussian = () => screen.getByRole('heading', { level: 3 }).querySelector('[lang="ru"]')!.textContent!;
  const bare = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\u0301/g, '')
      .normalize('NFC');

  it('asks the Russian word with its stress marks, offers four English options, and reports ru-en', async () => {
    const { user, options, wait, onComplete } = renderQuiz(words(), 'english');
    expect(screen.getByText('Choose the English translation')).toBeInTheDocument();
    const asked = askedRussian();
    expect(['молоко́', 'вода́', 'ко́шка', 'собака']).toContain(asked);
    const optionTexts = options().map((option) => option.querySelector('.quiz__option-text')!);
    expect(optionTexts.map((text) => text.getAttribute('lang'))).toEqual(['en', 'en', 'en', 'en']);
    expect(optionTexts.map((text) => text.textContent).sort()).toEqual(['cat', 'dog', 'milk', 'water']);

    const right = englishOf[bare(asked)]!;
    const position = options().findIndex((option) => option.textContent!.includes(right)) + 1;
    await user.keyboard(String(position));
    wait(800);
    expect(status()).toHaveTextContent(`Correct! “${asked}” is “${right}”.`);
    wait(1500);
    for (let question = 2; question <= 4; question += 1) {
      await user.keyboard(' ');
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    const result = onComplete.mock.calls[0]![0];
    expect(result).toMatchObject({ score: 25, direction: 'ru-en' });
    expect(result.answers.map((answer) => answer.outcome)).toEqual(['right', 'skipped', 'skipped', 'skipped']);
  });

  it('the Russian Quiz reports en-ru', async () => {
    const { user, options, wait, onComplete } = renderQuiz([word('cat', 'кошка')]);
    await user.click(options()[0]!);
    wait(800 + 1500);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ direction: 'en-ru' }));
  });

  it('asks in the interface language around the Russian word', () => {
    switchLanguage('ru');
    renderQuiz(words(), 'english');
    expect(screen.getByText('Выберите перевод на английский')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Варианты ответа' })).getAllByRole('button')).toHaveLength(4);
  });
});

describe('Quiz: a word’s picture and recorded sound (issue 34)', () => {
  const media = (w: GameWord, letter: string): GameWord => ({
    ...w,
    image: `/api/media/${letter.repeat(64)}`,
    sound: `/api/media/${letter.repeat(63)}f`,
  });
  const pictured = () => animalWords(6).map((w, i) => media(w, 'abcde0'[i]!));

  afterEach(() => {
    stopRecording();
    vi.restoreAllMocks();
  });

  it('shows the asked word’s picture above the prompt, named by the word', () => {
    const words = pictured();
    const { askedWord } = renderQuiz(words);
    const asked = words.find((w) => w.english === askedWord())!;
    expect(screen.getByRole('img', { name: asked.english })).toHaveAttribute('src', asked.image);
  });

  it('plays the right answer’s recording once it is shown as right, not before (no voice here)', async () => {
    const recordings = spyOnRecordings();
    const words = pictured();
    const { user, askedWord, correctOption, wait } = renderQuiz(words);
    const asked = words.find((w) => w.english === askedWord())!;
    // A recording among voiceless options would give the answer away.
    expect(screen.queryByRole('button', { name: `Say “${asked.russian}”` })).not.toBeInTheDocument();
    await user.click(correctOption());
    wait(800);
    await user.click(screen.getByRole('button', { name: `Say “${asked.russian}”` }));
    expect(recordings.played).toEqual([asked.sound]);
  });
});
