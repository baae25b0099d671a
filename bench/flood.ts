/**
 * What a flood costs: (1) 2 000 unsigned 60 KB posts to the payment webhook from one client, and the
 * database growth they leave; (2) ten requests of 1 000 batched calls, and how long /healthz waits
 * meanwhile. Over HTTP on loopback, against the product booted with its embedded database.
 * Run: npx tsx bench/flood.ts  — prints figures, decides nothing.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../server/app';
import { boot } from '../server/boot';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/log';
import { rawRequest } from '../tests/integration/http-client';

export interface FloodFigures {
  posts: number;
  seconds: number;
  statuses: Record<number, number>;
  databaseGrowthKb: number;
  spreadSeconds: number;
  spreadStatuses: Record<number, number>;
  spreadGrowthKb: number;
  batchRequests: number;
  batchStatuses: Record<number, number>;
  healthzMaxMs: number;
}

export async function benchFlood(posts = 2000): Promise<FloodFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-bench-flood-'));
  chmodSync(dataDir, 0o755);
  const log = createLogger('silent');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const booted = await boot({ config, log, web: true, worker: true });
  const server = createApp(booted.services).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const size = async () => Number((await booted.services.orm.em.fork().getConnection().execute<Array<{ n: string }>>('select pg_database_size(current_database())::text as n'))[0]!.n);
  const tally = (into: Record<number, number>, status: number) => (into[status] = (into[status] ?? 0) + 1);
  try {
    const body = JSON.stringify({ id: 'sbx_flood', order_id: '00000000-0000-4000-8000-000000000000', status: 'paid', pad: randomBytes(45 * 1024).toString('base64') }); // incompressible, as an attacker's would be
    const before = await size();
    const statuses: Record<number, number> = {};
    const started = performance.now();
    for (let sent = 0; sent < posts; sent += 20) {
      const wave = Array.from({ length: Math.min(20, posts - sent) }, () =>
        rawRequest(`${base}/api/paiements/notification/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => tally(statuses, r.status)),
      );
      await Promise.all(wave);
    }
    const seconds = (performance.now() - started) / 1000;
    const databaseGrowthKb = Math.round((await size()) - before) / 1024;

    // The same flood spread over 2 000 sources (127.x.y.z): every post reaches the signature check.
    const spreadStatuses: Record<number, number> = {};
    const spreadBefore = await size();
    const spreadStarted = performance.now();
    for (let sent = 0; sent < posts; sent += 20) {
      const wave = Array.from({ length: Math.min(20, posts - sent) }, (_, k) => {
        const n = sent + k + 1;
        return rawRequest(`${base}/api/paiements/notification/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json' }, body, localAddress: `127.1.${n >> 8}.${(n & 255) || 1}` }).then((r) => tally(spreadStatuses, r.status));
      });
      await Promise.all(wave);
    }
    const spreadSeconds = (performance.now() - spreadStarted) / 1000;
    const spreadGrowthKb = Math.round((await size()) - spreadBefore) / 1024;

    const calls = Array.from({ length: 1000 }, () => 'site.info').join(',');
    const batchStatuses: Record<number, number> = {};
    let healthzMaxMs = 0;
    let flooding = true;
    const probe = (async () => {
      while (flooding) {
        const t0 = performance.now();
        await fetch(`${base}/healthz`);
        healthzMaxMs = Math.max(healthzMaxMs, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.all(Array.from({ length: 10 }, () => rawRequest(`${base}/api/trpc/${calls}?batch=1&input=%7B%7D`).then((r) => tally(batchStatuses, r.status))));
    flooding = false;
    await probe;
    return { posts, seconds, statuses, databaseGrowthKb, spreadSeconds, spreadStatuses, spreadGrowthKb, batchRequests: 10, batchStatuses, healthzMaxMs };
  } finally {
    await new Promise((r) => server.close(r));
    await booted.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFlood(f: FloodFigures): void {
  const list = (s: Record<number, number>) => Object.entries(s).map(([k, v]) => `${v}× ${k}`).join(', ');
  console.log(`\nInondation du webhook de paiement : ${f.posts} envois non signés de 60 Ko en ${f.seconds.toFixed(1)} s (${list(f.statuses)}), base de données +${f.databaseGrowthKb.toFixed(0)} Ko`);
  console.log(`Le même envoi depuis ${f.posts} adresses : ${f.spreadSeconds.toFixed(1)} s (${list(f.spreadStatuses)}), base de données +${f.spreadGrowthKb.toFixed(0)} Ko`);
  console.log(`Lots tRPC : ${f.batchRequests} requêtes de 1 000 appels (${list(f.batchStatuses)}), /healthz au pire ${f.healthzMaxMs.toFixed(0)} ms pendant ce temps`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printFlood(await benchFlood(Number(process.argv[2] ?? 2000)));
  process.exit(0);
}
