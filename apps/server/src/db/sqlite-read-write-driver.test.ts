import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test';
import type { TestDatabase } from '../test';
import { withTransaction } from './transaction';

/**
 * Reads go on while a transaction is open and waiting (an import yielding between its statements):
 * on PostgreSQL through the pool's other connections, on SQLite through the reader connection
 * (sqlite-read-write-driver.ts). Before that driver, SQLite's one connection made this read wait
 * for the commit.
 */
describe('reads during an open transaction', () => {
  let database: TestDatabase;
  let db: Kysely<unknown>;
  const selectValues = async (executor: Kysely<unknown>) =>
    (
      await (executor as Kysely<{ rw_probe: { value: string } }>)
        .selectFrom('rw_probe')
        .select('value')
        .orderBy('value')
        .execute()
    ).map((row) => row.value);

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db as unknown as Kysely<unknown>;
    await sql`create table rw_probe (value varchar(20) not null)`.execute(db);
    await sql`insert into rw_probe (value) values ('committed')`.execute(db);
  });
  afterAll(() => database.destroy());

  it('answer at once with the last commit, while the transaction sees its own writes', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let insideSaw: string[] = [];
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = withTransaction(db as never, async (trx) => {
      await sql`insert into rw_probe (value) values ('pending')`.execute(trx);
      insideSaw = await selectValues(trx as unknown as Kysely<unknown>);
      inserted();
      await paused;
    });
    await insertDone;

    const outside = await Promise.race([
      selectValues(db),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2_000)),
    ]);
    expect(outside).toEqual(['committed']);
    expect(insideSaw).toEqual(['committed', 'pending']);

    release();
    await transaction;
    expect(await selectValues(db)).toEqual(['committed', 'pending']);
  });

  it('roll back cleanly, and the writer is free again afterwards', async () => {
    await expect(
      withTransaction(db as never, async (trx) => {
        await sql`insert into rw_probe (value) values ('rolled back')`.execute(trx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await sql`insert into rw_probe (value) values ('after')`.execute(db);
    expect(await selectValues(db)).toEqual(['after', 'committed', 'pending']);
  });
});
