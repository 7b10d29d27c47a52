import type {
  AdminCategoryRef,
  AddUserWordRequest,
  CreateAdminCategoryRequest,
  CreateAdminCategoryResponse,
  DeleteUserCategoryResponse,
  EditUserWordRequest,
  MessageResponse,
  RenameAdminCategoryRequest,
  RenameAdminCategoryResponse,
  SetCategoryApprovalRequest,
  UserWordResponse,
} from '@slovo/shared';
import { ADMIN_VOCABULARY_MESSAGES, MAX_RECORD_ID, MY_VOCABULARY_MESSAGES, renameCategoryError } from '@slovo/shared';
import { badRequest, forbidden, notFound } from '../../app-error';
import type { AuthUser, ServiceContext } from '../../context';
import { AUTH_ERRORS, inTransaction, requireActor } from '../../context';
import type { VisibleCategory } from './category-lookup.service';
import { findVisibleCategoryById, findVisibleCategoryByName } from './category-lookup.service';
import { updateCategoryApproval } from './category.repository';
import { createCategory, deleteCategory, renameCategory } from './category.service';
import { invalidateVocabularyCache } from './vocabulary-cache';
import { runVocabularyWrite } from './vocabulary-write';
import { addWord, deleteWord, editWord } from './word.service';

/**
 * The admin vocabulary editor. Categories and words follow exactly the learner's rules (the same
 * category and word services: names derived the same way, display names unique per owner,
 * duplicate pairs refused), which already let an admin change every category; this adds what only
 * an admin does: system categories, finding a category by its key, approval and clearing the
 * cache. The routes are admin only; these check it again, since they would otherwise act with the
 * caller's own rights when called from elsewhere.
 */

const { categoryNotFound } = MY_VOCABULARY_MESSAGES;

function requireAdmin(context: ServiceContext): AuthUser {
  const actor = requireActor(context);
  if (actor.role !== 'admin') throw forbidden(AUTH_ERRORS.adminRequired);
  return actor;
}

/** The category a path names (an id, or a name), or 404 'Category not found'. */
async function categoryAt(context: ServiceContext, ref: AdminCategoryRef): Promise<VisibleCategory> {
  const category =
    ref.kind === 'id'
      ? ref.id >= 1 && ref.id <= MAX_RECORD_ID
        ? await findVisibleCategoryById(context, ref.id)
        : undefined
      : await findVisibleCategoryByName(context, ref.name);
  if (!category) throw notFound(categoryNotFound);
  return category;
}

// ---- Categories -------------------------------------------------------------------------------

/**
 * POST /vocabulary/categories: 'pre-built' makes a system category (no owner, shared, so every
 * visitor sees it); 'user' makes a private category owned by the admin, as a learner's.
 */
export async function createAdminCategory(
  context: ServiceContext,
  request: CreateAdminCategoryRequest,
): Promise<CreateAdminCategoryResponse> {
  const admin = requireAdmin(context);
  const system = request.tag === 'pre-built';
  const { id, name } = await createCategory(context, {
    displayName: request.categoryName,
    ownerId: system ? null : admin.id,
    privacy: system ? 'shared' : 'private',
    isApprovedList: request.isApprovedList,
  });
  return { message: MY_VOCABULARY_MESSAGES.categoryCreated, categoryId: id, name };
}

/** DELETE /vocabulary/categories/{name}: with its words, tag links and learning sessions. */
export async function deleteAdminCategory(context: ServiceContext, name: string): Promise<DeleteUserCategoryResponse> {
  requireAdmin(context);
  return runVocabularyWrite(context.db, async (trx) => {
    const inner = inTransaction(context, trx);
    const category = await categoryAt(inner, { kind: 'name', name });
    return deleteCategory(inner, category.id);
  });
}

/**
 * PUT /vocabulary-admin/categories/{nameOrId}: the learner's rename (the id, words, tags,
 * privacy and learning sessions stay; a learner's category gets a key derived from the new name, a
 * system category keeps its key), refusing a name equal to the current display name or key.
 */
export async function renameAdminCategory(
  context: ServiceContext,
  ref: AdminCategoryRef,
  request: RenameAdminCategoryRequest,
): Promise<RenameAdminCategoryResponse> {
  requireAdmin(context);
  const category = await categoryAt(context, ref);
  const problem = renameCategoryError(request.newName, category);
  if (problem !== null) throw badRequest(problem);
  return renameCategory(context, category.id, { display_name: request.newName });
}

/** PUT /vocabulary-admin/categories/{id}/approved. Setting the state it already has is no error. */
export async function setAdminCategoryApproval(
  context: ServiceContext,
  id: number,
  request: SetCategoryApprovalRequest,
): Promise<MessageResponse> {
  requireAdmin(context);
  const found = await runVocabularyWrite(context.db, (trx) =>
    updateCategoryApproval(trx, id, request.isApproved, context.clock.now().toISOString()),
  );
  if (!found) throw notFound(categoryNotFound);
  return {
    message: request.isApproved ? ADMIN_VOCABULARY_MESSAGES.categoryApproved : ADMIN_VOCABULARY_MESSAGES.categoryUnapproved,
  };
}

/**
 * POST /vocabulary-admin/cache/clear: drops every cached vocabulary answer, on this instance and,
 * with Redis, on every other one (for changes made behind the API's back, e.g. straight SQL).
 */
export async function clearVocabularyCache(context: ServiceContext): Promise<MessageResponse> {
  requireAdmin(context);
  await invalidateVocabularyCache();
  return { message: ADMIN_VOCABULARY_MESSAGES.cacheCleared };
}

// ---- Words ------------------------------------------------------------------------------------

/**
 * POST /vocabulary/words: one pair into any category: by its key, else the admin's own or a system
 * category by display name (the name sent to POST /vocabulary/categories), see categoryNamed.
 */
export async function addAdminWord(context: ServiceContext, request: AddUserWordRequest): Promise<UserWordResponse> {
  requireAdmin(context);
  return addWord(context, request);
}

/** PUT /vocabulary/words/{id}: both sides; a copy of another word of the category is a 409. */
export async function editAdminWord(
  context: ServiceContext,
  id: number,
  request: EditUserWordRequest,
): Promise<UserWordResponse> {
  requireAdmin(context);
  return editWord(context, id, request);
}

/** DELETE /vocabulary/words/{id}. */
export async function deleteAdminWord(context: ServiceContext, id: number): Promise<MessageResponse> {
  requireAdmin(context);
  return deleteWord(context, id);
}
