import { hkdfSync } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/**
 * Short-lived addresses of a person's file that open without the session cookie. In WhatsApp's,
 * Instagram's or Facebook's in-app browser a download cannot start by itself: a long press on the
 * picture (« Enregistrer l'image »), a download the app hands to Android's download manager, or the
 * link pasted in Chrome is fetched by something that has no cookie of ours. It needs an address that
 * carries its own permission.
 *
 * A link is a JWT (HS256, through jose, already our access tokens' library): jose checks the
 * algorithm, the audience and the expiry for us, and tells an expired link (410) from a forged one
 * (403). Its key is derived from ENCRYPTION_KEY for this use alone (HKDF), so a link can never pass
 * for a session token nor the other way round, and every web process verifies what another signed.
 */

/** Long enough to load the file on a slow phone, or to paste the link in Chrome; short enough that a link pasted in a chat soon dies. */
export const FILE_LINK_TTL_S = 5 * 60;
const AUDIENCE = 'minialab:file-link';
/** Web machines' clocks may differ a little. */
const CLOCK_TOLERANCE_S = 30;

/** The file and its owner: the link serves that file of that person, looked up again when it is opened. */
export interface FileLinkClaims {
  /** Which domain's file (server/private-files.ts lists the kinds: a thumbnail's HD JPEG, an export, an invoice, the « mes données » ZIP). */
  kind: string;
  id: string;
  userId: string;
}

const Claims = z.object({ kind: z.string(), id: z.uuid(), sub: z.uuid() });

/** The links' own key, from the process's ENCRYPTION_KEY (or its key file). */
export function fileLinkKey(encryptionKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', encryptionKey, new Uint8Array(0), 'minialab file links v1', 32));
}

export async function signFileLink(key: Uint8Array, claims: FileLinkClaims, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now / 1000);
  const token = await new SignJWT({ kind: claims.kind, id: claims.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FILE_LINK_TTL_S)
    .sign(key);
  return { token, expiresAt: new Date((issuedAt + FILE_LINK_TTL_S) * 1000) };
}

export type FileLinkReading = { ok: true; claims: FileLinkClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** The link's file and owner; `expired` only for a link we did sign, `invalid` for anything else. */
export async function readFileLink(key: Uint8Array, token: string, now = Date.now()): Promise<FileLinkReading> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE, clockTolerance: CLOCK_TOLERANCE_S, currentDate: new Date(now), requiredClaims: ['exp', 'sub'] });
    const claims = Claims.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { kind: claims.data.kind, id: claims.data.id, userId: claims.data.sub } };
  } catch (err) {
    // jose checks the signature before the dates: an expired link is one of ours, untouched.
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
