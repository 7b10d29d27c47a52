import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';
import type { SqlDialectName } from '../database';

/**
 * Word search reads words that start with the query as a range on lower(english) / lower(russian)
 * in code-point order. SQLite compares text bytewise, so the indexes of 0001 serve it. PostgreSQL
 * compares in the database's locale (en_US and the like order differently and cannot answer a
 * code-point range), so it gets indexes under the "C" collation, which the search query names.
 */
export function wordSearchIndexes(dialect: SqlDialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema
        .createIndex('words_english_lower_c_idx')
        .on('words')
        .expression(sql`(lower(english) collate "C")`)
        .execute();
      await db.schema
        .createIndex('words_russian_lower_c_idx')
        .on('words')
        .expression(sql`(lower(russian) collate "C")`)
        .execute();
    },

    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await db.schema.dropIndex('words_english_lower_c_idx').ifExists().execute();
      await db.schema.dropIndex('words_russian_lower_c_idx').ifExists().execute();
    },
  };
}
