import { randomInt } from 'node:crypto';
import type {
  AddUserWordRequest,
  BatchAddWordsRequest,
  BatchAddWordsResponse,
  CreateUserCategoryRequest,
  CreateUserCategoryResponse,
  DeleteUserCategoryResponse,
  EditUserWordRequest,
  MessageResponse,
  RenameUserCategoryRequest,
  RenameUserCategoryResponse,
  SkippedBatchPair,
  TextImportResponse,
  UpdatePrivacyRequest,
  UpdatePrivacyResponse,
  UserCategoryListQuery,
  UserCategoryListResponse,
  UserVocabularyResponse,
  UserWordResponse,
} from '@slovo/shared';
import { ADMIN_VOCABULARY_MESSAGES, MY_VOCABULARY_MESSAGES, categoryDisplayKey, wordPairKey } from '@slovo/shared';
import { badRequest, conflict, notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { Privacy } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import type { AcceptedPair, JudgedPairs } from '../../heavy-work/judged-pairs';
import { judgeWordPairs } from '../../heavy-work/judged-pairs';
import type { VocabularyWriteTransaction } from '../vocabulary';
import { canChangeCategory, listCategoriesMatching, runVocabularyWrite } from '../vocabulary';
import { categoryNameBase, isNameOfBase, nameCandidates, ownedNameCandidate } from './category-names';
import { presentSavedWord, presentVocabularyMap } from './my-vocabulary.presenter';
import type { CategoryRecord, WordRecord } from './my-vocabulary.repository';
import {
  countSharedCategories,
  deleteCategory,
  deleteWord,
  findCategoryByDisplayKey,
  findCategoryById,
  findCategoryByName,
  findTakenNames,
  findWordWithCategory,
  findWordsByEnglish,
  insertCategory,
  insertWords,
  listOwnCategoryNames,
  listOwnWords,
  lockCategory,
  lockOwner,
  lockSystemCategoryNames,
  renameCategory,
  setCategoryPrivacy,
  updateWord,
} from './my-vocabulary.repository';

/**
 * The personal vocabulary manager: a learner's own categories and words (admins may act on any
 * category). Who may change what is decided here, with the vocabulary feature's canChangeCategory;
 * a category or word the caller may not change answers 404 like a missing one, so ids of other
 * people's data are never confirmed. Every write runs in runVocabularyWrite, so the vocabulary
 * cache (public lists, the game picker, these lists) is dropped after it commits.
 */

/** Two requests racing for one derived name: the unique index refuses the loser, which retries. */
const MAX_NAME_ATTEMPTS = 8;

const { categoryNotFound, wordNotFound } = MY_VOCABULARY_MESSAGES;

const nowText = (context: ServiceContext) => context.clock.now().toISOString();

/** The category with that id if the caller may change it; 404 'Category not found' otherwise. */
async function changeableCategory(context: ServiceContext, db: DbExecutor, id: number): Promise<CategoryRecord> {
  const category = await findCategoryById(db, id);
  if (!category || !canChangeCategory(context.actor, category)) throw notFound(categoryNotFound);
  return category;
}

/**
 * A free name for a system category whose display name gives `base`: base, else base-2 … base-20,
 * else base with a random suffix. Free when read; the unique index on name settles a race. A retry
 * (`attempt` > 1) lost such a race, probably to requests that pick the same first free name: it
 * picks any free one at random, so a crowd of simultaneous "Travel"s does not queue up.
 */
async function freeSystemName(db: DbExecutor, base: string, attempt: number): Promise<string> {
  const candidates = nameCandidates(base);
  const taken = await findTakenNames(db, candidates);
  const free = candidates.filter((name) => !taken.has(name));
  if (free.length === 0) return ownedNameCandidate(base);
  return attempt === 1 ? (free[0] as string) : (free[randomInt(free.length)] as string);
}

/** Random names tried at once for an owned category: one is as good as another, and all are free. */
const OWNED_NAME_CANDIDATES = 3;

/**
 * A free name for a category of `ownerId` (null: a system category, see freeSystemName). An owned
 * one gets base and a random suffix whatever other owners have, so the answer and the key never
 * depend on someone else's private category (category-names.ts); a clash of random suffixes, free
 * when read or lost in a race, only means another random one.
 */
async function freeCategoryName(db: DbExecutor, base: string, ownerId: number | null, attempt: number): Promise<string> {
  if (ownerId === null) return freeSystemName(db, base, attempt);
  const candidates = Array.from({ length: OWNED_NAME_CANDIDATES }, () => ownedNameCandidate(base));
  const taken = await findTakenNames(db, candidates);
  return candidates.find((name) => !taken.has(name)) ?? (candidates[0] as string);
}

/**
 * 409 when the owner already has another category with this display key (null owner: another
 * system category, which the unique index cannot enforce since NULLs are distinct there).
 */
async function refuseDuplicateName(db: DbExecutor, ownerId: number | null, displayKey: string, exceptId?: number) {
  const clash = await findCategoryByDisplayKey(db, ownerId, displayKey, exceptId);
  if (!clash) return;
  throw conflict(
    ownerId === null
      ? ADMIN_VOCABULARY_MESSAGES.duplicateSystemCategoryName(clash.display_name)
      : MY_VOCABULARY_MESSAGES.duplicateCategoryName(clash.display_name),
  );
}

/**
 * Runs a write that may lose a race on a unique index: the display key (the same learner creating
 * or renaming twice at once) answers the same 409 as when seen beforehand; the derived name (two
 * system "Travel"s at once, or a clash of random suffixes) is simply tried again with a fresh
 * transaction, since PostgreSQL cannot continue one after a failed statement.
 */
async function withNameRetries<T>(
  context: ServiceContext,
  owner: () => { ownerId: number | null; displayKey: string; exceptId?: number },
  write: (attempt: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write(attempt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const { ownerId, displayKey, exceptId } = owner();
      await refuseDuplicateName(context.db, ownerId, displayKey, exceptId);
      if (attempt >= MAX_NAME_ATTEMPTS || context.db.isTransaction) throw error;
    }
  }
}

// ---- Reads ------------------------------------------------------------------------------------

/** GET /vocabulary/user: the caller's categories (name → words), a category without words as []. */
export async function getMyVocabulary(context: ServiceContext): Promise<UserVocabularyResponse> {
  const ownerId = requireActor(context).id;
  const [categories, words] = await Promise.all([listOwnCategoryNames(context.db, ownerId), listOwnWords(context.db, ownerId)]);
  return presentVocabularyMap(categories, words);
}

/**
 * GET /vocabulary/user/categories: the caller's own categories exactly as the public list shows
 * categories (the same filters, sorting and paging), with their sharing count and limit.
 */
export async function listMyCategories(
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

// ---- Categories -------------------------------------------------------------------------------

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
export async function createMyCategory(
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
export async function renameMyCategory(
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
        await renameCategory(trx, id, { name, display_name: displayName, display_key: displayKey, now: nowText(context) });
        return name;
      }),
  );
  return { message: MY_VOCABULARY_MESSAGES.categoryRenamed, name };
}

/** DELETE /vocabulary/user/categories/{id}: with its words, tag links and learning sessions on it. */
export async function deleteMyCategory(context: ServiceContext, id: number): Promise<DeleteUserCategoryResponse> {
  requireActor(context);
  await runVocabularyWrite(context.db, async (trx) => {
    await changeableCategory(context, trx, id);
    await deleteCategory(trx, id);
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
export async function setMyCategoryPrivacy(
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
      await setCategoryPrivacy(trx, id, privacy, nowText(context));
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

// ---- Words ------------------------------------------------------------------------------------

/**
 * The category a word request names: by its name (the key GET /vocabulary/user uses) when the
 * caller may change it, else the caller's own category with that display name (ignoring case and
 * spacing), else for an admin the system category with that display name — what the admin sent to
 * POST /vocabulary/categories, since system display names are unique too. Another owner's
 * category is named by its key only: display names are unique per owner, not across owners.
 */
async function categoryNamed(context: ServiceContext, db: DbExecutor, categoryName: string): Promise<CategoryRecord> {
  const actor = requireActor(context);
  const byName = await findCategoryByName(db, categoryName);
  if (byName && canChangeCategory(actor, byName)) return byName;
  const displayKey = categoryDisplayKey(categoryName);
  const own = await findCategoryByDisplayKey(db, actor.id, displayKey);
  if (own) return own;
  const system = actor.role === 'admin' ? await findCategoryByDisplayKey(db, null, displayKey) : undefined;
  if (system) return system;
  throw notFound(categoryNotFound);
}

/** 409 when the category already holds this pair (ignoring case), other than word `exceptId`. */
async function refuseDuplicatePair(
  trx: VocabularyWriteTransaction,
  categoryId: number,
  pair: { english: string; russian: string },
  exceptId?: number,
): Promise<void> {
  const key = wordPairKey(pair.english, pair.russian);
  const candidates = await findWordsByEnglish(trx, categoryId, [pair.english.toLowerCase()]);
  if (candidates.some((word) => word.id !== exceptId && wordPairKey(word.english, word.russian) === key)) {
    throw conflict(MY_VOCABULARY_MESSAGES.duplicateWord);
  }
}

/** POST /vocabulary/user/words: one pair (already cleaned and validated by the schema). */
export async function addMyWord(context: ServiceContext, request: AddUserWordRequest): Promise<UserWordResponse> {
  return runVocabularyWrite(context.db, async (trx) => {
    const category = await categoryNamed(context, trx, request.categoryName);
    await lockCategory(trx, category.id);
    await refuseDuplicatePair(trx, category.id, request);
    const [word] = await insertWords(trx, category.id, [request], nowText(context));
    if (!word) throw new Error('the inserted word was not returned');
    return { message: MY_VOCABULARY_MESSAGES.wordAdded, word: presentSavedWord(category, word) };
  });
}

/** What adding pairs to one category did: the words saved, and each pair left out with its reason. */
export interface PairsAdded {
  category: CategoryRecord;
  words: WordRecord[];
  skipped: SkippedBatchPair[];
}

/**
 * Inside the caller's transaction: locks the category, then adds the judged pairs (judgeWordPairs:
 * invalid pairs and repeats within the request are already left out) it does not hold yet. A pair
 * the category holds (ignoring case) is skipped as 'duplicate'. The one place pairs are added in
 * bulk: the batch route, the text import and both Anki imports.
 */
export async function addJudgedPairs(
  context: ServiceContext,
  trx: VocabularyWriteTransaction,
  category: CategoryRecord,
  judged: JudgedPairs,
): Promise<PairsAdded> {
  await lockCategory(trx, category.id);
  // Under the category's lock, the pairs the category has already.
  const existing = await findWordsByEnglish(
    trx,
    category.id,
    judged.accepted.map((pair) => pair.english.toLowerCase()),
  );
  const existingKeys = new Set(existing.map((word) => wordPairKey(word.english, word.russian)));
  const accepted: AcceptedPair[] = [];
  const skipped = [...judged.skipped];
  for (const pair of judged.accepted) {
    if (!existingKeys.has(wordPairKey(pair.english, pair.russian))) {
      accepted.push(pair);
      continue;
    }
    skipped.push({ index: pair.index, english: pair.sentEnglish, russian: pair.sentRussian, reason: 'duplicate' });
  }
  skipped.sort((a, b) => a.index - b.index);
  const words = accepted.length === 0 ? [] : await insertWords(trx, category.id, accepted, nowText(context));
  return { category, words, skipped };
}

const presentPairsAdded = ({ category, words, skipped }: PairsAdded): BatchAddWordsResponse => ({
  message: words.length > 0 ? MY_VOCABULARY_MESSAGES.wordsAdded(words.length) : MY_VOCABULARY_MESSAGES.noWordsAdded,
  added: words.length,
  words: words.map((word) => presentSavedWord(category, word)),
  skipped,
});

/**
 * The judged pairs into one category the caller may change, in one transaction (all or nothing);
 * invalid pairs and duplicates (of a word of the category or of an earlier pair) are skipped and
 * reported. No valid pair at all is a 400.
 */
async function addPairsToChangeableCategory(
  context: ServiceContext,
  categoryId: number,
  judged: JudgedPairs,
): Promise<BatchAddWordsResponse> {
  requireActor(context);
  if (judged.accepted.length === 0) throw badRequest(MY_VOCABULARY_MESSAGES.noValidPairs);
  const added = await runVocabularyWrite(context.db, async (trx) => {
    const category = await changeableCategory(context, trx, categoryId);
    return addJudgedPairs(context, trx, category, judged);
  });
  return presentPairsAdded(added);
}

/** POST /vocabulary/user/words/batch: up to 1,000 pairs (see addPairsToChangeableCategory), judged here. */
export async function addMyWords(context: ServiceContext, request: BatchAddWordsRequest): Promise<BatchAddWordsResponse> {
  return addPairsToChangeableCategory(context, request.categoryId, judgeWordPairs(request.pairs));
}

/**
 * POST /vocabulary/user/categories/{id}/import: the pairs of a pasted text or a text file, up to
 * TEXT_IMPORT_MAX_ENTRIES, judged off the request thread (heavy-work), with the batch route's
 * rules and answer.
 */
export async function importMyWords(
  context: ServiceContext,
  categoryId: number,
  judged: JudgedPairs,
): Promise<TextImportResponse> {
  return addPairsToChangeableCategory(context, categoryId, judged);
}

// ---- Imports that create categories ------------------------------------------------------------

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
): Promise<{ category: CategoryRecord; created: boolean }> {
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

/** PUT /vocabulary/user/words/{id}: both sides (already cleaned and validated); part of speech kept. */
export async function editMyWord(context: ServiceContext, id: number, request: EditUserWordRequest): Promise<UserWordResponse> {
  requireActor(context);
  return runVocabularyWrite(context.db, async (trx) => {
    const found = await findWordWithCategory(trx, id);
    if (!found || !canChangeCategory(context.actor, found.category)) throw notFound(wordNotFound);
    await lockCategory(trx, found.category_id);
    await refuseDuplicatePair(trx, found.category_id, request, id);
    const word = await updateWord(trx, id, { english: request.english, russian: request.russian, now: nowText(context) });
    // Deleted by a request that held the category's lock before us.
    if (!word) throw notFound(wordNotFound);
    return { message: MY_VOCABULARY_MESSAGES.wordUpdated, word: presentSavedWord(found.category, word) };
  });
}

/** DELETE /vocabulary/user/words/{id}. */
export async function deleteMyWord(context: ServiceContext, id: number): Promise<MessageResponse> {
  requireActor(context);
  await runVocabularyWrite(context.db, async (trx) => {
    const found = await findWordWithCategory(trx, id);
    if (!found || !canChangeCategory(context.actor, found.category)) throw notFound(wordNotFound);
    if (!(await deleteWord(trx, id))) throw notFound(wordNotFound);
  });
  return { message: MY_VOCABULARY_MESSAGES.wordDeleted };
}
