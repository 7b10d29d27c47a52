import type { VocabularyWord } from '@slovo/shared';
import { VOCABULARY_MESSAGES } from '@slovo/shared';
import { notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { presentWord } from './vocabulary.presenter';
import type { CategoryKeyRecord } from './vocabulary.repository';
import {
  countVisibleCategoriesPerTag as countPerTag,
  findCategoryById,
  findClassCategoryIds,
  findCategoryByName,
  findCategoryWordsByIds,
  listCategoryWordIds,
  listCategoryWords,
} from './vocabulary.repository';
import type { DbExecutor } from '../../db/transaction';
import { canViewCategory, mayHaveClassCategories, type CategoryAccessFields, type VocabularyViewer } from './category.policies';

/**
 * How other features read categories and words: always fresh from the database (never the cache,
 * so inside a transaction they see its own writes) and always through the caller's visibility.
 */

/** A category as other features get it: enough to name it and to check who may see it. */
export type VisibleCategory = CategoryKeyRecord;

/** The viewer with the categories their classes grant (issue 35) loaded: one query, none for visitors and admins. */
export async function withClassCategories(db: DbExecutor, viewer: VocabularyViewer): Promise<VocabularyViewer> {
  if (!mayHaveClassCategories(viewer)) return viewer;
  return { ...viewer, classCategories: await findClassCategoryIds(db, viewer.id) };
}

/**
 * Whether the viewer may see the category: the plain rule first, and only when it says no, the
 * viewer's classes (so the common case costs no query).
 */
export async function canViewCategoryOrClass(
  db: DbExecutor,
  viewer: VocabularyViewer,
  category: CategoryAccessFields,
): Promise<boolean> {
  if (canViewCategory(viewer, category)) return true;
  return mayHaveClassCategories(viewer) && canViewCategory(await withClassCategories(db, viewer), category);
}

/**
 * The records among `records` the viewer may see: the plain rule, then the viewer's classes for
 * those it refused (one query, only when it refused any).
 */
export async function filterVisible<T extends CategoryAccessFields>(
  db: DbExecutor,
  viewer: VocabularyViewer,
  records: readonly T[],
): Promise<T[]> {
  if (records.every((record) => canViewCategory(viewer, record)) || !mayHaveClassCategories(viewer)) {
    return records.filter((record) => canViewCategory(viewer, record));
  }
  const withClasses = await withClassCategories(db, viewer);
  return records.filter((record) => canViewCategory(withClasses, record));
}

const visible = async (context: ServiceContext, category: CategoryKeyRecord | undefined): Promise<VisibleCategory | undefined> =>
  category && (await canViewCategoryOrClass(context.db, context.actor, category)) ? category : undefined;

/** The category of that exact name if the caller may see it; undefined when missing or hidden. */
export async function findVisibleCategoryByName(context: ServiceContext, name: string): Promise<VisibleCategory | undefined> {
  return visible(context, await findCategoryByName(context.db, name));
}

/** The category with that id if the caller may see it; undefined when missing or hidden. */
export async function findVisibleCategoryById(context: ServiceContext, id: number): Promise<VisibleCategory | undefined> {
  return visible(context, await findCategoryById(context.db, id));
}

/**
 * The words of a category visible to the caller, in id order. Throws 404 'Category not found'
 * when it is missing or not visible.
 */
export async function getCategoryWordsForUser(
  context: ServiceContext,
  categoryName: string,
): Promise<{ category: VisibleCategory; words: VocabularyWord[] }> {
  const category = await findVisibleCategoryByName(context, categoryName);
  if (!category) throw notFound(VOCABULARY_MESSAGES.categoryNotFound);
  const rows = await listCategoryWords(context.db, category.id);
  return { category, words: rows.map((row) => presentWord(category.name, row)) };
}

/** Ids of the words of a category (found through the caller's visibility above), in id order. */
export async function listWordIdsOfCategory(context: ServiceContext, category: VisibleCategory): Promise<number[]> {
  return listCategoryWordIds(context.db, category.id);
}

/**
 * The words among `ids` that (still) belong to the category, in the order of `ids`; the others are
 * left out, so a word deleted meanwhile simply disappears from a stored list.
 */
export async function findWordsOfCategory(
  context: ServiceContext,
  category: VisibleCategory,
  ids: readonly number[],
): Promise<VocabularyWord[]> {
  const rows = new Map((await findCategoryWordsByIds(context.db, category.id, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [presentWord(category.name, row)] : [];
  });
}

/** Per tag id, how many categories the caller may see carry it (tags on none are absent). */
export async function countVisibleCategoriesPerTag(context: ServiceContext): Promise<ReadonlyMap<number, number>> {
  return countPerTag(context.db, context.actor);
}
