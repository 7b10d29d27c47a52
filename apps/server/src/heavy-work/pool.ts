import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { TASKS, TaskName } from './tasks';

/**
 * A small pool of worker threads for the heavy part of an import: unpacking a package, parsing a
 * 10 MiB body, judging 50,000 pairs (tasks.ts). The request thread only sends the bytes and writes
 * what comes back, so other requests keep being answered meanwhile. Threads start on the first
 * task (tsx loads in each, about 0.3 s) and stop after a while idle, which also gives back the
 * memory a large package took.
 */

type Tasks = typeof TASKS;
export type TaskResult<N extends TaskName> = Awaited<ReturnType<Tasks[N]>>;

export interface HeavyWorkPool {
  run<N extends TaskName>(name: N, input: Parameters<Tasks[N]>[0]): Promise<TaskResult<N>>;
  /** Stops the threads; tasks still running are cut short. */
  close(): Promise<void>;
}

/** How long an idle thread is kept: an import of several files in a row reuses it. */
const IDLE_THREAD_MS = 30_000;
/** A stop for anything that runs away; a 50,000-note package needs far less. */
const THREAD_HEAP_MB = 512;

export function createHeavyWorkPool(threads = Math.min(2, availableParallelism())): HeavyWorkPool {
  let pool: Piscina | null = null;
  const start = () =>
    new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_THREAD_MS,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
  return {
    run(name, input) {
      pool ??= start();
      return pool.run({ name, input }) as Promise<never>;
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}
