import type { CategoryTagIdsRequest, CategoryTagsResponse, TagsResponse } from '@slovo/shared';
import { MY_VOCABULARY_MESSAGES } from '@slovo/shared';
import { notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { inTransaction, requireActor } from '../../context';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { canChangeCategory, countVisibleCategoriesPerTag, findVisibleCategoryById, runVocabularyWrite } from '../vocabulary';
import { presentCategoryTag, presentTag } from './tags.presenter';
import type { TagRecord } from './tags.repository';
import {
  findTagsByIds,
  linkTags,
  listCategoryTagIds,
  listCategoryTags,
  listTags as listTagRows,
  unlinkTags,
} from './tags.repository';

/**
 * Tags: the list behind the tag filter and the tag editor, and a category's tags. Admins see and
 * use every tag; everybody else sees public tags only and may attach only those. A category's tags
 * are changed by its owner or an admin; for anybody else the category answers 404 like a missing
 * one, whether they can see it or not (one rule for every personal vocabulary route: not yours to
 * change → 'Category not found'). An unknown tag id, or one the caller may not use, is 404 'Tag not found'.
 */

const isAdmin = (context: ServiceContext) => context.actor?.role === 'admin';

/** GET /tags: public tags (every tag for admins), each with the categories the caller can see using it. */
export async function listTags(context: ServiceContext): Promise<TagsResponse> {
  const [tags, usage] = await Promise.all([
    listTagRows(context.db, { publicOnly: !isAdmin(context) }),
    countVisibleCategoriesPerTag(context),
  ]);
  return { tags: tags.map((tag) => presentTag(tag, usage.get(tag.id) ?? 0)) };
}

/** Runs `change` on a category the caller may change, then answers the category's tags. */
async function changeCategoryTags(
  context: ServiceContext,
  categoryId: number,
  change: (trx: VocabularyWriteTransaction) => Promise<void>,
  tagIds: readonly number[],
  usable: (tag: TagRecord, linked: ReadonlySet<number>) => boolean,
): Promise<CategoryTagsResponse> {
  requireActor(context);
  return runVocabularyWrite(context.db, async (trx) => {
    const category = await findVisibleCategoryById(inTransaction(context, trx), categoryId);
    if (!category || !canChangeCategory(context.actor, category)) throw notFound(MY_VOCABULARY_MESSAGES.categoryNotFound);
    const [tags, linked] = await Promise.all([findTagsByIds(trx, tagIds), listCategoryTagIds(trx, categoryId)]);
    if (tags.length !== tagIds.length || !tags.every((tag) => isAdmin(context) || usable(tag, linked))) {
      throw notFound(MY_VOCABULARY_MESSAGES.tagNotFound);
    }
    await change(trx);
    const after = await listCategoryTags(trx, categoryId);
    return { message: MY_VOCABULARY_MESSAGES.tagsUpdated, tags: after.map(presentCategoryTag) };
  });
}

/** POST /tags/categories/{categoryId}/tags: a tag the category has already is no error. */
export async function addCategoryTags(
  context: ServiceContext,
  categoryId: number,
  request: CategoryTagIdsRequest,
): Promise<CategoryTagsResponse> {
  return changeCategoryTags(
    context,
    categoryId,
    (trx) => linkTags(trx, categoryId, request.tagIds),
    request.tagIds,
    (tag) => tag.is_public,
  );
}

/**
 * DELETE /tags/categories/{categoryId}/tags: a tag the category lacks is no error. Besides public
 * tags, an owner may remove any tag their category carries (an admin may have added a hidden one).
 */
export async function removeCategoryTags(
  context: ServiceContext,
  categoryId: number,
  request: CategoryTagIdsRequest,
): Promise<CategoryTagsResponse> {
  return changeCategoryTags(
    context,
    categoryId,
    (trx) => unlinkTags(trx, categoryId, request.tagIds),
    request.tagIds,
    (tag, linked) => tag.is_public || linked.has(tag.id),
  );
}
