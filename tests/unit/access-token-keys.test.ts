import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetKeyCache, verifyAccessToken } from '../../server/auth/keys';

const ISSUER = 'http://localhost';

/** A signing key as the database holds it, and a token it signs. */
async function key() {
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const sign = () =>
    new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setSubject(randomUUID())
      .setIssuer(ISSUER)
      .setAudience('minialab')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
  return { row: { kid, publicJwk, createdAt: new Date(), retiredAt: null }, sign };
}

/** The database's key table, counting how often the verifier reads it. */
function keyTable(rows: unknown[]) {
  const reads = { n: 0 };
  const em = { fork: () => ({ find: async () => (reads.n++, [...rows]) }) } as unknown as EntityManager;
  return { em, reads };
}

afterEach(() => {
  vi.useRealTimers();
  resetKeyCache();
});

describe('access tokens naming a key nobody has', () => {
  it('reload the key set at most once every few seconds, while a key made by another process is still found', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    resetKeyCache();
    const current = await key();
    const rows: unknown[] = [current.row];
    const { em, reads } = keyTable(rows);
    expect(await verifyAccessToken(em, await current.sign(), ISSUER)).not.toBeNull();
    const stranger = await key();
    for (let i = 0; i < 20; i++) expect(await verifyAccessToken(em, await stranger.sign(), ISSUER)).toBeNull();
    // The first load, and one forced reload for the unknown key: not one per forged token.
    expect(reads.n).toBeLessThanOrEqual(2);

    // Another process rotates the key; a little later its tokens verify here too.
    const next = await key();
    rows.unshift(next.row);
    vi.setSystemTime(Date.now() + 6_000);
    expect(await verifyAccessToken(em, await next.sign(), ISSUER)).not.toBeNull();
  });
});
