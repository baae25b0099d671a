import nodemailer from 'nodemailer';
import type { Logger } from '../log';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** How e-mail leaves: real SMTP, or (no SMTP configured) kept in the database outbox and logged. */
export interface MailTransport {
  id: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    id: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Local default: nothing leaves the machine; the message is in `mail_messages` and in the log. */
export function outboxTransport(log: Logger): MailTransport {
  return {
    id: 'outbox',
    async send(mail) {
      log.info({ to: mail.to, subject: mail.subject, text: mail.text, attachments: mail.attachments?.map((a) => a.filename) }, 'e-mail kept in the local outbox (no SMTP_URL)');
    },
    close: () => undefined,
  };
}
