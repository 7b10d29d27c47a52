/**
 * `GET /vocabulary/category/{name}`: a category's words. The answer stays raw (`{words: […]}`):
 * the picker checks it against the game's rules with the shared prepareCategoryWords, so one set
 * of rules (and one set of messages) decides what is playable, whatever the source of the words.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, encodePathSegment } from '@/lib/api-client';
import { vocabularyKeys } from './query-keys';

export function getCategoryWords(categoryName: string, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(`/vocabulary/category/${encodePathSegment(categoryName)}`, { signal });
}

export function categoryWordsQuery(identity: string, categoryName: string) {
  return queryOptions({
    queryKey: vocabularyKeys.words(identity, categoryName),
    queryFn: ({ signal }) => getCategoryWords(categoryName, signal),
  });
}
