import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * One learner may not have two categories whose display names differ only in case or spacing
 * ("Travel" and "travel "); two learners may each have their own "Travel". The rule lives in the
 * database: `display_key` (the display name NFC, trimmed, whitespace runs made one space,
 * lower-cased) with a unique index on (user_id, display_key). The key is computed in code because
 * SQLite's lower() folds ASCII only. System categories (user_id null) are not constrained by it:
 * NULLs are distinct in a unique index on both engines; their `name` is unique anyway.
 *
 * A frozen copy of categoryDisplayKey (@slovo/shared): an applied migration must not change
 * meaning when the shared rule does (a new rule gets a new migration that recomputes the keys).
 */
const displayKeyV1 = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

interface CategoryNameRow {
  id: number;
  user_id: number | null;
  display_name: string;
}

/**
 * Keys for every existing category. Rows written before this rule may clash (one owner with
 * "Food" and "food"): the later one gets " (2)", " (3)"… appended to its display name, so
 * nothing is lost and the unique index can be created.
 */
function assignKeys(rows: readonly CategoryNameRow[]): Array<{ id: number; display_name: string; display_key: string }> {
  const used = new Set<string>();
  const ownerKey = (userId: number, key: string) => `${userId}\u0000${key}`;
  return rows.map((row) => {
    let displayName = row.display_name;
    let key = displayKeyV1(displayName);
    if (row.user_id !== null) {
      for (let suffix = 2; used.has(ownerKey(row.user_id, key)); suffix += 1) {
        displayName = `${row.display_name.trim()} (${suffix})`;
        key = displayKeyV1(displayName);
      }
      used.add(ownerKey(row.user_id, key));
    }
    return { id: row.id, display_name: displayName, display_key: key };
  });
}

export function categoryDisplayKeys(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds a NOT NULL column only with a default; PostgreSQL drops it again below, so an
      // insert that forgets the key fails there (the row types require it on both).
      await db.schema
        .alterTable('categories')
        .addColumn('display_key', 'text', (col) => col.notNull().defaultTo(''))
        .execute();

      const typed = db as unknown as Kysely<{ categories: CategoryNameRow & { display_key: string } }>;
      const rows = await typed.selectFrom('categories').select(['id', 'user_id', 'display_name']).orderBy('id').execute();
      const updates = assignKeys(rows);
      const write = async (executor: typeof typed) => {
        for (const update of updates) {
          await executor
            .updateTable('categories')
            .set({ display_name: update.display_name, display_key: update.display_key })
            .where('id', '=', update.id)
            .execute();
        }
      };
      // PostgreSQL runs migrations in a transaction already; SQLite's runner does not, and one
      // commit is much faster than one per row.
      if (typed.isTransaction || updates.length === 0) await write(typed);
      else await typed.transaction().execute(write);

      if (dialect === 'postgres') {
        await sql`alter table categories alter column display_key drop default`.execute(db);
      }
      await db.schema
        .createIndex('categories_user_display_key_unique')
        .on('categories')
        .columns(['user_id', 'display_key'])
        .unique()
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('categories_user_display_key_unique').ifExists().execute();
      await db.schema.alterTable('categories').dropColumn('display_key').execute();
    },
  };
}
