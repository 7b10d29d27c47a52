import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { VOCABULARY_MESSAGES } from '@slovo/shared';
import { useMessages } from '@/i18n';
import { ApiError, statusMessage } from '@/lib/api-client';
import { categoryWordsQuery } from './api/get-category-words';
import { lightweightCategoriesQuery, type LightweightCategoryItem } from './api/get-lightweight-categories';
import { SAMPLE_CATEGORY_INDEX } from './sample-index';
import { VOCABULARY_TEXT } from './vocabulary.i18n';
import { currentVocabularyMode, shouldUseSampleData, useVocabularyIdentity, useVocabularyMode } from './vocabulary-mode';

/** One entry of the picker's category dropdown. */
export interface CategoryOption {
  /** The category name: what loadCategoryWords takes. */
  id: string;
  /** The display name. */
  name: string;
  wordCount: number;
}

export interface CategoryOptionsResult {
  options: CategoryOption[] | undefined;
  isLoading: boolean;
  error: unknown;
}

const SAMPLE_OPTIONS: CategoryOption[] = SAMPLE_CATEGORY_INDEX.map((c) => ({
  id: c.name,
  name: c.displayName,
  wordCount: c.wordCount,
}));

// Module-level, so TanStack Query memoises the mapped list between renders.
function toOptions(items: LightweightCategoryItem[]): CategoryOption[] {
  return items.map((item) => ({ id: item.name, name: item.displayName, wordCount: item.wordCount }));
}

/** The picker's categories: the sample ones in preview mode, the server's visible ones otherwise. */
export function useCategoryOptions(): CategoryOptionsResult {
  const mode = useVocabularyMode();
  const identity = useVocabularyIdentity() ?? 'anonymous';
  const query = useQuery({ ...lightweightCategoriesQuery(identity), enabled: mode === 'full', select: toOptions });
  const sampleNames: Record<string, string> = useMessages(VOCABULARY_TEXT).sampleNames;
  // The sample categories' names follow the interface language.
  const sampleOptions = useMemo(
    () => SAMPLE_OPTIONS.map((option) => ({ ...option, name: sampleNames[option.id] ?? option.name })),
    [sampleNames],
  );

  if (mode === 'preview') return { options: sampleOptions, isLoading: false, error: null };
  if (mode === 'loading') return { options: undefined, isLoading: true, error: null };
  return { options: query.data, isLoading: query.isPending, error: query.error };
}

async function sampleWordsPayload(categoryName: string): Promise<{ words: unknown[] }> {
  const category = (await import('./sample-data')).findSampleCategory(categoryName);
  if (!category) {
    // The same error the request client raises for the server's 404, so callers need one path.
    const serverMessage = VOCABULARY_MESSAGES.categoryNotFound;
    throw new ApiError(statusMessage(404, serverMessage), {
      status: 404,
      kind: 'http',
      serverMessage,
      body: { error: serverMessage },
    });
  }
  return { words: category.words.map((word) => ({ ...word })) };
}

/**
 * A category's words as the server sends them (`{words: […]}`), for the caller to validate, read
 * through `client`'s cache. In preview mode they come from the sample vocabulary, and an unknown
 * name fails like a 404. Rejects with the request client's ApiError on failure.
 */
export async function loadCategoryWords(client: QueryClient, categoryName: string): Promise<unknown> {
  if (shouldUseSampleData()) return sampleWordsPayload(categoryName);
  const identity = currentVocabularyMode().identity ?? 'anonymous';
  const payload = await client.fetchQuery(categoryWordsQuery(identity, categoryName));
  // A copy: callers shuffle and trim, and must not change what the cache holds.
  return structuredClone(payload);
}

/** loadCategoryWords on the app's cache, as the picker's `loadWords` takes it. */
export function useCategoryWordsLoader(): (categoryName: string) => Promise<unknown> {
  const client = useQueryClient();
  return useCallback((categoryName: string) => loadCategoryWords(client, categoryName), [client]);
}
