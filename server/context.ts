import { ACCESS_COOKIE } from './auth/cookies';
import { verifyAccessToken } from './auth/keys';
import { activeSession, userDto } from './auth/session-tokens';
import type { AuthInfo, Context } from './trpc';

/**
 * One call's context. The session is resolved through auth/ only when a procedure asks for it
 * (`getAuth`), once per call, so a public call adds no query.
 */
export function createContext(args: Omit<Context, 'getAuth'>): Context {
  let resolved: Promise<AuthInfo | null> | null = null;
  const ctx: Context = {
    ...args,
    getAuth: () => (resolved ??= resolveAuth(ctx)),
  };
  return ctx;
}

async function resolveAuth(ctx: Context): Promise<AuthInfo | null> {
  const token = ctx.bearer ?? ctx.cookies.get(ACCESS_COOKIE);
  if (!token) return null;
  const claims = await verifyAccessToken(ctx.em, token, ctx.client.issuer);
  if (!claims) return null;
  // Checked on every call so that signing out (or a revoked family) ends access at once.
  const session = await activeSession(ctx.em, claims.sid, claims.sub);
  if (!session) return null;
  return { userId: claims.sub, sessionId: claims.sid, user: userDto(session.user) };
}
