/**
 * The web part's results: console tables and markdown for docs/performance.md. The size targets are judged
 * in bundle-size.ts (PASS/MISS). Home's navigation → interactive is held to HOME_VS_YARDSTICK
 * times the yardstick's (a bare React + Router + Query app from the same toolchain, issue 17 §4), a
 * repeat visit to REPEAT_VS_MARKUP times Home's markup alone, the page with no script (markup-only.ts,
 * issue 30 §0); the other timings are read against their baselines: the bare page for a navigation,
 * the spec's 800 ms start delay for a game start.
 */
import type { BundleReport, SizedFile, SizeFigure } from './bundle-size';
import { REACT_RUNTIME, SIZE_TARGETS } from './bundle-size';
import type { TimingsReport, TimingStats } from './browser-timings';
import type { WireGroup, WireReport } from './wire-size';

export interface WebReport {
  bundle: BundleReport;
  /** Home's files as the real server sends them (wire-size.ts). */
  wire: WireReport;
  timings: TimingsReport | null;
  /** Why the browser timings did not run (no Chromium), else null. */
  timingsSkipped: string | null;
}

const kB = (bytes: number, kilobyte: number): string => `${(bytes / kilobyte).toFixed(1)} kB`;
const percent = (ratio: number): string => `${Math.round(ratio * 100)} %`;
const ms = (value: number): string => `${Math.round(value)}`;
const times = (ratio: number): string => `${ratio.toFixed(1)}×`;

/** Home, anonymous or signed in, may take at most this many times the yardstick's interactive median. */
export const HOME_VS_YARDSTICK = 1.5;

/**
 * A repeat visit with the service worker may take at most this many times Home's markup alone (issue 30
 * §0: the floor the same page pays with none of the app's code); the bare page is information.
 */
export const REPEAT_VS_MARKUP = 1.5;

const isRepeatVisit = (page: TimingsReport['pages'][number]) => page.id.startsWith('repeat-');
const isColdHome = (page: TimingsReport['pages'][number]) =>
  page.id === 'home-anonymous' || page.id === 'home-signed-in' || page.id === 'home-russian-light';

/** Every row's ratio to the bare page. */
function againstBaseline(report: TimingsReport, page: TimingsReport['pages'][number]): string {
  const floor = report.pages.find((candidate) => candidate.id === 'baseline')?.interactive?.median;
  if (page.id === 'baseline') return 'baseline';
  if (!page.interactive || !floor) return '–';
  return times(page.interactive.median / floor);
}

/** "1.3× PASS" for a cold Home row against the yardstick; '' for the other rows. */
function againstYardstick(report: TimingsReport, page: TimingsReport['pages'][number]): string {
  const yardstick = report.pages.find((candidate) => candidate.id === 'yardstick')?.interactive?.median;
  if (!isColdHome(page) || !page.interactive || !yardstick) return page.id === 'yardstick' ? 'yardstick' : '';
  const ratio = page.interactive.median / yardstick;
  return `${times(ratio)} ${ratio <= HOME_VS_YARDSTICK ? 'PASS' : 'MISS'} (≤ ${HOME_VS_YARDSTICK}×)`;
}

/** "1.2× PASS" for a repeat visit against Home's markup alone, the plain ratio for cold Home; '' elsewhere. */
function againstMarkup(report: TimingsReport, page: TimingsReport['pages'][number]): string {
  const markup = report.pages.find((candidate) => candidate.id === 'home-markup')?.interactive?.median;
  if (page.id === 'home-markup') return 'floor of Home';
  if (!markup || !page.interactive || !(isColdHome(page) || isRepeatVisit(page))) return '';
  const ratio = page.interactive.median / markup;
  if (!isRepeatVisit(page)) return times(ratio);
  return `${times(ratio)} ${ratio <= REPEAT_VS_MARKUP ? 'PASS' : 'MISS'} (≤ ${REPEAT_VS_MARKUP.toFixed(1)}×)`;
}

function pad(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  return rows
    .map((row) => row.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length)).join('  '))
    .join('\n');
}

/** "react-dom 75 %, app 13 %, @tanstack/query-core 9 %" — the packages above 2 % of a chunk's code. */
function contents(file: SizedFile): string {
  const shown = (file.contents ?? []).filter((entry) => entry.share >= 0.02);
  return shown.map((entry) => `${entry.name} ${percent(entry.share)}`).join(', ');
}

const baseName = (file: SizedFile) => file.file.replace(/^.*\//, '');
const judged = (figure: SizeFigure, kilobyte: number) =>
  `≤ ${kB(figure.targetGzipBytes, kilobyte).replace('.0 ', ' ')}: ${figure.verdict}`;

/** The sizes table, the Home files with what is in them, and Home's JS by package. */
export function formatBundleConsole(report: BundleReport): string {
  const k = report.kilobyte;
  const { home, reactRuntime } = report;
  const rows: string[][] = [['build output', 'files', 'raw', 'gzip -9', 'share of target', 'target', 'result']];
  rows.push([
    `React runtime (${REACT_RUNTIME.join(', ')}), the floor`,
    String(reactRuntime.packages.length),
    '',
    kB(reactRuntime.gzipBytes, k),
    `${percent(reactRuntime.shareOfHomeTarget)} of Home's`,
    'baseline',
    '',
  ]);
  rows.push([
    'Home route JS',
    String(home.files.length),
    kB(home.js.bytes, k),
    kB(home.js.gzipBytes, k),
    percent(home.js.shareOfTarget),
    `≤ ${kB(home.js.targetGzipBytes, k)}`,
    home.js.verdict,
  ]);
  rows.push([
    'Home route JS, Russian interface (+ its Russian texts)',
    String(home.russianFiles.length),
    kB(home.russianJs.bytes, k),
    kB(home.russianJs.gzipBytes, k),
    percent(home.russianJs.shareOfTarget),
    `≤ ${kB(home.russianJs.targetGzipBytes, k)}`,
    home.russianJs.verdict,
  ]);
  rows.push(['Home route CSS', String(home.cssFiles.length), '', kB(home.cssGzipBytes, k), '', 'info', '']);
  for (const game of report.games) {
    rows.push([
      `${game.label}: own chunk`,
      '1',
      kB(game.own.bytes, k),
      kB(game.own.gzipBytes, k),
      percent(game.own.shareOfTarget),
      `≤ ${kB(game.own.targetGzipBytes, k)}`,
      game.own.verdict,
    ]);
    rows.push([
      `${game.label}: JS added when opened from Home`,
      String(game.addedFiles.length),
      kB(game.addedFromHome.bytes, k),
      kB(game.addedFromHome.gzipBytes, k),
      percent(game.addedFromHome.shareOfTarget),
      `≤ ${kB(game.addedFromHome.targetGzipBytes, k)}`,
      `${game.addedFromHome.verdict} (+${kB(game.addedCssGzipBytes, k)} CSS)`,
    ]);
  }
  const lines = [pad(rows), '', 'Home route JS files (gzip -9; contents by share of the code before minification):'];
  for (const file of home.files)
    lines.push(`  ${baseName(file).padEnd(34)} ${kB(file.gzipBytes, k).padStart(9)}  ${contents(file)}`);
  lines.push(
    '',
    `Home JS by package (the same sources built with one chunk per package): ${home.byPackage.map((entry) => `${entry.name} ${kB(entry.gzipBytes, k)}`).join(', ')}`,
  );
  for (const chunk of reactRuntime.chunksWithReactDom) {
    lines.push(
      `The real build's chunk ${baseName(chunk)} (${kB(chunk.gzipBytes, k)}) holds react-dom: React is ${percent(chunk.reactShare)} of its code.`,
    );
  }
  return lines.join('\n');
}

/** "br ×5" or "br ×4, none ×1": how the server sent a group's files. */
function encodings(group: WireGroup): string {
  const counts = new Map<string, number>();
  for (const file of group.files) counts.set(file.encoding ?? 'none', (counts.get(file.encoding ?? 'none') ?? 0) + 1);
  return [...counts].map(([encoding, count]) => `${encoding} ×${count}`).join(', ');
}

const verdict = (bytes: number, target: number) => (bytes <= target ? 'PASS' : 'MISS');

/** Home's bytes on the wire next to gzip -9 and the uncompressed files (what was sent before), per group and per file. */
export function formatWireConsole(report: WireReport, kilobyte: number): string {
  const k = kilobyte;
  const target = SIZE_TARGETS.homeJsGzip;
  const rows: string[][] = [
    [
      'Home, from the real server',
      'files',
      'sent as',
      'on the wire',
      'gzip -9',
      'uncompressed',
      'wire / gzip -9',
      'wire / uncompressed',
      'target',
    ],
  ];
  const row = (label: string, group: WireGroup, judged: string) => [
    label,
    String(group.files.length),
    encodings(group),
    kB(group.wireBytes, k),
    kB(group.gzipBytes, k),
    kB(group.plainBytes, k),
    percent(group.wireBytes / group.gzipBytes),
    percent(group.wireBytes / group.plainBytes),
    judged,
  ];
  rows.push(row('Home route JS', report.homeJs, `≤ ${kB(target, k)}: ${verdict(report.homeJs.wireBytes, target)}`));
  rows.push(row('index.html + Home route CSS', report.homePageAndCss, 'info'));
  const lines = [pad(rows), '', `Each file (Accept-Encoding: ${report.acceptEncoding}; body bytes as received, not decoded):`];
  for (const file of [...report.homeJs.files, ...report.homePageAndCss.files]) {
    lines.push(
      `  ${file.file.replace(/^.*\//, '').padEnd(34)} ${(file.encoding ?? 'none').padEnd(5)} ${kB(file.wireBytes, k).padStart(9)} of ${kB(file.plainBytes, k).padStart(9)}  Cache-Control: ${file.cacheControl ?? '–'}`,
    );
  }
  return lines.join('\n');
}

/** Home's bytes on the wire as a markdown table for docs/performance.md. */
export function formatWireMarkdown(report: WireReport, kilobyte: number): string {
  const k = kilobyte;
  const target = SIZE_TARGETS.homeJsGzip;
  const cells = (group: WireGroup) =>
    `${kB(group.wireBytes, k)} | ${kB(group.gzipBytes, k)} (${percent(group.wireBytes / group.gzipBytes)}) | ${kB(group.plainBytes, k)} (${percent(group.wireBytes / group.plainBytes)})`;
  return [
    `| Home from the real server, \`Accept-Encoding: ${report.acceptEncoding}\` (1 kB = 1000 bytes) | on the wire | gzip -9 (wire as % of it) | uncompressed, as sent before (wire as %) | target |`,
    '|---|---:|---:|---:|---|',
    `| Home route JS (${report.homeJs.files.length} files, sent as ${encodings(report.homeJs)}) | ${cells(report.homeJs)} | ≤ ${kB(target, k).replace('.0 ', ' ')}: ${verdict(report.homeJs.wireBytes, target)} |`,
    `| index.html + Home route CSS (${report.homePageAndCss.files.length} files, ${encodings(report.homePageAndCss)}) | ${cells(report.homePageAndCss)} | info |`,
  ].join('\n');
}

const range = (stats: TimingStats) => `${ms(stats.min)}–${ms(stats.max)}`;

/** The timings tables for the console. */
export function formatTimingsConsole(report: TimingsReport): string {
  const pages: string[][] = [
    [
      'page (navigation start →)',
      'visible ms: median',
      'p90',
      'min–max',
      'interactive ms: median',
      'p90',
      'min–max',
      'vs baseline',
      'vs yardstick',
      "vs Home's markup",
      'failed',
    ],
  ];
  for (const page of report.pages) {
    pages.push([
      page.label,
      page.visible ? ms(page.visible.median) : '–',
      page.visible ? ms(page.visible.p90) : '–',
      page.visible ? range(page.visible) : '–',
      page.interactive ? ms(page.interactive.median) : '–',
      page.interactive ? ms(page.interactive.p90) : '–',
      page.interactive ? range(page.interactive) : '–',
      againstBaseline(report, page),
      againstYardstick(report, page),
      againstMarkup(report, page),
      page.failures.length > 0 ? `${page.failures.length} of ${report.samples}` : '',
    ]);
  }
  const games: string[][] = [
    [
      'game (choice →)',
      'first playable card ms: median',
      'p90',
      'min–max',
      `minus ${report.startDelayMs} ms delay`,
      'interactive ms',
      'failed',
    ],
  ];
  for (const game of report.games) {
    games.push([
      `${game.label} (${game.playable})`,
      game.choiceToPlayable ? ms(game.choiceToPlayable.median) : '–',
      game.choiceToPlayable ? ms(game.choiceToPlayable.p90) : '–',
      game.choiceToPlayable ? range(game.choiceToPlayable) : '–',
      game.overhead ? ms(game.overhead.median) : '–',
      game.interactive ? ms(game.interactive.median) : '–',
      game.failures.length > 0 ? `${game.failures.length} of ${report.samples}` : '',
    ]);
  }
  return `${pad(pages)}\n\n${pad(games)}`;
}

/** The sizes as a markdown table for docs/performance.md. */
export function formatBundleMarkdown(report: BundleReport): string {
  const k = report.kilobyte;
  const { home, reactRuntime } = report;
  const lines = [
    '| production build, gzip -9 (1 kB = 1000 bytes) | JS | share of target | target |',
    '|---|---:|---:|---|',
    `| React runtime alone (react + react-dom + scheduler): the floor of any React page | ${kB(reactRuntime.gzipBytes, k)} | ${percent(reactRuntime.shareOfHomeTarget)} of Home's | baseline |`,
    `| Home route: entry + Home chunk + their static imports (${home.files.length} files) | ${kB(home.js.gzipBytes, k)} | ${percent(home.js.shareOfTarget)} | ${judged(home.js, k)} |`,
    `| Home route in the Russian interface: the same + the Russian texts fetched before it renders (${home.russianFiles.length} files) | ${kB(home.russianJs.gzipBytes, k)} | ${percent(home.russianJs.shareOfTarget)} | ${judged(home.russianJs, k)} |`,
  ];
  for (const game of report.games) {
    lines.push(
      `| ${game.label}: own chunk / JS added when opened from Home | ${kB(game.own.gzipBytes, k)} / ${kB(game.addedFromHome.gzipBytes, k)} | ` +
        `${percent(game.own.shareOfTarget)} / ${percent(game.addedFromHome.shareOfTarget)} | ${judged(game.own, k)} / ${game.addedFromHome.verdict} |`,
    );
  }
  lines.push(`| Home route CSS (${home.cssFiles.length} files) | ${kB(home.cssGzipBytes, k)} | – | info (no target) |`);
  return lines.join('\n');
}

const cell = (stats: TimingStats | null) => (stats ? `${ms(stats.median)} (${range(stats)})` : '–');

/** The timings as two markdown tables for docs/performance.md. */
export function formatTimingsMarkdown(report: TimingsReport): string {
  const lines = [
    `| ${report.browser}, new context per sample (cold cache but for the repeat visits); ms, median (min–max) of ${report.samples} | visible | interactive | vs baseline | vs yardstick | vs Home's markup |`,
    '|---|---:|---:|---|---|---|',
  ];
  for (const page of report.pages) {
    const ratio = againstBaseline(report, page);
    const label = page.label.replace('node:http', '`node:http`');
    const what = page.id === 'baseline' ? `${label}: navigation → button` : `${label}: navigation → the 5 game cards`;
    lines.push(
      `| ${what}${failed(page.failures.length, report.samples)} | ${cell(page.visible)} | ${cell(page.interactive)} | ${ratio} | ${againstYardstick(report, page)} | ${againstMarkup(report, page)} |`,
    );
  }
  lines.push(
    '',
    `| signed in, "${report.category}", ${report.countButton}; ms, median (min–max) of ${report.samples} | choice → first playable card | minus the ${report.startDelayMs} ms start delay | → interactive |`,
    '|---|---:|---:|---:|',
  );
  for (const game of report.games) {
    lines.push(
      `| ${game.label}: ${game.playable}${failed(game.failures.length, report.samples)} | ${cell(game.choiceToPlayable)} | ${cell(game.overhead)} | ${game.interactive ? ms(game.interactive.median) : '–'} |`,
    );
  }
  return lines.join('\n');
}

const BAR_MS = 10;

/** Home's requests as text bars, one character per BAR_MS ms: when each started and ended. */
export function formatWaterfalls(report: TimingsReport): string {
  const blocks: string[] = [];
  for (const { label, waterfall, failure } of report.waterfalls) {
    if (!waterfall) {
      blocks.push(`${label}: no waterfall (${failure ?? 'not measured'})`);
      continue;
    }
    const lines = [
      `${label}: cards visible at ${ms(waterfall.visibleMs)} ms, interactive at ${ms(waterfall.interactiveMs)} ms (one cold load; ▏ = ${BAR_MS} ms)`,
      '',
    ];
    const width = Math.max(...waterfall.entries.map((entry) => entry.name.length), 10);
    for (const entry of waterfall.entries) {
      const bar =
        ' '.repeat(Math.round(entry.start / BAR_MS)) + '█'.repeat(Math.max(1, Math.round((entry.end - entry.start) / BAR_MS)));
      const size = entry.transferBytes > 0 ? `${(entry.transferBytes / 1000).toFixed(1)} kB` : '';
      lines.push(
        `${entry.name.padEnd(width)}  ${String(entry.start).padStart(4)}–${String(entry.end).padEnd(4)} ${size.padStart(8)}  ${bar}`,
      );
    }
    const marker = ' '.repeat(width + 25) + ' '.repeat(Math.round(waterfall.interactiveMs / BAR_MS)) + '^ interactive';
    lines.push(marker);
    blocks.push(lines.join('\n'));
  }
  return blocks.join('\n\n');
}

function failed(count: number, samples: number): string {
  return count > 0 ? ` (${count} of ${samples} samples failed)` : '';
}
