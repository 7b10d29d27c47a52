import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAdmin } from './support/auth';
import { launchBrowser, newPage } from './support/browser';
import { markupIncidents, watchPageForMarkup } from './support/markup-watch';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * Issue 14 part 2: stored content is text, never markup. A category name, its words and a username
 * that hold `<img src=x onerror=alert(1)>` and `<script>` are shown, literally, on every screen that
 * shows them — the games menu and header, each game's picker and round, the learning session card,
 * My Vocabulary, the admin vocabulary editor and admin users — and no dialog opens, no element is
 * made from them, no CSP violation happens (support/markup-watch.ts).
 *
 * The API's own rules keep such text out (words drop `<>`, usernames take letters only), so the
 * rows are written straight into the server's SQLite file: this is about what the screens do with
 * whatever a database holds (an old import, a restored backup, a row edited by hand).
 */

const DESCRIPTION = `<script>alert('description')</script>`;
const CATEGORY_KEY = 'stored-markup';
/** Not a word's text: the rounds' checks look for the words (alert(1)…alert(10)), not the title. */
const CATEGORY_NAME = `<img src=x onerror=alert('category')> <script>alert('category')</script>`;
/** Ten pairs (the games' smallest round), every side markup, each pair different. */
const WORDS = Array.from({ length: 10 }, (_, index) => ({
  english: `<img src=x onerror=alert(${index + 1})>`,
  russian: `<script>alert(${index + 1})</script>`,
}));
const USERNAME = '<img src=x onerror=alert(7)>';
const GAMES = ['/game1', '/game2', '/game3', '/game4', '/game5'];

const PAGE_WAIT = { timeout: 10_000 };

let dataDir = '';
let server: RunningServer | undefined;
let browser: Browser | undefined;
/** The player who owns the markup category and whose name is markup. */
let playerToken = '';

/** The page's visible text, to find the stored text literally (as typed, not as HTML). */
const pageText = (page: Page) => page.evaluate(() => document.body.innerText);

async function expectTextShown(page: Page, text: string | RegExp, where: string): Promise<void> {
  const shows = (shown: string) => (typeof text === 'string' ? shown.includes(text) : text.test(shown));
  await expect
    .poll(async () => shows(await pageText(page)), PAGE_WAIT)
    .toBe(true)
    .catch(async () => {
      throw new Error(
        `${where}: ${String(text)} is not shown as text. The page reads:\n${(await pageText(page)).slice(0, 1200)}`,
      );
    });
  expect(await markupIncidents(page), where).toEqual([]);
}

const HOSTILE_WORD = /<img src=x onerror=alert\(\d+\)>|<script>alert\(\d+\)<\/script>/;

/** What each game shows of a word: the word itself, except Mission, which deals its letters shuffled (`<` and `>` among them). */
const SHOWN_WORD: Record<string, RegExp> = { '/game4': /Буквы:(?=.*<)(?=.*>)/ };

/** Writes the markup rows: the player's shared category with its words, and the player's name. */
function storeMarkup(playerName: string): void {
  const db = new SqliteDatabase(join(dataDir, 'slovo.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    db.transaction(() => {
      const player = db.prepare('select id from users where username = ?').get(playerName) as { id: number };
      const { lastInsertRowid } = db
        .prepare(
          `insert into categories (name, display_name, display_key, description, user_id, privacy, is_approved_list, created_at, updated_at)
           values (?, ?, ?, ?, ?, 'shared', 0, ?, ?)`,
        )
        .run(CATEGORY_KEY, CATEGORY_NAME, CATEGORY_KEY, DESCRIPTION, player.id, now, now);
      const addWord = db.prepare(
        `insert into words (category_id, english, russian, part_of_speech, created_at, updated_at) values (?, ?, ?, 'noun', ?, ?)`,
      );
      for (const word of WORDS) addWord.run(lastInsertRowid, word.english, word.russian, now, now);
      db.prepare('update users set username = ? where id = ?').run(USERNAME, player.id);
    })();
  } finally {
    db.close();
  }
}

/** The server caches vocabulary answers; rows written behind its back need the admin's Clear Cache. */
async function clearVocabularyCache(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const cleared = await fetch(`${baseUrl}/api/vocabulary-admin/cache/clear`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(cleared.status).toBe(200);
}

/** Opens a game's picker (starting over a round kept from before) and plays the markup category. */
async function playMarkupCategory(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const startOver = page.getByRole('button', { name: 'Start over' });
  const category = page.getByLabel('Category');
  const chooseAnother = page.getByRole('button', { name: 'Choose another category' });
  await expect.poll(() => category.or(startOver).or(chooseAnother).first().isVisible(), PAGE_WAIT).toBe(true);
  if (await startOver.isVisible()) await startOver.click();
  if (await chooseAnother.isVisible()) await chooseAnother.click();
  await expect.poll(() => category.isEnabled(), PAGE_WAIT).toBe(true);
  // The picker lists the category under its name, as text.
  expect(await category.locator(`option[value="${CATEGORY_KEY}"]`).textContent()).toContain(CATEGORY_NAME);
  // The list may render again once loaded (which drops a choice made before): choose until the sizes
  // show — or the round starts, as Memory Match's does (it always plays 10 pairs).
  const smallest = page.getByRole('button', { name: 'XS (10)' });
  await expect
    .poll(async () => {
      if (!(await category.isVisible())) return true;
      if ((await category.inputValue()) !== CATEGORY_KEY) await category.selectOption(CATEGORY_KEY);
      return smallest.isVisible();
    }, PAGE_WAIT)
    .toBe(true);
  if (await smallest.isVisible()) await smallest.click();
}

/** Registers the player through the API (a real account, signed in with its token later). */
async function registerPlayer(baseUrl: string): Promise<{ username: string; token: string }> {
  const username = `markup_${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'e2e-password-123' }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { username, token };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'slovo-e2e-markup-'));
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: `file:${join(dataDir, 'slovo.db')}` }), launchBrowser()]);
  const player = await registerPlayer(server.url);
  playerToken = player.token;
  storeMarkup(player.username);
  await clearVocabularyCache(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openWatchedPage(): Promise<{ page: Page; dialogs: string[] }> {
  if (!server || !browser) throw new Error('the server and browser are not running');
  const page = await newPage(browser, server.url);
  const { dialogs } = await watchPageForMarkup(page);
  return { page, dialogs };
}

describe('stored markup shows as text in a real browser', () => {
  test('the watcher itself sees markup made from text (so a clean screen means something)', async () => {
    const { page } = await openWatchedPage();
    await page.goto('/');
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), `<img src=x onerror=alert(1)>`);
    // The element is seen, and so is the CSP refusing its inline handler.
    await expect
      .poll(() => markupIncidents(page), PAGE_WAIT)
      .toEqual(['element <img src=x>', expect.stringMatching(/^CSP script-src-attr/)]);
    await page.context().close();
  });

  test('a player sees the markup category, words and name as text in the header, every game, the session card and My Vocabulary', async () => {
    const { page, dialogs } = await openWatchedPage();
    await page.addInitScript((token) => localStorage.setItem('authToken', token), playerToken);

    // The header's avatar shows the name's first character; the Game Hub greets the player by name.
    await page.goto('/');
    await page.getByRole('button', { name: /games/i }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Game Hub' }).isVisible(), PAGE_WAIT).toBe(true);
    await expectTextShown(page, `Welcome, ${USERNAME}!`, 'games menu');
    await page.keyboard.press('Escape');

    for (const game of GAMES) {
      await playMarkupCategory(page, game);
      // Memory Match deals its cards face down: turning one shows its word.
      if (game === '/game5') await page.getByRole('group', { name: 'Cards' }).getByRole('button').first().click();
      await expectTextShown(page, SHOWN_WORD[game] ?? HOSTILE_WORD, `${game} round`);
    }

    // The first game started a learning session on the category: its card names it.
    await page.goto('/game1');
    const card = page.getByRole('region', { name: 'Continue Learning' });
    await expect.poll(() => card.isVisible(), PAGE_WAIT).toBe(true);
    expect(await card.innerText()).toContain(CATEGORY_NAME);
    expect(await markupIncidents(page), 'learning session card').toEqual([]);

    await page.goto('/my-vocabulary');
    await expectTextShown(page, CATEGORY_NAME, 'my vocabulary, categories');
    await page.getByText(CATEGORY_NAME, { exact: true }).first().click();
    await expectTextShown(page, WORDS[0]?.russian ?? '', 'my vocabulary, words');
    await expectTextShown(page, WORDS[0]?.english ?? '', 'my vocabulary, words');

    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  test('an admin sees them as text in the vocabulary editor and the users list', async () => {
    const { page, dialogs } = await openWatchedPage();
    await signInAdmin(page);

    await page.goto('/admin/vocabulary');
    await expectTextShown(page, CATEGORY_NAME, 'admin vocabulary, categories');
    await expectTextShown(page, USERNAME, 'admin vocabulary, creator');
    await page.getByText(CATEGORY_NAME, { exact: true }).first().click();
    await expectTextShown(page, WORDS[0]?.english ?? '', 'admin vocabulary, words');
    await expectTextShown(page, WORDS[0]?.russian ?? '', 'admin vocabulary, words');

    await page.goto('/admin/users');
    await expectTextShown(page, USERNAME, 'admin users');

    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
