import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { seriousAccessibilityIssues } from './support/axe';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();

/** Waits for what follows a navigation or a server call: the machine may be busy. */
const PAGE_WAIT = { timeout: 5000 };

/** The English words of the Flashcards round in play, read from its grid view once `count` cards are dealt. */
async function playedWords(page: Page, count: number): Promise<string[]> {
  const game = page.getByRole('region', { name: 'Flashcards' });
  await game.getByRole('button', { name: 'Grid', exact: true }).click();
  const english = game.getByRole('list', { name: 'All cards' }).locator('[lang="en"]');
  await expect.poll(() => english.count(), { timeout: 5000 }).toBe(count);
  return english.allTextContents();
}

/**
 * Opens a game's picker. A round left unfinished in this tab is offered back first (Resume / Start
 * over); these tests are about the picker, so they start over.
 */
async function openPicker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const startOver = page.getByRole('button', { name: 'Start over' });
  const picker = page.getByRole('region', { name: 'Continue Learning' }).or(page.getByLabel('Category')).or(startOver);
  await expect.poll(() => picker.first().isVisible(), PAGE_WAIT).toBe(true);
  if (await startOver.isVisible()) await startOver.click();
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

  test('a player works through a session: counters advance in any game, batches hold what they promise, the last says its size', async () => {
    const page = await openPage();
    await signInNewPlayer(page);
    await openPicker(page, '/game2');
    const category = page.getByLabel('Category');
    await expect.poll(() => category.isEnabled(), PAGE_WAIT).toBe(true);
    await expect
      .poll(() => category.locator('option[value="animals"]').textContent(), PAGE_WAIT)
      .toMatch(/Animals \(\d+ words\)/);
    const total = Number(/\((\d+) words\)/.exec((await category.locator('option[value="animals"]').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(60);
    expect(total).toBeLessThan(90);
    await category.selectOption('animals');
    await page.getByRole('button', { name: 'XL (30)' }).click();
    const firstBatch = await playedWords(page, 30);

    // Another game, after a reload: the server remembers the session, and the batch played counts.
    await openPicker(page, '/game1');
    const card = page.getByRole('region', { name: 'Continue Learning' });
    await expect.poll(() => card.isVisible(), PAGE_WAIT).toBe(true);
    await expect.poll(() => card.getByText('Animals').isVisible(), PAGE_WAIT).toBe(true);
    expect(await card.getByText(/words studied/).textContent()).toMatch(new RegExp(`^30\\s*/\\s*${total} words studied`));
    expect(await seriousAccessibilityIssues(page)).toEqual([]);

    // Practising the current batch replays the same words (the game may order them afresh).
    await openPicker(page, '/game2');
    await card.getByRole('button', { name: 'Practice Current Batch' }).click();
    expect((await playedWords(page, 30)).sort()).toEqual([...firstBatch].sort());

    await openPicker(page, '/game2');
    await card.getByRole('button', { name: 'Next 30 Words' }).click();
    await expect.poll(() => page.getByText('Moving to next batch: 30 new words!').isVisible(), PAGE_WAIT).toBe(true);
    const secondBatch = await playedWords(page, 30);
    expect(secondBatch.some((word) => firstBatch.includes(word))).toBe(false);

    // What is left is one short batch, and its button says how many words it holds.
    const rest = total - 60;
    await openPicker(page, '/game2');
    await expect
      .poll(() => card.getByText(/words studied/).textContent())
      .toMatch(new RegExp(`^60\\s*/\\s*${total} words studied`));
    expect(await card.getByRole('button', { name: /^Next \d+ Words$/ }).count()).toBe(0);
    await card.getByRole('button', { name: `Last ${rest} Words` }).click();
    await expect.poll(() => page.getByText(`Moving to next batch: ${rest} new words!`).isVisible(), PAGE_WAIT).toBe(true);
    const lastBatch = await playedWords(page, rest);
    expect(new Set([...firstBatch, ...secondBatch, ...lastBatch]).size).toBe(total);

    // Every word has been in a batch: the card says the category is completed.
    await openPicker(page, '/game2');
    await expect.poll(() => card.getByText('Category completed').isVisible(), PAGE_WAIT).toBe(true);
    expect(await card.getByText(/words studied/).textContent()).toMatch(new RegExp(`^${total}\\s*/\\s*${total} words studied`));
    expect(await card.getByText('Last batch! Practice across all games to complete this category.').isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: /^(Next|Last) \d+ Words?$/ }).count()).toBe(0);

    // Another category from the card, without dismissing first: the new one replaces the session.
    await card.getByRole('button', { name: 'Choose another category' }).click();
    await expect.poll(() => page.getByLabel('Category').isVisible(), PAGE_WAIT).toBe(true);
    expect(await card.count()).toBe(0);
    await page.getByLabel('Category').selectOption('body');
    await page.getByRole('button', { name: 'XS (10)' }).click();
    await playedWords(page, 10);
    await openPicker(page, '/game5');
    await expect.poll(() => card.getByText('Parts of the Body').isVisible(), PAGE_WAIT).toBe(true);
    expect(await card.getByText(/words studied/).textContent()).toMatch(/^10\s*\/\s*\d+ words studied/);

    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect
      .poll(() => page.getByText('Learning session dismissed. Choose a new category.').isVisible(), PAGE_WAIT)
      .toBe(true);
    await expect.poll(() => page.getByLabel('Category').isVisible(), PAGE_WAIT).toBe(true);
    await openPicker(page, '/game2');
    await expect.poll(() => page.getByLabel('Category').isVisible(), PAGE_WAIT).toBe(true);
    expect(await card.count()).toBe(0);
    await page.context().close();
  });
});
