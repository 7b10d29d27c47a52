import { queryOptions } from '@tanstack/react-query';
import type { CategoryListQueryInput } from '@slovo/shared';
import { queryClient as appQueryClient } from '@/lib/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { vocabularyKeys } from './query-keys';
import { fetchCategoryList, fetchCategoryWords, fetchLightweightCategories } from './vocabulary-api';

/** The picker's category list (everything the identity may see), cached by the app's rules. */
export function lightweightCategoriesQuery(identity: string) {
  return queryOptions({
    queryKey: vocabularyKeys.lightweight(identity),
    queryFn: ({ signal }) => fetchLightweightCategories(signal),
  });
}

export function categoryWordsQuery(identity: string, categoryName: string) {
  return queryOptions({
    queryKey: vocabularyKeys.words(identity, categoryName),
    queryFn: ({ signal }) => fetchCategoryWords(categoryName, signal),
  });
}

export function categoryListQuery(identity: string, params: CategoryListQueryInput) {
  return queryOptions({
    queryKey: vocabularyKeys.list(identity, params),
    queryFn: ({ signal }) => fetchCategoryList(params, signal),
  });
}

/** For writers (My Vocabulary, the admin editor): every cached vocabulary answer is stale now. */
export function invalidateVocabularyQueries(client: QueryClient = appQueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: vocabularyKeys.all });
}
