import type {
  CreateUserCategoryRequest,
  CreateUserCategoryResponse,
  DeleteUserCategoryResponse,
  RenameUserCategoryRequest,
  RenameUserCategoryResponse,
  UpdatePrivacyRequest,
  UpdatePrivacyResponse,
} from '@slovo/shared';
import { MY_VOCABULARY_MESSAGES, categoryDisplayKey } from '@slovo/shared';
import { conflict, notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { categoryNameBase, isNameOfBase } from './category-names';
import { freeCategoryName, refuseDuplicateName, withNameRetries } from './category-naming.service';
import { canChangeCategory } from './category.policies';
import type { WritableCategory } from './category.repository';
import {
  countSharedCategories,
  deleteCategoryRow,
  findCategoryByDisplayKey,
  findWritableCategory,
  insertCategory,
  lockOwner,
  lockSystemCategoryNames,
  updateCategoryNames,
  updateCategoryPrivacy,
} from './category.repository';
import type { VocabularyWriteTransaction } from './vocabulary-write';
import { runVocabularyWrite } from './vocabulary-write';

/**
 * The writes of categories, for a learner on their own and an admin on any (category.policies.ts
 * decides who may change which). A category the caller may not change answers 404 like a missing
 * one, so ids of other people's data are never confirmed. Every write runs in runVocabularyWrite,
 * so the cached answers (public lists, the game picker, a learner's lists) are dropped after it commits.
 */

const { categoryNotFound } = MY_VOCABULARY_MESSAGES;

const nowText = (context: ServiceContext) => context.clock.now().toISOString();

/** The category with that id if the caller may change it; 404 'Category not found' otherwise. */
export async function changeableCategory(context: ServiceContext, db: DbExecutor, id: number): Promise<WritableCategory> {
  const category = await findWritableCategory(db, id);
  if (!category || !canChangeCategory(context.actor, category)) throw notFound(categoryNotFound);
  return category;
}

/** What a new category is: its display name (validated), owner (null = system) and flags. */
export interface NewCategorySpec {
  displayName: string;
  ownerId: number | null;
  privacy: Privacy;
  isApprovedList: boolean;
}

/** A category just created or renamed: its id and its key. */
export interface NamedCategory {
  id: number;
  name: string;
}

/**
 * A new category, named the way every category is (a key derived from the display name, unique
 * across the database; the display name unique per owner, and among system categories, ignoring
 * case and spacing: 409 otherwise). Returns its id and key.
 */
export async function createCategory(context: ServiceContext, spec: NewCategorySpec): Promise<NamedCategory> {
  const { displayName, ownerId } = spec;
  const displayKey = categoryDisplayKey(displayName);
  const base = categoryNameBase(displayName);
  return withNameRetries(
    context,
    () => ({ ownerId, displayKey }),
    (attempt) =>
      runVocabularyWrite(context.db, async (trx) => {
        if (ownerId === null) await lockSystemCategoryNames(trx);
        await refuseDuplicateName(trx, ownerId, displayKey);
        const name = await freeCategoryName(trx, base, ownerId, attempt);
        const id = await insertCategory(trx, {
          name,
          display_name: displayName,
          display_key: displayKey,
          user_id: ownerId,
          privacy: spec.privacy,
          is_approved_list: spec.isApprovedList,
          now: nowText(context),
        });
        return { id, name };
      }),
  );
}

/** POST /vocabulary/user/categories: a new private category of the caller's. */
export async function createOwnCategory(
  context: ServiceContext,
  request: CreateUserCategoryRequest,
): Promise<CreateUserCategoryResponse> {
  const ownerId = requireActor(context).id;
  const { id, name } = await createCategory(context, {
    displayName: request.categoryName,
    ownerId,
    privacy: 'private',
    isApprovedList: false,
  });
  return { message: MY_VOCABULARY_MESSAGES.categoryCreated, categoryId: id, name };
}

/**
 * PUT /vocabulary/user/categories/{id}: a new display name. The category keeps its id, so its
 * words, tags, privacy and any learning session on it stay; a learner's category also gets a name
 * derived from the new display name (kept when it already is one, e.g. a change of case). A system
 * category keeps its name: the seed recognises it by that name.
 */
export async function renameCategory(
  context: ServiceContext,
  id: number,
  request: RenameUserCategoryRequest,
): Promise<RenameUserCategoryResponse> {
  requireActor(context);
  const displayName = request.display_name;
  const displayKey = categoryDisplayKey(displayName);
  const base = categoryNameBase(displayName);
  let ownerId: number | null = null;
  const name = await withNameRetries(
    context,
    () => ({ ownerId, displayKey, exceptId: id }),
    (attempt) =>
      runVocabularyWrite(context.db, async (trx) => {
        const category = await changeableCategory(context, trx, id);
        ownerId = category.user_id;
        if (ownerId === null) await lockSystemCategoryNames(trx);
        await refuseDuplicateName(trx, category.user_id, displayKey, id);
        const keepName = category.user_id === null || isNameOfBase(category.name, base);
        const name = keepName ? category.name : await freeCategoryName(trx, base, category.user_id, attempt);
        await updateCategoryNames(trx, id, { name, display_name: displayName, display_key: displayKey, now: nowText(context) });
        return name;
      }),
  );
  return { message: MY_VOCABULARY_MESSAGES.categoryRenamed, name };
}

/** DELETE /vocabulary/user/categories/{id}: with its words, tag links and learning sessions on it. */
export async function deleteCategory(context: ServiceContext, id: number): Promise<DeleteUserCategoryResponse> {
  requireActor(context);
  await runVocabularyWrite(context.db, async (trx) => {
    await changeableCategory(context, trx, id);
    await deleteCategoryRow(trx, id);
  });
  return { message: MY_VOCABULARY_MESSAGES.categoryDeleted };
}

/**
 * PUT /vocabulary/user/categories/{id}/privacy. A user may have at most `sharedLimit` of their own
 * categories shared, whoever asks (an admin sharing a learner's category counts against that
 * learner); system categories have no owner and no limit. The count and the change happen under
 * the owner's row lock (PostgreSQL) or SQLite's single writer, so simultaneous requests cannot
 * overshoot. Setting the privacy a category already has changes nothing and is no error.
 */
export async function setCategoryPrivacy(
  context: ServiceContext,
  id: number,
  request: UpdatePrivacyRequest,
  sharedLimit: number,
): Promise<UpdatePrivacyResponse> {
  requireActor(context);
  const { privacy } = request;
  const sharedCount = await runVocabularyWrite(context.db, async (trx) => {
    const found = await changeableCategory(context, trx, id);
    const ownerId = found.user_id;
    if (ownerId !== null && privacy === 'shared') await lockOwner(trx, ownerId);
    // Read again under the lock: a request that held it may just have changed this very category.
    const category = ownerId !== null && privacy === 'shared' ? await changeableCategory(context, trx, id) : found;
    if (category.privacy !== privacy) {
      if (ownerId !== null && privacy === 'shared' && (await countSharedCategories(trx, ownerId)) >= sharedLimit) {
        throw conflict(MY_VOCABULARY_MESSAGES.shareLimit(sharedLimit));
      }
      await updateCategoryPrivacy(trx, id, privacy, nowText(context));
    }
    // The count the limit applies to: the owner's (an admin changing a learner's category sees the
    // learner's figure); a system category has no owner and no limit.
    return ownerId === null ? 0 : countSharedCategories(trx, ownerId);
  });
  return {
    message: privacy === 'shared' ? MY_VOCABULARY_MESSAGES.categoryShared : MY_VOCABULARY_MESSAGES.categoryPrivate,
    privacy,
    sharedCount,
    sharedLimit,
  };
}

// ---- For imports that create categories (import-export's Anki imports) --------------------------

/**
 * Inside the caller's transaction: the caller's own category with this display name (ignoring case
 * and spacing), else a new private one. `attempt` > 1 after a transaction lost a race for the
 * derived name (see freeCategoryName); the caller retries with a fresh transaction then.
 */
export async function ownCategoryNamed(
  context: ServiceContext,
  trx: VocabularyWriteTransaction,
  displayName: string,
  attempt: number,
): Promise<{ category: WritableCategory; created: boolean }> {
  const ownerId = requireActor(context).id;
  const displayKey = categoryDisplayKey(displayName);
  const existing = await findCategoryByDisplayKey(trx, ownerId, displayKey);
  if (existing) return { category: existing, created: false };
  const name = await freeCategoryName(trx, categoryNameBase(displayName), ownerId, attempt);
  const id = await insertCategory(trx, {
    name,
    display_name: displayName,
    display_key: displayKey,
    user_id: ownerId,
    privacy: 'private',
    is_approved_list: false,
    now: nowText(context),
  });
  return {
    category: { id, name, display_name: displayName, display_key: displayKey, user_id: ownerId, privacy: 'private' },
    created: true,
  };
}

/**
 * Serialises the caller's imports that create categories on PostgreSQL (the second waits for the
 * first and then finds its categories), so two at once cannot both create "Verbs". SQLite has one
 * writer at a time anyway.
 */
export async function lockOwnVocabulary(context: ServiceContext, trx: VocabularyWriteTransaction): Promise<void> {
  await lockOwner(trx, requireActor(context).id);
}
