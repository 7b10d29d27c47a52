import type { UserCategoryListQuery, UserCategoryListResponse, UserVocabularyResponse } from '@slovo/shared';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { countSharedCategories, listOwnCategoryNames } from './category.repository';
import { presentVocabularyMap } from './vocabulary.presenter';
import { listCategoriesMatching } from './vocabulary.service';
import { listOwnWords } from './word.repository';

/** The two reads of a learner's own vocabulary (the learner's routes cache them under the learner's key). */

/** GET /vocabulary/user: the caller's categories (name → words), a category without words as []. */
export async function getOwnVocabulary(context: ServiceContext): Promise<UserVocabularyResponse> {
  const ownerId = requireActor(context).id;
  const [categories, words] = await Promise.all([listOwnCategoryNames(context.db, ownerId), listOwnWords(context.db, ownerId)]);
  return presentVocabularyMap(categories, words);
}

/**
 * GET /vocabulary/user/categories: the caller's own categories exactly as the public list shows
 * categories (the same filters, sorting and paging), with their sharing count and limit.
 */
export async function listOwnCategories(
  context: ServiceContext,
  query: UserCategoryListQuery,
  sharedLimit: number,
): Promise<UserCategoryListResponse> {
  const ownerId = requireActor(context).id;
  const filter = { ownerId, search: query.search, tags: query.tags, tag: 'all' as const, isApprovedList: null };
  const [page, sharedCount] = await Promise.all([
    listCategoriesMatching(context, filter, query),
    countSharedCategories(context.db, ownerId),
  ]);
  return { ...page, sharedCount, sharedLimit };
}
