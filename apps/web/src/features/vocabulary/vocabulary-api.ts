/**
 * The vocabulary read calls. The picker's list is read leniently: only name, display name and
 * word count matter here, so extra or missing fields in the server's answer do not break it.
 */
import type { CategoryListQueryInput, CategoryListResponse } from '@slovo/shared';
import { ApiError, api, encodePathSegment } from '@/lib/api-client';

export interface LightweightCategoryItem {
  name: string;
  displayName: string;
  wordCount: number;
}

const INVALID_RESPONSE = 'Invalid response from server';

function toItem(raw: unknown): LightweightCategoryItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const { name, display_name, word_count } = raw as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return null;
  return {
    name,
    displayName: typeof display_name === 'string' && display_name.trim() !== '' ? display_name : name,
    wordCount: typeof word_count === 'number' && Number.isFinite(word_count) ? word_count : 0,
  };
}

/** `GET /vocabulary/categories/lightweight`; the token is sent when there is one (private categories). */
export async function fetchLightweightCategories(signal?: AbortSignal): Promise<LightweightCategoryItem[]> {
  const answer = await api.get<unknown>('/vocabulary/categories/lightweight', { signal });
  const list = answer && typeof answer === 'object' ? (answer as { categories?: unknown }).categories : undefined;
  if (!Array.isArray(list)) throw new ApiError(INVALID_RESPONSE, { kind: 'validation', body: answer });
  return list.map(toItem).filter((item): item is LightweightCategoryItem => item !== null);
}

/** `GET /vocabulary/category/{name}`: the raw answer (`{words: […]}`), for the picker to validate. */
export function fetchCategoryWords(categoryName: string, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(`/vocabulary/category/${encodePathSegment(categoryName)}`, { signal });
}

/** encodeURIComponent leaves !'()* alone; the request client's query alphabet does not allow them. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `GET /vocabulary/categories` with filters, sorting and paging (vocabulary-management.md §4). */
export function fetchCategoryList(params: CategoryListQueryInput, signal?: AbortSignal): Promise<CategoryListResponse> {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeQueryValue(value)}`)
    .join('&');
  return api.get<CategoryListResponse>(`/vocabulary/categories${query ? `?${query}` : ''}`, { signal });
}
