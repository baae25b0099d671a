import nodemailer from 'nodemailer';
import type { Logger } from '../log';
import type { MailTransport } from '../ports';

// The interfaces are the kernel's (server/ports.ts); their importers keep finding them here.
export type { MailTransport, OutgoingMail } from '../ports';

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
