import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '../../shared/session';
import { SigningKey } from './signing-key.entity';

export { ACCESS_TOKEN_TTL_S };

const ALG = 'ES256';
/** Verifiers keep the key set this long (DECISIONS.md: 10 minutes). */
const KEY_SET_TTL_MS = 10 * 60_000;
const AUDIENCE = 'minialab';

interface Cached<T> {
  value: T;
  at: number;
}
type SigningKeyMaterial = Awaited<ReturnType<typeof importJWK>>;
let signer: Cached<{ kid: string; key: SigningKeyMaterial }> | null = null;
let keySet: Cached<{ jwks: JSONWebKeySet; verify: ReturnType<typeof createLocalJWKSet> }> | null = null;

/** The newest active key, created on first use. Keys live in the database so every process shares them. */
async function currentSigner(em: EntityManager) {
  if (signer && Date.now() - signer.at < KEY_SET_TTL_MS) return signer.value;
  let row = await em.findOne(SigningKey, { retiredAt: null }, { orderBy: { createdAt: 'desc' } });
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    row = em.create(SigningKey, { kid, alg: ALG, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALG }, publicJwk });
    await em.fork().persist(row).flush();
  }
  const key = await importJWK(row.privateJwk, ALG);
  signer = { value: { kid: row.kid, key }, at: Date.now() };
  return signer.value;
}

export async function publicKeySet(em: EntityManager, force = false) {
  if (!force && keySet && Date.now() - keySet.at < KEY_SET_TTL_MS) return keySet.value;
  const rows = await em.find(SigningKey, {}, { orderBy: { createdAt: 'desc' } });
  const jwks: JSONWebKeySet = { keys: rows.map((r) => r.publicJwk) };
  keySet = { value: { jwks, verify: createLocalJWKSet(jwks) }, at: Date.now() };
  return keySet.value;
}

export interface AccessClaims {
  sub: string;
  sid: string;
}

export async function signAccessToken(em: EntityManager, claims: AccessClaims, issuer: string): Promise<{ token: string; expiresAt: number }> {
  const { kid, key } = await currentSigner(em);
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + ACCESS_TOKEN_TTL_S;
  const token = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(issuer)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(key);
  return { token, expiresAt };
}

/** Null for anything not valid now: bad signature, expired, wrong issuer, unknown key. */
export async function verifyAccessToken(em: EntityManager, token: string, issuer: string): Promise<AccessClaims | null> {
  const attempt = async (force: boolean) => {
    const { verify } = await publicKeySet(em, force);
    const { payload } = await jwtVerify<JWTPayload & { sid?: unknown }>(token, verify, { issuer, audience: AUDIENCE, algorithms: [ALG] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sid: payload.sid };
  };
  try {
    return await attempt(false);
  } catch (err) {
    // A key created by another process after our cache was filled: look once more.
    if ((err as { code?: string }).code === 'ERR_JWKS_NO_MATCHING_KEY') {
      try {
        return await attempt(true);
      } catch {
        return null;
      }
    }
    return null;
  }
}

/** Test hook: forget cached keys (each test database has its own). */
export function resetKeyCache(): void {
  signer = null;
  keySet = null;
}
