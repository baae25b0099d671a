import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { freePort } from '../fixtures/ports';

export { freePort, quietPort } from '../fixtures/ports';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { ACCESS_COOKIE, memoryCookieJar } from '../../server/auth/cookies';
import { resetKeyCache } from '../../server/auth/keys';
import { createApp } from '../../server/app';
import { boot } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/log';
import { appRouter } from '../../server/router';
import type { ImageEngine } from '../../server/image-engines/engine';
import type { PaymentProvider } from '../../server/billing/providers/types';
import { createContext } from '../../server/context';
import { createCallerFactory } from '../../server/trpc';
import { TEMPLATE_DB, withDatabase } from './global-setup';
import type { AuthResult, Session as AuthSession } from '../../shared/schemas/auth';

const createCaller = createCallerFactory(appRouter);
/**
 * One encryption key for every harness of a test file: signing keys are sealed with the process's
 * secret box, and two harnesses alive at once must not seal with two different keys.
 */
const ENCRYPTION_KEY = randomBytes(32).toString('hex');

export interface HarnessOptions {
  /** The image engine the product renders with (the local one when absent). */
  engine?: ImageEngine;
  /** false: no job runs unless the test calls its handler; true by default, as in production. */
  worker?: boolean;
  logStream?: NodeJS.WritableStream;
  /** Configuration over the test defaults (payment provider, SMTP, Google, limits…). */
  env?: Record<string, string>;
  payments?: PaymentProvider;
  /** The app serves HTTP on PUBLIC_URL itself, so gateways can call our webhook. */
  listen?: boolean;
}

/** A running product on its own database cloned from the migrated template: real Postgres, real pg-boss. */
export async function startHarness(opts: HarnessOptions = {}) {
  resetKeyCache();
  const adminUrl = inject('adminUrl');
  const dbName = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
  await admin.end();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-files-'));
  // `listen`: the app serves HTTP on PUBLIC_URL itself, so gateways (sandbox, local fakes) can call our webhook.
  const port = opts.listen ? await freePort() : null;
  const listenEnv: Record<string, string> = port ? { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } : {};
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: withDatabase(adminUrl, dbName), DATA_DIR: dataDir, LOG_LEVEL: 'silent', ENCRYPTION_KEY, ...listenEnv, ...opts.env });
  const log = opts.logStream ? pino({ level: 'info' }, opts.logStream) : createLogger('silent');
  const booted = await boot({ config, log, web: true, worker: opts.worker ?? true, engine: opts.engine, payments: opts.payments });
  const { services } = booted;

  /** A fresh request context, like one HTTP request: its own EntityManager fork and the given cookies. */
  // Each simulated request comes from its own address unless told otherwise, like many real users.
  // A signal ends the request's subscriptions, as a closed connection does.
  const api = (cookies: Record<string, string> = {}, ip = `10.${randomBytes(3).join('.')}`, userAgent = 'vitest', signal?: AbortSignal) => {
    const jar = memoryCookieJar(cookies);
    const caller = createCaller(
      createContext({
        services,
        em: services.orm.em.fork(),
        log,
        cookies: jar,
        bearer: null,
        client: { userAgent, ip, issuer: config.PUBLIC_URL },
      }),
      { signal },
    );
    return { auth: caller.auth, account: caller.account, studio: caller.studio, plans: caller.plans, site: caller.site, checkout: caller.checkout, billing: caller.billing, sandbox: caller.sandbox, digitalMe: caller.digitalMe, privacy: caller.privacy, support: caller.support, teams: caller.teams, files: caller.files, jar };
  };

  /**
   * The newest e-mail of a kind sent to an address, as stored in the local outbox (no SMTP here).
   * Some are written by a job after the request answered: wait for it a little, as a person would.
   */
  const lastMail = async (to: string, kind: string, timeoutMs = 5000) => {
    const { MailMessage } = await import('../../server/mail/mail-message.entity');
    if (opts.worker !== false) await drained('auth.account-mail', timeoutMs);
    else await workAccountMail();
    const find = async () => (await services.orm.em.fork().find(MailMessage, { to, kind }, { orderBy: { createdAt: 'desc' }, limit: 1 }))[0];
    return eventually(find, opts.worker === false ? 0 : timeoutMs, `a ${kind} e-mail for ${to}`).catch(() => {
      throw new Error(`no ${kind} e-mail for ${to}`);
    });
  };
  /** Without a worker, does what it would: the e-mails asked for on the sign-in pages are written by a job. */
  const workAccountMail = async () => {
    const { accountMailJob } = await import('../../server/auth/jobs/account-mail');
    for (const job of await services.boss.fetch(accountMailJob.name, { batchSize: 100 })) {
      await accountMailJob.handler(accountMailJob.schema.parse(job.data), { ...services, jobId: job.id, retryCount: 0 });
      await services.boss.complete(accountMailJob.name, job.id);
    }
  };
  /** Resolves once no job of this queue waits or runs: what it was asked to do is done. */
  const drained = async (queue: string, timeoutMs = 5000) => {
    const sql = `select count(*)::int as n from pgboss.job where name = ? and state in ('created', 'retry', 'active')`;
    await eventually(async () => ((await services.orm.em.fork().getConnection().execute<Array<{ n: number }>>(sql, [queue]))[0]!.n === 0 ? true : undefined), timeoutMs, `queue ${queue} drained`);
  };
  /** The `jeton` of the link in the newest e-mail of a kind: what the person clicks. */
  const tokenFromMail = async (to: string, kind: string) => {
    const token = (await lastMail(to, kind)).text.match(/[?&]jeton=([\w-]+)/)?.[1];
    if (!token) throw new Error(`no link in the ${kind} e-mail for ${to}`);
    return token;
  };

  /** Signs a new user up, verifies the address by the e-mailed link, and returns their authenticated callers. */
  const newUser = async (name = 'Awa Diop', password = 'Thieb0udienne-Dakar!') => {
    const local = name.normalize('NFD').replace(/[^A-Za-z]+/g, '.').replace(/^\.|\.$/g, '').toLowerCase();
    const email = `${local}.${randomBytes(3).toString('hex')}@exemple.sn`;
    const anonymous = api();
    await anonymous.auth.signUp({ name, email, password });
    const result = await anonymous.auth.verifyEmail({ token: await tokenFromMail(email, 'verify-email') });
    if (result.status !== 'signed_in') throw new Error('a new account has no second factor');
    const session = result.session;
    const cookies = Object.fromEntries(anonymous.jar.values);
    return { email, password, userId: session.user.id, session, cookies, as: (signal?: AbortSignal) => api(cookies, undefined, undefined, signal), accessToken: cookies[ACCESS_COOKIE]! };
  };

  let server: import('node:http').Server | null = null;
  const http = async () => {
    if (!server) {
      const app = createApp(services);
      server = await new Promise((resolve) => {
        const s = app.listen(port ?? 0, '127.0.0.1', () => resolve(s));
      });
    }
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  };

  return {
    services,
    config,
    api,
    newUser,
    lastMail,
    tokenFromMail,
    drained,
    http,
    async stop() {
      if (server) await new Promise((r) => server!.close(() => r(null)));
      await booted.stop();
      rmSync(dataDir, { recursive: true, force: true });
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${dbName} with (force)`);
      await a.end();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;


/** Polls `check` until it returns a value (not undefined), for state that changes in a background job. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves when the thumbnail reaches a final status, by the same NOTIFY events the live view uses. */
export async function waitForFinalStatus(h: Harness, thumbnailId: string, timeoutMs = 15_000) {
  const events = h.services.statusEvents!.changes(thumbnailId, AbortSignal.timeout(timeoutMs));
  const { Thumbnail } = await import('../../server/studio/thumbnail.entity');
  try {
    const current = await h.services.orm.em.fork().findOneOrFail(Thumbnail, thumbnailId);
    if (current.status === 'ready' || current.status === 'failed') return current.status;
    for await (const event of events) {
      if (event.status === 'ready' || event.status === 'failed') return event.status;
    }
    throw new Error(`no final status for ${thumbnailId} within ${timeoutMs} ms`);
  } finally {
    await events.return?.();
  }
}

/** The application error code a rejected call carries (what the client maps to a French sentence). */
export async function appCodeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
  } catch (err) {
    const cause = (err as { cause?: { code?: string; name?: string } }).cause;
    if (cause?.name === 'ZodError') return 'VALIDATION';
    return cause?.code ?? null;
  }
  throw new Error('expected the call to fail');
}

/** The session of a sign-in that needed no second factor (fails the test otherwise). */
export function sessionOf(result: AuthResult): AuthSession {
  if (result.status !== 'signed_in') throw new Error(`expected a session, got ${result.status}`);
  return result.session;
}

/** A harness of a suite, with the address its HTTP server answers on when asked for (`http: true`). */
export type SuiteHarness = Harness & { base: string };

/**
 * The product started for the suite it is called in (the file, or a describe block) and stopped after
 * it: registers its own beforeAll/afterAll, and returns the harness the tests use. Options known only
 * once an earlier beforeAll ran (a fake gateway's address) are given as a function.
 * `http: true` also serves HTTP, at `h.base`.
 */
export function useHarness(options: (HarnessOptions & { http?: boolean }) | (() => HarnessOptions & { http?: boolean }) = {}): SuiteHarness {
  let running: SuiteHarness | undefined;
  beforeAll(async () => {
    const { http, ...opts } = typeof options === 'function' ? options() : options;
    const started = await startHarness(opts);
    running = Object.assign(started, { base: '' });
    if (http) running.base = await started.http();
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
  });
  // The tests hold this before it runs: every property is read from the running harness when used.
  return new Proxy({} as SuiteHarness, {
    get(_target, key) {
      if (!running) throw new Error(`the harness is used outside its suite (reading ${String(key)})`);
      return running[key as keyof SuiteHarness];
    },
  });
}

/**
 * A harness without a worker, for the suite it is called in: tests call job handlers directly, to
 * play out races and failures in a chosen order. `ctx()` is what pg-boss would pass a handler.
 */
export function idleHarness() {
  const idle = useHarness({ worker: false });
  const get = (): Harness => idle;
  return { get, ctx: () => ({ ...idle.services, jobId: 'direct', retryCount: 0 }) };
}

