import { sql } from 'kysely';
import type { Kysely, Migration } from 'kysely';

/**
 * Words whose stress someone confirmed, by lower(russian): what a new word's suggested stress is
 * read from (earlier-stress.repository.ts). Without it the lookup read every word of the same text
 * and tested its JSON, suggestions included; an owner who imports a deck again (or a system
 * vocabulary with one text in many categories) made each lookup slower (measured in
 * docs/performance.md). The query writes the condition the same way (CONFIRMED_STRESS in
 * earlier-stress.repository.ts), or neither engine would use the index; its test checks the plans.
 */

export function confirmedStressIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create index words_confirmed_stress_idx on words (lower(russian)) where stressed is not null and (annotations is null or annotations not like '%"stressed":"suggested"%')`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index words_confirmed_stress_idx`.execute(db);
    },
  };
}
