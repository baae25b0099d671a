import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SIGNUP_GIFT } from '../../shared/credits';
import { REFRESH_TOKEN_TTL_DAYS } from '../../shared/session';
import type { Session as SessionDto, SignInInput, SignUpInput } from '../../shared/schemas/auth';
import { daysFrom, grantCredits } from '../credits/ledger';
import { AppError } from '../errors';
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './keys';
import { passwordWeaknesses } from './password-strength';
import { alertIfNewDevice, type AlertDeps } from './new-device-alert';
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

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function userDto(user: IUser) {
  return { id: user.id, email: user.email, name: user.name };
}

export async function signUp(em: EntityManager, input: SignUpInput, client: ClientInfo): Promise<IssuedSession> {
  const reasons = passwordWeaknesses(input.password, input);
  if (reasons.length > 0) throw new AppError('WEAK_PASSWORD', 'weak password', { reasons });
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    if (await tx.count(User, { email: input.email })) throw new AppError('EMAIL_TAKEN', 'email taken');
    const now = new Date();
    const user = tx.create(User, { email: input.email, name: input.name, passwordHash, lastSignInAt: now });
    await tx.flush();
    // « 3 miniatures offertes »: the gift goes through the ledger like every other credit.
    await grantCredits(tx, {
      userId: user.id,
      amount: SIGNUP_GIFT.credits,
      reason: 'signup_gift',
      reference: `signup:${user.id}`,
      expiresAt: daysFrom(now, SIGNUP_GIFT.validDays),
    });
    return openSessionFor(tx, user, client);
  });
}

export async function signIn(em: EntityManager, input: SignInInput, client: ClientInfo, alerts?: AlertDeps): Promise<IssuedSession> {
  const user = await em.findOne(User, { email: input.email });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'invalid credentials');
  return em.transactional(async (tx) => {
    const managed = await tx.findOneOrFail(User, user.id);
    managed.lastSignInAt = new Date();
    if (alerts) await alertIfNewDevice(tx, managed, client, alerts);
    return openSessionFor(tx, managed, client);
  });
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
  em.create(RefreshToken, { session, tokenHash: hashToken(refreshToken), expiresAt: session.expiresAt });
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
    const token = await tx.findOne(RefreshToken, { tokenHash: hashToken(refreshToken) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
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
  const token = await em.findOne(RefreshToken, { tokenHash: hashToken(refreshToken) });
  return token?.session.id ?? null;
}

/** The session behind a verified access token, if it is still alive. */
export async function activeSession(em: EntityManager, sessionId: string, userId: string): Promise<ISession | null> {
  return em.findOne(Session, { id: sessionId, user: userId, revokedAt: null, expiresAt: { $gt: new Date() } }, { populate: ['user'] });
}
