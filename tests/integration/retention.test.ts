import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PasswordReset } from '../../server/auth/password-reset.entity';
import { Session } from '../../server/auth/session.entity';
import { User } from '../../server/db/user.entity';
import { RefusedNotification } from '../../server/billing/refused-notification.entity';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { RETENTION, runRetention } from '../../server/privacy/retention';
import { siteInfo } from '../../server/site/service';
import sharp from 'sharp';
import { issueInvoice } from '../../server/billing/invoices';
import { Invoice } from '../../server/billing/invoice.entity';
import { Order } from '../../server/billing/order.entity';
import { DigitalMePhoto } from '../../server/digitalme/digitalme.entity';
import { digitalMeFaceFile, engineAssetFile, STORAGE_ROOTS } from '../../server/files/keys';
import { readAll } from '../../server/files/storage';
import { acceptImageUpload } from '../../server/files/uploads';
import { FILE_COLUMNS, FILE_JSON_COLUMNS } from '../../server/privacy/stored-files';
import { Asset } from '../../server/files/asset.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { headlineOf, type Design } from '../../shared/engine/model/design';
import { fixturePhoto } from '../fixtures/digitalme-photos';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { paidPlan } from './billing-probe';
import { eventually, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * The daily retention pass (server/privacy/retention.ts) with a controlled clock: each limit just
 * before (kept) and just after (deleted or acted on); the dry run counts without changing anything;
 * `npm run retention` runs it against the product's database.
 */
const h = useHarness({ worker: false });

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
        execFile(process.execPath, ['--import', 'tsx', 'scripts/retention.ts', ...args], { cwd: root, env, timeout: 60_000 }, (err, stdout) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout }));
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

/**
 * The two file rules, on files the product made through its own paths (a rendered thumbnail and its
 * earlier revision, a 1:1 export, an upload and a logo, a DigitalMe photo with its cut-out and face,
 * an invoice PDF mailed as an attachment, a « mes données » ZIP): none of them is ever taken for an
 * orphan, while a file no row names goes once it is a day old, and not a minute before.
 */
describe('the retention pass and stored files', () => {
  const w = useHarness();
  type Person = Awaited<ReturnType<Harness['newUser']>>;
  const wem = () => w.services.orm.em.fork();
  const logged: Array<{ level: 'info' | 'error'; o: Record<string, unknown>; msg?: string }> = [];
  const wdeps = () => ({
    em: wem(),
    storage: w.services.storage,
    queue: w.services.queue,
    brand: { ...siteInfo(w.config), publicUrl: w.config.PUBLIC_URL },
    log: { info: (o: Record<string, unknown>, msg?: string) => void logged.push({ level: 'info', o, msg }), error: (o: Record<string, unknown>, msg?: string) => void logged.push({ level: 'error', o, msg }) },
  });
  const allFiles = async () => (await Promise.all(STORAGE_ROOTS.map((root) => w.services.storage.list(root)))).flat();
  const countOf = (report: Array<{ rule: string; count: number }>, start: string) => report.find((r) => r.rule.startsWith(start))!.count;
  const ORPHANS = 'fichiers qu’aucune ligne';
  const MISSING = 'lignes dont le fichier manque';

  async function readyThumbnail(user: Person, title: string) {
    const started = await user.as().studio.generate({ title, prompt: '', style: 'actu' });
    expect(await waitForFinalStatus(w, started.id, 30_000)).toBe('ready');
    return wem().findOneOrFail(Thumbnail, started.id);
  }
  const upload = (userId: string, purpose: 'image' | 'logo', colour: string) =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .png()
      .toBuffer()
      .then((png) =>
        acceptImageUpload({ em: wem(), storage: w.services.storage }, (async function* () {
          yield new Uint8Array(png);
        })(), { userId, purpose, fileName: `${purpose}.png` }),
      );

  it('every column naming a stored file is one the orphan rule reads', () => {
    const named = new Set([...FILE_COLUMNS.flatMap((c) => c.properties.map((p) => `${w.services.orm.em.getMetadata(c.entity).className}.${p}`)), ...FILE_JSON_COLUMNS.map((c) => `${w.services.orm.em.getMetadata(c.entity).className}.${c.property}`)]);
    const fileLike: string[] = [];
    const all = w.services.orm.getMetadata().getAll() as unknown;
    const metas = (all instanceof Map ? [...all.values()] : Object.values(all as object)) as Array<{ className: string; props: Array<{ name: string; primary?: boolean; kind: string }> }>;
    for (const meta of metas) {
      for (const prop of meta.props) {
        if (prop.primary || prop.kind !== 'scalar') continue;
        if (/(^key|Key)$/.test(prop.name) || /attachment|file|path/i.test(prop.name)) fileLike.push(`${meta.className}.${prop.name}`);
      }
    }
    expect(fileLike.length).toBeGreaterThanOrEqual(10);
    expect(fileLike.filter((name) => !named.has(name))).toEqual([]);
  });

  it('never deletes a file a row names; deletes one no row names a day after it was written, not before', async () => {
    const user = await w.newUser('Ndèye Fichiers');
    // A thumbnail edited once: revision 0's files are named only by its version row.
    const t = await readyThumbnail(user, 'Le port de Dakar');
    const hl = headlineOf(t.design as unknown as Design)!;
    await user.as().studio.modify({ id: t.id, headline: { text: 'Le port de Ziguinchor', words: [], color: hl.highlight.color, dx: 0, dy: 0 } });
    expect(await waitForFinalStatus(w, t.id, 30_000)).toBe('ready');
    const square = await user.as().studio.export({ id: t.id, format: 'square' });
    await eventually(async () => ((await user.as().studio.exports({ id: t.id })).find((e) => e.id === square.id)?.status === 'ready' ? true : undefined), 30_000, 'the 1:1 export');
    await upload(user.userId, 'image', '#c63');
    await upload(user.userId, 'logo', '#36c');
    const { photoIds } = await seedReadyDigitalMe(w.services.orm.em, w.services.storage, user.userId, [fixturePhoto('jesper.jpg')]);
    // The build job's aligned face crop, as it writes it.
    const faceKey = digitalMeFaceFile(user.userId, photoIds[0]!);
    await w.services.storage.put(faceKey, await sharp({ create: { width: 64, height: 64, channels: 3, background: '#864' } }).jpeg().toBuffer());
    await wem().nativeUpdate(DigitalMePhoto, { id: photoIds[0]! }, { faceKey });
    await paidPlan(w, user.userId, 'STARTER');
    const fork = wem();
    const order = await fork.findOneOrFail(Order, { user: user.userId });
    const invoice = await fork.transactional(async (tx) =>
      issueInvoice(tx, { order, user: await tx.findOneOrFail(User, user.userId), label: 'Forfait Starter', detail: null, providerLabel: 'Bac à sable', config: w.config, queue: w.services.queue, now: new Date() }),
    );
    await eventually(async () => ((await wem().findOneOrFail(Invoice, invoice.id)).pdfKey ? true : undefined), 30_000, 'the invoice PDF');
    await user.as().privacy.requestExport();
    await eventually(async () => ((await user.as().privacy.exportState())?.status === 'ready' ? true : undefined), 60_000, 'the data export');

    const live = await allFiles();
    const keys = live.map((f) => f.key);
    // One of each kind of file the product writes is there, and is what the rule must keep.
    const u = user.userId;
    for (const pattern of [
      new RegExp(`^thumbnails/${u}/${t.id}\\.(jpg|webp)$`),
      new RegExp(`^thumbnails/${u}/${t.id}-r1\\.(jpg|webp)$`),
      new RegExp(`^exports/${u}/${square.id}\\.jpg$`),
      new RegExp(`^exports/${u}/donnees-[0-9a-f-]{36}\\.zip$`),
      new RegExp(`^uploads/${u}/[0-9a-f-]{36}\\.(png|jpg)$`),
      new RegExp(`^uploads/${u}/[0-9a-f-]{36}-thumb\\.webp$`),
      new RegExp(`^assets/${u}/[0-9a-f-]{36}\\.png$`),
      new RegExp(`^digitalme/${u}/${photoIds[0]}-face\\.jpg$`),
      /^invoices\/\d{4}\/ML-\d{4}-\d{6}\.pdf$/,
    ]) {
      expect(keys.filter((k) => pattern.test(k)).length, `a file like ${pattern}`).toBeGreaterThanOrEqual(1);
    }
    expect(keys.filter((k) => k.startsWith(`thumbnails/${u}/`))).toHaveLength(4);
    expect(keys.filter((k) => k.startsWith(`uploads/${u}/`)).length).toBeGreaterThanOrEqual(6); // two uploads and a DigitalMe photo, each with its small WebP

    // A file no row names: the render of a revision that lost its race, a write whose row never came.
    const orphan = engineAssetFile(u, randomUUID());
    await w.services.storage.put(orphan, Buffer.from('png'));
    const written = (await w.services.storage.list(`assets/${u}/`)).find((f) => f.key === orphan)!.modifiedAt.getTime();
    const newest = Math.max(written, ...live.map((f) => f.modifiedAt.getTime()));
    expect(newest).toBe(written);

    // A minute before it is a day old: kept, and not counted.
    const before = new Date(written + DAY - 60_000);
    expect(countOf(await runRetention(wdeps(), before, true), ORPHANS)).toBe(0);
    expect(countOf(await runRetention(wdeps(), before), ORPHANS)).toBe(0);
    expect(await w.services.storage.exists(orphan)).toBe(true);

    // A minute after: the dry run counts it and names it, and deletes nothing…
    const after = new Date(written + DAY + 60_000);
    logged.length = 0;
    const dry = await runRetention(wdeps(), after, true);
    expect(countOf(dry, ORPHANS)).toBe(1);
    expect(countOf(dry, MISSING)).toBe(0);
    expect(logged.filter((l) => l.o.key).map((l) => l.o.key)).toEqual([orphan]);
    expect(await w.services.storage.exists(orphan)).toBe(true);
    // …the run deletes it, says so, and every file a row names is still there.
    logged.length = 0;
    const real = await runRetention(wdeps(), after);
    expect(countOf(real, ORPHANS)).toBe(1);
    expect(logged.find((l) => l.o.key === orphan)?.msg).toBe('orphan file deleted');
    expect(await w.services.storage.exists(orphan)).toBe(false);
    expect((await allFiles()).map((f) => f.key).sort()).toEqual([...keys].sort());
    // The files still open: the thumbnail, its first version, the export, the invoice.
    expect((await user.as().studio.versions({ id: t.id })).map((v) => v.revision)).toEqual([1, 0]);
    for (const key of keys) expect(await w.services.storage.exists(key)).toBe(true);
  }, 240_000);

  it('a row whose file is gone is never deleted: a ready thumbnail is drawn again, anything else is reported', async () => {
    const user = await w.newUser('Moussa Manquant');
    const t = await readyThumbnail(user, 'La pirogue de Kayar');
    const { asset } = await upload(user.userId, 'image', '#3a6');
    await w.services.storage.delete(t.jpegKey!);
    await w.services.storage.delete(t.previewKey!);
    await w.services.storage.delete(asset.key);
    const now = new Date();
    const repairs = async () => (await wem().getConnection().execute<Array<{ n: number }>>(`select count(*)::int as n from pgboss.job where name = 'studio.render-file' and data->>'purpose' = 'repair' and data->>'thumbnailId' = ?`, [t.id]))[0]!.n;

    // The dry run counts both and names them, and queues nothing.
    logged.length = 0;
    expect(countOf(await runRetention(wdeps(), now, true), MISSING)).toBe(2);
    expect(logged.filter((l) => l.o.id).map((l) => [l.o.entity, l.o.id]).sort()).toEqual([['Asset', asset.id], ['Thumbnail', t.id]].sort());
    expect(await repairs()).toBe(0);

    logged.length = 0;
    const report = await runRetention(wdeps(), now);
    expect(countOf(report, MISSING)).toBe(2);
    expect(countOf(report, ORPHANS)).toBe(0);
    expect(await repairs()).toBe(1);
    // The upload is reported with its id, and kept.
    const reported = logged.filter((l) => l.level === 'error' && l.o.id === asset.id);
    expect(reported).toHaveLength(1);
    expect(reported[0]!.o.missing).toEqual([asset.key]);
    expect(await wem().count(Asset, { id: asset.id })).toBe(1);
    // The thumbnail is drawn again from its design, under the same keys, the same revision and version.
    await eventually(async () => ((await w.services.storage.exists(t.jpegKey!)) && (await w.services.storage.exists(t.previewKey!)) ? true : undefined), 30_000, 'the redrawn thumbnail');
    const redrawn = await wem().findOneOrFail(Thumbnail, t.id);
    expect([redrawn.status, redrawn.revision, redrawn.jpegKey, redrawn.readyAt?.getTime()]).toEqual(['ready', t.revision, t.jpegKey, t.readyAt?.getTime()]);
    expect((await user.as().studio.versions({ id: t.id })).map((v) => [v.revision, v.kind, v.current])).toEqual([[0, 'generation', true]]);
    expect((await sharp((await readAll(w.services.storage, t.jpegKey!))!).metadata()).width).toBe(1280);

    // The next pass finds only the upload still missing.
    expect(countOf(await runRetention(wdeps(), new Date(), true), MISSING)).toBe(1);
  }, 120_000);
});
