import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';

export interface MailAttachment {
  filename: string;
  contentType: string;
  storageKey: string;
}

export const MAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;

/**
 * Every e-mail we send, written in the same transaction as the action that causes it (outbox):
 * a rolled-back sign-up sends nothing, and a committed one is delivered by the `mail.send` job.
 * Without SMTP, messages stay here (status `stored`) and show in the development outbox.
 */
export const MailMessage = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_messages',
  indexes: [{ properties: ['to', 'createdAt'] }],
  properties: {
    ...baseProperties,
    to: p.string().length(254),
    kind: p.string().length(32),
    subject: p.string().length(200),
    text: p.text(),
    html: p.text(),
    /** Files sent with the message, read from storage when it goes out (an invoice PDF). */
    attachments: p.json<MailAttachment[]>().nullable(),
    status: p.enum(MAIL_STATUSES).default('queued'),
    transport: p.string().length(16).nullable(),
    attempts: p.integer().default(0),
    error: p.string().length(500).nullable(),
    sentAt: p.datetime().nullable(),
  },
});
export type IMailMessage = InferEntity<typeof MailMessage>;
