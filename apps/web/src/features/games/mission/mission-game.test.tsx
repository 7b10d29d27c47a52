import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GameWord } from '@slovo/shared';
import { GameFlow } from '../engine/game-flow';
import { MissionGame, type Schedule } from './mission-game';
import { useStressMarksStore } from '@/features/word-details';
import { switchLanguage } from '@/test/locale';

const word = (english: string, russian: string): GameWord => ({
  id: english,
  english,
  russian,
  category: 'animals',
  part_of_speech: 'noun',
});
const WORDS = [word('cat', 'кошка'), word('dog', 'собака'), word('horse', 'лошадь')];

/**
 * The game's injected clock: timers run only when a test moves time on, so the 1500 ms and
 * 150 ms-per-letter steps are checked to the millisecond without sleeping.
 */
function manualClock() {
  let time = 0;
  let pending: { at: number; callback: () => void }[] = [];
  const schedule: Schedule = (callback, delayMs) => {
    const timer = { at: time + delayMs, callback };
    pending.push(timer);
    return () => {
      pending = pending.filter((t) => t !== timer);
    };
  };
  const advance = (ms: number) => {
    const until = time + ms;
    for (;;) {
      const due = pending.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      pending = pending.filter((t) => t !== due);
      time = due.at;
      act(() => due.callback());
    }
    time = until;
  };
  return { schedule, now: () => time, advance };
}

let clock = manualClock();
beforeEach(() => {
  clock = manualClock();
});

function renderGame(words = WORDS) {
  const onComplete = vi.fn();
  const onExit = vi.fn();
  const user = userEvent.setup();
  render(
    <MissionGame
      words={words}
      categoryDisplayName="Animals"
      onComplete={onComplete}
      onExit={onExit}
      random={() => 0.3}
      now={clock.now}
      schedule={clock.schedule}
    />,
  );
  return { user, onComplete, onExit };
}

const input = () => screen.getByRole('textbox', { name: 'Ваш ответ' });
const status = () => screen.getByRole('status');
const counter = () => screen.getByTestId('mission-counter');
const tiles = () => Array.from(screen.getByTestId('mission-letters').querySelectorAll('.mission-tile'));
const tileText = () =>
  tiles()
    .map((tile) => tile.textContent)
    .join('');
const wait = (ms: number) => clock.advance(ms);

describe('Mission', () => {
  it('speaks Russian and shows the first word scrambled, never as itself', () => {
    renderGame();
    expect(screen.getByRole('heading', { name: 'Миссия' })).toBeInTheDocument();
    expect(counter()).toHaveTextContent('Слово 1 из 3');
    expect(screen.getByText('Составьте английское слово из этих букв')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Подсказка/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пропустить 2 в запасе' })).toBeInTheDocument();
    expect(tileText()).not.toBe('cat');
    expect([...tileText()].sort().join('')).toBe('act');
    expect(input()).toHaveFocus();
    expect(input()).toHaveAccessibleDescription(/^Буквы: [ACT], [ACT], [ACT]$/);
  });

  it('a blank answer gets a gentle prompt and is not counted', async () => {
    const { user } = renderGame();
    await user.type(input(), '   {Enter}');
    expect(status()).toHaveTextContent('Сначала введите слово — а потом проверим.');
    expect(counter()).toHaveTextContent('Слово 1 из 3');
    expect(screen.getByText('Верно: 0')).toBeInTheDocument();
    wait(5000);
    expect(counter()).toHaveTextContent('Слово 1 из 3');
    await user.type(input(), 'c');
    expect(status()).toBeEmptyDOMElement();
  });

  it('correct (Enter): the letters turn green, "Верно!" is announced, and the next word comes after 1500 ms', async () => {
    const { user } = renderGame();
    await user.type(input(), ' CAT {Enter}');
    expect(status()).toHaveTextContent('Верно!');
    expect(status()).toHaveTextContent('cat — кошка');
    expect(tileText()).toBe('cat');
    expect(tiles().every((tile) => tile.classList.contains('mission-tile--correct'))).toBe(true);
    expect(screen.getByText('Верно: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();

    wait(1499);
    expect(counter()).toHaveTextContent('Слово 1 из 3');
    wait(1);
    expect(counter()).toHaveTextContent('Слово 2 из 3');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(status()).toBeEmptyDOMElement();
  });

  it('wrong (Check button): reveals the word in red letter by letter and advances after 150 ms × letters + 1000 ms', async () => {
    const { user } = renderGame();
    await user.type(input(), 'act');
    await user.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(status()).toHaveTextContent('Неверно');
    expect(status()).toHaveTextContent('Ваш ответ: act');
    expect(status()).toHaveTextContent('Правильный ответ: cat (кошка)');
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-invalid', 'true');

    const red = () => tiles().filter((tile) => tile.classList.contains('mission-tile--wrong'));
    expect(red()).toHaveLength(0);
    wait(150);
    expect(red().map((tile) => tile.textContent)).toEqual(['c']);
    wait(150);
    expect(red().map((tile) => tile.textContent)).toEqual(['c', 'a']);
    wait(150);
    expect(tileText()).toBe('cat');
    expect(red()).toHaveLength(3);
    wait(999);
    expect(counter()).toHaveTextContent('Слово 1 из 3');
    wait(1);
    expect(counter()).toHaveTextContent('Слово 2 из 3');
    expect(screen.getByText('Верно: 0')).toBeInTheDocument();
  });

  it('typing is locked while the feedback shows', async () => {
    const { user } = renderGame();
    await user.type(input(), 'cat{Enter}');
    await user.type(input(), 'xyz{Enter}');
    expect(input()).toHaveValue('cat');
    expect(status()).toHaveTextContent('Верно!');
  });

  it('the hint shows the Russian meaning once per word and hands focus back to the answer', async () => {
    const { user } = renderGame();
    const hint = screen.getByRole('button', { name: /Подсказка/ });
    await user.click(hint);
    expect(screen.getByText('кошка')).toBeInTheDocument();
    expect(hint).toBeDisabled();
    expect(input()).toHaveFocus();

    await user.type(input(), 'cat{Enter}');
    wait(1500);
    expect(screen.queryByText('кошка')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Подсказка/ })).toBeEnabled();
  });

  it('skips: 2 to start, the skipped word comes back at the end, and the game completes with the stats', async () => {
    const { user, onComplete } = renderGame();
    await user.click(screen.getByRole('button', { name: 'Пропустить 2 в запасе' }));
    expect(counter()).toHaveTextContent('Слово 2 из 3');
    expect(status()).toHaveTextContent('Слово пропущено. Вернёмся к нему в конце.');
    expect(input()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Пропустить 1 в запасе' }));
    expect(counter()).toHaveTextContent('Слово 3 из 3');
    expect(screen.getByRole('button', { name: 'Пропустить 0 в запасе' })).toBeDisabled();

    await user.type(input(), 'horse{Enter}');
    wait(1500);
    expect(counter()).toHaveTextContent('Пропущенное слово 1 из 2');
    expect(screen.getByText('Повтор пропущенных')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Теперь — пропущенные слова.');
    expect(screen.queryByRole('button', { name: /Пропустить/ })).not.toBeInTheDocument();
    expect([...tileText()].sort().join('')).toBe('act');

    await user.type(input(), 'cat{Enter}');
    wait(1500);
    expect(counter()).toHaveTextContent('Пропущенное слово 2 из 2');
    await user.type(input(), 'god{Enter}');
    expect(onComplete).not.toHaveBeenCalled();
    wait(3 * 150 + 1000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({
        score: 67,
        stats: [
          { label: 'Correct', value: '2 of 3' },
          { label: 'Hints used', value: 0 },
          { label: 'Skipped', value: 2 },
          { label: 'Mistakes', value: 1 },
        ],
        // cat and dog were skipped; cat came right in the replay (with help), dog wrong.
        answers: [
          { word: WORDS[0], outcome: 'right-with-help' },
          { word: WORDS[1], outcome: 'wrong' },
          { word: WORDS[2], outcome: 'right' },
        ],
      }),
    );
  });

  it('keeps the spaces of a phrase as gaps and accepts the phrase typed with its space', async () => {
    const { user, onComplete } = renderGame([word('polar bear', 'белый медведь')]);
    const groups = screen.getByTestId('mission-letters').querySelectorAll('.mission-tiles__word');
    expect(Array.from(groups, (group) => group.children.length)).toEqual([5, 4]);
    await user.type(input(), 'polar bear{Enter}');
    wait(1500);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ score: 100 }));
  });

  it('is playable from the keyboard alone: Tab reaches Check, Hint and Skip, Shift+Tab the Exit', async () => {
    const { user, onExit } = renderGame();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Проверить' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Подсказка/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input()).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Пропустить/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(counter()).toHaveTextContent('Слово 2 из 3');
    expect(input()).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Выйти к выбору категории' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('an empty list shows a message and a way back instead of crashing', async () => {
    const { user, onExit } = renderGame([]);
    expect(screen.getByRole('heading', { name: 'Нет слов для игры' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'К выбору категории' }));
    expect(onExit).toHaveBeenCalled();
  });

  it('a single word plays to the end', async () => {
    const { user, onComplete } = renderGame([word('owl', 'сова')]);
    expect(counter()).toHaveTextContent('Слово 1 из 1');
    await user.type(input(), 'owl{Enter}');
    wait(1500);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ score: 100 }));
  });

  it('keeps the answer box focused when the game frame starts it', async () => {
    const user = userEvent.setup();
    render(
      <GameFlow
        gameId="game4"
        saveProgress={() => undefined}
        saveReviews={() => undefined}
        renderSetup={(start) => (
          <button
            type="button"
            onClick={() => start({ category: 'animals', categoryDisplayName: 'Animals', wordCount: 3, words: WORDS })}
          >
            Start
          </button>
        )}
        renderGame={({ words, categoryDisplayName, onComplete, onExit }) => (
          <MissionGame
            words={words}
            categoryDisplayName={categoryDisplayName}
            onComplete={onComplete}
            onExit={onExit}
            schedule={clock.schedule}
          />
        )}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(input()).toHaveFocus();
    await user.type(input(), 'cat{Enter}');
    expect(within(status()).getByText('Верно!')).toBeInTheDocument();
  });
});

describe('Mission answered in Russian (issue 17)', () => {
  function renderRussian(words: GameWord[]) {
    const user = userEvent.setup();
    render(
      <MissionGame
        words={words}
        categoryDisplayName="Animals"
        onComplete={vi.fn()}
        onExit={vi.fn()}
        answerLanguage="russian"
        random={() => 0.3}
        now={clock.now}
        schedule={clock.schedule}
      />,
    );
    return user;
  }

  it('asks for the Russian word, scrambles its first translation and accepts the second', async () => {
    const user = renderRussian([word('cat', 'кошка, кот'), word('dog', 'собака')]);
    expect(screen.getByText('Составьте русское слово из этих букв')).toBeInTheDocument();
    expect(input()).toHaveAttribute('placeholder', 'Введите слово по-русски');
    expect([...tileText()].sort()).toEqual([...'кошка'].sort());
    await user.type(input(), 'кот{Enter}');
    expect(within(status()).getByText('Верно!')).toBeInTheDocument();
  });

  it('says «Почти!» for one letter off and shows the right answer', async () => {
    const user = renderRussian([word('milk', 'молоко'), word('dog', 'собака')]);
    await user.type(input(), 'малоко{Enter}');
    expect(within(status()).getByText('Почти!')).toBeInTheDocument();
    expect(within(status()).getByText('молоко')).toBeInTheDocument();
    expect(within(status()).queryByText('Верно!')).not.toBeInTheDocument();
  });

  it('scrambles the bare letters of a stressed word, takes the word typed without marks, and shows the answer stressed (issue 32)', async () => {
    const user = renderRussian([{ ...word('milk', 'молоко'), stressed: 'молоко́' }, word('dog', 'собака')]);
    expect([...tileText()].sort()).toEqual([...'молоко'].sort());
    await user.type(input(), 'молоко{Enter}');
    expect(within(status()).getByText('Верно!')).toBeInTheDocument();
    expect(within(status()).getByText('молоко́')).toHaveAttribute('lang', 'ru');
  });

  it('shows the Russian word of an English answer stressed in its feedback (issue 32)', async () => {
    const { user } = renderGame([{ ...word('milk', 'молоко'), stressed: 'молоко́' }, word('dog', 'собака')]);
    await user.type(input(), 'milk{Enter}');
    expect(within(status()).getByText('молоко́')).toHaveAttribute('lang', 'ru');
  });

  it('shows the right answer stressed after a mistake, bare once stress marks are hidden (issue 32)', async () => {
    const user = renderRussian([{ ...word('milk', 'молоко'), stressed: 'молоко́' }, word('dog', 'собака')]);
    await user.type(input(), 'малоко{Enter}');
    expect(within(status()).getByText('молоко́')).toBeInTheDocument();
    act(() => useStressMarksStore.getState().setVisible(false));
    expect(within(status()).getByText('молоко')).toBeInTheDocument();
  });

  it('types Russian phonetically, and offers the on-screen keyboard in the interface language (issue 33 §5)', async () => {
    const user = renderRussian([word('cabbage soup', 'щи'), word('dog', 'собака')]);
    await user.type(input(), 'shchi');
    expect(input()).toHaveValue('щи');
    await user.clear(input());
    const bar = screen.getByRole('button', { name: 'Russian keyboard' });
    expect(bar.closest('[lang]')).toHaveAttribute('lang', 'en');
    await user.click(bar);
    const keys = await screen.findByRole('group', { name: 'Russian keyboard' });
    await user.click(within(keys).getByRole('button', { name: 'щ' }));
    await user.click(within(keys).getByRole('button', { name: 'и' }));
    expect(input()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(status()).getByText('Верно!')).toBeInTheDocument();
  });

  it('accepts an answer typed on the English layout and says so in Russian (issue 33 §5)', async () => {
    const user = renderRussian([word('hello', 'привет'), word('dog', 'собака')]);
    await user.click(screen.getByRole('button', { name: 'Phonetic typing' }));
    await user.type(input(), 'ghbdtn{Enter}');
    expect(within(status()).getByText('Верно!')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Набрано в английской раскладке — прочитано как «привет»');
  });

  it('its hint shows the English word', async () => {
    const user = renderRussian([word('milk', 'молоко')]);
    await user.click(screen.getByRole('button', { name: /Подсказка/ }));
    expect(screen.getByText('milk')).toHaveAttribute('lang', 'en');
  });
});

describe('Mission in the interface languages', () => {
  it('keeps its Russian labels in the Russian interface; its voice note follows the interface', () => {
    switchLanguage('ru');
    renderGame();
    expect(input()).toBeInTheDocument();
    const note = screen.getByText('Этот браузер не умеет озвучивать текст');
    expect(note.closest('[lang]')).toHaveAttribute('lang', 'ru');
  });

  it('reads its voice note in English in the English interface', () => {
    renderGame();
    const note = screen.getByText('Speech synthesis is not supported in this browser');
    expect(note.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});

describe('Mission with a bracketed part (issue 30)', () => {
  it('shows the bracketed part as written, lighter, and takes the word without it', async () => {
    const { user } = renderGame([word('to go (on foot)', 'идти'), word('dog', 'собака')]);
    const given = () => tiles().filter((tile) => tile.classList.contains('mission-tile--given'));
    expect(
      given()
        .map((tile) => tile.textContent)
        .join(''),
    ).toBe('(onfoot)');
    expect(tileText().slice(4)).toBe('(onfoot)');
    await user.type(input(), 'to go{Enter}');
    expect(status()).toHaveTextContent('Верно!');
    // The rebuilt word turns green; the note stays as it was.
    expect(tiles().filter((tile) => tile.classList.contains('mission-tile--correct'))).toHaveLength(4);
    expect(given()).toHaveLength(8);
  });
});
