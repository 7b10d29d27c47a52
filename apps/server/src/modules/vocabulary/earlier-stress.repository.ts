import type { SqlBool } from 'kysely';
import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { DbExecutor } from '../../db/transaction';

/**
 * The stress an owner already gave a Russian text: their earlier words with the same bare text and
 * a stressed form someone confirmed (imported, typed in an editor, or from a dictionary — not one
 * that is itself only a suggestion). A text the owner stressed two ways is left out (за́мок and
 * замо́к are two words). `ownerId` null: the system categories.
 */

/**
 * Texts named per query. The words are found by the index of confirmed stress (migration 0011):
 * `words CROSS JOIN categories` makes SQLite walk it first (left to itself, from a few dozen texts
 * on it planned by the owner's categories and read the owner's whole vocabulary — 100,000 system
 * words in the bench, which doubled the 10,000-word import). PostgreSQL plans both forms alike.
 */
const TEXTS_PER_QUERY = 250;

/**
 * Words whose stress someone confirmed: stressed, and not a suggestion — its source, in the
 * annotations' JSON, is written "stressed":"suggested" (a stressed form is Cyrillic, never that
 * text). Written as migration 0011's index condition, literal and all, so both engines use it.
 */
const CONFIRMED_STRESS = sql<SqlBool>`words.stressed is not null and (words.annotations is null or words.annotations not like '%"stressed":"suggested"%')`;

/** The owner's confirmed stress of these texts (either spelling of their lower case); exported for its plan's test. */
export function stressOfTextsQuery(db: DbExecutor, ownerId: number | null, texts: readonly string[]) {
  // SQLite's lower() folds only ASCII, PostgreSQL's may fold Cyrillic too: both spellings are
  // asked for, and the exact text is compared by the caller.
  const keys = [...new Set(texts.flatMap((text) => [text, text.toLowerCase()]))];
  return db
    .selectFrom('words')
    .crossJoin('categories')
    .whereRef('categories.id', '=', 'words.category_id')
    .select(['words.russian', 'words.stressed'])
    .where(sql<string>`lower(words.russian)`, 'in', keys)
    .where('categories.user_id', ownerId === null ? 'is' : '=', ownerId)
    .where(CONFIRMED_STRESS);
}

export async function findEarlierStress(
  db: DbExecutor,
  ownerId: number | null,
  russianTexts: readonly string[],
): Promise<Map<string, string>> {
  const wanted = new Set(russianTexts);
  const stress = new Map<string, string>();
  const twoWays = new Set<string>();
  for (const texts of chunks([...wanted], TEXTS_PER_QUERY)) {
    for (const row of await stressOfTextsQuery(db, ownerId, texts).execute()) {
      if (!wanted.has(row.russian) || row.stressed === null) continue;
      const earlier = stress.get(row.russian);
      if (earlier !== undefined && earlier !== row.stressed) twoWays.add(row.russian);
      stress.set(row.russian, row.stressed);
    }
  }
  for (const text of twoWays) stress.delete(text);
  return stress;
}
