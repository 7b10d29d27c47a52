import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// Issue 17 §4 in real Chromium: Home's cards come in the page, prerendered at build time in the
// visitor's language and theme, and the app takes them over (hydrates them) instead of drawing them
// again; other pages get the empty shell.

const openPage = useAppInBrowser();
const WAIT = { timeout: 8_000 };

/** Errors the page reported: console errors (a hydration mismatch, a CSP refusal) and uncaught exceptions. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's scripts until `release` is called: what a visitor sees before they have run. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.continue() : void held.push(route));
  await page.route('**/assets/*.js', hold);
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/assets/*.js', hold);
  };
}

const typerCard = (page: Page) => page.locator('main a[href="/game1"]');

/** The appearance Home is prerendered in on the page the server sends for `path` (with the context's cookies); null for the empty shell. */
async function prerenderedAppearance(page: Page, path: string): Promise<string | null> {
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  return /<div id="root" data-prerendered="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Loads Home with `open` (a navigation or a reload, not waiting for the load) while the scripts are
 * held: checks what shows before they run, then lets them run and tells whether the app kept that
 * very Typer card (hydrated the page) rather than drawing a new one.
 */
async function takeOver(page: Page, open: () => Promise<unknown>, beforeScripts: () => Promise<void>): Promise<boolean> {
  const release = await holdScripts(page);
  // The page cannot finish loading (DOMContentLoaded waits for the held module script).
  await open();
  await expect.poll(() => page.locator('footer').isVisible(), WAIT).toBe(true);
  await beforeScripts();
  await page.evaluate(() => {
    (window as unknown as { prerenderedCard: Element | null }).prerenderedCard = document.querySelector('main a[href="/game1"]');
  });
  await release();
  // The app is live once React has attached itself to a card (hydrated it, or drawn a new one).
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const card = document.querySelector('main a[href="/game1"]');
          return card !== null && Object.keys(card).some((key) => key.startsWith('__reactFiber$'));
        }),
      WAIT,
    )
    .toBe(true);
  await page.waitForLoadState('load');
  return page.evaluate(
    () =>
      (window as unknown as { prerenderedCard: Element | null }).prerenderedCard ===
      document.querySelector('main a[href="/game1"]'),
  );
}

describe('Home prerendered (issue 17 §4)', () => {
  test('shows the five game cards before any script has run, then the app takes those same cards over', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    const sameCard = await takeOver(
      page,
      () => page.goto('/', { waitUntil: 'commit' }),
      async () => {
        for (const n of [1, 2, 3, 4, 5]) expect(await page.locator(`main a[href="/game${n}"]`).isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: 'Choose Your Game' }).isVisible()).toBe(true);
        // A visitor's Login and preview banner are there from the first paint: nothing pushes the
        // page later.
        expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
        expect(await page.getByText('Preview Mode: Login to get full access').isVisible()).toBe(true);
        // The empty progress bars stay empty: no style attribute for the CSP to refuse.
        expect(
          await page
            .locator('.progress__fill')
            .first()
            .evaluate((fill) => fill.getBoundingClientRect().width),
        ).toBe(0);
      },
    );
    expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(sameCard).toBe(true);
    expect(await page.locator('main a[href^="/game"]').count()).toBe(5);

    // The taken-over card is the app's link: it opens the game without loading the page again.
    await page.evaluate(() => {
      (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
    });
    await typerCard(page).click();
    await expect.poll(() => page.getByLabel('Category').isVisible(), WAIT).toBe(true);
    expect(page.url()).toMatch(/\/game1$/);
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a signed-in player with saved scores gets the prerendered cards, then their own scores and name, with no error', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    const { token } = await signInNewPlayer(page);
    const saved = await page.request.put('/api/progress/game3', {
      headers: { authorization: `Bearer ${token}` },
      data: { score: 80, completed: false },
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/');
    const quiz = page.locator('main a[href="/game3"]');
    await expect.poll(() => quiz.textContent(), WAIT).toContain('Best Score: 80');
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("a returning player gets a returning player's Home: no Login or preview banner flashes before the app runs, and it is taken over", async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    await signInNewPlayer(page);
    // The first visit writes the appearance cookie; from then on the server knows a session is
    // stored.
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Your progress →' }).isVisible(), WAIT).toBe(true);
    expect(await prerenderedAppearance(page, '/')).toBe('en.dark.member');
    const sameCard = await takeOver(
      page,
      () => page.reload({ waitUntil: 'commit' }),
      async () => {
        expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
        expect(await page.getByText('Preview Mode: Login to get full access').count()).toBe(0);
        expect(await page.getByRole('link', { name: 'Your progress →' }).isVisible()).toBe(true);
      },
    );
    expect(sameCard).toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('other pages get the empty shell; a visitor in Russian or the light theme gets Home prerendered in their appearance, taken over as it is', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    expect(await prerenderedAppearance(page, '/game1')).toBeNull();
    await page.goto('/game1');
    await expect.poll(() => page.getByLabel('Category').isVisible(), WAIT).toBe(true);
    expect(await page.locator('main a[href="/game2"]').count()).toBe(0);

    await page.goto('/');
    expect(await prerenderedAppearance(page, '/')).toBe('en.dark');
    await page.getByRole('button', { name: 'RU — switch the interface to Russian' }).click();
    await expect.poll(() => page.locator('#home-title').textContent(), WAIT).toBe('Выберите игру');
    // The cookie tells the server, which sends Home in Russian from then on.
    expect(await prerenderedAppearance(page, '/')).toBe('ru.dark');
    const keptInRussian = await takeOver(
      page,
      () => page.reload({ waitUntil: 'commit' }),
      async () => {
        expect(await page.locator('#home-title').textContent()).toBe('Выберите игру');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      },
    );
    expect(keptInRussian).toBe(true);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Войти' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: /светлую тему/ }).click();
    expect(await prerenderedAppearance(page, '/')).toBe('ru.light');
    const keptInLight = await takeOver(
      page,
      () => page.reload({ waitUntil: 'commit' }),
      async () => {
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
        expect(await page.locator('#home-title').textContent()).toBe('Выберите игру');
      },
    );
    expect(keptInLight).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(errors).toEqual([]);
  });
});
