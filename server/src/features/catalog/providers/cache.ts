// A small in-memory cache: entries expire after a TTL, and past `maxSize` the least recently used goes.
// `getOrLoad` also shares one in-flight load between concurrent callers of the same key.

interface TtlCacheOptions {
  ttlMs: number;
  maxSize?: number;
  /** Clock in ms (tests inject a fake one). */
  now?: () => number;
}

export interface TtlCache<V> {
  get(key: string): V | undefined;
  has(key: string): boolean;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): boolean;
  clear(): void;
  readonly size: number;
  /**
   * The cached value, or the loader's result. The result is stored unless `shouldCache` says no;
   * a loader that throws stores nothing.
   */
  getOrLoad(key: string, load: () => Promise<V>, shouldCache?: (value: V) => boolean): Promise<V>;
}

export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const { ttlMs, maxSize = 500 } = options;
  const now = options.now ?? Date.now;
  // Map iteration order is insertion order: re-inserting on read keeps the most recent at the end.
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const inflight = new Map<string, Promise<V>>();

  function lookup(key: string): { value: V } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() >= entry.expiresAt) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  const cache: TtlCache<V> = {
    get(key) {
      return lookup(key)?.value;
    },
    has(key) {
      return lookup(key) !== undefined;
    },
    set(key, value, ttl = ttlMs) {
      if (maxSize <= 0 || ttl <= 0) return;
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttl });
      while (entries.size > maxSize) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    delete(key) {
      return entries.delete(key);
    },
    clear() {
      entries.clear();
      inflight.clear();
    },
    get size() {
      return entries.size;
    },
    async getOrLoad(key, load, shouldCache = () => true) {
      const hit = lookup(key);
      if (hit) return hit.value;
      const running = inflight.get(key);
      if (running) return running;
      // The loader starts on a later microtask, so `promise` is assigned before the cleanup can run
      // (even when `load` throws synchronously).
      const promise: Promise<V> = Promise.resolve()
        .then(load)
        .then((value) => {
          if (shouldCache(value)) cache.set(key, value);
          return value;
        })
        .finally(() => {
          if (inflight.get(key) === promise) inflight.delete(key);
        });
      inflight.set(key, promise);
      return promise;
    },
  };
  return cache;
}
