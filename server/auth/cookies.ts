import type { CookieJar } from '../trpc';

/** The browser side of a session: two httpOnly cookies (DECISIONS.md « Accounts and sessions »). */
export const ACCESS_COOKIE = 'ml_at';
export const REFRESH_COOKIE = 'ml_rt';
/** Between the first and second factor: the MFA challenge (10 minutes). */
export const MFA_COOKIE = 'ml_mfa';
/** The browser that asked for an e-mailed code (10 minutes): only it can use the code. */
export const CODE_COOKIE = 'ml_code';
/** A browser an account signed in from (a year): its password attempts skip the turns strangers wait for. */
export const DEVICE_COOKIE = 'ml_dev';

// The kernel's (server/trpc.ts), since every call's context carries a jar; importers keep finding them here.
export type { CookieJar, CookieOptions } from '../trpc';

export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    clear: (name) => void values.delete(name),
  };
}
