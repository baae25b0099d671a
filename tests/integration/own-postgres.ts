import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../server/app';
import { memoryCookieJar } from '../../server/auth/cookies';
import { boot, type Booted } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres';
import { createLogger } from '../../server/log';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { appRouter } from '../../server/router';
import { createContext } from '../../server/context';
import { createCallerFactory } from '../../server/trpc';
import { freezePostgres, postmasterOfDataDir } from '../fixtures/freeze-postgres';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eventually, quietPort } from './harness';

/**
 * The app (web and worker in one process) on a PostgreSQL of its own, which a fault test may stop and
 * start again on the same port and data while the suite's shared server stays up; one person signed up,
 * verified and signed in over HTTP.
 */
export interface AppOnOwnPostgres {
  booted: Booted;
  base: string;
  /** The signed-in person's cookies, as a Cookie header. */
  cookie: string;
  userId: string;
  stopPostgres(): Promise<void>;
  startPostgres(): Promise<void>;
  /**
   * Stops every process of this PostgreSQL with SIGSTOP (never the suite's shared one): it keeps its
   * sockets open and answers nothing, as a database stalled by its disk or its host does.
   */
  freezePostgres(): void;
  /** Resumes them (SIGCONT). `stop()` resumes them too, so a failed test never leaves them stopped. */
  thawPostgres(): void;
  stop(): Promise<void>;
}

export async function startAppOnOwnPostgres(name: string, person: { name: string; email: string }): Promise<AppOnOwnPostgres> {
  const log = createLogger(process.env.OWN_PG_LOG ?? 'silent'); // OWN_PG_LOG=error shows what the app logged
  const pgDir = mkdtempSync(path.join(os.tmpdir(), `minialab-${name}-pg-`));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `minialab-${name}-`));
  chmodSync(pgDir, 0o755); // PostgreSQL's own user must reach it when we run as root
  const pgPort = await quietPort();
  let database: EmbeddedPostgres | null = null;
  let booted: Booted | null = null;
  let server: Server | null = null;
  let frozen: { thaw(): void } | null = null;
  const thaw = () => {
    frozen?.thaw();
    frozen = null;
  };
  const cleanUp = async () => {
    thaw(); // a stopped PostgreSQL would never finish its own stop
    server?.closeAllConnections();
    await new Promise((r) => (server ? server.close(r) : r(null)));
    await booted?.stop();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  };
  try {
    database = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, log });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url });
    booted = await boot({ config, log, web: true, worker: true });
    const listening: Server = createApp(booted.services).listen(0, '127.0.0.1');
    server = listening;
    await new Promise((r) => listening.once('listening', r));

    const { services } = booted;
    const api = (jar = memoryCookieJar()) => ({ jar, caller: createCallerFactory(appRouter)(createContext({ services, em: services.orm.em.fork(), log, cookies: jar, bearer: null, client: { issuer: config.PUBLIC_URL } })) });
    await api().caller.auth.signUp({ ...person, password: 'Thiakry-Vanille-2026' });
    const mail = await services.orm.em.fork().findOneOrFail(MailMessage, { to: person.email, kind: 'verify-email' });
    const signedIn = api();
    const verified = await signedIn.caller.auth.verifyEmail({ token: mail.text.match(/jeton=([\w-]+)/)![1]! });
    if (verified.status !== 'signed_in') throw new Error('no session');

    return {
      booted,
      base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
      cookie: [...signedIn.jar.values].map(([k, v]) => `${k}=${v}`).join('; '),
      userId: verified.session.user.id,
      async stopPostgres() {
        await database?.stop();
        database = null;
      },
      async startPostgres() {
        database = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, log });
      },
      freezePostgres() {
        if (!database) throw new Error('PostgreSQL is not running');
        frozen = freezePostgres(postmasterOfDataDir(database.dataDir));
      },
      thawPostgres: thaw,
      stop: cleanUp,
    };
  } catch (err) {
    await cleanUp(); // a failed start leaves no PostgreSQL running and no folder behind
    throw err;
  }
}

/** One person's generations as the ledger sees them: each with its jobs, its charges and its refunds. */
export interface GenerationLedgerRow {
  id: string;
  title: string;
  status: string;
  jobs: number;
  spends: number;
  refunds: number;
}

/**
 * Waits until every generation of `userId` reached its end (ready or failed), then reads the ledger
 * of each, and how many charges have no generation at all: what the fault tests hold to « whole or
 * not at all ».
 */
export async function settledGenerations(em: EntityManager, userId: string, timeoutMs: number): Promise<{ rows: GenerationLedgerRow[]; orphanSpends: number }> {
  await eventually(
    async () => ((await em.execute(`select count(*)::int as n from thumbnails where user_id = ? and status not in ('ready', 'failed')`, [userId]))[0]!.n === 0 ? true : undefined),
    timeoutMs,
    'every generation at a final status',
  );
  const rows = await em.execute<GenerationLedgerRow[]>(
    `select t.id, t.title, t.status,
            (select count(*)::int from generation_jobs j where j.thumbnail_id = t.id) as jobs,
            (select count(*)::int from credit_entries c join generation_jobs j on c.reference = 'generation:' || j.id where j.thumbnail_id = t.id and c.kind = 'spend') as spends,
            (select count(*)::int from credit_entries c join generation_jobs j on c.reference = 'generation:' || j.id where j.thumbnail_id = t.id and c.kind = 'refund') as refunds
       from thumbnails t where t.user_id = ?`,
    [userId],
  );
  const [orphans] = await em.execute<Array<{ n: number }>>(
    `select count(*)::int as n from credit_entries c where c.user_id = ? and c.kind = 'spend' and not exists (select 1 from generation_jobs j where c.reference = 'generation:' || j.id)`,
    [userId],
  );
  return { rows, orphanSpends: orphans!.n };
}
