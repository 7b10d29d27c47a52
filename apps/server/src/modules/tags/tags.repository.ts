import { sql } from 'kysely';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean, toDbBoolean } from '../../db/transaction';
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

export async function findTagById(db: DbExecutor, id: number): Promise<TagRecord | undefined> {
  const row = await db.selectFrom('tags').select(TAG_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toTagRecord(row);
}

/** The tag with this name ignoring case (names are lower-case slugs, older rows may not be), other than `exceptId`. */
export async function findTagByName(db: DbExecutor, name: string, exceptId?: number): Promise<TagRecord | undefined> {
  let query = db
    .selectFrom('tags')
    .select(TAG_COLUMNS)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirst();
  return row && toTagRecord(row);
}

/** How many categories carry the tag (all of them: what an admin sees). */
export async function countTagUsage(db: DbExecutor, tagId: number): Promise<number> {
  const row = await db
    .selectFrom('category_tags')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tag_id', '=', tagId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewTag {
  name: string;
  display_name: string;
  description: string | null;
  color: string | null;
  icon: string | null;
  is_public: boolean;
  created_by: number | null;
  now: string;
}

/** A new tag (never a system one: those come with the seed). The unique index on name refuses a duplicate. */
export async function insertTag(trx: VocabularyWriteTransaction, tag: NewTag): Promise<TagRecord> {
  const row = await trx
    .insertInto('tags')
    .values({
      name: tag.name,
      display_name: tag.display_name,
      description: tag.description,
      color: tag.color,
      icon: tag.icon,
      is_system: 0,
      is_public: toDbBoolean(tag.is_public),
      created_by: tag.created_by,
      created_at: tag.now,
      updated_at: tag.now,
    })
    .returning(TAG_COLUMNS)
    .executeTakeFirstOrThrow();
  return toTagRecord(row);
}

export type TagChanges = Partial<Pick<TagRecord, 'name' | 'display_name' | 'description' | 'color' | 'icon' | 'is_public'>>;

/** Changes the given fields (and updated_at); answers the tag as it is now, undefined when it is gone. */
export async function updateTag(
  trx: VocabularyWriteTransaction,
  id: number,
  changes: TagChanges,
  now: string,
): Promise<TagRecord | undefined> {
  const { is_public: isPublic, ...text } = changes;
  const row = await trx
    .updateTable('tags')
    .set({ ...text, ...(isPublic === undefined ? {} : { is_public: toDbBoolean(isPublic) }), updated_at: now })
    .where('id', '=', id)
    .returning(TAG_COLUMNS)
    .executeTakeFirst();
  return row && toTagRecord(row);
}

/**
 * Deletes the tag and its links to categories. The foreign key (ON DELETE CASCADE) would remove the
 * links as well; deleting them here says so and does not depend on it.
 */
export async function deleteTag(trx: VocabularyWriteTransaction, id: number): Promise<void> {
  await trx.deleteFrom('category_tags').where('tag_id', '=', id).execute();
  await trx.deleteFrom('tags').where('id', '=', id).execute();
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
