/** Lifetimes of the two session cookies (DECISIONS.md), shown in the privacy policy too. */
export const ACCESS_TOKEN_TTL_S = 3600;
export const REFRESH_TOKEN_TTL_DAYS = 30;

/** The client checks its session on this tick (SPEC.md §9: 30 s). */
export const SESSION_TICK_MS = 30_000;
/** The BroadcastChannel on which tabs tell each other « signed in », « signed out »… */
export const SESSION_CHANNEL = 'minialab-session';
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
