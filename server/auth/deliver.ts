import type { AuthResult } from '../../shared/schemas/auth';
import { MFA_CHALLENGE_TTL_MINUTES, REFRESH_TOKEN_TTL_DAYS } from '../../shared/session';
import { ACCESS_COOKIE, MFA_COOKIE, REFRESH_COOKIE, type CookieJar } from './cookies';
import type { IssuedSession } from './session-tokens';
import type { SignInOutcome } from './sign-in';

export function setSessionCookies(cookies: CookieJar, session: IssuedSession): void {
  cookies.set(ACCESS_COOKIE, session.access_token, { maxAgeSeconds: session.expires_in });
  cookies.set(REFRESH_COOKIE, session.refresh_token, { maxAgeSeconds: REFRESH_TOKEN_TTL_DAYS * 86_400 });
  cookies.clear(MFA_COOKIE);
}

export function clearSessionCookies(cookies: CookieJar): void {
  cookies.clear(ACCESS_COOKIE);
  cookies.clear(REFRESH_COOKIE);
}

/**
 * Hands a sign-in outcome to the browser: the session cookies, or the MFA challenge cookie (and
 * no session) when a second factor is due. API clients read the same from the answer.
 */
export function deliverOutcome(cookies: CookieJar, outcome: SignInOutcome): AuthResult {
  if (outcome.status === 'signed_in') {
    setSessionCookies(cookies, outcome.session);
    return outcome;
  }
  clearSessionCookies(cookies);
  cookies.set(MFA_COOKIE, outcome.challenge, { maxAgeSeconds: MFA_CHALLENGE_TTL_MINUTES * 60 });
  return outcome;
}
