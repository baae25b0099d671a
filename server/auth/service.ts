import { randomBytes } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REFRESH_TOKEN_TTL_DAYS } from '../../shared/session';
import type { Session as SessionDto, SessionUser, SignInInput, SignUpInput } from '../../shared/schemas/auth';
import { daysFrom } from '../credits/ledger';
import { queueMail } from '../mail/service';
import { EmailVerification } from './email-verification.entity';
import { completeSignIn, type SignInOutcome } from './sign-in';
import { hashOpaqueToken } from './tokens';
import { sendVerificationLink } from './verification';
import { AppError } from '../errors';
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './keys';
import { passwordWeaknesses } from './password-strength';
import type { AlertDeps } from './new-device-alert';
import { hashPassword, verifyPassword } from './passwords';
import { RefreshToken } from './refresh-token.entity';
import { Session, type ISession } from './session.entity';
import { User, type IUser } from './user.entity';

export { REFRESH_TOKEN_TTL_DAYS };
/**
 * A rotated refresh token presented again this soon is a second tab or a retried request, not a
 * thief: it gets a fresh pair of its own (same session) instead of ending the session.
 */
const REUSE_GRACE_MS = 10_000;

export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
  issuer: string;
}

export type IssuedSession = SessionDto;

/** The user as the client sees it (SPEC.md section 3 « user »). */
export function userDto(user: IUser): SessionUser {
  return { id: user.id, email: user.email, name: user.name, avatarUrl: user.avatarUrl ?? null, mfaEnabled: Boolean(user.mfaEnabledAt) };
}

/**
 * Starts an account waiting for its e-mail proof and mails the verification link. The answer is
 * the same whether or not the address already has an account (no enumeration): an owner gets an
 * e-mail saying so instead. The name and password travel with the link (server/auth/verification.ts),
 * so signing up first with someone else's address gives no way into their future account.
 */
export async function signUp(em: EntityManager, input: SignUpInput, deps: AlertDeps): Promise<{ status: 'verification_sent' }> {
  const reasons = passwordWeaknesses(input.password, input);
  if (reasons.length > 0) throw new AppError('WEAK_PASSWORD', 'weak password', { reasons });
  const passwordHash = await hashPassword(input.password); // on every path, so timing tells nothing either
  for (let attempt = 0; ; attempt++) {
    try {
      await em.transactional(async (tx) => {
        const existing = await tx.findOne(User, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (existing?.emailVerifiedAt) {
          const base = deps.brand.publicUrl;
          const template = { kind: 'account-exists' as const, name: existing.name, signInLink: `${base}/connexion`, recoveryLink: `${base}/mot-de-passe-oublie` };
          await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: existing.email, template });
          return;
        }
        const user = existing ?? tx.create(User, { email: input.email, name: input.name, passwordHash: null });
        await tx.flush();
        await sendVerificationLink(tx, user, deps, { name: input.name, passwordHash });
      });
      return { status: 'verification_sent' };
    } catch (err) {
      // Two sign-ups of one new address at once: the second finds the first's row on its retry.
      if (!(err instanceof UniqueConstraintViolationException) || attempt > 0) throw err;
    }
  }
}

/** How long a password sign-in on an unverified account waits before mailing the link again. */
const RESEND_VERIFICATION_AFTER_MS = 60_000;

export async function signIn(em: EntityManager, input: SignInInput, client: ClientInfo, deps: AlertDeps): Promise<SignInOutcome> {
  const user = await em.findOne(User, { email: input.email });
  if (user && !user.emailVerifiedAt) return pendingSignUp(em, user, input, deps);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'invalid credentials');
  return em.transactional(async (tx) => {
    const managed = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return completeSignIn(tx, managed, client, { method: 'password', alerts: deps });
  });
}

/**
 * A password sign-in on an address not yet proven: whoever gives the password of a pending sign-up
 * learns it waits for its link (and gets it again, at most once a minute); anyone else gets the
 * usual « wrong credentials ».
 */
async function pendingSignUp(em: EntityManager, user: IUser, input: SignInInput, deps: AlertDeps): Promise<never> {
  const pending = await em.find(EmailVerification, { user: user.id, usedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { createdAt: 'desc' }, limit: 5 });
  let match: (typeof pending)[number] | undefined;
  for (const link of pending) if (!match && (await verifyPassword(link.passwordHash, input.password))) match = link;
  if (!match) {
    if (pending.length === 0) await verifyPassword(undefined, input.password); // same cost as a real check
    throw new AppError('INVALID_CREDENTIALS', 'invalid credentials');
  }
  if (Date.now() - pending[0]!.createdAt.getTime() > RESEND_VERIFICATION_AFTER_MS) {
    const { name, passwordHash } = match;
    await em.transactional(async (tx) => sendVerificationLink(tx, await tx.findOneOrFail(User, user.id), deps, { name: name ?? user.name, passwordHash: passwordHash! }));
  }
  throw new AppError('EMAIL_NOT_VERIFIED', 'e-mail address not verified yet');
}

/** A new session (device) for a user whose identity was just proven, with its first token pair. */
export async function openSessionFor(em: EntityManager, user: IUser, client: ClientInfo): Promise<IssuedSession> {
  const now = new Date();
  const session = em.create(Session, {
    user,
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip?.slice(0, 64) ?? null,
    lastUsedAt: now,
    expiresAt: daysFrom(now, REFRESH_TOKEN_TTL_DAYS),
  });
  await em.flush();
  return issueTokens(em, session, user, client);
}

async function issueTokens(em: EntityManager, session: ISession, user: IUser, client: ClientInfo): Promise<IssuedSession> {
  const refreshToken = randomBytes(32).toString('base64url');
  em.create(RefreshToken, { session, tokenHash: hashOpaqueToken(refreshToken), expiresAt: session.expiresAt });
  await em.flush();
  const access = await signAccessToken(em, { sub: user.id, sid: session.id }, client.issuer);
  return {
    access_token: access.token,
    refresh_token: refreshToken,
    expires_in: ACCESS_TOKEN_TTL_S,
    expires_at: access.expiresAt,
    token_type: 'bearer',
    user: userDto(user),
  };
}

/**
 * Trades a refresh token for a new pair. A token is good once; presenting a spent one outside the
 * grace window means it was stolen, so the whole session (the token family) is revoked.
 */
export async function refreshSession(em: EntityManager, refreshToken: string, client: ClientInfo): Promise<IssuedSession> {
  // The revocation must commit even though the caller gets an error: decide inside, throw after.
  const outcome = await em.transactional(async (tx): Promise<IssuedSession | 'expired' | 'reused'> => {
    const token = await tx.findOne(RefreshToken, { tokenHash: hashOpaqueToken(refreshToken) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!token) return 'expired';
    const session = await tx.findOneOrFail(Session, token.session.id, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
    const now = new Date();
    if (session.revokedAt || session.expiresAt <= now || token.expiresAt <= now) return 'expired';
    if (token.usedAt) {
      if (now.getTime() - token.usedAt.getTime() <= REUSE_GRACE_MS) return issueTokens(tx, session, session.user, client);
      session.revokedAt = now;
      session.revokedReason = 'refresh_token_reuse';
      return 'reused';
    }
    token.usedAt = now;
    session.lastUsedAt = now;
    session.expiresAt = daysFrom(now, REFRESH_TOKEN_TTL_DAYS);
    if (client.userAgent) session.userAgent = client.userAgent.slice(0, 512);
    return issueTokens(tx, session, session.user, client);
  });
  if (outcome === 'reused') throw new AppError('SESSION_EXPIRED', 'refresh token reused; session revoked');
  if (outcome === 'expired') throw new AppError('SESSION_EXPIRED', 'session ended');
  return outcome;
}

export async function signOut(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'sign_out' });
}

/** Signing out with only the refresh token left (the access token expired) still ends the session. */
export async function sessionOfRefreshToken(em: EntityManager, refreshToken: string): Promise<string | null> {
  const token = await em.findOne(RefreshToken, { tokenHash: hashOpaqueToken(refreshToken) });
  return token?.session.id ?? null;
}

/** The session behind a verified access token, if it is still alive. */
export async function activeSession(em: EntityManager, sessionId: string, userId: string): Promise<ISession | null> {
  return em.findOne(Session, { id: sessionId, user: userId, revokedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['user'] });
}
