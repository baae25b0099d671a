/**
 * A frozen database (issue 26, point 7): PostgreSQL stopped with SIGSTOP for 12 s under a steady
 * stream of requests, as it was found (every request and /healthz then waited the 12 s). Prints, per
 * kind of request, how long the answers took while it was frozen, how soon everything answered again
 * once resumed, and whether each generation answered 503 happened whole or not at all.
 * Run: npm run bench -- gel (or npx tsx bench/frozen.ts [seconds]) — prints figures, decides nothing.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app';
import { boot } from '../server/boot';
import { loadConfig } from '../server/config';
import { FONT_FILES } from '../shared/engine/render/fonts';
import { createLogger } from '../server/log';
import { freezePostgres, parentOf } from '../tests/fixtures/freeze-postgres';
import { signedInUser } from './signed-in-user';

const KINDS = ['healthz', 'robots', 'font', 'balance', 'history', 'generate'] as const;
type Kind = (typeof KINDS)[number];

interface Answer {
  kind: Kind;
  sentAt: number;
  answeredAt: number;
  status: number | 'none';
  title?: string;
}

export interface FrozenFigures {
  frozenSeconds: number;
  /** Per kind, answers to requests sent while frozen: count, statuses, median and worst wait (ms). */
  during: Record<Kind, { count: number; statuses: Record<string, number>; medianMs: number; maxMs: number }>;
  /** From the resume to the first 200 of every kind (ms). */
  backMs: number;
  generationsAnswered503: number;
  /** Of those, how many happened whole (one charge, one job, a thumbnail); none may be half done. */
  happenedWhole: number;
  halfDone: number;
}

export async function benchFrozen(seconds = 12): Promise<FrozenFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-bench-frozen-'));
  chmodSync(dataDir, 0o755); // PostgreSQL's own user must reach it when we run as root
  const log = createLogger('silent');
  // Always an embedded PostgreSQL of its own: never freeze a server someone else uses.
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' });
  const booted = await boot({ config, log, web: true, worker: true });
  const server = createApp(booted.services).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let frozen: { thaw(): void } | null = null;
  try {
    const user = await signedInUser(booted.services, config, log, { name: 'Gel Banc', email: 'gel.banc@exemple.sn', credits: 2000 });
    const cookie = [...user.jar.values].map(([k, v]) => `${k}=${v}`).join('; ');
    const headers = { 'x-minialab-request': '1', cookie, 'content-type': 'application/json' };
    const [backend] = await booted.services.orm.em.fork().execute<Array<{ pid: number }>>('select pg_backend_pid() as pid');
    const postmaster = parentOf(backend!.pid);

    const answers: Answer[] = [];
    let running = true;
    let n = 0;
    const request = (kind: Kind): { path: string; init?: RequestInit; title?: string } => {
      if (kind === 'healthz') return { path: '/healthz' };
      if (kind === 'robots') return { path: '/robots.txt' };
      if (kind === 'font') return { path: FONT_FILES[0]!.url };
      if (kind === 'balance') return { path: '/api/trpc/auth.balance', init: { headers } };
      if (kind === 'history') return { path: `/api/trpc/studio.history?input=${encodeURIComponent(JSON.stringify({ limit: 10 }))}`, init: { headers } };
      const title = `Gel ${++n}`;
      return { path: '/api/trpc/studio.generate', init: { method: 'POST', headers, body: JSON.stringify({ title, prompt: '', style: 'mini' }) }, title };
    };
    // One loop per kind, each waiting for its answer before the next request, as people do.
    const loop = async (kind: Kind) => {
      while (running) {
        const { path: url, init, title } = request(kind);
        const sentAt = performance.now();
        let status: number | 'none' = 'none';
        try {
          const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(60_000) });
          await res.arrayBuffer();
          status = res.status;
        } catch {
          // no answer within a minute
        }
        answers.push({ kind, sentAt, answeredAt: performance.now(), status, ...(title ? { title } : {}) });
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const loops = Promise.all(KINDS.map(loop));
    await new Promise((r) => setTimeout(r, 2000));

    const frozenAt = performance.now();
    frozen = freezePostgres(postmaster);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    frozen.thaw();
    frozen = null;
    const thawedAt = performance.now();
    // Until every kind answered 200 again.
    while (!KINDS.every((k) => answers.some((a) => a.kind === k && a.sentAt > thawedAt && a.status === 200))) await new Promise((r) => setTimeout(r, 50));
    const backMs = Math.max(...KINDS.map((k) => answers.find((a) => a.kind === k && a.sentAt > thawedAt && a.status === 200)!.answeredAt)) - thawedAt;
    running = false;
    await loops;

    const during = {} as FrozenFigures['during'];
    for (const kind of KINDS) {
      // Sent while frozen, or on their way when it froze: the wait counts from the later of the two.
      const list = answers.filter((a) => a.kind === kind && a.answeredAt > frozenAt && a.sentAt < thawedAt);
      const waits = list.map((a) => a.answeredAt - Math.max(a.sentAt, frozenAt)).sort((x, y) => x - y);
      const statuses: Record<string, number> = {};
      for (const a of list) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      during[kind] = { count: list.length, statuses, medianMs: waits[Math.floor(waits.length / 2)] ?? 0, maxMs: waits.at(-1) ?? 0 };
    }

    // Each generation answered 503: whole (one charge, one job, its thumbnail) or not at all.
    const unavailable = answers.filter((a) => a.kind === 'generate' && a.status === 503).map((a) => a.title!);
    const em = booted.services.orm.em.fork();
    const rows = unavailable.length === 0 ? [] : await em.execute<Array<{ title: string; jobs: number; spends: number }>>(
      `select t.title,
              (select count(*)::int from generation_jobs j where j.thumbnail_id = t.id) as jobs,
              (select count(*)::int from credit_entries c join generation_jobs j on c.reference = 'generation:' || j.id where j.thumbnail_id = t.id and c.kind = 'spend') as spends
         from thumbnails t where t.user_id = ? and t.title in (${unavailable.map(() => '?').join(', ')})`,
      [user.userId, ...unavailable],
    );
    const whole = rows.filter((r) => r.jobs === 1 && r.spends === 1).length;
    return { frozenSeconds: seconds, during, backMs, generationsAnswered503: unavailable.length, happenedWhole: whole, halfDone: rows.length - whole };
  } finally {
    frozen?.thaw();
    await new Promise((r) => server.close(r));
    await booted.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFrozen(f: FrozenFigures): void {
  console.log(`\nPostgreSQL figé ${f.frozenSeconds} s (SIGSTOP), une requête à la fois par sorte, 100 ms entre deux :`);
  for (const [kind, d] of Object.entries(f.during)) {
    const statuses = Object.entries(d.statuses).map(([s, k]) => `${k}× ${s}`).join(', ');
    console.log(`  ${kind.padEnd(9)} ${String(d.count).padStart(4)} réponses (${statuses}) : attente médiane ${d.medianMs.toFixed(0)} ms, au pire ${d.maxMs.toFixed(0)} ms`);
  }
  console.log(`Après la reprise : toutes les sortes répondent 200 en ${f.backMs.toFixed(0)} ms`);
  console.log(`Générations répondues 503 : ${f.generationsAnswered503}, dont ${f.happenedWhole} faites entières (un débit, un job, une miniature) et ${f.halfDone} à moitié (objectif 0)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFrozen(await benchFrozen(Number(process.argv[2] ?? 12)));
  process.exit(0);
}
