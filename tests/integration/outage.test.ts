import { MutationObserver } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { createQueryClient } from '../../client/lib/trpc';
import type { AppRouter } from '../../server/router';
import { startAppOnOwnPostgres, type AppOnOwnPostgres } from './own-postgres';

/**
 * PostgreSQL stops under a running app (its own server here, so the suite's shared one stays up):
 * calls are answered 503 with a French message, queries are retried and mutations are not, and
 * the app carries on by itself once the database is back.
 */
let app: AppOnOwnPostgres;
let base: string;
let cookie: string;

beforeAll(async () => {
  app = await startAppOnOwnPostgres('outage', { name: 'Panne Base', email: 'panne@exemple.sn' });
  ({ base, cookie } = app);
}, 120_000);

afterAll(() => app?.stop());

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

    await app.stopPostgres();

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

    await app.startPostgres();
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
