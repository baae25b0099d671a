import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MFA_CHALLENGE_TTL_MINUTES } from '../../shared/session';
import { alertIfNewDevice, type AlertDeps } from './new-device-alert';
import { MfaChallenge } from './mfa-challenge.entity';
import { hashOpaqueToken } from './tokens';
import { openSessionFor, type ClientInfo, type IssuedSession } from './session-tokens';
import type { IUser } from '../db/user.entity';

/** How a user proved the first factor. */
export type FirstFactor = 'password' | 'code' | 'google' | 'recovery' | 'verification';

export type SignInOutcome =
  | { status: 'signed_in'; session: IssuedSession }
  /** The account has a second factor: the challenge is traded for a session with a TOTP or recovery code. */
  | { status: 'mfa_required'; challenge: string; expires_at: number };

/**
 * The one way out of every sign-in method once the first factor is proven: a full session, or,
 * when the account has a second factor, a challenge and no session yet. Runs in the caller's
 * transaction, so a failure later in it leaves nothing behind.
 */
export async function completeSignIn(
  em: EntityManager,
  user: IUser,
  client: ClientInfo,
  opts: { method: FirstFactor; alerts?: AlertDeps; pendingPasswordHash?: string },
): Promise<SignInOutcome> {
  if (user.mfaEnabledAt) {
    const challenge = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + MFA_CHALLENGE_TTL_MINUTES * 60_000);
    em.create(MfaChallenge, { user, tokenHash: hashOpaqueToken(challenge), method: opts.method, expiresAt, pendingPasswordHash: opts.pendingPasswordHash ?? null });
    await em.flush();
    return { status: 'mfa_required', challenge, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }
  return { status: 'signed_in', session: await finishSignIn(em, user, client, opts.alerts) };
}

/** Every factor is proven: note the sign-in, warn about a new kind of device, open the session. */
export async function finishSignIn(em: EntityManager, user: IUser, client: ClientInfo, alerts?: AlertDeps): Promise<IssuedSession> {
  user.lastSignInAt = new Date();
  // A sign-in keeps the account: a warning sent for inactivity no longer applies.
  user.inactivityWarnedAt = null;
  if (alerts) await alertIfNewDevice(em, user, client, alerts);
  return openSessionFor(em, user, client);
}
