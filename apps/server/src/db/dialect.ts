import { PostgresAdapter } from 'kysely';
import type { DbExecutor } from './transaction';

/**
 * For the few statements the engines spell differently (collations in word search, row locks with
 * FOR UPDATE, which SQLite does not know: its writers are serialised by the database lock anyway).
 */
export const isPostgres = (db: DbExecutor): boolean => db.getExecutor().adapter instanceof PostgresAdapter;
