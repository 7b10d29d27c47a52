import { sql } from 'kysely';
import type { DbExecutor } from '../../db/transaction';

/** A round trip to the database; throws when it is unreachable. */
export async function checkDatabase(db: DbExecutor): Promise<void> {
  await sql`select 1`.execute(db);
}
