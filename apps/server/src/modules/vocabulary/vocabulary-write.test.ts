import { lightweightCategoriesResponseSchema } from '@slovo/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { addInvalidationPublisher } from '../../cache/answer-cache';
import { openDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import type { TestApp } from '../../test';
import { createTestApp, createTestCategory } from '../../test';
import type { VocabularyWriteTransaction } from './index';
import { runVocabularyWrite } from './index';

let t: TestApp;
/** Another connection's view of the vocabulary, through its own cache (see openReader). */
let reader: { app: FastifyInstance; close(): Promise<void> };
let invalidations = 0;
let stopCounting: () => void = () => undefined;

/**
 * On PostgreSQL the app itself is the reader: its pool answers on another connection while the
 * write's transaction holds one. better-sqlite3 has a single connection per handle and a
 * transaction holds it, so there the reader is a second handle on the same file (in production,
 * another instance), which WAL lets read the last committed state during the write.
 */
async function openReader(): Promise<typeof reader> {
  if (t.dialect === 'postgres') return { app: t.app, close: async () => undefined };
  const second = await openDatabase({ kind: 'sqlite', path: t.database.databaseUrl.slice('file:'.length) });
  const app = await createTestApp({ database: { ...t.database, db: second.db, destroy: second.destroy } });
  return {
    app: app.app,
    async close() {
      await app.close();
      await second.destroy();
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  reader = await openReader();
  stopCounting = addInvalidationPublisher(() => (invalidations += 1));
});
afterAll(async () => {
  stopCounting();
  await reader?.close();
  await t?.close();
});

/** The reader's picker list: cached until the next invalidation. */
async function readerSees(name: string): Promise<boolean> {
  const response = await reader.app.inject({ method: 'GET', url: '/api/vocabulary/categories/lightweight' });
  return lightweightCategoriesResponseSchema.parse(response.json()).categories.some((category) => category.name === name);
}

const exists = async (name: string) =>
  (await t.db.selectFrom('categories').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;

describe('runVocabularyWrite', () => {
  it('invalidates once, after the commit: a reader during the write cannot keep the old rows', async () => {
    const before = invalidations;
    expect(await readerSees('during-write')).toBe(false);
    await runVocabularyWrite(t.db, async (trx) => {
      await createTestCategory(trx, { name: 'during-write' });
      // Not committed yet: the reader loads and caches the old list. An invalidation fired here
      // would come too early, and that cached list would outlive the commit.
      expect(await readerSees('during-write')).toBe(false);
      expect(invalidations).toBe(before);
    });
    expect(invalidations).toBe(before + 1);
    expect(await readerSees('during-write')).toBe(true);
  });

  it('a nested call joins the outer transaction and its invalidation waits for the outer commit', async () => {
    const before = invalidations;
    await withTransaction(t.db, async (outer) => {
      await runVocabularyWrite(outer, async (trx) => {
        await runVocabularyWrite(trx, (inner) => createTestCategory(inner, { name: 'nested-write' }));
        expect(invalidations).toBe(before);
      });
      // Both calls have returned, but the outermost transaction is still open.
      expect(invalidations).toBe(before);
      expect(await readerSees('nested-write')).toBe(false);
    });
    expect(invalidations).toBe(before + 1);
    expect(await readerSees('nested-write')).toBe(true);
  });

  it('invalidates nothing when the transaction rolls back, also when a nested call had succeeded', async () => {
    const before = invalidations;
    const failed = runVocabularyWrite(t.db, async (trx) => {
      await createTestCategory(trx, { name: 'rolled-back' });
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');

    const failedOuter = withTransaction(t.db, async (outer) => {
      await runVocabularyWrite(outer, (trx) => createTestCategory(trx, { name: 'rolled-back-nested' }));
      throw new Error('outer boom');
    });
    await expect(failedOuter).rejects.toThrow('outer boom');

    expect(invalidations).toBe(before);
    expect(await exists('rolled-back')).toBe(false);
    expect(await exists('rolled-back-nested')).toBe(false);
  });

  it('refuses to run inside a transaction that withTransaction did not open (nobody would invalidate)', async () => {
    const before = invalidations;
    const run = t.db
      .transaction()
      .execute((trx) => runVocabularyWrite(trx, (inner) => createTestCategory(inner, { name: 'foreign-transaction' })));
    await expect(run).rejects.toThrow(/withTransaction/);
    expect(invalidations).toBe(before);
    expect(await exists('foreign-transaction')).toBe(false);
  });

  it('hands out the only transaction type that write repositories accept', () => {
    expectTypeOf<VocabularyWriteTransaction>().toExtend<Transaction<Database>>();
    expectTypeOf<Transaction<Database>>().not.toExtend<VocabularyWriteTransaction>();
    expectTypeOf<Kysely<Database>>().not.toExtend<VocabularyWriteTransaction>();
  });
});
