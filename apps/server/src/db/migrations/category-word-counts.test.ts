import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVocabularyWrite } from '../../modules/vocabulary';
import { deleteUser } from '../../modules/users';
import type { TestApp } from '../../test';
import { createTestApp, createTestCategory, createTestUser, createTestWords, rejection } from '../../test';
import type { DbExecutor } from '../transaction';
import { categoryWordCounts } from './0005-category-word-counts';

/**
 * categories.word_count (migration 0005) is kept by triggers: after every kind of write it equals
 * the number of words each category really holds, and the migration counts the words a database
 * already has.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Categories whose stored count differs from their words, as [id, stored, real]: none, when the triggers work. */
async function wrongCounts(db: DbExecutor): Promise<Array<[number, number, number]>> {
  const { rows } = await sql<{ id: number; stored: number; real: number }>`
    select c.id, c.word_count as stored, (select count(*) from words w where w.category_id = c.id) as real
    from categories c order by c.id`.execute(db);
  return rows
    .filter((row) => Number(row.stored) !== Number(row.real))
    .map((row) => [row.id, Number(row.stored), Number(row.real)]);
}

const storedCount = async (id: number): Promise<number> =>
  (await t.db.selectFrom('categories').select('word_count').where('id', '=', id).executeTakeFirstOrThrow()).word_count;

describe('migration 0005: category word counts', () => {
  it('counts the words of a database that already has some, then keeps counting', async () => {
    const migration = categoryWordCounts(t.dialect);
    if (!migration.down) throw new Error('migration 0005 has no down()');
    const first = await createTestCategory(t.db, { words: 3 });
    const empty = await createTestCategory(t.db);
    await migration.down(t.db as unknown as Kysely<unknown>);
    // Written while the column and its triggers do not exist.
    const second = await createTestCategory(t.db, { words: 5 });
    await createTestWords(t.db, first.id, 2);

    await migration.up(t.db as unknown as Kysely<unknown>);
    expect([await storedCount(first.id), await storedCount(empty.id), await storedCount(second.id)]).toEqual([5, 0, 5]);
    await createTestWords(t.db, empty.id, 1);
    expect(await storedCount(empty.id)).toBe(1);
    expect(await wrongCounts(t.db)).toEqual([]);
  });

  it('stays right after inserts, edits, moves, deletes, cascades and a rollback', async () => {
    const owner = await createTestUser(t.db);
    const a = await createTestCategory(t.db, { words: 4 });
    const b = await createTestCategory(t.db, { user_id: owner.id, words: 2 });
    const c = await createTestCategory(t.db, { user_id: owner.id, words: 1 });
    expect([await storedCount(a.id), await storedCount(b.id), await storedCount(c.id)]).toEqual([4, 2, 1]);

    // One statement inserting into several categories.
    await runVocabularyWrite(t.db, (trx) =>
      trx
        .insertInto('words')
        .values(
          [a.id, b.id, b.id].map((categoryId, index) => ({
            category_id: categoryId,
            english: `multi${index}`,
            russian: `много${index}`,
            part_of_speech: 'noun' as const,
            created_at: '2025-01-01T00:00:00.000Z',
            updated_at: '2025-01-01T00:00:00.000Z',
          })),
        )
        .execute(),
    );
    expect([await storedCount(a.id), await storedCount(b.id)]).toEqual([5, 4]);

    // An edit of the text changes no count; moving words changes both categories'.
    await runVocabularyWrite(t.db, (trx) =>
      trx.updateTable('words').set({ english: 'edited' }).where('category_id', '=', a.id).execute(),
    );
    await runVocabularyWrite(t.db, (trx) =>
      trx.updateTable('words').set({ category_id: c.id }).where('id', 'in', a.wordIds.slice(0, 3)).execute(),
    );
    expect([await storedCount(a.id), await storedCount(c.id)]).toEqual([2, 4]);

    // One statement deleting from several categories.
    await runVocabularyWrite(t.db, (trx) =>
      trx
        .deleteFrom('words')
        .where('id', 'in', [a.wordIds[3] as number, c.wordIds[0] as number])
        .execute(),
    );
    expect([await storedCount(a.id), await storedCount(c.id)]).toEqual([1, 3]);

    // A failed transaction leaves the counts as they were.
    const failed = await rejection(
      runVocabularyWrite(t.db, async (trx) => {
        await trx.deleteFrom('words').where('category_id', '=', b.id).execute();
        throw new Error('rolled back');
      }),
    );
    expect((failed as Error).message).toBe('rolled back');
    expect(await storedCount(b.id)).toBe(4);

    // A category's delete cascades to its words; a user's to their categories and words.
    await runVocabularyWrite(t.db, (trx) => trx.deleteFrom('categories').where('id', '=', a.id).execute());
    expect(await deleteUser(await t.contextFor(null), owner.id)).toBe(true);
    expect(await wrongCounts(t.db)).toEqual([]);
  });

  it('agrees with the words through the API writes of every module', async () => {
    const admin = await t.createAdmin();
    const created = await t.request('POST', '/api/vocabulary/categories', {
      user: admin,
      payload: { categoryName: 'Qwcount', tag: 'pre-built', isApprovedList: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const added = await t.request('POST', '/api/vocabulary/words', {
      user: admin,
      payload: { categoryName: 'qwcount', english: 'qw one', russian: 'один', part_of_speech: 'noun' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const imported = await t.request('POST', '/api/vocabulary-admin/import', {
      user: admin,
      payload: {
        categories: [
          { name: 'qwcount', words: [{ english: 'qw two', russian: 'два' }] },
          { name: 'qwcount-new', words: [{ english: 'qw three', russian: 'три' }] },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await wrongCounts(t.db)).toEqual([]);
  });
});
