import type { QueryClient } from '@tanstack/react-query';
import { vocabularyKeys } from './query-keys';

/**
 * For the writers' mutation hooks (My Vocabulary, the admin editor): after a write every cached
 * vocabulary answer may be stale (a word count, a list, a private category), so all of them are.
 * They pass the client from useQueryClient().
 */
export function invalidateVocabularyQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: vocabularyKeys.all });
}
