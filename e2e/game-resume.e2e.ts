import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// A reload in the middle of a round (issue 13 §3): the tab keeps the round, and the game page
// offers it back instead of the category picker.

const openPage = useAppInBrowser();

const quiz = (page: Page) => page.locator('section.quiz');
/** The category picker (its select, or the learning session's card once a session runs). */
const picker = (page: Page) => page.locator('section.picker');

async function startQuiz(page: Page) {
  await page.goto('/game3');
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled()).toBe(true);
  await expect.poll(() => category.locator('option[value="animals"]').count()).toBe(1);
  await category.selectOption('animals');
  await page.getByRole('button', { name: /^XS/ }).click();
  await expect.poll(() => quiz(page).getAttribute('data-phase')).toBe('choosing');
}

/** Answers with the first option (right or wrong) and waits for question `next`. */
async function answerAndWait(page: Page, next: number) {
  await page.keyboard.press('1');
  await expect
    .poll(async () => `${await quiz(page).getAttribute('data-question')}:${await quiz(page).getAttribute('data-phase')}`, {
      timeout: 8000,
    })
    .toBe(`${next}:choosing`);
}

/** What the player sees of the round: the question, its word, and the score chips. */
async function roundOnScreen(page: Page) {
  return {
    question: await quiz(page).getAttribute('data-question'),
    word: await quiz(page).locator('h3 [lang="en"]').textContent(),
    score: (await quiz(page).getByRole('list', { name: 'Score so far' }).textContent())?.replace(/\s+/g, ' ').trim(),
    skip: await quiz(page).getByRole('button', { name: /^Skip/ }).textContent(),
  };
}

describe('a round interrupted by a reload', () => {
  test('Quiz at question 4 → reload → Resume (Enter) → question 4 with the same word and score', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await signInNewPlayer(page);
    await startQuiz(page);
    await answerAndWait(page, 2);
    await page.keyboard.press('Space'); // a skip is part of the round too
    await expect.poll(() => quiz(page).getAttribute('data-question')).toBe('3');
    await expect.poll(() => quiz(page).getAttribute('data-phase')).toBe('choosing');
    await answerAndWait(page, 4);
    const before = await roundOnScreen(page);
    expect(before.question).toBe('4');

    await page.reload();
    const offer = page.getByRole('heading', { name: 'Resume your round?' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Resume your round?' }).textContent()).toContain('Animals');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Resume');
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect.poll(() => quiz(page).getAttribute('data-phase')).toBe('choosing');
    expect(await roundOnScreen(page)).toEqual(before);

    // It plays on from there: the next answer is question 5.
    await answerAndWait(page, 5);
    await page.context().close();
  });

  test('Start over drops the round: the picker shows, and a second reload offers nothing', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await startQuiz(page);
    await answerAndWait(page, 2);

    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => picker(page).isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Resume your round?' }).count()).toBe(0);
    await page.context().close();
  });

  test('a round that was only opened, not played, is not offered back', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await startQuiz(page);
    await page.reload();
    await expect.poll(() => picker(page).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Resume your round?' }).count()).toBe(0);
    await page.context().close();
  });
});
