import type {
  CategoriesByTagsRequest,
  CategoriesByTagsResponse,
  CategoryTagIdsRequest,
  CategoryTagsResponse,
  CreateTagRequest,
  DeleteTagResponse,
  TagResponse,
  TagsResponse,
  UpdateTagRequest,
} from '@slovo/shared';
import { MY_VOCABULARY_MESSAGES, TAG_MESSAGES } from '@slovo/shared';
import { conflict, forbidden, notFound } from '../../app-error';
import type { AuthUser, ServiceContext } from '../../context';
import { AUTH_ERRORS, inTransaction, requireActor } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { DbExecutor } from '../../db/transaction';
import type { CategoryListFilter, VocabularyWriteTransaction } from '../vocabulary';
import {
  canChangeCategory,
  countVisibleCategoriesPerTag,
  findVisibleCategoryById,
  listCategoriesMatching,
  runVocabularyWrite,
} from '../vocabulary';
import { presentCategoryTag, presentTag } from './tags.presenter';
import type { TagChanges, TagRecord } from './tags.repository';
import {
  countTagUsage,
  deleteTag as deleteTagRow,
  findTagById,
  findTagByName,
  findTagsByIds,
  insertTag,
  linkTags,
  listCategoryTagIds,
  listCategoryTags,
  listTags as listTagRows,
  unlinkTags,
  updateTag as updateTagRow,
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

// ---- Tag management (admins) ----------------------------------------------------------------

/** The tag routes below are admin only; the services check it again, so no other caller acts with less. */
function requireAdmin(context: ServiceContext): AuthUser {
  const actor = requireActor(context);
  if (actor.role !== 'admin') throw forbidden(AUTH_ERRORS.adminRequired);
  return actor;
}

const nowText = (context: ServiceContext) => context.clock.now().toISOString();

/** 409 when another tag has this name (ignoring case, so an older mixed-case name counts too). */
async function refuseTakenName(db: DbExecutor, name: string, exceptId?: number): Promise<void> {
  if (await findTagByName(db, name, exceptId)) throw conflict(TAG_MESSAGES.tagExists(name));
}

/**
 * Runs a write that names a tag: two admins creating the same name at once both pass the check
 * above, and the unique index refuses the later one, which answers the same 409.
 */
async function withUniqueName<T>(name: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name !== undefined && isUniqueViolation(error)) throw conflict(TAG_MESSAGES.tagExists(name));
    throw error;
  }
}

/** POST /tags: a new tag (never a system one), used by no category yet. */
export async function createTag(context: ServiceContext, request: CreateTagRequest): Promise<TagResponse> {
  const admin = requireAdmin(context);
  return withUniqueName(request.name, () =>
    runVocabularyWrite(context.db, async (trx) => {
      await refuseTakenName(trx, request.name);
      const tag = await insertTag(trx, {
        name: request.name,
        display_name: request.displayName,
        description: request.description,
        color: request.color,
        icon: request.icon,
        is_public: request.isPublic,
        created_by: admin.id,
        now: nowText(context),
      });
      return { success: true as const, tag: presentTag(tag, 0) };
    }),
  );
}

/**
 * PUT /tags/{id}: the fields sent. A system tag keeps its name (the seed finds the pre-built tags by
 * name on every start and would add the old one again); everything else about it may change.
 */
export async function updateTag(context: ServiceContext, id: number, request: UpdateTagRequest): Promise<TagResponse> {
  requireAdmin(context);
  const { name } = request;
  return withUniqueName(name, () =>
    runVocabularyWrite(context.db, async (trx) => {
      const tag = await findTagById(trx, id);
      if (!tag) throw notFound(TAG_MESSAGES.tagNotFound);
      const renamed = name !== undefined && name !== tag.name;
      if (renamed && tag.is_system) throw conflict(TAG_MESSAGES.systemTagRename);
      if (renamed) await refuseTakenName(trx, name, id);
      const changes: TagChanges = {
        ...(renamed ? { name } : {}),
        ...(request.displayName === undefined ? {} : { display_name: request.displayName }),
        ...(request.description === undefined ? {} : { description: request.description }),
        ...(request.color === undefined ? {} : { color: request.color }),
        ...(request.icon === undefined ? {} : { icon: request.icon }),
        ...(request.isPublic === undefined ? {} : { is_public: request.isPublic }),
      };
      const updated = await updateTagRow(trx, id, changes, nowText(context));
      if (!updated) throw notFound(TAG_MESSAGES.tagNotFound);
      return { success: true as const, tag: presentTag(updated, await countTagUsage(trx, id)) };
    }),
  );
}

/** DELETE /tags/{id}: the tag and its links to categories; system tags stay (409). */
export async function deleteTag(context: ServiceContext, id: number): Promise<DeleteTagResponse> {
  requireAdmin(context);
  return runVocabularyWrite(context.db, async (trx) => {
    const tag = await findTagById(trx, id);
    if (!tag) throw notFound(TAG_MESSAGES.tagNotFound);
    if (tag.is_system) throw conflict(TAG_MESSAGES.systemTagDelete);
    await deleteTagRow(trx, id);
    return { success: true as const };
  });
}

// ---- Categories by tags (anyone) ------------------------------------------------------------

/** Pages of the category list read to collect every match (the list's largest page size). */
const CATEGORIES_BY_TAGS_PAGE = 1000;

/**
 * POST /tags/categories: every category the caller can see (private ones only for their owner and
 * admins) that carries all the named tags, as the category list presents them, by display name.
 * The same filter as GET /vocabulary/categories?tags=…, read page by page.
 */
export async function listCategoriesByTags(
  context: ServiceContext,
  request: CategoriesByTagsRequest,
): Promise<CategoriesByTagsResponse> {
  const filter: CategoryListFilter = { tag: 'all', tags: request.tagNames, isApprovedList: null };
  const categories: CategoriesByTagsResponse['categories'] = [];
  for (let page = 1; ; page += 1) {
    const result = await listCategoriesMatching(context, filter, {
      page,
      limit: CATEGORIES_BY_TAGS_PAGE,
      sortBy: 'name',
      sortOrder: 'ASC',
    });
    categories.push(...result.categories);
    if (!result.hasNextPage) return { categories };
  }
}
