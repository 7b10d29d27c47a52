import { z } from 'zod';
import { wordMediaSchema } from './word-media';
import { annotatedWordSchema, wordAnnotationsInputSchema, wordAnnotationsSchema } from './word-annotations';
import { DEFAULT_PART_OF_SPEECH, PARTS_OF_SPEECH } from '../constants';
import {
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_PRIVACY_VALUES,
  MAX_BATCH_PAIRS,
  MAX_RECORD_ID,
  MAX_TAG_IDS_PER_REQUEST,
  MY_VOCABULARY_MESSAGES,
} from '../limits/my-vocabulary';
import type { WordSide } from '../limits/my-vocabulary';
import { categoryNameError, normalizeCategoryName } from '../rules/category-rules';
import { checkWord, cleanWord, wordProblemMessage } from '../rules/word-rules';
import { categoryListQuerySchema, categoryListResponseSchema, categoryTagSchema } from './vocabulary';
import { MEDIA_KINDS } from '../limits/media';

/**
 * API of the personal vocabulary manager (vocabulary-management.md §3, §5, §7 "Personal
 * vocabulary", "Tags"). Every route is for a signed-in user and touches only the caller's own
 * categories and words: another user's (or a system) category or word answers 404 'Category not
 * found' / 'Word not found', never 403, so ids of other people's data are not confirmed.
 * The server validates with these schemas (fastify-type-provider-zod; the first issue's message
 * becomes the 400 `{error}`), so every check carries a human message.
 *
 * Words: each side is cleaned (rules/word-rules cleanWord: NFC, the spec's sanitiser, whitespace
 * runs made one space) and validated (1–100 letters, digits, whitespace, - ' . , ! ? ( ));
 * the 400 names the side ('English word is invalid: use 1–100 letters, …').
 * Display names: NFC, trimmed, 1–50 characters, no control characters; unique per owner ignoring
 * case (the server answers 409 MY_VOCABULARY_MESSAGES.duplicateCategoryName(name) otherwise).
 * Ids: path ids are decimal text, body ids numbers; both positive and at most 2^31 − 1.
 */

// ---- Pieces ----------------------------------------------------------------------------------

/** A path id: decimal digits of a positive integer that fits the id columns. */
export const idParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .refine((id) => id <= MAX_RECORD_ID, message);

/** A body id: a positive integer that fits the id columns. */
export const idNumber = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, message).max(MAX_RECORD_ID, message);

/** One side of a word: cleaned, then validated, failing with a message that names the side. */
export const wordSideSchema = (side: WordSide) =>
  z.string({ error: MY_VOCABULARY_MESSAGES.wordRequired(side) }).transform((value, ctx) => {
    const word = cleanWord(value);
    const problem = checkWord(word);
    if (problem !== null) {
      ctx.addIssue({ code: 'custom', message: wordProblemMessage(side, problem) });
      return z.NEVER;
    }
    return word;
  });

/** Optional in requests (absent or null = 'noun'); case and surrounding spaces are ignored. */
export const requestPartOfSpeechSchema = z
  .string({ error: MY_VOCABULARY_MESSAGES.partOfSpeechInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PARTS_OF_SPEECH, { error: MY_VOCABULARY_MESSAGES.partOfSpeechInvalid }))
  .nullish()
  .transform((value) => value ?? DEFAULT_PART_OF_SPEECH);

/** A category display name: NFC, trimmed, 1–50 characters, no control characters. */
export const categoryDisplayNameSchema = z.string({ error: MY_VOCABULARY_MESSAGES.categoryNameEmpty }).transform((value, ctx) => {
  const error = categoryNameError(value);
  if (error !== null) {
    ctx.addIssue({ code: 'custom', message: error });
    return z.NEVER;
  }
  return normalizeCategoryName(value);
});

export const categoryPrivacySchema = z.enum(CATEGORY_PRIVACY_VALUES, { error: MY_VOCABULARY_MESSAGES.privacyInvalid });

// ---- Path parameters -------------------------------------------------------------------------

/** /vocabulary/user/categories/{id}…  */
export const userCategoryParamsSchema = z.object({ id: idParam(MY_VOCABULARY_MESSAGES.idInvalid) });
export type UserCategoryParams = z.output<typeof userCategoryParamsSchema>;
/** /vocabulary/user/words/{id} */
export const userWordParamsSchema = z.object({ id: idParam(MY_VOCABULARY_MESSAGES.idInvalid) });
/** PUT and DELETE …/words/{id}/image|sound (issue 34): the word's id as every word route reads it. */
export const wordMediaParamsSchema = userWordParamsSchema.extend({
  kind: z.enum(MEDIA_KINDS, { error: 'The media kind must be image or sound.' }),
});
export type UserWordParams = z.output<typeof userWordParamsSchema>;
/** /tags/categories/{categoryId}/tags */
export const categoryTagsParamsSchema = z.object({ categoryId: idParam(MY_VOCABULARY_MESSAGES.categoryIdInvalid) });
export type CategoryTagsParams = z.output<typeof categoryTagsParamsSchema>;

// ---- Requests --------------------------------------------------------------------------------

/**
 * GET /vocabulary/user/categories: page, limit, sortBy, sortOrder, search and tags (comma-joined,
 * all must match, at most 10) exactly as GET /vocabulary/categories; other parameters (tag,
 * isApprovedList) are ignored: the list holds only the caller's own categories.
 */
export const userCategoryListQuerySchema = categoryListQuerySchema.pick({
  page: true,
  limit: true,
  sortBy: true,
  sortOrder: true,
  search: true,
  tags: true,
});
export type UserCategoryListQueryInput = z.input<typeof userCategoryListQuerySchema>;
export type UserCategoryListQuery = z.output<typeof userCategoryListQuerySchema>;

/** POST /vocabulary/user/categories. Other fields (the form's tag 'user') are ignored. */
export const createUserCategoryRequestSchema = z.object({ categoryName: categoryDisplayNameSchema });
export type CreateUserCategoryRequest = z.output<typeof createUserCategoryRequestSchema>;

/**
 * PUT /vocabulary/user/categories/{id}: the new display name. The spec's client sends `name` and
 * `display_name` with the same text; display_name wins when present, `name` is only a fallback,
 * and the output is `{display_name}`. The category's key (its stored `name`) is the server's
 * business. Renaming to the current display name is allowed (the dialog refuses it first).
 */
export const renameUserCategoryRequestSchema = z
  .object({
    name: z.string({ error: MY_VOCABULARY_MESSAGES.categoryNameEmpty }).optional(),
    display_name: z.string({ error: MY_VOCABULARY_MESSAGES.categoryNameEmpty }).optional(),
  })
  .transform(({ name, display_name }) => ({ display_name: display_name ?? name }))
  .pipe(z.object({ display_name: categoryDisplayNameSchema }));
export type RenameUserCategoryRequestInput = z.input<typeof renameUserCategoryRequestSchema>;
export type RenameUserCategoryRequest = z.output<typeof renameUserCategoryRequestSchema>;

/** PUT /vocabulary/user/categories/{id}/privacy. Sharing beyond the limit answers 409 shareLimit(max);
 * setting the privacy a category already has is not an error. */
export const updatePrivacyRequestSchema = z.object({ privacy: categoryPrivacySchema });
export type UpdatePrivacyRequest = z.output<typeof updatePrivacyRequestSchema>;

/**
 * POST /vocabulary/user/words: one word into one of the caller's categories, found by its `name`
 * (the key used by GET /vocabulary/user), else by its display name ignoring case. The admin's
 * POST /vocabulary/words takes the same body and also finds a system category by display name.
 * A pair already in the category (wordPairKey) answers 409 duplicateWord; so does an edit that
 * would turn a word into a copy of another word of its category.
 */
export const addUserWordRequestSchema = annotatedWordSchema({
  categoryName: z
    .string({ error: MY_VOCABULARY_MESSAGES.categoryNameRequired })
    .trim()
    .min(1, MY_VOCABULARY_MESSAGES.categoryNameRequired)
    .max(CATEGORY_NAME_MAX_LENGTH, MY_VOCABULARY_MESSAGES.categoryNameKeyTooLong),
  english: wordSideSchema('English'),
  russian: wordSideSchema('Russian'),
  part_of_speech: requestPartOfSpeechSchema,
});
export type AddUserWordRequestInput = z.input<typeof addUserWordRequestSchema>;
export type AddUserWordRequest = z.output<typeof addUserWordRequestSchema>;

/**
 * Optional in an edit (absent or null = unchanged, issue 32: a word added as the default 'noun'
 * can be made a verb in Edit Word's details); case and surrounding spaces are ignored.
 */
const editPartOfSpeechSchema = z
  .string({ error: MY_VOCABULARY_MESSAGES.partOfSpeechInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PARTS_OF_SPEECH, { error: MY_VOCABULARY_MESSAGES.partOfSpeechInvalid }))
  .nullish()
  .transform((value) => value ?? undefined);

/** PUT /vocabulary/user/words/{id}: both sides; the part of speech only when sent. */
export const editUserWordRequestSchema = annotatedWordSchema({
  english: wordSideSchema('English'),
  russian: wordSideSchema('Russian'),
  part_of_speech: editPartOfSpeechSchema,
});
export type EditUserWordRequest = z.output<typeof editUserWordRequestSchema>;

/** A batch pair as sent: the sides stay raw here, rules/word-rules partitionWordPairs judges them. */
export const batchWordPairSchema = z.object(
  {
    english: z.string({ error: MY_VOCABULARY_MESSAGES.pairInvalid }),
    russian: z.string({ error: MY_VOCABULARY_MESSAGES.pairInvalid }),
    part_of_speech: requestPartOfSpeechSchema,
    ...wordAnnotationsInputSchema.shape,
  },
  { error: MY_VOCABULARY_MESSAGES.pairInvalid },
);

/**
 * POST /vocabulary/user/words/batch: 1–1000 pairs into one of the caller's categories.
 * Invalid pairs and duplicates (of an earlier pair in the batch or of a word already in the
 * category, same English and Russian ignoring case) are skipped and reported, not a 400; when no
 * pair is valid the answer is 400 'Please enter at least one valid word pair'. The pairs that are
 * added go in one transaction.
 */
export const batchAddWordsRequestSchema = z.object({
  categoryId: idNumber(MY_VOCABULARY_MESSAGES.categoryIdInvalid),
  pairs: z
    .array(batchWordPairSchema, { error: MY_VOCABULARY_MESSAGES.pairsInvalid })
    .min(1, MY_VOCABULARY_MESSAGES.pairsInvalid)
    .max(MAX_BATCH_PAIRS, MY_VOCABULARY_MESSAGES.pairsInvalid),
});
export type BatchAddWordsRequestInput = z.input<typeof batchAddWordsRequestSchema>;
export type BatchAddWordsRequest = z.output<typeof batchAddWordsRequestSchema>;

/**
 * POST and DELETE /tags/categories/{categoryId}/tags: 1–50 different tag ids. Adding a tag the
 * category has, or removing one it lacks, is not an error; an unknown tag id answers 404 'Tag not found'.
 */
export const categoryTagIdsRequestSchema = z.object({
  tagIds: z
    .array(idNumber(MY_VOCABULARY_MESSAGES.tagIdInvalid), { error: MY_VOCABULARY_MESSAGES.tagIdsInvalid })
    .min(1, MY_VOCABULARY_MESSAGES.tagIdsInvalid)
    .max(MAX_TAG_IDS_PER_REQUEST, MY_VOCABULARY_MESSAGES.tagIdsInvalid)
    .refine((ids) => new Set(ids).size === ids.length, MY_VOCABULARY_MESSAGES.tagIdsRepeated),
});
export type CategoryTagIdsRequest = z.output<typeof categoryTagIdsRequestSchema>;

// ---- Answers ---------------------------------------------------------------------------------

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const userWordSchema = z.object({
  id: z.number().int(),
  english: z.string(),
  russian: z.string(),
  part_of_speech: z.enum(PARTS_OF_SPEECH),
  ...wordAnnotationsSchema.shape,
  ...wordMediaSchema.shape,
});
export type UserWord = z.infer<typeof userWordSchema>;

/** GET /vocabulary/user: category name (the key) → its words; a category without words maps to []. */
export const userVocabularyResponseSchema = z.record(z.string(), z.array(userWordSchema));
export type UserVocabularyResponse = z.infer<typeof userVocabularyResponseSchema>;

/** GET /vocabulary/user/categories: the category list's page plus the caller's sharing count and limit. */
export const userCategoryListResponseSchema = categoryListResponseSchema.extend({
  sharedCount: z.number().int().nonnegative(),
  sharedLimit: z.number().int().nonnegative(),
});
export type UserCategoryListResponse = z.infer<typeof userCategoryListResponseSchema>;

/**
 * The key (`name`) a create or rename gave the category: what GET /vocabulary/user, the words
 * route and the games name it by, so a client needs no list call to find it.
 */
const categoryKeySchema = z.string();

/** POST /vocabulary/user/categories (201). */
export const createUserCategoryResponseSchema = z.object({
  message: z.string(),
  categoryId: z.number().int(),
  name: categoryKeySchema,
});
export type CreateUserCategoryResponse = z.infer<typeof createUserCategoryResponseSchema>;

/** PUT /vocabulary/user/categories/{id}: the key after the rename (kept when it still fits the name). */
export const renameUserCategoryResponseSchema = messageResponseSchema.extend({ name: categoryKeySchema });
export type RenameUserCategoryResponse = z.infer<typeof renameUserCategoryResponseSchema>;

/** DELETE /vocabulary/user/categories/{id}: the spec's client checks that the message contains 'deleted'. */
export const deleteUserCategoryResponseSchema = z.object({
  message: z.string().refine((message) => message.includes('deleted'), "The message must contain 'deleted'"),
});
export type DeleteUserCategoryResponse = z.infer<typeof deleteUserCategoryResponseSchema>;

/** PUT /vocabulary/user/categories/{id}/privacy: the new state and the caller's count after it. */
export const updatePrivacyResponseSchema = z.object({
  message: z.string(),
  privacy: categoryPrivacySchema,
  sharedCount: z.number().int().nonnegative(),
  sharedLimit: z.number().int().nonnegative(),
});
export type UpdatePrivacyResponse = z.infer<typeof updatePrivacyResponseSchema>;

/** A word as stored, with its category (id and name key). */
export const savedUserWordSchema = userWordSchema.extend({ category_id: z.number().int(), category: z.string() });
export type SavedUserWord = z.infer<typeof savedUserWordSchema>;

/** POST /vocabulary/user/words (201) and PUT /vocabulary/user/words/{id}. */
export const userWordResponseSchema = z.object({ message: z.string(), word: savedUserWordSchema });
export type UserWordResponse = z.infer<typeof userWordResponseSchema>;

export const skippedBatchPairSchema = z.object({
  /** Position in the request's pairs (0-based). */
  index: z.number().int().nonnegative(),
  /** As sent. */
  english: z.string(),
  russian: z.string(),
  reason: z.enum(['duplicate', 'invalid']),
});

/**
 * POST /vocabulary/user/words/batch: message is wordsAdded(added) ('N words added successfully!',
 * 'Word added successfully!' for one) or noWordsAdded when every valid pair was a duplicate.
 */
export const batchAddWordsResponseSchema = z.object({
  message: z.string(),
  added: z.number().int().nonnegative(),
  words: z.array(savedUserWordSchema),
  skipped: z.array(skippedBatchPairSchema),
});
export type BatchAddWordsResponse = z.infer<typeof batchAddWordsResponseSchema>;

/** A tag as GET /tags lists it; usage_count = categories carrying it that the caller can see. */
export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  display_name: z.string(),
  description: z.string().nullable(),
  color: z.string().nullable(),
  icon: z.string().nullable(),
  is_system: z.boolean(),
  usage_count: z.number().int().nonnegative(),
});
export type Tag = z.infer<typeof tagSchema>;

/** GET /tags. */
export const tagsResponseSchema = z.object({ tags: z.array(tagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;

/** POST and DELETE /tags/categories/{categoryId}/tags: the category's tags after the change. */
export const categoryTagsResponseSchema = z.object({ message: z.string(), tags: z.array(categoryTagSchema) });
export type CategoryTagsResponse = z.infer<typeof categoryTagsResponseSchema>;
