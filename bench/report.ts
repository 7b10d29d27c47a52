/**
 * The results: targets judged (PASS/MISS), a console table per database, the JSON file
 * bench/results/latest.json, and a markdown table for the README's Performance section.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchDialect } from './bench-config';
import type { LoadSummary } from './load-dataset';
import type { LoadResult } from './load-test';
import type { Scenario } from './scenarios';

/** Issue 3 §7: the words route at ≥ 50 % of the bare server's throughput; list and search p99 < 20 ms. */
export const TARGETS = { minRatio: 0.5, maxP99Ms: 20 } as const;

export type Verdict = 'PASS' | 'MISS' | 'INVALID' | null;

export interface ScenarioReport {
  id: string;
  label: string;
  example: string;
  target: Scenario['target'];
  result: LoadResult;
  /** Throughput as a share of the baseline's (every scenario, for comparison). */
  ratioToBaseline: number;
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

export interface BenchReport {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  settings: { connections: number; durationSeconds: number; warmupSeconds: number };
  databases: DatabaseReport[];
  skipped: Array<{ dialect: BenchDialect; reason: string }>;
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

export function judge(scenario: Scenario, result: LoadResult, baseline: LoadResult): ScenarioReport {
  const ratioToBaseline = baseline.requestsPerSecond > 0 ? result.requestsPerSecond / baseline.requestsPerSecond : 0;
  let verdict: Verdict = null;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) verdict = 'INVALID';
  else if (scenario.target === 'ratio') verdict = ratioToBaseline >= TARGETS.minRatio ? 'PASS' : 'MISS';
  else if (scenario.target === 'p99') verdict = result.p99Ms < TARGETS.maxP99Ms ? 'PASS' : 'MISS';
  return { id: scenario.id, label: scenario.label, example: scenario.example, target: scenario.target, result, ratioToBaseline, verdict };
}

const whole = (value: number): string => Math.round(value).toLocaleString('en-US');
const ms = (value: number): string => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const percent = (ratio: number): string => `${Math.round(ratio * 100)} %`;

function targetText(report: ScenarioReport): string {
  if (report.target === 'ratio') return `≥ ${percent(TARGETS.minRatio)} of baseline`;
  if (report.target === 'p99') return `p99 < ${TARGETS.maxP99Ms} ms`;
  return 'info';
}

function problems(result: LoadResult): string {
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

/** The console table of one database. */
export function formatDatabaseTable(report: DatabaseReport): string {
  const rows: string[][] = [['route', 'req/s', 'p50 ms', 'p99 ms', 'vs baseline', 'target', 'result']];
  rows.push([
    `bare node:http, fixed ${whole(report.baselineBodyBytes)}-byte JSON body`,
    whole(report.baseline.requestsPerSecond),
    ms(report.baseline.p50Ms),
    ms(report.baseline.p99Ms),
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
      percent(scenario.ratioToBaseline),
      targetText(scenario),
      `${scenario.verdict ?? ''}${problems(scenario.result)}`,
    ]);
  }
  return pad(rows);
}

/** One markdown table with both databases side by side, for the README. */
export function formatMarkdown(report: BenchReport): string {
  const databases = report.databases;
  const name = (dialect: BenchDialect) => (dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL');
  const header = ['route', ...databases.flatMap((db) => [`${name(db.dialect)} req/s`, `${name(db.dialect)} p50 / p99 ms`]), 'target'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map((_, index) => (index === 0 || index === header.length - 1 ? '---' : '---:')).join('|')}|`];
  const cells = (result: LoadResult, extra = '') => [`${whole(result.requestsPerSecond)}${extra}`, `${ms(result.p50Ms)} / ${ms(result.p99Ms)}`];
  lines.push(`| bare \`node:http\`, same-size fixed body | ${databases.flatMap((db) => cells(db.baseline)).join(' | ')} | baseline |`);
  const first = databases[0];
  for (const [index, scenario] of (first?.scenarios ?? []).entries()) {
    const perDatabase = databases.map((db) => db.scenarios[index] as ScenarioReport);
    const row = perDatabase.flatMap((entry) =>
      cells(entry.result, entry.target === 'ratio' ? ` (${percent(entry.ratioToBaseline)})` : ''),
    );
    const verdicts = perDatabase.map((entry) => entry.verdict).filter(Boolean);
    const target = scenario.target === 'none' ? 'info (no target)' : `${targetText(scenario)}: ${verdicts.join(' / ')}`;
    lines.push(`| ${scenario.label} | ${row.join(' | ')} | ${target} |`);
  }
  return lines.join('\n');
}

export function writeResults(report: BenchReport): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}
