import type { CategoryCreatorFilter, CategorySortField, CategoryTag, CategoryTagFilter, SortOrder } from '@slovo/shared';
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { DbExecutor } from '../../db/transaction';
import { fromDbBoolean, toDbBoolean } from '../../db/transaction';
import { escapeLike } from '../../db/text-match';
import type { VocabularyViewer } from './category.policies';
import type { CategoriesEb, CategoryRecord } from './vocabulary.repository';
import { CATEGORY_COLUMNS, inChunks, toCategoryRecord, visibleCategoryCondition } from './vocabulary.repository';

/**
 * The SQL of the category lists: the filters, a page, its word counts and tags. Lists of every
 * owner's categories come from the catalogue (category-catalogue.ts), which answers exactly as these.
 */

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
 * `text` lowered exactly as the database's lower() lowers it (the list's search compares
 * lower(name) with lower(pattern)). On SQLite lower() is the app's own toLowerCase (database.ts);
 * PostgreSQL lowers by its locale, which leaves lower-case ASCII as it is, so only other text is sent.
 */
export async function lowerAsDatabase(db: DbExecutor, text: string): Promise<string> {
  if (!isPostgres(db) || /^[^A-Z\u0080-\uffff]*$/.test(text)) return text.toLowerCase();
  const { rows } = await sql<{ lowered: string }>`select lower(${text}) as lowered`.execute(db);
  return (rows[0] as { lowered: string }).lowered;
}
