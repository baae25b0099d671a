import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../jobs/queue';
import { MailMessage, type IMailMessage, type MailAttachment } from './mail-message.entity';
import { renderMail, type MailBrand, type MailTemplate } from './templates';

/**
 * Writes the e-mail and enqueues its delivery in the caller's transaction: it goes out only if the
 * action that caused it commits.
 */
export async function queueMail(
  em: EntityManager,
  args: { queue: JobQueue; brand: MailBrand; to: string; template: MailTemplate; attachments?: MailAttachment[] },
): Promise<IMailMessage> {
  const rendered = renderMail(args.template, args.brand);
  const message = em.create(MailMessage, { to: args.to, kind: args.template.kind, ...rendered, attachments: args.attachments ?? null, status: 'queued' });
  await em.flush();
  await args.queue.enqueue(em, 'mail.send', { messageId: message.id });
  return message;
}

export async function recentOutbox(em: EntityManager, limit = 50): Promise<IMailMessage[]> {
  return em.find(MailMessage, {}, { orderBy: { createdAt: 'desc' }, limit });
}
