/**
 * Live status at scale (issue 17): 2 000 open status streams on ONE web process (the built app, as
 * production runs it), on 2 000 seeded unfinished thumbnails of 500 seeded creators (4 each, a batch of
 * variants). Each stream is what the studio's page opens: tRPC's httpSubscriptionLink, i.e. an
 * EventSource on GET /api/trpc/studio.status?input={"id":…} with the access cookie.
 *
 * Measured: the server process's memory (/proc/<pid>/status) before and with the streams open, the
 * time to open them, and the delay from a job's end (the status update and pg_notify committed in
 * one transaction, as the render job does) to the event read by the client: 200 ends spread over
 * 10 s, then 200 ends at once. Loopback only; bounded in count and time; prints, decides nothing.
 * Run: npm run build && npx tsx bench/sse.ts [--streams 2000]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ACCESS_COOKIE } from '../server/auth/cookies';
import { checkSigningKeys, signAccessToken, useKeySealer } from '../server/auth/keys';
import { createSecretBox } from '../server/auth/secret-box';
import { encodeLiveEvent, LIVE_CHANNEL } from '../server/realtime/bus';
import { seedIds } from '../scripts/seed-volume';
import { startBuiltApp } from './built-app';
import { startBenchDatabase } from './bench-database';
import { percentile } from '../tests/support/percentile';
import { SseReader } from '../tests/support/sse';

const PUBLIC_URL = 'http://localhost';
/** Streams one creator has open: the variants of one batch being drawn. */
const STREAMS_PER_USER = 4;

export interface SseFigures {
  streams: number;
  users: number;
  openedMs: { p50: number; p95: number; max: number; totalSeconds: number };
  failedOpens: number;
  /**
   * CPU the server process spent per stream opened, and per job end delivered (to every stream of
   * the thumbnail): on a machine shared with other work, wall times say more about the others.
   */
  cpuMs: { perOpen: number; perEnd: number };
  memory: { before: ProcMemory; open: ProcMemory; after: ProcMemory };
  spread: Delays;
  burst: Delays;
  ulimit: string;
}

export interface ProcMemory {
  rssMb: number;
  anonMb: number;
  peakMb: number;
}

interface Delays {
  count: number;
  received: number;
  p50: number;
  p95: number;
  max: number;
}

function procMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, anonMb: kb('RssAnon') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** User + system CPU seconds a process has used so far (clock ticks of 1/100 s). */
function procCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One open status stream, parsed as an EventSource would: `data:` lines up to a blank line. */
interface Stream {
  thumbnailId: string;
  /** Resolves at the first event (the current state). */
  first: Promise<void>;
  /** Set by the bench before ending the job; called with the arrival time of the `ready` event. */
  onReady: ((at: number) => void) | null;
  /** When the bench committed this stream's job end. */
  endedAt: number;
  close(): void;
}

function openStream(base: string, thumbnailId: string, token: string): Stream {
  const url = `${base}/api/trpc/studio.status?input=${encodeURIComponent(JSON.stringify({ id: thumbnailId }))}`;
  let firstDone: () => void;
  let firstFail: (err: Error) => void;
  const first = new Promise<void>((resolve, reject) => {
    firstDone = resolve;
    firstFail = reject;
  });
  const stream: Stream = { thumbnailId, first, onReady: null, endedAt: NaN, close: () => req.destroy() };
  let seen = false;
  const req = http.get(url, { agent: false, headers: { accept: 'text/event-stream', cookie: `${ACCESS_COOKIE}=${token}` } }, (res) => {
    if (res.statusCode !== 200) {
      firstFail(new Error(`HTTP ${res.statusCode}`));
      res.resume();
      return;
    }
    res.setEncoding('utf8');
    const reader = new SseReader();
    res.on('data', (chunk: string) => {
      for (const frame of reader.push(chunk)) {
        if (frame.data === null || frame.event !== null) continue; // connected, ping, return: not a state
        const at = performance.now();
        const state = JSON.parse(frame.data) as { status?: string };
        if (!seen) {
          seen = true;
          firstDone();
        }
        if (state.status === 'ready') stream.onReady?.(at);
      }
    });
  });
  req.on('error', (err) => firstFail(err));
  first.catch(() => undefined);
  return stream;
}

async function seed(client: pg.Client, users: number, now: Date): Promise<void> {
  const n = 'n::text';
  const j = 'j::text';
  await client.query(
    `insert into users (id, created_at, updated_at, email, name, email_verified_at, last_sign_in_at)
     select ${seedIds.user(n)}, $1, $1, 'direct-' || n || '@volume.invalid', 'Créateur ' || n, $1, $1 from generate_series(0, $2::int - 1) n`,
    [now, users],
  );
  // Unfinished, as a batch of variants just asked: waiting in the queue or being drawn.
  await client.query(
    `insert into thumbnails (id, created_at, updated_at, user_id, title, prompt, style, seed, status, stage, batch, variant)
     select ${seedIds.thumbnail(n, j)}, $1, $1, ${seedIds.user(n)}, 'Variante ' || j || ' de la chaîne ' || n, '', 'pro', j,
            case when j = 0 then 'rendering' else 'queued' end, case when j = 0 then 'rendering' else 'queued' end, ${seedIds.user(n)}, j
       from generate_series(0, $2::int - 1) n cross join generate_series(0, ${STREAMS_PER_USER - 1}) j`,
    [now, users],
  );
  await client.query(
    `insert into sessions (id, created_at, updated_at, user_id, user_agent, ip, last_used_at, expires_at)
     select ${seedIds.session(n, "'direct'")}, $1, $1, ${seedIds.user(n)}, 'bench', '127.0.0.1', $1, $1::timestamptz + interval '1 day' from generate_series(0, $2::int - 1) n`,
    [now, users],
  );
  await client.query('analyze users, thumbnails, sessions');
}

/** Ends the job of `thumbnailId` as the render job does: the row ready and the notification, one commit. */
async function endJob(client: pg.Client, stream: Stream): Promise<void> {
  const thumbnailId = stream.thumbnailId;
  await client.query('begin');
  await client.query(`update thumbnails set status = 'ready', stage = 'ready', ready_at = now(), updated_at = now(), width = 1280, height = 720 where id = $1`, [thumbnailId]);
  await client.query('select pg_notify($1, $2)', [LIVE_CHANNEL, encodeLiveEvent({ kind: 'thumbnail', thumbnailId, status: 'ready' })]);
  // The job ends at its commit, which is also when PostgreSQL delivers the notification.
  stream.endedAt = performance.now();
  await client.query('commit');
}

function delays(list: number[], count: number): Delays {
  const sorted = [...list].sort((a, b) => a - b);
  return { count, received: list.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? NaN };
}

export async function benchSse(opts: { streams?: number; ends?: number } = {}): Promise<SseFigures> {
  const users = Math.ceil((opts.streams ?? 2000) / STREAMS_PER_USER);
  const streamsWanted = users * STREAMS_PER_USER;
  const ends = Math.min(opts.ends ?? 200, Math.floor(streamsWanted / 2));
  const db = await startBenchDatabase('sse');
  const { orm, client } = db;
  const streams: Stream[] = [];
  let app: Awaited<ReturnType<typeof startBuiltApp>> | null = null;
  try {
    // The app and this bench share one key: the tokens signed here verify there, as between two web processes.
    const key = randomBytes(32).toString('hex');
    const box = createSecretBox(Buffer.from(key, 'hex'));
    useKeySealer(box);
    await checkSigningKeys(orm.em, box);
    const now = new Date();
    await seed(client, users, now);
    const tokens: string[] = [];
    for (let u = 0; u < users; u++) {
      const { rows } = await client.query<{ uid: string; sid: string }>(`select ${seedIds.user('$1::text')} as uid, ${seedIds.session('$1::text', "'direct'")} as sid`, [u]);
      tokens.push((await signAccessToken(orm.em.fork(), { sub: rows[0]!.uid, sid: rows[0]!.sid }, PUBLIC_URL)).token);
    }
    const { rows: thumbs } = await client.query<{ id: string; n: number }>(
      `select ${seedIds.thumbnail('n::text', 'j::text')} as id, n from generate_series(0, $1::int - 1) n cross join generate_series(0, ${STREAMS_PER_USER - 1}) j order by n, j`,
      [users],
    );

    app = await startBuiltApp({ DATABASE_URL: db.url, ENCRYPTION_KEY: key, PUBLIC_URL });
    // One stream opened and closed first: the code paths are loaded before « before » is read.
    const warm = openStream(app.base, thumbs[0]!.id, tokens[0]!);
    await warm.first;
    warm.close();
    await sleep(2000);
    const before = procMemory(app.pid);

    // Opened 100 at a time (a page load each), every one waiting for its first event.
    const opened: number[] = [];
    let failedOpens = 0;
    const t0 = performance.now();
    const cpuBeforeOpen = procCpuSeconds(app.pid);
    for (let i = 0; i < thumbs.length; i += 100) {
      await Promise.all(
        thumbs.slice(i, i + 100).map(async (t) => {
          const s0 = performance.now();
          const s = openStream(app!.base, t.id, tokens[t.n]!);
          streams.push(s);
          try {
            await s.first;
            opened.push(performance.now() - s0);
          } catch {
            failedOpens++;
          }
        }),
      );
    }
    const totalSeconds = (performance.now() - t0) / 1000;
    const cpuOpen = procCpuSeconds(app.pid) - cpuBeforeOpen;
    await sleep(3000);
    const open = procMemory(app.pid);

    // The ends: every other stream's job, first one at a time every 50 ms, then all at once.
    const byId = new Map(streams.map((s) => [s.thumbnailId, s]));
    const targets = thumbs.filter((_, i) => i % 2 === 0).map((t) => byId.get(t.id)!);
    const measureEnds = async (list: Stream[], pace: number): Promise<number[]> => {
      const got: number[] = [];
      const arrivals = list.map(
        (s) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 30_000);
            s.onReady = (at) => {
              got.push(at - s.endedAt);
              clearTimeout(timer);
              resolve();
            };
          }),
      );
      const pool = pace > 0 ? [client] : await Promise.all(Array.from({ length: 10 }, async () => {
        const c = new pg.Client({ connectionString: db.url });
        await c.connect();
        return c;
      }));
      try {
        if (pace > 0) {
          for (const s of list) {
            await endJob(client, s);
            await sleep(pace);
          }
        } else {
          let next = 0;
          await Promise.all(pool.map(async (c) => {
            while (next < list.length) {
              const s = list[next++]!;
              await endJob(c, s);
            }
          }));
        }
        await Promise.all(arrivals);
      } finally {
        if (pace === 0) await Promise.all(pool.map((c) => c.end()));
      }
      return got;
    };
    const cpuBeforeEnds = procCpuSeconds(app.pid);
    const spread = delays(await measureEnds(targets.slice(0, ends), 50), ends);
    const burst = delays(await measureEnds(targets.slice(ends, 2 * ends), 0), Math.min(ends, targets.length - ends));
    const cpuEnds = procCpuSeconds(app.pid) - cpuBeforeEnds;
    await sleep(1000);
    const after = procMemory(app.pid);

    opened.sort((a, b) => a - b);
    return {
      streams: streams.length,
      users,
      openedMs: { p50: percentile(opened, 0.5), p95: percentile(opened, 0.95), max: opened.at(-1) ?? NaN, totalSeconds },
      failedOpens,
      cpuMs: { perOpen: (cpuOpen * 1000) / Math.max(1, opened.length), perEnd: (cpuEnds * 1000) / Math.max(1, spread.received + burst.received) },
      memory: { before, open, after },
      spread,
      burst,
      ulimit: `${readFileSync(`/proc/${app.pid}/limits`, 'utf8').match(/^Max open files\s+(\d+)\s+(\d+)/m)?.slice(1).join(' / ') ?? '?'}`,
    };
  } finally {
    for (const s of streams) s.close();
    await app?.stop();
    await db.stop();
  }
}

export function printSse(r: SseFigures): void {
  const mem = (m: ProcMemory) => `RSS ${m.rssMb.toFixed(0)} Mo (anonyme ${m.anonMb.toFixed(0)} Mo, pic ${m.peakMb.toFixed(0)} Mo)`;
  const d = (x: Delays) => `p50 ${x.p50.toFixed(1)} ms · p95 ${x.p95.toFixed(1)} ms · max ${x.max.toFixed(1)} ms (${x.received}/${x.count} reçus)`;
  const perStream = ((r.memory.open.rssMb - r.memory.before.rssMb) * 1024) / Math.max(1, r.streams);
  console.log(`\nStatut en direct (SSE), un seul processus web (l’app construite), ${r.streams} flux ouverts par ${r.users} créateurs (${STREAMS_PER_USER} chacun) :`);
  console.log(`  ouverture jusqu’au premier état, 100 à la fois : p50 ${r.openedMs.p50.toFixed(0)} ms · p95 ${r.openedMs.p95.toFixed(0)} ms · max ${r.openedMs.max.toFixed(0)} ms · ${r.streams} flux en ${r.openedMs.totalSeconds.toFixed(1)} s · ${r.failedOpens} refusés · ${r.cpuMs.perOpen.toFixed(1)} ms de processeur du serveur par flux ouvert`);
  console.log(`  mémoire du serveur : avant ${mem(r.memory.before)} → flux ouverts ${mem(r.memory.open)} (≈ ${perStream.toFixed(0)} Ko par flux) → après les fins ${mem(r.memory.after)}`);
  console.log(`  fin d’un travail → événement reçu, ${r.spread.count} fins réparties (une toutes les 50 ms) : ${d(r.spread)}`);
  console.log(`  fin d’un travail → événement reçu, ${r.burst.count} fins d’un coup (10 connexions) : ${d(r.burst)}`);
  console.log(`  processeur du serveur par fin livrée : ${r.cpuMs.perEnd.toFixed(1)} ms (relecture de la miniature et envoi)`);
  console.log(`  fichiers ouverts permis au serveur (souple / dur) : ${r.ulimit} ; aucune limite de flux par personne ni par adresse dans le produit`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
  printSse(await benchSse({ streams: flag('--streams') ? Number(flag('--streams')) : undefined }));
  process.exit(0);
}
