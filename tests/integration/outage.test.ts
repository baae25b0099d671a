import { MutationObserver } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { changeWentThrough, createClickNames, outcomeUnknown } from '../../client/lib/paid-action';
import { createQueryClient } from '../../client/lib/trpc';
import { daysFrom, grantCredits } from '../../server/credits/ledger';
import { SERVICE_UNAVAILABLE } from '../../server/db/outage';
import type { AppRouter } from '../../server/router';
import { FONT_FILES } from '../../shared/engine/render/fonts';
import { eventually } from './harness';
import { settledGenerations, startAppOnOwnPostgres, type AppOnOwnPostgres } from './own-postgres';

/**
 * PostgreSQL stops (or freezes) under a running app (its own server here, so the suite's shared one stays up):
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

interface Timed {
  status: number | 'hung';
  ms: number;
  /** What a person reads: the client's French sentence for a tRPC error, the JSON error of a plain route. */
  message: string | null;
  body: any;
}

/** One request, timed; one without an answer after 15 s counts as hung (the bound under test is far below). */
async function timed(path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const type = res.headers.get('content-type') ?? '';
    const body: any = type.includes('json') ? await res.json() : await res.text();
    const ms = performance.now() - started;
    const message = res.status < 400 ? null : body?.error?.data ? describeError(TRPCClientError.from(body)).message : typeof body?.error === 'string' ? body.error : null;
    return { status: res.status, ms, message, body };
  } catch {
    return { status: 'hung', ms: performance.now() - started, message: null, body: null };
  }
}
const signedIn = () => ({ 'x-minialab-request': '1', cookie, 'content-type': 'application/json' });
const generate = (title: string) => timed('/api/trpc/studio.generate', { method: 'POST', headers: signedIn(), body: JSON.stringify({ title, prompt: '', style: 'pro' }) });

describe('while PostgreSQL is frozen (SIGSTOP)', () => {
  it('readiness says « dégradé » within 1 s, routes without the database keep answering, the others a French 503 within 5 s; every paid request answered 503 happened whole or not at all', { timeout: 90_000 }, async () => {
    const { booted, userId } = app;
    const em = () => booted.services.orm.em.fork();
    await grantCredits(em(), { userId, amount: 300, reason: 'test', expiresAt: daysFrom(new Date(), 30) });
    const balanceBefore = (await timed('/api/trpc/auth.balance', { headers: signedIn() })).body.result.data.credits as number;

    // Three people clicking « Générer » again and again, so that some generations are on their way
    // through the database at the moment it stops; each finishes the click under way, then stops.
    const paid: Array<Timed & { title: string; sentAt: number }> = [];
    let clicking = true;
    const clicker = async (who: number) => {
      for (let i = 0; clicking; i++) {
        const title = `Gel ${who}-${i}`;
        const sentAt = Date.now();
        paid.push({ ...(await generate(title)), title, sentAt });
      }
    };
    const clickers = Promise.all([clicker(0), clicker(1), clicker(2)]);
    await eventually(async () => (paid.length >= 3 ? true : undefined), 10_000, 'three generations before the freeze');
    const [owned] = await em().execute<Array<{ id: string }>>('select id from thumbnails where user_id = ? limit 1', [userId]);
    // Connections left idle in the pool: the probes below find the database silent on a connection
    // already open (their query's own limit), not only when opening one.
    await Promise.all(Array.from({ length: 6 }, () => timed('/api/trpc/auth.balance', { headers: signedIn() })));

    app.freezePostgres();
    const frozenAt = Date.now();
    clicking = false;
    let probes: Record<string, Timed>;
    try {
      // Everything asked during the freeze is answered before PostgreSQL resumes: by our limits, not by its return.
      const [entries] = await Promise.all([
        Promise.all(
          Object.entries({
            healthz: () => timed('/healthz'),
            robots: () => timed('/robots.txt'),
            font: () => timed(FONT_FILES[0]!.url),
            page: () => timed('/tarifs', { headers: { accept: 'text/html' } }),
            balance: () => timed('/api/trpc/auth.balance', { headers: signedIn() }),
            download: () => timed(`/files/thumbnails/${owned!.id}.jpg`, { headers: { cookie } }),
            generate: () => generate('Pendant le gel'),
            signedInPage: () => timed('/espace', { headers: { accept: 'text/html', cookie } }),
            status: () => timed(`/api/trpc/studio.status?input=${encodeURIComponent(JSON.stringify({ id: owned!.id }))}`, { headers: { cookie, accept: 'text/event-stream' } }),
          }).map(async ([name, probe]) => [name, await probe()] as const),
        ),
        clickers,
      ]);
      probes = Object.fromEntries(entries);
    } finally {
      app.thawPostgres();
    }
    const thawedAt = Date.now();
    const duringFreeze = paid.filter((p) => p.sentAt + p.ms > frozenAt);
    const clicks = duringFreeze.map((p) => `${p.status} in ${Math.round(p.ms)} ms`);
    console.log('PostgreSQL frozen:', JSON.stringify({ frozenMs: thawedAt - frozenAt, ...Object.fromEntries(Object.entries(probes).map(([k, v]) => [k, `${v.status} in ${Math.round(v.ms)} ms`])), clicks }));

    // Readiness: not ready, said within a second.
    expect(probes.healthz).toMatchObject({ status: 503, body: { status: 'dégradé' } });
    expect(probes.healthz!.ms).toBeLessThan(1000);
    // What needs no database keeps answering, without waiting on it (a wait would last 3 s at least).
    for (const name of ['robots', 'font', 'page']) {
      expect(probes[name], name).toMatchObject({ status: 200 });
      expect(probes[name]!.ms, name).toBeLessThan(2000);
    }
    // Everything else: the French 503 within 5 s (a live status stream says it in its error event;
    // a signed-in page comes as its shell, whose calls then get the 503).
    for (const name of ['balance', 'download', 'generate']) expect(probes[name], name).toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE });
    expect(probes.status!.body).toContain('"appCode":"UNAVAILABLE"');
    expect(probes.signedInPage).toMatchObject({ status: 200 });
    for (const name of ['balance', 'download', 'generate', 'status', 'signedInPage']) expect(probes[name]!.ms, name).toBeLessThan(5000);
    expect(duringFreeze.length).toBeGreaterThan(0);
    for (const p of duringFreeze) {
      expect(p, p.title).toMatchObject(p.status === 200 ? { status: 200 } : { status: 503, message: SERVICE_UNAVAILABLE });
      // A click already on its way when PostgreSQL stopped counts from that moment.
      expect(p.sentAt + p.ms - Math.max(p.sentAt, frozenAt), p.title).toBeLessThan(5000);
    }

    // Once resumed, each click answered 503 happened whole (one charge, one job, a thumbnail that
    // reaches its end) or not at all; each click answered 200 happened once.
    const { rows, orphanSpends } = await settledGenerations(em(), userId, 30_000);
    for (const row of rows) expect(row, row.title).toMatchObject({ jobs: 1, spends: 1, refunds: row.status === 'failed' ? 1 : 0 });
    for (const p of [...paid, { ...probes.generate!, title: 'Pendant le gel' }]) {
      const made = rows.filter((r) => r.title === p.title);
      if (p.status === 200) expect(made, p.title).toHaveLength(1);
      else expect(made.length, p.title).toBeLessThanOrEqual(1);
    }
    expect(orphanSpends).toBe(0);
    const mine = rows.filter((r) => r.title.startsWith('Gel ') || r.title === 'Pendant le gel');
    const kept = mine.filter((r) => r.status === 'ready').length;
    expect((await timed('/api/trpc/auth.balance', { headers: signedIn() })).body.result.data.credits).toBe(balanceBefore - 10 * kept);
  });
});

describe('time limits of web requests', () => {
  it('PostgreSQL cancels a web statement after 3 s, never one of the jobs (the retention pass) or of the migrations', async () => {
    const limit = async (services: typeof app.booted.services | null) => (await services!.orm.em.fork().execute<Array<{ statement_timeout: string }>>('show statement_timeout'))[0]!.statement_timeout;
    expect(await limit(app.booted.services)).toBe('3s');
    expect(await limit(app.booted.jobServices)).toBe('0');
  });
});

describe('a paid action answered 503 although it was done (the answer lost as the database froze during its COMMIT)', () => {
  it('is never charged twice by the client: a generation sent again keeps its name, a change is read again first and not sent', { timeout: 60_000 }, async () => {
    // The server does the work; the browser gets the 503 a frozen database gave while the COMMIT went through.
    let loseNext = false;
    const client = createTRPCClient<AppRouter>({
      links: [
        httpLink({
          url: `${base}/api/trpc`,
          headers: () => ({ 'x-minialab-request': '1', cookie }),
          fetch: async (url, init) => {
            const res = await fetch(url, init as RequestInit);
            if (!loseNext) return res;
            loseNext = false;
            const lost = { error: { message: 'database unavailable', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'UNAVAILABLE' } } };
            return new Response(JSON.stringify(lost), { status: 503, headers: { 'content-type': 'application/json' } });
          },
        }),
      ],
    });
    const queryClient = createQueryClient();
    const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
    const credits = async () => (await client.auth.balance.query()).credits;
    const start = await credits();

    const clicks = createClickNames();
    const asked = { title: 'Réponse perdue', prompt: '', style: 'pro' as const };
    loseNext = true;
    const lost = await client.studio.generate.mutate({ ...asked, requestId: clicks.nameFor(asked) }).catch((err: unknown) => err);
    expect(outcomeUnknown(lost)).toBe(true);
    const made = await client.studio.generate.mutate({ ...asked, requestId: clicks.nameFor(asked) });
    expect(await credits()).toBe(start - 10);
    const mine = await app.booted.services.orm.em.fork().execute<Array<{ n: number }>>('select count(*)::int as n from thumbnails where user_id = ? and title = ?', [app.userId, asked.title]);
    expect(mine[0]!.n).toBe(1);

    const ready = await eventually(async () => {
      const t = await client.studio.get.query({ id: made.id });
      return t.status === 'ready' ? t : undefined;
    }, 30_000, 'the generation ready');
    expect(await changeWentThrough(queryClient, trpc, ready.id, ready.revision)).toBe(false); // nothing sent yet: it may be sent
    loseNext = true;
    const lostChange = await client.studio.modify.mutate({ id: ready.id, headline: { text: 'Réponse perdue, titre changé', words: [], color: '#ffcc00', dx: 0, dy: 0 } }).catch((err: unknown) => err);
    expect(outcomeUnknown(lostChange)).toBe(true);
    // Before sending it again the client reads the thumbnail: it moved on, so it is not sent again.
    expect(await changeWentThrough(queryClient, trpc, ready.id, ready.revision)).toBe(true);
    expect(await credits()).toBe(start - 10 - 5);
  });
});
