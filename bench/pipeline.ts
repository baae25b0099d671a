/**
 * The whole pipeline under concurrent users (issue 17): `studio.generate` → status ready through
 * pg-boss, measured from the browser's side over HTTP against the built server (npm run build first):
 * tRPC over keep-alive connections with cookies, then the live status stream (SSE) until « prête ».
 * With a photo, each generation first uploads a photo of its own (« Ajout image », Gaming: face
 * detection and cut-out in the worker) and the time counts from the upload.
 *
 * Two shapes: (a) web and worker in one process, as `npm start`; (b) a web process without worker
 * (WORKER=off) and two `npm run worker` processes on its database and data folder.
 * 1, 10 and 50 simulated users, each from its own 127.x.y.z address, each running generations back to
 * back; their first one(s) are a warm-up and are not counted. Accounts are made through the real
 * sign-up and e-mail link (read in the outbox), then credited through the ledger.
 *
 * Run: npx tsx bench/pipeline.ts — prints a table, decides nothing. Shorter runs:
 *   BENCH_PIPELINE_USERS=1,10   BENCH_PIPELINE_SHAPES=inline|split   BENCH_PIPELINE_PHOTO=0|1|both
 *   BENCH_PIPELINE_SAMPLES=20 (measured generations aimed at per cell, without photo; at least 1 per user)
 *   BENCH_PIPELINE_PHOTO_SAMPLES=5 (the same with a photo)   BENCH_PIPELINE_WARMUP=1 (per user)
 *   BENCH_PIPELINE_PHOTO_ANALYSED=1: with a photo, each user sends one photo before the cell, analysed
 *   by the worker (not timed), and every generation uses it: the creator reusing their photo, each
 *   photo analysed once (the time counts from the click, as without a photo).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { daysFrom, grantCredits } from '../server/credits/ledger';
import { initOrm } from '../server/orm';
import { Browser, loopbackAddress } from '../tests/support/browser';
import { percentile } from '../tests/support/percentile';
import { envInt, signUpVerified } from './browser';
import { cpuSeconds, postgresCpuSeconds, startBuiltApp, startBuiltWorker, type BuiltApp, type BuiltWorker } from './built-app';
import { analysisReady } from '../server/vision/photo-analyses';

export type Shape = 'inline' | 'split';

export interface PipelineRow {
  shape: Shape;
  users: number;
  photo: boolean;
  /** Generations a minute asked at a human pace; null when back to back. */
  pace: number | null;
  /** Measured generations that reached ready. */
  count: number;
  medianMs: number;
  p95Ms: number;
  perMinute: number;
  /** CPU time of the server's Node processes (web, workers; not PostgreSQL) per generation, warm-up included. */
  cpuMsPerGeneration: number;
  /** The same split: the web process, the workers together, the embedded PostgreSQL (NaN for an outside one). */
  cpuMsSplit: { web: number; workers: number; postgres: number };
  /** Generations that ended failed, and calls that were refused or broke (never expected). */
  failed: number;
  errors: number;
  firstError: string | null;
}

export interface PipelineOptions {
  users?: number[];
  shapes?: Shape[];
  photo?: Array<boolean>;
  samples?: number;
  photoSamples?: number;
  warmup?: number;
  /** With a photo: one analysed photo per user, reused by every generation (instead of a new photo each time). */
  photoAnalysed?: boolean;
  /**
   * Generations a minute the users ask between them, at a human pace: each clicks on a schedule (every
   * users ÷ pace minutes, the users spread over that period) and never before their previous thumbnail
   * is ready. Null: back to back, each clicking again the moment their thumbnail is ready (the most the
   * server serves; the wait is then about users ÷ throughput whatever the speed).
   */
  pacePerMinute?: number | null;
}

const SHAPE_LABELS: Record<Shape, string> = {
  inline: 'web + worker, 1 processus',
  split: 'web seul + 2 workers',
};

/** Measured generations per user for a cell: `samples` spread over the users, at least one each. */
const runsPerUser = (samples: number, users: number) => Math.max(1, Math.ceil(samples / users));

function optionsFromEnv(): Required<PipelineOptions> {
  const list = (name: string, fallback: string) => (process.env[name] || fallback).split(',').map((s) => s.trim()).filter(Boolean);
  const photo = process.env.BENCH_PIPELINE_PHOTO ?? 'both';
  return {
    users: list('BENCH_PIPELINE_USERS', '1,10,50').map(Number),
    shapes: list('BENCH_PIPELINE_SHAPES', 'inline,split') as Shape[],
    photo: photo === 'both' ? [false, true] : [photo === '1'],
    samples: envInt('BENCH_PIPELINE_SAMPLES', 20),
    photoSamples: envInt('BENCH_PIPELINE_PHOTO_SAMPLES', 5),
    warmup: envInt('BENCH_PIPELINE_WARMUP', 1),
    photoAnalysed: process.env.BENCH_PIPELINE_PHOTO_ANALYSED === '1',
    pacePerMinute: process.env.BENCH_PIPELINE_PACE ? Number(process.env.BENCH_PIPELINE_PACE) : null,
  };
}

/** Photos of one person, each another crop and light: every upload is a new picture (its cut-out is made, not reused). */
async function photoPool(size: number): Promise<Buffer[]> {
  const portrait = path.join(import.meta.dirname, '../tests/fixtures/photos/astronaut.png');
  return Promise.all(
    Array.from({ length: size }, (_, i) =>
      sharp(portrait)
        .extract({ left: (i * 3) % 40, top: (i * 7) % 40, width: 470, height: 470 })
        .modulate({ brightness: 0.9 + (i % 20) / 100 })
        .resize(1200, 1200)
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  );
}

interface SimUser {
  browser: Browser;
  userId: string;
  /** Photos this user has sent already: the next one is a new picture for them. */
  photosSent: number;
  /** The photo every generation of an « analysed photo » cell uses. */
  analysedPhoto?: string;
}

/** `count` people, each signed up from its own address and credited for every generation it will ask. */
async function makeUsers(app: BuiltApp, count: number, creditsEach: number): Promise<SimUser[]> {
  const db = new pg.Pool({ connectionString: app.databaseUrl, max: 4 });
  try {
    const users: SimUser[] = [];
    // A few at a time, as people arrive: each sign-up hashes a password (argon2).
    for (let i = 0; i < count; i += 5) {
      const batch = Array.from({ length: Math.min(5, count - i) }, async (_, k) => {
        const n = i + k;
        const browser = new Browser(app.ipBase, loopbackAddress(n));
        const { userId } = await signUpVerified(browser, db, { name: `Créateur Banc ${n}`, email: `banc-pipeline-${n}@exemple.sn` });
        return { browser, userId, photosSent: 0 };
      });
      users.push(...(await Promise.all(batch)));
    }
    const orm = await initOrm(app.databaseUrl);
    try {
      await orm.em.fork().transactional(async (tx) => {
        for (const u of users) await grantCredits(tx, { userId: u.userId, amount: creditsEach, reason: 'bench', expiresAt: daysFrom(new Date(), 1) });
      });
    } finally {
      await orm.close(true);
    }
    return users;
  } finally {
    await db.end();
  }
}

interface Sample {
  startedAt: number;
  endedAt: number;
  status: 'ready' | 'failed';
}

/** One generation as the studio makes it: (photo upload, then) generate, then the live status until it ends. */
async function oneGeneration(user: SimUser, photos: Buffer[] | null, n: number): Promise<Sample> {
  const startedAt = performance.now();
  let input: Record<string, unknown> = { title: `Ma vidéo numéro ${n} à Dakar`, prompt: '', style: 'pro' };
  if (photos) {
    const asset = user.analysedPhoto ?? (await user.browser.upload('images.upload', photos[user.photosSent++ % photos.length]!, `moi-${n}.jpg`)).id;
    input = { title: `Ma partie numéro ${n}`, prompt: '', style: 'gaming', mode: 'images', images: [asset] };
  }
  const created = await user.browser.mutate('studio.generate', input);
  const status = await user.browser.waitForFinalStatus(created.id);
  return { startedAt, endedAt: performance.now(), status };
}

async function runCell(users: SimUser[], photos: Buffer[] | null, warmup: number, runs: number, app: BuiltApp, workers: BuiltWorker[], pacePerMinute: number | null): Promise<Omit<PipelineRow, 'shape' | 'users' | 'photo' | 'pace'>> {
  const split = () => ({ web: cpuSeconds(app.pid), workers: workers.reduce((sum, w) => sum + cpuSeconds(w.pid), 0), postgres: postgresCpuSeconds(app) });
  const splitBefore = split();
  let done = 0;
  const measured: Sample[] = [];
  let failed = 0;
  let errors = 0;
  let firstError: string | null = null;
  // At a human pace, user u clicks at start + (u / users + i) × period, or as soon as their previous one is ready.
  const period = pacePerMinute ? (users.length / pacePerMinute) * 60_000 : 0;
  const start = performance.now();
  await Promise.all(
    users.map(async (user, u) => {
      for (let i = 0; i < warmup + runs; i++) {
        const due = start + ((u / users.length + i) * period);
        if (period > 0 && performance.now() < due) await new Promise((r) => setTimeout(r, due - performance.now()));
        try {
          const sample = await oneGeneration(user, photos, u * 1000 + i);
          done++;
          if (sample.status === 'failed') failed++;
          else if (i >= warmup) measured.push(sample);
        } catch (err) {
          errors++;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  const splitAfter = split();
  const perGeneration = (k: keyof typeof splitAfter) => (done > 0 ? ((splitAfter[k] - splitBefore[k]) * 1000) / done : NaN);
  const cpuMsSplit = { web: perGeneration('web'), workers: perGeneration('workers'), postgres: perGeneration('postgres') };
  const cpuMsPerGeneration = cpuMsSplit.web + cpuMsSplit.workers;
  const times = measured.map((s) => s.endedAt - s.startedAt);
  const from = Math.min(...measured.map((s) => s.startedAt));
  const to = Math.max(...measured.map((s) => s.endedAt));
  return {
    count: measured.length,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    perMinute: measured.length > 0 && to > from ? (measured.length / (to - from)) * 60_000 : NaN,
    cpuMsPerGeneration,
    cpuMsSplit,
    failed,
    errors,
    firstError,
  };
}

/**
 * Each user sends one photo and waits until the worker has analysed it (its face and cut-out stored):
 * what a creator reusing their photo finds. A server without the analysis table (an older build) has
 * none to wait for: the cell's warm-up generation analyses it there.
 */
async function sendAnalysedPhotos(app: BuiltApp, users: SimUser[], photos: Buffer[]): Promise<void> {
  const orm = await initOrm(app.databaseUrl);
  try {
    for (const [i, user] of users.entries()) {
      if (user.analysedPhoto) continue;
      const asset = await user.browser.upload<{ id: string }>('images.upload', photos[i % photos.length]!, `moi-${i}.jpg`);
      user.analysedPhoto = asset.id;
      for (const started = Date.now(); Date.now() - started < 60_000; ) {
        const ready = await analysisReady(orm.em.fork(), asset.id).catch(() => null);
        if (ready !== false) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  } finally {
    await orm.close(true);
  }
}

async function startShape(shape: Shape): Promise<{ app: BuiltApp; workers: BuiltWorker[] }> {
  if (shape === 'inline') return { app: await startBuiltApp(), workers: [] };
  const app = await startBuiltApp({ WORKER: 'off' });
  try {
    const workers = [await startBuiltWorker(app), await startBuiltWorker(app)];
    return { app, workers };
  } catch (err) {
    await app.stop();
    throw err;
  }
}

export async function benchPipeline(opts: PipelineOptions = {}): Promise<PipelineRow[]> {
  const o = { ...optionsFromEnv(), ...opts };
  const maxUsers = Math.max(...o.users);
  // What the first user (in every cell) asks at most: its credits, and how many photos of its own it needs.
  const gensOfFirst = (photo: boolean) => o.users.reduce((sum, n) => sum + o.warmup + runsPerUser(photo ? o.photoSamples : o.samples, n), 0);
  const creditsEach = 10 * o.photo.reduce((sum, photo) => sum + gensOfFirst(photo), 0);
  const photos = o.photo.includes(true) ? await photoPool(Math.max(gensOfFirst(true), o.photoAnalysed ? maxUsers : 0)) : null;
  const rows: PipelineRow[] = [];
  for (const shape of o.shapes) {
    const { app, workers } = await startShape(shape);
    try {
      const users = await makeUsers(app, maxUsers, creditsEach);
      for (const photo of o.photo) {
        for (const n of o.users) {
          const runs = runsPerUser(photo ? o.photoSamples : o.samples, n);
          if (photo && o.photoAnalysed) await sendAnalysedPhotos(app, users.slice(0, n), photos!);
          rows.push({ shape, users: n, photo, pace: o.pacePerMinute, ...(await runCell(users.slice(0, n), photo ? photos : null, o.warmup, runs, app, workers, o.pacePerMinute)) });
        }
      }
      users.forEach((u) => u.browser.close());
    } finally {
      for (const w of workers) await w.stop();
      await app.stop();
    }
  }
  return rows;
}

export function printPipeline(rows: PipelineRow[]): void {
  const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '—');
  console.log(`Chaîne complète studio.generate → prête (HTTP + SSE, file pg-boss), serveur construit, utilisateurs simultanés depuis leur propre adresse 127.x.y.z ; charge ${loadavg()[0]!.toFixed(2)} :`);
  console.log(['Forme'.padEnd(45), 'Util.'.padStart(5), 'Photo'.padEnd(5), 'Mesurées'.padStart(8), 'Médiane'.padStart(10), 'p95'.padStart(10), 'Débit'.padStart(14), 'CPU/gén.'.padStart(9), 'web + workers + PG'.padStart(20), '  Échecs'].join(' '));
  for (const r of rows) {
    const problems = r.failed + r.errors > 0 ? `  ${r.failed} échouée(s), ${r.errors} erreur(s)${r.firstError ? ` : ${r.firstError.slice(0, 160)}` : ''}` : '  0';
    console.log(
      [
        (SHAPE_LABELS[r.shape] + (r.pace ? `, ${r.pace}/min demandées` : '')).padEnd(45),
        String(r.users).padStart(5),
        (r.photo ? 'oui' : 'non').padEnd(5),
        String(r.count).padStart(8),
        ms(r.medianMs).padStart(10),
        ms(r.p95Ms).padStart(10),
        `${Number.isFinite(r.perMinute) ? r.perMinute.toFixed(0) : '—'} /min`.padStart(14),
        ms(r.cpuMsPerGeneration).padStart(9),
        [r.cpuMsSplit.web, r.cpuMsSplit.workers, r.cpuMsSplit.postgres].map((v) => (Number.isFinite(v) ? v.toFixed(0) : '—')).join(' + ').padStart(20),
      ].join(' ') + problems,
    );
  }
  console.log(
    '(au rythme de N/min demandées : chacun clique à son heure, une fois sa miniature précédente prête, et le débit dit combien le serveur en a rendu ; sinon chacun reclique dès sa miniature prête ; avec photo : le temps compte depuis l’envoi de la photo, ou depuis le clic quand chacun réutilise sa photo déjà analysée (BENCH_PIPELINE_PHOTO_ANALYSED=1) ; débit = générations mesurées par minute entre la première et la dernière mesurée ; CPU/gén. = temps processeur des processus Node du serveur, web et workers, hors PostgreSQL, par génération chauffe comprise, puis réparti entre le processus web, les workers et PostgreSQL embarqué)',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printPipeline(await benchPipeline());
  process.exit(0);
}
