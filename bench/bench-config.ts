/**
 * The benchmark's knobs, from the environment. Defaults give a full run of about seven minutes on
 * 2 cores: about five for the API part, under two for the web part.
 */

export type BenchDialect = 'sqlite' | 'postgres';

/**
 * The two parts of a run (BENCH_PARTS=api,web): `api` loads the databases and measures the routes
 * with autocannon; `web` builds the web app and measures its bundle sizes and, in Chromium, its
 * page timings. `web` needs neither PostgreSQL nor the generated dataset.
 */
export type BenchPart = 'api' | 'web';

export interface BenchConfig {
  /** Which parts to run, in this order (BENCH_PARTS=api,web; default both). */
  parts: BenchPart[];
  /** Seconds of measured load per scenario (BENCH_DURATION). */
  durationSeconds: number;
  /** Seconds of unmeasured load before each scenario, so caches and the JIT are warm. */
  warmupSeconds: number;
  connections: number;
  /** Server to create the benchmark database on (BENCH_DATABASE_URL). */
  postgresUrl: string;
  /** Which databases to run (BENCH_DATABASES=sqlite,postgres). */
  dialects: BenchDialect[];
  /** Write a CPU profile of each app server child (BENCH_CPU_PROF=1) to bench/results/profiles. */
  cpuProfile: boolean;
  /** Only these scenario ids (BENCH_SCENARIOS=words,search), e.g. to profile one route; null = all. */
  scenarios: string[] | null;
  /** Browser samples per web page timing (BENCH_WEB_SAMPLES, default 7), each in a new browser context. */
  webSamples: number;
}

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
  return value;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return value;
}

/** A comma-separated list of known names, in the order given, without repeats; `fallback` when unset. */
function nameList<T extends string>(variable: string, known: readonly T[], fallback: readonly T[]): T[] {
  const names = (process.env[variable] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0) return [...fallback];
  for (const name of names) {
    if (!known.includes(name as T)) throw new Error(`${variable}: unknown name "${name}" (${known.join(', ')})`);
  }
  return [...new Set(names)] as T[];
}

export function readBenchConfig(): BenchConfig {
  const durationSeconds = positiveNumber('BENCH_DURATION', 8);
  return {
    parts: nameList<BenchPart>('BENCH_PARTS', ['api', 'web'], ['api', 'web']),
    durationSeconds,
    warmupSeconds: Math.min(3, Math.max(1, durationSeconds / 4)),
    connections: 32,
    postgresUrl: process.env.BENCH_DATABASE_URL?.trim() || DEFAULT_POSTGRES_URL,
    dialects: nameList<BenchDialect>('BENCH_DATABASES', ['sqlite', 'postgres'], ['sqlite', 'postgres']),
    cpuProfile: process.env.BENCH_CPU_PROF === '1',
    scenarios: process.env.BENCH_SCENARIOS?.trim()
      ? process.env.BENCH_SCENARIOS.split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : null,
    webSamples: positiveInteger('BENCH_WEB_SAMPLES', 7),
  };
}
