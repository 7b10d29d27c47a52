import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './support/browser';
import { findingsInEveryAppearance } from './support/accessibility-sweep';
import { signInNewPlayer } from './support/auth';
import { useAppInBrowser } from './support/suite';

const openPage = useAppInBrowser();
/** These tests are about the offline service worker, which other tests block. */
const withWorker = { serviceWorkers: 'allow' } as const;
const WAIT = { timeout: 10_000 };
const WORDS = 10;

/** Until the service worker answers this page's requests (it installs once the page is idle). */
async function workerInControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), WAIT).toBe(true);
}

/** The body of `path`'s last answer the worker has kept for offline use, or null. */
const keptAnswer = (page: Page, path: string) =>
  page.evaluate(async (wanted) => {
    const names = await caches.keys();
    for (const name of names.filter((candidate) => candidate.startsWith('slovo-data'))) {
      const cache = await caches.open(name);
      const kept = (await cache.keys()).find((request) => new URL(request.url).pathname === wanted);
      if (kept) return (await cache.match(kept))?.text() ?? null;
    }
    return null;
  }, path);

/** Whether the worker has kept `path`'s last answer for offline use. */
const keptForOffline = async (page: Page, path: string) => (await keptAnswer(page, path)) !== null;

/** Plays Flashcards on animals from the picker on screen: `known` cards rated "I knew it", the rest "still learning". */
async function playFlashcards(page: Page, known: number): Promise<void> {
  const category = page.getByLabel('Category');
  await expect.poll(() => category.isEnabled(), WAIT).toBe(true);
  await category.selectOption('animals');
  await page.getByRole('button', { name: `XS (${WORDS})`, exact: true }).click();
  const game = page.getByRole('region', { name: 'Flashcards' });
  const position = game.getByTestId('flashcards-position');
  for (let n = 1; n <= WORDS; n += 1) {
    await expect.poll(() => position.textContent(), WAIT).toBe(`Card ${n} of ${WORDS}`);
    await game.getByRole('button', { name: /^(English|Russian) / }).click();
    await game.getByRole('button', { name: n <= known ? /I knew it/ : /Still learning/ }).click();
  }
  await game.getByRole('button', { name: 'Finish' }).click();
  await expect.poll(() => page.getByRole('heading', { name: 'Game Complete!' }).isVisible(), WAIT).toBe(true);
  expect(await page.getByTestId('game-score').textContent()).toBe(String((known / WORDS) * 100));
}

/** What the server holds for the player, asked from outside the browser (whose network is off). */
async function onServer(page: Page, token: string) {
  const origin = new URL(page.url()).origin;
  const headers = { authorization: `Bearer ${token}` };
  const progress = (await (await fetch(`${origin}/api/progress`, { headers })).json()) as {
    progress: Record<string, { bestScore: number; completed: boolean }>;
  };
  const history = await (await fetch(`${origin}/api/reviews/history.csv`, { headers })).text();
  return {
    flashcards: progress.progress.game2!,
    /** One line per answer recorded, after the header. */
    answers: history.trim().split('\n').length - 1,
  };
}

/** A new signed-in player, the worker in control, who has played Flashcards on animals once online. */
async function playedOnceWithWorker(known: number): Promise<{ page: Page; token: string }> {
  const page = await openPage(undefined, withWorker);
  const { token } = await signInNewPlayer(page);
  await page.goto('/game2');
  await workerInControl(page);
  await playFlashcards(page, known);
  return { page, token };
}

const homeCard = (page: Page) => page.getByRole('link', { name: 'Flashcards' });
const offlineBadge = (page: Page) => page.getByRole('status').filter({ hasText: 'Offline' });

describe('Installable and offline', () => {
  test('Chromium finds the app installable: a valid manifest with icons and a service worker', async () => {
    const probe = await openPage();
    await probe.goto('/');
    const origin = new URL(probe.url()).origin;
    await probe.context().close();
    // A profile on disk: Chromium never offers installation in an incognito context (every other test's).
    const profile = mkdtempSync(join(tmpdir(), 'slovo-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      baseURL: origin,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, each page opens from the kept pages: Home with its prerendered cards, any other page from the empty shell', async () => {
    const page = await openPage(undefined, withWorker);
    await page.goto('/');
    await workerInControl(page);
    await page.context().setOffline(true);

    const game = await page.goto('/game1');
    expect(game?.fromServiceWorker()).toBe(true);
    expect(await game?.text()).not.toContain('data-prerendered');
    await expect.poll(() => page.getByLabel('Category').isVisible(), WAIT).toBe(true);
    expect(await page.locator('main a[href="/game2"]').count()).toBe(0);
    expect(await offlineBadge(page).isVisible()).toBe(true);

    const home = await page.goto('/');
    expect(home?.fromServiceWorker()).toBe(true);
    expect(await home?.text()).toContain('data-prerendered');
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible(), WAIT).toBe(true);
    expect(await page.locator('main a[href^="/game"]').count()).toBe(5);
    await page.context().close();
  });

  test('offline mid-visit: a played category plays again, and the result reaches the server once, when the connection returns', async () => {
    const { page, token } = await playedOnceWithWorker(3);
    await expect.poll(async () => (await onServer(page, token)).answers, WAIT).toBe(WORDS);

    await page.context().setOffline(true);
    await expect.poll(() => offlineBadge(page).isVisible(), WAIT).toBe(true);
    expect(await findingsInEveryAppearance(page, 'Game complete, offline')).toEqual([]);
    // Back to the picker inside the app (no reload), and the same category once more.
    await page.getByRole('button', { name: /Play Again/i }).click();
    await playFlashcards(page, WORDS);
    const whileOffline = await onServer(page, token);
    expect(whileOffline.flashcards.bestScore).toBe(30);
    expect(whileOffline.answers).toBe(WORDS);

    await page.context().setOffline(false);
    await expect.poll(() => offlineBadge(page).isVisible(), WAIT).toBe(false);
    await expect.poll(async () => (await onServer(page, token)).flashcards.bestScore, WAIT).toBe(100);
    await expect.poll(async () => (await onServer(page, token)).answers, WAIT).toBe(2 * WORDS);
    // Nothing is left to send twice: a new page load sends nothing more.
    await page.goto('/');
    await expect.poll(() => homeCard(page).getByText('Best Score: 100').isVisible(), WAIT).toBe(true);
    expect((await onServer(page, token)).answers).toBe(2 * WORDS);
    await page.context().close();
  });

  test('offline reload: the app, the signed-in player and a played category open and play; the result goes up later', async () => {
    const { page, token } = await playedOnceWithWorker(5);
    await expect.poll(() => keptForOffline(page, '/api/vocabulary/category/animals'), WAIT).toBe(true);
    await expect.poll(() => keptForOffline(page, '/api/vocabulary/categories/lightweight'), WAIT).toBe(true);
    // The progress read after the game may still be on its way: wait until the kept one has the score.
    await expect
      .poll(async () => JSON.parse((await keptAnswer(page, '/api/progress')) ?? '{}')?.progress?.game2?.bestScore, WAIT)
      .toBe(50);

    await page.context().setOffline(true);
    await page.goto('/');
    await expect.poll(() => offlineBadge(page).isVisible(), WAIT).toBe(true);
    // Still signed in: the header offers no Login, and Home shows the player's result.
    await expect.poll(() => homeCard(page).getByText('Best Score: 50').isVisible(), WAIT).toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).count()).toBe(0);

    await homeCard(page).click();
    await playFlashcards(page, 8);
    expect((await onServer(page, token)).flashcards.bestScore).toBe(50);

    await page.context().setOffline(false);
    await expect.poll(async () => (await onServer(page, token)).flashcards.bestScore, WAIT).toBe(80);
    await expect.poll(async () => (await onServer(page, token)).answers, WAIT).toBe(2 * WORDS);
    await page.context().close();
  });
});
