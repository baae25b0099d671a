import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import type { Booted } from '../../server/boot';
import { grantCredits, daysFrom } from '../../server/credits/ledger';
import { SERVICE_UNAVAILABLE } from '../../server/db/outage';
import { eventually } from './harness';
import { settledGenerations, startAppOnOwnPostgres, type AppOnOwnPostgres } from './own-postgres';
import { sseFramesOf, statusOf } from '../support/sse';

/**
 * Issue 17, « PostgreSQL restarted during load »: web and worker in one process on their own
 * PostgreSQL (so the suite's shared one stays up), a stream of signed-in reads, file downloads and
 * generations; PostgreSQL is stopped under it and started again on the same port and data. Meanwhile
 * every answer is a 503 in French, none hangs and none is a 500; afterwards the pools, pg-boss, the
 * LISTEN connection of live status and the rate limits carry on without a restart, and the ledger
 * matches the thumbnails: nothing is half-written.
 */
let app: AppOnOwnPostgres;
let booted: Booted;
let base: string;
let cookie: string;
let userId: string;

beforeAll(async () => {
  app = await startAppOnOwnPostgres('restart', { name: 'Charge Base', email: 'charge@exemple.sn' });
  ({ booted, base, cookie, userId } = app);
  // Enough for every generation of the run, beside the 30 offered at sign-up.
  await grantCredits(booted.services.orm.em.fork(), { userId, amount: 300, reason: 'test', expiresAt: daysFrom(new Date(), 30) });
}, 120_000);

afterAll(() => app?.stop());

const headers = () => ({ 'x-minialab-request': '1', cookie, 'content-type': 'application/json' });
/** No request may hang: one that has no answer after this long counts as hung. */
const HUNG_MS = 20_000;

async function query(procedure: string, input?: unknown) {
  const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${base}/api/trpc/${procedure}${q}`, { headers: headers(), signal: AbortSignal.timeout(HUNG_MS) });
  return { status: res.status, body: (await res.json()) as any };
}
async function mutate(procedure: string, input: unknown) {
  const res = await fetch(`${base}/api/trpc/${procedure}`, { method: 'POST', headers: headers(), body: JSON.stringify(input), signal: AbortSignal.timeout(HUNG_MS) });
  return { status: res.status, body: (await res.json()) as any };
}
async function download(url: string) {
  const res = await fetch(`${base}${url}`, { headers: { cookie }, signal: AbortSignal.timeout(HUNG_MS) });
  const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as any) : (await res.arrayBuffer(), null);
  return { status: res.status, body };
}

/** What a person reads for an answer: the client's French sentence for a tRPC error, the JSON error of a plain route. */
function frenchMessage(answer: { status: number; body: any }): string | null {
  if (answer.status < 400) return null;
  if (answer.body?.error?.data) return describeError(TRPCClientError.from(answer.body)).message;
  return typeof answer.body?.error === 'string' ? answer.body.error : null;
}

interface Answer {
  what: string;
  status: number | 'hung' | 'network';
  message: string | null;
  at: number;
}

/** Follows a thumbnail's live status over SSE, as the studio page does, until it is ready or failed. */
async function liveStatus(id: string): Promise<string[]> {
  const res = await fetch(`${base}/api/trpc/studio.status?input=${encodeURIComponent(JSON.stringify({ id }))}`, { headers: { cookie, accept: 'text/event-stream' }, signal: AbortSignal.timeout(60_000) });
  expect(res.status).toBe(200);
  const seen: string[] = [];
  for await (const frame of sseFramesOf(res.body!)) {
    const status = statusOf(frame); // connected, ping, return: not a state
    if (status && seen.at(-1) !== status) seen.push(status);
    if (status === 'ready' || status === 'failed') return seen; // leaving the loop closes the stream
  }
  return seen;
}

describe('PostgreSQL restarted during load', () => {
  it('answers 503 in French meanwhile (tRPC and plain routes, none hung), then web and worker carry on by themselves, and nothing is half-written', { timeout: 180_000 }, async () => {
    // A finished thumbnail to download during the load.
    const first = await mutate('studio.generate', { title: 'Avant la panne', prompt: '', style: 'pro' });
    expect(first.status).toBe(200);
    expect(await liveStatus(first.body.result.data.id)).toContain('ready');
    const file = `/files/thumbnails/${first.body.result.data.id}.jpg`;
    expect((await download(file)).status).toBe(200);

    const answers: Answer[] = [];
    const generated: string[] = [];
    let running = true;
    const record = async (what: string, call: () => Promise<{ status: number; body: any }>) => {
      try {
        const answer = await call();
        answers.push({ what, status: answer.status, message: frenchMessage(answer), at: Date.now() });
        if (what === 'generate' && answer.status === 200) generated.push(answer.body.result.data.id as string);
      } catch (err) {
        answers.push({ what, status: (err as Error).name === 'TimeoutError' ? 'hung' : 'network', message: String(err), at: Date.now() });
      }
    };
    // Three readers and one creator, each waiting for its answer before the next request, as people do.
    const reader = async (n: number) => {
      for (let i = 0; running; i++) {
        const pick = (i + n) % 4;
        if (pick === 0) await record('balance', () => query('auth.balance'));
        else if (pick === 1) await record('history', () => query('studio.history', {}));
        else if (pick === 2) await record('get', () => query('studio.get', { id: first.body.result.data.id }));
        else await record('download', () => download(file));
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const creator = async () => {
      while (running) {
        await record('generate', () => mutate('studio.generate', { title: `Pendant la charge ${answers.length}`, prompt: '', style: 'mini' }));
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const load = Promise.all([reader(0), reader(1), reader(2), creator()]);

    const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await settle(1500);
    const stopping = Date.now();
    await app.stopPostgres();
    const stopped = Date.now();
    await settle(2500);
    const restarting = Date.now();
    await app.startPostgres();
    // Until every kind of request is answered 200 again, without restarting anything.
    await eventually(
      async () => {
        const recent = answers.filter((a) => a.at > restarting);
        const kinds = ['balance', 'history', 'get', 'download', 'generate'];
        return kinds.every((k) => recent.some((a) => a.what === k && a.status === 200)) ? true : undefined;
      },
      60_000,
      'every kind of request answered again after the restart',
    );
    running = false;
    await load;

    const byStatus = (list: Answer[]) => list.reduce<Record<string, number>>((acc, a) => ((acc[`${a.what} ${a.status}`] = (acc[`${a.what} ${a.status}`] ?? 0) + 1), acc), {});
    console.log('PostgreSQL restart under load:', JSON.stringify(byStatus(answers)));
    // Before, during and after: an answer for every request, and only 200 or 503.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    // While it was down, requests were answered, each a 503 with the French sentence.
    const down = answers.filter((a) => a.at > stopped + 200 && a.at < restarting);
    expect(down.length).toBeGreaterThan(5);
    for (const a of down) expect(a, a.what).toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE });
    expect(new Set(down.map((a) => a.what))).toEqual(new Set(['balance', 'history', 'get', 'download', 'generate']));
    expect(answers.filter((a) => a.status === 503 && a.message !== SERVICE_UNAVAILABLE)).toEqual([]);
    expect(stopping).toBeLessThan(stopped);

    // Live status rides on the LISTEN connection, which found its way back: a new generation is followed to the end.
    const after = await mutate('studio.generate', { title: 'Après le redémarrage', prompt: '', style: 'vlog' });
    expect(after.status).toBe(200);
    expect(await liveStatus(after.body.result.data.id)).toContain('ready');

    // Nothing half-written: each thumbnail has its job and exactly one charge; it ends ready (kept)
    // or failed (given back), and the balance is what the ledger says.
    const em = booted.services.orm.em.fork();
    const { rows, orphanSpends } = await settledGenerations(em, userId, 90_000);
    for (const id of generated) expect(rows.map((r) => r.id)).toContain(id); // every accepted generation exists
    for (const row of rows) {
      expect(row, `thumbnail ${row.id}`).toMatchObject({ jobs: 1, spends: 1, refunds: row.status === 'failed' ? 1 : 0 });
    }
    expect(orphanSpends).toBe(0); // no charge without its generation
    const ready = rows.filter((r) => r.status === 'ready').length;
    expect(ready).toBeGreaterThanOrEqual(2);
    expect((await query('auth.balance')).body.result.data.credits).toBe(330 - 10 * ready);
  });
});
