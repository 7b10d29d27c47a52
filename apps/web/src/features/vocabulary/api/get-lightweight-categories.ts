/**
 * `GET /vocabulary/categories/lightweight`: the picker's category list, everything the viewer may
 * see (the token is sent when there is one, for private categories). Items are read leniently:
 * only name, display name and word count matter here, so extra or missing fields do not break the
 * list; an answer without a `categories` list is refused.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { expectShape, hasShape, isArray, isFiniteNumber, isNonEmptyString, isString } from '@/lib/response-shape';
import { vocabularyKeys } from './query-keys';

export interface LightweightCategoryItem {
  name: string;
  displayName: string;
  wordCount: number;
}

const INVALID_RESPONSE = 'Invalid response from server';

function toItem(raw: unknown): LightweightCategoryItem | null {
  if (!hasShape(raw, { name: isNonEmptyString })) return null;
  const { name, display_name, word_count } = raw as { name: string; display_name?: unknown; word_count?: unknown };
  return {
    name,
    displayName: isString(display_name) && display_name.trim() !== '' ? display_name : name,
    wordCount: isFiniteNumber(word_count) ? word_count : 0,
  };
}

export async function getLightweightCategories(signal?: AbortSignal): Promise<LightweightCategoryItem[]> {
  const answer = await api.get<unknown>('/vocabulary/categories/lightweight', { signal });
  const { categories } = expectShape<{ categories: unknown[] }>(answer, { categories: isArray }, INVALID_RESPONSE);
  return categories.map(toItem).filter((item): item is LightweightCategoryItem => item !== null);
}

/** Cached per identity by the app's rules; the data loader and the picker share the entry. */
export function lightweightCategoriesQuery(identity: string) {
  return queryOptions({
    queryKey: vocabularyKeys.lightweight(identity),
    queryFn: ({ signal }) => getLightweightCategories(signal),
  });
}
