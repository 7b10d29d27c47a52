import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { vocabularyKeys } from './query-keys';

/** Whether `queryKey` is the words query of the category keyed `categoryName` (vocabularyKeys.words). */
function isWordsOf(queryKey: QueryKey, categoryName: string): boolean {
  const words = vocabularyKeys.words('', categoryName);
  return queryKey[0] === words[0] && queryKey[1] === words[1] && queryKey[2] === categoryName;
}

/**
 * For the writers' mutation hooks (My Vocabulary, the admin editor): after a write every cached
 * vocabulary answer may be stale (a word count, a list, a private category), so all of them are.
 * They pass the client from useQueryClient(). A category renamed (its key may change) or deleted
 * is `goneCategory`: its words are not asked for again by the old key, which the editor still
 * shows until the write's caller selects the category under its new key, or none (issue 30 §3.6:
 * the refetch only got a 404).
 */
export function invalidateVocabularyQueries(client: QueryClient, goneCategory?: string): Promise<void> {
  return client.invalidateQueries({
    queryKey: vocabularyKeys.all,
    predicate: (query) => goneCategory === undefined || !isWordsOf(query.queryKey, goneCategory),
  });
}
