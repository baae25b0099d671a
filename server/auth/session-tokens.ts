import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { REFRESH_TOKEN_TTL_DAYS } from '../../shared/session';
import type { Session as SessionDto, SessionUser } from '../../shared/schemas/auth';
import { daysFrom } from '../credits/ledger';
import { AppError } from '../errors';
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './keys';
import { RefreshToken } from './refresh-token.entity';
import { Session, type ISession } from './session.entity';
import { hashOpaqueToken } from './tokens';
import type { IUser } from '../db/user.entity';
import type { ClientInfo } from '../trpc';

/**
 * Sessions and their tokens: opening one for a proven identity, rotating its refresh token, ending
 * it. Every sign-in method ends here (through sign-in.ts), so nothing in it imports a method.
 */

// The kernel's (server/trpc.ts), since every call's context carries it; importers keep finding it here.
export type { ClientInfo } from '../trpc';

export type IssuedSession = SessionDto;

/**
 * A rotated refresh token presented again this soon is a second tab or a retried request, not a
 * thief: it gets a fresh pair of its own (same session) instead of ending the session.
 */
const REUSE_GRACE_MS = 10_000;

/** The user as the client sees it (SPEC.md section 3 « user »). */
export function userDto(user: IUser): SessionUser {
  return { id: user.id, email: user.email, name: user.name, avatarUrl: avatarUrlOf(user), mfaEnabled: Boolean(user.mfaEnabledAt) };
}

/** The photo shown for the account: the one uploaded from « Compte » (served to its owner), else Google's. */
export function avatarUrlOf(user: Pick<IUser, 'avatarAssetId' | 'avatarUrl'>): string | null {
  return user.avatarAssetId ? `/files/assets/${user.avatarAssetId}` : (user.avatarUrl ?? null);
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

/**
 * Whether a refresh token could still open a session (its session neither revoked nor expired): one
 * indexed read, a prepared statement on the ORM's own pool, since page requests with made-up cookies
 * may ask it often (a third of the CPU of going through the ORM, measured).
 */
export async function refreshTokenAlive(em: EntityManager, refreshToken: string, now = new Date()): Promise<boolean> {
  const pool = await em.getConnection().getNativeClient();
  const { rowCount } = await pool.query({
    name: 'refresh-token-alive',
    text: `select 1 from refresh_tokens t join sessions s on s.id = t.session_id
            where t.token_hash = $1 and t.expires_at > $2 and s.revoked_at is null and s.expires_at > $2 limit 1`,
    values: [hashOpaqueToken(refreshToken), now],
  });
  return (rowCount ?? 0) > 0;
}
