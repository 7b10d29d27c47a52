import type {
  CategoriesWithTagsResponse,
  CategoryListQuery,
  CategoryListResponse,
  CategorySummary,
  CategoryWordsQuery,
  LightweightCategoriesResponse,
  VocabularyWord,
} from '@slovo/shared';
import { ALL_WORDS, VOCABULARY_MESSAGES } from '@slovo/shared';
import { notFound } from '../../app-error';
import type { DbExecutor } from '../../db/transaction';
import type { CachedCategoryWords } from './vocabulary-cache';
import { cachedCategoryWords, cachedSharedValue, toJsonBody } from './vocabulary-cache';
import type { CategoryFilter, CategoryKeyRecord, CategoryRecord } from './vocabulary.repository';
import {
  countCategories,
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
import { canChangeCategory, canViewCategory } from './visibility';

/** A category as other features get it: enough to name it and to check who may see it. */
export type VisibleCategory = CategoryKeyRecord;

function toSummary(
  viewer: VocabularyViewer,
  category: CategoryRecord,
  wordCounts: ReadonlyMap<number, number>,
  tags: ReadonlyMap<number, CategorySummary['tags']>,
): CategorySummary {
  const mayChange = canChangeCategory(viewer, category);
  return {
    id: category.id,
    name: category.name,
    display_name: category.display_name,
    description: category.description,
    privacy: category.privacy,
    user_id: category.user_id,
    user: category.username === null ? null : { username: category.username },
    created_at: category.created_at,
    updated_at: category.updated_at,
    word_count: wordCounts.get(category.id) ?? 0,
    tags: tags.get(category.id) ?? [],
    is_approved_list: category.is_approved_list,
    isApprovedList: category.is_approved_list,
    can_edit: mayChange,
    can_delete: mayChange,
  };
}

/**
 * Every category's word count, computed once per cache generation and shared by all viewers and
 * lists: counting 500 000 words for each answer would dominate every list's cost.
 */
const allWordCounts = (db: DbExecutor): Promise<ReadonlyMap<number, number>> =>
  cachedSharedValue(db, 'word-counts', () => countWordsPerCategory(db));

/** Tags for a set of categories in one query (all tag links at once for long lists). */
async function summarise(
  db: DbExecutor,
  viewer: VocabularyViewer,
  categories: readonly CategoryRecord[],
): Promise<CategorySummary[]> {
  if (categories.length === 0) return [];
  const ids = categories.length > 1000 ? null : categories.map((category) => category.id);
  const [wordCounts, tags] = await Promise.all([allWordCounts(db), tagsOf(db, ids)]);
  return categories.map((category) => toSummary(viewer, category, wordCounts, tags));
}

/** Fewest (or most) words first, ties by id: the whole filtered list is ordered, then cut. */
async function pageByWordCount(
  db: DbExecutor,
  filter: CategoryFilter,
  query: CategoryListQuery,
  offset: number,
): Promise<{ totalCount: number; rows: CategoryRecord[] }> {
  const [ids, wordCounts] = await Promise.all([listFilteredCategoryIds(db, filter), allWordCounts(db)]);
  const sign = query.sortOrder === 'ASC' ? 1 : -1;
  ids.sort((a, b) => sign * ((wordCounts.get(a) ?? 0) - (wordCounts.get(b) ?? 0)) || a - b);
  return { totalCount: ids.length, rows: await findCategoriesByIds(db, ids.slice(offset, offset + query.limit)) };
}

/** GET /categories: one page of the visible categories that pass the filters. */
export async function listCategories(
  db: DbExecutor,
  viewer: VocabularyViewer,
  query: CategoryListQuery,
): Promise<CategoryListResponse> {
  const filter: CategoryFilter = {
    viewer,
    search: query.search,
    tag: query.tag,
    tags: query.tags,
    isApprovedList: query.isApprovedList,
  };
  const offset = (query.page - 1) * query.limit;
  let totalCount: number;
  let rows: CategoryRecord[];
  if (query.sortBy === 'word_count') {
    ({ totalCount, rows } = await pageByWordCount(db, filter, query, offset));
  } else {
    totalCount = await countCategories(db, filter);
    rows =
      offset < totalCount
        ? await listCategoryPage(db, filter, { sortBy: query.sortBy, sortOrder: query.sortOrder, limit: query.limit, offset })
        : [];
  }
  const totalPages = Math.ceil(totalCount / query.limit);
  return {
    categories: await summarise(db, viewer, rows),
    totalCount,
    totalPages,
    hasNextPage: query.page < totalPages,
    hasPreviousPage: query.page > 1,
    page: query.page,
    limit: query.limit,
  };
}

/** GET /categories/with-tags: every visible category (same objects as the list), by display name. */
export async function listAllCategoriesWithTags(db: DbExecutor, viewer: VocabularyViewer): Promise<CategoriesWithTagsResponse> {
  const rows = await listCategoryPage(db, { viewer, tag: 'all', tags: [], isApprovedList: null }, null);
  return { categories: await summarise(db, viewer, rows) };
}

/** GET /categories/lightweight: what the game picker needs, for every visible category. */
export async function listPickerCategories(db: DbExecutor, viewer: VocabularyViewer): Promise<LightweightCategoriesResponse> {
  const [categories, wordCounts] = await Promise.all([listVisibleCategoryNames(db, viewer), allWordCounts(db)]);
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      display_name: category.display_name,
      word_count: wordCounts.get(category.id) ?? 0,
    })),
  };
}

/** The category of that exact name if the viewer may see it; undefined when missing or hidden. */
export async function findVisibleCategoryByName(
  db: DbExecutor,
  viewer: VocabularyViewer,
  name: string,
): Promise<VisibleCategory | undefined> {
  const category = await findCategoryByName(db, name);
  return category && canViewCategory(viewer, category) ? category : undefined;
}

const toWord = (categoryName: string, row: Omit<VocabularyWord, 'category'>): VocabularyWord => ({
  id: row.id,
  english: row.english,
  russian: row.russian,
  category: categoryName,
  part_of_speech: row.part_of_speech,
});

/**
 * The words of a category visible to the viewer, in id order, read fresh from the database (it
 * may be a transaction). Throws 404 'Category not found' when it is missing or not visible.
 */
export async function getCategoryWordsForUser(
  db: DbExecutor,
  viewer: VocabularyViewer,
  categoryName: string,
): Promise<{ category: VisibleCategory; words: VocabularyWord[] }> {
  const category = await findVisibleCategoryByName(db, viewer, categoryName);
  if (!category) throw notFound(VOCABULARY_MESSAGES.categoryNotFound);
  const rows = await listCategoryWords(db, category.id);
  return { category, words: rows.map((row) => toWord(category.name, row)) };
}

export type CategoryWordsEntry = CachedCategoryWords<VisibleCategory>;

/**
 * A category's words as served by GET /category/{name}: cached for everybody, the body already
 * serialized. The caller checks visibility (canViewCategory) before sending anything.
 */
export async function loadCategoryWordsEntry(db: DbExecutor, name: string): Promise<CategoryWordsEntry | undefined> {
  return cachedCategoryWords(db, name, async () => {
    const category = await findCategoryByName(db, name);
    if (!category) return undefined;
    const words = (await listCategoryWords(db, category.id)).map((row) => toWord(category.name, row));
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
