import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResult, SessionState } from '../../shared/schemas/auth';
import { paths, safeNextPath } from '../../shared/routes';
import { AFTER_VERIFY_KEY } from './device-drafts';
import { emitSessionEvent, type SessionEvent } from './session';
import { useTRPC } from './trpc';

/** Only our own pages are valid destinations after sign-in (no open redirect). */
export const safeNext = (value: string | null): string => safeNextPath(value);

/** Where the second-factor step lives: the sign-in page, keeping the destination. */
export const mfaStepUrl = (next: string) => `${paths.signIn}?etape=mfa&suivant=${encodeURIComponent(next)}`;

/**
 * What every sign-in form does with the server's answer: with a session, tell the app (and other
 * tabs) and go on to `next`; when the account has a second factor, go to the code step first.
 * « Signed in » empties the cache (client/lib/session.ts): whatever it held was someone else's or a
 * visitor's; the new session goes in at once, so the header does not wait for it.
 */
export function useAfterAuth(next: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (result: AuthResult, events: SessionEvent[] = ['SIGNED_IN']) => {
      if (result.status === 'mfa_required') {
        await navigate(mfaStepUrl(next));
        return;
      }
      for (const event of events) emitSessionEvent(event);
      const session: SessionState = { user: result.session.user, expiresAt: result.session.expires_at };
      queryClient.setQueryData(trpc.auth.session.queryKey(), session);
      await navigate(next);
    },
    [navigate, next, queryClient, trpc],
  );
}

/**
 * Where to go once the e-mail link is confirmed: the page the visitor was on when signing up (a
 * chosen plan, say), remembered in this browser; the studio when the link opens elsewhere.
 */
export const afterVerify = {
  remember(next: string) {
    try {
      localStorage.setItem(AFTER_VERIFY_KEY, next);
    } catch {
      // private browsing without storage: the studio it will be
    }
  },
  take(): string {
    try {
      const next = safeNext(localStorage.getItem(AFTER_VERIFY_KEY));
      localStorage.removeItem(AFTER_VERIFY_KEY);
      return next;
    } catch {
      return paths.studio;
    }
  },
};
