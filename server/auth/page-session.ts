import type { Context } from '../trpc';
import { createPageCache } from '../page-cache';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies';
import { clearSessionCookies } from './deliver';
import { verifyAccessToken } from './keys';
import { refreshTokenAlive } from './session-tokens';
import { hashOpaqueToken } from './tokens';

/** Our refresh tokens: 32 random bytes in base64url. Anything else was never one of ours. */
const REFRESH_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** A signed token's three base64url parts (ours are a few hundred characters): anything else is not even parsed. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{10,1000}\.[A-Za-z0-9_-]{10,2000}\.[A-Za-z0-9_-]{10,200}$/;
/** A refresh token found dead is not looked up again for this long (a new one is never the same string). */
export const DEAD_REFRESH_TTL_MS = 60_000;
/** Dead refresh tokens remembered at most (least recently seen go first): random cookies cannot fill the memory. */
export const DEAD_REFRESH_MAX = 10_000;

/**
 * Whether a page request carries a session that needs a render of its own; everything else gets the
 * render shared by signed-out visitors. A junk cookie must not be a way around that render:
 * - an access token (cookie or bearer) counts only when its signature verifies and it is in date;
 * - a refresh cookie counts only when it is one of ours and alive in the database: looked up once,
 *   a dead one remembered for a minute (concurrent requests with the same one share the lookup).
 *
 * A returning visitor whose access token expired but whose refresh token lives is looked up once,
 * then gets their own render, which refreshes the session as it always did (auth.session): the
 * signed-in page at once, never the signed-out one first. A dead refresh cookie is cleared, as
 * auth.session clears it.
 */
export function createPageSessions(opts: { now?: () => number } = {}) {
  const dead = createPageCache<boolean>({ ttlMs: DEAD_REFRESH_TTL_MS, maxEntries: DEAD_REFRESH_MAX, now: opts.now });

  return async function carriesSession(ctx: Context): Promise<boolean> {
    const access = ctx.bearer ?? ctx.cookies.get(ACCESS_COOKIE);
    if (access && TOKEN_SHAPE.test(access) && (await verifyAccessToken(ctx.em, access, ctx.client.issuer))) return true;
    const refresh = ctx.cookies.get(REFRESH_COOKIE);
    if (!refresh) return false;
    const alive = REFRESH_SHAPE.test(refresh) && (await dead.get(hashOpaqueToken(refresh), async () => {
      const value = await refreshTokenAlive(ctx.em, refresh);
      return { value, cacheable: !value };
    }));
    if (!alive) clearSessionCookies(ctx.cookies);
    return alive;
  };
}
