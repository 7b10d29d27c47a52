import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signInAdmin, signInNewPlayer } from './support/auth';
import { seriousAccessibilityIssues } from './support/axe';
import { categoryWords, useAppInBrowser } from './support/suite';

// The axe-core sweep of issue 13 §2: every route, dialog and menu, and each game while playing and
// once completed, in both themes at 1280×800 and 360×740. A serious or critical finding fails.
// One page per test: the viewport is resized and the theme switched with the header's own toggle,
// so a game in progress is checked in all four looks without being played four times.

const openPage = useAppInBrowser();

const THEMES = ['dark', 'light'] as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
] as const;
const WAIT = { timeout: 8_000 };

type Theme = (typeof THEMES)[number];

/** Switches the theme as a user does, with the header's toggle, and waits for the page to follow. */
async function useTheme(page: Page, theme: Theme) {
  const current = () => page.evaluate(() => document.documentElement.dataset.theme);
  if ((await current()) === theme) return;
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await expect.poll(current).toBe(theme);
}

interface Look {
  /** Brings the screen up (a dialog or menu); the theme toggle must be reachable before it. */
  show?: () => Promise<void>;
  /** Puts it away again, so the toggle can be pressed for the other theme. */
  hide?: () => Promise<void>;
}

/** axe's serious and critical findings on the screen in each theme and size, labelled with where. */
async function findingsInEveryLook(page: Page, screen: string, { show, hide }: Look = {}): Promise<string[]> {
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
async function visit(page: Page, path: string, ready: () => Promise<boolean>) {
  await page.goto(path);
  await expect.poll(ready, WAIT).toBe(true);
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();
const dialog = (page: Page) => page.getByRole('dialog');
const gameComplete = (page: Page) => page.getByRole('heading', { name: 'Game Complete!' });

async function pressEscapeUntilClosed(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog(page).count()).toBe(0);
}

/** Picks the seeded "animals" category and, where the game asks, the smallest word count. */
async function startGame(page: Page, path: string, withCount: boolean) {
  await visit(page, path, () => page.getByLabel('Category').isEnabled());
  await expect.poll(() => page.getByLabel('Category').locator('option[value="animals"]').count()).toBe(1);
  await page.getByLabel('Category').selectOption('animals');
  if (withCount) await page.getByRole('button', { name: /^XS\b/ }).click();
}

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');

/** Plays each game to its end the quickest way a player who knows the words would. */
const PLAY_TO_THE_END: Record<string, (page: Page) => Promise<void>> = {
  async typer(page) {
    const english = new Map((await categoryWords(page)).map((word) => [word.russian, word.english]));
    const game = page.getByRole('region', { name: 'Typer Game' });
    const counter = () => game.getByText(/^Word \d+ of \d+$/).textContent();
    while (!(await gameComplete(page).isVisible())) {
      const before = await counter();
      const russian = (await game.locator('.typer__russian[lang="ru"]').textContent()) ?? '';
      // The theme toggle had the focus while the game was checked: back to the answer.
      await game.getByRole('textbox', { name: /English word for/ }).focus();
      await page.keyboard.type(english.get(russian) ?? 'unknown');
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

const GAMES = [
  { name: 'Typer Game', path: '/game1', play: 'typer', withCount: true },
  { name: 'Flashcards', path: '/game2', play: 'flashcards', withCount: true },
  { name: 'Quiz Game', path: '/game3', play: 'quiz', withCount: true },
  { name: 'Mission', path: '/game4', play: 'mission', withCount: true },
  { name: 'Memory Game', path: '/game5', play: 'memory', withCount: false },
] as const;

describe('accessibility sweep (axe-core: no serious or critical finding, both themes, 1280×800 and 360×740)', () => {
  test('a visitor: Home, Components, the five category pickers, a guarded page, Not Found, the sign-in and register dialog, Support, the Games menu', async () => {
    const page = await openPage();
    const found: string[] = [];

    await visit(page, '/', () => heading(page, 'Choose Your Game').isVisible());
    found.push(...(await findingsInEveryLook(page, 'Home')));
    found.push(
      ...(await findingsInEveryLook(page, 'Games menu', {
        show: () => page.getByRole('button', { name: /games/i }).click(),
        hide: () => page.keyboard.press('Escape'),
      })),
    );
    found.push(
      ...(await findingsInEveryLook(page, 'Support dialog', {
        show: async () => {
          await page.getByRole('button', { name: 'Support the Project' }).click();
          await expect
            .poll(
              () =>
                dialog(page)
                  .getByRole('heading', { name: /Share|Transfer/ })
                  .count(),
              WAIT,
            )
            .toBeGreaterThan(0);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    found.push(
      ...(await findingsInEveryLook(page, 'Sign-in dialog', {
        show: () => page.getByRole('button', { name: 'Login' }).click(),
        hide: () => pressEscapeUntilClosed(page),
      })),
    );
    found.push(
      ...(await findingsInEveryLook(page, 'Register dialog', {
        show: async () => {
          await page.getByRole('button', { name: 'Login' }).click();
          await dialog(page)
            .getByRole('button', { name: /create one/i })
            .click();
          await expect.poll(() => dialog(page).getByLabel('Confirm Password').isVisible()).toBe(true);
        },
        hide: () => pressEscapeUntilClosed(page),
      })),
    );

    await visit(page, '/components', () =>
      page
        .getByRole('link', { name: /Back to Home/ })
        .first()
        .isVisible(),
    );
    found.push(...(await findingsInEveryLook(page, 'Components')));
    for (const game of GAMES) {
      await visit(page, game.path, () => page.getByLabel('Category').isEnabled());
      found.push(...(await findingsInEveryLook(page, `${game.name} category picker`)));
    }
    await visit(page, '/my-vocabulary', () => heading(page, 'Access Required').isVisible());
    found.push(...(await findingsInEveryLook(page, 'My Vocabulary, signed out')));
    await visit(page, '/no-such-page', () => heading(page, 'Page Not Found').isVisible());
    found.push(...(await findingsInEveryLook(page, 'Not Found')));

    expect(found).toEqual([]);
    await page.context().close();
  }, 180_000);

  test('signed in: My Vocabulary, and as an admin the Vocabulary Editor, User Management and the full Games menu', async () => {
    const player = await openPage();
    await signInNewPlayer(player);
    const found: string[] = [];
    await player.goto('/my-vocabulary');
    await player.waitForLoadState('networkidle');
    found.push(...(await findingsInEveryLook(player, 'My Vocabulary')));
    await player.context().close();

    const admin = await openPage();
    await signInAdmin(admin);
    await admin.goto('/admin/vocabulary');
    await admin.waitForLoadState('networkidle');
    found.push(...(await findingsInEveryLook(admin, 'Vocabulary Editor')));
    await admin.goto('/admin/users');
    await admin.waitForLoadState('networkidle');
    found.push(...(await findingsInEveryLook(admin, 'User Management')));
    found.push(
      ...(await findingsInEveryLook(admin, 'Games menu, admin', {
        show: () => admin.getByRole('button', { name: /games/i }).click(),
        hide: () => admin.keyboard.press('Escape'),
      })),
    );

    expect(found).toEqual([]);
    await admin.context().close();
  }, 120_000);

  test('a primary button reached with Tab shows a solid focus ring, in both themes', async () => {
    const page = await openPage();
    await visit(page, '/', () => heading(page, 'Choose Your Game').isVisible());
    const support = page.getByRole('button', { name: 'Support the Project' });
    for (const theme of THEMES) {
      await useTheme(page, theme);
      // Focus the card before it, then Tab, so the browser treats the focus as keyboard focus.
      await page.locator('[data-game="game5"]').focus();
      await page.keyboard.press('Tab');
      expect(await support.evaluate((element) => element === document.activeElement)).toBe(true);
      const ring = await support.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
    }
    await page.context().close();
  });

  test('with prefers-reduced-motion, nothing slides or fades, yet the page transition still shows', async () => {
    const page = await openPage();
    const card = page.locator('[data-game="game2"]');
    const cardTransitions = () =>
      card.evaluate((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .map((value) => parseFloat(value)),
      );
    const longestAnimation = () =>
      page.evaluate(() =>
        Math.max(0, ...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().duration ?? 0))),
      );

    await visit(page, '/', () => heading(page, 'Choose Your Game').isVisible());
    expect(Math.max(...(await cardTransitions()))).toBeGreaterThan(0.1);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await card.hover();
    expect(Math.max(...(await cardTransitions()))).toBeLessThanOrEqual(0.001);
    await card.click();
    await expect.poll(() => page.getByTestId('page-transition').isVisible()).toBe(true);
    expect(await longestAnimation()).toBeLessThanOrEqual(1);
    // The overlay keeps its time on screen (spec: 1200 ms), only without motion.
    await expect.poll(() => page.getByTestId('page-transition').count(), WAIT).toBe(0);
    await page.context().close();
  });

  for (const game of GAMES) {
    test(`${game.name}: while playing and once completed`, async () => {
      // A new player each: the picker offers the chooser, not the session another game started.
      const page = await openPage();
      await signInNewPlayer(page);
      await startGame(page, game.path, game.withCount);
      await expect.poll(() => page.getByLabel('Category').count(), WAIT).toBe(0);
      const found = await findingsInEveryLook(page, `${game.name}, playing`);

      await page.setViewportSize(SIZES[0]);
      await PLAY_TO_THE_END[game.play]!(page);
      await expect.poll(() => gameComplete(page).isVisible(), WAIT).toBe(true);
      found.push(...(await findingsInEveryLook(page, `${game.name}, completed`)));

      expect(found).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});
