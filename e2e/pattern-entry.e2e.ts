import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { seriousAccessibilityIssues } from './support/axe';
import { useAppInBrowser } from './support/suite';

// Issue 30 §3.3 in real Chromium: Pattern Entry warns about reversed lines and swaps them, shows
// what the sanitiser stores, and lays the pairs and the skipped lines out without overlapping —
// with the keyboard alone, on a desktop and a phone, in English and Russian.

const openPage = useAppInBrowser();

/** Enough pairs to fill the preview, two reversed, one cleaned, and two lines skipped. */
const LINES = [
  'cat - кошка',
  'стол - table',
  'cup<script> - чашка',
  'dog = собака',
  'no separator here',
  'house | дом',
  'окно - window',
  'book: книга',
  'tree - дерево',
  'sun - солнце',
  'moon - луна',
  'cat - кошка',
];

/** A signed-in learner on My Vocabulary with an empty category selected. */
async function learnerWithCategory(page: Page, locale: 'en' | 'ru'): Promise<void> {
  const { token } = await signInNewPlayer(page);
  await page.addInitScript((value) => localStorage.setItem('slovo.locale', value), locale);
  const created = await page.request.post('/api/vocabulary/user/categories', {
    headers: { Authorization: `Bearer ${token}` },
    data: { categoryName: 'Kitchen' },
  });
  expect(created.status()).toBe(201);
  await page.goto('/my-vocabulary');
  await page
    .getByRole('button', { name: /Kitchen/ })
    .first()
    .click();
}

/** The preview's rows, top and bottom on the page: none may cover another. */
async function overlappingRows(preview: Locator): Promise<string[]> {
  return preview.locator('li').evaluateAll((items) => {
    const boxes = items.map((item) => ({ text: item.textContent ?? '', box: item.getBoundingClientRect() }));
    return boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .flatMap((b) => (a.box.bottom > b.box.top + 1 && b.box.bottom > a.box.top + 1 ? [`${a.text} / ${b.text}`] : [])),
    );
  });
}

/** Tab until the button named `name` has the focus (at most 8 steps). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
  }
  throw new Error(`${name} was not reached with Tab`);
}

const TEXTS = {
  en: {
    addWord: /^Add Word/,
    dialog: /Add Word/,
    pattern: 'Pattern Entry',
    warning: '2 lines look reversed: Russian on the left, English on the right.',
    swap: 'Swap sides',
    cleaned: 'cup<script> → will be stored as cupscript — чашка',
    pairs: 'Pairs to add',
    skipped: 'Skipped',
  },
  ru: {
    addWord: /^Добавить слово/,
    dialog: /Добавить слово/,
    pattern: 'По шаблону',
    warning: '2 строки, похоже, записаны наоборот: слева русское слово, справа английское.',
    swap: 'Поменять местами',
    cleaned: 'cup<script> → сохранится как cupscript — чашка',
    pairs: 'Пары для добавления',
    skipped: 'Пропущено',
  },
} as const;

describe('Pattern Entry warnings and preview (issue 30)', () => {
  test.each([
    { device: 'desktop', viewport: { width: 1280, height: 800 }, locale: 'en' as const },
    { device: 'phone', viewport: { width: 360, height: 740 }, locale: 'ru' as const },
  ])(
    '$device, $locale: reversed lines are swapped, cleaning is shown, rows never overlap',
    async ({ viewport, locale }) => {
      const t = TEXTS[locale];
      const page = await openPage(viewport);
      await learnerWithCategory(page, locale);
      await page.getByRole('button', { name: t.addWord }).first().click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      // Keyboard only: the tabs answer the arrow keys, then Tab reaches the text.
      await dialog.getByRole('tab').first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByRole('tab', { name: t.pattern }).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('Tab');
      // Inserted as one paste would be: typing 140 characters one by one only slows the test down.
      await page.keyboard.insertText(LINES.join('\n'));

      const preview = dialog.locator('section.add-words__preview');
      await expect.poll(() => preview.getByText(t.warning).isVisible()).toBe(true);
      const pairs = preview.getByRole('list', { name: t.pairs });
      // The arrow and the words read out beside it, spaces as a reader hears them.
      expect((await pairs.getByRole('listitem').nth(2).textContent())?.replace(/\s+/g, ' ')).toBe(t.cleaned);
      expect(await preview.getByRole('list', { name: t.skipped }).getByRole('listitem').count()).toBe(2);
      expect(await overlappingRows(preview)).toEqual([]);
      expect(await seriousAccessibilityIssues(page)).toEqual([]);

      await tabTo(page, t.swap);
      await page.keyboard.press('Enter');
      const text = dialog.getByRole('textbox');
      await expect.poll(() => text.inputValue()).toContain('table - стол\n');
      expect(await text.inputValue()).toContain('window - окно\n');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
      expect(await preview.getByText(t.warning).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.context().close();
    },
    90_000,
  );
});
