import { describe, expect, it } from 'vitest';
import { createPageCache } from '../../server/page-cache';

/** A render the test finishes when it wants, counting how many were started. */
function renders() {
  let started = 0;
  const finishers: Array<(value: { value: string; cacheable: boolean }) => void> = [];
  return {
    get started() {
      return started;
    },
    produce: (value: string, cacheable = true) => () => {
      started++;
      return new Promise<{ value: string; cacheable: boolean }>((resolve) => finishers.push(resolve)).then(() => ({ value, cacheable }));
    },
    finishAll: () => finishers.splice(0).forEach((finish) => finish({ value: '', cacheable: true })),
  };
}

describe('the shared page cache', () => {
  it('renders once for many visitors arriving together, and serves that render until the TTL', async () => {
    let now = 0;
    const cache = createPageCache<string>({ ttlMs: 15_000, now: () => now });
    const r = renders();
    const visitors = Array.from({ length: 50 }, () => cache.get('/', r.produce('v1')));
    r.finishAll();
    expect(new Set(await Promise.all(visitors))).toEqual(new Set(['v1']));
    expect(r.started).toBe(1);

    now = 14_999;
    expect(await cache.get('/', r.produce('v2'))).toBe('v1');
    now = 15_000;
    const fresh = cache.get('/', r.produce('v2'));
    r.finishAll();
    expect(await fresh).toBe('v2');
    expect(r.started).toBe(2);
  });

  it('never keeps a render marked not cacheable (an error page), though visitors waiting for it get it', async () => {
    const cache = createPageCache<string>({ now: () => 0 });
    const r = renders();
    const both = [cache.get('/', r.produce('shell', false)), cache.get('/', r.produce('shell', false))];
    r.finishAll();
    expect(await Promise.all(both)).toEqual(['shell', 'shell']);
    const next = cache.get('/', r.produce('page'));
    r.finishAll();
    expect(await next).toBe('page');
    expect(r.started).toBe(2);
  });

  it('forgets the least recently used address first, so odd query strings cannot fill the memory', async () => {
    const cache = createPageCache<string>({ maxEntries: 2, now: () => 0 });
    const r = renders();
    const fill = async (key: string) => {
      const got = cache.get(key, r.produce(key));
      r.finishAll();
      return got;
    };
    await fill('/a');
    await fill('/b');
    await fill('/a'); // a hit: /a is now the most recent
    await fill('/c'); // evicts /b
    expect(r.started).toBe(3);
    await fill('/a');
    expect(r.started).toBe(3);
    await fill('/b');
    expect(r.started).toBe(4);
  });

  it('lets a failed render fail its waiters, and tries again on the next visit', async () => {
    const cache = createPageCache<string>({ now: () => 0 });
    await expect(cache.get('/', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('/', async () => ({ value: 'page', cacheable: true }))).toBe('page');
  });
});
