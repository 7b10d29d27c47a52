import { CACHE_TTL_MS, cacheRegion, dropCachedAnswers } from '../../cache/answer-cache';
import type { DbExecutor } from '../../db/transaction';

/**
 * The vocabulary's own cached values, beside the cached answers of cache/answer-cache.ts and dropped
 * with them: a category's words (served to everybody who may see the category; visibility is checked
 * on every request before anything is sent) and what every viewer shares (the category catalogue).
 */

// 128 MB: a fully described word (issue 32: stress, forms, sources) takes about 2.7 times the bytes
// of a bare one, and the bench's 7,000 public categories of 50 words must still fit (110 MB).
const CATEGORY_WORDS_LIMITS = { maxEntries: 20_000, maxSize: 128 * 1024 * 1024, ttlMs: CACHE_TTL_MS };
const SHARED_LIMITS = { maxEntries: 16, maxSize: 16, ttlMs: CACHE_TTL_MS };

/**
 * A category's words as cached: who may see them, and the answer body for GET /category/{name}.
 * Only the serialized body is kept (half the memory of keeping the objects too); the rare request
 * that needs the objects (count, shuffle) parses it.
 */
export interface CachedCategoryWords<C> {
  category: C;
  /** `{"words":[...]}` as UTF-8, sent as is when no count or shuffle is asked for. */
  body: Buffer;
}

const categoryWords = cacheRegion<CachedCategoryWords<unknown> | undefined>(CATEGORY_WORDS_LIMITS);
const shared = cacheRegion<unknown>(SHARED_LIMITS);

/**
 * Every cached answer is built from the vocabulary (the reviews' lists and the tag list too), so a
 * vocabulary write drops them all, on every instance: runVocabularyWrite() calls this after its
 * commit; call it directly only where nothing was written (the admin "clear cache" call).
 */
export const invalidateVocabularyCache = (): Promise<void> => dropCachedAnswers();

/** A category's cached words (by category name), or `load()`'s result (kept unless undefined). */
export async function cachedCategoryWords<C>(
  db: DbExecutor,
  name: string,
  load: () => Promise<CachedCategoryWords<C> | undefined>,
): Promise<CachedCategoryWords<C> | undefined> {
  return (await categoryWords(db, name, load, (entry) => (entry ? entry.body.length : null))) as
    CachedCategoryWords<C> | undefined;
}

/**
 * A value computed once for every viewer (not an answer): `load()`'s result, kept until the next
 * invalidation. Inside a transaction it is computed afresh.
 */
export async function cachedSharedValue<V>(db: DbExecutor, key: string, load: () => Promise<V>): Promise<V> {
  return (await shared(db, key, load, () => 1)) as V;
}
