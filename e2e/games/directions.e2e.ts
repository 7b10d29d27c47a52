import { describe, expect, test } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { findingsInEveryAppearance } from '../support/accessibility-sweep';
import { signInNewPlayer } from '../support/auth';
import { answerBook, nextQuestion, optionText, quizOptions, quizSection, sortOptions } from '../support/quiz-page';
import { categoryWords, useAppInBrowser, withoutStress } from '../support/suite';

// Every game both ways (issue 33 §2): the Quiz answered in English and Flashcards with the Russian
// front, chosen on the picker by keyboard alone, remembered per game over a reload, played to the
// end by keyboard alone, and recorded as the direction ru-en in POST /api/reviews.

const openPage = useAppInBrowser();
const WAIT = { timeout: 8_000 };

/** Presses Tab until focus is inside `target` (as a keyboard user reaches it). */
async function tabTo(page: Page, target: Locator, what: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

/** Chooses `side` in the picker's `legend` group with Tab and the arrow keys, and sees it checked. */
async function chooseByKeyboard(page: Page, legend: string, side: 'English' | 'Русский') {
  const group = page.getByRole('group', { name: legend });
  await tabTo(page, group, `the "${legend}" choice`);
  const radio = group.getByRole('radio', { name: side });
  if (!(await radio.isChecked())) await page.keyboard.press('ArrowRight');
  await expect.poll(() => radio.isChecked()).toBe(true);
}

/** Picks the seeded "animals" category (typing its name into the focused select) and XS (10), by keyboard. */
async function startByKeyboard(page: Page) {
  const category = page.getByLabel('Category');
  await expect.poll(() => category.locator('option[value="animals"]').count(), WAIT).toBe(1);
  await tabTo(page, category, 'the category');
  await page.keyboard.type('Animals');
  await expect.poll(() => category.inputValue()).toBe('animals');
  const xs = page.getByRole('button', { name: 'XS (10)' });
  await expect.poll(() => xs.isVisible(), WAIT).toBe(true);
  await tabTo(page, xs, 'XS (10)');
  await page.keyboard.press('Enter');
}

/** The next POST /api/reviews the page sends, with its JSON body. */
function nextRecordedRound(page: Page): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/reviews', {
    timeout: 30_000,
  });
}

interface SentAnswer {
  wordId: number;
  outcome: string;
  skill?: string;
  direction?: string;
}

describe('every game both ways (issue 33 §2)', () => {
  test('Quiz answered in English: chosen and remembered on the picker, played by keyboard, recorded ru-en', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    const book = await answerBook(page, 'english');
    const stressed = new Set((await categoryWords(page)).map((word) => word.russian));
    await page.goto('/game3');
    const answerIn = page.getByRole('group', { name: 'Answer in' });
    await expect.poll(() => answerIn.getByRole('radio', { name: 'Русский' }).isChecked(), WAIT).toBe(true);
    await chooseByKeyboard(page, 'Answer in', 'English');

    // Remembered for this game alone, over a reload; Home's card says the options are English.
    await page.reload();
    await expect.poll(() => answerIn.getByRole('radio', { name: 'English' }).isChecked(), WAIT).toBe(true);
    await page.goto('/');
    await expect
      .poll(() => page.locator('[data-game="game3"]').textContent(), WAIT)
      .toContain('Pick the right English translation from four options.');
    await page.goto('/game1');
    await expect
      .poll(() => page.getByRole('group', { name: 'Answer in' }).getByRole('radio', { name: 'English' }).isChecked(), WAIT)
      .toBe(true);
    await page.goto('/game3');
    expect(await findingsInEveryAppearance(page, 'Quiz picker with Answer in English')).toEqual([]);

    await startByKeyboard(page);
    await expect.poll(() => quizSection(page).getAttribute('data-phase'), WAIT).toBe('choosing');
    expect(await quizSection(page).getByText('Choose the English translation').isVisible()).toBe(true);
    expect(await findingsInEveryAppearance(page, 'Quiz answered in English')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The sweep left focus on the header's theme toggle; the Quiz's keys count in the game.
    await quizSection(page).locator('h3').focus();

    const recorded = nextRecordedRound(page);
    for (let number = 1; number <= 10; number += 1) {
      const { word, right, wrong } = await sortOptions(page, book, 'english');
      // The Russian word asked as the words API knows it, shown with its stress marks where known.
      expect(stressed.has(withoutStress(word))).toBe(true);
      expect(await quizOptions(page).count()).toBe(4);
      const texts = await Promise.all((await quizOptions(page).all()).map((option) => optionText(option, 'english')));
      expect(new Set(texts.map((text) => text.toLowerCase())).size).toBe(4);
      if (number === 1) {
        await page.keyboard.press(String(wrong[0]! + 1));
        await expect.poll(() => quizSection(page).getAttribute('data-phase')).toBe('feedback');
        const rightText = await optionText(quizOptions(page).nth(right), 'english');
        expect(await quizSection(page).getByRole('status').textContent()).toContain(`Not quite. “${word}” is “${rightText}”`);
      } else if (number === 2) {
        await page.keyboard.press('Space');
        await expect.poll(() => quizSection(page).getByRole('status').textContent()).toContain(`Skipped. “${word}” is`);
      } else {
        await page.keyboard.press(String(right + 1));
      }
      await nextQuestion(page, number + 1);
    }
    await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible(), WAIT).toBe(true);
    expect(await page.getByTestId('game-score').textContent()).toBe('80');

    const body = (await recorded).postDataJSON() as { gameId: string; answers: SentAnswer[] };
    expect(body.gameId).toBe('game3');
    expect(body.answers).toHaveLength(10);
    expect(body.answers.every((answer) => answer.skill === 'meaning' && answer.direction === 'ru-en')).toBe(true);
    expect(body.answers.map((answer) => answer.outcome).slice(0, 2)).toEqual(['wrong', 'skipped']);
    await page.context().close();
  }, 120_000);

  test('a Quiz round answered in English resumes after a reload still in English, whatever the picker says now', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await signInNewPlayer(page);
    await page.goto('/game3');
    await page.evaluate(() => localStorage.setItem('slovo.answerLanguage.game3', 'english'));
    await page.reload();
    await startByKeyboard(page);
    await expect.poll(() => quizSection(page).getAttribute('data-phase'), WAIT).toBe('choosing');
    await page.keyboard.press('1');
    await nextQuestion(page, 2);
    const asked = await quizSection(page).locator('h3 [lang="ru"]').textContent();
    expect(asked).toBeTruthy();

    await page.evaluate(() => localStorage.setItem('slovo.answerLanguage.game3', 'russian'));
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => quizSection(page).locator('h3 [lang="ru"]').textContent(), WAIT).toBe(asked);
    expect(await quizOptions(page).first().locator('[lang="en"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= 360)).toBe(true);
    await page.context().close();
  }, 60_000);

  test('Flashcards with the Russian front: chosen and remembered on the picker, played by keyboard, recorded ru-en', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    const englishByRussian = new Map((await categoryWords(page)).map((word) => [word.russian, word.english]));
    await page.goto('/game2');
    const frontSide = page.getByRole('group', { name: 'Front side' });
    await expect.poll(() => frontSide.getByRole('radio', { name: 'English' }).isChecked(), WAIT).toBe(true);
    await chooseByKeyboard(page, 'Front side', 'Русский');
    await page.reload();
    await expect.poll(() => frontSide.getByRole('radio', { name: 'Русский' }).isChecked(), WAIT).toBe(true);
    // The Quiz keeps its own choice: Russian options, its default.
    await page.goto('/game3');
    await expect
      .poll(() => page.getByRole('group', { name: 'Answer in' }).getByRole('radio', { name: 'Русский' }).isChecked(), WAIT)
      .toBe(true);
    await page.goto('/game2');
    expect(await findingsInEveryAppearance(page, 'Flashcards picker with the Russian front')).toEqual([]);

    await startByKeyboard(page);
    const game = page.getByRole('region', { name: 'Flashcards' });
    const position = game.getByTestId('flashcards-position');
    const card = game.getByRole('button', { name: /^(English|Russian) / });
    const announced = game.locator('[aria-live="polite"]');
    await expect.poll(() => position.textContent(), WAIT).toBe('Card 1 of 10');
    expect(await findingsInEveryAppearance(page, 'Flashcards with the Russian front')).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The card has focus from the start; the sweep left it on the header's theme toggle.
    await card.focus();

    const recorded = nextRecordedRound(page);
    for (let n = 1; n <= 10; n += 1) {
      await expect.poll(() => position.textContent(), WAIT).toBe(`Card ${n} of 10`);
      const front = withoutStress((await card.locator('[lang="ru"]').textContent()) ?? '');
      expect(englishByRussian.has(front)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => announced.textContent()).toBe(`English: ${englishByRussian.get(front)}`);
      expect(await card.locator('[lang="en"]').textContent()).toBe(englishByRussian.get(front));
      await page.keyboard.press(n <= 7 ? 'k' : 'l');
    }
    await expect.poll(() => announced.textContent()).toContain('Press Finish to see your score.');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible(), WAIT).toBe(true);
    expect(await page.getByTestId('game-score').textContent()).toBe('70');

    const body = (await recorded).postDataJSON() as { gameId: string; answers: SentAnswer[] };
    expect(body.gameId).toBe('game2');
    expect(body.answers).toHaveLength(10);
    expect(body.answers.every((answer) => answer.skill === 'meaning' && answer.direction === 'ru-en')).toBe(true);
    await page.context().close();
  }, 120_000);

  test('the spec’s ways are recorded en-ru: Flashcards with the English front', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await page.goto('/game2');
    await startByKeyboard(page);
    const game = page.getByRole('region', { name: 'Flashcards' });
    await expect.poll(() => game.getByTestId('flashcards-position').textContent(), WAIT).toBe('Card 1 of 10');
    expect(await game.getByRole('button', { name: /^English / }).count()).toBe(1);
    const recorded = nextRecordedRound(page);
    for (let n = 1; n <= 10; n += 1) await page.keyboard.press('k');
    await game.getByRole('button', { name: 'Finish' }).click();
    const body = (await recorded).postDataJSON() as { answers: SentAnswer[] };
    expect(body.answers.every((answer) => answer.skill === 'meaning' && answer.direction === 'en-ru')).toBe(true);
    await page.context().close();
  }, 60_000);
});
