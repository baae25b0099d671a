// « Exporter mes données » (a right of the privacy policy): one click asks for a ZIP of everything the account
// holds; a pg-boss job writes it, streamed to storage (never the whole archive in memory), with its
// progress on the row; when ready, an e-mail brings the owner back to Mon espace, where it downloads
// for 7 days (served through our own route, to its owner only), then the daily pass deletes it.
// ZIP by fflate (MIT, 8 kB, streaming `Zip` with per-file deflate), already used by our toolchain.
import { PassThrough } from 'node:stream';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { Session } from '../auth/session.entity';
import { User } from '../db/user.entity';
import { ensureInvoicePdf } from '../billing/invoices';
import { Invoice } from '../billing/invoice.entity';
import { Order } from '../billing/order.entity';
import { SubscriptionPeriod } from '../billing/subscription-period.entity';
import { creditHistory, type LedgerRow } from '../account/ledger-view';
import { ledgerCsv } from '../account/ledger-csv';
import { DigitalMe, DigitalMePhoto } from '../digitalme/digitalme.entity';
import { dataExportFile } from '../files/keys';
import { fileSlug } from '../files/serve';
import type { Storage } from '../files/storage';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { Asset } from '../files/asset.entity';
import { TeamInvitation, TeamMember } from '../billing/team.entity';
import { Thumbnail } from '../studio/thumbnail.entity';
import { DataExport, type IDataExport } from './data-export.entity';
import { emailHash, PrivacyRequest } from '../db/privacy-request.entity';
import { DAY_MS, dakarIsoDay, formatDayTime } from '../../shared/format';

export const EXPORT_VALID_DAYS = 7;

export interface ExportView {
  id: string;
  status: IDataExport['status'];
  progress: number;
  requestedAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  expired: boolean;
  bytes: number | null;
  downloadUrl: string | null;
  /** The name it downloads as. */
  fileName: string | null;
}

export const dataExportUrl = (id: string) => `/files/donnees/${id}.zip`;

export function exportView(e: IDataExport, now = new Date()): ExportView {
  const expired = e.status === 'ready' && e.expiresAt != null && e.expiresAt <= now;
  return {
    id: e.id,
    status: e.status,
    progress: e.progress,
    requestedAt: e.createdAt.toISOString(),
    readyAt: e.readyAt?.toISOString() ?? null,
    expiresAt: e.expiresAt?.toISOString() ?? null,
    expired,
    bytes: e.bytes ?? null,
    downloadUrl: e.status === 'ready' && !expired ? dataExportUrl(e.id) : null,
    fileName: e.status === 'ready' && !expired ? dataExportFileName(e.readyAt ?? now) : null,
  };
}

/** The newest export of the user, or null. */
export async function latestExport(em: EntityManager, userId: string, now = new Date()): Promise<ExportView | null> {
  const e = await em.findOne(DataExport, { user: userId }, { orderBy: { createdAt: 'desc' } });
  return e ? exportView(e, now) : null;
}

/** Asks for an export; one at a time: a running one is answered as it is. */
export async function requestExport(em: EntityManager, queue: JobQueue, userId: string): Promise<ExportView> {
  return em.transactional(async (tx) => {
    await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const open = await tx.findOne(DataExport, { user: userId, status: { $in: ['pending', 'running'] } });
    if (open) return exportView(open);
    const row = tx.create(DataExport, { user: userId, status: 'pending', progress: 0 });
    await tx.flush();
    await queue.enqueue(tx, 'privacy.export', { exportId: row.id });
    return exportView(row);
  });
}

export interface ExportDeps {
  em: EntityManager;
  storage: Storage;
  queue: JobQueue;
  brand: MailBrand & { publicUrl: string };
}

/** Writes the ZIP of `exportId` (the job's work). Idempotent: a ready or failed export is left alone. */
export async function buildExport(deps: ExportDeps, exportId: string, now = new Date()): Promise<void> {
  const { em, storage } = deps;
  const row = await em.findOne(DataExport, exportId, { populate: ['user'] });
  if (!row || row.status === 'ready' || row.status === 'failed') return;
  const user = row.user;
  row.status = 'running';
  row.progress = 1;
  await em.flush();

  const userId = user.id;
  const [sessions, periods, orders, invoices, thumbnails, uploads, digitalMe, photos, requests] = await Promise.all([
    em.find(Session, { user: userId }, { orderBy: { createdAt: 'asc' } }),
    em.find(SubscriptionPeriod, { subscription: { user: userId } }, { orderBy: { startsAt: 'asc' } }),
    em.find(Order, { user: userId }, { orderBy: { createdAt: 'asc' } }),
    em.find(Invoice, { user: userId }, { orderBy: { issuedAt: 'asc' } }),
    em.find(Thumbnail, { user: userId }, { orderBy: { createdAt: 'asc' } }),
    em.find(Asset, { user: userId, kind: 'upload', $or: [{ purpose: null }, { purpose: { $ne: 'digitalme' } }] }, { orderBy: { createdAt: 'asc' } }),
    em.findOne(DigitalMe, { user: userId }),
    em.find(DigitalMePhoto, { user: userId }, { populate: ['asset'], orderBy: { createdAt: 'asc' } }),
    em.find(PrivacyRequest, { user: userId }, { orderBy: { requestedAt: 'asc' } }),
  ]);
  const ledger = await allLedger(em, userId);
  // A Master team: the one the user is in, or the members and invitations of their own.
  const [membership, members, invitations] = await Promise.all([
    em.findOne(TeamMember, { member: userId }, { populate: ['owner'] }),
    em.find(TeamMember, { owner: userId }, { populate: ['member'], orderBy: { createdAt: 'asc' } }),
    em.find(TeamInvitation, { owner: userId }, { orderBy: { createdAt: 'asc' } }),
  ]);

  const key = dataExportFile(userId, row.id);
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) out.destroy(err);
    else {
      out.write(Buffer.from(chunk));
      if (final) out.end();
    }
  });
  const stored = storage.putStream(key, out);
  const enc = new TextEncoder();
  const addText = (name: string, text: string) => {
    const f = new ZipDeflate(name, { level: 6 });
    zip.add(f);
    f.push(enc.encode(text), true);
  };
  /** A stored file, streamed in (already compressed images are stored, not deflated again). */
  const addFile = async (name: string, fileKey: string | null | undefined): Promise<boolean> => {
    if (!fileKey) return false;
    const file = await storage.open(fileKey);
    if (!file) return false;
    const f = new ZipPassThrough(name);
    zip.add(f);
    for await (const chunk of file.stream) f.push(chunk as Uint8Array, false);
    f.push(new Uint8Array(0), true);
    return true;
  };

  const total = 3 + thumbnails.length + uploads.length + photos.length + invoices.length;
  let done = 0;
  const step = async () => {
    done++;
    const progress = Math.min(99, Math.max(1, Math.round((100 * done) / total)));
    if (progress - row.progress >= 5) {
      row.progress = progress;
      await em.flush();
    }
  };

  try {
    addText('LISEZMOI.txt', readme(user.name, now, { thumbnails: thumbnails.length, uploads: uploads.length, photos: photos.length, invoices: invoices.length }));
    addText(
      'compte.json',
      JSON.stringify(
        {
          exportéLe: now.toISOString(),
          compte: { nom: user.name, email: user.email, crééLe: user.createdAt, adresseVérifiéeLe: user.emailVerifiedAt, dernièreConnexion: user.lastSignInAt, connexionGoogle: Boolean(user.googleSub), motDePasse: Boolean(user.passwordHash), doubleAuthentification: Boolean(user.mfaEnabledAt) },
          appareils: sessions.map((s) => ({ appareil: s.userAgent, adresseIP: s.ip, connectéLe: s.createdAt, dernièreActivité: s.lastUsedAt, fermeLe: s.revokedAt })),
          forfaits: periods.map((p) => ({ forfait: p.plan, du: p.startsAt, au: p.endsAt, origine: p.source })),
          commandes: orders.map((o) => ({ id: o.id, type: o.kind, produit: o.product, montantFCFA: o.amountXof, statut: o.status, moyen: o.paymentMethod, payéeLe: o.paidAt, crééeLe: o.createdAt })),
          factures: invoices.map((i) => ({ numéro: i.number, émiseLe: i.issuedAt, libellé: i.label, ttcFCFA: i.ttcXof, fichier: `factures/${i.number}.pdf` })),
          digitalMe: digitalMe ? { consentementLe: digitalMe.consentAt, versionDuTexte: digitalMe.consentVersion, statut: digitalMe.status, photos: photos.length } : null,
          miniatures: thumbnails.map((t) => ({ id: t.id, titre: t.title, prompt: t.prompt, style: t.style, crééeLe: t.createdAt, version: t.revision, dossier: `miniatures/${thumbFolder(t)}` })),
          imagesImportées: uploads.map((a) => ({ id: a.id, nomDorigine: a.originalName, largeur: a.width, hauteur: a.height, importéeLe: a.createdAt, fichier: `images/${a.id}.${extOf(a.format)}` })),
          demandesSurVosDonnées: requests.map((r) => ({ type: r.kind, demandéeLe: r.requestedAt, traitéeLe: r.answeredAt })),
          équipe: {
            membreDe: membership ? { titulaire: membership.owner.name, depuis: membership.createdAt } : null,
            membres: members.map((m) => ({ nom: m.member.name, email: m.member.email, depuis: m.createdAt })),
            invitations: invitations.map((i) => ({ email: i.email, envoyéeLe: i.createdAt, valableJusquau: i.expiresAt, acceptéeLe: i.acceptedAt, annuléeLe: i.revokedAt })),
          },
        },
        null,
        2,
      ),
    );
    addText('credits.csv', ledgerCsv(ledger));
    await step();
    for (const t of thumbnails) {
      const folder = `miniatures/${thumbFolder(t)}`;
      addText(`${folder}/design.json`, JSON.stringify(t.design ?? null, null, 2));
      await addFile(`${folder}/miniature.jpg`, t.jpegKey);
      await step();
    }
    for (const a of uploads) {
      await addFile(`images/${a.id}.${extOf(a.format)}`, a.key);
      await step();
    }
    for (const p of photos) {
      await addFile(`digitalme/${p.id}.${extOf(p.asset.format)}`, p.asset.key);
      await step();
    }
    for (const i of invoices) {
      const ready = await ensureInvoicePdf(em, storage, i.id);
      await addFile(`factures/${i.number}.pdf`, ready.pdfKey);
      await step();
    }
    zip.end();
    const { size } = await stored;
    await em.transactional(async (tx) => {
      const fresh = await tx.findOneOrFail(DataExport, row.id, { refresh: true });
      Object.assign(fresh, { status: 'ready', progress: 100, fileKey: key, bytes: size, readyAt: now, expiresAt: new Date(now.getTime() + EXPORT_VALID_DAYS * DAY_MS), error: null });
      tx.create(PrivacyRequest, { user: userId, kind: 'export', emailHash: emailHash(user.email), requestedAt: row.createdAt, answeredAt: now, detail: { thumbnails: thumbnails.length, uploads: uploads.length, digitalMePhotos: photos.length, invoices: invoices.length, bytes: size } });
      await queueMail(tx, {
        queue: deps.queue,
        brand: deps.brand,
        to: user.email,
        template: { kind: 'data-export-ready', name: user.name, link: `${deps.brand.publicUrl}/espace#confidentialite`, until: new Date(now.getTime() + EXPORT_VALID_DAYS * DAY_MS), bytes: size },
      });
    });
  } catch (err) {
    zip.terminate();
    out.destroy();
    await stored.catch(() => undefined);
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The job gave up on every attempt: the export is failed, and can be asked again. */
export async function failExport(em: EntityManager, exportId: string, message: string): Promise<void> {
  await em.nativeUpdate(DataExport, { id: exportId, status: { $in: ['pending', 'running'] } }, { status: 'failed', error: message.slice(0, 300) });
}

async function allLedger(em: EntityManager, userId: string): Promise<LedgerRow[]> {
  const rows: LedgerRow[] = [];
  let before: { at: Date; id: string } | undefined;
  for (;;) {
    const page = await creditHistory(em, userId, before);
    rows.push(...page.rows);
    if (!page.more) return rows;
    const last = page.rows.at(-1)!;
    before = { at: new Date(last.at), id: last.id };
  }
}

const thumbFolder = (t: { id: string; title: string }) => `${fileSlug(t.title)}-${t.id.slice(0, 8)}`;
const extOf = (format: string | null | undefined) => (format === 'png' ? 'png' : format === 'webp' ? 'webp' : 'jpg');

function readme(name: string, now: Date, n: { thumbnails: number; uploads: number; photos: number; invoices: number }): string {
  const date = formatDayTime(now);
  return [
    `Vos données MiniaLab — ${name}, exportées le ${date}`,
    '',
    'compte.json : votre compte, vos appareils connectés, vos forfaits, commandes et factures, votre consentement DigitalMe, vos demandes sur vos données.',
    'credits.csv : chaque mouvement de crédits (reçus, dépensés, rendus), à ouvrir dans un tableur.',
    `miniatures/ : vos ${n.thumbnails} miniature(s), chacune dans son dossier avec son image (miniature.jpg) et sa composition (design.json).`,
    `images/ : les ${n.uploads} image(s) que vous avez importée(s), telles que nous les gardons (sans leurs métadonnées EXIF et GPS, retirées dès l’import).`,
    `digitalme/ : les ${n.photos} photo(s) de votre DigitalMe.`,
    `factures/ : vos ${n.invoices} facture(s) en PDF.`,
    '',
    'Ce fichier contient des données personnelles, dont vos photos : gardez-le en lieu sûr.',
    '',
  ].join('\r\n');
}

/** GET /files/donnees/:id.zip — the owner's export while it is valid (server/files/serve.ts checks the owner). */
export async function findDataExportFile(id: string, em: EntityManager, userId: string, now = new Date()): Promise<{ key: string | null; downloadName: string } | null> {
  const e = await em.findOne(DataExport, { id, user: userId, status: 'ready' });
  if (!e || !e.expiresAt || e.expiresAt <= now) return null;
  return { key: e.fileKey ?? null, downloadName: dataExportFileName(e.readyAt ?? now) };
}

/** `minialab-mes-donnees-2026-03-14.zip`: the day it was made, in Dakar. */
function dataExportFileName(readyAt: Date): string {
  return `minialab-mes-donnees-${dakarIsoDay(readyAt)}.zip`;
}

/** The daily pass: exports past their 7 days lose their file (the row stays, as « expiré »). Returns how many. */
export async function purgeExpiredExports(em: EntityManager, storage: Storage, now = new Date()): Promise<number> {
  const old = await em.find(DataExport, { status: 'ready', expiresAt: { $lte: now }, fileKey: { $ne: null } });
  for (const e of old) {
    await storage.delete(e.fileKey!);
    e.fileKey = null;
  }
  await em.flush();
  return old.length;
}
