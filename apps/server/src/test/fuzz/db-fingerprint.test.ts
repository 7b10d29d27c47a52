import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-database';
import { changedTables, createFingerprinter } from './db-fingerprint';

// The fuzz test's "a refused request wrote nothing" is only as good as this check: it must see an
// insert, an update and a delete, and see nothing when nothing (or only a rolled-back write) happened.

const database = await createTestDatabase();
const { db } = database;
const fingerprinter = await createFingerprinter(db, database.dialect);

afterAll(() => database.destroy());

const newTag = (name: string) => ({
  name,
  display_name: name,
  is_system: 0 as const,
  is_public: 1 as const,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

describe(`database fingerprint (${database.dialect})`, () => {
  it('stays the same while nothing is written, and after a write that was rolled back', async () => {
    const before = await fingerprinter.take();
    await db.selectFrom('tags').selectAll().execute();
    expect(changedTables(before, await fingerprinter.take())).toEqual([]);

    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('tags').values(newTag('rolled-back')).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(changedTables(before, await fingerprinter.take())).toEqual([]);
  });

  it('names the table an insert, an update or a delete touched', async () => {
    const start = await fingerprinter.take();
    await db.insertInto('tags').values(newTag('fruit')).execute();
    const inserted = await fingerprinter.take();
    expect(changedTables(start, inserted)).toEqual(['tags']);

    await db.updateTable('tags').set({ display_name: 'Fruit' }).where('name', '=', 'fruit').execute();
    const updated = await fingerprinter.take();
    expect(changedTables(inserted, updated)).toEqual(['tags']);

    await db.deleteFrom('tags').where('name', '=', 'fruit').execute();
    expect(changedTables(updated, await fingerprinter.take())).toEqual(['tags']);
  });
});
