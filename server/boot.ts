import { randomBytes, randomUUID } from 'node:crypto';
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import pg from 'pg';
import { createRateLimits } from './auth/rate-limit';
import type { Config } from './config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { initOrm, migrate } from './orm';
import { BACKGROUND_DB_LIMITS, pgTimeLimits, WEB_DB_LIMITS } from './db/time-limits';
import { createJobQueue, createQueues, SUPERVISE_INTERVAL_SECONDS } from './jobs/queue';
import { jobs } from './job-registry';
import { startWorkers } from './job-worker';
import type { Logger } from './log';
import type { AppServices } from './ports';
import { outboxTransport, smtpTransport } from './mail/transport';
import { fileLinkKey } from './files/signed-links';
import { storageFor } from './files/storage-for';
import { keepNoImageCache, spreadImageWorkOverCores } from './files/uploads';
import { sweepUploadTemp, uploadTempDir } from './files/upload-temp';
import { engineFor, type ImageEngine } from './image-engines/engine';
import { listenLiveEvents } from './realtime/bus';
import { checkSigningKeys, useKeySealer } from './auth/keys';
import { warmPasswordChecks } from './auth/passwords';
import { createSecretBox, encryptionKey } from './auth/secret-box';
import { RETENTION_CRON, retentionJob } from './privacy/jobs/retention';
import { DAILY_BILLING_CRON, dailyBillingJob } from './billing/jobs/daily';
import { queueDescriptorBackfill } from './digitalme/jobs/backfill-descriptors';
import { paymentProviderFor } from './billing/providers/index';
import type { PaymentProvider } from './billing/providers/types';

export interface Booted {
  services: AppServices;
  /** What the workers were given (background pools), or null in a process without workers. */
  jobServices: AppServices | null;
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Brings up everything a process needs, in order: database (embedded unless DATABASE_URL),
 * migrations, pg-boss and its queues, storage, and (per role) the status listener and the workers.
 */
export async function boot(opts: { config: Config; log: Logger; web: boolean; worker: boolean; engine?: ImageEngine; payments?: PaymentProvider }): Promise<Booted> {
  const { config, log } = opts;
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    // Each step bounded: after PostgreSQL restarted under the process, a pool's end can wait forever
    // on a connection lost during the outage (pg-boss's, seen in tests/integration/postgres-restart.test.ts),
    // and a stop that never returns keeps the process from exiting on SIGTERM. Jobs it held come back by their heartbeat.
    // The steps share one budget, under the 20 s after which server/main.ts exits anyway; a step left
    // with nothing still gets a second to close what it can.
    const deadline = Date.now() + STOP_BUDGET_MS;
    for (const [step, fn] of [...stops.entries()].reverse()) {
      const work = Promise.resolve().then(fn); // a step that throws at once does not skip the others
      await settleWithin(work, Math.max(1_000, deadline - Date.now()), () => log.warn({ step }, 'a part of the process did not stop in time; going on')).catch((err) =>
        log.error({ err }, 'error while stopping'),
      );
    }
  };
  // Uploads are cleaned in the web process: one photo may use every core (server/files/uploads.ts).
  // A worker keeps sharp's one thread per image (its cores are shared with other jobs), and no cache either.
  if (opts.web) spreadImageWorkOverCores();
  else keepNoImageCache();
  // What a process killed mid-upload left in the upload folder (server/files/upload-temp.ts).
  if (opts.web) {
    void sweepUploadTemp(uploadTempDir(config.dataDir)).then(
      (removed) => removed > 0 && log.info({ removed }, 'removed files left by interrupted uploads'),
      (err: unknown) => log.warn({ err }, 'could not sweep the upload folder'),
    );
  }
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const pg: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, log });
      stops.push(() => pg.stop());
      databaseUrl = pg.url;
    }

    // Two pools: web requests answer within seconds even when the database does not (WEB_DB_LIMITS,
    // with a statement_timeout); migrations, jobs and the retention pass may run long statements
    // (BACKGROUND_DB_LIMITS). A process that serves no web request has only the second.
    const background = await initOrm(databaseUrl);
    stops.push(() => background.close(true));
    // What needs a session of its own (an advisory lock, LISTEN) goes around a transaction pooler.
    const sessionUrl = config.DIRECT_DATABASE_URL ?? databaseUrl;
    const applied = await migrate(background, sessionUrl);
    if (applied.length) log.info({ applied }, 'migrations applied');
    // Behind a transaction pooler (a direct URL given), PgBouncer refuses a statement_timeout sent at
    // connection (or ignores it): the role of the web processes carries it there (docs/DEPLOY.md).
    const webLimits = config.DIRECT_DATABASE_URL ? { ...WEB_DB_LIMITS, statementMs: null } : WEB_DB_LIMITS;
    const orm = opts.web ? await initOrm(databaseUrl, webLimits) : background;
    if (orm !== background) stops.push(() => orm.close(true));

    // pg-boss's LISTEN rides its own pool's address: behind a pooler (a direct URL given) it would be
    // lost between transactions, so its workers poll instead (pollingIntervalSeconds: 1).
    const boss = new PgBoss(bossOptions(databaseUrl, { listen: !config.DIRECT_DATABASE_URL }));
    boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
    await boss.start();
    stops.push(() => boss.stop({ graceful: true, timeout: 10_000 }));
    await createQueues(boss, jobs);

    const limitsPool = new pg.Pool({ connectionString: databaseUrl, max: 5, ...pgTimeLimits(opts.web ? webLimits : BACKGROUND_DB_LIMITS) });
    limitsPool.on('error', (err) => log.warn({ err }, 'rate-limit pool lost a connection'));
    stops.push(() => limitsPool.end());

    const key = encryptionKey(config.ENCRYPTION_KEY, config.dataDir);
    const secrets = secretBox(config, log, key);
    await checkSigningKeys(orm.em, secrets);
    useKeySealer(secrets); // access-token signing keys are sealed with it too
    const services: AppServices = {
      config,
      log,
      orm,
      boss,
      queue: createJobQueue(boss, jobs),
      storage: storageFor(config),
      engine: opts.engine ?? engineFor(config, randomUUID),
      limits: createRateLimits(limitsPool),
      secrets,
      fileLinkKey: fileLinkKey(key.key),
      payments: opts.payments ?? paymentProviderFor(config, { orm, key: key.key }),
      mail: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxTransport(log),
      outboxKey: randomBytes(12).toString('base64url'),
    };
    stops.push(async () => services.mail.close());
    if (opts.web) {
      await warmPasswordChecks();
      services.statusEvents = await listenLiveEvents(sessionUrl, log);
      stops.push(() => services.statusEvents!.close());
    }
    let jobServices: AppServices | null = null;
    if (opts.worker) {
      jobServices = opts.web ? backgroundServices(services, background, databaseUrl, log, stops) : services;
      await startWorkers(jobServices);
      await scheduleDailyJobs(boss);
      // Stored DigitalMe photos whose identity descriptor is missing or of an older version are measured
      // again; with nothing to do the run is one query, and a run already waiting makes this a no-op.
      await queueDescriptorBackfill(boss);
    }
    return { services, jobServices, databaseUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * What jobs get in a process that also serves the web: the same services over the background pools
 * (no statement_timeout for the retention pass, the daily purge of rate limits, long exports).
 */
function backgroundServices(services: AppServices, orm: AppServices['orm'], databaseUrl: string, log: Logger, stops: Array<() => Promise<void>>): AppServices {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, ...pgTimeLimits(BACKGROUND_DB_LIMITS) });
  pool.on('error', (err) => log.warn({ err }, 'background rate-limit pool lost a connection'));
  stops.push(() => pool.end());
  return { ...services, orm, limits: createRateLimits(pool) };
}

/** pg-boss as every process of the product runs it (web and workers, on any machine). */
export function bossOptions(databaseUrl: string, { listen }: { listen: boolean }): ConstructorOptions {
  // pg-boss migrates its own schema and prunes its tables: background limits, passed through to its pg pool.
  const limits = { connectionTimeoutMillis: BACKGROUND_DB_LIMITS.connectMs, query_timeout: BACKGROUND_DB_LIMITS.queryMs };
  return {
    ...limits,
    connectionString: databaseUrl,
    schema: 'pgboss',
    useListenNotify: listen,
    max: 10,
    // A job whose worker died is found by its stopped heartbeat at the next pass (server/jobs/queue.ts).
    superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
  };
}

/**
 * The daily schedules, declared by every worker at boot. Each is one row per name (the same key), and
 * pg-boss runs its cron pass in one instance per interval and files each occurrence once, so a day
 * gets one billing pass and one retention pass whatever the number of workers
 * (tests/integration/cron-once.test.ts).
 */
export async function scheduleDailyJobs(boss: PgBoss): Promise<void> {
  await boss.schedule(dailyBillingJob.name, DAILY_BILLING_CRON, {}, { tz: 'Africa/Dakar' });
  await boss.schedule(retentionJob.name, RETENTION_CRON, {}, { tz: 'Africa/Dakar' });
}

/** How long a process waits for its parts to stop (pg-boss's own graceful wait is 10 s) before stopping the rest anyway. */
const STOP_BUDGET_MS = 15_000;

/** Waits for `work`, but no longer than `ms`; `late` is told when the wait ran out. */
async function settleWithin(work: Promise<unknown>, ms: number, late: () => void): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    const done = work.then(() => 'done' as const);
    done.catch(() => undefined); // a failure after the deadline is not left unhandled
    if ((await Promise.race([done, deadline])) === 'late') late();
  } finally {
    clearTimeout(timer);
  }
}

function secretBox(config: Config, log: Logger, { key, source }: ReturnType<typeof encryptionKey>) {
  if (source === 'file' && config.NODE_ENV === 'production') log.warn('ENCRYPTION_KEY is not set: using the key generated in DATA_DIR/encryption.key');
  return createSecretBox(key);
}
