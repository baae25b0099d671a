import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionKeeper, type KeeperDeps } from '../../client/lib/session-keeper';

/** A pretend server holding the shared cookie's expiry, and browser tabs that share one lock. */
function world(startExpiryS: number) {
  const server = { expiry: startExpiryS, refreshes: 0, revoked: false };
  let lock = Promise.resolve();
  const tab = (): KeeperDeps & { known: number | null; expired: boolean } => {
    const self = {
      known: startExpiryS as number | null,
      expired: false,
      cachedExpiry: () => self.known,
      fetchExpiry: async () => server.expiry,
      refresh: async () => {
        if (server.revoked) throw Object.assign(new Error('expired'), { expired: true });
        server.refreshes += 1;
        server.expiry = Math.floor(Date.now() / 1000) + 3600;
        return { expiresAt: server.expiry };
      },
      onRefreshed: (e: number) => void (self.known = e),
      onExpired: () => void ((self.known = null), (self.expired = true)),
      isExpiredError: (err: unknown) => Boolean((err as { expired?: boolean }).expired),
      withLock: (fn: () => Promise<void>) => (lock = lock.then(fn)),
      now: () => Date.now(),
    };
    return self;
  };
  return { server, tab };
}

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);

describe('the session keeper (30 s tick, refresh within three ticks of expiry)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('leaves a fresh token alone, then refreshes once it expires within 90 s', async () => {
    const { server, tab } = world(T0 / 1000 + 200);
    const stop = startSessionKeeper(tab());
    await vi.advanceTimersByTimeAsync(90_000); // 110 s left: nothing yet
    expect(server.refreshes).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000); // 80 s left at the 120 s tick
    expect(server.refreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(30 * 60_000); // the new token lasts an hour
    expect(server.refreshes).toBe(1);
    stop();
  });

  it('three tabs ticking together spend the refresh token once', async () => {
    const { server, tab } = world(T0 / 1000 + 60);
    const tabs = [tab(), tab(), tab()];
    const stops = tabs.map((t) => startSessionKeeper(t));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.refreshes).toBe(1);
    expect(tabs.map((t) => t.known)).toEqual([server.expiry, server.expiry, server.expiry]);
    stops.forEach((s) => s());
  });

  it('signs the tab out when the refresh token is no longer valid', async () => {
    const { server, tab } = world(T0 / 1000 + 30);
    server.revoked = true;
    const t = tab();
    const stop = startSessionKeeper(t);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.expired).toBe(true);
    stop();
  });
});
