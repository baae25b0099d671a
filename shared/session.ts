/** Lifetimes of the two session cookies (DECISIONS.md), shown in the privacy policy too. */
export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** The client checks its session on this tick (SPEC.md §9: 30 s). */
export const SESSION_TICK_MS = 30_000;
/** The BroadcastChannel on which tabs tell each other « signed in », « signed out »… */
export const SESSION_CHANNEL = 'minialab-session';

/** SPEC.md §4 session states, announced to the rest of the client and to the other tabs. */
export const SESSION_EVENTS = ['SIGNED_IN', 'SIGNED_OUT', 'TOKEN_REFRESHED', 'PASSWORD_RECOVERY', 'USER_UPDATED', 'MFA_VERIFIED'] as const;
export type SessionEvent = (typeof SESSION_EVENTS)[number];

/** What a tab posts on SESSION_CHANNEL; `forget` names the account whose drafts an explicit sign-out deletes in every tab. */
export interface SessionMessage {
  event: SessionEvent;
  forget?: string;
}

/** A message from another tab, or null; a tab still on an older page posts the bare event. */
export function readSessionMessage(data: unknown): SessionMessage | null {
  const raw: unknown = typeof data === 'string' ? { event: data } : data;
  if (!raw || typeof raw !== 'object') return null;
  const { event, forget } = raw as Record<string, unknown>;
  const known = SESSION_EVENTS.find((e) => e === event);
  if (!known) return null;
  return typeof forget === 'string' && forget ? { event: known, forget } : { event: known };
}
/** …and refreshes when the access token expires within three ticks. */
export const REFRESH_MARGIN_S = (3 * SESSION_TICK_MS) / 1000;

/** True when an access token expiring at `expiresAt` (unix seconds) must be refreshed now. */
export function shouldRefresh(expiresAt: number | null | undefined, nowMs: number): boolean {
  if (!expiresAt) return false;
  return expiresAt - nowMs / 1000 <= REFRESH_MARGIN_S;
}

/** A browser an account signed in from is remembered this long (its password attempts skip the strangers' pace). */
export const KNOWN_DEVICE_DAYS = 365;
/** An e-mailed sign-in code, and the cookie tying it to the browser that asked, last this long. */
export const SIGN_IN_CODE_TTL_MINUTES = 10;
/** A Google sign-in must come back within this time (its state cookie). */
export const GOOGLE_STATE_TTL_MINUTES = 10;

/** After the first factor, the second (TOTP or recovery code) must come within this time. */
export const MFA_CHALLENGE_TTL_MINUTES = 10;
/** The e-mail verification link stays valid this long. */
export const VERIFY_LINK_TTL_HOURS = 48;
