import type { PgBoss } from 'pg-boss';
import type { RateLimits } from './auth/rate-limit';
import type { PaymentProvider } from './billing/providers/types';
import type { SecretBox } from './auth/secret-box';
import type { Config } from './config';
import type { Orm } from './orm';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './log';
import type { MailTransport } from './mail/transport';
import type { Storage } from './files/storage';
import type { ImageEngine } from './image-engines/engine';
import type { StatusEvents } from './realtime/status-events';

/** What one running process holds: passed to the tRPC context, job handlers and scripts. */
export interface AppServices {
  config: Config;
  log: Logger;
  orm: Orm;
  boss: PgBoss;
  queue: JobQueue;
  storage: Storage;
  engine: ImageEngine;
  limits: RateLimits;
  mail: MailTransport;
  /** The payment gateway chosen by PAYMENT_PROVIDER. */
  payments: PaymentProvider;
  /** Encrypts secrets stored in the database (TOTP). */
  secrets: SecretBox;
  /** Signs the short-lived file links (server/files/signed-links.ts), derived from the same key. */
  fileLinkKey: Uint8Array;
  /** The key of the development outbox page, new at each start and printed in the log (server/mail/outbox-page.ts). */
  outboxKey: string;
  /** Present in web processes, which serve live status subscriptions. */
  statusEvents?: StatusEvents;
}
