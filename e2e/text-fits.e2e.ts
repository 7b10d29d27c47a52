import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAdmin, signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// Issue 30 §3.4: on a 360 px phone the header's page titles were cut ("Slo…", "Ty… G…", "User
// Manageme…") and Memory Match broke words mid-word ("competitio/n"). Every title now shows whole,
// and a word is never split across lines: the type shrinks instead.

const openPage = useAppInBrowser();
const PHONE = { width: 360, height: 740 } as const;
const WAIT = { timeout: 8_000 };

const PAGES = [
  '/',
  '/game1',
  '/game2',
  '/game3',
  '/game4',
  '/game5',
  '/my-vocabulary',
  '/stats',
  '/admin/users',
  '/admin/vocabulary',
];

interface Fit {
  text: string;
  /** Overflow of the text past its box, px (0 when it fits). */
  overflow: number;
  /** Words that lie on more than one line, or were cut short. */
  splitWords: string[];
}

/**
 * Whether `element`'s text fits its box whole: nothing hidden past its edges, and each word on one
 * line (the rectangles of a word's letters share one top).
 */
function measureFit(element: Element): Fit {
  const text = element.textContent ?? '';
  const box = element as HTMLElement;
  const overflow = Math.max(box.scrollWidth - box.clientWidth, box.scrollHeight - box.clientHeight, 0);
  const splitWords: string[] = [];
  const node = [...element.childNodes].find((child) => child.nodeType === Node.TEXT_NODE) ?? element.firstChild;
  if (node?.nodeType === Node.TEXT_NODE) {
    const content = node.textContent ?? '';
    for (const match of content.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) splitWords.push(match[0]);
    }
  }
  return { text, overflow, splitWords };
}

async function titleFit(page: Page): Promise<Fit> {
  return page.locator('.app-header__title').evaluate(measureFit);
}

async function openIn(page: Page, locale: 'en' | 'ru'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('slovo.locale', value), locale);
}

describe("the header's page title on a 360 px phone (issue 30 §3.4)", () => {
  for (const who of ['a visitor', 'an admin'] as const) {
    for (const locale of ['en', 'ru'] as const) {
      test(`shows whole for ${who} in ${locale === 'en' ? 'English' : 'Russian'} on every page`, async () => {
        const page = await openPage(PHONE);
        if (who === 'an admin') await signInAdmin(page);
        await openIn(page, locale);
        const cut: Fit[] = [];
        for (const path of PAGES) {
          await page.goto(path);
          // The header settles once the session is known: Login for a visitor, none for the admin.
          const login = page.getByRole('banner').getByRole('button', { name: locale === 'en' ? 'Login' : 'Войти' });
          await expect.poll(() => login.count(), WAIT).toBe(who === 'a visitor' ? 1 : 0);
          await expect.poll(() => page.locator('.app-header__title').textContent(), WAIT).not.toBe('');
          const fit = await titleFit(page);
          if (fit.overflow > 0.5 || fit.splitWords.length > 0) cut.push(fit);
        }
        expect(cut).toEqual([]);
        await page.context().close();
      });
    }
  }
});

const LONG_PAIRS = [
  ['competition', 'соревнование'],
  ['responsibility', 'ответственность'],
  ['extraordinary', 'необыкновенный'],
  ['international', 'международный'],
  ['pronunciation', 'произношение'],
  ['entertainment', 'развлечение'],
  ['understanding', 'взаимопонимание'],
  ['environmental', 'экологический'],
  ['neighbourhood', 'окрестности'],
  ['photographer', 'фотограф'],
] as const;

/** A player with a private category of long words, as Memory Match's only category besides the built-in ones. */
async function playerWithLongWords(page: Page): Promise<void> {
  const { token } = await signInNewPlayer(page);
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/vocabulary/user/categories', { headers, data: { categoryName: 'Long words' } });
  expect(created.status()).toBe(201);
  const { categoryId } = (await created.json()) as { categoryId: number };
  const added = await page.request.post('/api/vocabulary/user/words/batch', {
    headers,
    data: { categoryId, pairs: LONG_PAIRS.map(([english, russian]) => ({ english, russian })) },
  });
  expect(added.ok()).toBe(true);
}

describe('Memory Match on a 360 px phone (issue 30 §3.4)', () => {
  test('turns every card of long words face up with each word whole on one line inside its card', async () => {
    const page = await openPage(PHONE);
    await playerWithLongWords(page);
    await page.goto('/game5');
    const category = page.getByLabel('Category');
    await expect.poll(() => category.locator('option', { hasText: 'Long words' }).count(), WAIT).toBe(1);
    await category.selectOption({ label: (await category.locator('option', { hasText: 'Long words' }).textContent()) ?? '' });
    const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
    await expect.poll(() => cards.count(), WAIT).toBe(20);

    const broken: Fit[] = [];
    for (let position = 1; position <= 20; position++) {
      const card: Locator = page.getByRole('button', { name: new RegExp(`^Card ${position},`) });
      await card.click();
      await expect.poll(() => card.getAttribute('aria-label')).toMatch(/revealed$/);
      const fit = await card.locator('.memory-card__word').evaluate(measureFit);
      const inside = await card.evaluate((button) => {
        const word = button.querySelector('.memory-card__word')!.getBoundingClientRect();
        const face = button.getBoundingClientRect();
        return word.left >= face.left - 0.5 && word.right <= face.right + 0.5;
      });
      if (fit.overflow > 0.5 || fit.splitWords.length > 0 || !inside) broken.push(fit);
      // Clicking the only card turned hides it again.
      await card.click();
      await expect.poll(() => card.getAttribute('aria-label')).toMatch(/hidden$/);
    }
    expect(broken).toEqual([]);
    await page.context().close();
  });
});
