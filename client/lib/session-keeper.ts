import { SESSION_TICK_MS, shouldRefresh } from '../../shared/session';

/** What the keeper needs from the app; injected so the timing rules can be tested with fake timers. */
export interface KeeperDeps {
  /** Expiry (unix seconds) of the access token as this tab knows it. */
  cachedExpiry(): number | null | undefined;
  /** Expiry as the server sees it now (another tab may have refreshed the shared cookies). */
  fetchExpiry(): Promise<number | null | undefined>;
  refresh(): Promise<{ expiresAt: number }>;
  onRefreshed(expiresAt: number): void;
  /** The refresh token is no longer valid: the person is signed out. */
  onExpired(): void;
  isExpiredError(err: unknown): boolean;
  /** Runs `fn` while no other tab runs its own (Web Locks in the browser). */
  withLock(fn: () => Promise<void>): Promise<void>;
  now(): number;
}

/**
 * One tick: refresh the pair if the access token expires within three ticks. Under the lock the
 * expiry is read again, so tabs queued behind the one that refreshed do not spend the token twice.
 */
export async function refreshTick(deps: KeeperDeps): Promise<void> {
  if (!shouldRefresh(deps.cachedExpiry(), deps.now())) return;
  await deps.withLock(async () => {
    const fresh = await deps.fetchExpiry();
    if (!shouldRefresh(fresh, deps.now())) {
      if (fresh) deps.onRefreshed(fresh);
      return;
    }
    try {
      const next = await deps.refresh();
      deps.onRefreshed(next.expiresAt);
    } catch (err) {
      if (deps.isExpiredError(err)) deps.onExpired();
    }
  });
}

/** Ticks now and every 30 s (SPEC.md §9); returns the stop function. */
export function startSessionKeeper(deps: KeeperDeps): () => void {
  const tick = () => void refreshTick(deps);
  const id = setInterval(tick, SESSION_TICK_MS);
  tick();
  return () => clearInterval(id);
}
