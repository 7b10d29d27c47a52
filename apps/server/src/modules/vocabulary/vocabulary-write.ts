import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { afterCommit, withTransaction } from '../../db/transaction';
import { invalidateVocabularyCache } from './vocabulary-cache';

declare const vocabularyWrite: unique symbol;

/**
 * The only transaction a repository that changes vocabulary (categories, words, tags, category tags,
 * and users, whose deletion takes their categories along) accepts. The brand exists only in the
 * type: a plain Kysely or Transaction does not satisfy it, so the one way to get such a
 * transaction is runVocabularyWrite(), and no caller can forget to invalidate the cache.
 */
export type VocabularyWriteTransaction = Transaction<Database> & { readonly [vocabularyWrite]: true };

/**
 * Runs `work` in a transaction (joining one the caller already opened with withTransaction) and
 * invalidates the vocabulary cache, here and on every other instance through Redis, once the
 * outermost transaction has committed.
 *
 * Not earlier: an invalidation inside the transaction would let a reader on another connection
 * (PostgreSQL's pool, or another instance) load the old rows right after it and cache them for
 * CACHE_TTL_MS. Not at all after a rollback: nothing changed. Nested calls register the same
 * invalidation on the outermost transaction, so it runs once, after that commit.
 */
export async function runVocabularyWrite<T>(db: DbExecutor, work: (trx: VocabularyWriteTransaction) => Promise<T>): Promise<T> {
  return withTransaction(db, async (trx) => {
    afterCommit(trx, invalidateVocabularyCache);
    return work(trx as VocabularyWriteTransaction);
  });
}
