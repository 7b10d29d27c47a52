import type {
  CategoriesWithTagsResponse,
  CategoryListQuery,
  CategoryListResponse,
  CategorySummary,
  CategoryWordsQuery,
  LightweightCategoriesResponse,
  VocabularyWord,
} from '@slovo/shared';
import { ALL_WORDS } from '@slovo/shared';
import { toJsonBody } from '../../cache/answer-cache';
import type { ServiceContext } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import { CategoryCatalogue } from './category-catalogue';
import { loadCatalogueSource } from './category-catalogue.repository';
import type { CategoryFilter } from './category-list.repository';
import {
  countCategories,
  countWordsOfOwner,
  countWordsPerCategory,
  findCategoriesByIds,
  listCategoryPage,
  listFilteredCategoryIds,
  lowerAsDatabase,
  tagsOf,
} from './category-list.repository';
import type { VocabularyViewer } from './category.policies';
import { canViewCategory } from './category.policies';
import { withClassCategories } from './category-lookup.service';
import type { CachedCategoryWords } from './vocabulary-cache';
import { cachedCategoryWords, cachedSharedValue } from './vocabulary-cache';
import { presentCategory, presentPickerCategory, presentWord } from './vocabulary.presenter';
import type { CategoryKeyRecord, CategoryRecord } from './vocabulary.repository';
import { findCategoryByName, listCategoryWords } from './vocabulary.repository';

/** Which categories a paginated list shows; the caller's visibility always applies on top. */
export type CategoryListFilter = Omit<CategoryFilter, 'viewer'>;

/** Which page of that list, in which order. */
export type CategoryPageQuery = Pick<CategoryListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

/**
 * Every category with its word count, tags and sort orders, built once per cache generation and
 * shared by all viewers and lists (category-catalogue.ts); inside a transaction, built afresh so
 * it sees the transaction's writes (no list is read inside one today).
 */
const catalogueOf = (db: DbExecutor): Promise<CategoryCatalogue> =>
  cachedSharedValue(db, 'catalogue', async () => new CategoryCatalogue(await loadCatalogueSource(db)));

/**
 * The word counts the SQL list needs: a list of one owner's categories (a learner's own) counts just
 * their words (every count only for the SQL list of all owners, which the test compares the
 * catalogue with).
 */
const wordCountsFor = (db: DbExecutor, filter: Pick<CategoryFilter, 'ownerId'>): Promise<ReadonlyMap<number, number>> =>
  filter.ownerId === undefined ? countWordsPerCategory(db) : countWordsOfOwner(db, filter.ownerId);

/** Tags for a set of categories in one query (all tag links at once for long lists). */
async function summarise(
  db: DbExecutor,
  viewer: VocabularyViewer,
  categories: readonly CategoryRecord[],
  wordCounts: Promise<ReadonlyMap<number, number>>,
): Promise<CategorySummary[]> {
  if (categories.length === 0) return [];
  const ids = categories.length > 1000 ? null : categories.map((category) => category.id);
  const [counts, tags] = await Promise.all([wordCounts, tagsOf(db, ids)]);
  return categories.map((category) => presentCategory(viewer, category, counts, tags));
}

/** Fewest (or most) words first, ties by id: the whole filtered list is ordered, then cut. */
async function pageByWordCount(
  db: DbExecutor,
  filter: CategoryFilter,
  query: CategoryPageQuery,
  offset: number,
  wordCounts: Promise<ReadonlyMap<number, number>>,
): Promise<{ totalCount: number; rows: CategoryRecord[] }> {
  const [ids, counts] = await Promise.all([listFilteredCategoryIds(db, filter), wordCounts]);
  const sign = query.sortOrder === 'ASC' ? 1 : -1;
  ids.sort((a, b) => sign * ((counts.get(a) ?? 0) - (counts.get(b) ?? 0)) || a - b);
  return { totalCount: ids.length, rows: await findCategoriesByIds(db, ids.slice(offset, offset + query.limit)) };
}

/** The page from the catalogue: one pass over every category, no SQL (unless the search needs PostgreSQL's lower()). */
async function pageFromCatalogue(
  db: DbExecutor,
  filter: CategoryFilter,
  query: CategoryPageQuery,
  offset: number,
): Promise<{ totalCount: number; categories: CategorySummary[] }> {
  const [catalogue, loweredSearch] = await Promise.all([
    catalogueOf(db),
    filter.search ? lowerAsDatabase(db, filter.search) : undefined,
  ]);
  const page = catalogue.page(filter, loweredSearch, query, offset, query.limit);
  const counts = catalogue.wordCounts;
  const tags = new Map(page.categories.map((entry) => [entry.record.id, entry.tags]));
  return {
    totalCount: page.totalCount,
    categories: page.categories.map((entry) => presentCategory(filter.viewer, entry.record, counts, tags)),
  };
}

/**
 * One page of the categories the caller may see that pass `listFilter`, with the paging fields of
 * GET /categories. Other lists of categories (a learner's own: ownerId) reuse it with their filter.
 *
 * Lists of every owner's categories (the public list, the admin editor's) come from the catalogue.
 * A learner's own list stays in SQL: it is reloaded after each of the learner's writes, and every
 * write drops the catalogue, which would then be rebuilt for every category of every owner.
 */
export async function listCategoriesMatching(
  context: ServiceContext,
  listFilter: CategoryListFilter,
  query: CategoryPageQuery,
): Promise<CategoryListResponse> {
  const { db, actor: viewer } = context;
  const filter: CategoryFilter = { ...listFilter, viewer };
  const offset = (query.page - 1) * query.limit;
  if (filter.ownerId === undefined) {
    const { totalCount, categories } = await pageFromCatalogue(db, filter, query, offset);
    return pageAnswer(query, totalCount, categories);
  }
  return listCategoriesWithSql(context, filter, query, offset);
}

/** The paging fields around one page of categories. */
function pageAnswer(query: CategoryPageQuery, totalCount: number, categories: CategorySummary[]): CategoryListResponse {
  const totalPages = Math.ceil(totalCount / query.limit);
  return {
    categories,
    totalCount,
    totalPages,
    hasNextPage: query.page < totalPages,
    hasPreviousPage: query.page > 1,
    page: query.page,
    limit: query.limit,
  };
}

/** listCategoriesMatching in SQL: a count, then the page (every category's ids when sorted by word count). */
export async function listCategoriesWithSql(
  context: ServiceContext,
  filter: CategoryFilter,
  query: CategoryPageQuery,
  offset: number,
): Promise<CategoryListResponse> {
  const { db, actor: viewer } = context;
  const wordCounts = wordCountsFor(db, filter);
  // Not awaited on every path below; a failure must still reach the caller, not go unhandled.
  wordCounts.catch(() => undefined);
  let totalCount: number;
  let rows: CategoryRecord[];
  if (query.sortBy === 'word_count') {
    ({ totalCount, rows } = await pageByWordCount(db, filter, query, offset, wordCounts));
  } else {
    totalCount = await countCategories(db, filter);
    rows =
      offset < totalCount
        ? await listCategoryPage(db, filter, { sortBy: query.sortBy, sortOrder: query.sortOrder, limit: query.limit, offset })
        : [];
  }
  return pageAnswer(query, totalCount, await summarise(db, viewer, rows, wordCounts));
}

/** GET /categories: one page of the visible categories that pass the query's filters. */
export async function listCategories(context: ServiceContext, query: CategoryListQuery): Promise<CategoryListResponse> {
  const filter: CategoryListFilter = {
    search: query.search,
    tag: query.tag,
    tags: query.tags,
    isApprovedList: query.isApprovedList,
    creator: query.creator,
  };
  return listCategoriesMatching(context, filter, query);
}

/** Every category the viewer may see, by display name, from the catalogue. */
async function visibleInCatalogue(db: DbExecutor, viewer: VocabularyViewer) {
  const withClasses = await withClassCategories(db, viewer);
  return (await catalogueOf(db)).all.filter((entry) => canViewCategory(withClasses, entry.record));
}

/** GET /categories/with-tags: every visible category (same objects as the list), by display name. */
export async function listAllCategoriesWithTags(context: ServiceContext): Promise<CategoriesWithTagsResponse> {
  const { db, actor: viewer } = context;
  const visible = await visibleInCatalogue(db, viewer);
  const counts = (await catalogueOf(db)).wordCounts;
  const tags = new Map(visible.map((entry) => [entry.record.id, entry.tags]));
  return { categories: visible.map((entry) => presentCategory(viewer, entry.record, counts, tags)) };
}

/** GET /categories/lightweight: what the game picker needs, for every visible category. */
export async function listPickerCategories(context: ServiceContext): Promise<LightweightCategoriesResponse> {
  const { db, actor: viewer } = context;
  const visible = await visibleInCatalogue(db, viewer);
  return { categories: visible.map((entry) => presentPickerCategory(entry.record, entry.wordCount)) };
}

export type CategoryWordsEntry = CachedCategoryWords<CategoryKeyRecord>;

/**
 * A category's words as served by GET /category/{name}: cached for everybody, the body already
 * serialized. The caller checks visibility (canViewCategory) before sending anything.
 */
export async function loadCategoryWordsEntry(context: ServiceContext, name: string): Promise<CategoryWordsEntry | undefined> {
  const { db } = context;
  return cachedCategoryWords(db, name, async () => {
    const category = await findCategoryByName(db, name);
    if (!category) return undefined;
    const words = (await listCategoryWords(db, category.id)).map((row) => presentWord(category.name, row));
    return { category, body: toJsonBody({ words }) };
  });
}

/** Fisher–Yates on a copy: every order equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The answer body for GET /category/{name}: the cached body as is, or "words by category with a
 * count": shuffled first when asked, then the first `count` words (-1 = all).
 */
export function categoryWordsBody(entry: CategoryWordsEntry, query: CategoryWordsQuery): Buffer {
  if (query.count === ALL_WORDS && !query.shuffle) return entry.body;
  const { words } = JSON.parse(entry.body.toString('utf8')) as { words: VocabularyWord[] };
  const ordered = query.shuffle ? shuffled(words) : words;
  return toJsonBody({ words: query.count === ALL_WORDS ? ordered : ordered.slice(0, query.count) });
}
