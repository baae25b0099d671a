import { KNOWN_DEVICE_DAYS } from '../../shared/session';
import type { CookieJar } from './cookies';
import { DEVICE_COOKIE } from './cookies';
import type { SecretBox } from './secret-box';
import { hashOpaqueToken } from './tokens';

/** Kept under the 13 months the privacy policy allows for cookies. */
export { KNOWN_DEVICE_DAYS };

/**
 * Marks this browser as one the account signed in from (sealed with the app key, so it cannot be
 * made up): its later password attempts for that account are not made to wait behind a stranger's
 * guesses (OWASP « device cookies »). It opens nothing by itself.
 */
export function rememberDevice(cookies: CookieJar, secrets: SecretBox, userId: string, now = Date.now()): void {
  const expiresAt = Math.floor(now / 1000) + KNOWN_DEVICE_DAYS * 86_400;
  cookies.set(DEVICE_COOKIE, secrets.seal(JSON.stringify({ u: userId, e: expiresAt })), { maxAgeSeconds: KNOWN_DEVICE_DAYS * 86_400 });
}

/** The account this browser signed in as, if its device cookie is ours and live; with a key for its own failure count. */
export function knownDevice(cookies: CookieJar, secrets: SecretBox, now = Date.now()): { userId: string; key: string } | null {
  const sealed = cookies.get(DEVICE_COOKIE);
  if (!sealed || sealed.length > 500) return null;
  try {
    const { u, e } = JSON.parse(secrets.open(sealed)) as { u?: unknown; e?: unknown };
    if (typeof u !== 'string' || typeof e !== 'number' || e * 1000 < now) return null;
    return { userId: u, key: `device:${hashOpaqueToken(sealed)}` };
  } catch {
    return null;
  }
}
