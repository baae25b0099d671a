import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResult } from '../../shared/schemas/auth';
import { paths } from '../../shared/routes';
import { emitSessionEvent, type SessionEvent } from './session';

/** Only our own pages are valid destinations after sign-in (no open redirect). */
export function safeNext(value: string | null): string {
  // A path of ours: one leading slash, not « // » or « /\\ » (which browsers read as another host).
  if (!value || !/^\/(?![/\\])/.test(value) || /[\u0000-\u001f]/.test(value)) return paths.studio;
  return value;
}

/** Where the second-factor step lives: the sign-in page, keeping the destination. */
export const mfaStepUrl = (next: string) => `${paths.signIn}?etape=mfa&suivant=${encodeURIComponent(next)}`;

/**
 * What every sign-in form does with the server's answer: with a session, tell the app (and other
 * tabs) and go on to `next`; when the account has a second factor, go to the code step first.
 */
export function useAfterAuth(next: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (result: AuthResult, events: SessionEvent[] = ['SIGNED_IN']) => {
      if (result.status === 'mfa_required') {
        await navigate(mfaStepUrl(next));
        return;
      }
      await queryClient.invalidateQueries();
      events.forEach(emitSessionEvent);
      await navigate(next);
    },
    [navigate, next, queryClient],
  );
}
