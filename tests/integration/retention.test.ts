import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordReset } from '../../server/auth/password-reset.entity';
import { Session } from '../../server/auth/session.entity';
import { User } from '../../server/auth/user.entity';
import { RefusedNotification } from '../../server/billing/refused-notification.entity';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { RETENTION, runRetention } from '../../server/privacy/retention';
import { siteInfo } from '../../server/site/service';
import { startHarness, type Harness } from './harness';

/**
 * The daily retention pass (server/privacy/retention.ts) with a controlled clock: each limit just
 * before (kept) and just after (deleted or acted on); the dry run counts without changing anything;
 * `npm run retention` runs it against the product's database.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ worker: false });
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

const DAY = 86_400_000;
const em = () => h.services.orm.em.fork();
const deps = () => ({ em: em(), storage: h.services.storage, queue: h.services.queue, brand: { ...siteInfo(h.config), publicUrl: h.config.PUBLIC_URL }, log: { info: () => undefined, error: () => undefined } });
const yearsAgo = (now: Date, years: number, plusDays = 0) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return new Date(d.getTime() + plusDays * DAY);
};

describe('the retention pass', () => {
  it('warns an account unused for 3 years less 30 days, not one a day younger; closes one unused for 3 years warned 30 days ago', async () => {
    const now = new Date();
    const [almost, notYet, toClose, warnedLately] = await Promise.all([h.newUser('Presque Trois'), h.newUser('Pas Encore'), h.newUser('Trois Ans'), h.newUser('Averti Hier')]);
    const fork = em();
    await fork.nativeUpdate(User, { id: almost.userId }, { lastSignInAt: yearsAgo(now, RETENTION.inactiveYears, RETENTION.warnDays - 1) });
    await fork.nativeUpdate(User, { id: notYet.userId }, { lastSignInAt: yearsAgo(now, RETENTION.inactiveYears, RETENTION.warnDays + 1) });
    await fork.nativeUpdate(User, { id: toClose.userId }, { lastSignInAt: yearsAgo(now, RETENTION.inactiveYears, -1), inactivityWarnedAt: new Date(now.getTime() - (RETENTION.warnDays + 1) * DAY) });
    await fork.nativeUpdate(User, { id: warnedLately.userId }, { lastSignInAt: yearsAgo(now, RETENTION.inactiveYears, -1), inactivityWarnedAt: new Date(now.getTime() - (RETENTION.warnDays - 1) * DAY) });

    // The dry run counts, and changes nothing.
    const dry = await runRetention(deps(), now, true);
    expect(dry.find((r) => r.rule.startsWith('comptes inactifs : avertissement'))!.count).toBeGreaterThanOrEqual(1);
    expect((await em().findOneOrFail(User, almost.userId)).inactivityWarnedAt).toBeNull();

    await runRetention(deps(), now);
    const users = em();
    expect((await users.findOneOrFail(User, almost.userId)).inactivityWarnedAt).not.toBeNull();
    expect((await users.findOneOrFail(User, notYet.userId)).inactivityWarnedAt).toBeNull();
    expect(await users.count(MailMessage, { to: almost.email, kind: 'inactive-warning' })).toBe(1);
    expect(await users.count(MailMessage, { to: notYet.email, kind: 'inactive-warning' })).toBe(0);
    expect(await users.count(User, { id: toClose.userId })).toBe(0);
    expect(await users.count(User, { id: warnedLately.userId })).toBe(1);
    const closed = await users.findOneOrFail(MailMessage, { to: toClose.email, kind: 'account-closed' });
    expect(closed.text).toContain('n’avait pas servi depuis 3\u00a0ans');

    // A second pass warns nobody twice; a sign-in clears the warning.
    await runRetention(deps(), now);
    expect(await em().count(MailMessage, { to: almost.email, kind: 'inactive-warning' })).toBe(1);
    await h.api().auth.signIn({ email: almost.email, password: almost.password });
    expect((await em().findOneOrFail(User, almost.userId)).inactivityWarnedAt).toBeNull();
  }, 60_000);

  it('deletes refused payment notifications after 30 days, spent links after a day, ended sessions after 30 days, and expired rate-limit rows', async () => {
    const now = new Date();
    const user = await h.newUser('Fatou Kane');
    const fork = em();
    const refused = (days: number) => fork.create(RefusedNotification, { id: randomUUID(), provider: 'wave', ip: `10.0.0.${days}`, reason: 'bad_signature', count: 1, firstAt: new Date(now.getTime() - days * DAY), lastAt: new Date(now.getTime() - days * DAY), sample: '{}', sampleHeaders: {} });
    const [oldRefusal, recentRefusal] = [refused(RETENTION.refusedNotificationDays + 1), refused(RETENTION.refusedNotificationDays - 1)];
    const link = (hoursAgo: number) => fork.create(PasswordReset, { user: user.userId, tokenHash: randomUUID(), expiresAt: new Date(now.getTime() - hoursAgo * 3_600_000) });
    const [oldLink, freshLink] = [link(25), link(12)];
    await fork.flush();
    const sessions = await fork.find(Session, { user: user.userId });
    const ended = fork.create(Session, { user: user.userId, lastUsedAt: now, expiresAt: now, revokedAt: new Date(now.getTime() - (RETENTION.endedSessionDays + 1) * DAY), revokedReason: 'signed_out' });
    const endedLately = fork.create(Session, { user: user.userId, lastUsedAt: now, expiresAt: now, revokedAt: new Date(now.getTime() - (RETENTION.endedSessionDays - 1) * DAY), revokedReason: 'signed_out' });
    await fork.flush();
    await fork.getConnection().execute(`insert into rate_limits (key, points, expire) values ('test:old', 1, ${now.getTime() - 1000}), ('test:live', 1, ${now.getTime() + 60_000})`);

    await runRetention(deps(), now);
    const after = em();
    expect(await after.count(RefusedNotification, { id: oldRefusal.id })).toBe(0);
    expect(await after.count(RefusedNotification, { id: recentRefusal.id })).toBe(1);
    expect(await after.count(PasswordReset, { id: oldLink.id })).toBe(0);
    expect(await after.count(PasswordReset, { id: freshLink.id })).toBe(1);
    expect(await after.count(Session, { id: ended.id })).toBe(0);
    expect(await after.count(Session, { id: endedLately.id })).toBe(1);
    expect(await after.count(Session, { id: { $in: sessions.map((s) => s.id) } })).toBe(sessions.length);
    const keys = (await after.getConnection().execute<Array<{ key: string }>>("select key from rate_limits where key like 'test:%'")).map((r) => r.key);
    expect(keys).toEqual(['test:live']);
  }, 60_000);

  it('npm run retention -- --dry-run prints what the next run would delete; without the flag it runs', async () => {
    const root = path.join(import.meta.dirname, '..', '..');
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        const env = { ...process.env, DATABASE_URL: h.config.DATABASE_URL!, DATA_DIR: h.config.dataDir, LOG_LEVEL: 'warn' };
        execFile('npx', ['tsx', 'scripts/retention.ts', ...args], { cwd: root, env, timeout: 60_000 }, (err, stdout) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }));
      });
    await em().getConnection().execute(`insert into rate_limits (key, points, expire) values ('script:old', 1, ${Date.now() - 1000})`);
    const dry = await run(['--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(/simulation/);
    expect(dry.stdout).toMatch(/compteurs de limites de débit expirés : [1-9]/);
    expect((await em().getConnection().execute("select count(*)::int as n from rate_limits where key = 'script:old'"))[0]!.n).toBe(1);
    const real = await run([]);
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/compteurs de limites de débit expirés : [1-9]/);
    expect((await em().getConnection().execute("select count(*)::int as n from rate_limits where key = 'script:old'"))[0]!.n).toBe(0);
  }, 120_000);
});
