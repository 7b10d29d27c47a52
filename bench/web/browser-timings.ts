/**
 * The page timings in Chromium (issue: "the time from navigation to an interactive Home page and
 * from choosing a category to the first playable card"). The real server runs in a child process
 * on a fresh SQLite file (it migrates and seeds itself) and serves the production build just
 * measured; a bare node:http page with one button, loaded the same way in the same run, is the
 * floor of a navigation on this machine, and the yardstick — a bare Vite + React + Router + Query
 * app showing five links, built by the same toolchain (yardstick/) — the floor of a React Home.
 *
 * Samples are taken in rounds — baseline, Home anonymous, Home signed in, then each game — so a
 * change in the machine's load affects every figure alike; one unmeasured round first warms the
 * server (JIT, SQLite pages) and the browser process. Every sample has a new browser context, so
 * the HTTP cache is always cold.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { START_DELAY_MS } from '@slovo/shared';
import type { Browser } from 'playwright-core';
import { startChildServer } from '../child-servers';
import { launchChromium, VIEWPORT } from './chromium';
import { writeMarkupOnlyCopy } from './markup-only';
import type { GameStartSample, PageLoadSample, Waterfall } from './page-samples';
import { CATEGORY, COUNT_BUTTON, sampleGameStart, samplePageLoad, sampleRepeatVisit, sampleWaterfall } from './page-samples';
import type { WebGame } from './web-games';
import { WEB_GAMES } from './web-games';

export interface TimingStats {
  samples: number[];
  median: number;
  /** Nearest rank: with 7 samples, the 7th (the slowest). */
  p90: number;
  min: number;
  max: number;
}

export interface PageLoadTiming {
  id:
    | 'baseline'
    | 'yardstick'
    | 'home-markup'
    | 'home-anonymous'
    | 'home-signed-in'
    | 'home-russian-light'
    | 'repeat-anonymous'
    | 'repeat-signed-in';
  label: string;
  /** Navigation start → the element visible, and → interactive (see page-probe.ts). */
  visible: TimingStats | null;
  interactive: TimingStats | null;
  failures: string[];
}

export interface GameStartTiming {
  id: WebGame['id'];
  label: string;
  playable: string;
  /** Choice → first playable card visible; and the same minus the spec's deliberate start delay. */
  choiceToPlayable: TimingStats | null;
  overhead: TimingStats | null;
  interactive: TimingStats | null;
  failures: string[];
}

export interface TimingsReport {
  browser: string;
  viewport: { width: number; height: number };
  samples: number;
  /** The picker's deliberate delay between the choice and the game's start (spec §4). */
  startDelayMs: number;
  category: string;
  countButton: string;
  pages: PageLoadTiming[];
  /** One more cold load of Home each way, kept for its requests (docs/performance.md: where the time goes). */
  waterfalls: Array<{
    id: 'home-anonymous' | 'home-signed-in';
    label: string;
    waterfall: Waterfall | null;
    failure: string | null;
  }>;
  games: GameStartTiming[];
  seconds: number;
}

export class ChromiumLaunchError extends Error {
  override name = 'ChromiumLaunchError';
}

type Undoable = (stop: () => Promise<void>) => () => Promise<void>;

function stats(values: readonly number[]): TimingStats | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return {
    samples: values.map((value) => Math.round(value * 10) / 10),
    median,
    p90: at(0.9),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
  };
}

interface Scenario {
  id: PageLoadTiming['id'] | WebGame['id'];
  warmUp: boolean;
  run: (browser: Browser) => Promise<PageLoadSample | GameStartSample>;
}

/**
 * Starts Chromium and the servers, takes `samples` rounds and stops everything again.
 * `dataDir` receives the server's SQLite file; `webDist` is the build to serve. Rejects with
 * ChromiumLaunchError when the browser cannot start (the caller skips the timings then).
 */
export async function measureBrowserTimings(options: {
  webDist: string;
  /** The bare React + Router + Query app (yardstick/), Home's floor. */
  yardstickDist: string;
  /** An empty folder for the copy of the build with no script (markup-only.ts). */
  markupDir: string;
  dataDir: string;
  samples: number;
  log: (message: string) => void;
  undoable: Undoable;
}): Promise<TimingsReport> {
  const { log, undoable } = options;
  const started = performance.now();
  const browser = await launchChromium().catch((error: unknown) => {
    throw new ChromiumLaunchError(error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error));
  });
  const closeBrowser = undoable(() => browser.close());
  const app = await startChildServer('./web/slovo-server.ts', {
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${join(options.dataDir, 'slovo.db')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: options.webDist,
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      // Counters in this process's memory, whatever the shell that started the benchmark exports.
      REDIS_URL: '',
    },
  });
  const stopApp = undoable(app.stop);
  const baseline = await startChildServer('./web/baseline-page-server.ts');
  const stopBaseline = undoable(baseline.stop);
  const yardstick = await startChildServer('./web/yardstick-server.ts', { env: { BENCH_YARDSTICK_DIR: options.yardstickDist } });
  const stopYardstick = undoable(yardstick.stop);
  const yardstickUrl = `http://127.0.0.1:${yardstick.port}/`;
  // Served like the yardstick (a bare node:http server), so the figure is the page's alone.
  writeMarkupOnlyCopy(options.webDist, options.markupDir);
  const markup = await startChildServer('./web/yardstick-server.ts', { env: { BENCH_YARDSTICK_DIR: options.markupDir } });
  const stopMarkup = undoable(markup.stop);
  const markupUrl = `http://127.0.0.1:${markup.port}/`;
  const appUrl = `http://127.0.0.1:${app.port}`;
  const baselineUrl = `http://127.0.0.1:${baseline.port}/`;
  log(`web: Slovo on ${appUrl} (fresh SQLite, the build above), baseline page on ${baselineUrl}, Chromium ${browser.version()}`);

  const scenarios: Scenario[] = [
    { id: 'baseline', warmUp: true, run: (b) => samplePageLoad(b, baselineUrl, 'baseline') },
    { id: 'yardstick', warmUp: true, run: (b) => samplePageLoad(b, yardstickUrl, 'home') },
    { id: 'home-markup', warmUp: true, run: (b) => samplePageLoad(b, markupUrl, 'home') },
    { id: 'home-anonymous', warmUp: true, run: (b) => samplePageLoad(b, `${appUrl}/`, 'home') },
    { id: 'home-signed-in', warmUp: true, run: (b) => samplePageLoad(b, `${appUrl}/`, 'home', { signedInAt: appUrl }) },
    {
      id: 'home-russian-light',
      warmUp: true,
      run: (b) => samplePageLoad(b, `${appUrl}/`, 'home', { appearance: { locale: 'ru', theme: 'light' } }),
    },
    { id: 'repeat-anonymous', warmUp: false, run: (b) => sampleRepeatVisit(b, `${appUrl}/`, 'home') },
    { id: 'repeat-signed-in', warmUp: false, run: (b) => sampleRepeatVisit(b, `${appUrl}/`, 'home', { signedInAt: appUrl }) },
    ...WEB_GAMES.map((game, index): Scenario => ({
      id: game.id,
      warmUp: index === 0,
      run: (b) => sampleGameStart(b, appUrl, game),
    })),
  ];
  const results = new Map<Scenario['id'], Array<PageLoadSample | GameStartSample>>(scenarios.map((s) => [s.id, []]));
  const failures = new Map<Scenario['id'], string[]>(scenarios.map((s) => [s.id, []]));

  for (let round = 0; round <= options.samples; round += 1) {
    const warmUp = round === 0;
    const failedThisRound: string[] = [];
    let ran = 0;
    for (const scenario of scenarios) {
      if (warmUp && !scenario.warmUp) continue;
      // Closed by Ctrl-C's clean-up, or crashed: every further sample would fail the same way.
      if (!browser.isConnected()) throw new Error('Chromium closed during the page timings');
      ran += 1;
      try {
        const sample = await scenario.run(browser);
        if (!warmUp) results.get(scenario.id)?.push(sample);
      } catch (error) {
        const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
        log(`web: ${scenario.id}${warmUp ? ' (warm-up)' : `, sample ${round}`} failed: ${reason}`);
        failedThisRound.push(reason);
        if (!warmUp) failures.get(scenario.id)?.push(reason);
      }
    }
    // Not one page worked (the server gone, the build broken): stop rather than wait out every timeout.
    if (failedThisRound.length === ran)
      throw new Error(`every page failed in ${warmUp ? 'the warm-up round' : `round ${round}`}: ${failedThisRound[0] ?? ''}`);
    if (!warmUp) log(`web: round ${round} of ${options.samples} done`);
  }
  const waterfalls: TimingsReport['waterfalls'] = [];
  for (const [id, label, signedInAt] of [
    ['home-anonymous', 'Home, anonymous visitor', undefined],
    ['home-signed-in', 'Home, signed-in player', appUrl],
  ] as const) {
    try {
      waterfalls.push({
        id,
        label,
        waterfall: await sampleWaterfall(browser, `${appUrl}/`, 'home', { signedInAt }),
        failure: null,
      });
    } catch (error) {
      waterfalls.push({
        id,
        label,
        waterfall: null,
        failure: error instanceof Error ? error.message.split('\n')[0]! : String(error),
      });
    }
  }
  const browserVersion = browser.version();
  await closeBrowser();
  await stopBaseline();
  await stopYardstick();
  await stopMarkup();
  await stopApp();

  const pageSamples = (id: Scenario['id']) => (results.get(id) ?? []) as PageLoadSample[];
  const gameSamples = (id: Scenario['id']) => (results.get(id) ?? []) as GameStartSample[];
  const pageTiming = (id: PageLoadTiming['id'], label: string): PageLoadTiming => ({
    id,
    label,
    visible: stats(pageSamples(id).map((s) => s.visibleMs)),
    interactive: stats(pageSamples(id).map((s) => s.interactiveMs)),
    failures: failures.get(id) ?? [],
  });

  return {
    browser: `Chromium ${browserVersion} (headless)`,
    viewport: { ...VIEWPORT },
    samples: options.samples,
    startDelayMs: START_DELAY_MS,
    category: CATEGORY,
    countButton: COUNT_BUTTON,
    pages: [
      pageTiming('baseline', 'bare node:http page with one button'),
      pageTiming('yardstick', 'bare Vite + React + Router + Query app'),
      pageTiming('home-markup', "Home's markup and stylesheet alone, no script"),
      pageTiming('home-anonymous', 'Home, anonymous visitor'),
      pageTiming('home-signed-in', 'Home, signed-in player'),
      pageTiming('home-russian-light', 'Home, a visitor who chose Russian and the light theme'),
      pageTiming('repeat-anonymous', 'Home again, anonymous, service worker installed'),
      pageTiming('repeat-signed-in', 'Home again, signed in, service worker installed'),
    ],
    waterfalls,
    games: WEB_GAMES.map((game) => ({
      id: game.id,
      label: game.label,
      playable: game.playable,
      choiceToPlayable: stats(gameSamples(game.id).map((s) => s.playableMs)),
      overhead: stats(gameSamples(game.id).map((s) => s.playableMs - START_DELAY_MS)),
      interactive: stats(gameSamples(game.id).map((s) => s.interactiveMs)),
      failures: failures.get(game.id) ?? [],
    })),
    seconds: (performance.now() - started) / 1000,
  };
}
