import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Lets SQLite's WAL start over without a checkpoint on the request thread.
 *
 * The checkpointer worker (database.ts) copies committed pages from the WAL into the database file
 * soon after each commit. The WAL starts over only when a write transaction begins with every frame
 * copied; back-to-back writes rarely leave the worker that moment, so the WAL grows until the
 * request thread's own checkpoint (at REQUEST_THREAD_CHECKPOINT_PAGES) copies the rest and syncs,
 * inside a request: measured at 20–40 ms, once every 25 or so recorded games (a game writes ~160
 * pages), which was the p99 of recording one.
 *
 * So once the WAL is long (WAL_RESET_FRAMES), the next write transaction, holding the one
 * connection but before its first statement (withTransaction), first waits — without blocking the
 * event loop — for the worker to report everything copied since the last commit (measured: 3.5–10
 * ms), then begins, and the WAL starts over. The wait is capped: a worker that cannot catch up (a
 * reader holding an old snapshot) leaves it to the request thread's checkpoint as before.
 * Measured on the bench learner (20,000 cards), games recorded one after another in process:
 * p99 26.5 → 13.7 ms, mean 4.8 → 4.4 ms; 32 at once: p99 215 → 187 ms.
 *
 * The worker and the request thread share four counters (Int32Array over a SharedArrayBuffer).
 */
export const WAL_STATE = {
  /** Frames in the WAL at the worker's last checkpoint. */
  frames: 0,
  /** Of those, the frames copied into the database file. */
  copied: 1,
  /** The commit count the worker had seen when it took that checkpoint. */
  seenCommits: 2,
  /** Write transactions committed by the request thread. */
  commits: 3,
} as const;
export const WAL_STATE_SLOTS = 4;

/** A WAL this long (frames of 4 KiB) is worth starting over before the next write. */
export const WAL_RESET_FRAMES = 2_000;
/** The longest a write waits for the worker before it begins anyway. */
export const WAL_RESET_MAX_WAIT_MS = 10;
const POLL_MS = 1;

export interface WalResetGate {
  /** Resolves when a write transaction may begin. */
  beforeWrite(): Promise<void>;
  /** After a write transaction committed: wakes the worker. */
  afterCommit(): void;
  /** Whether the worker has reported a checkpoint taken after the last commit, with every frame copied. */
  caughtUp(): boolean;
}

export function createWalResetGate(state: Int32Array, maxWaitMs = WAL_RESET_MAX_WAIT_MS): WalResetGate {
  const caughtUp = () =>
    Atomics.load(state, WAL_STATE.seenCommits) === Atomics.load(state, WAL_STATE.commits) &&
    Atomics.load(state, WAL_STATE.copied) >= Atomics.load(state, WAL_STATE.frames);
  return {
    caughtUp,
    async beforeWrite() {
      if (Atomics.load(state, WAL_STATE.frames) < WAL_RESET_FRAMES) return;
      const deadline = performance.now() + maxWaitMs;
      while (!caughtUp() && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
    afterCommit() {
      Atomics.add(state, WAL_STATE.commits, 1);
      Atomics.notify(state, WAL_STATE.commits);
    },
  };
}

const gates = new WeakMap<Kysely<Database>, WalResetGate>();

/** Called by openSqlite; PostgreSQL connections have no gate. */
export function registerWalResetGate(db: Kysely<Database>, gate: WalResetGate): void {
  gates.set(db, gate);
}

export const walResetGateOf = (db: Kysely<Database>): WalResetGate | undefined => gates.get(db);
