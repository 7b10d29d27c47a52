import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../test';
import { REQUEST_THREAD_CHECKPOINT_PAGES, openDatabase } from './database';
import { withTransaction } from './transaction';
import { WAL_RESET_FRAMES, WAL_STATE, WAL_STATE_SLOTS, createWalResetGate, walResetGateOf } from './wal-reset-gate';

const newState = (values: Partial<Record<keyof typeof WAL_STATE, number>>) => {
  const state = new Int32Array(new SharedArrayBuffer(WAL_STATE_SLOTS * Int32Array.BYTES_PER_ELEMENT));
  for (const [slot, value] of Object.entries(values)) state[WAL_STATE[slot as keyof typeof WAL_STATE]] = value;
  return state;
};
/** Atomics.waitAsync (Node 16+; the server's TypeScript lib predates it): how the worker sleeps until a commit. */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
      timeoutMs: number,
    ): { async: boolean; value: Promise<string> | string };
  }
).waitAsync;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether beforeWrite() has resolved after `ms` (a wait far longer than any test takes, unless given). */
async function beforeWriteDoneAfter(gate: ReturnType<typeof createWalResetGate>, ms: number) {
  let done = false;
  const waiting = gate.beforeWrite().then(() => (done = true));
  await sleep(ms);
  return { done, waiting };
}

describe('the WAL reset gate', () => {
  it('lets a write begin at once while the WAL is short, copied or not', async () => {
    const gate = createWalResetGate(newState({ frames: WAL_RESET_FRAMES - 1, copied: 0, commits: 5 }), 60_000);
    expect((await beforeWriteDoneAfter(gate, 5)).done).toBe(true);
  });

  it('holds a write on a long WAL until the worker has copied every frame since the last commit', async () => {
    const state = newState({ frames: WAL_RESET_FRAMES + 500, copied: WAL_RESET_FRAMES, commits: 7, seenCommits: 6 });
    const gate = createWalResetGate(state, 60_000);
    const { done, waiting } = await beforeWriteDoneAfter(gate, 20);
    expect(done).toBe(false);
    // The worker's report: every frame copied, but by a checkpoint taken before commit 7.
    state[WAL_STATE.copied] = WAL_RESET_FRAMES + 500;
    await sleep(20);
    expect(gate.caughtUp()).toBe(false);
    // Then one taken after it.
    state[WAL_STATE.seenCommits] = 7;
    expect(gate.caughtUp()).toBe(true);
    await waiting;
  });

  it('gives up waiting after its longest wait', async () => {
    const gate = createWalResetGate(newState({ frames: WAL_RESET_FRAMES, copied: 0, commits: 3, seenCommits: 3 }), 30);
    expect((await beforeWriteDoneAfter(gate, 5)).done).toBe(false);
    const { waiting } = await beforeWriteDoneAfter(gate, 0);
    await waiting;
  });

  it('counts a commit and wakes a worker waiting for one', async () => {
    const state = newState({});
    const woken = waitAsync(state, WAL_STATE.commits, 0, 10_000);
    createWalResetGate(state).afterCommit();
    expect(state[WAL_STATE.commits]).toBe(1);
    expect(woken.async).toBe(true);
    expect(await woken.value).toBe('ok');
  });
});

// The gate with the real checkpointer worker, on an SQLite file (PostgreSQL has neither).
if (testDialect() === 'sqlite') {
  describe('back-to-back write transactions on SQLite', () => {
    // Retried: on a machine loaded by every suite at once the worker thread was once starved long
    // enough (4,166 frames, 2026-11-27) for the request thread's checkpoint to come first. Without
    // the gate every attempt runs on to that checkpoint, so a retry cannot hide a broken gate.
    it(
      'let the WAL start over near WAL_RESET_FRAMES instead of growing to the request thread checkpoint',
      { retry: 2 },
      async () => {
        const dir = mkdtempSync(join(tmpdir(), 'slovo-wal-'));
        const path = join(dir, 'wal.db');
        // The worker copies within milliseconds when idle, but on a busy CI machine it may not catch up
        // within the 10 ms a request waits (then the request thread's checkpoint takes over, by design,
        // as the gate's own tests show): waiting up to 5 s here tests that the WAL starts over, not luck.
        const { db, destroy } = await openDatabase({ kind: 'sqlite', path }, { walResetMaxWaitMs: 5_000 });
        try {
          await withTransaction(db, (trx) => sql`create table wal_probe (id integer primary key, payload blob)`.execute(trx));
          // The worker has started once it reports a checkpoint after that first commit.
          while (!walResetGateOf(db)!.caughtUp()) await sleep(5);
          // 150 transactions of ~40 pages each: 6,000 frames, past the request thread's 4,000.
          const perTransaction = 40;
          const rounds = 150;
          for (let round = 0; round < rounds; round += 1) {
            await withTransaction(db, async (trx) => {
              for (let row = 0; row < perTransaction; row += 1) {
                await sql`insert into wal_probe (payload) values (randomblob(3000))`.execute(trx);
              }
            });
          }
          const count = await sql<{ n: number }>`select count(*) as n from wal_probe`.execute(db);
          expect(count.rows[0]?.n).toBe(rounds * perTransaction);
          // The WAL file keeps the size of its longest run. With the gate that is WAL_RESET_FRAMES plus
          // the transactions committed before the worker's report of a long WAL arrives (measured: 2 to
          // 12 of them, more on a loaded machine); without it the WAL would run on to the request
          // thread's checkpoint. Small transactions keep that lag small in frames.
          const frameBytes = 4096 + 24;
          const longestRun = statSync(`${path}-wal`).size / frameBytes;
          expect(longestRun).toBeGreaterThan(WAL_RESET_FRAMES);
          expect(longestRun).toBeLessThan(REQUEST_THREAD_CHECKPOINT_PAGES);
        } finally {
          await destroy();
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}
