import type { DbExecutor } from '../../db/transaction';
import { LruCache } from './lru-cache';

/**
 * In-process cache of vocabulary answers, kept as ready-to-send UTF-8 JSON so a hit costs a Map
 * lookup and a socket write (no query, no JSON.stringify, no string encoding).
 *
 * Correctness rules:
 * - Keys name the viewer class (see viewerCacheKey): an answer computed for one user is only ever
 *   served to the same class of caller, so a private category never reaches the wrong user. The
 *   words of one category are cached once for everybody, together with the category's owner and
 *   privacy, and visibility is checked on every request before anything is sent.
 * - Every write that changes categories, words or tags runs in runVocabularyWrite()
 *   (vocabulary-write.ts), which calls invalidateVocabularyCache() after the outermost commit. That
 *   bumps a process-wide generation: each store empties itself the next time it is used, and a load
 *   that started before the bump does not store its (possibly stale) result. With Redis, the
 *   invalidation is also broadcast to the other instances (vocabulary-cache-bus.ts). While that
 *   broadcast cannot be heard (Redis down), answers live DEGRADED_CACHE_MAX_AGE_MS at most.
 * - A time-to-live bounds the damage of a write that forgot to invalidate (or a change made
 *   directly in the database): nothing is served older than CACHE_TTL_MS.
 * - Reads inside a transaction bypass the cache: they must see the transaction's own writes.
 */

export const CACHE_TTL_MS = 5 * 60 * 1000;
const RESPONSE_LIMITS = { maxEntries: 2_000, maxSize: 32 * 1024 * 1024, ttlMs: CACHE_TTL_MS };
const CATEGORY_WORDS_LIMITS = { maxEntries: 20_000, maxSize: 64 * 1024 * 1024, ttlMs: CACHE_TTL_MS };
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

interface CacheStore {
  generation: number;
  responses: LruCache<Buffer>;
  categoryWords: LruCache<CachedCategoryWords<unknown>>;
  /** Intermediate results every viewer shares (the word count of every category). */
  shared: LruCache<unknown>;
  /** Loads under way, so a burst of identical misses runs one query instead of one per request. */
  inFlight: Map<string, Promise<unknown>>;
}

let generation = 0;
let droppedAt = Date.now();
/** Keyed by the database handle: two apps on one database share answers, apps on different ones never do. */
const stores = new WeakMap<DbExecutor, CacheStore>();
const invalidationPublishers = new Set<() => unknown>();

/** Drops this process's cached vocabulary answers (every store, lazily). */
export function dropLocalVocabularyCaches(): void {
  generation += 1;
  droppedAt = Date.now();
}

/**
 * While another instance's changes may go unheard (the Redis bus lost its connection), answers are
 * kept this long at most instead of CACHE_TTL_MS: fast, and at most this stale.
 */
export const DEGRADED_CACHE_MAX_AGE_MS = 1_000;
/** Buses that cannot hear other instances now (vocabulary-cache-bus.ts). Empty without Redis. */
const deafBuses = new Set<object>();

/** True while some bus cannot hear other instances, so answers live DEGRADED_CACHE_MAX_AGE_MS at most. */
export function vocabularyCacheDegraded(): boolean {
  return deafBuses.size > 0;
}

/** A bus says whether it hears other instances' invalidations (false while its connection is down). */
export function reportInvalidationsHeard(bus: object, heard: boolean): void {
  if (heard) deafBuses.delete(bus);
  else deafBuses.add(bus);
}

/**
 * Drops every instance's vocabulary answers. Writes that change what the vocabulary routes answer
 * (categories, words, tags, category tags, imports, user deletion) get this from runVocabularyWrite()
 * after their commit; call it directly only where nothing was written (the admin "clear cache" call).
 */
export async function invalidateVocabularyCache(): Promise<void> {
  dropLocalVocabularyCaches();
  // Awaited, so the other instances have the news before this write is answered: a client that
  // reads from another instance right after would otherwise race the broadcast. A publish never
  // rejects and gives up after Redis's command timeout.
  await Promise.all([...invalidationPublishers].map((publish) => publish()));
}

/** The Redis bus registers how to tell other instances; returns the unregister function. */
export function addInvalidationPublisher(publish: () => unknown): () => void {
  invalidationPublishers.add(publish);
  return () => invalidationPublishers.delete(publish);
}

function storeFor(db: DbExecutor): CacheStore | null {
  if (db.isTransaction) return null;
  if (deafBuses.size > 0 && Date.now() - droppedAt >= DEGRADED_CACHE_MAX_AGE_MS) dropLocalVocabularyCaches();
  let store = stores.get(db);
  if (!store) {
    store = {
      generation,
      responses: new LruCache(RESPONSE_LIMITS),
      categoryWords: new LruCache(CATEGORY_WORDS_LIMITS),
      shared: new LruCache(SHARED_LIMITS),
      inFlight: new Map(),
    };
    stores.set(db, store);
  } else if (store.generation !== generation) {
    store.responses.clear();
    store.categoryWords.clear();
    store.shared.clear();
    store.inFlight.clear();
    store.generation = generation;
  }
  return store;
}

async function loadOnce<V>(store: CacheStore, key: string, load: () => Promise<V>, keep: (value: V) => void): Promise<V> {
  const running = store.inFlight.get(key) as Promise<V> | undefined;
  if (running) return running;
  const startedAt = generation;
  const promise = load().then(
    (value) => {
      if (generation === startedAt) keep(value);
      if (store.inFlight.get(key) === promise) store.inFlight.delete(key);
      return value;
    },
    (error: unknown) => {
      if (store.inFlight.get(key) === promise) store.inFlight.delete(key);
      throw error;
    },
  );
  store.inFlight.set(key, promise);
  return promise;
}

export const toJsonBody = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

/** The cached JSON body for `key`, or `build()`'s answer serialized (and kept). */
export async function cachedJson(db: DbExecutor, key: string, build: () => Promise<unknown>): Promise<Buffer> {
  const store = storeFor(db);
  if (!store) return toJsonBody(await build());
  const hit = store.responses.get(key);
  if (hit) return hit;
  return loadOnce(
    store,
    `response:${key}`,
    async () => toJsonBody(await build()),
    (body) => store.responses.set(key, body, body.length),
  );
}

/** A category's cached words (by category name), or `load()`'s result (kept unless undefined). */
export async function cachedCategoryWords<C>(
  db: DbExecutor,
  name: string,
  load: () => Promise<CachedCategoryWords<C> | undefined>,
): Promise<CachedCategoryWords<C> | undefined> {
  const store = storeFor(db);
  if (!store) return load();
  const hit = store.categoryWords.get(name) as CachedCategoryWords<C> | undefined;
  if (hit) return hit;
  return loadOnce(store, `words:${name}`, load, (entry) => {
    if (entry) store.categoryWords.set(name, entry, entry.body.length);
  });
}

/**
 * A value computed once for every viewer (not an answer): `load()`'s result, kept until the next
 * invalidation. Inside a transaction it is computed afresh.
 */
export async function cachedSharedValue<V>(db: DbExecutor, key: string, load: () => Promise<V>): Promise<V> {
  const store = storeFor(db);
  if (!store) return load();
  const hit = store.shared.get(key) as V | undefined;
  if (hit !== undefined) return hit;
  return loadOnce(store, `shared:${key}`, load, (value) => store.shared.set(key, value, 1));
}
