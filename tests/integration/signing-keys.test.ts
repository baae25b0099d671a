import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boot } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/log';
import { resetKeyCache } from '../../server/auth/keys';
import { SigningKey } from '../../server/auth/signing-key.entity';
import { ACCESS_TOKEN_TTL_S } from '../../shared/session';
import { useHarness } from './harness';

const h = useHarness({ http: true });

const balanceWith = (token: string) => fetch(`${h.base}/api/trpc/auth.balance`, { headers: { authorization: `Bearer ${token}`, 'x-minialab-request': '1' } });

describe('access-token signing keys at rest', () => {
  it('the stored row holds no private key material in clear: only a sealed blob that opens to it with the app key', async () => {
    const user = await h.newUser();
    expect((await balanceWith(user.accessToken)).status).toBe(200);
    const rows = await h.services.orm.em.fork().getConnection().execute<Array<Record<string, unknown>>>('select * from signing_keys');
    expect(rows).toHaveLength(1);
    const raw = JSON.stringify(rows[0]);
    expect(Object.keys(rows[0]!).sort()).toEqual(['alg', 'created_at', 'kid', 'private_key_sealed', 'public_jwk', 'retired_at']);
    expect(raw).not.toMatch(/"d"\s*:/); // the private scalar of an EC JWK is its "d"
    const privateJwk = JSON.parse(h.services.secrets.open(String(rows[0]!.private_key_sealed))) as JWK;
    expect(privateJwk.d).toMatch(/^[\w-]{40,}$/);
    expect(raw).not.toContain(privateJwk.d);
    expect((rows[0]!.public_jwk as JWK).x).toBe(privateJwk.x);
  });

  it('a process whose ENCRYPTION_KEY cannot open the stored key refuses to start (it would neither verify the others’ tokens nor open TOTP secrets), and changes nothing', async () => {
    const startWith = (encryptionKey: string) =>
      boot({
        config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: h.config.DATABASE_URL, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'minialab-keys-')), LOG_LEVEL: 'silent', ENCRYPTION_KEY: encryptionKey }),
        log: createLogger('silent'),
        web: false,
        worker: false,
      });
    const before = await h.services.orm.em.fork().find(SigningKey, {});
    await expect(startWith(randomBytes(32).toString('hex'))).rejects.toThrow(/must share one ENCRYPTION_KEY/);
    const after = await h.services.orm.em.fork().find(SigningKey, {});
    expect(after.map((k) => [k.kid, k.retiredAt])).toEqual(before.map((k) => [k.kid, k.retiredAt]));

    // A key written in clear (by hand, or an old version) is refused the same way.
    const [current] = before;
    await h.services.orm.em.fork().nativeUpdate(SigningKey, { kid: current!.kid }, { privateKeySealed: JSON.stringify({ kty: 'EC', d: 'clair' }) });
    await expect(startWith(h.config.ENCRYPTION_KEY!)).rejects.toThrow(/cannot be opened/);
    await h.services.orm.em.fork().nativeUpdate(SigningKey, { kid: current!.kid }, { privateKeySealed: current!.privateKeySealed });
    resetKeyCache();
  });

  it('processes reaching a rotation together make one new key, not one each', async () => {
    await h.services.orm.em.fork().getConnection().execute(`update signing_keys set created_at = now() - interval '31 days'`);
    resetKeyCache();
    const users = await Promise.all([h.newUser('Rotation Une'), h.newUser('Rotation Deux'), h.newUser('Rotation Trois')]);
    for (const user of users) expect((await balanceWith(user.accessToken)).status).toBe(200);
    const fresh = await h.services.orm.em.fork().getConnection().execute<Array<{ n: number }>>(`select count(*)::int as n from signing_keys where created_at > now() - interval '1 day'`);
    expect(fresh[0]!.n).toBe(1);
  });
});

describe('access tokens signed with the right key', () => {
  /** Signs claims with the live signing key, as anyone holding it could. */
  async function forge(claims: (jwt: SignJWT) => SignJWT, session: { sub: string; sid: string }) {
    const [row] = await h.services.orm.em.fork().find(SigningKey, { retiredAt: null });
    const jwk = JSON.parse(h.services.secrets.open(row!.privateKeySealed)) as JWK;
    const key = await importJWK(jwk, 'ES256');
    const jwt = new SignJWT({ sid: session.sid }).setProtectedHeader({ alg: 'ES256', kid: row!.kid, typ: 'JWT' }).setSubject(session.sub).setIssuer(h.config.PUBLIC_URL).setAudience('minialab');
    return claims(jwt).sign(key);
  }

  it('are refused without an expiry, with a 10-year expiry, or when issued in the future; a normal one works', async () => {
    const user = await h.newUser('Seydou Camara');
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };
    const now = Math.floor(Date.now() / 1000);
    const good = await forge((j) => j.setIssuedAt(now).setExpirationTime(now + ACCESS_TOKEN_TTL_S), claims);
    expect((await balanceWith(good)).status).toBe(200);
    const noExpiry = await forge((j) => j.setIssuedAt(now), claims);
    const tenYears = await forge((j) => j.setIssuedAt(now).setExpirationTime(now + 10 * 365 * 86_400), claims);
    const noIssuedAt = await forge((j) => j.setExpirationTime(now + 600), claims);
    const backdated = await forge((j) => j.setIssuedAt(now - 10 * 365 * 86_400).setExpirationTime(now + 600), claims);
    for (const [what, token] of Object.entries({ noExpiry, tenYears, noIssuedAt, backdated })) {
      expect((await balanceWith(token)).status, what).toBe(401);
    }
  });
});
