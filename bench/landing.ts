/**
 * Landing page throughput: autocannon against the built app in production mode, 50 connections of
 * signed-out visitors asking for `/` with compression, 5 s of warm-up then 20 s measured. The load
 * generator shares the machine with the server, as the figures did.
 * Run: npx tsx bench/landing.ts  — prints figures, decides nothing.
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltApp, type BuiltApp } from './built-app';

export interface LandingFigures {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, br', 'user-agent': 'minialab-bench' };

/** `app`: a built app already running (bench/api.ts measures several routes on one); otherwise one is started and stopped. */
export async function benchLanding(opts: { path?: string; connections?: number; warmupSeconds?: number; seconds?: number; app?: BuiltApp } = {}): Promise<LandingFigures> {
  const { path = '/', connections = 50, warmupSeconds = 5, seconds = 20 } = opts;
  const app = opts.app ?? (await startBuiltApp());
  try {
    const url = `${app.base}${path}`;
    await autocannon({ url, connections, duration: warmupSeconds, headers: HEADERS });
    const result = await autocannon({ url, connections, duration: seconds, headers: HEADERS });
    return {
      path,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  } finally {
    if (!opts.app) await app.stop();
  }
}

export function printLanding(r: LandingFigures): void {
  console.log(
    `GET ${r.path}, visiteurs non connectés, 50 connexions, gzip/br, 20 s après 5 s de chauffe : ${r.requestsPerSecond.toFixed(0)} req/s · p50 ${r.p50Ms.toFixed(0)} ms · p99 ${r.p99Ms.toFixed(0)} ms · non-2xx ${r.non2xx} · erreurs ${r.errors + r.timeouts} (objectif ≥ 300 req/s, p99 < 300 ms)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printLanding(await benchLanding());
