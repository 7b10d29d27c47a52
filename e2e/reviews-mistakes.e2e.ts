import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';
import { answerBook, answerKey, quizOptions, quizSection, sortOptions } from './support/quiz-page';

// The mistake book end to end (issue 15), in real Chromium against the real server: a signed-in
// player misses two words in a Quiz on purpose; the round's answers are recorded as reviews; back in
// the Quiz picker "My mistakes (2)" is offered, and it plays exactly those two words.

const openPage = useAppInBrowser();

const gameComplete = (page: Page) => page.getByRole('heading', { name: 'Game Complete!' });

/** Waits for question `number` or the end of the round (a wrong answer's feedback alone lasts 2.5 s). */
async function nextQuestion(page: Page, number: number) {
  await expect
    .poll(
      async () => {
        if (await gameComplete(page).isVisible()) return 'done';
        const section = quizSection(page);
        const here =
          (await section.getAttribute('data-question')) === String(number) &&
          (await section.getAttribute('data-phase')) === 'choosing';
        return here ? 'next' : 'waiting';
      },
      { timeout: 8000 },
    )
    .not.toBe('waiting');
}

/**
 * Plays the round on screen to its end: the questions whose number is in `miss` answered wrong,
 * every other one right. Resolves with the words asked and the words missed, as shown.
 */
async function playRound(page: Page, book: Map<string, Set<string>>, miss: ReadonlySet<number>) {
  await expect.poll(() => quizSection(page).getAttribute('data-phase')).toBe('choosing');
  const total = Number((await quizSection(page).locator('.quiz__counter').textContent())?.match(/of (\d+)/)?.[1]);
  const asked: string[] = [];
  const missed: string[] = [];
  for (let number = 1; number <= total; number += 1) {
    const { word, right, wrong } = await sortOptions(page, book);
    asked.push(answerKey(word));
    if (miss.has(number)) {
      missed.push(answerKey(word));
      await quizOptions(page).nth(wrong[0]!).click();
    } else {
      await quizOptions(page).nth(right).click();
    }
    await nextQuestion(page, number + 1);
  }
  await expect.poll(() => gameComplete(page).isVisible()).toBe(true);
  return { total, asked, missed };
}

/** The player's review summary as the server has it now. */
async function summary(page: Page, token: string): Promise<{ due: number; mistakes: number }> {
  const response = await page.request.get('/api/reviews/summary', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { due: number; mistakes: number };
}

describe('the mistake book in a real browser', () => {
  test('two deliberate misses in a Quiz → "My mistakes (2)" in the picker → it plays exactly those two words', async () => {
    const page = await openPage({ width: 1280, height: 800 });
    const { token } = await signInNewPlayer(page, 'mistakes');
    const book = await answerBook(page);

    await page.goto('/game3');
    const category = page.getByLabel('Category');
    await expect.poll(() => category.locator('option[value="animals"]').count()).toBe(1);
    // A new player has nothing to review yet: only the categories are offered.
    expect(await category.locator('optgroup').count()).toBe(0);
    await category.selectOption('animals');
    await page.getByRole('button', { name: 'XS (10)' }).click();

    const first = await playRound(page, book, new Set([2, 5]));
    expect(first.total).toBe(10);
    expect(first.missed).toHaveLength(2);

    // The round's answers reach the server once the round is over.
    await expect.poll(async () => (await summary(page, token)).mistakes, { timeout: 10_000 }).toBe(2);

    await page.getByRole('button', { name: 'Play Again' }).click();
    // The round started a learning session in Animals: its card comes first; the lists are in the chooser.
    await page.getByRole('button', { name: 'Choose another category' }).click();
    const mistakes = category.locator('optgroup[label="Review"] option[value="__mistakes"]');
    await expect.poll(() => mistakes.textContent(), { timeout: 10_000 }).toBe('My mistakes (2)');
    expect(await seriousAccessibilityIssues(page), 'picker with the review lists').toEqual([]);

    await category.selectOption('__mistakes');
    await expect.poll(() => page.getByText('2 words in this list. Pick how many to play with.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'XS (10)' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'ALL' }).click();

    const second = await playRound(page, book, new Set());
    expect(second.total).toBe(2);
    expect([...second.asked].sort()).toEqual([...first.missed].sort());
    await page.context().close();
  }, 120_000); // two Quiz rounds, each miss showing its feedback 2.5 s: about 30–60 s on two busy cores
});
