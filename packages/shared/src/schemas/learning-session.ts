import { z } from 'zod';
import { wordMediaSchema } from './word-media';
import { wordAnnotationsSchema } from './word-annotations';
import { PARTS_OF_SPEECH } from '../constants';
import { LEARNING_SESSION_MESSAGES, MAX_SELECTED_WORD_IDS, WORD_COUNT_VALUES } from '../limits/learning-session';

/**
 * Learning session (product-games-auth.md §3, §4 "Picker and learning session"): one per user,
 * kept on the server. At start the server fixes the session's word list in a shuffled order; the
 * player then works through it batch by batch (the batch rule: rules/session-batches.ts).
 *
 * Counters (all count words that still exist; words deleted from the category are skipped):
 *   totalWords     = words in the session
 *   current batch  = the next wordsPerGame words (all of them when wordsPerGame is -1), or the
 *                    shorter rest at the end: 37 words by 15 → 15, 15, then the last 7
 *   wordsStudied   = words of every batch handed to a game, the current one included (start and
 *                    next-batch hand it to the game that asked)
 *   wordsRemaining = words after the current batch, so totalWords = wordsStudied + wordsRemaining
 * The client offers "Next N Words" while wordsRemaining >= wordsPerGame, "Last N Words" for a
 * shorter rest, and shows the category completed (with "Last batch! ...") when nothing remains.
 * next-batch moves past the current batch and answers the new one; when nothing remained it answers
 * `words: []`, and continue then answers `words: []` too ("All words completed!").
 * Words added to the category after the start are not part of the session.
 */

export const wordCountSchema = z
  .number({ error: LEARNING_SESSION_MESSAGES.wordCountInvalid })
  .refine((value) => (WORD_COUNT_VALUES as readonly number[]).includes(value), {
    error: LEARNING_SESSION_MESSAGES.wordCountInvalid,
  });

export const startLearningSessionRequestSchema = z.object({
  /** The category's name (its unique key), as in GET /vocabulary/category/{name}. */
  category: z
    .string({ error: LEARNING_SESSION_MESSAGES.categoryRequired })
    .trim()
    .min(1, LEARNING_SESSION_MESSAGES.categoryRequired)
    .max(200, LEARNING_SESSION_MESSAGES.categoryTooLong),
  /** 10, 15, 20, 25, 30, or -1 for all words. */
  wordCount: wordCountSchema,
  /**
   * Optional: limit the session to these words of the category (still shuffled). Ids that are not
   * (or no longer) words of the category are skipped; absent or empty means the whole category.
   */
  selectedWordIds: z
    .array(z.number().int().positive(), { error: LEARNING_SESSION_MESSAGES.selectedWordIdsInvalid })
    .max(MAX_SELECTED_WORD_IDS, LEARNING_SESSION_MESSAGES.selectedWordIdsTooMany)
    .optional(),
});
export type StartLearningSessionRequest = z.infer<typeof startLearningSessionRequestSchema>;

export const sessionWordSchema = z.object({
  id: z.number().int(),
  english: z.string(),
  russian: z.string(),
  /** The category's name. */
  category: z.string(),
  part_of_speech: z.enum(PARTS_OF_SPEECH),
  ...wordAnnotationsSchema.shape,
  ...wordMediaSchema.shape,
});
export type SessionWord = z.infer<typeof sessionWordSchema>;

export const activeLearningSessionSchema = z.object({
  hasActiveSession: z.literal(true),
  /** The category's name (pass it back as `category` to the picker and to start). */
  category: z.string(),
  categoryDisplayName: z.string(),
  /** The word count chosen at start; -1 means all words (one batch). */
  wordsPerGame: z.number().int(),
  wordsStudied: z.number().int().nonnegative(),
  wordsRemaining: z.number().int().nonnegative(),
  totalWords: z.number().int().nonnegative(),
});
export type ActiveLearningSession = z.infer<typeof activeLearningSessionSchema>;

export const learningSessionStatusSchema = z.discriminatedUnion('hasActiveSession', [
  z.object({ hasActiveSession: z.literal(false) }),
  activeLearningSessionSchema,
]);
export type LearningSessionStatus = z.infer<typeof learningSessionStatusSchema>;

/** POST /learning-session/start (201): the new session's status plus the words of its first batch. */
export const startLearningSessionResponseSchema = activeLearningSessionSchema.extend({
  words: z.array(sessionWordSchema),
});
export type StartLearningSessionResponse = z.infer<typeof startLearningSessionResponseSchema>;

/** POST /learning-session/continue and /next-batch. */
export const learningSessionWordsResponseSchema = z.object({ words: z.array(sessionWordSchema) });
export type LearningSessionWordsResponse = z.infer<typeof learningSessionWordsResponseSchema>;
