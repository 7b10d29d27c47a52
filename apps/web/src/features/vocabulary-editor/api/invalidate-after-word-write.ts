import type { QueryClient } from '@tanstack/react-query';
import { invalidateVocabularyQueries } from '@/features/vocabulary';

/**
 * The personal manager's keys (myVocabularyKeys.all in features/my-vocabulary), spelt out here:
 * that feature's page renders these dialogs, so importing its index from here would close a cycle.
 */
const MY_VOCABULARY_KEY = ['my-vocabulary'] as const;

/**
 * After a word is added, edited or deleted, in either editor: the manager's lists and every public
 * vocabulary answer (the game picker's categories, Home's counts, a category's words) may be stale.
 */
export async function invalidateAfterWordWrite(client: QueryClient): Promise<void> {
  await Promise.all([client.invalidateQueries({ queryKey: MY_VOCABULARY_KEY }), invalidateVocabularyQueries(client)]);
}
