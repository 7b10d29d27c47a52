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
import type { ServiceContext } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import type { CachedCategoryWords } from './vocabulary-cache';
import { cachedCategoryWords, cachedSharedValue, toJsonBody } from './vocabulary-cache';
import { presentCategory, presentPickerCategory, presentWord } from './vocabulary.presenter';
import type { CategoryFilter, CategoryKeyRecord, CategoryRecord } from './vocabulary.repository';
import {
  countCategories,
  countWordsOfOwner,
  countWordsPerCategory,
  findCategoriesByIds,
  findCategoryByName,
  listCategoryPage,
  listCategoryWords,
  listFilteredCategoryIds,
  listVisibleCategoryNames,
  tagsOf,
} from './vocabulary.repository';
import type { VocabularyViewer } from './visibility';

/** Which categories a paginated list shows; the caller's visibility always applies on top. */
export type CategoryListFilter = Omit<CategoryFilter, 'viewer'>;

/** Which page of that list, in which order. */
export type CategoryPageQuery = Pick<CategoryListQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

/**
 * Every category's word count, computed once per cache generation and shared by all viewers and
 * lists: counting 500 000 words for each answer would dominate every list's cost.
 */
const allWordCounts = (db: DbExecutor): Promise<ReadonlyMap<number, number>> =>
  cachedSharedValue(db, 'word-counts', () => countWordsPerCategory(db));

/**
 * The word counts a list needs. A list of one owner's categories (a learner's own) counts just
 * their words: a learner's list is reloaded after each of their writes, and every write drops the
 * shared counts, so recounting every word of every category there would dominate its cost.
 */
const wordCountsFor = (db: DbExecutor, filter: Pick<CategoryFilter, 'ownerId'>): Promise<ReadonlyMap<number, number>> =>
  filter.ownerId === undefined ? allWordCounts(db) : countWordsOfOwner(db, filter.ownerId);

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

/**
 * One page of the categories the caller may see that pass `listFilter`, with the paging fields of
 * GET /categories. Other lists of categories (a learner's own: ownerId) reuse it with their filter.
 */
export async function listCategoriesMatching(
  context: ServiceContext,
  listFilter: CategoryListFilter,
  query: CategoryPageQuery,
): Promise<CategoryListResponse> {
  const { db, actor: viewer } = context;
  const filter: CategoryFilter = { ...listFilter, viewer };
  const offset = (query.page - 1) * query.limit;
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
  const totalPages = Math.ceil(totalCount / query.limit);
  return {
    categories: await summarise(db, viewer, rows, wordCounts),
    totalCount,
    totalPages,
    hasNextPage: query.page < totalPages,
    hasPreviousPage: query.page > 1,
    page: query.page,
    limit: query.limit,
  };
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

/** GET /categories/with-tags: every visible category (same objects as the list), by display name. */
export async function listAllCategoriesWithTags(context: ServiceContext): Promise<CategoriesWithTagsResponse> {
  const { db, actor: viewer } = context;
  const rows = await listCategoryPage(db, { viewer, tag: 'all', tags: [], isApprovedList: null }, null);
  return { categories: await summarise(db, viewer, rows, allWordCounts(db)) };
}

/** GET /categories/lightweight: what the game picker needs, for every visible category. */
export async function listPickerCategories(context: ServiceContext): Promise<LightweightCategoriesResponse> {
  const { db, actor: viewer } = context;
  const [categories, wordCounts] = await Promise.all([listVisibleCategoryNames(db, viewer), allWordCounts(db)]);
  return { categories: categories.map((category) => presentPickerCategory(category, wordCounts.get(category.id) ?? 0)) };
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
