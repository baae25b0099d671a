import sharp from 'sharp';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/lib/trpc';
import { User } from '../../server/db/user.entity';
import { issueInvoice } from '../../server/billing/invoices';
import { Order } from '../../server/billing/order.entity';
import { DataExport } from '../../server/privacy/data-export.entity';
import { EXPORT_VALID_DAYS, findDataExportFile, purgeExpiredExports } from '../../server/privacy/export';
import { PrivacyRequest } from '../../server/db/privacy-request.entity';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { paidPlan } from './billing-probe';
import { eventually, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * « Exporter mes données » (issue 16, « Rights »): one request makes a ZIP in a pg-boss job; its
 * contents are the account as JSON, every thumbnail (image and design), the uploads, the DigitalMe
 * photos, the invoices and the ledger; downloadable by its owner only, for 7 days; then its file goes.
 */
const h = useHarness({ http: true });

type Person = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: Person) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const em = () => h.services.orm.em.fork();

describe('the data export', () => {
  it('zips the account, the thumbnails, the uploads, the DigitalMe, the invoices and the ledger, for its owner only', async () => {
    const owner = await h.newUser('Rokhaya Mbaye');
    const api = clientOf(owner);
    const started = await owner.as().studio.generate({ title: 'Le marché de Tilène', prompt: '', style: 'actu' });
    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c63' } }).jpeg().toBuffer();
    await api.images.upload.mutate(new File([new Uint8Array(picture)], 'tissu.jpg', { type: 'image/jpeg' }));
    const { photoIds } = await seedReadyDigitalMe(h.services.orm.em, h.services.storage, owner.userId);
    await paidPlan(h, owner.userId, 'STARTER');
    const fork = em();
    const order = await fork.findOneOrFail(Order, { user: owner.userId });
    const invoice = await fork.transactional(async (tx) =>
      issueInvoice(tx, { order, user: await tx.findOneOrFail(User, owner.userId), label: 'Forfait Starter', detail: null, providerLabel: 'Bac à sable', config: h.config, queue: h.services.queue, now: new Date() }),
    );

    const asked = await api.privacy.requestExport.mutate();
    expect(['pending', 'running']).toContain(asked.status);
    // A second click while it is made answers the same export.
    expect((await api.privacy.requestExport.mutate()).id).toBe(asked.id);
    const ready = await eventually(async () => {
      const s = await api.privacy.exportState.query();
      return s?.status === 'ready' ? s : undefined;
    }, 60_000, 'the export');
    expect(ready.downloadUrl).toBe(`/files/donnees/${asked.id}.zip`);
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(EXPORT_VALID_DAYS * 86_400_000);

    const res = await fetch(`${h.base}${ready.downloadUrl}`, { headers: { cookie: `ml_at=${owner.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/minialab-mes-donnees-\d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files);

    expect(strFromU8(files['LISEZMOI.txt']!)).toContain('Vos données MiniaLab — Rokhaya Mbaye');
    const account = JSON.parse(strFromU8(files['compte.json']!)) as { compte: { email: string }; miniatures: unknown[]; factures: unknown[]; digitalMe: { versionDuTexte: string } };
    expect(account.compte.email).toBe(owner.email);
    expect(account.miniatures).toHaveLength(1);
    expect(account.factures).toHaveLength(1);
    expect(account.digitalMe.versionDuTexte).toBeTruthy();
    // The thumbnail: its picture and its design.
    const thumbJpg = names.find((n) => /^miniatures\/le-marche-de-tilene-[0-9a-f]{8}\/miniature\.jpg$/.test(n))!;
    expect((await sharp(Buffer.from(files[thumbJpg]!)).metadata()).format).toBe('jpeg');
    expect(JSON.parse(strFromU8(files[thumbJpg.replace('miniature.jpg', 'design.json')]!))).toMatchObject({ width: 1280, height: 720 });
    // The upload, the DigitalMe photos, the invoice.
    expect(names.filter((n) => n.startsWith('images/'))).toHaveLength(1);
    expect(names.filter((n) => n.startsWith('digitalme/'))).toHaveLength(photoIds.length);
    for (const n of names.filter((n) => n.startsWith('digitalme/') || n.startsWith('images/'))) expect((await sharp(Buffer.from(files[n]!)).metadata()).width).toBeGreaterThan(0);
    expect(strFromU8(files[`factures/${invoice.number}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
    // The ledger sums to the balance.
    const rows = strFromU8(files['credits.csv']!).replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
    expect(rows.reduce((s, r) => s + Number(r.split(';')[3]), 0)).toBe((await owner.as().auth.balance()).credits);

    // Another account, or no account: not theirs to read.
    const stranger = await h.newUser('Pape Diouf');
    expect((await fetch(`${h.base}${ready.downloadUrl}`, { headers: { cookie: `ml_at=${stranger.accessToken}` } })).status).toBe(404);
    expect((await fetch(`${h.base}${ready.downloadUrl}`)).status).toBe(401);
    // The e-mail, and the request logged as answered.
    expect((await h.lastMail(owner.email, 'data-export-ready')).subject).toBe('Vos données MiniaLab sont prêtes à télécharger');
    expect((await em().findOneOrFail(PrivacyRequest, { user: owner.userId, kind: 'export' })).answeredAt).not.toBeNull();

    // After 7 days: no download, and the daily pass deletes the file.
    const later = new Date(Date.now() + (EXPORT_VALID_DAYS + 1) * 86_400_000);
    expect(await findDataExportFile(asked.id, em(), owner.userId, later)).toBeNull();
    expect(await findDataExportFile(asked.id, em(), owner.userId)).not.toBeNull();
    const key = (await em().findOneOrFail(DataExport, asked.id)).fileKey!;
    expect(await purgeExpiredExports(em(), h.services.storage, later)).toBeGreaterThanOrEqual(1);
    expect(await h.services.storage.open(key)).toBeNull();
  }, 180_000);
});
