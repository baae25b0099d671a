import { randomBytes } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetKeyCache } from '../../server/auth/keys';
import { createSecretBox } from '../../server/auth/secret-box';
import { SigningKey } from '../../server/auth/signing-key.entity';
import { ACCESS_TOKEN_TTL_S } from '../../shared/session';
import { startHarness, type Harness } from './harness';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await startHarness();
  base = await h.http();
});
afterAll(async () => h?.stop());

const balanceWith = (token: string) => fetch(`${base}/api/trpc/auth.balance`, { headers: { authorization: `Bearer ${token}`, 'x-minialab-request': '1' } });

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

  it('a key that cannot be opened (sealed with another ENCRYPTION_KEY, or written in clear) is retired, and a new sealed key signs', async () => {
    const em = h.services.orm.em.fork();
    const [current] = await em.find(SigningKey, { retiredAt: null });
    const clear = JSON.stringify(JSON.parse(h.services.secrets.open(current!.privateKeySealed)));
    await em.nativeUpdate(SigningKey, { kid: current!.kid }, { privateKeySealed: clear });
    resetKeyCache();
    const user = await h.newUser('Ibrahim Keita');
    expect((await balanceWith(user.accessToken)).status).toBe(200);
    const after = await h.services.orm.em.fork().find(SigningKey, {}, { orderBy: { createdAt: 'asc' } });
    expect(after.map((k) => k.retiredAt !== null)).toEqual([true, false]);
    expect((await (await fetch(`${base}/.well-known/jwks.json`)).json()).keys.map((k: JWK) => k.kid)).toEqual([after[1]!.kid]);

    const other = createSecretBox(randomBytes(32)).seal(h.services.secrets.open(after[1]!.privateKeySealed));
    await h.services.orm.em.fork().nativeUpdate(SigningKey, { kid: after[1]!.kid }, { privateKeySealed: other });
    resetKeyCache();
    const third = await h.newUser('Aïcha Coulibaly');
    expect((await balanceWith(third.accessToken)).status).toBe(200);
    expect(await h.services.orm.em.fork().count(SigningKey, { retiredAt: null })).toBe(1);
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
