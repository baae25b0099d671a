/**
 * Landing page throughput: autocannon against the built app in production mode, 50 connections of
 * signed-out visitors asking for `/` with compression, 5 s of warm-up then 20 s measured. The load
 * generator shares the machine with the server, as the figures did.
 * Run: npx tsx bench/landing.ts  — prints figures, decides nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds, startBuiltApp, type BuiltApp } from './built-app';

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


export interface LandingSkipFigures {
  plain: LandingFigures;
  /** The same pages with a random junk session cookie or a random `plan` on every request. */
  junk: LandingFigures;
  /** junk ÷ plain requests per second (goal ≥ 0.9: junk cannot skip the shared render). */
  share: number;
  /** The web process's CPU time per request, plain and junk: the same figure, whatever else the machine runs. */
  cpuMsPerRequest: { plain: number; junk: number };
  /** /healthz while each run lasts (median, p99). */
  healthz: { plain: { p50Ms: number; p99Ms: number }; junk: { p50Ms: number; p99Ms: number } };
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
/** A JWT-shaped access cookie: a header naming a key nobody has, a payload, a signature of noise. */
const forgedJwt = () =>
  [Buffer.from(JSON.stringify({ alg: 'ES256', kid: randomUUID(), typ: 'JWT' })).toString('base64url'), Buffer.from(JSON.stringify({ sub: randomUUID(), sid: randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url'), token(64)].join('.');

/** What an attacker sends to dodge the shared render: each request a new value, so no answer can be reused. */
const JUNK: Array<() => { path: string; cookie?: string }> = [
  () => ({ path: `/tarifs?plan=${token(8)}` }),
  () => ({ path: `/tarifs?plan=PREMIUM&x=${token(8)}` }),
  () => ({ path: '/', cookie: `ml_at=${token(24)}` }),
  () => ({ path: '/', cookie: `ml_at=${forgedJwt()}` }),
  // A refresh cookie shaped as ours are (32 random bytes), and one that is not.
  () => ({ path: '/', cookie: `ml_rt=${token(32)}` }),
  () => ({ path: '/tarifs', cookie: `ml_rt=${token(5)}; ml_at=${token(40)}` }),
];

async function healthzWhile<T>(base: string, run: () => Promise<T>): Promise<{ result: T; p50Ms: number; p99Ms: number }> {
  const times: number[] = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.arrayBuffer()).catch(() => undefined);
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const result = await run();
  running = false;
  await probe;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { result, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/**
 * Signed-out throughput of the public pages (`/` and `/tarifs` in turn), and of the same pages with a
 * random junk session cookie or a random `plan` on each request, in the same run of one built app
 * (plain, junk, junk, plain): the junk rate as a share of the plain one, and /healthz meanwhile.
 * BENCH_LANDING_SECONDS and BENCH_LANDING_CONNECTIONS shorten or widen it.
 */
export async function benchLandingSkips(opts: { connections?: number; warmupSeconds?: number; seconds?: number } = {}): Promise<LandingSkipFigures> {
  const connections = opts.connections ?? Number(process.env.BENCH_LANDING_CONNECTIONS ?? 50);
  const seconds = opts.seconds ?? Number(process.env.BENCH_LANDING_SECONDS ?? 15);
  const warmupSeconds = opts.warmupSeconds ?? 5;
  const app = await startBuiltApp();
  try {
    let turn = 0;
    const plainRequest = () => ({ path: turn++ % 2 ? '/tarifs' : '/', headers: HEADERS });
    const junkRequest = () => {
      const j = JUNK[turn++ % JUNK.length]!();
      return { path: j.path, headers: j.cookie ? { ...HEADERS, cookie: j.cookie } : HEADERS };
    };
    const run = async (setupRequest: () => { path: string; headers: Record<string, string> }, duration: number) => {
      const cpu = cpuSeconds(app.pid);
      const result = await autocannon({ url: app.base, connections, duration, headers: HEADERS, requests: [{ setupRequest: (req) => ({ ...req, ...setupRequest() }) }] });
      const cpuMs = (cpuSeconds(app.pid) - cpu) * 1000;
      return { path: '', requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, cpuMs, total: result.requests.total };
    };
    await run(plainRequest, warmupSeconds);
    // Plain, junk, junk, plain, each half the time: the machine's other load weighs on both alike.
    const halves = [];
    for (const setup of [plainRequest, junkRequest, junkRequest, plainRequest]) halves.push(await healthzWhile(app.base, () => run(setup, seconds / 2)));
    const [p1, j1, j2, p2] = halves as [(typeof halves)[number], (typeof halves)[number], (typeof halves)[number], (typeof halves)[number]];
    const both = (a: typeof p1, b: typeof p1, path: string): LandingFigures => ({
      path,
      requestsPerSecond: (a.result.requestsPerSecond + b.result.requestsPerSecond) / 2,
      p50Ms: Math.max(a.result.p50Ms, b.result.p50Ms),
      p99Ms: Math.max(a.result.p99Ms, b.result.p99Ms),
      non2xx: a.result.non2xx + b.result.non2xx,
      errors: a.result.errors + b.result.errors,
      timeouts: a.result.timeouts + b.result.timeouts,
    });
    const plain = both(p1, p2, '/ et /tarifs');
    const junk = both(j1, j2, '/ et /tarifs, cookies et ?plan= au hasard');
    const probe = (a: typeof p1, b: typeof p1) => ({ p50Ms: Math.max(a.p50Ms, b.p50Ms), p99Ms: Math.max(a.p99Ms, b.p99Ms) });
    const cpuPer = (a: typeof p1, b: typeof p1) => (a.result.cpuMs + b.result.cpuMs) / Math.max(1, a.result.total + b.result.total);
    return { plain, junk, share: junk.requestsPerSecond / plain.requestsPerSecond, cpuMsPerRequest: { plain: cpuPer(p1, p2), junk: cpuPer(j1, j2) }, healthz: { plain: probe(p1, p2), junk: probe(j1, j2) } };
  } finally {
    await app.stop();
  }
}

export function printLandingSkips(f: LandingSkipFigures): void {
  const row = (r: LandingFigures, h: { p50Ms: number; p99Ms: number }) =>
    `${r.requestsPerSecond.toFixed(0)} req/s · p99 ${r.p99Ms.toFixed(0)} ms · non-2xx ${r.non2xx} · erreurs ${r.errors + r.timeouts} · /healthz médiane ${h.p50Ms.toFixed(0)} ms, p99 ${h.p99Ms.toFixed(0)} ms`;
  console.log(`Pages publiques non connecté (${f.plain.path}) : ${row(f.plain, f.healthz.plain)}`);
  console.log(`Les mêmes avec un cookie de session bidon ou un ?plan= au hasard à chaque requête : ${row(f.junk, f.healthz.junk)}`);
  console.log(`  → ${(f.share * 100).toFixed(0)} % du débit ordinaire (objectif ≥ 90 % : rien de bidon ne saute le rendu partagé) ; CPU du serveur par requête : ${f.cpuMsPerRequest.plain.toFixed(2)} ms ordinaire, ${f.cpuMsPerRequest.junk.toFixed(2)} ms bidon`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--junk')) printLandingSkips(await benchLandingSkips());
  else printLanding(await benchLanding());
}
