export interface PageCacheOptions {
  /** How long a render is served; short, so new stats and catalogue changes show within seconds. */
  ttlMs?: number;
  /** At most this many keys (least recently used go first): odd query strings cannot fill the memory. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Renders shared by every signed-out visitor, for a few seconds. Concurrent misses on one key wait
 * for the same render (no stampede when an entry expires under load); a result the producer marks
 * as not cacheable (an error render) goes to those waiters but is never stored.
 */
export function createPageCache<V>(opts: PageCacheOptions = {}) {
  const { ttlMs = 15_000, maxEntries = 100, now = Date.now } = opts;
  const entries = new Map<string, { at: number; value: V }>();
  const inflight = new Map<string, Promise<V>>();

  return {
    get(key: string, produce: () => Promise<{ value: V; cacheable: boolean }>): Promise<V> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.delete(key); // Map order is the recency order
        entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
      const pending = inflight.get(key);
      if (pending) return pending;
      const at = now();
      const render = produce()
        .then(({ value, cacheable }) => {
          if (cacheable) {
            entries.delete(key);
            entries.set(key, { at, value });
            while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          }
          return value;
        })
        .finally(() => inflight.delete(key));
      inflight.set(key, render);
      return render;
    },
    clear(): void {
      entries.clear();
    },
  };
}
