// Closing an account (a right of the privacy policy): the account, its sessions, thumbnails, uploads, DigitalMe
// and every file go at once; invoices stay 10 years with the customer identity printed on them (their
// user reference is set to null, the rest of the row is the legal record); the sign-up gift is not
// given again to the same address (its claim is keyed by a hash of the address, not by the account).
// A confirmation e-mail says what was deleted and what is kept and why; the request is logged with
// the date it was answered.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findPlan } from '../../shared/plans';
import { emailHash, PrivacyRequest } from '../db/privacy-request.entity';
import { User } from '../db/user.entity';
import { Invoice } from '../billing/invoice.entity';
import { SubscriptionPeriod } from '../billing/subscription-period.entity';
import { DigitalMePhoto } from '../digitalme/digitalme.entity';
import { userFolders } from '../files/keys';
import type { Storage } from '../files/storage';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { Asset } from '../files/asset.entity';
import { Thumbnail } from '../studio/thumbnail.entity';
import { TeamMember } from '../billing/team.entity';
import { endTeam } from '../billing/team-membership';

/** What closing would do, for the page's warnings: a paid period left (no refund), what goes, what stays. */
export interface ClosureInfo {
  paidUntil: string | null;
  planName: string | null;
  thumbnails: number;
  uploads: number;
  digitalMePhotos: number;
  invoices: number;
  hasPassword: boolean;
  /** Members of the user's team, who lose its features and credits when it ends with the account. */
  teamMembers: number;
}

export async function closureInfo(em: EntityManager, userId: string, now = new Date()): Promise<ClosureInfo> {
  const user = await em.findOneOrFail(User, userId);
  const [period, thumbnails, uploads, digitalMePhotos, invoices, teamMembers] = await Promise.all([
    em.findOne(SubscriptionPeriod, { subscription: { user: userId }, startsAt: { $lte: now }, endsAt: { $gt: now } }, { orderBy: { endsAt: 'desc' } }),
    em.count(Thumbnail, { user: userId }),
    em.count(Asset, { user: userId, kind: 'upload', $or: [{ purpose: null }, { purpose: { $ne: 'digitalme' } }] }),
    em.count(DigitalMePhoto, { user: userId }),
    em.count(Invoice, { user: userId }),
    em.count(TeamMember, { owner: userId }),
  ]);
  return {
    paidUntil: period ? period.endsAt.toISOString() : null,
    planName: period ? (findPlan(period.plan)?.name ?? null) : null,
    thumbnails,
    uploads,
    digitalMePhotos,
    invoices,
    hasPassword: Boolean(user.passwordHash),
    teamMembers,
  };
}

export interface ClosureDeps {
  em: EntityManager;
  storage: Storage;
  queue: JobQueue;
  brand: MailBrand;
  log: Pick<Logger, 'info' | 'error'>;
}

/**
 * Deletes the account and everything of it but its invoices, in one transaction, then its files.
 * Returns what was deleted. The caller has checked who is asking (password or a recent sign-in).
 */
export async function closeAccount(deps: ClosureDeps, userId: string, now = new Date(), reason: 'request' | 'inactivity' = 'request'): Promise<Record<string, number>> {
  const { em, storage } = deps;
  const detail = await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const info = await closureInfo(tx, userId, now);
    const counted = { thumbnails: info.thumbnails, uploads: info.uploads, digitalMePhotos: info.digitalMePhotos, invoicesKept: info.invoices };
    // The confirmation goes to the address before it is gone; it is sent by the mail queue after commit.
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: user.email, template: { kind: 'account-closed', name: user.name, ...counted, when: now, reason } });
    // The team ends with its owner: members are told, keep their accounts, lose its features and credits.
    await endTeam(tx, deps, userId, 'owner_closed', now);
    tx.create(PrivacyRequest, { user: null, kind: 'closure', emailHash: emailHash(user.email), requestedAt: now, answeredAt: now, detail: reason === 'inactivity' ? { ...counted, inactivity: 1 } : counted });
    await tx.flush();
    // Sessions, thumbnails, assets, DigitalMe, the ledger, the subscription cascade from the user row;
    // orders and invoices keep their rows with the user reference set to null.
    await tx.nativeDelete(User, { id: userId });
    return counted;
  });
  // Files once the rows are gone: a failure here leaves orphans the daily retention pass removes, never a row without its file.
  let files = 0;
  for (const folder of userFolders(userId)) {
    for (const file of await storage.list(folder).catch(() => [])) {
      try {
        await storage.delete(file.key);
        files++;
      } catch (err) {
        deps.log.error({ err, key: file.key }, 'account closed, but a file could not be deleted');
      }
    }
  }
  deps.log.info({ ...detail, files }, 'account closed');
  return { ...detail, files };
}
