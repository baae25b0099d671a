import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../errors';
import { Session } from './session.entity';

export interface SessionView {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** « Chrome sur Android », « Safari sur iPhone »…: enough for a person to recognise their device. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Appareil inconnu';
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iPhone' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'Mac' : /Linux/.test(ua) ? 'Linux' : null;
  if (browser && os) return `${browser} sur ${os}`;
  return browser ?? os ?? 'Application';
}

export async function listSessions(em: EntityManager, userId: string, currentSessionId: string): Promise<SessionView[]> {
  const sessions = await em.find(Session, { user: userId, revokedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { lastUsedAt: 'desc' } });
  return sessions.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent ?? null),
    ip: s.ip ?? null,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/** Ends one of the user's own sessions (another user's id answers like a missing one). */
export async function endSession(em: EntityManager, userId: string, sessionId: string): Promise<void> {
  const ended = await em.nativeUpdate(Session, { id: sessionId, user: userId, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'ended_by_user' });
  if (ended === 0) throw notFound('session', sessionId);
}

export async function endOtherSessions(em: EntityManager, userId: string, keepSessionId: string): Promise<number> {
  return em.nativeUpdate(Session, { user: userId, revokedAt: null, id: { $ne: keepSessionId } }, { revokedAt: new Date(), revokedReason: 'ended_by_user' });
}

/** A Google-only account proves it is its owner by a sign-in this recent (adding a password, linking Google, a new address, closing). */
export const RECENT_SIGN_IN_MINUTES = 15;

export async function requireRecentSignIn(em: EntityManager, sessionId: string, now = new Date()): Promise<void> {
  const session = await em.findOneOrFail(Session, sessionId);
  if (now.getTime() - session.createdAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) throw new AppError('RECENT_SIGN_IN_REQUIRED', 'sign-in too old');
}
