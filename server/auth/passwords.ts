import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 computations this process has run (hashes and verifications alike): every sign-in
 * answer must cost the same, whatever the account's state, and the tests count it.
 */
export const passwordWork = { count: 0 };

export function hashPassword(password: string): Promise<string> {
  passwordWork.count += 1;
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | null = null;

/** Computes the stand-in hash at start, so the first unknown address is not the one slower answer. */
export function warmPasswordChecks(): Promise<string> {
  dummyHash ??= hash('minialab-timing-equaliser', OPTIONS);
  return dummyHash;
}

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    const stand = await warmPasswordChecks();
    passwordWork.count += 1;
    await verify(stand, password).catch(() => false);
    return false;
  }
  passwordWork.count += 1;
  return verify(storedHash, password).catch(() => false);
}
