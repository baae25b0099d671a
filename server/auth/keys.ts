import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JSONWebKeySet, type JWK, type JWTPayload } from 'jose';
import { DAY_MS } from '../../shared/format';
import { ACCESS_TOKEN_TTL_S } from '../../shared/session';
import type { SecretBox } from './secret-box';
import { SigningKey, type ISigningKey } from './signing-key.entity';

export { ACCESS_TOKEN_TTL_S };

const ALG = 'ES256';
/** Verifiers keep the key set this long (DECISIONS.md: 10 minutes). */
const KEY_SET_TTL_MS = 10 * 60_000;
const AUDIENCE = 'minialab';
/** Clocks of web and worker machines may differ a little. */
const CLOCK_TOLERANCE_S = 30;

interface Cached<T> {
  value: T;
  at: number;
}
type SigningKeyMaterial = Awaited<ReturnType<typeof importJWK>>;
let signer: Cached<{ kid: string; key: SigningKeyMaterial }> | null = null;
let keySet: Cached<{ jwks: JSONWebKeySet; verify: ReturnType<typeof createLocalJWKSet> }> | null = null;
let sealer: SecretBox | null = null;

/** The box that seals private signing keys at rest; boot() sets it before any token is signed. */
export function useKeySealer(box: SecretBox): void {
  if (sealer !== box) signer = null;
  sealer = box;
}

function keySealer(): SecretBox {
  if (!sealer) throw new Error('signing keys: no secret box set (boot() calls useKeySealer)');
  return sealer;
}

/** A signing key signs for this long, then a new one takes over (rotation). */
export const KEY_ROTATION_MS = 30 * DAY_MS;
/** A replaced key stays published while tokens it signed may live on (1 h) and verifiers cache it (10 min). */
const RETIRED_KEY_GRACE_MS = 2 * 3_600_000;

const newestKey = (em: EntityManager) => em.findOne(SigningKey, { retiredAt: null }, { orderBy: { createdAt: 'desc' } });

/**
 * The key to sign with from now on. Processes that reach a rotation together take turns on a
 * transaction lock, and the later ones reuse the key the first one made.
 */
async function rotateKey(em: EntityManager, now: number) {
  return em.fork().transactional(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('minialab.signing-key'))`);
    const fresh = await newestKey(tx);
    if (fresh && now - fresh.createdAt.getTime() <= KEY_ROTATION_MS) return fresh;
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = randomUUID();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
    const privateJwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    const row = tx.create(SigningKey, { kid, alg: ALG, privateKeySealed: keySealer().seal(JSON.stringify(privateJwk)), publicJwk });
    await tx.flush();
    return row;
  });
}

/** The private key of a row, or null when it cannot be opened (another ENCRYPTION_KEY, or not sealed at all). */
async function openKey(row: ISigningKey, box: SecretBox = keySealer()): Promise<SigningKeyMaterial | null> {
  try {
    const jwk = JSON.parse(box.open(row.privateKeySealed)) as JWK;
    return await importJWK(jwk, ALG);
  } catch {
    return null;
  }
}

/**
 * The key that signs now: the newest, or a new one once the newest is older than the rotation
 * period. Keys live in the database, so every web and worker process signs and verifies alike.
 */
async function currentSigner(em: EntityManager, now = Date.now()) {
  if (signer && now - signer.at < KEY_SET_TTL_MS) return signer.value;
  let row = await newestKey(em.fork());
  if (!row || now - row.createdAt.getTime() > KEY_ROTATION_MS) {
    row = await rotateKey(em, now);
    keySet = null; // publish the new key at once
  }
  const key = await openKey(row);
  // Every process must share one ENCRYPTION_KEY (checked at start by checkSigningKeys): never sign with, nor retire, a key we cannot read.
  if (!key) throw new Error(`signing key ${row.kid} cannot be opened with this process's ENCRYPTION_KEY`);
  signer = { value: { kid: row.kid, key }, at: now };
  return signer.value;
}

/**
 * A token naming a key we do not know reloads the key set (another process may have just made that
 * key), but not more often than this: forged tokens with made-up key ids cost no database read each.
 */
const FORCED_RELOAD_MIN_MS = 5_000;

/** The published key set: the current key, plus any key replaced recently enough that its tokens may live. */
export async function publicKeySet(em: EntityManager, force = false, now = Date.now()) {
  if (keySet && now - keySet.at < (force ? FORCED_RELOAD_MIN_MS : KEY_SET_TTL_MS)) return keySet.value;
  const rows = await em.fork().find(SigningKey, { retiredAt: null }, { orderBy: { createdAt: 'desc' } });
  const live = rows.filter((row, i) => i === 0 || now - rows[i - 1]!.createdAt.getTime() < RETIRED_KEY_GRACE_MS);
  const jwks: JSONWebKeySet = { keys: live.map((r) => r.publicJwk) };
  keySet = { value: { jwks, verify: createLocalJWKSet(jwks) }, at: now };
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
    const { payload } = await jwtVerify<JWTPayload & { sid?: unknown }>(token, verify, {
      issuer,
      audience: AUDIENCE,
      algorithms: [ALG],
      requiredClaims: ['exp', 'iat', 'sub'],
      // No token lives longer than ours do, even one signed with a right key: a leaked key or a
      // bug cannot hand out a 10-year pass.
      maxTokenAge: ACCESS_TOKEN_TTL_S + CLOCK_TOLERANCE_S,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || payload.exp - payload.iat > ACCESS_TOKEN_TTL_S) return null;
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

/**
 * At start: every live signing key must open with this process's key. One that does not means
 * another ENCRYPTION_KEY (or none, each process with its own key file) somewhere: tokens signed by
 * the other processes would not verify here, nor TOTP secrets open. Stop, and say why.
 */
export async function checkSigningKeys(em: EntityManager, box: SecretBox): Promise<void> {
  for (const row of await em.fork().find(SigningKey, { retiredAt: null })) {
    if (!(await openKey(row, box))) {
      throw new Error(
        `The access-token signing key ${row.kid} stored in the database cannot be opened with this process's encryption key. ` +
          'Every web and worker process must share one ENCRYPTION_KEY (or one DATA_DIR with its encryption.key).',
      );
    }
  }
}
