import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { memoryCookieJar, REFRESH_COOKIE } from '../../server/auth/cookies';
import { createPageSessions, DEAD_REFRESH_TTL_MS } from '../../server/auth/page-session';
import type { Context } from '../../server/trpc';

/** A page request with these cookies, whose database answers `alive` to every refresh token and counts the questions. */
function request(cookies: Record<string, string>, db: { lookups: number; alive: boolean }) {
  const pool = {
    query: async () => {
      db.lookups++;
      return { rowCount: db.alive ? 1 : 0 };
    },
  };
  const em = { getConnection: () => ({ getNativeClient: async () => pool }) } as unknown as EntityManager;
  const jar = memoryCookieJar(cookies);
  return { ctx: { em, cookies: jar, bearer: null, client: { issuer: 'http://localhost' } } as unknown as Context, jar };
}

describe('which page requests get a render of their own', () => {
  it('a refresh cookie is looked up once; its dead answer is remembered for a minute, then asked again', async () => {
    let now = 0;
    const carriesSession = createPageSessions({ now: () => now });
    const db = { lookups: 0, alive: false };
    const token = randomBytes(32).toString('base64url');
    const first = await Promise.all(Array.from({ length: 20 }, () => carriesSession(request({ [REFRESH_COOKIE]: token }, db).ctx)));
    expect(first.every((s) => s === false)).toBe(true);
    for (let i = 0; i < 50; i++) expect(await carriesSession(request({ [REFRESH_COOKIE]: token }, db).ctx)).toBe(false);
    expect(db.lookups).toBe(1);
    now = DEAD_REFRESH_TTL_MS;
    await carriesSession(request({ [REFRESH_COOKIE]: token }, db).ctx);
    expect(db.lookups).toBe(2);
  });

  it('a live refresh token is never remembered (signing out must end it at once), and a dead one is cleared', async () => {
    const carriesSession = createPageSessions({ now: () => 0 });
    const db = { lookups: 0, alive: true };
    const token = randomBytes(32).toString('base64url');
    expect(await carriesSession(request({ [REFRESH_COOKIE]: token }, db).ctx)).toBe(true);
    expect(await carriesSession(request({ [REFRESH_COOKIE]: token }, db).ctx)).toBe(true);
    expect(db.lookups).toBe(2);
    db.alive = false;
    const signedOut = request({ [REFRESH_COOKIE]: token }, db);
    expect(await carriesSession(signedOut.ctx)).toBe(false);
    expect(signedOut.jar.values.has(REFRESH_COOKIE)).toBe(false);
  });

  it('a cookie that is not shaped as our refresh tokens costs no lookup', async () => {
    const carriesSession = createPageSessions();
    const db = { lookups: 0, alive: true };
    for (const junk of ['stale', randomBytes(31).toString('base64url'), `${randomBytes(32).toString('base64url')}=`, 'x'.repeat(4000)]) {
      expect(await carriesSession(request({ [REFRESH_COOKIE]: junk }, db).ctx)).toBe(false);
    }
    expect(db.lookups).toBe(0);
  });
});
