import type { PartOfSpeech } from '@slovo/shared';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { chunks } from '../../db/chunks';
import type { Database, Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean } from '../../db/transaction';
import type { VocabularyViewer } from './category.policies';
import { ANNOTATION_COLUMN_NAMES } from '../../db/word-annotations-column';
import type { AnnotationColumns } from '../../db/word-annotations-column';

/**
 * Categories and words as the reads see them: the records, visibility as SQL, a category by its key
 * or id, its words. The lists' SQL is category-list.repository.ts.
 */

/** A category row as the service sees it (booleans converted, owner's username joined). */
export interface CategoryRecord {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  privacy: Privacy;
  user_id: number | null;
  username: string | null;
  is_approved_list: boolean;
  created_at: string;
  updated_at: string;
}

/** The few fields needed to find a category and decide who may see it. */
export interface CategoryKeyRecord {
  id: number;
  name: string;
  display_name: string;
  user_id: number | null;
  privacy: Privacy;
  is_approved_list: boolean;
}

export interface CategoryWordRecord extends AnnotationColumns {
  id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

const CATEGORY_WORD_COLUMNS = ['id', 'english', 'russian', 'part_of_speech', ...ANNOTATION_COLUMN_NAMES] as const;

export type CategoriesEb = ExpressionBuilder<Database, 'categories'>;

/**
 * A category assigned to a class the viewer teaches or belongs to (issue 35), as SQL on the
 * column naming the category: the visibility rule's class part (category.policies.ts).
 */
export const inViewerClass = (viewerId: number, categoryColumn = 'categories.id') => sql<SqlBool>`exists (
  select 1 from class_assignments ca where ca.category_id = ${sql.ref(categoryColumn)} and (
    exists (select 1 from class_members cm where cm.class_id = ca.class_id and cm.user_id = ${viewerId})
    or exists (select 1 from class_teachers ct where ct.class_id = ca.class_id and ct.user_id = ${viewerId})))`;

/** The categories assigned to the classes a user teaches or belongs to. */
export async function findClassCategoryIds(db: DbExecutor, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('class_assignments')
    .select('class_assignments.category_id')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('class_members')
            .select('class_members.user_id')
            .whereRef('class_members.class_id', '=', 'class_assignments.class_id')
            .where('class_members.user_id', '=', userId),
        ),
        eb.exists(
          eb
            .selectFrom('class_teachers')
            .select('class_teachers.user_id')
            .whereRef('class_teachers.class_id', '=', 'class_assignments.class_id')
            .where('class_teachers.user_id', '=', userId),
        ),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.category_id));
}

/** Visibility as SQL (see category.policies.ts): null when the viewer sees everything. */
export function visibleCategoryCondition(
  eb: ExpressionBuilder<Database, 'categories'>,
  viewer: VocabularyViewer,
): Expression<SqlBool> | null {
  if (viewer?.role === 'admin') return null;
  return eb.or([
    eb('categories.user_id', 'is', null),
    eb('categories.privacy', '=', 'shared'),
    ...(viewer ? [eb('categories.user_id', '=', viewer.id), inViewerClass(viewer.id)] : []),
  ]);
}

/** The columns of a CategoryRecord (with the owner's username: join users). */
export const CATEGORY_COLUMNS = [
  'categories.id',
  'categories.name',
  'categories.display_name',
  'categories.description',
  'categories.privacy',
  'categories.user_id',
  'categories.is_approved_list',
  'categories.created_at',
  'categories.updated_at',
  'users.username',
] as const;

type RawCategoryRow = Omit<CategoryRecord, 'is_approved_list' | 'username'> & {
  is_approved_list: number;
  username: string | null;
};

export const toCategoryRecord = (row: RawCategoryRow): CategoryRecord => ({
  id: row.id,
  name: row.name,
  display_name: row.display_name,
  description: row.description,
  privacy: row.privacy,
  user_id: row.user_id,
  username: row.username,
  is_approved_list: fromDbBoolean(row.is_approved_list),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** `run` on the ids a chunk at a time (bound parameters stay within both databases' limits), results joined. */
export async function inChunks<T>(ids: readonly number[], run: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const results: T[] = [];
  for (const chunk of chunks(ids)) results.push(...(await run(chunk)));
  return results;
}

/**
 * How many categories the viewer may see carry each tag (a tag on none of them is absent): the
 * usage counts of the tag list, under the same visibility rule as every list of categories.
 */
export async function countVisibleCategoriesPerTag(db: DbExecutor, viewer: VocabularyViewer): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('category_tags')
    .innerJoin('categories', 'categories.id', 'category_tags.category_id')
    .select(['category_tags.tag_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where((eb) => visibleCategoryCondition(eb as unknown as CategoriesEb, viewer) ?? eb.and([]))
    .groupBy('category_tags.tag_id')
    .execute();
  return new Map(rows.map((row) => [row.tag_id, Number(row.count)]));
}

const CATEGORY_KEY_COLUMNS = ['id', 'name', 'display_name', 'user_id', 'privacy', 'is_approved_list'] as const;

const toCategoryKeyRecord = (
  row: Omit<CategoryKeyRecord, 'is_approved_list'> & { is_approved_list: number },
): CategoryKeyRecord => ({
  ...row,
  is_approved_list: fromDbBoolean(row.is_approved_list),
});

/** By exact name (the unique key), whoever may see it; visibility is the caller's check. */
export async function findCategoryByName(db: DbExecutor, name: string): Promise<CategoryKeyRecord | undefined> {
  const row = await db.selectFrom('categories').select(CATEGORY_KEY_COLUMNS).where('name', '=', name).executeTakeFirst();
  return row && toCategoryKeyRecord(row);
}

/** By id, whoever may see it; visibility is the caller's check. */
export async function findCategoryById(db: DbExecutor, id: number): Promise<CategoryKeyRecord | undefined> {
  const row = await db.selectFrom('categories').select(CATEGORY_KEY_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toCategoryKeyRecord(row);
}

/** The category's words in id order (the order they were added). */
export async function listCategoryWords(db: DbExecutor, categoryId: number): Promise<CategoryWordRecord[]> {
  return db.selectFrom('words').select(CATEGORY_WORD_COLUMNS).where('category_id', '=', categoryId).orderBy('id').execute();
}

/** Ids of the category's words, in id order (reads the words.category_id index only). */
export async function listCategoryWordIds(db: DbExecutor, categoryId: number): Promise<number[]> {
  const rows = await db.selectFrom('words').select('id').where('category_id', '=', categoryId).orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Those of `ids` that are words of the category, in no particular order (others are simply absent). */
export async function findCategoryWordsByIds(
  db: DbExecutor,
  categoryId: number,
  ids: readonly number[],
): Promise<CategoryWordRecord[]> {
  if (ids.length === 0) return [];
  return inChunks(ids, (chunk) =>
    db.selectFrom('words').select(CATEGORY_WORD_COLUMNS).where('category_id', '=', categoryId).where('id', 'in', chunk).execute(),
  );
}
