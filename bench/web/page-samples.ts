/**
 * One browser sample each: a new browser context (empty HTTP cache, no storage, no cookies), the
 * probe script installed before any page script, one measurement, the context closed. Playwright
 * only drives the page and waits; the figures are the probe's in-page timestamps (page-probe.ts).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_THEME,
  LOCALE_STORAGE_KEY,
  APPEARANCE_COOKIE,
  THEME_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  appearanceName,
} from '@slovo/shared';
import { VIEWPORT } from './chromium';
import type { ProbeMarks, ProbeTarget } from './page-probe';
import { PROBE_DESCRIPTIONS, probe, probeScript } from './page-probe';
import type { WebGame } from './web-games';

/** Longest wait for one step of a sample; a page that needs longer has failed. */
const STEP_TIMEOUT_MS = 15_000;
/** The seeded system category every game is started with (it has well over 20 words). */
export const CATEGORY = 'animals';
export const COUNT_BUTTON = 'XS (10)';

/** How often the page is asked whether its marks are in. */
const POLL_MS = 50;

let players = 0;

/**
 * Registers a new player through the API and signs the context in the way the app remembers a
 * session: the access token in localStorage (the refresh cookie lands in the context's jar). A new
 * player per sample, so no learning session from an earlier sample offers "Continue Learning".
 */
async function signIn(context: BrowserContext, appUrl: string): Promise<void> {
  players += 1;
  const username = `bench_${Date.now().toString(36)}${players}`;
  const response = await context.request.post(new URL('/api/auth/register', appUrl).href, {
    data: { username, email: `${username}@example.com`, password: 'bench-password-123' },
  });
  if (response.status() !== 201)
    throw new Error(`registering a player answered ${response.status()}: ${(await response.text()).slice(0, 200)}`);
  const { token } = (await response.json()) as { token: string };
  await context.addInitScript({
    content: `try { localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)}); } catch {}`,
  });
  // The appearance cookie the app keeps for a player with a stored session: the server sends their
  // Home.
  const appearance = appearanceName({ locale: DEFAULT_LANGUAGE, theme: DEFAULT_THEME, member: true });
  await context.addCookies([{ name: APPEARANCE_COOKIE, value: appearance, url: appUrl }]);
}

/** A returning visitor's saved interface language and theme ("ru.light"), as the app keeps them. */
export interface SavedAppearance {
  locale: 'en' | 'ru';
  theme: 'dark' | 'light';
}

/** Gives the context a visitor's saved appearance: the app's stored choices and the appearance cookie it keeps for the server. */
async function rememberAppearance(
  context: BrowserContext,
  appUrl: string,
  appearance: SavedAppearance,
  member: boolean,
): Promise<void> {
  await context.addCookies([{ name: APPEARANCE_COOKIE, value: appearanceName({ ...appearance, member }), url: appUrl }]);
  await context.addInitScript({
    content:
      `try { localStorage.setItem(${JSON.stringify(LOCALE_STORAGE_KEY)}, ${JSON.stringify(appearance.locale)}); ` +
      `localStorage.setItem(${JSON.stringify(THEME_STORAGE_KEY)}, ${JSON.stringify(appearance.theme)}); } catch {}`,
  });
}

async function withContext<T>(browser: Browser, run: (context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    return await run(context);
  } finally {
    await context.close();
  }
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return page;
}

/**
 * Waits for the probe's `interactive` mark and returns all marks. Polled from here with plain
 * evaluations: page.waitForFunction with an expression evaluates it with eval() inside the page,
 * which the app's Content-Security-Policy (script-src 'self') forbids. The polling interval does
 * not enter the figures, which are the page's own timestamps.
 */
async function marksWhenInteractive(page: Page, target: ProbeTarget): Promise<Required<ProbeMarks>> {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  type PageMarks = (ProbeMarks & { error: string | null }) | null;
  let marks: PageMarks = null;
  while (performance.now() < deadline) {
    marks = (await page.evaluate(probe.marks)) as PageMarks;
    if (marks?.interactive !== undefined) {
      return { choice: marks.choice ?? 0, visible: marks.visible ?? Number.NaN, interactive: marks.interactive };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const detail = marks?.error ? ` (the page test threw: ${marks.error})` : '';
  throw new Error(`did not see ${PROBE_DESCRIPTIONS[target]} within ${STEP_TIMEOUT_MS / 1000} s on ${page.url()}${detail}`);
}

export interface PageLoadSample {
  /** ms from the navigation's start until the watched element was visible. */
  visibleMs: number;
  /** ms from the navigation's start until the first task after the frame that painted it. */
  interactiveMs: number;
}

/**
 * Opens `url` in a new context (signed in when asked), waits until it is interactive, and hands the
 * page and its marks to `read` before the context closes.
 */
function loadPage<T>(
  browser: Browser,
  url: string,
  target: ProbeTarget,
  options: { signedInAt?: string; appearance?: SavedAppearance },
  read: (page: Page, marks: Required<ProbeMarks>) => Promise<T>,
): Promise<T> {
  return withContext(browser, async (context) => {
    await context.addInitScript({ content: probeScript(target) });
    if (options.signedInAt) await signIn(context, options.signedInAt);
    if (options.appearance) await rememberAppearance(context, url, options.appearance, options.signedInAt !== undefined);
    const page = await newPage(context);
    await page.goto(url, { waitUntil: 'commit' });
    return read(page, await marksWhenInteractive(page, target));
  });
}

/** Opens `url` in a new context (cold cache; signed in, or with a saved appearance, when asked) and measures it from the navigation's start. */
export function samplePageLoad(
  browser: Browser,
  url: string,
  target: ProbeTarget,
  options: { signedInAt?: string; appearance?: SavedAppearance } = {},
): Promise<PageLoadSample> {
  return loadPage(browser, url, target, options, async (page, marks) => {
    if (options.appearance) {
      // A figure for the wrong appearance would pass for this one: the page must be in the saved
      // appearance.
      const shown = await page.evaluate(() => `${document.documentElement.lang}.${document.documentElement.dataset.theme}`);
      const saved = `${options.appearance.locale}.${options.appearance.theme}`;
      if (shown !== saved) throw new Error(`the page showed ${shown}, not the saved appearance ${saved}`);
    }
    return { visibleMs: marks.visible, interactiveMs: marks.interactive };
  });
}

/**
 * A repeat visit (issue 17 §4): `url` is opened once and left open until the offline service
 * worker has installed and answers the page (the app's files kept), then opened again in a new
 * tab of the same context and measured from that navigation. The HTTP cache is warm too, as on
 * any repeat visit.
 */
export function sampleRepeatVisit(
  browser: Browser,
  url: string,
  target: ProbeTarget,
  options: { signedInAt?: string } = {},
): Promise<PageLoadSample> {
  return withContext(browser, async (context) => {
    if (options.signedInAt) await signIn(context, options.signedInAt);
    const first = await newPage(context);
    await first.goto(url);
    await workerInControl(first);
    await first.close();
    await context.addInitScript({ content: probeScript(target) });
    const page = await newPage(context);
    await page.goto(url, { waitUntil: 'commit' });
    const marks = await marksWhenInteractive(page, target);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null)))
      throw new Error('the repeat visit was not answered by the service worker');
    return { visibleMs: marks.visible, interactiveMs: marks.interactive };
  });
}

/** Until the page's service worker has installed (every file kept) and answers its requests. */
async function workerInControl(page: Page): Promise<void> {
  const deadline = performance.now() + STEP_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no service worker answered ${page.url()} within ${STEP_TIMEOUT_MS / 1000} s`);
}

/** One request of a page load, as the page's Resource Timing saw it; ms from the navigation's start. */
export interface WaterfallEntry {
  /** The path (same origin) or the URL. */
  name: string;
  /** What asked for it: navigation, script, link, fetch… */
  initiator: string;
  start: number;
  end: number;
  /** Bytes on the wire (0 when unknown). */
  transferBytes: number;
}

export interface Waterfall {
  entries: WaterfallEntry[];
  visibleMs: number;
  interactiveMs: number;
}

const WATERFALL_SCRIPT = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const row = (entry, initiator) => ({
    name: entry.name.startsWith(location.origin) ? entry.name.slice(location.origin.length) || '/' : entry.name,
    initiator,
    start: Math.round(entry.startTime),
    end: Math.round(entry.responseEnd),
    transferBytes: entry.transferSize || 0,
  });
  return [row(nav, 'navigation'), ...performance.getEntriesByType('resource').map((entry) => row(entry, entry.initiatorType))];
})()`;

/**
 * One more cold load of `url`, kept for its request waterfall: every request the page made until
 * it was interactive (and the API calls still running then), from the page's Resource Timing.
 */
export function sampleWaterfall(
  browser: Browser,
  url: string,
  target: ProbeTarget,
  options: { signedInAt?: string } = {},
): Promise<Waterfall> {
  return loadPage(browser, url, target, options, async (page, marks) => {
    // Requests started before interactive may still be finishing: give them a moment to be listed.
    await page.waitForTimeout(300);
    const entries = ((await page.evaluate(WATERFALL_SCRIPT)) as WaterfallEntry[])
      .filter((entry) => entry.start <= marks.interactive)
      .sort((a, b) => a.start - b.start);
    return { entries, visibleMs: marks.visible, interactiveMs: marks.interactive };
  });
}

export interface GameStartSample {
  /** ms from the choosing click (or category change) until the first playable card was visible. */
  playableMs: number;
  /** ms from the choice until the first task after the frame that painted it. */
  interactiveMs: number;
}

/**
 * A signed-in player opens the game, waits for the category list, chooses "animals" and — where
 * there is one — the XS (10) count. The clock starts at the last of these choices, the one that
 * starts the game (Memory Match has no count: its category choice starts it).
 */
export function sampleGameStart(browser: Browser, appUrl: string, game: WebGame): Promise<GameStartSample> {
  return withContext(browser, async (context) => {
    await context.addInitScript({ content: probeScript(null) });
    await signIn(context, appUrl);
    const page = await newPage(context);
    await page.goto(new URL(game.path, appUrl).href);
    // selectOption waits until the select is enabled and holds the option.
    const category = page.getByLabel('Category');
    if (game.hasCountSelector) {
      await category.selectOption(CATEGORY);
      const count = page.getByRole('button', { name: COUNT_BUTTON, exact: true });
      await count.waitFor();
      await page.evaluate(probe.armChoice(game.id));
      await count.click();
    } else {
      await category.waitFor();
      await page.evaluate(probe.armChoice(game.id));
      await category.selectOption(CATEGORY);
    }
    const marks = await marksWhenInteractive(page, game.id);
    if (!marks.choice) throw new Error(`the choice on ${game.path} was not seen by the page`);
    return { playableMs: marks.visible - marks.choice, interactiveMs: marks.interactive - marks.choice };
  });
}
