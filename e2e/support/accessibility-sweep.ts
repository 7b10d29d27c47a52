import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAccessibilityIssues } from './axe';
import { categoryWords, withoutStress } from './suite';

// The axe-core sweep of issue 13 §2 (e2e/accessibility-*.e2e.ts): every route, dialog and menu, and
// each game while playing and once completed, in both themes at 1280×800 and 360×740. A serious or
// critical finding fails. One page per test: the viewport is resized and the theme switched with
// the header's own toggle, so a game in progress is checked in all four appearances without being played
// four times. Two files, so the browser suite's workers share the sweep.

export const THEMES = ['dark', 'light'] as const;
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;
export const WAIT = { timeout: 8_000 };

export type Theme = (typeof THEMES)[number];

/** Switches the theme as a user does, with the header's toggle, and waits for the page to follow. */
export async function useTheme(page: Page, theme: Theme) {
  const current = () => page.evaluate(() => document.documentElement.dataset.theme);
  if ((await current()) === theme) return;
  // The toggle's name in either interface language (issue 17).
  const russian = theme === 'dark' ? 'Включить тёмную тему' : 'Включить светлую тему';
  await page.getByRole('button', { name: new RegExp(`^(Switch to ${theme} theme|${russian})$`) }).click();
  await expect.poll(current).toBe(theme);
}

export interface ScreenSteps {
  /** Brings the screen up (a dialog or menu); the theme toggle must be reachable before it. */
  show?: () => Promise<void>;
  /** Puts it away again, so the toggle can be pressed for the other theme. */
  hide?: () => Promise<void>;
}

/** axe's serious and critical findings on the screen in each theme and size, labelled with where. */
export async function findingsInEveryAppearance(page: Page, screen: string, { show, hide }: ScreenSteps = {}): Promise<string[]> {
  const found: string[] = [];
  for (const theme of THEMES) {
    await page.setViewportSize(SIZES[0]);
    await useTheme(page, theme);
    await show?.();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const issue of await seriousAccessibilityIssues(page)) found.push(`${screen} (${theme}, ${size.width}px): ${issue}`);
    }
    await hide?.();
  }
  return found;
}

/** Opens `path` and waits until the route's content is in (not the lazy-load fallback). */
export async function visit(page: Page, path: string, ready: () => Promise<boolean>) {
  await page.goto(path);
  await expect.poll(ready, WAIT).toBe(true);
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();
export const dialog = (page: Page) => page.getByRole('dialog');
export const gameComplete = (page: Page) => page.getByRole('heading', { name: 'Game Complete!' });

export async function pressEscapeUntilClosed(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** Picks the seeded "animals" category and, where the game asks, the smallest word count. */
export async function startGame(page: Page, path: string, withCount: boolean) {
  await visit(page, path, () => page.getByLabel('Category').isEnabled());
  await expect.poll(() => page.getByLabel('Category').locator('option[value="animals"]').count()).toBe(1);
  await page.getByLabel('Category').selectOption('animals');
  if (withCount) await page.getByRole('button', { name: /^XS\b/ }).click();
}

const key = (text: string) => withoutStress(text).trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

/** Plays each game to its end the quickest way a player who knows the words would. */
export const PLAY_TO_THE_END: Record<string, (page: Page) => Promise<void>> = {
  async typer(page) {
    const english = new Map((await categoryWords(page)).map((word) => [word.russian, word.english]));
    const game = page.getByRole('region', { name: 'Typer Game' });
    const counter = () => game.getByText(/^Word \d+ of \d+$/).textContent();
    while (!(await gameComplete(page).isVisible())) {
      const before = await counter();
      const russian = (await game.locator('.typer__russian[lang="ru"]').textContent()) ?? '';
      // The theme toggle had the focus while the game was checked: back to the answer.
      await game.getByRole('textbox', { name: /English word for/ }).focus();
      await page.keyboard.type(english.get(withoutStress(russian)) ?? 'unknown');
      await expect.poll(() => game.getByRole('status').textContent()).toContain('Great job');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await gameComplete(page).isVisible()) || (await counter()) !== before, WAIT).toBe(true);
    }
  },
  async flashcards(page) {
    const game = page.getByRole('region', { name: 'Flashcards' });
    const position = game.getByTestId('flashcards-position');
    const total = Number(((await position.textContent()) ?? '').match(/of (\d+)/)?.[1]);
    for (let n = 1; n <= total; n += 1) {
      await expect.poll(() => position.textContent(), WAIT).toBe(`Card ${n} of ${total}`);
      await game.getByRole('button', { name: /^(English|Russian) / }).click();
      await game.getByRole('button', { name: /I knew it/ }).click();
    }
    await game.getByRole('button', { name: 'Finish' }).click();
  },
  async quiz(page) {
    // Any answer will do: the first option each time, right or wrong.
    const options = page.getByRole('group', { name: 'Answer options' }).getByRole('button');
    while (!(await gameComplete(page).isVisible())) {
      const question = await page.locator('section.quiz').getAttribute('data-question');
      await options.first().click();
      await expect
        .poll(async () => {
          if (await gameComplete(page).isVisible()) return true;
          const section = page.locator('section.quiz');
          return (
            (await section.getAttribute('data-phase')) === 'choosing' &&
            (await section.getAttribute('data-question')) !== question
          );
        }, WAIT)
        .toBe(true);
    }
  },
  async mission(page) {
    const letters = (text: string) => [...text.replace(/\s+/g, '').toLowerCase()].sort().join('');
    const english = new Map((await categoryWords(page)).map((word) => [letters(word.english), word.english]));
    const mission = page.locator('section.mission');
    while (!(await gameComplete(page).isVisible())) {
      const counter = await page.getByTestId('mission-counter').textContent();
      const tiles = (await page.getByTestId('mission-letters').textContent()) ?? '';
      await page.getByRole('textbox', { name: 'Ваш ответ' }).fill(english.get(letters(tiles)) ?? 'unknown');
      await page.getByRole('textbox', { name: 'Ваш ответ' }).press('Enter');
      await expect
        .poll(async () => {
          if (await gameComplete(page).isVisible()) return true;
          return (
            (await mission.getAttribute('data-phase')) === 'answering' &&
            (await page.getByTestId('mission-counter').textContent()) !== counter
          );
        }, WAIT)
        .toBe(true);
    }
  },
  async memory(page) {
    const pairs = new Set(
      (await categoryWords(page)).flatMap((w) => [`${key(w.english)}|${key(w.russian)}`, `${key(w.russian)}|${key(w.english)}`]),
    );
    const isPair = (a: string, b: string) => pairs.has(`${key(a)}|${key(b)}`);
    const card = (position: number) => page.getByRole('button', { name: new RegExp(`^Card ${position},`) });
    const label = (position: number) => card(position).getAttribute('aria-label');
    const flip = async (position: number) => {
      await card(position).click();
      await expect.poll(() => label(position)).toMatch(/, (revealed|matched)$/);
      return ((await label(position)) ?? '').replace(/^Card \d+, /, '').replace(/, (revealed|matched)$/, '');
    };
    const count = await page.getByRole('group', { name: 'Cards' }).getByRole('button').count();
    const seen = new Map<number, string>();
    const matched = new Set<number>();
    while (matched.size < count) {
      const open = [...Array(count).keys()].map((i) => i + 1).filter((p) => !matched.has(p));
      const first = open.find((p) => !seen.has(p)) ?? open[0]!;
      seen.set(first, await flip(first));
      const partner = open.find((p) => p !== first && seen.has(p) && isPair(seen.get(p)!, seen.get(first)!));
      const second = partner ?? open.find((p) => p !== first && !seen.has(p))!;
      seen.set(second, await flip(second));
      if (isPair(seen.get(first)!, seen.get(second)!)) {
        matched.add(first).add(second);
      } else {
        // A mismatch turns both back by itself after a moment.
        await expect.poll(() => label(second), WAIT).toMatch(/, hidden$/);
      }
    }
  },
};

export const GAMES = [
  { name: 'Typer Game', path: '/game1', play: 'typer', withCount: true },
  { name: 'Flashcards', path: '/game2', play: 'flashcards', withCount: true },
  { name: 'Quiz Game', path: '/game3', play: 'quiz', withCount: true },
  { name: 'Mission', path: '/game4', play: 'mission', withCount: true },
  { name: 'Memory Game', path: '/game5', play: 'memory', withCount: false },
] as const;
