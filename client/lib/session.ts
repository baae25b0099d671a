import { useSubscription } from '@trpc/tanstack-react-query';
import { notifyManager, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionState } from '../../shared/schemas/auth';
import { readSessionMessage, SESSION_CHANNEL, SESSION_TICK_MS, type SessionEvent } from '../../shared/session';
import { forgetOnDevice, localStore, sessionStore } from './device-drafts';
import { startSessionKeeper } from './session-keeper';
import { errorCode, useTRPC, useTRPCClient } from './trpc';

export type { SessionEvent } from '../../shared/session';

const listeners = new Set<(event: SessionEvent) => void>();
const channel = typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(SESSION_CHANNEL) : null;
channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
  const message = readSessionMessage(e.data);
  if (!message) return;
  // This tab's own studio settings (sessionStorage) are out of the signing-out tab's reach.
  if (message.forget) forgetPerson(message.forget);
  listeners.forEach((l) => l(message.event));
});

/** Deletes what this device keeps of an account: its drafts, where a sign-up was heading. */
function forgetPerson(userId: string): void {
  forgetOnDevice([localStore(), sessionStore()], userId);
}

/**
 * Announces a session event to this tab and the others. `forget` (an explicit sign-out) deletes that
 * account's drafts on this device in every tab, before anyone hears the event.
 */
export function emitSessionEvent(event: SessionEvent, opts: { forget?: string } = {}): void {
  if (opts.forget) forgetPerson(opts.forget);
  listeners.forEach((l) => l(event));
  // Other tabs learn it too; the bare event unless there is more to say, as pages from before understand it.
  channel?.postMessage(opts.forget ? { event, forget: opts.forget } : event);
}

/**
 * Someone else may be next: every cached answer goes (the equal of `queryClient.clear()`). Queries
 * still in flight are cancelled first, so that none lands afterwards and shows the person before to
 * the next. What no page shows is removed; what a page shows is reset in place, since a removed query
 * stays on screen until its component happens to render again, while a reset one tells it at once.
 * Then what is still on screen is asked again, now without the person's cookies: at once, or
 * (`afterRender`) once the pages have rendered the new session, so that a section of the person's
 * that is going away (all of /espace, signing out) is not asked for first, to come back 401.
 * Mutations, and what was typed into them, go too.
 */
export function dropCachedAnswers(queryClient: QueryClient, opts: { afterRender?: boolean } = {}): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ type: 'inactive' });
  if (opts.afterRender) {
    notifyManager.batch(() => queryClient.getQueryCache().findAll().forEach((query) => query.reset()));
    // Queued behind the notifications above (notifyManager schedules with setTimeout 0 as well), which
    // re-render the pages at once: by then the sections a signed-out page drops have let their queries go.
    setTimeout(() => void queryClient.refetchQueries({ type: 'active' }), 0);
  } else {
    void queryClient.resetQueries();
  }
  queryClient.getMutationCache().clear();
  // The answers the server rendered this page with (the session, so a name and an address) go too.
  if (typeof window === 'undefined') return;
  delete window.__QUERY_STATE__;
  for (const script of document.querySelectorAll('script:not([src])')) if (script.textContent?.startsWith('window.__QUERY_STATE__')) script.remove();
}

/**
 * What the cache does on a session event. Signed out (here, in another tab, or expired: the same
 * event) or in (perhaps as someone else): nothing cached survives, and signed out the session is
 * known to be none at once, before anything is asked again. Other changes (a new name, a second
 * factor) are the same person's: refetched.
 */
export function applySessionEvent(queryClient: QueryClient, sessionKey: QueryKey, event: SessionEvent): void {
  if (event === 'SIGNED_OUT') {
    dropCachedAnswers(queryClient, { afterRender: true });
    queryClient.setQueryData(sessionKey, null);
  } else if (event === 'SIGNED_IN') {
    dropCachedAnswers(queryClient);
  } else if (event !== 'TOKEN_REFRESHED') void queryClient.invalidateQueries();
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}


export function useSession() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.auth.session.queryOptions(), staleTime: SESSION_TICK_MS });
}

/**
 * Every 30 s, refresh the pair if the access token is about to expire. Tabs take a Web Lock so only
 * one refreshes; the others then read the new cookies instead of racing with the spent token.
 */
export function useSessionKeeper(): void {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const session = useSession();

  useEffect(() => {
    const unsubscribe = onSessionEvent((event) => applySessionEvent(queryClient, trpc.auth.session.queryKey(), event));
    return unsubscribe;
  }, [queryClient, trpc]);

  // « User updated »: a name, photo or address changed on another page or device reaches this one.
  useSubscription(
    trpc.auth.events.subscriptionOptions(undefined, {
      enabled: Boolean(session.data?.user),
      onData: () => void queryClient.invalidateQueries({ queryKey: trpc.auth.pathKey() }),
    }),
  );

  useEffect(() => {
    const key = trpc.auth.session.queryKey();
    const setExpiry = (expiresAt: number) => {
      const current = queryClient.getQueryData(key);
      if (!current?.user || current.expiresAt === expiresAt) return;
      const next: SessionState = { user: current.user, expiresAt };
      queryClient.setQueryData(key, next);
    };
    return startSessionKeeper({
      cachedExpiry: () => queryClient.getQueryData(key)?.expiresAt,
      fetchExpiry: async () => (await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 0 }))?.expiresAt,
      refresh: async () => ({ expiresAt: (await client.auth.refresh.mutate()).expires_at }),
      onRefreshed: (expiresAt) => {
        setExpiry(expiresAt);
        listeners.forEach((l) => l('TOKEN_REFRESHED'));
      },
      // Expired: the cache goes as on an explicit sign-out, but the drafts stay, under this account's id.
      onExpired: () => emitSessionEvent('SIGNED_OUT'),
      isExpiredError: (err) => errorCode(err) === 'SESSION_EXPIRED',
      withLock: (fn) => (navigator.locks ? navigator.locks.request('minialab-refresh', fn) : fn()),
      now: () => Date.now(),
    });
  }, [client, queryClient, trpc, session.data?.expiresAt]);
}
