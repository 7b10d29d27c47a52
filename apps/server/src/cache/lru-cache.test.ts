import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond the entry limit', () => {
    const cache = new LruCache<string>({ maxEntries: 2, maxSize: 100, ttlMs: 1000 });
    cache.set('a', 'A', 1);
    cache.set('b', 'B', 1);
    expect(cache.get('a')).toBe('A'); // a is now the most recent
    cache.set('c', 'C', 1);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });

  it('evicts until the total size fits, and never keeps a value larger than the budget', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 10, ttlMs: 1000 });
    cache.set('a', 'A', 4);
    cache.set('b', 'B', 4);
    cache.set('c', 'C', 4);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('huge', 'H', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
    cache.set('b', 'B2', 2); // replacing frees the old size
    cache.set('d', 'D', 4);
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual(['B2', 'C', 'D']);
  });

  it('forgets entries older than the time-to-live', () => {
    let now = 0;
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 10, ttlMs: 1000 }, () => now);
    cache.set('a', 'A', 1);
    now = 999;
    expect(cache.get('a')).toBe('A');
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('clear() empties it', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 10, ttlMs: 1000 });
    cache.set('a', 'A', 5);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    cache.set('b', 'B', 10);
    expect(cache.get('b')).toBe('B');
  });
});
