import { describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords';
import { appCodeOf, idleHarness } from './harness';

/**
 * Whether an address has an account must not show in what a request costs: the same rows written,
 * the same jobs queued, the same password hashes computed (the time follows from the work).
 * No worker runs here, so what each request leaves behind is all there is to see.
 */
const idle = idleHarness();

/** Exact row counts of every table of the app and of pg-boss's job table. */
async function rowCounts(): Promise<Record<string, number>> {
  const conn = idle.get().services.orm.em.fork().getConnection();
  const tables = await conn.execute<Array<{ name: string }>>(
    `select table_schema || '.' || table_name as name from information_schema.tables where (table_schema = 'public' or (table_schema = 'pgboss' and table_name = 'job')) and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await conn.execute<Array<{ n: number }>>(`select count(*)::int as n from ${name}`))[0]!.n;
  return counts;
}

/** What one call leaves behind: rows per table and password hashes. */
async function footprint(call: () => Promise<unknown>): Promise<{ rows: Record<string, number>; hashes: number }> {
  const before = await rowCounts();
  const hashes = passwordWork.count;
  await call().catch(() => undefined);
  const after = await rowCounts();
  const rows = Object.fromEntries(Object.keys(after).map((t) => [t, after[t]! - (before[t] ?? 0)]).filter(([, d]) => d !== 0));
  return { rows, hashes: passwordWork.count - hashes };
}

describe('no account enumeration by the work a request does', () => {
  it('« send me a code » and « forgotten password »: an address with an account and one without leave the same traces', async () => {
    const h = idle.get();
    const user = await h.newUser('Compte Existant');
    for (const request of ['requestCode', 'requestPasswordReset'] as const) {
      const known = await footprint(() => h.api().auth[request]({ email: user.email }));
      const unknown = await footprint(() => h.api().auth[request]({ email: `personne.${request}@exemple.sn` }));
      expect(unknown, request).toEqual(known);
      expect(known.rows['pgboss.job'], request).toBe(1); // the e-mail, if any, is decided by that job
    }
  });

  it('a wrong password costs one password hash whether the address is unknown, has an account, has five unfinished sign-ups or an expired one', async () => {
    const h = idle.get();
    const verified = await h.newUser('Compte Verifie');
    const pending = 'cinq.inscriptions@exemple.sn';
    for (let i = 0; i < 5; i++) await h.api().auth.signUp({ name: 'Cinq Fois', email: pending, password: `Inscription-Inachevee-${i}-2026` });

    const unknown = await footprint(() => h.api().auth.signIn({ email: 'inconnu.connexion@exemple.sn', password: 'Un-Essai-Au-Hasard-1' }));
    const wrong = await footprint(() => h.api().auth.signIn({ email: verified.email, password: 'Un-Essai-Au-Hasard-1' }));
    const unfinished = await footprint(() => h.api().auth.signIn({ email: pending, password: 'Un-Essai-Au-Hasard-1' }));
    // A sign-up whose link expired long ago: still an unverified account, with no live link at all.
    const expired = 'lien.expire@exemple.sn';
    await h.api().auth.signUp({ name: 'Lien Expiré', email: expired, password: 'Inscription-Oubliee-2026' });
    await h.services.orm.em.fork().getConnection().execute(`update email_verifications set expires_at = now() - interval '1 day' where user_id = (select id from users where email = ?)`, [expired]);
    const stale = await footprint(() => h.api().auth.signIn({ email: expired, password: 'Un-Essai-Au-Hasard-1' }));
    expect(unknown.hashes).toBe(1);
    expect(wrong).toEqual(unknown);
    expect(unfinished).toEqual(unknown);
    expect(stale).toEqual(unknown);
    expect(await appCodeOf(h.api().auth.signIn({ email: pending, password: 'Un-Essai-Au-Hasard-1' }))).toBe('INVALID_CREDENTIALS');
    // The newest unfinished sign-up's own password says it waits for its link.
    expect(await appCodeOf(h.api().auth.signIn({ email: pending, password: 'Inscription-Inachevee-4-2026' }))).toBe('EMAIL_NOT_VERIFIED');
  });
});
