import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../test';
import { createTestDatabase, createTestTag } from '../test';
import { afterCommit, withTransaction } from './transaction';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.destroy();
});

const tagCount = async (name: string) => (await t.db.selectFrom('tags').select('id').where('name', '=', name).execute()).length;

/** Any row will do; a tag is the simplest. */
const insertTag = (db: TestDatabase['db'], name: string) => createTestTag(db, { name });

describe('afterCommit', () => {
  it('runs after the outermost commit, once per registered function, in registration order', async () => {
    const calls: string[] = [];
    const record = () => calls.push('record');
    await withTransaction(t.db, async (outer) => {
      await insertTag(outer, 'after-commit');
      afterCommit(outer, record);
      await withTransaction(outer, async (inner) => {
        expect(inner).toBe(outer);
        afterCommit(inner, record);
        afterCommit(inner, () => calls.push('other'));
      });
      calls.push('work done');
    });
    expect(calls).toEqual(['work done', 'record', 'other']);
    expect(await tagCount('after-commit')).toBe(1);
  });

  it('runs nothing when the transaction rolls back, even for callbacks of a joined call that succeeded', async () => {
    let runs = 0;
    const failure = withTransaction(t.db, async (outer) => {
      await withTransaction(outer, async (inner) => {
        await insertTag(inner, 'rolled-back');
        afterCommit(inner, () => (runs += 1));
      });
      throw new Error('boom');
    });
    await expect(failure).rejects.toThrow('boom');
    expect(runs).toBe(0);
    expect(await tagCount('rolled-back')).toBe(0);
  });

  it('fails loudly outside a transaction of withTransaction, and after the work has ended', async () => {
    expect(() => afterCommit(t.db, () => undefined)).toThrow(/withTransaction/);
    await t.db.transaction().execute(async (trx) => {
      expect(() => afterCommit(trx, () => undefined)).toThrow(/withTransaction/);
    });
    let escaped: TestDatabase['db'] | undefined;
    await withTransaction(t.db, async (trx) => {
      escaped = trx;
    });
    expect(() => afterCommit(escaped as TestDatabase['db'], () => undefined)).toThrow(/withTransaction/);
  });

  it('runs every callback even if one throws, then reports the error (the data stays committed)', async () => {
    let second = false;
    const run = withTransaction(t.db, async (trx) => {
      await insertTag(trx, 'committed-anyway');
      afterCommit(trx, () => {
        throw new Error('callback failed');
      });
      afterCommit(trx, () => {
        second = true;
      });
    });
    await expect(run).rejects.toThrow('callback failed');
    expect(second).toBe(true);
    expect(await tagCount('committed-anyway')).toBe(1);
  });
});
