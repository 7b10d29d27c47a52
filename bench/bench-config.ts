/** The benchmark's knobs, from the environment. Defaults give a full run of about five minutes on 2 cores. */

export type BenchDialect = 'sqlite' | 'postgres';

export interface BenchConfig {
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
}

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds, got "${raw}"`);
  return value;
}

function dialects(): BenchDialect[] {
  const raw = process.env.BENCH_DATABASES?.trim();
  if (!raw) return ['sqlite', 'postgres'];
  const names = raw.split(',').map((name) => name.trim().toLowerCase());
  for (const name of names) {
    if (name !== 'sqlite' && name !== 'postgres') throw new Error(`BENCH_DATABASES: unknown database "${name}" (sqlite, postgres)`);
  }
  return [...new Set(names)] as BenchDialect[];
}

export function readBenchConfig(): BenchConfig {
  const durationSeconds = positiveNumber('BENCH_DURATION', 8);
  return {
    durationSeconds,
    warmupSeconds: Math.min(3, Math.max(1, durationSeconds / 4)),
    connections: 32,
    postgresUrl: process.env.BENCH_DATABASE_URL?.trim() || DEFAULT_POSTGRES_URL,
    dialects: dialects(),
    cpuProfile: process.env.BENCH_CPU_PROF === '1',
    scenarios: process.env.BENCH_SCENARIOS?.trim()
      ? process.env.BENCH_SCENARIOS.split(',').map((id) => id.trim()).filter(Boolean)
      : null,
  };
}
