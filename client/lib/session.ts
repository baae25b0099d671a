import { useSubscription } from '@trpc/tanstack-react-query';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionState } from '../../shared/schemas/auth';
import { SESSION_CHANNEL, SESSION_TICK_MS } from '../../shared/session';
import { startSessionKeeper } from './session-keeper';
import { errorCode, useTRPC, useTRPCClient } from './trpc';

/** SPEC.md §4 session states, announced to the rest of the client. */
export type SessionEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED' | 'MFA_VERIFIED';

const listeners = new Set<(event: SessionEvent) => void>();
const channel = typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(SESSION_CHANNEL) : null;
channel?.addEventListener('message', (e: MessageEvent<SessionEvent>) => listeners.forEach((l) => l(e.data)));

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((l) => l(event));
  channel?.postMessage(event); // other tabs learn it too
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
    const unsubscribe = onSessionEvent((event) => {
      if (event !== 'TOKEN_REFRESHED') void queryClient.invalidateQueries();
    });
    return unsubscribe;
  }, [queryClient]);

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
      onExpired: () => {
        queryClient.setQueryData(key, null);
        emitSessionEvent('SIGNED_OUT');
      },
      isExpiredError: (err) => errorCode(err) === 'SESSION_EXPIRED',
      withLock: (fn) => (navigator.locks ? navigator.locks.request('minialab-refresh', fn) : fn()),
      now: () => Date.now(),
    });
  }, [client, queryClient, trpc, session.data?.expiresAt]);
}
