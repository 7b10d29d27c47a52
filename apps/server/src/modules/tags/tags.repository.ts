import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean } from '../../db/transaction';
import type { VocabularyWriteTransaction } from '../vocabulary';

/** Tags and the links between tags and categories. Writes take runVocabularyWrite's transaction. */

export interface TagRecord {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  color: string | null;
  icon: string | null;
  is_system: boolean;
  is_public: boolean;
}

const TAG_COLUMNS = ['id', 'name', 'display_name', 'description', 'color', 'icon', 'is_system', 'is_public'] as const;

const toTagRecord = (row: Omit<TagRecord, 'is_system' | 'is_public'> & { is_system: number; is_public: number }): TagRecord => ({
  ...row,
  is_system: fromDbBoolean(row.is_system),
  is_public: fromDbBoolean(row.is_public),
});

/** Every tag (or only the public ones) in creation order, so the seed's level tags come first. */
export async function listTags(db: DbExecutor, options: { publicOnly: boolean }): Promise<TagRecord[]> {
  let query = db.selectFrom('tags').select(TAG_COLUMNS).orderBy('id');
  if (options.publicOnly) query = query.where('is_public', '=', 1);
  return (await query.execute()).map(toTagRecord);
}

export async function findTagsByIds(db: DbExecutor, ids: readonly number[]): Promise<TagRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .select(TAG_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toTagRecord);
}

/** The ids of the category's tags. */
export async function listCategoryTagIds(db: DbExecutor, categoryId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('category_tags').select('tag_id').where('category_id', '=', categoryId).execute();
  return new Set(rows.map((row) => row.tag_id));
}

/** The category's tags in creation order (as the category lists show them). */
export async function listCategoryTags(db: DbExecutor, categoryId: number): Promise<TagRecord[]> {
  const rows = await db
    .selectFrom('category_tags')
    .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
    .select(TAG_COLUMNS.map((column) => `tags.${column}` as const))
    .where('category_tags.category_id', '=', categoryId)
    .orderBy('tags.id')
    .execute();
  return rows.map(toTagRecord);
}

/** Links the tags to the category; a link that exists already is left as it is. */
export async function linkTags(trx: VocabularyWriteTransaction, categoryId: number, tagIds: readonly number[]): Promise<void> {
  await trx
    .insertInto('category_tags')
    .values(tagIds.map((tagId) => ({ category_id: categoryId, tag_id: tagId })))
    .onConflict((oc) => oc.columns(['category_id', 'tag_id']).doNothing())
    .execute();
}

export async function unlinkTags(trx: VocabularyWriteTransaction, categoryId: number, tagIds: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('category_tags')
    .where('category_id', '=', categoryId)
    .where('tag_id', 'in', [...tagIds])
    .execute();
}
