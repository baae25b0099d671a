// The kernel's list of what a process holds, and the interfaces it names: one per kind of outside
// service (storage, mail, image engine, payment gateway, rate limits, secret box), the queue and the
// live events (both kernel files). Interfaces only; each implementation sits in its seam or domain
// (server/files/storage.ts, server/mail/transport.ts, server/image-engines/engine.ts,
// server/billing/providers/, server/auth/rate-limit.ts, server/auth/secret-box.ts), which re-exports
// its interface, so this file imports nothing above the kernel.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PgBoss } from 'pg-boss';
import type { Readable } from 'node:stream';
import type { Design, StyleId } from '../shared/engine/model/design';
import type { LayoutInput } from '../shared/engine/layout/layout';
import type { Config } from './config';
import type { Logger } from './log';
import type { LiveEvents } from './realtime/bus';

/** The ORM of a process; server/orm.ts makes it from the entity list. */
export type Orm = MikroORM;

/**
 * Each job's payload by job name, as `enqueue` takes it. Empty here: server/jobs/queue.ts declares the
 * registry's jobs into it (TypeScript merges the two declarations), so the kernel's list names the
 * queue without importing the jobs.
 */
export interface JobPayloads {}
export type JobName = keyof JobPayloads;
export type JobPayload<N extends JobName> = JobPayloads[N];

/** Enqueues a job in the caller's transaction (server/jobs/queue.ts makes it over pg-boss). */
export interface JobQueue {
  enqueue<N extends JobName>(em: EntityManager, name: N, data: JobPayload<N>, options?: { singletonKey?: string }): Promise<string>;
}

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
  /** Present in web processes, which serve the live subscriptions (thumbnail statuses, account and DigitalMe changes). */
  statusEvents?: LiveEvents;
}

// Files (server/files/storage.ts)

/** A file of the product, as `list` sees it. */
export interface StoredFile {
  key: string;
  size: number;
  /** When it was last written (an object store's LastModified): the retention pass leaves young files alone. */
  modifiedAt: Date;
}

/**
 * Where every file of the product lives (thumbnails, exports, engine images, uploads, invoices…),
 * named by the keys of server/files/keys.ts. Local disk by default (STORAGE=local); an object store
 * implements the same calls. Writes are atomic: a reader sees the old file or the whole new one.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Streams into a temporary file then renames it; over `maxBytes`, stops reading and throws TooLargeError. */
  putStream(key: string, data: Readable, opts?: { maxBytes?: number }): Promise<{ size: number }>;
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix` (a folder: ends with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every file whose key starts with `prefix` (a folder: ends with '/'), with its size and last write. */
  list(prefix: string): Promise<StoredFile[]>;
}

// E-mail (server/mail/transport.ts)

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

// Image engines (server/image-engines/engine.ts)

/**
 * What the studio decided before the engine runs (compose-plan.ts): the subjects, the brief's hints,
 * the user's images (cut-outs, background) and the brand's logo. Engines pass it to the layout.
 */
export type ComposeChoices = Pick<LayoutInput, 'subjects' | 'hints' | 'reaction' | 'tag' | 'logo' | 'background' | 'font' | 'channel'>;

export interface ComposeInput extends ComposeChoices {
  title: string;
  prompt: string;
  style: StyleId;
  seed: number;
  signal?: AbortSignal;
}

/** An image the engine made for the design; the job stores it and names it by `id` in the design. */
export interface EngineAsset {
  id: string;
  kind: 'ai-background' | 'ai-subject';
  png: Buffer;
  width: number;
  height: number;
}

export interface Composed {
  design: Design;
  assets: EngineAsset[];
}

/**
 * Generation engines sit behind this (IMAGE_ENGINE). Every engine ends in our own layout: image
 * models only ever make text-free backgrounds and subjects, the headline is always typeset by us.
 */
export interface ImageEngine {
  id: string;
  compose(input: ComposeInput): Promise<Composed>;
  /** Redraws a background for a tall frame (9:16) instead of cropping it; optional, best effort. */
  reframe?(png: Buffer, style: StyleId, signal?: AbortSignal): Promise<Buffer>;
  /**
   * An AI edit of a picture (clothes, an object in a photo), hosted engines only: the local engine
   * has none, and the studio then says this change needs the AI engine. Answers a PNG of the
   * input's size whose pixels outside the mask are the input's own, alpha included (the engine
   * composites the model's answer back through the mask itself: models treat a mask as a hint,
   * or take none). Throws ImageEngineError on a refusal or an outage.
   */
  editPicture?(input: PictureEdit): Promise<Buffer>;
  /**
   * A scene with the creator in it, drawn from reference photos of their DigitalMe (DECISIONS:
   * hosted engines under commercial terms only; the reference photos carry the identity, nothing
   * is trained). Hosted engines only: the local engine has none, and the studio then composes
   * « Moi » offline (server/studio/me/hosted-scene.ts decides). Answers a landscape PNG as the
   * model makes it (1536×1024 for OpenAI, 1344×768 for Gemini), text-free; the layout frames it.
   * Throws ImageEngineError on a refusal or an outage.
   */
  sceneWithPerson?(input: SceneWithPerson): Promise<Buffer>;
  /**
   * A Face Swap done by the hosted model (server/studio/face-swap/hosted-swap.ts decides and checks it):
   * the face under the mask redrawn as the person of the DigitalMe reference photos, through the
   * same mask compositing as `editPicture` (pixels outside the mask are the picture's own). Hosted
   * engines only; without it, or when it fails, the offline swap is made. Throws ImageEngineError.
   */
  swapFace?(input: FaceSwapEdit): Promise<Buffer>;
}

export interface FaceSwapEdit {
  /** The picture whose face is replaced (PNG; a cut-out keeps its transparency). */
  png: Buffer;
  /** Same size: opaque kept, transparent redone (the face's outline, feathered). */
  mask: Buffer;
  /** 1 to 3 JPEG photos of the DigitalMe's owner, the closest in pose first. */
  references: Buffer[];
  signal?: AbortSignal;
}

export interface SceneWithPerson {
  /** The user's brief (or the title when there is none); quoted into the prompt, never obeyed. */
  brief: string;
  /** 1 to 3 JPEG photos of the same person, the most telling first (hosted-scene.ts picks them). */
  references: Buffer[];
  style: StyleId;
  signal?: AbortSignal;
}

export interface PictureEdit {
  /** The picture to edit (PNG, JPEG or WebP; a cut-out keeps its transparency). */
  png: Buffer;
  /**
   * PNG of the same size: opaque pixels are kept, transparent ones redone, partly transparent ones
   * blended. Absent: the whole picture may change.
   */
  mask?: Buffer;
  /** The model's prompt (prompts.ts `buildEditPrompt`). */
  prompt: string;
  signal?: AbortSignal;
}

// Payment gateways (server/billing/providers/), DECISIONS.md « Payments »

/** The gateways PAYMENT_PROVIDER can name (server/config.ts). */
export type ProviderId = Config['PAYMENT_PROVIDER'];

export interface CheckoutRequest {
  /** Our order id (uuid), echoed back by the gateway as its custom data / client reference. */
  orderId: string;
  /** Whole francs CFA, tax included, from the catalogue. */
  amountXof: number;
  currency: 'XOF';
  /** French label of the line, e.g. « Forfait Premium — 30 jours ». */
  label: string;
  description: string;
  customer: { name: string; email: string };
  /** Where the gateway sends the payer after paying (already carries `?commande=<orderId>`). */
  successUrl: string;
  /** Where the gateway sends the payer after cancelling or failing. */
  cancelUrl: string;
  /** Our webhook endpoint for this provider: PUBLIC_URL/api/paiements/notification/<provider>. */
  callbackUrl: string;
}

export interface CheckoutSession {
  /** The hosted checkout page to send the browser to; null for the `none` provider. */
  url: string | null;
  /** The gateway's id of this payment (PayDunya token, Wave session id, sandbox id). */
  providerRef: string | null;
}

/** A notification exactly as it reached our endpoint: the raw bytes matter for signatures. */
export interface IncomingNotification {
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

export type PaymentStatus = 'paid' | 'pending' | 'failed' | 'cancelled';

/** The state of one payment at the gateway. */
export interface PaymentState {
  providerRef: string;
  /** Our order id as the gateway echoes it (custom data, client_reference), when it does. */
  orderId: string | null;
  status: PaymentStatus;
  /** Whole units of `currency` as the gateway reports them. */
  amount: number;
  currency: string;
  /** How the payer paid, in French when known: « Wave », « Orange Money », « Carte bancaire »… */
  method: string | null;
}

export interface VerifiedNotification {
  providerRef: string;
  /**
   * The payment's state when the notification itself is authenticated end to end (an HMAC over the
   * whole body). Null when the message only proves it comes from the gateway (PayDunya's hash):
   * the service then calls `confirm`.
   */
  state: PaymentState | null;
}

export interface PaymentProvider {
  id: ProviderId;
  /** Shown on invoices and in the personal space: « PayDunya », « Wave », « Mode test ». */
  label: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Returns null when the notification cannot be proven to come from the gateway (bad or missing
   * signature, stale timestamp, wrong hash, malformed body). Never throws for a forged message.
   */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null>;
  /** Asks the gateway for the true state of a payment (throws ProviderError when unreachable). */
  confirm(providerRef: string): Promise<PaymentState>;
  /** Where the gateway supports it. */
  refund?(providerRef: string, amountXof: number): Promise<void>;
}

// Rate limits

/**
 * Abuse limits counted in Postgres so every web process shares them; server/auth/rate-limit.ts holds
 * each kind's rule and why no stranger can lock an owner out.
 */
export interface RateLimits {
  /** Counts one attempt and returns how many are counted now (this one included); throws RATE_LIMITED past the limit. */
  consume(kind: LimitKind, key: string): Promise<number>;
  /** Gives one counted point back (an attempt counted in advance that turned out not to be a failure). */
  refund(kind: LimitKind, key: string): Promise<void>;
  /** Throws RATE_LIMITED if the limit is already reached, without counting. */
  check(kind: LimitKind, key: string): Promise<void>;
  /** Forgets the count (a successful sign-in clears its failures). */
  reset(kind: LimitKind, key: string): Promise<void>;
  /** How many points are counted now (0 when none). */
  count(kind: LimitKind, key: string): Promise<number>;
  /**
   * Takes the next slot for `key`, `spacingMs` after the previous one (or now): resolves with how
   * long to wait for it, or null when that would be more than `maxWaitMs` (nothing is reserved then).
   */
  pace(key: string, spacingMs: number, maxWaitMs: number): Promise<number | null>;
  /** Deletes expired counters and past slots (daily). */
  purge(): Promise<number>;
}

/** A kind without its rule in server/auth/rate-limit.ts (RULES) does not compile. */
export type LimitKind =
  | 'signInIp'
  | 'passwordSource'
  | 'passwordFailAccount'
  | 'passwordFailDevice'
  | 'codeSource'
  | 'mfaAccount'
  | 'signUpIp'
  | 'refreshIp'
  | 'codeRequestIp'
  | 'codeRequestSource'
  | 'codeRequestSourceDay'
  | 'codeRequestDay'
  | 'resetRequestIp'
  | 'resetRequestSource'
  | 'resetRequestDay'
  | 'signUpEmail'
  | 'mfaManageUser'
  | 'mfaFailDay'
  | 'checkoutUser'
  | 'freeRenderUser'
  | 'instructionUser'
  | 'uploadUser'
  | 'accountControlUser'
  | 'supportUser'
  | 'teamInviteUser'
  | 'teamAcceptUser'
  | 'emailChangeDay'
  | 'modifyUser'
  | 'instructionBurstUser'
  | 'briefSource';

// Secrets at rest (server/auth/secret-box.ts)

/** Encrypts small secrets at rest (TOTP secrets) with AES-256-GCM: a database dump alone reveals nothing. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}
