/**
 * The results: targets judged (PASS/MISS), a console table per database, the JSON file
 * bench/results/latest.json, and a markdown table for docs/performance.md.
 * The web part's tables are in web/web-report.ts; its results go into the same file, under `web`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchDialect, BenchPart } from './bench-config';
import type { LoadSummary } from './load-dataset';
import type { StreamFigures } from './measure';
import type { LoadResult } from './load-test';
import { cpuMicrosPerRequest, serverBusyShare } from './load-test';
import type { Scenario } from './scenarios';
import type { WebReport } from './web/web-report';

/**
 * Issue 3 §7: the words route at ≥ 50 % of the bare server's throughput; list and search p99 < 20 ms.
 * Scenarios may name their own p99 bound (issue 10 §4: the personal vocabulary routes, < 50 ms).
 * Issue 11 §3: the export is streamed — while it is sent, the heap the server really holds (measured
 * right after forced full collections, see memory-probe.ts) grows by less than a tenth of the
 * export's size; an export built in memory holds more than its size at its peak (the rows, their
 * JSON text, the body). RSS and the uncollected heap are reported beside it: they include garbage
 * V8 has not collected yet, so they vary from run to run by tens of megabytes.
 */
export const TARGETS = { minRatio: 0.5, maxP99Ms: 20, maxStreamLiveHeapGrowthShare: 0.1 } as const;

export type Verdict = 'PASS' | 'MISS' | 'INVALID' | null;

export interface ScenarioReport {
  id: string;
  label: string;
  example: string;
  target: Scenario['target'];
  /** The p99 bound of a 'p99' target. */
  maxP99Ms?: number;
  /** A 'stream' target's bound: the server's peak live-heap growth as a share of the answer's size. */
  maxLiveHeapGrowthShare?: number;
  /** A 'like' target's comparison (judgeLikes). */
  like?: { scenarioId: string; maxRatio: number };
  result: LoadResult;
  /** A streamed answer's size, time and the server's memory while it was sent ('stream' targets). */
  stream?: StreamFigures;
  /** Throughput as a share of the baseline's (every scenario, for comparison). */
  ratioToBaseline: number;
  /**
   * The baseline's server CPU per request over this route's: the throughput ratio both would reach
   * with the server as the only limit (null where CPU time cannot be read).
   */
  cpuRatioToBaseline: number | null;
  verdict: Verdict;
}

export interface DatabaseReport {
  dialect: BenchDialect;
  description: string;
  load: LoadSummary;
  /** Average size of a words answer's body, and the size of the baseline's fixed body. */
  wordsBodyBytes: number;
  baselineBodyBytes: number;
  baseline: LoadResult;
  scenarios: ScenarioReport[];
}

/** The API part's results (top-level keys of the JSON file, as before the web part existed). */
export interface ApiReport {
  settings: { connections: number; durationSeconds: number; warmupSeconds: number };
  databases: DatabaseReport[];
  skipped: Array<{ dialect: BenchDialect; reason: string }>;
}

/** latest.json: a part that did not run (BENCH_PARTS) has no keys in it. */
export interface BenchReport extends Partial<ApiReport> {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  /** 1-minute load average when the run started: well above 0 means other work shared the CPUs. */
  loadAverageAtStart: number;
  parts: BenchPart[];
  web?: WebReport;
}

export const RESULTS_FILE = fileURLToPath(new URL('./results/latest.json', import.meta.url));

export function machineInfo(): BenchReport['machine'] {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

/** The 1-minute load average, rounded for the report. */
export const currentLoad = (): number => Math.round((loadavg()[0] ?? 0) * 100) / 100;

/**
 * PASS/MISS against the targets. The words route passes only when both its measured throughput and
 * its CPU cost reach 50 % of the baseline's: on 2 cores the load generator or other work on the
 * machine can cap both servers alike, and then the throughput ratio alone would flatter the app.
 */
/**
 * The 'like' targets, once every scenario is measured: a scenario's server CPU per request against
 * the one it must not cost more than (null CPU time: no verdict).
 */
export function judgeLikes(reports: ScenarioReport[]): void {
  for (const report of reports) {
    if (report.target !== 'like' || report.verdict !== null || !report.like) continue;
    const other = reports.find((candidate) => candidate.id === report.like?.scenarioId);
    const cost = cpuMicrosPerRequest(report.result);
    const otherCost = other ? cpuMicrosPerRequest(other.result) : null;
    if (cost === null || otherCost === null) continue;
    report.verdict = cost <= report.like.maxRatio * otherCost ? 'PASS' : 'MISS';
  }
}

export function judge(scenario: Scenario, result: LoadResult, baseline: LoadResult, stream?: StreamFigures): ScenarioReport {
  const ratioToBaseline = baseline.requestsPerSecond > 0 ? result.requestsPerSecond / baseline.requestsPerSecond : 0;
  const appCost = cpuMicrosPerRequest(result);
  const baselineCost = cpuMicrosPerRequest(baseline);
  const cpuRatioToBaseline = appCost && baselineCost ? baselineCost / appCost : null;
  let verdict: Verdict = null;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) verdict = 'INVALID';
  // Not one answer within the run: as slow as it gets, whatever the (empty) percentiles say.
  else if (result.requests === 0 && scenario.target !== 'none') verdict = 'MISS';
  else if (scenario.target === 'ratio') {
    const ratio = Math.min(ratioToBaseline, cpuRatioToBaseline ?? ratioToBaseline);
    verdict = ratio >= TARGETS.minRatio ? 'PASS' : 'MISS';
  } else if (scenario.target === 'p99') verdict = result.p99Ms < (scenario.maxP99Ms ?? TARGETS.maxP99Ms) ? 'PASS' : 'MISS';
  else if (scenario.target === 'stream') {
    const share = scenario.maxLiveHeapGrowthShare ?? TARGETS.maxStreamLiveHeapGrowthShare;
    const growth = stream?.peakLiveHeapGrowthBytes ?? null;
    verdict = stream && stream.bytes > 0 && growth !== null && growth < share * stream.bytes ? 'PASS' : 'MISS';
  }
  return {
    id: scenario.id,
    label: scenario.label,
    example: scenario.example,
    target: scenario.target,
    ...(scenario.target === 'p99' ? { maxP99Ms: scenario.maxP99Ms ?? TARGETS.maxP99Ms } : {}),
    ...(scenario.like ? { like: scenario.like } : {}),
    ...(scenario.target === 'stream'
      ? { maxLiveHeapGrowthShare: scenario.maxLiveHeapGrowthShare ?? TARGETS.maxStreamLiveHeapGrowthShare }
      : {}),
    result,
    ...(stream ? { stream } : {}),
    ratioToBaseline,
    cpuRatioToBaseline,
    verdict,
  };
}

const whole = (value: number): string => Math.round(value).toLocaleString('en-US');
const ms = (value: number): string => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const percent = (ratio: number): string => `${Math.round(ratio * 100)} %`;
const micros = (result: LoadResult): string => {
  const value = cpuMicrosPerRequest(result);
  return value === null ? '–' : whole(value);
};
const busy = (result: LoadResult): string => {
  const share = serverBusyShare(result);
  return share === null ? '–' : percent(share);
};

function targetText(report: ScenarioReport): string {
  if (report.target === 'ratio') return `≥ ${percent(TARGETS.minRatio)} of baseline`;
  if (report.target === 'p99') return `p99 < ${report.maxP99Ms ?? TARGETS.maxP99Ms} ms`;
  if (report.target === 'stream')
    return `live heap growth < ${percent(report.maxLiveHeapGrowthShare ?? TARGETS.maxStreamLiveHeapGrowthShare)} of the answer`;
  if (report.target === 'like' && report.like)
    return `CPU/request ≤ ${percent(report.like.maxRatio)} of ${report.like.scenarioId}'s`;
  return 'info';
}

function problems(result: LoadResult): string {
  if (result.requests === 0) return ' (no request completed)';
  const parts = [
    result.non2xx > 0 ? `${result.non2xx} non-2xx` : '',
    result.errors > 0 ? `${result.errors} errors` : '',
    result.timeouts > 0 ? `${result.timeouts} timeouts` : '',
  ].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function pad(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  return rows
    .map((row) => row.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - [...cell].length)).join('  '))
    .join('\n');
}

const megabytes = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

/** A streamed answer in one line: size, speed, the server's memory before and its peak growth. */
export function describeStreamFigures(stream: StreamFigures): string {
  return (
    `${megabytes(stream.bytes)} in ${stream.seconds.toFixed(2)} s (${(stream.bytes / 1e6 / stream.seconds).toFixed(1)} MB/s); ` +
    (stream.peakLiveHeapGrowthBytes === null
      ? 'server live heap not measured (no collection ran: the answer blocked the event loop throughout); '
      : `server live heap +${megabytes(stream.peakLiveHeapGrowthBytes)} at most (${percent(stream.peakLiveHeapGrowthBytes / Math.max(1, stream.bytes))} of the answer); `) +
    `RSS ${megabytes(stream.rssBeforeBytes)} before, peak +${megabytes(stream.peakRssGrowthBytes)} ` +
    `(${percent(stream.peakRssGrowthBytes / Math.max(1, stream.bytes))}), heap with garbage +${megabytes(stream.peakHeapGrowthBytes)}, ` +
    `external +${megabytes(stream.peakExternalGrowthBytes)} (${stream.samples} samples)`
  );
}

/** Notes under a table: the streamed answers' figures, which its columns cannot show. */
function streamNotes(report: DatabaseReport): string[] {
  return report.scenarios.flatMap((scenario) =>
    scenario.stream ? [`${scenario.label}: ${describeStreamFigures(scenario.stream)}`] : [],
  );
}

/** The console table of one database. */
export function formatDatabaseTable(report: DatabaseReport): string {
  const rows: string[][] = [
    ['route', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'server CPU', 'vs baseline: req/s', 'CPU/req', 'target', 'result'],
  ];
  rows.push([
    `bare node:http, fixed ${whole(report.baselineBodyBytes)}-byte JSON body`,
    whole(report.baseline.requestsPerSecond),
    ms(report.baseline.p50Ms),
    ms(report.baseline.p99Ms),
    micros(report.baseline),
    busy(report.baseline),
    '100 %',
    '100 %',
    '',
    problems(report.baseline).trim(),
  ]);
  for (const scenario of report.scenarios) {
    rows.push([
      scenario.label,
      whole(scenario.result.requestsPerSecond),
      ms(scenario.result.p50Ms),
      ms(scenario.result.p99Ms),
      micros(scenario.result),
      busy(scenario.result),
      percent(scenario.ratioToBaseline),
      scenario.cpuRatioToBaseline === null ? '–' : percent(scenario.cpuRatioToBaseline),
      targetText(scenario),
      `${scenario.verdict ?? ''}${problems(scenario.result)}`,
    ]);
  }
  return [pad(rows), ...streamNotes(report)].join('\n');
}

/** One markdown table with both databases side by side, for docs/performance.md. */
export function formatMarkdown(report: Pick<ApiReport, 'databases'>): string {
  const databases = report.databases;
  const name = (dialect: BenchDialect) => (dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL');
  const header = ['route', ...databases.flatMap((db) => [`${name(db.dialect)} req/s`, 'p50 / p99 ms', 'CPU µs/req']), 'target'];
  const lines = [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index === 0 || index === header.length - 1 ? '---' : '---:')).join('|')}|`,
  ];
  const cells = (result: LoadResult, ratios = '') => [
    `${whole(result.requestsPerSecond)}${ratios}`,
    `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`,
    micros(result),
  ];
  lines.push(
    `| bare \`node:http\`, same-size fixed body | ${databases.flatMap((db) => cells(db.baseline)).join(' | ')} | baseline |`,
  );
  const first = databases[0];
  for (const [index, scenario] of (first?.scenarios ?? []).entries()) {
    const perDatabase = databases.map((db) => db.scenarios[index] as ScenarioReport);
    const row = perDatabase.flatMap((entry) => {
      if (entry.target !== 'ratio') return cells(entry.result);
      const cpu = entry.cpuRatioToBaseline === null ? '' : `, ${percent(entry.cpuRatioToBaseline)} by CPU/req`;
      return cells(entry.result, ` (${percent(entry.ratioToBaseline)}${cpu})`);
    });
    const verdicts = perDatabase.map((entry) => entry.verdict).filter(Boolean);
    const target = scenario.target === 'none' ? 'info (no target)' : `${targetText(scenario)}: ${verdicts.join(' / ')}`;
    lines.push(`| ${scenario.label} | ${row.join(' | ')} | ${target} |`);
  }
  const notes = databases.flatMap((db) => streamNotes(db).map((note) => `- ${name(db.dialect)}, ${note}`));
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}

export function writeResults(report: BenchReport): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
