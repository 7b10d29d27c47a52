import { prepareCategoryWords, shuffleWords, type CategorySelection, type PrepareCategoryWordsResult } from '@slovo/shared';
import { toast } from '@/components/ui/toast-store';
import type { LearningSessionApi } from './api/learning-session-api';
import { messagesNow } from '@/i18n';
import { SESSION_MESSAGES } from './session.i18n';

/** What a game demands of its words; the picker and the session card apply the same rules. */
export interface GameWordRules {
  /** Fewest words the game can start with (default 1). */
  minWords?: number;
  /** Replaces "This category needs at least N words to play" (Memory: "Min 10 words needed to start the game"). */
  minWordsMessage?: string;
  /** A game that always uses exactly this many words (Memory Match: 10). */
  fixedWordCount?: number;
  /** For tests: the shuffle's random source. */
  random?: () => number;
}

/**
 * A session batch made playable: validated against the game's rules and shuffled (order within a
 * batch does not matter to the session, and a fixed-size game then gets a varied selection).
 * A batch is played whole: wordsPerGame words, or fewer for the last one (the shared batch rule).
 */
export function prepareSessionWords(words: unknown[], rules: GameWordRules): PrepareCategoryWordsResult {
  return prepareCategoryWords(words, {
    minWords: rules.minWords,
    minWordsMessage: rules.minWordsMessage,
    maxWords: rules.fixedWordCount,
    shuffle: true,
    random: rules.random,
  });
}

/**
 * A batch made playable even when it is shorter than the game needs: the last batch of a session
 * may hold 2 words, and Memory Match plays exactly 10. Every word of the batch is played, topped up
 * with other words of the category. Without a way to load the category (or when that fails) the
 * game's own rule speaks ("Min 10 words needed to start the game").
 */
export async function prepareSessionBatch(
  batch: unknown[],
  rules: GameWordRules,
  loadCategoryWords?: () => Promise<unknown>,
): Promise<PrepareCategoryWordsResult> {
  const prepared = prepareSessionWords(batch, rules);
  if (prepared.ok || !loadCategoryWords) return prepared;
  const needed = rules.fixedWordCount ?? rules.minWords ?? 1;
  const own = prepareCategoryWords(batch);
  if (!own.ok || own.words.length >= needed) return prepared;

  let payload: unknown;
  try {
    payload = await loadCategoryWords();
  } catch (error) {
    console.warn('Could not load the category to fill up a short batch', error);
    return prepared;
  }
  const category = prepareCategoryWords(payload);
  if (!category.ok) return prepared;
  const inBatch = new Set(own.words.map((word) => String(word.id)));
  const others = shuffleWords(
    category.words.filter((word) => !inBatch.has(String(word.id))),
    rules.random,
  );
  return prepareSessionWords([...own.words, ...others.slice(0, needed - own.words.length)], rules);
}

/** Deletes the session; a failure only means it shows up again next time, so it is logged, not shown. */
export async function dismissQuietly(dismiss: () => Promise<void>): Promise<void> {
  try {
    await dismiss();
  } catch (error) {
    console.warn('Could not dismiss the learning session', error);
  }
}

/**
 * Spec §4 "Starting a game when a session is active", for a start from the category chooser:
 * - same category and word count: continue the session with its current batch; if no words are
 *   left, "All words completed! Starting new session." and the session is replaced;
 * - different category or count: the old session is dismissed and a new one started;
 * - no session: a new one is started.
 * The session is a bonus, never a gate: any failure here is logged and the game starts with the
 * words the player chose. Resolves the selection the game should play.
 */
export async function startFromChooser(
  sessions: LearningSessionApi,
  selection: CategorySelection,
  rules: GameWordRules,
): Promise<CategorySelection> {
  const withWords = (result: PrepareCategoryWordsResult): CategorySelection =>
    result.ok ? { ...selection, words: result.words } : selection;

  let active: Awaited<ReturnType<LearningSessionApi['getStatus']>> = { hasActiveSession: false };
  try {
    active = await sessions.getStatus();
  } catch (error) {
    console.warn('Could not check for an active learning session before starting', error);
  }

  if (active.hasActiveSession) {
    const sameSession = active.category === selection.category && active.wordsPerGame === selection.wordCount;
    if (sameSession) {
      let batch: unknown[];
      try {
        batch = await sessions.continueSession();
      } catch (error) {
        console.warn('Could not continue the learning session; playing the chosen words', error);
        return selection;
      }
      if (batch.length > 0) return withWords(prepareSessionWords(batch, rules));
      toast.info(messagesNow(SESSION_MESSAGES).allWordsCompleted);
    }
    await dismissQuietly(() => sessions.dismiss());
  }

  try {
    const firstBatch = await sessions.start({ category: selection.category, wordCount: selection.wordCount });
    // Play the session's own first batch, so "Practice Current Batch" later means these words.
    if (firstBatch.length > 0) return withWords(prepareSessionWords(firstBatch, rules));
  } catch (error) {
    console.warn('Could not start a learning session; the game starts without one', error);
  }
  return selection;
}
