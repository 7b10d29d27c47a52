import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { DbExecutor } from '../../db/transaction';

const SUGGESTED_STRESS = '%"stressed":"suggested"%';

/**
 * The stress an owner already gave a Russian text: their earlier words with the same bare text and
 * a stressed form someone confirmed (imported, typed in an editor, or from a dictionary — not one
 * that is itself only a suggestion). A text the owner stressed two ways is left out (за́мок and
 * замо́к are two words). `ownerId` null: the system categories.
 */
export async function findEarlierStress(
  db: DbExecutor,
  ownerId: number | null,
  russianTexts: readonly string[],
): Promise<Map<string, string>> {
  const wanted = new Set(russianTexts);
  // lower(russian) is indexed. SQLite's lower() folds only ASCII, PostgreSQL's may fold Cyrillic
  // too: both spellings are asked for, and the exact text is compared below.
  const keys = [...new Set([...wanted].flatMap((text) => [text, text.toLowerCase()]))];
  const stress = new Map<string, string>();
  const twoWays = new Set<string>();
  for (const chunk of chunks(keys)) {
    const rows = await db
      .selectFrom('words')
      .innerJoin('categories', 'categories.id', 'words.category_id')
      .select(['words.russian', 'words.stressed'])
      .distinct()
      .where('categories.user_id', ownerId === null ? 'is' : '=', ownerId)
      .where('words.stressed', 'is not', null)
      .where(sql<string>`lower(words.russian)`, 'in', chunk)
      // Not a stress that is itself only a suggestion: its source, in the annotations' JSON, is
      // written "stressed":"suggested" (a stressed form is Cyrillic, never that text).
      .where((eb) => eb.or([eb('words.annotations', 'is', null), eb('words.annotations', 'not like', SUGGESTED_STRESS)]))
      .execute();
    for (const row of rows) {
      if (!wanted.has(row.russian) || row.stressed === null) continue;
      const earlier = stress.get(row.russian);
      if (earlier !== undefined && earlier !== row.stressed) twoWays.add(row.russian);
      stress.set(row.russian, row.stressed);
    }
  }
  for (const text of twoWays) stress.delete(text);
  return stress;
}
