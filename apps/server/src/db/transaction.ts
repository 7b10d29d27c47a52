import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * What services and repositories accept: the database or an open transaction (a Transaction is a
 * Kysely). A service given a transaction joins it; given the database it opens its own.
 */
export type DbExecutor = Kysely<Database>;

export async function withTransaction<T>(db: DbExecutor, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

/** Boolean columns are stored as 0/1 on both engines (see schema.ts); convert only at the repository boundary. */
export const toDbBoolean = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromDbBoolean = (value: number | boolean): boolean => value === 1 || value === true;
