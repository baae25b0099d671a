import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionState } from '../../shared/schemas/auth';
import { SESSION_TICK_MS, shouldRefresh } from '../../shared/session';
import { errorCode, useTRPC, useTRPCClient } from './trpc';

/** SPEC.md §4 session states, announced to the rest of the client. */
export type SessionEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED' | 'MFA_VERIFIED';

const listeners = new Set<(event: SessionEvent) => void>();
const channel = typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('minialab-session') : null;
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

  useEffect(() => {
    const tick = async () => {
      const current = queryClient.getQueryData(trpc.auth.session.queryKey());
      if (!shouldRefresh(current?.expiresAt, Date.now())) return;
      const run = async () => {
        // Another tab may have refreshed while we waited for the lock.
        const fresh = await queryClient.fetchQuery({ ...trpc.auth.session.queryOptions(), staleTime: 0 });
        if (!shouldRefresh(fresh?.expiresAt, Date.now())) return;
        try {
          const next = await client.auth.refresh.mutate();
          const state: SessionState = { user: next.user, expiresAt: next.expires_at };
          queryClient.setQueryData(trpc.auth.session.queryKey(), state);
          listeners.forEach((l) => l('TOKEN_REFRESHED'));
        } catch (err) {
          if (errorCode(err) === 'SESSION_EXPIRED') {
            queryClient.setQueryData(trpc.auth.session.queryKey(), null);
            emitSessionEvent('SIGNED_OUT');
          }
        }
      };
      if (navigator.locks) await navigator.locks.request('minialab-refresh', run);
      else await run();
    };
    const id = window.setInterval(() => void tick(), SESSION_TICK_MS);
    void tick();
    return () => window.clearInterval(id);
  }, [client, queryClient, trpc, session.data?.expiresAt]);
}
