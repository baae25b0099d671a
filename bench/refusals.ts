/**
 * What refused modifications cost the server: one free account (the sign-up gift, one generation)
 * sends 60 `studio.modify` calls, 6 at a time as a browser does (then all 60 at once, as a script may), each a list of operations that lays the design out again
 * and again (styles changed back and forth) and ends with one the server refuses (the headline off
 * the picture): the replay of the finding with today's cap, then with the largest list the
 * cap lets through. /healthz is asked every 20 ms meanwhile, from another address.
 * Against the built app (npm run build first). Run: npx tsx bench/refusals.ts — prints figures, decides nothing.
 */
import http from 'node:http';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { OPERATIONS_MAX, type Operation } from '../shared/engine/model/operations';
import { Browser, loopbackAddress } from '../tests/support/browser';
import { percentile } from '../tests/support/percentile';
import { signUpVerified } from './browser';
import { cpuSeconds, startBuiltApp } from './built-app';

export interface RefusalRun {
  what: string;
  operations: number;
  calls: number;
  seconds: number;
  /** CPU time the web process spent while the calls were answered (the machine's other load aside). */
  cpuSeconds: number;
  /** How the calls were answered: app code (or HTTP status) → count. */
  answers: Record<string, number>;
  healthz: Probe;
  /** /healthz for as long, just before, with nothing else asked: the machine's own noise. */
  calm: Probe;
}

interface Probe {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** /healthz every 20 ms while `during` runs (and 200 ms on each side). */
async function probeWhile(origin: string, during: () => Promise<void>): Promise<Probe> {
  const times: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${origin}/healthz`).then((r) => r.arrayBuffer()).catch(() => undefined);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await new Promise((r) => setTimeout(r, 200));
  await during();
  await new Promise((r) => setTimeout(r, 200));
  running = false;
  await probe;
  return { samples: times.length, p50Ms: percentile(times, 0.5), p99Ms: percentile(times, 0.99), maxMs: Math.max(...times) };
}

/** A list that restyles the design `count - 1` times (two styles in turn) then pushes the headline off the picture: refused, after all the layout. */
function refusedList(count: number, headline: string): Operation[] {
  const ops: Operation[] = Array.from({ length: count - 1 }, (_, i) => ({ op: 'style', style: i % 2 ? 'pro' : 'viral' }));
  ops.push({ op: 'move', layer: headline, dx: 4000, dy: 0 });
  return ops;
}

/** One POST of a mutation on its own connection, as many tabs or a script would send them. */
function post(base: URL, address: string, cookie: string, path: string, input: unknown): Promise<string> {
  const body = JSON.stringify({ 0: input });
  return new Promise((resolve) => {
    const req = http.request(
      { host: base.hostname, port: base.port, path: `/api/trpc/${path}?batch=1`, method: 'POST', agent: false, localAddress: address, headers: { 'content-type': 'application/json', 'x-minialab-request': '1', cookie } },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          try {
            const item = JSON.parse(text)?.[0];
            resolve(item?.error?.data?.appCode ?? (item?.result ? 'accepté' : String(res.statusCode)));
          } catch {
            resolve(String(res.statusCode));
          }
        });
      },
    );
    req.on('error', (err) => resolve(err.message));
    req.end(body);
  });
}

/** `calls` posts, `parallel` at a time (a browser opens 6 connections to a site; a script as many as it likes). */
async function attack(pid: number, base: URL, address: string, cookie: string, what: string, thumbnailId: string, ops: Operation[], calls: number, parallel: number): Promise<RefusalRun> {
  const answers: Record<string, number> = {};
  let seconds = 0;
  let cpu = 0;
  const healthz = await probeWhile(base.origin, async () => {
    const started = performance.now();
    const cpuBefore = cpuSeconds(pid);
    let sent = 0;
    const lane = async () => {
      while (sent < calls) {
        sent++;
        const a = await post(base, address, cookie, 'studio.modify', { id: thumbnailId, ops });
        answers[a] = (answers[a] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, calls) }, lane));
    seconds = (performance.now() - started) / 1000;
    cpu = cpuSeconds(pid) - cpuBefore;
  });
  const calm = await probeWhile(base.origin, () => new Promise((r) => setTimeout(r, Math.max(1000, seconds * 1000))));
  return { what, operations: ops.length, calls, seconds, cpuSeconds: cpu, answers, healthz, calm };
}

export async function benchRefusals(calls = 60): Promise<RefusalRun[]> {
  const app = await startBuiltApp();
  const db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  const base = new URL(app.ipBase);
  try {
    const runs: RefusalRun[] = [];
    for (const [i, [what, count, parallel]] of ([
      ['la liste de l’issue (400 opérations), 6 à la fois comme un navigateur', 400, 6],
      [`la plus longue liste admise (${OPERATIONS_MAX} opérations), 6 à la fois`, OPERATIONS_MAX, 6],
      [`la plus longue liste admise (${OPERATIONS_MAX} opérations), les 60 d’un coup`, OPERATIONS_MAX, 60],
    ] as const).entries()) {
      // A fresh free account per run: its own limits, as a new attacker would have.
      const address = loopbackAddress(40 + i);
      const browser = new Browser(app.ipBase, address);
      await signUpVerified(browser, db, { name: `Abus ${i}`, email: `abus.${i}@exemple.sn` });
      const t = await browser.mutate('studio.generate', { title: 'Le derby de Dakar', prompt: '', style: 'pro' });
      await browser.waitForFinalStatus(t.id);
      const ready = await browser.query('studio.get', { id: t.id });
      const headline = (ready.design.layers as Array<{ id: string; type: string; role?: string }>).find((l) => l.type === 'text' && l.role === 'headline')!.id;
      runs.push(await attack(app.pid, base, address, browser.cookieHeader(), what, t.id, refusedList(count, headline), calls, parallel));
      browser.close();
    }
    return runs;
  } finally {
    await db.end();
    await app.stop();
  }
}

export function printRefusals(runs: RefusalRun[]): void {
  console.log(`\nModifications refusées envoyées en rafale par un compte gratuit (60 appels), /healthz toutes les 20 ms pendant ce temps (objectif p99 < 100 ms), charge de la machine ${loadavg()[0]!.toFixed(1)} :`);
  for (const r of runs) {
    const answers = Object.entries(r.answers)
      .map(([k, v]) => `${v}× ${k}`)
      .join(', ');
    const probe = (p: Probe) => `médiane ${p.p50Ms.toFixed(0)} ms, p99 ${p.p99Ms.toFixed(0)} ms, pire ${p.maxMs.toFixed(0)} ms (${p.samples} mesures)`;
    console.log(`  ${r.what} : ${r.seconds.toFixed(1)} s, ${r.cpuSeconds.toFixed(2)} s de CPU du serveur (${answers}) · /healthz ${probe(r.healthz)} ; au calme juste après : ${probe(r.calm)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printRefusals(await benchRefusals(Number(process.argv[2] ?? 60)));
  process.exit(0);
}
