import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MutationObserver } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { createQueryClient } from '../../client/lib/trpc';
import { createApp } from '../../server/app';
import { memoryCookieJar } from '../../server/auth/cookies';
import { boot, type Booted } from '../../server/boot';
import { loadConfig } from '../../server/config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres';
import { createLogger } from '../../server/log';
import { MailMessage } from '../../server/mail/mail-message.entity';
import type { AppRouter } from '../../server/router';
import { appRouter } from '../../server/router';
import { createCallerFactory, createContext } from '../../server/trpc';

/**
 * PostgreSQL stops under a running app (its own server here, so the suite's shared one stays up):
 * calls are answered 503 with a French message, queries are retried and mutations are not, and
 * the app carries on by itself once the database is back.
 */
const log = createLogger('silent');
let dataDir: string;
let pgDir: string;
let database: EmbeddedPostgres;
let booted: Booted;
let server: import('node:http').Server;
let base: string;
let cookie: string;
let pgPort = 0;

/** A free port below Linux's ephemeral range (32768+), so nothing else takes it while PostgreSQL is stopped. */
async function quietPort(): Promise<number> {
  const { createServer } = await import('node:net');
  for (;;) {
    const port = 10_000 + Math.floor(Math.random() * 20_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

beforeAll(async () => {
  pgDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-outage-pg-'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-outage-'));
  chmodSync(pgDir, 0o755);
  pgPort = await quietPort();
  database = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, log });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: database.url });
  booted = await boot({ config, log, web: true, worker: true });
  server = createApp(booted.services).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { services } = booted;
  const api = (jar = memoryCookieJar()) => ({ jar, caller: createCallerFactory(appRouter)(createContext({ services, em: services.orm.em.fork(), log, cookies: jar, bearer: null, client: { issuer: config.PUBLIC_URL } })) });
  await api().caller.auth.signUp({ name: 'Panne Base', email: 'panne@exemple.sn', password: 'Thiakry-Vanille-2026' });
  const mail = await services.orm.em.fork().findOneOrFail(MailMessage, { to: 'panne@exemple.sn', kind: 'verify-email' });
  const signedIn = api();
  await signedIn.caller.auth.verifyEmail({ token: mail.text.match(/jeton=([\w-]+)/)![1]! });
  cookie = [...signedIn.jar.values].map(([k, v]) => `${k}=${v}`).join('; ');
}, 120_000);

afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await booted?.stop();
  await database?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(pgDir, { recursive: true, force: true });
});

/** The client our pages use (same retry rules), over HTTP, counting the requests it sends. */
function browserClient() {
  let requests = 0;
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/api/trpc`,
        headers: () => ({ 'x-minialab-request': '1', cookie }),
        fetch: (url, init) => {
          requests += 1;
          return fetch(url, init as RequestInit);
        },
      }),
    ],
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 50 } });
  return { client, queryClient, requests: () => requests };
}

describe('while PostgreSQL is down', () => {
  it('answers 503 in French, retries queries but never a mutation, and works again once it is back, without a restart', { timeout: 120_000 }, async () => {
    const before = browserClient();
    expect(await before.client.auth.balance.query()).toEqual({ credits: 30, team: 0 });

    await database.stop();

    const raw = await fetch(`${base}/api/trpc/auth.balance`, { headers: { 'x-minialab-request': '1', cookie } });
    expect(raw.status).toBe(503);
    expect(await raw.json()).toMatchObject({ error: { data: { appCode: 'UNAVAILABLE', httpStatus: 503 } } });

    const during = browserClient();
    const queryError = await during.queryClient.fetchQuery({ queryKey: ['balance'], queryFn: () => during.client.auth.balance.query() }).catch((e: unknown) => e);
    expect(describeError(queryError).message).toBe('Le service est momentanément indisponible. Réessayez dans un instant.');
    expect(during.requests()).toBe(4); // the first try and three retries

    const writer = browserClient();
    const mutation = new MutationObserver(writer.queryClient, { mutationFn: () => writer.client.studio.generate.mutate({ title: 'Pendant la panne', prompt: '', style: 'pro' }) });
    const mutationError = await mutation.mutate().catch((e: unknown) => e);
    expect(describeError(mutationError).message).toBe('Le service est momentanément indisponible. Réessayez dans un instant.');
    expect(writer.requests()).toBe(1); // a generation is never sent twice by a retry

    const page = await fetch(`${base}/tarifs`, { headers: { accept: 'text/html' } });
    expect(page.status).toBeLessThan(500); // pages still come, from their shell
    expect((await fetch(`${base}/healthz`)).status).toBe(503);

    database = await startEmbeddedPostgres({ dataDir: pgDir, port: pgPort, log });
    const after = browserClient();
    let balance: unknown = null;
    for (const deadline = Date.now() + 30_000; balance === null && Date.now() < deadline; ) {
      balance = await after.client.auth.balance.query().catch(() => null);
      if (balance === null) await new Promise((r) => setTimeout(r, 250));
    }
    expect(balance).toEqual({ credits: 30, team: 0 }); // nothing was charged while it was down
    expect(await after.client.studio.generate.mutate({ title: 'Après la panne', prompt: '', style: 'pro' })).toMatchObject({ status: 'queued' });
  });
});
