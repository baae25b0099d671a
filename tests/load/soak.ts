/**
 * The soak of issue 17 (`npm run test:load`, not part of `npm test`): the built app (web + worker in
 * one process, its own embedded PostgreSQL, sandbox payments, the local engine) under LOAD_USERS
 * simulated creators for LOAD_SECONDS, then a drain of at most LOAD_DRAIN_SECONDS, all on loopback.
 *
 * Each creator comes from its own 127.x.y.z address and loops with think time: sign in, buy a pack
 * through the sandbox gateway when short of credits (or now and then), generate, follow the live
 * status to the end, download the file, describe a change and save it (the instruction path),
 * download again, sign out. A third of the creators (every third) make each generation with a photo
 * (« Ajout image », Gaming): a new one at their first and one time in three after, else the last
 * one again; the others never send one.
 *
 * At the end it checks, and exits 1 with the reasons if any fails: no lost job (every job and
 * thumbnail finished; a failed one gave its credits back; every photo sent analysed by the worker's
 * `vision.analyse` job), no job charged twice (each job's spends
 * add up to its price exactly, and no spend lacks a job), every credit accounted for (per user, the
 * ledger's sum is the balance the API shows and matches what the creator saw happen; globally,
 * granted = held + spent − refunded), no answer other than the expected refusals, and the server's
 * RSS flat after warm-up. It prints requests by kind with p50/p95, refusals by code, jobs and the
 * memory series. Never run in CI: it needs minutes and both cores.
 *
 * Run: npm run build && npm run test:load   (LOAD_USERS=10 LOAD_SECONDS=20 for a quick pass)
 */
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBuiltApp } from '../../bench/built-app';
import { CREDIT_COSTS, SIGNUP_GIFT } from '../../shared/credits';
import { PACKS } from '../../shared/plans';
import { Browser, CallError, EXPECTED_REFUSALS, Stats } from '../support/browser';
import { percentile } from '../support/percentile';
import { PAID_JOB_REASONS } from '../../server/studio/paid-jobs';
import { freePort } from '../fixtures/ports';

/** The ledger reference of job `j`, as paid-jobs.ts writes it (`generation:<id>`…). */
const JOB_REFERENCE = `(case j.kind ${Object.entries(PAID_JOB_REASONS).map(([kind, reason]) => `when '${kind}' then '${reason}:'`).join(' ')} end) || j.id`;

const env = (name: string, fallback: number) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
};
const USERS = Math.floor(env('LOAD_USERS', 200));
const LOAD_MS = env('LOAD_SECONDS', 300) * 1000;
const DRAIN_MS = Math.min(300, env('LOAD_DRAIN_SECONDS', 300)) * 1000;
/** Mean pause between a creator's actions (each pause is 0.5× to 1.5× this). */
const THINK_MS = env('LOAD_THINK_MS', 3000);
const SAMPLE_MS = 5000;
/** Creators start spread over this time rather than all at the same millisecond. */
const RAMP_MS = Math.min(30_000, LOAD_MS / 4);
/** Memory is compared from here on: caches, pools and JIT have filled by then. */
const WARMUP_MS = Math.max(RAMP_MS, Math.min(60_000, LOAD_MS / 5));
/** Whether memoryVerdict compared two windows (false: too short a run, too few samples). */
let memoryJudged = false;
/** RSS is flat when the last third's median is within this of the window after warm-up (see memoryVerdict). */
const RSS_SLACK = { ratio: 0.2, mb: 64 };
const PASSWORD = 'Thieboudienne-Soak-2026';
const PACK = PACKS[0]!;

const root = path.resolve(import.meta.dirname, '../..');
/**
 * A photo of each role a creator sends: a person with a face large enough for a hero (jesper), one
 * whose face is enlarged first (anne_helene), scenery (a background) and a picture without a person
 * (an insert, read by U²-Net-p). Not cold_water.jpg: its face (45 px) is too small for any generation,
 * which the studio refuses before anything is charged (PHOTO_TOO_SMALL), as it should.
 */
const PHOTOS = ['jesper.jpg', 'grand_canyon_3.jpg', 'anne_helene.jpg', 'spiff.jpg'].map((name) => ({ name, bytes: readFileSync(path.join(root, 'tests/fixtures/photos', name)) }));
const TITLES = [
  'Je teste le meilleur thiéboudienne de Dakar',
  'Mon premier voyage à Saint-Louis',
  '10 astuces pour réussir au bac',
  'Le match de l’année : Lions contre Éléphants',
  'Comment j’ai gagné 100 000 F en une semaine',
  'Réaction : le nouveau clip de Wally',
  'Ma routine du matin en plein Ramadan',
  'On a testé le TER de bout en bout',
];
const STYLES = ['pro', 'mini', 'vlog', 'gaming', 'actu', 'viral'] as const;
const INSTRUCTIONS = ['mets le titre en jaune', 'mets le titre en rouge', 'mets le titre en vert', 'mets le titre en blanc', 'mets le titre en bleu'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));
/** Creator n's own loopback address: 127.20.0.1, 127.20.0.2, … (127.0.0.1 stays the server's own). */
const addressOf = (n: number) => `127.20.${Math.floor(n / 250)}.${(n % 250) + 1}`;

interface Creator {
  n: number;
  email: string;
  browser: Browser;
  /** What this creator saw happen, to compare with the ledger. */
  packsPaid: number;
  charged: number;
  generations: number;
  modifications: number;
  downloads: number;
  iterations: number;
  /** The photo this creator's generations use (the last one sent); only creators with photos send any. */
  photo: string | null;
  photosSent: number;
  /** The photos it holds: sending the same picture again gives back the one already stored. */
  photoIds: Set<string>;
  photoGenerations: number;
}

/** A third of the creators use photos: every third one, from the first. */
const usesPhotos = (c: Pick<Creator, 'n'>) => c.n % 3 === 0;

interface Thumb {
  id: string;
  status: string;
  downloadUrl: string | null;
}

const stats = new Stats();
/** The server's CPU seconds over the load and the drain, against the wall time (the machine is shared). */
let cpu: { seconds: number; wall: number } | null = null;
/** When (since the load began) the first creator finished a whole loop: every path had then run once. */
let firstLoopAt: number | null = null;
/** What verify() read, for the report. */
let summary: { jobs: Array<{ kind: string; status: string; credits: number; refunded: string }>; orders: Array<{ status: string; n: string; granted: string }>; total: Record<string, number>; packsPaid: number } | null = null;
const failures: string[] = [];
const notes: string[] = [];
const t0 = Date.now();
const since = () => `${((Date.now() - t0) / 1000).toFixed(0)} s`;
const say = (line: string) => console.log(`[${since()}] ${line}`);

const logFile = path.join(os.tmpdir(), `minialab-soak-${process.pid}.log`);
const pgPort = await freePort();
say(`démarrage de l’app construite (journal : ${logFile})`);
const app = await startBuiltApp(
  {
    EMBEDDED_PG_PORT: String(pgPort),
    IMAGE_ENGINE: 'local',
    PAYMENT_PROVIDER: 'sandbox',
    WORKER: 'inline',
    // The gateway's own notifications come from 127.0.0.1 (the sandbox runs in the app): as in
    // production, the gateway is on the allow-list; the creators (127.20.x.y) are not.
    PAYMENT_WEBHOOK_ALLOWLIST: '127.0.0.1,::1',
  },
  { logTo: logFile },
);
const db = new pg.Pool({ host: '127.0.0.1', port: pgPort, user: 'minialab', database: 'minialab', password: readFileSync(path.join(app.dataDir, 'postgres.secret'), 'utf8').trim(), max: 3 });
// The app's PostgreSQL stops with it at the end and ends any connection of this pool still open: an
// unhandled pool error then killed the soak before it printed its verdict. Queries still report their own errors.
db.on('error', () => undefined);

const rss: Array<{ at: number; mb: number }> = [];
/** The server process's CPU time so far (user + system), in seconds, from /proc (clock ticks of 1/100 s). */
const readCpu = () => {
  try {
    const fields = readFileSync(`/proc/${app.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
};
const readRss = () => {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
};

let exitCode = 1;
try {
  // 1. Seeding: each creator signs up from its own address and confirms from the e-mail, as a browser would.
  say(`${USERS} créateurs s’inscrivent`);
  const creators: Creator[] = [];
  await inBatches(USERS, 16, async (n) => {
    const browser = new Browser(app.base, addressOf(n), stats);
    const email = `createur.${n}.${process.pid}@soak.exemple.sn`;
    await browser.mutate('auth.signUp', { name: `Créateur ${n}`, email, password: PASSWORD });
    const token = await mailToken(email);
    const verified = await browser.mutate<{ status: string }>('auth.verifyEmail', { token });
    if (verified.status !== 'signed_in') throw new Error(`verifyEmail: ${verified.status}`);
    await browser.mutate('auth.signOut');
    creators[n] = { n, email, browser, packsPaid: 0, charged: 0, generations: 0, modifications: 0, downloads: 0, iterations: 0, photo: null, photosSent: 0, photoIds: new Set(), photoGenerations: 0 };
  });
  const setupKinds = new Set(['auth.signUp', 'auth.verifyEmail']);

  // 2. Load: every creator loops until the deadline; RSS is sampled throughout.
  const loadStart = Date.now();
  const cpuAtStart = readCpu();
  const loadEnd = loadStart + LOAD_MS;
  const sampler = setInterval(() => {
    const mb = readRss();
    if (mb !== null) rss.push({ at: Date.now() - loadStart, mb });
  }, SAMPLE_MS);
  say(`charge : ${USERS} créateurs pendant ${LOAD_MS / 1000} s (pause moyenne ${THINK_MS} ms)`);
  const progress = setInterval(() => {
    const done = creators.reduce((s, c) => s + c.iterations, 0);
    say(`… ${done} boucles finies, RSS ${rss.at(-1)?.mb.toFixed(0) ?? '?'} Mo`);
  }, 30_000);
  await Promise.all(creators.map((c) => creatorLoop(c, loadStart + (RAMP_MS * c.n) / USERS, loadEnd)));
  clearInterval(progress);

  // 3. Drain: no new action; the queue must empty (jobs finished, payments notified) within the bound.
  say('vidange : plus aucune action, on attend la fin des travaux en file');
  // The drain began at the deadline: creators still following a render were already part of it.
  const drainEnd = loadEnd + DRAIN_MS;
  let open = await openWork();
  while (open.total > 0 && Date.now() < drainEnd) {
    await sleep(2000);
    open = await openWork();
  }
  clearInterval(sampler);
  const drained = Date.now() - loadEnd;
  cpu = { seconds: (readCpu() ?? NaN) - (cpuAtStart ?? NaN), wall: (Date.now() - loadStart) / 1000 };
  if (open.total > 0) {
    failures.push(`vidange : ${open.jobs} travaux, ${open.payments} paiements et ${open.queued} tâches pg-boss encore en cours au bout de ${DRAIN_MS / 1000} s`);
    // Only to tell a slow queue from a lost job in the report: how much longer it takes to empty.
    const extraEnd = Date.now() + 180_000;
    while (open.total > 0 && Date.now() < extraEnd) {
      await sleep(2000);
      open = await openWork();
    }
    notes.push(open.total > 0 ? `vidange : encore ${JSON.stringify(open)} 3 min après la limite` : `vidange : la file s’est vidée ${((Date.now() - loadEnd - DRAIN_MS) / 1000).toFixed(0)} s après la limite`);
  }
  say(`vidange finie en ${(drained / 1000).toFixed(0)} s`);

  // 4. What each creator holds, as the app shows it (signed in once more from its own address).
  const held = new Map<string, number>();
  await inBatches(USERS, 16, async (n) => {
    const c = creators[n]!;
    for (let attempt = 0; ; attempt++) {
      try {
        await c.browser.mutate('auth.signIn', { email: c.email, password: PASSWORD });
        break;
      } catch (err) {
        if (!(err instanceof CallError) || err.code !== 'RATE_LIMITED' || attempt > 20) throw err;
        await sleep(15_000);
      }
    }
    held.set(c.email, (await c.browser.query<{ credits: number }>('auth.balance')).credits);
    await c.browser.mutate('auth.signOut');
  });

  await verify(creators, held);
  report(creators, setupKinds, drained);
  exitCode = failures.length === 0 ? 0 : 1;
} catch (err) {
  failures.push(`le soak s’est interrompu : ${(err as Error).stack ?? String(err)}`);
  console.error(err);
} finally {
  await db.end().catch(() => undefined);
  await app.stop();
}

if (failures.length > 0) {
  console.log(`\nÉCHEC (${failures.length}) :`);
  for (const f of failures) console.log(`  ✗ ${f}`);
  console.log(`Journal du serveur gardé : ${logFile}`);
} else {
  console.log(`\nSoak réussi : aucun travail perdu, aucun double débit, chaque crédit compté, aucune erreur, ${memoryJudged ? 'mémoire stable' : 'mémoire non jugée (voir plus haut)'}.`);
  rmSync(logFile, { force: true });
}
process.exit(exitCode);

// ————————————————————————————————————————————————————————————————————————————————


async function inBatches(count: number, width: number, fn: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

async function mailToken(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query<{ text: string }>(`select text from mail_messages where "to" = $1 and kind = 'verify-email' order by created_at desc limit 1`, [email]);
    const token = rows[0] && /jeton=([\w-]+)/.exec(rows[0].text)?.[1];
    if (token) return token;
    await sleep(100);
  }
  throw new Error(`no verification e-mail for ${email}`);
}

/** An expected refusal ends the step (the creator reads it and moves on); anything else is counted as an error and too. */
async function step<T>(fn: () => Promise<T>): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CallError) return null; // tallied by the client: refusal or error
    throw err;
  }
}

async function creatorLoop(c: Creator, startAt: number, until: number): Promise<void> {
  await sleep(Math.max(0, startAt - Date.now()));
  const b = c.browser;
  while (Date.now() < until) {
    try {
      const signedIn = await step(() => b.mutate('auth.signIn', { email: c.email, password: PASSWORD }));
      if (!signedIn) {
        await sleep(THINK_MS * 3); // too many sign-ins from this address: come back later, as a person would
        continue;
      }
      await think();
      const balance = await step(() => b.query<{ credits: number }>('auth.balance'));
      if (balance && (balance.credits < CREDIT_COSTS.generation + CREDIT_COSTS.modification || Math.random() < 0.15)) {
        await buyPack(c);
        await think();
      }
      if (Date.now() >= until) break;
      let thumb = await generate(c);
      if (thumb) thumb = await followToEnd(c, thumb, until + DRAIN_MS);
      if (thumb?.status === 'ready') {
        await think();
        await download(c, thumb);
        await think();
        // Past the deadline nothing new starts: the download above was the end of that click.
        const edited = Date.now() < until ? await modify(c, thumb, until + DRAIN_MS) : null;
        if (edited?.status === 'ready') {
          await think();
          await download(c, edited);
        }
      }
      await think();
      await step(() => b.mutate('auth.signOut'));
      c.iterations += 1;
      firstLoopAt ??= Date.now() - (startAt - (RAMP_MS * c.n) / USERS);
      await think();
    } catch (err) {
      failures.push(`créateur ${c.n} : ${(err as Error).message}`);
      return;
    }
  }
}

/** A pack through the sandbox gateway, as /tarifs → the « Mode test » page → /success do it. */
async function buyPack(c: Creator): Promise<void> {
  const b = c.browser;
  const checkout = await step(() => b.mutate<{ url: string | null; orderId: string | null }>('checkout.create', { planId: PACK.id, successUrl: `${app.base}/success`, cancelUrl: `${app.base}/cancel` }));
  if (!checkout?.url || !checkout.orderId) return;
  const id = /\/paiement\/test\/(sbx_[\w-]+)/.exec(checkout.url)?.[1];
  if (!id) throw new Error(`unexpected checkout url ${checkout.url}`);
  await step(() => b.raw('page /paiement/test', new URL(checkout.url!).pathname));
  const page = await step(() => b.query<{ amountXof: number; status: string }>('sandbox.get', { id }));
  if (!page) return;
  if (page.amountXof !== PACK.priceXof) failures.push(`créateur ${c.n} : la page de paiement demande ${page.amountXof} F pour ${PACK.id}`);
  const paid = await step(() => b.mutate<{ redirectUrl: string }>('sandbox.complete', { id, outcome: 'paid' }));
  if (!paid) return;
  c.packsPaid += 1;
  // /success asks for the order's real state until the notification has arrived.
  for (let i = 0; i < 30; i++) {
    const order = await step(() => b.query<{ status: string }>('checkout.order', { id: checkout.orderId }));
    if (order?.status === 'paid') return;
    await sleep(1000);
  }
}

async function generate(c: Creator): Promise<Thumb | null> {
  const b = c.browser;
  const withPhoto = usesPhotos(c);
  let images: string[] = [];
  if (withPhoto) {
    if (!c.photo || Math.random() < 1 / 3) {
      const photo = pick(PHOTOS);
      const up = await step(() => b.upload<{ id: string }>('images.upload', photo.bytes, photo.name));
      if (!up) return null;
      c.photo = up.id;
      c.photosSent += 1;
      c.photoIds.add(up.id);
      await think();
    }
    images = [c.photo];
  }
  const kind = withPhoto ? 'studio.generate (avec image)' : 'studio.generate';
  const input = withPhoto ? { title: pick(TITLES), style: 'gaming', mode: 'images', images } : { title: pick(TITLES), style: pick(STYLES) };
  const made = await step(() => b.mutate<Thumb>('studio.generate', input, kind));
  if (!made) return null;
  c.charged += CREDIT_COSTS.generation;
  c.generations += 1;
  if (withPhoto) c.photoGenerations += 1;
  return made;
}

/**
 * Follows the live status (SSE) as the studio does, until ready or failed, then reads the thumbnail;
 * the time from the click to the end is tallied as « jusqu’à prête ».
 */
async function followToEnd(c: Creator, thumb: Thumb, deadline: number): Promise<Thumb | null> {
  const started = performance.now();
  for (;;) {
    const ended = await step(() => waitForTerminal(c.browser, thumb.id, Math.max(1000, deadline - Date.now())));
    const now = await step(() => c.browser.query<Thumb>('studio.get', { id: thumb.id }));
    if (now && (now.status === 'ready' || now.status === 'failed')) {
      const t = stats.tally('rendu : du clic à la fin (SSE)');
      t.latencies.push(performance.now() - started);
      t.ok += 1;
      return now;
    }
    if (Date.now() >= deadline || ended === null) return now;
  }
}

/** Reads studio.status (text/event-stream) until an event says ready or failed; true then, false at the timeout. */
async function waitForTerminal(b: Browser, id: string, timeoutMs: number): Promise<boolean> {
  return (await b.finalStatus(id, timeoutMs)) !== null;
}

async function download(c: Creator, thumb: Thumb): Promise<void> {
  if (!thumb.downloadUrl) return;
  const file = await step(() => c.browser.raw('téléchargement', thumb.downloadUrl!));
  if (!file) return;
  if (file.body[0] !== 0xff || file.body[1] !== 0xd8) failures.push(`créateur ${c.n} : le fichier téléchargé n’est pas un JPEG (${file.headers['content-type']})`);
  c.downloads += 1;
}

/** « Décrire une modification »: the sentence is read (free), then saved with the operations it gave (5 credits). */
async function modify(c: Creator, thumb: Thumb, deadline: number): Promise<Thumb | null> {
  const b = c.browser;
  const reading = await step(() => b.query<{ ops: unknown[]; changed: boolean }>('studio.readInstruction', { id: thumb.id, text: pick(INSTRUCTIONS) }));
  if (!reading || reading.ops.length === 0 || !reading.changed) return null;
  await think();
  const saved = await step(() => b.mutate<{ thumbnail: Thumb; charged: boolean }>('studio.modify', { id: thumb.id, ops: reading.ops }));
  if (!saved) return null;
  if (!saved.charged) return saved.thumbnail;
  c.charged += CREDIT_COSTS.modification;
  c.modifications += 1;
  return followToEnd(c, saved.thumbnail, deadline);
}

/** What is still in flight: unfinished jobs and thumbnails, paid test payments whose order is not paid yet, queued pg-boss jobs. */
async function openWork() {
  const q = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
  const jobs = await q(`select count(*) n from generation_jobs where status not in ('succeeded', 'failed')`);
  const thumbnails = await q(`select count(*) n from thumbnails where status not in ('ready', 'failed')`);
  const payments = await q(`select count(*) n from sandbox_payments s join orders o on o.id = s.order_id where s.status = 'paid' and o.status <> 'paid'`);
  const queued = await q(`select count(*) n from pgboss.job where state in ('created', 'retry', 'active') and name not like '__pgboss%' and name not in ('privacy.retention', 'billing.daily')`);
  return { jobs, thumbnails, payments, queued, total: jobs + thumbnails + payments + queued };
}

async function verify(creators: Creator[], held: Map<string, number>): Promise<void> {
  const rows = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

  // No lost job: every job and thumbnail finished.
  // A job still in pg-boss's queue is late (the drain said so); one that is in no queue is lost.
  const unfinished = await rows<{ kind: string; status: string; queued: boolean; n: string }>(`
    select j.kind, j.status,
           exists (select 1 from pgboss.job b where b.data->>'jobId' = j.id::text and b.state in ('created', 'retry', 'active')) queued,
           count(*) n
      from generation_jobs j where j.status not in ('succeeded', 'failed') group by 1, 2, 3`);
  for (const r of unfinished) {
    if (r.queued) notes.push(`en retard : ${r.n} travaux « ${r.kind} » encore ${r.status} et dans la file pg-boss`);
    else failures.push(`travail perdu : ${r.n} travaux « ${r.kind} » restés ${r.status} sans tâche dans la file`);
  }
  const stuck = await rows<{ status: string; n: string }>(`
    select t.status, count(*) n from thumbnails t
     where t.status not in ('ready', 'failed')
       and not exists (select 1 from generation_jobs j where j.thumbnail_id = t.id and j.status not in ('succeeded', 'failed'))
     group by 1`);
  for (const r of stuck) failures.push(`miniature perdue : ${r.n} restées ${r.status} sans travail en cours`);

  // Every photo sent was analysed by the worker (its face analysis stored): none left behind by a lost job.
  const photos = await rows<{ sent: string; analysed: string }>(`
    select count(*) sent, count(*) filter (where exists (select 1 from photo_analyses p where p.source_id = a.id and p.kind = 'face')) analysed
      from assets a where a.kind = 'upload' and a.purpose = 'image'`);
  const sentPhotos = Number(photos[0]!.sent);
  const analysedPhotos = Number(photos[0]!.analysed);
  if (analysedPhotos !== sentPhotos) failures.push(`analyse perdue : ${sentPhotos - analysedPhotos} photos envoyées sur ${sentPhotos} sans analyse`);
  const distinctSent = creators.reduce((sum, c) => sum + c.photoIds.size, 0);
  if (sentPhotos !== distinctSent) failures.push(`photos : ${sentPhotos} enregistrées, ${distinctSent} différentes envoyées`);

  // Charged once: each job's spends add up to its price, and a failed job's refunds give it all back.
  const jobs = await rows<{ id: string; kind: string; status: string; credits: number; spent: string; refunded: string; spends: string }>(`
    select j.id, j.kind, j.status, j.credits,
           coalesce(-sum(e.amount) filter (where e.kind = 'spend'), 0) spent,
           coalesce(sum(e.amount) filter (where e.kind = 'refund' or (e.kind = 'grant' and e.reason = 'refund')), 0) refunded,
           count(e.id) filter (where e.kind = 'spend') spends
      from generation_jobs j
      left join credit_entries e on e.reference = ${JOB_REFERENCE}
     group by j.id`);
  for (const j of jobs) {
    if (Number(j.spent) !== j.credits) failures.push(`débit : le travail ${j.kind} ${j.id} a coûté ${j.spent} crédits au lieu de ${j.credits} (${j.spends} lignes)`);
    if (j.status === 'failed' && Number(j.refunded) !== Number(j.spent)) failures.push(`remboursement : le travail échoué ${j.id} a rendu ${j.refunded} sur ${j.spent}`);
    if (j.status === 'succeeded' && Number(j.refunded) !== 0) failures.push(`remboursement : le travail réussi ${j.id} a rendu ${j.refunded} crédits`);
  }
  const orphanSpends = await rows<{ reference: string; amount: string }>(`
    select e.reference, sum(e.amount) amount from credit_entries e
     where e.kind = 'spend' and not exists (select 1 from generation_jobs j where e.reference = ${JOB_REFERENCE})
     group by 1`);
  for (const s of orphanSpends) failures.push(`débit sans travail : ${s.reference} (${s.amount})`);

  // Every order paid once, granted once.
  const orders = await rows<{ status: string; n: string; granted: string }>(`select status, count(*) n, coalesce(sum(credits_granted), 0) granted from orders group by 1`);
  const packGrants = await rows<{ reference: string; n: string }>(`select reference, count(*) n from credit_entries where kind = 'grant' and reason = 'pack' group by 1 having count(*) > 1`);
  for (const g of packGrants) failures.push(`commande créditée ${g.n} fois : ${g.reference}`);

  // Every credit accounted for, per user: ledger sum = what the app shows = what the creator saw happen.
  const perUser = await rows<{ email: string; sum: string; granted: string; gift: string; packs: string; spent: string; refunded: string; expired: string }>(`
    select u.email,
           coalesce(sum(e.amount), 0) sum,
           coalesce(sum(e.amount) filter (where e.kind = 'grant' and e.reason <> 'refund'), 0) granted,
           coalesce(sum(e.amount) filter (where e.kind = 'grant' and e.reason = 'signup_gift'), 0) gift,
           coalesce(sum(e.amount) filter (where e.kind = 'grant' and e.reason = 'pack'), 0) packs,
           coalesce(-sum(e.amount) filter (where e.kind = 'spend'), 0) spent,
           coalesce(sum(e.amount) filter (where e.kind = 'refund' or (e.kind = 'grant' and e.reason = 'refund')), 0) refunded,
           coalesce(-sum(e.amount) filter (where e.kind = 'expire'), 0) expired
      from users u left join credit_entries e on e.user_id = u.id
     group by u.email`);
  const byEmail = new Map(perUser.map((r) => [r.email, r]));
  const total = { granted: 0, held: 0, spent: 0, refunded: 0, expired: 0 };
  for (const c of creators) {
    const r = byEmail.get(c.email);
    if (!r) {
      failures.push(`créateur ${c.n} absent de la base`);
      continue;
    }
    const shown = held.get(c.email);
    const ledger = Number(r.sum);
    if (shown !== ledger) failures.push(`créateur ${c.n} : le registre fait ${ledger} crédits, l’app en montre ${shown}`);
    if (Number(r.gift) !== SIGNUP_GIFT.credits) failures.push(`créateur ${c.n} : cadeau d’inscription de ${r.gift} crédits`);
    if (Number(r.packs) !== c.packsPaid * PACK.credits) failures.push(`créateur ${c.n} : ${c.packsPaid} packs payés, ${r.packs} crédits de packs accordés`);
    if (Number(r.spent) !== c.charged) failures.push(`créateur ${c.n} : ${c.charged} crédits débités vus par le créateur, ${r.spent} au registre`);
    total.granted += Number(r.granted);
    total.held += shown ?? 0;
    total.spent += Number(r.spent);
    total.refunded += Number(r.refunded);
    total.expired += Number(r.expired);
  }
  if (total.granted !== total.held + total.spent - total.refunded + total.expired) {
    failures.push(`bilan global : accordés ${total.granted} ≠ détenus ${total.held} + dépensés ${total.spent} − rendus ${total.refunded} + expirés ${total.expired}`);
  }
  const packsPaid = creators.reduce((s, c) => s + c.packsPaid, 0);
  if (total.granted !== USERS * SIGNUP_GIFT.credits + packsPaid * PACK.credits) failures.push(`bilan global : ${total.granted} crédits accordés pour ${USERS} cadeaux et ${packsPaid} packs`);

  // No error answers.
  for (const [kind, t] of stats.kinds) for (const [code, n] of t.errors) failures.push(`erreur : ${kind} → ${code} ×${n}`);

  // Memory flat after warm-up.
  const verdict = memoryVerdict();
  if (verdict) failures.push(verdict);

  summary = { jobs, orders, total, packsPaid };
}

function median(xs: number[]): number {
  return percentile([...xs].sort((a, b) => a - b), 0.5);
}

/**
 * RSS is flat when the median of the load's last third is no more than RSS_SLACK above the median of
 * the window right after warm-up (the same length, from WARMUP_MS): a leak grows with the requests
 * served, noise (libvips caches, allocator arenas) moves both windows alike.
 */
function memoryVerdict(): string | null {
  const load = rss.filter((s) => s.at <= LOAD_MS);
  // Warm-up lasts WARMUP_MS, and at least until a first creator has been through a whole loop: before
  // that, some paths (download, modification, payment) have not allocated anything yet.
  const warmup = Math.max(WARMUP_MS, firstLoopAt ?? LOAD_MS);
  const third = (LOAD_MS - warmup) / 3;
  if (LOAD_MS >= 120_000 && warmup > LOAD_MS / 2) return `mémoire : non jugeable, l’échauffement (premier tour complet à ${((firstLoopAt ?? LOAD_MS) / 1000).toFixed(0)} s) a pris plus de la moitié de la charge ; allongez LOAD_SECONDS`;
  const early = load.filter((s) => s.at >= warmup && s.at < warmup + third).map((s) => s.mb);
  const late = load.filter((s) => s.at >= LOAD_MS - third).map((s) => s.mb);
  if (LOAD_MS < 120_000) {
    notes.push(`mémoire : non jugée sous 120 s de charge (l’échauffement dure à lui seul une minute) ; la série est imprimée`);
    return null;
  }
  if (early.length === 0 || late.length === 0) {
    notes.push(`mémoire : trop peu d’échantillons pour juger (${load.length}), allongez LOAD_SECONDS`);
    return null;
  }
  memoryJudged = true;
  const a = median(early);
  const z = median(late);
  const allowed = a + Math.max(RSS_SLACK.mb, a * RSS_SLACK.ratio);
  notes.push(`mémoire : médiane ${a.toFixed(0)} Mo dans la fenêtre après l’échauffement (${(warmup / 1000).toFixed(0)}–${((warmup + third) / 1000).toFixed(0)} s), ${z.toFixed(0)} Mo au dernier tiers de la charge (limite ${allowed.toFixed(0)} Mo)`);
  return z > allowed ? `mémoire : le RSS du serveur croît de ${a.toFixed(0)} à ${z.toFixed(0)} Mo (limite ${allowed.toFixed(0)} Mo)` : null;
}

function report(creators: Creator[], setupKinds: Set<string>, drained: number): void {
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n=== Soak : ${USERS} créateurs, ${LOAD_MS / 1000} s de charge, vidange ${(drained / 1000).toFixed(0)} s ===`);
  console.log(`\nRequêtes par sorte${' '.repeat(24)}nombre   p50 ms   p95 ms   refus   erreurs`);
  const kinds = [...stats.kinds].sort(([a], [b]) => Number(setupKinds.has(b)) - Number(setupKinds.has(a)) || a.localeCompare(b));
  for (const [kind, t] of kinds) {
    const sorted = [...t.latencies].sort((a, b) => a - b);
    const refused = [...t.refused.values()].reduce((s, n) => s + n, 0);
    const errors = [...t.errors.values()].reduce((s, n) => s + n, 0);
    const label = setupKinds.has(kind) ? `${kind} (préparation)` : kind;
    console.log(`  ${label.padEnd(40)}${pad(t.ok + refused + errors, 7)}${pad(percentile(sorted, 0.5).toFixed(0), 9)}${pad(percentile(sorted, 0.95).toFixed(0), 9)}${pad(refused, 8)}${pad(errors, 10)}`);
  }
  const refusals = new Map<string, number>();
  for (const [, t] of stats.kinds) for (const [code, n] of t.refused) refusals.set(code, (refusals.get(code) ?? 0) + n);
  console.log(`\nRefus attendus par code : ${refusals.size ? [...refusals].map(([c, n]) => `${c} ×${n}`).join(', ') : 'aucun'} (attendus : ${[...EXPECTED_REFUSALS].join(', ')})`);
  console.log(`Requêtes renvoyées sur une connexion neuve (connexion gardée fermée par le serveur au même instant, comme le fait un navigateur) : ${stats.resent}`);
  if (stats.samples.length) console.log(`Réponses inattendues (premières) :\n  ${stats.samples.join('\n  ')}`);

  const sum = (f: (c: Creator) => number) => creators.reduce((s, c) => s + f(c), 0);
  console.log(`\nCréateurs : ${sum((c) => c.iterations)} boucles, ${sum((c) => c.generations)} générations, ${sum((c) => c.modifications)} modifications, ${sum((c) => c.downloads)} téléchargements, ${sum((c) => c.packsPaid)} packs payés`);
  console.log(`Avec photos : ${creators.filter(usesPhotos).length} créateurs sur ${creators.length}, ${sum((c) => c.photoGenerations)} générations avec photo, ${sum((c) => c.photosSent)} photos envoyées, ${sum((c) => c.photoIds.size)} différentes (chacune analysée par le worker)`);
  if (summary) {
    const byKind = new Map<string, string[]>();
    const counts = new Map<string, number>();
    for (const j of summary.jobs) counts.set(`${j.kind} ${j.status}`, (counts.get(`${j.kind} ${j.status}`) ?? 0) + 1);
    for (const [k, n] of counts) {
      const [kind, status] = k.split(' ');
      byKind.set(kind!, [...(byKind.get(kind!) ?? []), `${status} ${n}`]);
    }
    console.log(`Travaux : ${[...byKind].map(([k, v]) => `${k} (${v.join(', ')})`).join(' ; ') || 'aucun'}`);
    console.log(`Commandes : ${summary.orders.map((o) => `${o.status} ${o.n} (${o.granted} crédits)`).join(', ') || 'aucune'}`);
    const t = summary.total;
    console.log(`Crédits : accordés ${t.granted} = détenus ${t.held} + dépensés ${t.spent} − rendus ${t.refunded} + expirés ${t.expired}`);
  }
  console.log(`\nRSS du serveur (Mo), un échantillon toutes les ${SAMPLE_MS / 1000} s depuis le début de la charge (premier tour complet à ${firstLoopAt === null ? '—' : (firstLoopAt / 1000).toFixed(0)} s) :`);
  const line: string[] = [];
  for (const s of rss) line.push(`${(s.at / 1000).toFixed(0)}s:${s.mb.toFixed(0)}`);
  for (let i = 0; i < line.length; i += 12) console.log(`  ${line.slice(i, i + 12).join('  ')}`);
  for (const n of notes) console.log(n);
  if (cpu) console.log(`CPU du serveur (hors PostgreSQL) : ${cpu.seconds.toFixed(0)} s sur ${cpu.wall.toFixed(0)} s de charge et de vidange, soit ${(cpu.seconds / cpu.wall).toFixed(2)} cœur en moyenne`);
  console.log(`Charge de la machine : ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cœurs, partagés)`);
}
