import { categoryDisplayKey } from '@slovo/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test';
import { createTestDatabase, createTestUser, rejection } from '../../test';
import { isUniqueViolation } from '../errors';
import { categoryDisplayKeys } from './0003-category-display-keys';

let t: TestDatabase;
const now = '2025-01-01T00:00:00.000Z';

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.destroy();
});

/** Rows as an older database holds them: without display_key (the column does not exist yet). */
type LegacyDb = Kysely<{
  categories: {
    id?: number;
    name: string;
    display_name: string;
    user_id: number | null;
    privacy: string;
    created_at: string;
    updated_at: string;
  };
}>;

async function insertLegacy(db: LegacyDb, name: string, displayName: string, userId: number | null): Promise<void> {
  await db
    .insertInto('categories')
    .values({ name, display_name: displayName, user_id: userId, privacy: 'private', created_at: now, updated_at: now })
    .execute();
}

describe('migration 0003: category display keys', () => {
  it('backfills keys for existing rows, renaming an owner’s clashing names, then enforces one name per owner', async () => {
    const alice = await createTestUser(t.db);
    const bob = await createTestUser(t.db);
    const migration = categoryDisplayKeys(t.dialect);
    if (!migration.down) throw new Error('migration 0003 has no down()');
    await migration.down(t.db as unknown as Kysely<unknown>);

    const legacy = t.db as unknown as LegacyDb;
    await insertLegacy(legacy, 'a-food', 'Food', alice.id);
    await insertLegacy(legacy, 'a-food-lower', 'food ', alice.id);
    await insertLegacy(legacy, 'a-food-2', 'Food (2)', alice.id);
    await insertLegacy(legacy, 'a-words', 'Мои  Слова', alice.id);
    await insertLegacy(legacy, 'b-food', 'FOOD', bob.id);
    await insertLegacy(legacy, 'animals', 'Animals', null);
    await insertLegacy(legacy, 'animals-copy', 'animals', null);

    await migration.up(t.db as unknown as Kysely<unknown>);

    const rows = await t.db.selectFrom('categories').select(['name', 'display_name', 'display_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { name: 'a-food', display_name: 'Food', display_key: 'food' },
      { name: 'a-food-lower', display_name: 'food (2)', display_key: 'food (2)' },
      { name: 'a-food-2', display_name: 'Food (2) (2)', display_key: 'food (2) (2)' },
      { name: 'a-words', display_name: 'Мои  Слова', display_key: 'мои слова' },
      { name: 'b-food', display_name: 'FOOD', display_key: 'food' },
      { name: 'animals', display_name: 'Animals', display_key: 'animals' },
      { name: 'animals-copy', display_name: 'animals', display_key: 'animals' },
    ]);
    for (const row of rows) expect(row.display_key).toBe(categoryDisplayKey(row.display_name));

    const insert = (name: string, displayName: string, userId: number | null) =>
      t.db
        .insertInto('categories')
        .values({
          name,
          display_name: displayName,
          display_key: categoryDisplayKey(displayName),
          description: null,
          user_id: userId,
          privacy: 'private',
          is_approved_list: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    // The same learner: refused by the database itself, whatever the code checks.
    expect(isUniqueViolation(await rejection(insert('a-words-again', 'МОИ СЛОВА', alice.id)))).toBe(true);
    // Another learner, and system categories (no owner), are not constrained.
    await insert('b-words', 'Мои слова', bob.id);
    await insert('animals-third', 'ANIMALS', null);
  });
});
