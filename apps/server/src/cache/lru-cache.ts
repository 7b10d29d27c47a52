/**
 * A small least-recently-used cache bounded by entry count and by total size (whatever unit the
 * caller measures, here bytes of serialized JSON), with a time-to-live per entry. A Map keeps
 * insertion order, so re-inserting on every hit makes its first key the least recently used.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; size: number; expiresAt: number }>();
  private totalSize = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxSize: number; ttlMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number): void {
    this.delete(key);
    // A value larger than the whole budget would only evict everything else; it is not kept.
    if (size > this.limits.maxSize) return;
    this.entries.set(key, { value, size, expiresAt: this.now() + this.limits.ttlMs });
    this.totalSize += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalSize <= this.limits.maxSize) break;
      this.entries.delete(oldest);
      this.totalSize -= entry.size;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  clear(): void {
    this.entries.clear();
    this.totalSize = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
