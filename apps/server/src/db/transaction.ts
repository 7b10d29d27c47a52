import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';
import { walResetGateOf } from './wal-reset-gate';

/**
 * What services and repositories accept: the database or an open transaction (a Transaction is a
 * Kysely). A service given a transaction joins it; given the database it opens its own.
 */
export type DbExecutor = Kysely<Database>;

/** Awaited before the write's caller goes on (a cache broadcast must reach other instances before the answer does). */
type AfterCommitCallback = () => unknown;

/**
 * Work to run once the outermost transaction has committed, keyed by that transaction object.
 * Joining calls get the same object, so they register on the outermost transaction; a rollback
 * drops the entry with the transaction, so its callbacks never run.
 */
const afterCommitCallbacks = new WeakMap<Transaction<Database>, Set<AfterCommitCallback>>();

/**
 * Runs `work` in a transaction: joins `db` when it already is one (the outermost caller commits),
 * opens one otherwise and, after its commit, runs what afterCommit() registered on it.
 */
export async function withTransaction<T>(db: DbExecutor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  const callbacks = new Set<AfterCommitCallback>();
  const walGate = walResetGateOf(db);
  const result = await db.transaction().execute(async (trx) => {
    // Holding SQLite's one connection, before the first statement: no other write can come first.
    await walGate?.beforeWrite();
    afterCommitCallbacks.set(trx, callbacks);
    try {
      return await work(trx);
    } finally {
      // From here on the transaction only commits or rolls back; a late registration must fail, not vanish.
      afterCommitCallbacks.delete(trx);
    }
  });
  walGate?.afterCommit();
  await runAfterCommit(callbacks);
  return result;
}

/**
 * Every callback runs, side by side, even if one fails: they are independent (one failed cache
 * broadcast must not skip the next). The data is committed either way; the first error is then rethrown so the
 * failure is seen rather than swallowed.
 */
async function runAfterCommit(callbacks: ReadonlySet<AfterCommitCallback>): Promise<void> {
  const outcomes = await Promise.allSettled([...callbacks].map(async (callback) => callback()));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

/**
 * Runs `callback` after the outermost commit of `trx` (once, however often the same function is
 * registered); never after a rollback. `trx` must come from withTransaction(): for any other
 * transaction nobody would run the callback, so that is a programming error and throws at once.
 */
export function afterCommit(trx: DbExecutor, callback: AfterCommitCallback): void {
  const callbacks = trx.isTransaction ? afterCommitCallbacks.get(trx as Transaction<Database>) : undefined;
  if (!callbacks) {
    throw new Error('afterCommit() needs an open transaction from withTransaction(); this one was opened elsewhere or has ended');
  }
  callbacks.add(callback);
}

/** Boolean columns are stored as 0/1 on both engines (see schema.ts); convert only at the repository boundary. */
export const toDbBoolean = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromDbBoolean = (value: number | boolean): boolean => value === 1 || value === true;
