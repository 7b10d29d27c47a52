import type {
  CategoryCreatorFilter,
  CategorySortField,
  CategoryTag,
  CategoryTagFilter,
  PartOfSpeech,
  SortOrder,
} from '@slovo/shared';
import { escapeLike } from '../../db/text-match';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { chunks } from '../../db/chunks';
import { isPostgres } from '../../db/dialect';
import type { Database, Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean, toDbBoolean } from '../../db/transaction';
import type { VocabularyViewer } from './category.policies';

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

export interface CategoryWordRecord {
  id: number;
  english: string;
  russian: string;
  part_of_speech: PartOfSpeech;
}

export interface CategoryFilter {
  viewer: VocabularyViewer;
  /** Only this user's own categories (a learner's "my categories"); undefined = any owner. */
  ownerId?: number | undefined;
  /** Part of the name or display name, matched case-insensitively. */
  search?: string | undefined;
  tag: CategoryTagFilter;
  /** Tag names (case-insensitive); a category must carry all of them. */
  tags: readonly string[];
  isApprovedList: boolean | null;
  /** Who made it (see CATEGORY_CREATOR_FILTERS); absent = 'all'. */
  creator?: CategoryCreatorFilter | undefined;
}

export interface CategoryPageRequest {
  sortBy: CategorySortField;
  sortOrder: SortOrder;
  limit: number;
  offset: number;
}

type CategoriesEb = ExpressionBuilder<Database, 'categories'>;

/** Visibility as SQL (see category.policies.ts): null when the viewer sees everything. */
export function visibleCategoryCondition(
  eb: ExpressionBuilder<Database, 'categories'>,
  viewer: VocabularyViewer,
): Expression<SqlBool> | null {
  if (viewer?.role === 'admin') return null;
  return eb.or([
    eb('categories.user_id', 'is', null),
    eb('categories.privacy', '=', 'shared'),
    ...(viewer ? [eb('categories.user_id', '=', viewer.id)] : []),
  ]);
}

function filterCondition(eb: CategoriesEb, filter: CategoryFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  const visible = visibleCategoryCondition(eb, filter.viewer);
  if (visible) conditions.push(visible);

  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(
      eb.or([
        sql<SqlBool>`lower(categories.name) like lower(${pattern}) escape '\\'`,
        sql<SqlBool>`lower(categories.display_name) like lower(${pattern}) escape '\\'`,
      ]),
    );
  }
  if (filter.ownerId !== undefined) conditions.push(eb('categories.user_id', '=', filter.ownerId));
  if (filter.tag === 'pre-built') conditions.push(eb('categories.user_id', 'is', null));
  if (filter.tag === 'user') conditions.push(eb('categories.user_id', 'is not', null));
  if (filter.creator === 'admin' || filter.creator === 'user') {
    // The owner's role as it is now: a promotion moves the owner's categories to 'admin'.
    const ownersWithRole = (admin: boolean) =>
      eb
        .selectFrom('users')
        .select('users.id')
        .where('users.role', admin ? '=' : '!=', 'admin');
    conditions.push(
      filter.creator === 'admin'
        ? eb.or([eb('categories.user_id', 'is', null), eb('categories.user_id', 'in', ownersWithRole(true))])
        : eb('categories.user_id', 'in', ownersWithRole(false)),
    );
  }
  if (filter.isApprovedList !== null) {
    conditions.push(eb('categories.is_approved_list', '=', toDbBoolean(filter.isApprovedList)));
  }
  if (filter.tags.length > 0) {
    const names = filter.tags.map((name) => name.toLowerCase());
    // Categories linked to every named tag: count the distinct wanted tags each one carries.
    conditions.push(
      eb(
        'categories.id',
        'in',
        eb
          .selectFrom('category_tags')
          .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
          .select('category_tags.category_id')
          .where(sql<string>`lower(tags.name)`, 'in', names)
          .groupBy('category_tags.category_id')
          .having(sql<number>`count(distinct lower(tags.name))`, '=', names.length),
      ),
    );
  }
  return eb.and(conditions);
}

const filteredCategories = (db: DbExecutor, filter: CategoryFilter) =>
  db.selectFrom('categories').where((eb) => filterCondition(eb, filter));

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

export async function countCategories(db: DbExecutor, filter: CategoryFilter): Promise<number> {
  const row = await filteredCategories(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One page of the filtered categories (or all of them, by name, when `page` is null), sorted with
 * the id as tie-break so pages never overlap. "name" sorts by the display name the user sees,
 * ignoring case. Sorting by word count is the service's job (it has every category's count).
 */
export async function listCategoryPage(
  db: DbExecutor,
  filter: CategoryFilter,
  page: (CategoryPageRequest & { sortBy: 'name' | 'created_at' }) | null,
): Promise<CategoryRecord[]> {
  let query = filteredCategories(db, filter).leftJoin('users', 'users.id', 'categories.user_id').select(CATEGORY_COLUMNS);
  const direction = page?.sortOrder === 'DESC' ? 'desc' : 'asc';
  query =
    page?.sortBy === 'created_at'
      ? query.orderBy('categories.created_at', direction)
      : query.orderBy(sql`lower(categories.display_name)`, direction);
  query = query.orderBy('categories.id', 'asc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map(toCategoryRecord);
}

/** The ids of every category that passes the filter, in no particular order. */
export async function listFilteredCategoryIds(db: DbExecutor, filter: CategoryFilter): Promise<number[]> {
  const rows = await filteredCategories(db, filter).select('categories.id').execute();
  return rows.map((row) => row.id);
}

/** These categories, in the order of `ids` (ids that no longer exist are left out). */
export async function findCategoriesByIds(db: DbExecutor, ids: readonly number[]): Promise<CategoryRecord[]> {
  if (ids.length === 0) return [];
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom('categories')
      .leftJoin('users', 'users.id', 'categories.user_id')
      .select(CATEGORY_COLUMNS)
      .where('categories.id', 'in', chunk)
      .execute(),
  );
  const byId = new Map(rows.map((row) => [row.id, toCategoryRecord(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function inChunks<T>(ids: readonly number[], run: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const results: T[] = [];
  for (const chunk of chunks(ids)) results.push(...(await run(chunk)));
  return results;
}

/** The number of words of every category that has any (categories.word_count, kept by triggers: migration 0005). */
export async function countWordsPerCategory(db: DbExecutor): Promise<Map<number, number>> {
  const rows = await db.selectFrom('categories').select(['id', 'word_count']).where('word_count', '>', 0).execute();
  return new Map(rows.map((row) => [row.id, row.word_count]));
}

/** The number of words of each of the owner's categories that has any. */
export async function countWordsOfOwner(db: DbExecutor, ownerId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'word_count'])
    .where('user_id', '=', ownerId)
    .where('word_count', '>', 0)
    .execute();
  return new Map(rows.map((row) => [row.id, row.word_count]));
}

/** Tags per category (in tag creation order, so the level tags of the seed come first). */
export async function tagsOf(db: DbExecutor, ids: readonly number[] | null): Promise<Map<number, CategoryTag[]>> {
  const base = db
    .selectFrom('category_tags')
    .innerJoin('tags', 'tags.id', 'category_tags.tag_id')
    .select([
      'category_tags.category_id',
      'tags.id',
      'tags.name',
      'tags.display_name',
      'tags.color',
      'tags.icon',
      'tags.is_system',
    ])
    .orderBy('tags.id');
  const rows =
    ids === null
      ? await base.execute()
      : await inChunks(ids, (chunk) => base.where('category_tags.category_id', 'in', chunk).execute());
  const byCategory = new Map<number, CategoryTag[]>();
  for (const row of rows) {
    const tag: CategoryTag = {
      id: row.id,
      name: row.name,
      display_name: row.display_name,
      color: row.color,
      icon: row.icon,
      is_system: fromDbBoolean(row.is_system),
    };
    const list = byCategory.get(row.category_id);
    if (list) list.push(tag);
    else byCategory.set(row.category_id, [tag]);
  }
  return byCategory;
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
  return db
    .selectFrom('words')
    .select(['id', 'english', 'russian', 'part_of_speech'])
    .where('category_id', '=', categoryId)
    .orderBy('id')
    .execute();
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
    db
      .selectFrom('words')
      .select(['id', 'english', 'russian', 'part_of_speech'])
      .where('category_id', '=', categoryId)
      .where('id', 'in', chunk)
      .execute(),
  );
}

/**
 * `text` lowered exactly as the database's lower() lowers it (the list's search compares
 * lower(name) with lower(pattern)). On SQLite lower() is the app's own toLowerCase (database.ts);
 * PostgreSQL lowers by its locale, which leaves lower-case ASCII as it is, so only other text is sent.
 */
export async function lowerAsDatabase(db: DbExecutor, text: string): Promise<string> {
  if (!isPostgres(db) || /^[^A-Z\u0080-\uffff]*$/.test(text)) return text.toLowerCase();
  const { rows } = await sql<{ lowered: string }>`select lower(${text}) as lowered`.execute(db);
  return (rows[0] as { lowered: string }).lowered;
}
