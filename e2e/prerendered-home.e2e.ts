import { describe, expect, test } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

// Issue 17 §4 in real Chromium: Home's cards come in index.html, prerendered at build time, and the
// app takes them over (hydrates them) instead of drawing them again; other pages and other looks
// get the empty shell.

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
  await page.route('**/assets/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

const typerCard = (page: Page) => page.locator('main a[href="/game1"]');
const isPrerendered = async (page: Page, path: string) =>
  (await (await page.request.get(path, { headers: { accept: 'text/html' } })).text()).includes('data-prerendered');

describe('Home prerendered (issue 17 §4)', () => {
  test('shows the five game cards before any script has run, then the app takes those same cards over', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    const release = await holdScripts(page);
    // The page cannot finish loading (DOMContentLoaded waits for the held module script).
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => page.locator('footer').isVisible(), WAIT).toBe(true);

    for (const n of [1, 2, 3, 4, 5]) expect(await page.locator(`main a[href="/game${n}"]`).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Choose Your Game' }).isVisible()).toBe(true);
    // Nobody is known yet: no Login to flash away for a member.
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);
    // The empty progress bars stay empty: no style attribute for the CSP to refuse.
    expect(
      await page
        .locator('.progress__fill')
        .first()
        .evaluate((fill) => fill.getBoundingClientRect().width),
    ).toBe(0);
    await page.evaluate(() => {
      (window as unknown as { prerenderedCard: Element | null }).prerenderedCard =
        document.querySelector('main a[href="/game1"]');
    });

    await release();
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible(), WAIT).toBe(true);
    const sameCard = await page.evaluate(
      () =>
        (window as unknown as { prerenderedCard: Element | null }).prerenderedCard ===
        document.querySelector('main a[href="/game1"]'),
    );
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

  test('other pages, and a visitor in Russian or the light theme, get the empty shell rendered by the app', async () => {
    const page = await openPage();
    const errors = pageErrors(page);
    expect(await isPrerendered(page, '/game1')).toBe(false);
    await page.goto('/game1');
    await expect.poll(() => page.getByLabel('Category').isVisible(), WAIT).toBe(true);
    expect(await page.locator('main a[href="/game2"]').count()).toBe(0);

    await page.goto('/');
    expect(await isPrerendered(page, '/')).toBe(true);
    await page.getByRole('button', { name: 'RU — switch the interface to Russian' }).click();
    await expect.poll(() => page.locator('#home-title').textContent(), WAIT).toBe('Выберите игру');
    // The cookie tells the server: the next Home comes without English cards to replace.
    expect(await isPrerendered(page, '/')).toBe(false);
    await page.reload();
    await expect.poll(() => page.locator('#home-title').textContent(), WAIT).toBe('Выберите игру');

    await page.getByRole('button', { name: /EN — / }).click();
    await expect.poll(() => page.locator('#home-title').textContent(), WAIT).toBe('Choose Your Game');
    expect(await isPrerendered(page, '/')).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isPrerendered(page, '/')).toBe(false);
    await page.reload();
    await expect.poll(() => typerCard(page).isVisible(), WAIT).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(errors).toEqual([]);
  });
});
