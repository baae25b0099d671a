import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { MailMessage } from '../mail-message.entity';

const RETRY_LIMIT = 6;

/**
 * Delivers one queued e-mail. Idempotent: a message already sent (or kept in the outbox) is not sent
 * again. SMTP errors are retried with backoff; after the last try the message is marked failed.
 */
export const sendMailJob = defineJob({
  name: 'mail.send',
  schema: z.object({ messageId: z.uuid() }),
  queue: { retryLimit: RETRY_LIMIT, retryDelay: 2, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
  async handler({ messageId }, ctx) {
    const em = ctx.orm.em.fork();
    const message = await em.findOne(MailMessage, messageId);
    if (!message || message.status === 'sent' || message.status === 'stored') return;
    message.attempts += 1;
    try {
      const attachments = [];
      for (const file of message.attachments ?? []) {
        const stored = await ctx.storage.open(file.storageKey);
        if (!stored) throw new Error(`attachment ${file.storageKey} is missing`);
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
        attachments.push({ filename: file.filename, contentType: file.contentType, content: Buffer.concat(chunks) });
      }
      await ctx.mail.send({ from: ctx.config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text, html: message.html, attachments });
    } catch (err) {
      message.error = String((err as Error).message ?? err).slice(0, 500);
      if (ctx.retryCount >= RETRY_LIMIT) message.status = 'failed';
      await em.flush();
      throw err;
    }
    await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(MailMessage, messageId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      locked.status = ctx.mail.id === 'smtp' ? 'sent' : 'stored';
      locked.transport = ctx.mail.id;
      locked.attempts = message.attempts;
      locked.error = null;
      locked.sentAt = new Date();
    });
    ctx.log.info({ messageId, kind: message.kind, transport: ctx.mail.id }, 'e-mail delivered');
  },
});
