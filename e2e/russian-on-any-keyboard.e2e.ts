import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { THEMES, useTheme } from './support/accessibility-sweep';
import { seriousAccessibilityIssues } from './support/axe';
import { signInNewPlayer } from './support/auth';
import { picture } from './support/screenshots';
import { useAppInBrowser } from './support/suite';

// Issue 33 §5 in real Chromium: Russian answered without a Russian keyboard — phonetic typing, the
// on-screen keyboard (by mouse, by keyboard alone, opening by itself on a touch screen) and an
// answer typed on the wrong layout; the editors' Russian field with the keyboard too.

const openPage = useAppInBrowser();
const LONG = { timeout: 8_000 };

/** A signed-in player's own category holding `words`; returns its name and the player's token. */
async function playerWithWords(page: Page, words: [string, string][]): Promise<{ categoryName: string; token: string }> {
  const { token } = await signInNewPlayer(page, 'keys');
  const headers = { Authorization: `Bearer ${token}` };
  const categoryName = `Keys ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName } });
  expect(created.status()).toBe(201);
  for (const [english, russian] of words) {
    const added = await page.request.post('/api/vocabulary/user/words', {
      headers,
      data: { categoryName, english, russian, part_of_speech: 'noun' },
    });
    expect(added.status()).toBe(201);
  }
  return { categoryName, token };
}

/** Typer answered in Russian on the player's category, all its words. */
async function startTyperInRussian(page: Page, categoryName: string) {
  await page.goto('/game1');
  const category = page.getByLabel(/^(Category|Категория)$/);
  await expect.poll(() => category.isEnabled()).toBe(true);
  await page.getByRole('radio', { name: /^(Русский|русском)$/ }).check();
  const option = category.locator('option', { hasText: categoryName });
  await expect.poll(() => option.count()).toBe(1);
  await category.selectOption((await option.getAttribute('value'))!);
  await page.getByRole('button', { name: /^(ALL|ВСЕ)/ }).click();
  const game = page.locator('section.typer');
  await expect.poll(() => game.getByText(/^(Type the Russian word for|Как по-русски)$/).isVisible(), LONG).toBe(true);
  return { game, feedback: game.getByRole('status') };
}

/** The letter boxes as shown: a letter, or "_" for an empty box. */
const board = (page: Page) =>
  page.locator('.typer__entry .typer-box').evaluateAll((boxes) => boxes.map((box) => box.textContent || '_').join(''));

const keyboardGroup = (page: Page) => page.getByRole('group', { name: /^(Russian keyboard|Русская клавиатура)$/ });
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

describe('Russian on any keyboard (issue 33 §5)', () => {
  test('Typer takes «щи» typed as shchi with phonetic typing on', async () => {
    const page = await openPage();
    const { categoryName } = await playerWithWords(page, [['cabbage soup', 'щи']]);
    const { game, feedback } = await startTyperInRussian(page, categoryName);
    expect(await game.getByRole('button', { name: 'Phonetic typing', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('shch');
    expect(await board(page)).toBe('щ_');
    await page.keyboard.type('i');
    await expect.poll(() => feedback.textContent()).toContain('Great job! щи is correct.');
    await page.context().close();
  }, 45_000);

  test('Typer answered with the on-screen keyboard by clicks, the focus staying on the boxes', async () => {
    const page = await openPage();
    const { categoryName } = await playerWithWords(page, [['cat', 'кот']]);
    const { game, feedback } = await startTyperInRussian(page, categoryName);
    await game.getByRole('button', { name: 'Russian keyboard', exact: true }).click();
    const keys = keyboardGroup(page);
    await expect.poll(() => keys.isVisible(), LONG).toBe(true);
    for (const letter of ['к', 'о']) await keys.getByRole('button', { name: letter, exact: true }).click();
    expect(await board(page)).toBe('ко_');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('typer__input'))).toBe(true);
    await keys.getByRole('button', { name: 'т', exact: true }).click();
    await expect.poll(() => feedback.textContent()).toContain('Great job!');
    await page.context().close();
  }, 45_000);

  test('an answer typed on the English layout is read as Russian, with a note saying so', async () => {
    const page = await openPage();
    const { categoryName } = await playerWithWords(page, [['hello', 'привет']]);
    const { game, feedback } = await startTyperInRussian(page, categoryName);
    // As a learner with a Russian layout who forgot to switch: phonetic typing off, the keys as they are.
    await game.getByRole('button', { name: 'Phonetic typing', exact: true }).click();
    await game.getByRole('textbox', { name: /Russian word for/ }).focus();
    await page.keyboard.type('ghbdtn');
    await expect.poll(() => feedback.textContent()).toContain('Great job!');
    expect(await feedback.textContent()).toContain('Typed on the English layout — read as «привет»');
    expect(await board(page)).toBe('привет');
    await page.context().close();
  }, 45_000);

  test('keyboard-only play: Tab to the keyboard button, open it, type with the keys', async () => {
    const page = await openPage();
    const { categoryName } = await playerWithWords(page, [['cabbage soup', 'щи']]);
    const { feedback } = await startTyperInRussian(page, categoryName);
    const tabTo = async (name: string, most: number) => {
      for (let n = 0; n < most && (await focusedName(page)) !== name; n += 1) await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe(name);
    };
    await tabTo('Russian keyboard', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => keyboardGroup(page).isVisible(), LONG).toBe(true);
    await tabTo('щ', 20);
    await page.keyboard.press('Enter');
    expect(await board(page)).toBe('щ_');
    // The focus stays on the key; the screen reader hears the boxes' text.
    expect(await focusedName(page)).toBe('щ');
    await expect.poll(() => keyboardGroup(page).locator('[aria-live]').textContent()).toBe('Typed: щ');
    await tabTo('и', 30);
    await page.keyboard.press('Space');
    await expect.poll(() => feedback.textContent()).toContain('Great job!');
    await page.context().close();
  }, 45_000);

  test('on a touch screen the keyboard opens by itself, fits 360 px and keeps the phone keyboard away', async () => {
    const page = await openPage({ width: 360, height: 740 }, { touch: true });
    const { categoryName } = await playerWithWords(page, [['cabbage soup', 'щи']]);
    const { feedback } = await startTyperInRussian(page, categoryName);
    const keys = keyboardGroup(page);
    await expect.poll(() => keys.isVisible(), LONG).toBe(true);
    expect(await page.locator('.typer__input').getAttribute('inputmode')).toBe('none');
    expect(await overflows(page)).toBe(false);
    for (const letter of ['щ', 'и']) await keys.getByRole('button', { name: letter, exact: true }).tap();
    await expect.poll(() => feedback.textContent()).toContain('Great job!');
    await page.context().close();
  }, 45_000);

  test('no serious accessibility finding with the keyboard and the table open: both themes, sizes and languages', async () => {
    const found: string[] = [];
    for (const locale of ['en', 'ru'] as const) {
      const page = await openPage();
      await page.addInitScript((value) => localStorage.setItem('slovo.locale', value), locale);
      const { categoryName } = await playerWithWords(page, [['cabbage soup', 'щи']]);
      const { game } = await startTyperInRussian(page, categoryName);
      await game.getByRole('button', { name: /^(Russian keyboard|Русская клавиатура)$/ }).click();
      await game.getByRole('button', { name: /^(Phonetic typing table|Таблица фонетического ввода)$/ }).click();
      const table = game.getByRole('region', { name: /which keys|какие клавиши/ });
      await expect.poll(() => keyboardGroup(page).isVisible(), LONG).toBe(true);
      await expect.poll(() => table.isVisible(), LONG).toBe(true);
      await game.getByRole('textbox').focus();
      await page.keyboard.type('shch');
      for (const theme of THEMES) {
        await page.setViewportSize({ width: 1280, height: 800 });
        await useTheme(page, theme);
        for (const size of [
          { width: 1280, height: 800 },
          { width: 360, height: 740 },
        ]) {
          await page.setViewportSize(size);
          for (const issue of await seriousAccessibilityIssues(page)) found.push(`${locale} ${theme} ${size.width}: ${issue}`);
          expect(await overflows(page), `${locale} ${theme} ${size.width} px`).toBe(false);
          // The boxes at the top, the keyboard under them, as a player sees the screen.
          await game.locator('.typer__prompt').evaluate((prompt) => prompt.scrollIntoView({ block: 'start' }));
          await picture(page, `typer-keyboard-${locale}-${theme}-${size.width}`);
          await table.scrollIntoViewIfNeeded();
          await picture(page, `typer-table-${locale}-${theme}-${size.width}`);
        }
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  }, 150_000);

  test('My Vocabulary: a word added with the Russian keyboard', async () => {
    const page = await openPage();
    const { categoryName } = await playerWithWords(page, [['cat', 'кот']]);
    await page.goto('/my-vocabulary');
    await page
      .getByRole('button', { name: new RegExp(categoryName) })
      .first()
      .click();
    await page
      .getByRole('button', { name: /Add Word/ })
      .first()
      .click();
    const add = page.getByRole('dialog', { name: /Add Word/ });
    await add.getByRole('textbox', { name: 'English word 1' }).fill('dog');
    await add.getByRole('button', { name: 'Russian keyboard', exact: true }).click();
    const keys = keyboardGroup(page);
    await expect.poll(() => keys.isVisible(), LONG).toBe(true);
    for (const letter of ['п', 'ё', 'с']) await keys.getByRole('button', { name: letter, exact: true }).click();
    expect(await add.getByRole('textbox', { name: 'Russian word 1' }).inputValue()).toBe('пёс');
    expect(await seriousAccessibilityIssues(page)).toEqual([]);
    await picture(page, 'add-word-keyboard-1280');
    await add.getByRole('button', { name: /^Add/ }).last().click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect.poll(() => success.isVisible(), LONG).toBe(true);
    await success.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(
        () =>
          page
            .getByRole('list', { name: `Words in ${categoryName}` })
            .getByText('пёс')
            .isVisible(),
        LONG,
      )
      .toBe(true);
    await page.context().close();
  }, 45_000);
});
