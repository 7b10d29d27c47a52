import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { MILK, RYAZHENKA, STRESSED_CATEGORY, chooseStressedCategory, playerWithStressedWords } from './support/stressed-words';
import { useAppInBrowser } from './support/suite';

// Issue 32 §3–4: a stress set by tapping a vowel in the learner's editor shows in Flashcards and the
// Quiz, as does one set through the API; the header's switch hides every mark, and the choice
// outlasts a reload; the stats' word card shows what the word knows and where each fact came from.

const openPage = useAppInBrowser();
const WAIT = { timeout: 8_000 };

const stressSwitch = (page: Page) => page.getByRole('button', { name: 'Show stress marks' });

/** Sets a word's stress as a learner does: Edit Word in My Vocabulary, a tap on the vowel, Save. */
async function tapStress(page: Page, english: string, russian: string, vowel: string): Promise<void> {
  await page.goto('/my-vocabulary');
  await page.getByRole('list', { name: 'Your Categories' }).getByRole('button', { name: STRESSED_CATEGORY, exact: true }).click();
  await page.getByRole('button', { name: `Edit ${english}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Word' });
  await expect.poll(() => edit.isVisible(), WAIT).toBe(true);
  const button = edit.getByRole('group', { name: `Stress in “${russian}”` }).getByRole('button', { name: vowel });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => edit.isVisible(), WAIT).toBe(false);
}

/** Every card of the deck, turned to its Russian side, as the grid shows them. */
async function flashcardsRussian(page: Page): Promise<string[]> {
  await chooseStressedCategory(page, '/game2', true);
  const game = page.getByRole('region', { name: 'Flashcards' });
  await expect.poll(() => game.getByTestId('flashcards-position').textContent(), WAIT).toMatch(/^Card 1 of 4$/);
  await game.getByRole('button', { name: 'Grid', exact: true }).click();
  await game.getByRole('button', { name: /Flip all/ }).click();
  const words = game.getByRole('list', { name: 'All cards' }).locator('.flashcard__face--back [lang="ru"]');
  await expect.poll(() => words.count(), WAIT).toBe(4);
  return words.allTextContents();
}

/** The first question's options: with four words every question offers all four translations. */
async function quizOptions(page: Page): Promise<string[]> {
  await chooseStressedCategory(page, '/game3', true);
  const options = page.locator('section.quiz .quiz__option-text');
  await expect.poll(() => options.count(), WAIT).toBe(4);
  return options.allTextContents();
}

describe('stress marks in a real browser (issue 32)', () => {
  test('a stress set by a tap in the editor shows in Flashcards and the Quiz; the switch hides it and is remembered', async () => {
    const page = await openPage();
    await playerWithStressedWords(page);
    await tapStress(page, RYAZHENKA.english, RYAZHENKA.russian, 'Vowel 1: я');

    const cards = await flashcardsRussian(page);
    expect(cards).toContain(RYAZHENKA.stressed);
    expect(cards).toContain(MILK.stressed);
    const options = await quizOptions(page);
    expect(options).toContain(RYAZHENKA.stressed);
    expect(options).toContain(MILK.stressed);
    expect(await stressSwitch(page).getAttribute('aria-pressed')).toBe('true');

    // Hidden: the Quiz on screen follows at once, and so does every page after a reload.
    await stressSwitch(page).click();
    await expect.poll(() => stressSwitch(page).getAttribute('aria-pressed')).toBe('false');
    const shown = page.locator('section.quiz .quiz__option-text');
    await expect.poll(() => shown.allTextContents()).toContain(RYAZHENKA.russian);
    expect(await shown.allTextContents()).toContain(MILK.russian);
    expect(await shown.allTextContents()).not.toContain(MILK.stressed);

    await page.reload();
    const bare = await flashcardsRussian(page);
    expect(bare).toEqual(expect.arrayContaining([MILK.russian, RYAZHENKA.russian]));
    expect(bare).not.toContain(RYAZHENKA.stressed);
    expect(await stressSwitch(page).getAttribute('aria-pressed')).toBe('false');

    // Home comes prerendered with the marks' default (shown): the switch follows the stored choice
    // as the page takes it over, without a hydration error.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Choose Your Game' }).isVisible(), WAIT).toBe(true);
    await expect.poll(() => stressSwitch(page).getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);

    // And back on.
    await stressSwitch(page).click();
    await expect.poll(() => stressSwitch(page).getAttribute('aria-pressed')).toBe('true');
    expect(await quizOptions(page)).toContain(MILK.stressed);
    await page.context().close();
  }, 90_000);

  test('the mistake book opens the word card, with the word’s facts and their sources', async () => {
    const page = await openPage({ width: 360, height: 740 });
    await playerWithStressedWords(page);
    await page.goto('/stats');
    const book = page.getByRole('list', { name: 'Mistake book' });
    await expect.poll(() => book.getByRole('listitem').count(), WAIT).toBe(1);
    expect(await book.getByRole('listitem').textContent()).toContain(`milk — ${MILK.stressed}`);

    await book.getByRole('button', { name: `Word card: ${MILK.russian} — milk` }).click();
    const card = page.getByRole('dialog', { name: `Word card: ${MILK.stressed} — milk` });
    await expect.poll(() => card.isVisible(), WAIT).toBe(true);
    expect(await card.getByText('neuter (оно)').first().isVisible()).toBe(true);
    expect(await card.getByRole('row', { name: `Genitive singular (of one) молока\u0301` }).isVisible()).toBe(true);
    expect(await card.getByText('Checked: set in an editor').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect.poll(() => card.count()).toBe(0);

    // A phone's header has no room for the switch: it is in the Games menu, named in full.
    expect(await stressSwitch(page).isVisible()).toBe(false);
    await page.getByRole('button', { name: /games/i }).click();
    const inMenu = page.getByRole('region', { name: 'Game Hub' }).getByRole('button', { name: 'Show stress marks' });
    await inMenu.click();
    await expect.poll(() => inMenu.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => book.getByRole('listitem').textContent()).toContain(`milk — ${MILK.russian} `);
    await page.context().close();
  }, 60_000);
});
