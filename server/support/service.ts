// Support from Mon espace: a request is stored, e-mailed to the support
// address (Master's flagged priority, in the row, the subject and the operator's list), answered by
// an operator with `npm run support -- reply <id> "texte"`; the answer is e-mailed and shown in
// Mon espace. Kept 2 years (server/privacy/retention.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { planHas } from '../../shared/plans';
import { User } from '../db/user.entity';
import { featurePlan } from '../billing/subscriptions';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { Thumbnail } from '../studio/thumbnail.entity';
import { SupportRequest, type ISupportRequest } from './support-request.entity';

export const SUPPORT_KEEP_YEARS = 2;

export interface SupportDeps {
  em: EntityManager;
  queue: JobQueue;
  brand: MailBrand & { publicUrl: string };
}

export interface SupportView {
  id: string;
  reference: string;
  subject: string;
  message: string;
  thumbnailTitle: string | null;
  priority: boolean;
  createdAt: string;
  answer: string | null;
  answeredAt: string | null;
}

/** A short reference the user and the operator can quote (« DEM-3F2A9C1B »). */
export const referenceOf = (id: string) => `DEM-${id.slice(0, 8).toUpperCase()}`;

export function supportView(r: ISupportRequest, thumbnailTitle: string | null): SupportView {
  return { id: r.id, reference: referenceOf(r.id), subject: r.subject, message: r.message, thumbnailTitle, priority: r.priority, createdAt: r.createdAt.toISOString(), answer: r.answer ?? null, answeredAt: r.answeredAt?.toISOString() ?? null };
}

export async function sendSupportRequest(deps: SupportDeps, userId: string, input: { subject: string; message: string; thumbnailId?: string | undefined }): Promise<SupportView> {
  return deps.em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId);
    const thumbnail = input.thumbnailId ? await tx.findOne(Thumbnail, { id: input.thumbnailId, user: userId }) : null;
    if (input.thumbnailId && !thumbnail) throw new AppError('NOT_FOUND', 'support: thumbnail not found', { resource: 'thumbnail' });
    const plan = await featurePlan(tx, userId);
    const priority = planHas(plan, 'priority_support');
    const row = tx.create(SupportRequest, { user: userId, name: user.name, email: user.email, subject: input.subject, message: input.message, thumbnail: thumbnail?.id ?? null, priority });
    await tx.flush();
    await queueMail(tx, {
      queue: deps.queue,
      brand: deps.brand,
      to: deps.brand.supportEmail,
      template: { kind: 'support-request', name: 'équipe support', reference: referenceOf(row.id), priority, from: `${user.name} <${user.email}>`, plan: plan ?? 'aucun', subject: input.subject, message: input.message, thumbnail: thumbnail ? `${thumbnail.title} (${thumbnail.id})` : null },
    });
    return supportView(row, thumbnail?.title ?? null);
  });
}

export async function mySupportRequests(em: EntityManager, userId: string): Promise<SupportView[]> {
  const rows = await em.find(SupportRequest, { user: userId }, { orderBy: { createdAt: 'desc' }, limit: 50, populate: ['thumbnail'] });
  return rows.map((r) => supportView(r, r.thumbnail?.title ?? null));
}

/** The operator's answer: stored, e-mailed to the user (to the address copied on the request), shown in Mon espace. */
export async function answerSupportRequest(deps: SupportDeps, idOrReference: string, answer: string, operator: string): Promise<ISupportRequest> {
  return deps.em.transactional(async (tx) => {
    const prefix = idOrReference.replace(/^DEM-/i, '').toLowerCase();
    const ids = /^[0-9a-f]{8}$/.test(prefix)
      ? (await tx.execute<Array<{ id: string }>>('select id from support_requests where id::text like ?', [`${prefix}%`])).map((r) => r.id)
      : /^[0-9a-f-]{36}$/.test(prefix)
        ? [prefix]
        : [];
    const matches = ids.length > 0 ? await tx.find(SupportRequest, { id: { $in: ids } }) : [];
    if (matches.length !== 1) throw new AppError('NOT_FOUND', `support request ${idOrReference}: ${matches.length} match`, { resource: 'support' });
    const row = matches[0]!;
    row.answer = answer;
    row.answeredAt = new Date();
    row.answeredBy = operator;
    await tx.flush();
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: row.email, template: { kind: 'support-answer', name: row.name, reference: referenceOf(row.id), subject: row.subject, answer, link: `${deps.brand.publicUrl}/espace#support` } });
    return row;
  });
}

export async function openSupportRequests(em: EntityManager): Promise<ISupportRequest[]> {
  return em.find(SupportRequest, { answeredAt: null }, { orderBy: { priority: 'desc', createdAt: 'asc' } });
}
