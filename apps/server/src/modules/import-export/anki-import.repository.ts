import { sql } from 'kysely';
import { chunks } from '../../db/chunks';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean } from '../../db/transaction';
import type { VocabularyWriteTransaction } from '../vocabulary';

/** The tags an Anki import may attach to the categories it fills (Anki's own tags, matched by name). */

export interface ImportTagRecord {
  id: number;
  name: string;
  is_public: boolean;
}

/**
 * The tags with these names ignoring case (callers pass lower-case names): names are lower-case
 * slugs, but older rows may not be (as findTagByName in the tags module says).
 */
export async function findTagsByLowerNames(db: DbExecutor, names: readonly string[]): Promise<ImportTagRecord[]> {
  const rows: ImportTagRecord[] = [];
  for (const chunk of chunks([...new Set(names)])) {
    const found = await db
      .selectFrom('tags')
      .select(['id', 'name', 'is_public'])
      .where(sql<string>`lower(name)`, 'in', chunk)
      .execute();
    rows.push(...found.map((tag) => ({ id: tag.id, name: tag.name, is_public: fromDbBoolean(tag.is_public) })));
  }
  return rows;
}

/** Links the tags to the category; a link that exists already is left as it is. */
export async function linkTagsToCategory(
  trx: VocabularyWriteTransaction,
  categoryId: number,
  tagIds: readonly number[],
): Promise<void> {
  for (const chunk of chunks([...new Set(tagIds)])) {
    await trx
      .insertInto('category_tags')
      .values(chunk.map((tag_id) => ({ category_id: categoryId, tag_id })))
      .onConflict((oc) => oc.columns(['category_id', 'tag_id']).doNothing())
      .execute();
  }
}
