import type { DbExecutor } from '../db/transaction';
import { LruCache } from './lru-cache';

/**
 * In-process cache of answers, kept as ready-to-send UTF-8 JSON so a hit costs a Map lookup and a
 * socket write (no query, no JSON.stringify, no string encoding), and of the values they are built
 * from (regions: the vocabulary module keeps a category's words and the category catalogue here).
 *
 * Correctness rules:
 * - Keys name the viewer class (see the vocabulary module's viewerCacheKey, or the learner's id):
 *   an answer computed for one user is only ever served to the same class of caller.
 * - Every cached answer is built from the vocabulary, so every vocabulary write drops them all:
 *   runVocabularyWrite() (vocabulary module) calls dropCachedAnswers() after the outermost commit.
 *   That bumps a process-wide generation: each region empties itself the next time it is used, and
 *   a load that started before the bump does not store its (possibly stale) result. With Redis, the
 *   drop is also broadcast to the other instances (cache-bus.ts). While that broadcast cannot be
 *   heard (Redis down), answers live DEGRADED_CACHE_MAX_AGE_MS at most.
 * - A time-to-live bounds the damage of a write that forgot to invalidate (or a change made
 *   directly in the database): nothing is served older than CACHE_TTL_MS.
 * - Reads inside a transaction bypass the cache: they must see the transaction's own writes.
 */

export const CACHE_TTL_MS = 5 * 60 * 1000;
const RESPONSE_LIMITS = { maxEntries: 2_000, maxSize: 32 * 1024 * 1024, ttlMs: CACHE_TTL_MS };

let generation = 0;
let droppedAt = Date.now();
const invalidationPublishers = new Set<() => unknown>();

/** Drops this process's cached answers (every region, lazily). */
export function dropLocalAnswers(): void {
  generation += 1;
  droppedAt = Date.now();
}

/**
 * While another instance's changes may go unheard (the Redis bus lost its connection), answers are
 * kept this long at most instead of CACHE_TTL_MS: fast, and at most this stale.
 */
export const DEGRADED_CACHE_MAX_AGE_MS = 1_000;
/** Buses that cannot hear other instances now (cache-bus.ts). Empty without Redis. */
const deafBuses = new Set<object>();

/** True while some bus cannot hear other instances, so answers live DEGRADED_CACHE_MAX_AGE_MS at most. */
export function cacheDegraded(): boolean {
  return deafBuses.size > 0;
}

/** A bus says whether it hears other instances' invalidations (false while its connection is down). */
export function reportInvalidationsHeard(bus: object, heard: boolean): void {
  if (heard) deafBuses.delete(bus);
  else deafBuses.add(bus);
}

/** Drops every instance's cached answers (the vocabulary module calls it after each of its writes). */
export async function dropCachedAnswers(): Promise<void> {
  dropLocalAnswers();
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

export interface CacheLimits {
  maxEntries: number;
  maxSize: number;
  ttlMs: number;
}

interface RegionStore<V> {
  generation: number;
  entries: LruCache<V>;
  /** Loads under way, so a burst of identical misses runs one query instead of one per request. */
  inFlight: Map<string, Promise<V>>;
}

/**
 * `load()`'s value for `key` from the region, or `load()` run once for every caller that misses at
 * the same time; the value is kept (with the size `sizeOf` gives, null: not kept) unless a drop
 * happened meanwhile. Inside a transaction `load()` always runs.
 */
export type CachedIn<V> = (
  db: DbExecutor,
  key: string,
  load: () => Promise<V>,
  sizeOf: (value: V) => number | null,
) => Promise<V>;

/**
 * One kind of cached value with its own limits, kept per database handle (two apps on one database
 * share values, apps on different ones never do) and dropped with every other region.
 */
export function cacheRegion<V>(limits: CacheLimits): CachedIn<V> {
  const stores = new WeakMap<DbExecutor, RegionStore<V>>();

  const storeFor = (db: DbExecutor): RegionStore<V> | null => {
    if (db.isTransaction) return null;
    if (deafBuses.size > 0 && Date.now() - droppedAt >= DEGRADED_CACHE_MAX_AGE_MS) dropLocalAnswers();
    let store = stores.get(db);
    if (!store) {
      store = { generation, entries: new LruCache(limits), inFlight: new Map() };
      stores.set(db, store);
    } else if (store.generation !== generation) {
      store.entries.clear();
      store.inFlight.clear();
      store.generation = generation;
    }
    return store;
  };

  return async (db, key, load, sizeOf) => {
    const store = storeFor(db);
    if (!store) return load();
    const hit = store.entries.get(key);
    if (hit !== undefined) return hit;
    const running = store.inFlight.get(key);
    if (running) return running;
    const startedAt = generation;
    const promise = load().then(
      (value) => {
        const size = generation === startedAt ? sizeOf(value) : null;
        if (size !== null) store.entries.set(key, value, size);
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
  };
}

export const toJsonBody = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

const responses = cacheRegion<Buffer>(RESPONSE_LIMITS);

/** The cached JSON body for `key`, or `build()`'s answer serialized (and kept). */
export function cachedJson(db: DbExecutor, key: string, build: () => Promise<unknown>): Promise<Buffer> {
  return responses(
    db,
    key,
    async () => toJsonBody(await build()),
    (body) => body.length,
  );
}
