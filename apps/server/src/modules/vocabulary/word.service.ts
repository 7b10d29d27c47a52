import type {
  AddUserWordRequest,
  BatchAddWordsRequest,
  BatchAddWordsResponse,
  EditUserWordRequest,
  MessageResponse,
  SkippedBatchPair,
  UserWordResponse,
} from '@slovo/shared';
import {
  MY_VOCABULARY_MESSAGES,
  annotationsKeptByEdit,
  categoryDisplayKey,
  mergeAnnotations,
  sourcedInput,
  wordPairKey,
} from '@slovo/shared';
import { badRequest, conflict, notFound } from '../../app-error';
import type { ServiceContext } from '../../context';
import { requireActor } from '../../context';
import type { DbExecutor } from '../../db/transaction';
import type { AcceptedPair, JudgedPairs } from '../../heavy-work/judged-pairs';
import { judgeWordPairs } from '../../heavy-work/judged-pairs';
import { canChangeCategory } from './category.policies';
import type { WritableCategory } from './category.repository';
import { findCategoryByDisplayKey, findWritableCategoryByName, lockCategory } from './category.repository';
import { changeableCategory } from './category.service';
import { presentPairsAdded, presentSavedWord } from './vocabulary.presenter';
import type { VocabularyWriteTransaction } from './vocabulary-write';
import { runVocabularyWrite } from './vocabulary-write';
import { readWordFacts } from '../../db/word-annotations-column';
import { withSuggestedAnnotations } from './word-suggestions';
import type { WordRecord } from './word.repository';
import { deleteWordRow, findWordWithCategory, findWordsByEnglish, insertWords, updateWordSides } from './word.repository';

/**
 * The writes of words, into categories the caller may change (category.policies.ts): one pair, a
 * batch of judged pairs (the batch route, the text import and the Anki imports), an edit, a
 * deletion. A word the caller may not change answers 404 like a missing one.
 */

const { categoryNotFound, wordNotFound } = MY_VOCABULARY_MESSAGES;

const nowText = (context: ServiceContext) => context.clock.now().toISOString();

/**
 * The category a word request names: by its name (the key GET /vocabulary/user uses) when the
 * caller may change it, else the caller's own category with that display name (ignoring case and
 * spacing), else for an admin the system category with that display name — what the admin sent to
 * POST /vocabulary/categories, since system display names are unique too. Another owner's
 * category is named by its key only: display names are unique per owner, not across owners.
 */
async function categoryNamed(context: ServiceContext, db: DbExecutor, categoryName: string): Promise<WritableCategory> {
  const actor = requireActor(context);
  const byName = await findWritableCategoryByName(db, categoryName);
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
export async function addWord(context: ServiceContext, request: AddUserWordRequest): Promise<UserWordResponse> {
  return runVocabularyWrite(context.db, async (trx) => {
    const category = await categoryNamed(context, trx, request.categoryName);
    await lockCategory(trx, category.id);
    await refuseDuplicatePair(trx, category.id, request);
    const annotations = mergeAnnotations({}, sourcedInput(request, 'editor'));
    const completed = await withSuggestedAnnotations(trx, category.user_id, [{ ...request, annotations }]);
    const [word] = await insertWords(trx, category.id, completed, nowText(context));
    if (!word) throw new Error('the inserted word was not returned');
    return { message: MY_VOCABULARY_MESSAGES.wordAdded, word: presentSavedWord(category, word) };
  });
}

/** What adding pairs to one category did: the words saved, and each pair left out with its reason. */
export interface PairsAdded {
  category: WritableCategory;
  words: WordRecord[];
  /** The pair each of `words` was made from, in the same order (an import's media go by it). */
  pairs: AcceptedPair[];
  skipped: SkippedBatchPair[];
}

/**
 * Inside the caller's transaction: locks the category, then adds the judged pairs (judgeWordPairs:
 * invalid pairs and repeats within the request are already left out) it does not hold yet. A pair
 * the category holds (ignoring case) is skipped as 'duplicate'. The one place pairs are added in
 * bulk: the batch route, the text import and both Anki imports. What the pairs do not bring is
 * filled in from the dictionaries (word-suggestions.ts) before they are inserted.
 */
export async function addJudgedPairs(
  context: ServiceContext,
  trx: VocabularyWriteTransaction,
  category: WritableCategory,
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
  const completed = await withSuggestedAnnotations(trx, category.user_id, accepted);
  const words = accepted.length === 0 ? [] : await insertWords(trx, category.id, completed, nowText(context));
  return { category, words, pairs: accepted, skipped };
}

/**
 * The judged pairs into one category the caller may change, in one transaction (all or nothing);
 * invalid pairs and duplicates (of a word of the category or of an earlier pair) are skipped and
 * reported. No valid pair at all is a 400. The batch route's rules, and the text import's
 * (POST /vocabulary/user/categories/{id}/import, up to TEXT_IMPORT_MAX_ENTRIES pairs judged off
 * the request thread).
 */
export async function addJudgedWords(
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

/** POST /vocabulary/user/words/batch: up to 1,000 pairs (see addJudgedWords), judged here. */
export async function addWordBatch(context: ServiceContext, request: BatchAddWordsRequest): Promise<BatchAddWordsResponse> {
  return addJudgedWords(context, request.categoryId, judgeWordPairs(request.pairs));
}

/**
 * PUT /vocabulary/user/words/{id}: both sides (already cleaned and validated); the part of speech
 * when sent, else kept.
 * Annotations it sends replace the word's (null clears one); those of a side it changes go.
 */
export async function editWord(context: ServiceContext, id: number, request: EditUserWordRequest): Promise<UserWordResponse> {
  requireActor(context);
  return runVocabularyWrite(context.db, async (trx) => {
    const found = await findWordWithCategory(trx, id);
    if (!found || !canChangeCategory(context.actor, found.category)) throw notFound(wordNotFound);
    await lockCategory(trx, found.category_id);
    await refuseDuplicatePair(trx, found.category_id, request, id);
    const kept = annotationsKeptByEdit(readWordFacts(found), {
      englishChanged: request.english !== found.english,
      russianChanged: request.russian !== found.russian,
    });
    const word = await updateWordSides(trx, id, {
      english: request.english,
      russian: request.russian,
      part_of_speech: request.part_of_speech,
      annotations: mergeAnnotations(kept, sourcedInput(request, 'editor')),
      now: nowText(context),
    });
    // Deleted by a request that held the category's lock before us.
    if (!word) throw notFound(wordNotFound);
    return { message: MY_VOCABULARY_MESSAGES.wordUpdated, word: presentSavedWord(found.category, word) };
  });
}

/** DELETE /vocabulary/user/words/{id}. */
export async function deleteWord(context: ServiceContext, id: number): Promise<MessageResponse> {
  requireActor(context);
  await runVocabularyWrite(context.db, async (trx) => {
    const found = await findWordWithCategory(trx, id);
    if (!found || !canChangeCategory(context.actor, found.category)) throw notFound(wordNotFound);
    if (!(await deleteWordRow(trx, id))) throw notFound(wordNotFound);
  });
  return { message: MY_VOCABULARY_MESSAGES.wordDeleted };
}
