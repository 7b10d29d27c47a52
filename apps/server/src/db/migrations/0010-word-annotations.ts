import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * What a word knows beside its bare sides (issue 32). words.stressed: the Russian side with its
 * stress marks, a column of its own so "words without stress" is one indexed condition.
 * words.annotations: the other facts (gender, animacy, aspect and partner, forms, IPA, English
 * forms) and the source of each, as one JSON text read and written whole with the word; null for
 * a bare word, so existing rows and answers are unchanged.
 */
export function wordAnnotations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table words add column stressed text`.execute(db);
      await sql`alter table words add column annotations text`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table words drop column annotations`.execute(db);
      await sql`alter table words drop column stressed`.execute(db);
    },
  };
}
