import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();

/** The English words of the Flashcards round in play, read from its grid view once `count` cards are dealt. */
async function playedWords(page: Page, count: number): Promise<string[]> {
  const game = page.getByRole('region', { name: 'Flashcards' });
  await game.getByRole('button', { name: 'Grid', exact: true }).click();
  const english = game.getByRole('list', { name: 'All cards' }).locator('[lang="en"]');
  await expect.poll(() => english.count(), { timeout: 5000 }).toBe(count);
  return english.allTextContents();
}

describe('category picker and learning sessions in a real browser', () => {
  test('an anonymous visitor gets the preview and can start a game on sample data', async () => {
    const page = await openPage();
    await page.goto('/game3');
    await expect.poll(() => page.getByText('Preview Mode: Login to get full access').isVisible()).toBe(true);
    const category = page.getByLabel('Category');
    await expect.poll(() => category.isEnabled()).toBe(true);
    await category.selectOption('sample-animals');
    await page.getByRole('button', { name: 'XS (10)' }).click();
    const question = page.getByRole('heading', { level: 3, name: /Question 1 of 10/ });
    await expect.poll(() => question.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await page.getByRole('group', { name: 'Answer options' }).getByRole('button').count()).toBe(4);
    await page.context().close();
  });

  test('a player starts a session, leaves, returns to Continue Learning, moves on a batch and dismisses', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await page.goto('/game2');
    const category = page.getByLabel('Category');
    await expect.poll(() => category.isEnabled()).toBe(true);
    await expect.poll(() => category.locator('option[value="animals"]').textContent()).toMatch(/Animals \(\d+ words\)/);
    await category.selectOption('animals');
    await page.getByRole('button', { name: 'M (20)' }).click();
    const firstBatch = await playedWords(page, 20);

    // Leave and come back: the server remembers the session.
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.goto('/game2');
    const card = page.getByRole('region', { name: 'Continue Learning' });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText('Animals').isVisible()).toBe(true);

    // Practising the current batch replays the same words (the game may order them afresh).
    await card.getByRole('button', { name: 'Practice Current Batch' }).click();
    expect((await playedWords(page, 20)).sort()).toEqual([...firstBatch].sort());

    await page.goto('/game2');
    await page.getByRole('region', { name: 'Continue Learning' }).getByRole('button', { name: 'Next 20 Words' }).click();
    await expect.poll(() => page.getByText('Moving to next batch: 20 new words!').isVisible()).toBe(true);
    const secondBatch = await playedWords(page, 20);
    expect(secondBatch.some((word) => firstBatch.includes(word))).toBe(false);

    await page.goto('/game2');
    const cardAgain = page.getByRole('region', { name: 'Continue Learning' });
    await expect.poll(() => cardAgain.getByText(/20\s*\/\s*\d+ words studied/).isVisible()).toBe(true);
    await cardAgain.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => page.getByText('Learning session dismissed. Choose a new category.').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(true);
    await page.goto('/game2');
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Continue Learning' }).count()).toBe(0);
    await page.context().close();
  });
});
