import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SqlDialectName } from '../db/database';
import type { Database } from '../db/schema';

/**
 * Makes the database refuse any word whose English side is 'poison' (a trigger named `name`), so a
 * test can make a multi-row write fail part-way and check that it wrote nothing. Returns the
 * function that removes the trigger again.
 */
export async function installPoisonTrigger(
  db: Kysely<Database>,
  dialect: SqlDialectName,
  name: string,
): Promise<() => Promise<void>> {
  const trigger = sql.id(name);
  if (dialect === 'sqlite') {
    await sql`create trigger ${trigger} before insert on words when new.english = 'poison'
      begin select raise(abort, 'poison refused'); end`.execute(db);
    return async () => {
      await sql`drop trigger if exists ${trigger}`.execute(db);
    };
  }
  await sql`create function ${trigger}() returns trigger language plpgsql as $$
    begin
      if new.english = 'poison' then raise exception 'poison refused'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger ${trigger} before insert on words for each row execute function ${trigger}()`.execute(db);
  return async () => {
    await sql`drop trigger if exists ${trigger} on words`.execute(db);
    await sql`drop function if exists ${trigger}()`.execute(db);
  };
}
