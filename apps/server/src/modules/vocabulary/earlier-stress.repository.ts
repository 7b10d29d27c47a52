import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * The stress an owner already gave a Russian text: their earlier words with the same bare text and
 * a stressed form someone confirmed (imported, typed in an editor, or from a dictionary — not one
 * that is itself only a suggestion). A text the owner stressed two ways is left out (за́мок and
 * замо́к are two words). `ownerId` null: the system categories.
 */

const SUGGESTED_STRESS = '%"stressed":"suggested"%';

/**
 * Up to this many texts are named in the query (SQLite then reads a text or two by the
 * lower(russian) index, and from a few dozen on plans by the owner's categories itself, as
 * EXPLAIN shows); more (an import) are found by reading the owner's confirmed stress once, in one
 * query rather than one per few hundred texts, each of which would read the owner's words again.
 * Its cost is bounded by the owner's vocabulary, not by how many vocabularies hold the text.
 */
const TEXTS_NAMED = 50;

/** Words whose stress someone confirmed: stressed, and not a suggestion — its source, in the annotations' JSON, is written "stressed":"suggested" (a stressed form is Cyrillic, never that text). */
const confirmedStress = (eb: ExpressionBuilder<Database, 'words' | 'categories'>) =>
  eb.and([
    eb('words.stressed', 'is not', null),
    eb.or([eb('words.annotations', 'is', null), eb('words.annotations', 'not like', SUGGESTED_STRESS)]),
  ]);

export async function findEarlierStress(
  db: DbExecutor,
  ownerId: number | null,
  russianTexts: readonly string[],
): Promise<Map<string, string>> {
  const wanted = new Set(russianTexts);
  if (wanted.size === 0) return new Map();
  let query = db
    .selectFrom('words')
    .innerJoin('categories', 'categories.id', 'words.category_id')
    .select(['words.russian', 'words.stressed'])
    .distinct()
    .where('categories.user_id', ownerId === null ? 'is' : '=', ownerId)
    .where(confirmedStress);
  if (wanted.size <= TEXTS_NAMED) {
    // SQLite's lower() folds only ASCII, PostgreSQL's may fold Cyrillic too: both spellings are
    // asked for, and the exact text is compared below.
    const keys = [...new Set([...wanted].flatMap((text) => [text, text.toLowerCase()]))];
    query = query.where(sql<string>`lower(words.russian)`, 'in', keys);
  }
  const stress = new Map<string, string>();
  const twoWays = new Set<string>();
  for (const row of await query.execute()) {
    if (!wanted.has(row.russian) || row.stressed === null) continue;
    const earlier = stress.get(row.russian);
    if (earlier !== undefined && earlier !== row.stressed) twoWays.add(row.russian);
    stress.set(row.russian, row.stressed);
  }
  for (const text of twoWays) stress.delete(text);
  return stress;
}
