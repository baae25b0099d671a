/**
 * What the benches that talk HTTP to the built server need beside the simulated browser
 * (tests/support/browser.ts, shared with the soak): a signed-up person, the outbox, numbers from the
 * environment.
 */
import pg from 'pg';
import type { Browser } from '../tests/support/browser';

/** The newest e-mail of a kind to an address, read in the local outbox (mail_messages), waited for a little. */
export async function outboxText(db: pg.Pool, to: string, kind: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query<{ text: string }>(`select text from mail_messages where "to" = $1 and kind = $2 order by created_at desc limit 1`, [to, kind]);
    if (rows[0]) return rows[0].text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} e-mail to ${to} in the outbox`);
}

/** Signs up from the browser's address and follows the verification link read in the outbox: signed in after. */
export async function signUpVerified(browser: Browser, db: pg.Pool, who: { name: string; email: string; password?: string }): Promise<{ userId: string }> {
  await browser.mutate('auth.signUp', { name: who.name, email: who.email, password: who.password ?? 'Yassa-Poulet-Thiof-26' });
  const token = (await outboxText(db, who.email, 'verify-email')).match(/jeton=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification link for ${who.email}`);
  const verified = await browser.mutate('auth.verifyEmail', { token });
  if (verified.status !== 'signed_in') throw new Error(`unexpected ${verified.status} for ${who.email}`);
  return { userId: verified.session.user.id as string };
}

/** A whole number from the environment, or the default. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} doit être un nombre entier positif (reçu « ${raw} »)`);
  return n;
}
