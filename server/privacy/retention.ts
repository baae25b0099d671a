// The retention periods of the privacy policy, enforced by the system: a
// daily pg-boss cron job (`privacy.retention`) runs each rule; `npm run retention -- --dry-run`
// prints what the next run would delete. Each rule counts what is due at `now` and deletes it.
// Files: a file no row points to goes a day after it was written; a row whose file is gone is never
// deleted (storage may only be briefly unreachable): drawn again from its design, or reported.
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailVerification } from '../auth/email-verification.entity';
import { EmailChange } from '../account/email-change.entity';
import { MfaChallenge } from '../auth/mfa-challenge.entity';
import { PasswordReset } from '../auth/password-reset.entity';
import { Session } from '../auth/session.entity';
import { SignInCode } from '../auth/sign-in-code.entity';
import { User } from '../db/user.entity';
import { Invoice } from '../billing/invoice.entity';
import { RefusedNotification } from '../billing/refused-notification.entity';
import type { Storage } from '../files/storage';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { SUPPORT_KEEP_YEARS } from '../support/service';
import { SupportRequest } from '../support/support-request.entity';
import { closeAccount } from './closure';
import { DataExport } from './data-export.entity';
import { purgeExpiredExports } from './export';
import { orphanFiles, rowsMissingFiles, type RowMissingFiles } from './stored-files';
import { countStaleAnalyses, deleteStaleAnalyses } from './stale-analyses';
import { enqueueRenderFile } from '../studio/jobs/queues';
import { Thumbnail } from '../studio/thumbnail.entity';
import { ThumbnailVersion } from '../studio/version.entity';
import type { VersionKind } from '../../shared/schemas/history';
import { DAY_MS } from '../../shared/format';


export const RETENTION = {
  /** Accounts unused this long are closed (DECISIONS « Privacy and retention »: 3 years)… */
  inactiveYears: 3,
  /** …after an e-mail this many days before. */
  warnDays: 30,
  /** Refused payment notifications are kept this long (for an operator looking into a dispute). */
  refusedNotificationDays: 30,
  /** Spent or expired sign-in codes, links and challenges go a day after they stop working. */
  spentTokenDays: 1,
  /** Ended sessions are kept this long after they end (the « devices » list, investigations). */
  endedSessionDays: 30,
};

export interface RetentionDeps {
  em: EntityManager;
  storage: Storage;
  queue: JobQueue;
  brand: MailBrand & { publicUrl: string };
  log: Pick<Logger, 'info' | 'error'>;
}

/** What counting needs: no queue, no mail (the dry run of `npm run retention` has neither). */
export type DueDeps = Pick<RetentionDeps, 'em' | 'storage' | 'log'>;

export interface RetentionRule {
  name: string;
  /** What a run at `now` would delete (or do), without doing it; rules acting on files log each one. */
  due(deps: DueDeps, now: Date): Promise<number>;
  run(deps: RetentionDeps, now: Date): Promise<number>;
}

const yearsBefore = (now: Date, years: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};
/** The last sign-in, or the sign-up for an account never signed in since. */
const lastSeenBefore = (date: Date) => ({ $or: [{ lastSignInAt: { $lt: date } }, { lastSignInAt: null, createdAt: { $lt: date } }] });

export const RETENTION_RULES: RetentionRule[] = [
  {
    name: 'comptes inactifs : avertissement 30 jours avant',
    async due({ em }, now) {
      return em.count(User, warnWhere(now));
    },
    async run(deps, now) {
      const users = await deps.em.find(User, warnWhere(now), { limit: 500 });
      for (const user of users) {
        await deps.em.transactional(async (tx) => {
          const u = await tx.findOneOrFail(User, user.id);
          u.inactivityWarnedAt = now;
          const lastSeen = u.lastSignInAt ?? u.createdAt;
          const closesOn = new Date(Math.max(now.getTime() + RETENTION.warnDays * DAY_MS, yearsBefore(lastSeen, -RETENTION.inactiveYears).getTime()));
          await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: u.email, template: { kind: 'inactive-warning', name: u.name, closesOn, signInLink: `${deps.brand.publicUrl}/connexion` } });
        });
      }
      return users.length;
    },
  },
  {
    name: 'comptes inactifs depuis 3 ans : fermés',
    async due({ em }, now) {
      return em.count(User, closeWhere(now));
    },
    async run(deps, now) {
      const users = await deps.em.find(User, closeWhere(now), { limit: 200, fields: ['id'] });
      for (const u of users) await closeAccount({ ...deps, em: deps.em.fork() }, u.id, now, 'inactivity');
      return users.length;
    },
  },
  {
    name: 'factures de plus de 10 ans',
    async due({ em }, now) {
      return em.count(Invoice, { retainUntil: { $lte: now } });
    },
    async run(deps, now) {
      const old = await deps.em.find(Invoice, { retainUntil: { $lte: now } });
      for (const invoice of old) {
        if (invoice.pdfKey) await deps.storage.delete(invoice.pdfKey);
        deps.em.remove(invoice);
      }
      await deps.em.flush();
      return old.length;
    },
  },
  {
    name: 'notifications de paiement refusées de plus de 30 jours',
    async due({ em }, now) {
      return em.count(RefusedNotification, { lastAt: { $lt: new Date(now.getTime() - RETENTION.refusedNotificationDays * DAY_MS) } });
    },
    async run(deps, now) {
      return deps.em.nativeDelete(RefusedNotification, { lastAt: { $lt: new Date(now.getTime() - RETENTION.refusedNotificationDays * DAY_MS) } });
    },
  },
  {
    name: 'codes, liens et défis expirés',
    async due({ em }, now) {
      const before = new Date(now.getTime() - RETENTION.spentTokenDays * DAY_MS);
      const counts = await Promise.all([SignInCode, PasswordReset, EmailVerification, EmailChange, MfaChallenge].map((entity) => em.count(entity as typeof SignInCode, { expiresAt: { $lt: before } })));
      return counts.reduce((a, b) => a + b, 0);
    },
    async run(deps, now) {
      const before = new Date(now.getTime() - RETENTION.spentTokenDays * DAY_MS);
      let n = 0;
      for (const entity of [SignInCode, PasswordReset, EmailVerification, EmailChange, MfaChallenge]) n += await deps.em.nativeDelete(entity as typeof SignInCode, { expiresAt: { $lt: before } });
      return n;
    },
  },
  {
    name: 'sessions terminées depuis plus de 30 jours',
    async due({ em }, now) {
      return em.count(Session, endedWhere(now));
    },
    async run(deps, now) {
      return deps.em.nativeDelete(Session, endedWhere(now));
    },
  },
  {
    name: 'compteurs de limites de débit expirés',
    async due({ em }, now) {
      const [row] = await em.execute<Array<{ n: string }>>('select count(*) as n from rate_limits where expire is not null and expire < ?', [now.getTime()]);
      return Number(row?.n ?? 0);
    },
    async run(deps, now) {
      const res = await deps.em.execute('delete from rate_limits where expire is not null and expire < ?', [now.getTime()], 'run');
      return Number((res as { affectedRows?: number }).affectedRows ?? 0);
    },
  },
  {
    name: 'demandes au support de plus de 2 ans',
    async due({ em }, now) {
      return em.count(SupportRequest, { createdAt: { $lt: yearsBefore(now, SUPPORT_KEEP_YEARS) } });
    },
    async run(deps, now) {
      return deps.em.nativeDelete(SupportRequest, { createdAt: { $lt: yearsBefore(now, SUPPORT_KEEP_YEARS) } });
    },
  },
  {
    name: 'archives « mes données » de plus de 7 jours',
    async due({ em }, now) {
      return em.count(DataExport, { status: 'ready', expiresAt: { $lte: now }, fileKey: { $ne: null } });
    },
    async run(deps, now) {
      return purgeExpiredExports(deps.em, deps.storage, now);
    },
  },
  {
    name: 'analyses de photos faites par une ancienne version des modèles, que plus rien ne dessine',
    async due({ em }) {
      return countStaleAnalyses(em);
    },
    async run(deps) {
      return deleteStaleAnalyses(deps);
    },
  },
  {
    // Never a deletion: storage may only be briefly unreachable, and the row is what the user owns.
    name: 'lignes dont le fichier manque (miniatures redessinées, autres signalées, rien supprimé)',
    async due(deps) {
      return missingFilesPass(deps, null);
    },
    async run(deps) {
      return missingFilesPass(deps, deps.queue);
    },
  },
  {
    // Last: the rules above delete rows with their files, never a file still named by a row.
    name: 'fichiers qu’aucune ligne ne désigne, écrits il y a plus d’un jour',
    async due({ em, storage, log }, now) {
      let n = 0;
      for await (const file of orphanFiles(em, storage, now)) {
        log.info({ key: file.key, size: file.size, modifiedAt: file.modifiedAt, dryRun: true }, 'orphan file; the next run deletes it');
        n++;
      }
      return n;
    },
    async run({ em, storage, log }, now) {
      let n = 0;
      for await (const file of orphanFiles(em, storage, now)) {
        await storage.delete(file.key);
        log.info({ key: file.key, size: file.size, modifiedAt: file.modifiedAt }, 'orphan file deleted');
        n++;
      }
      return n;
    },
  },
];

type Remedy = { kind: 'redraw'; thumbnailId: string; revision: number; version?: VersionKind } | { kind: 'covered' } | { kind: 'report' };

/**
 * What to do for a row whose file is gone: a ready thumbnail with its design is drawn again (so is
 * the current version of one, which shares its files); a version whose files are the thumbnail's
 * own goes with it; anything else (uploads, exports, invoices, an old version…) is reported.
 */
async function remedyOf(em: EntityManager, row: RowMissingFiles): Promise<Remedy> {
  const redrawable = async (thumbnailId: string): Promise<Remedy | null> => {
    const t = await em.findOne(Thumbnail, thumbnailId, { fields: ['status', 'design', 'revision'] });
    if (!t?.design || t.status !== 'ready') return null;
    const version = await em.findOne(ThumbnailVersion, { thumbnail: t.id, revision: t.revision }, { fields: ['kind'] });
    return { kind: 'redraw', thumbnailId: t.id, revision: t.revision, version: version?.kind };
  };
  if (row.entity === 'Thumbnail') return (await redrawable(row.id)) ?? { kind: 'report' };
  if (row.entity === 'ThumbnailVersion') {
    const v = await em.findOne(ThumbnailVersion, row.id, { fields: ['revision', 'thumbnail'] });
    const t = v ? await em.findOne(Thumbnail, v.thumbnail.id, { fields: ['revision', 'jpegKey', 'previewKey'] }) : null;
    if (!v || !t || v.revision !== t.revision) return { kind: 'report' };
    // The thumbnail names the same lost file: it is found missing too and drawn again, this row with it.
    if (row.missing.some((k) => k === t.jpegKey || k === t.previewKey)) return { kind: 'covered' };
    return (await redrawable(t.id)) ?? { kind: 'report' };
  }
  return { kind: 'report' };
}

/**
 * Rows whose file is gone from storage: counted, each logged with its id; with a `queue` (a real
 * run) a ready thumbnail is queued to be drawn again from its design. No row is ever deleted.
 */
async function missingFilesPass(deps: DueDeps, queue: JobQueue | null): Promise<number> {
  let redrawn = 0;
  let reported = 0;
  for await (const row of rowsMissingFiles(deps.em, deps.storage)) {
    const remedy = await remedyOf(deps.em, row);
    if (remedy.kind === 'covered') continue;
    const facts = { entity: row.entity, id: row.id, missing: row.missing, dryRun: !queue };
    if (remedy.kind === 'redraw') {
      if (queue) await enqueueRenderFile(deps.em, queue, { purpose: 'repair', thumbnailId: remedy.thumbnailId, target: 'hd', revision: remedy.revision, version: remedy.version });
      deps.log.info({ ...facts, thumbnailId: remedy.thumbnailId }, queue ? 'stored file missing; thumbnail redrawn from its design' : 'stored file missing; the next run redraws the thumbnail');
      redrawn++;
    } else {
      deps.log.error(facts, 'stored file missing; row kept, reported');
      reported++;
    }
  }
  if (redrawn + reported > 0) deps.log.info({ redrawn, reported, dryRun: !queue }, 'rows whose stored file is missing');
  return redrawn + reported;
}

function warnWhere(now: Date) {
  // Unused for 3 years less 30 days, and not warned yet (a sign-in clears the warning: server/auth/sign-in.ts).
  const limit = new Date(yearsBefore(now, RETENTION.inactiveYears).getTime() + RETENTION.warnDays * DAY_MS);
  return { $and: [lastSeenBefore(limit), { inactivityWarnedAt: null }] };
}

function closeWhere(now: Date) {
  // Unused for 3 years, and warned at least 30 days ago.
  return { $and: [lastSeenBefore(yearsBefore(now, RETENTION.inactiveYears)), { inactivityWarnedAt: { $lte: new Date(now.getTime() - RETENTION.warnDays * DAY_MS) } }] };
}

function endedWhere(now: Date) {
  const before = new Date(now.getTime() - RETENTION.endedSessionDays * DAY_MS);
  return { $or: [{ revokedAt: { $lt: before } }, { expiresAt: { $lt: before } }] };
}

/** One pass: each rule in order; `dryRun` only counts. Returns the count per rule. */
export async function runRetention(deps: RetentionDeps, now = new Date(), dryRun = false): Promise<Array<{ rule: string; count: number }>> {
  const report: Array<{ rule: string; count: number }> = [];
  for (const rule of RETENTION_RULES) {
    const em = deps.em.fork();
    try {
      const count = dryRun ? await rule.due({ ...deps, em }, now) : await rule.run({ ...deps, em }, now);
      report.push({ rule: rule.name, count });
    } catch (err) {
      // One rule failing (storage briefly unreachable) does not stop the others; tomorrow's run retries it.
      deps.log.error({ err, rule: rule.name }, 'retention rule failed');
      report.push({ rule: rule.name, count: -1 });
    }
  }
  deps.log.info({ dryRun, report }, 'retention pass');
  return report;
}
