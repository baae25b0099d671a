/**
 * MGX3 engine benchmark: layout, HD render + encode on one core, 4K, legibility score, and the
 * throughput of the real HD export path in worker threads. Prints figures next to the targets of
 * the issue; never passes or fails on wall time.
 *
 * Run: npx tsx bench/engine.ts [--quick]
 *
 * Threads: sharp runs on libuv's thread pool, which is per process (shared by the worker threads)
 * and sized once, from UV_THREADPOOL_SIZE, before this module's code runs (the ESM loader already
 * uses it): it cannot be set from here. The bench takes it from the environment and prints it;
 * unset, it is libuv's default, 4, as for the server and worker (nothing in the repository sets
 * it). On 2 cores, 2, 4 and 8 gave the same throughput within noise. libvips' own threads per
 * image (sharp.concurrency) are pinned to 1, sharp's default on glibc, so that the figures do not
 * depend on it.
 *
 * Wall times suffer when other processes share the machine: the report prints the load average
 * and, next to wall times, the process CPU time, which is much steadier.
 */
import { availableParallelism, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/render/canvas';
import type { StyleId } from '../shared/engine/model/design';
import { STYLE_IDS } from '../shared/engine/model/design';
import { layoutDesign, type LayoutInput } from '../shared/engine/layout/layout';
import { encodeJpeg, rasterize, rasterizeBehind, renderPreview, scoreRendered, serverMeasurer } from '../server/engine/index';

/** libuv's thread-pool size when UV_THREADPOOL_SIZE is unset. */
const LIBUV_DEFAULT_POOL = 4;
/** libvips threads per image. */
export const SHARP_CONCURRENCY = 1;
/** 4K files are not bound by YouTube's 2 MB. */
const MAX_4K_BYTES = 20 * 1024 * 1024;
const NO_IMAGES: ReadonlyMap<string, LoadedImage> = new Map();

/** Varied French titles: accents, numbers, guillemets, a 140-character one, an empty one. */
export const TITLES: readonly string[] = [
  "L'été à Dakar : mes 5 plages préférées",
  '10 astuces pour réussir sa chaîne YouTube en 2025',
  "Pourquoi personne n'en parle ?",
  'Ça a tout changé ! Mon vlog à Abidjan',
  'Le vrai prix de la vie à Paris : 3 000 € par mois ?',
  "J'ai testé « le meilleur » thiéboudienne de Saint-Louis",
  'Œuvres, cœurs et noël : à ne pas manquer',
  'GTA VI : 12 détails que vous avez ratés !!!',
  'Une journée avec moi',
  "Voici l'histoire incroyable de comment j'ai construit une entreprise rentable depuis ma chambre à Ouagadougou, sans aucun capital de départ.",
  '',
  'TEST',
  'Élections 2027 – ce qui va changer pour vous',
  '100 000 abonnés en 30 jours ? Réaction honnête',
];
const PROMPTS = ['voyage soleil plage', 'business argent', 'jeu vidéo néon', 'actualité politique', ''];

/** The i-th case: every title × every style within TITLES.length × 6 cases, then other seeds. */
export function caseAt(i: number): LayoutInput {
  const t = i % TITLES.length;
  const s = Math.floor(i / TITLES.length) % STYLE_IDS.length;
  return {
    title: TITLES[t] ?? '',
    prompt: PROMPTS[i % PROMPTS.length] ?? '',
    style: STYLE_IDS[s] as StyleId,
    seed: Math.imul(i + 1, 2654435761) >>> 0,
  };
}
export const CASES_PER_ROUND = TITLES.length * STYLE_IDS.length;

export interface Stats {
  n: number;
  median: number;
  p95: number;
  mean: number;
}

/** Nearest-rank percentiles. */
export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.max(0, Math.ceil(p * s.length) - 1)] ?? NaN;
  const mean = s.reduce((a, b) => a + b, 0) / (s.length || 1);
  return { n: s.length, median: at(0.5), p95: at(0.95), mean };
}

/** Effective libuv thread-pool size of this process. */
export function threadpoolSize(): number {
  return Number(process.env.UV_THREADPOOL_SIZE) || LIBUV_DEFAULT_POOL;
}

/** CPU time of the whole process (every thread) since `from`, in ms. */
function cpuSince(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1000;
}

/**
 * A turn of the event loop. @napi-rs/canvas frees the pixel buffers of `canvas.data()` in
 * finalizers that only run from the event loop: a synchronous loop of renders keeps every frame
 * alive (gigabytes after a few hundred) and then times page faults, not drawing.
 */
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function setup(): void {
  sharp.concurrency(SHARP_CONCURRENCY);
  serverMeasurer(); // registers the fonts
}

// --- 1. Layout -----------------------------------------------------------------------------

export function benchLayout(runs = 2000, warmup = 200): Stats {
  setup();
  const m = serverMeasurer();
  for (let i = 0; i < warmup; i++) layoutDesign(m, caseAt(i));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = caseAt(i);
    const t0 = performance.now();
    layoutDesign(m, input);
    times.push(performance.now() - t0);
  }
  return stats(times);
}

// --- 2. HD render + encode, one core -------------------------------------------------------

export interface HdFigures {
  /** rasterize + encodeJpeg + renderPreview (small render + WebP), one after the other. */
  total: Stats;
  rasterize: Stats;
  /** encodeJpeg + renderPreview. */
  encode: Stats;
  jpeg: Stats;
  preview: Stats;
  /** Process CPU time (all threads) per thumbnail — what one core has to do, whatever else runs on the machine. */
  cpu: { total: Stats; rasterize: Stats; encode: Stats };
  jpegKB: Stats;
  /** JPEG qualities used (88 unless the 2 MB cap bit). */
  qualities: Record<number, number>;
}

/**
 * One thumbnail at a time, each step awaited before the next: on this path at most one thread
 * works at any moment (sharp's per-image concurrency is 1), so the wall time is one core's work.
 */
export async function benchHd(runs = 200, warmup = 24): Promise<HdFigures> {
  setup();
  const m = serverMeasurer();
  const designs = Array.from({ length: Math.max(runs, warmup) }, (_, i) => layoutDesign(m, caseAt(i)));
  for (let i = 0; i < warmup; i++) {
    const { rgba, width, height } = rasterize(designs[i]!);
    await encodeJpeg(rgba, width, height);
    await renderPreview(designs[i]!, NO_IMAGES);
  }
  const total: number[] = [];
  const rast: number[] = [];
  const enc: number[] = [];
  const jpg: number[] = [];
  const prev: number[] = [];
  const kb: number[] = [];
  const qualities: Record<number, number> = {};
  const cpuTotal: number[] = [];
  const cpuRast: number[] = [];
  const cpuEnc: number[] = [];
  for (let i = 0; i < runs; i++) {
    await tick();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const { rgba, width, height } = rasterize(designs[i]!);
    const t1 = performance.now();
    const c1 = process.cpuUsage();
    const { jpeg, quality } = await encodeJpeg(rgba, width, height);
    const t2 = performance.now();
    await renderPreview(designs[i]!, NO_IMAGES); // drawn small, as the export job does
    const t3 = performance.now();
    cpuTotal.push(cpuSince(c0));
    cpuRast.push((c1.user + c1.system - c0.user - c0.system) / 1000);
    cpuEnc.push(cpuSince(c1));
    total.push(t3 - t0);
    rast.push(t1 - t0);
    enc.push(t3 - t1);
    jpg.push(t2 - t1);
    prev.push(t3 - t2);
    kb.push(jpeg.length / 1024);
    qualities[quality] = (qualities[quality] ?? 0) + 1;
  }
  return {
    total: stats(total),
    rasterize: stats(rast),
    encode: stats(enc),
    jpeg: stats(jpg),
    preview: stats(prev),
    cpu: { total: stats(cpuTotal), rasterize: stats(cpuRast), encode: stats(cpuEnc) },
    jpegKB: stats(kb),
    qualities,
  };
}

// --- 3. 4K ---------------------------------------------------------------------------------

export interface K4Figures {
  total: Stats;
  rasterize: Stats;
  jpeg: Stats;
  /** Process CPU time per 4K file. */
  cpu: Stats;
  jpegKB: Stats;
}

/** rasterize at scale 3 (3840×2160) + encodeJpeg under 20 MB, one at a time. */
export async function bench4k(runs = 30, warmup = 4): Promise<K4Figures> {
  setup();
  const m = serverMeasurer();
  // Spread over titles and styles: a stride coprime with the round covers both.
  const designs = Array.from({ length: runs + warmup }, (_, i) => layoutDesign(m, caseAt(i * 13)));
  for (let i = 0; i < warmup; i++) {
    const { rgba, width, height } = rasterize(designs[runs + i]!, NO_IMAGES, 3);
    await encodeJpeg(rgba, width, height, MAX_4K_BYTES);
    await tick();
  }
  const total: number[] = [];
  const rast: number[] = [];
  const jpg: number[] = [];
  const cpu: number[] = [];
  const kb: number[] = [];
  for (let i = 0; i < runs; i++) {
    await tick();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const { rgba, width, height } = rasterize(designs[i]!, NO_IMAGES, 3);
    if (width !== 3840 || height !== 2160) throw new Error(`4K attendu, ${width}×${height} obtenu`);
    const t1 = performance.now();
    const { jpeg } = await encodeJpeg(rgba, width, height, MAX_4K_BYTES);
    const t2 = performance.now();
    cpu.push(cpuSince(c0));
    total.push(t2 - t0);
    rast.push(t1 - t0);
    jpg.push(t2 - t1);
    kb.push(jpeg.length / 1024);
  }
  return { total: stats(total), rasterize: stats(rast), jpeg: stats(jpg), cpu: stats(cpu), jpegKB: stats(kb) };
}

// --- 4. Legibility score -------------------------------------------------------------------

export interface ScoreFigures {
  /** scoreRendered: the design drawn again without its text and logo, then the checks. */
  total: Stats;
  /** Its first part alone. */
  behind: Stats;
}

/** scoreRendered on HD renders (rendered beforehand, untimed). */
export async function benchScore(runs = 120, warmup = 12): Promise<ScoreFigures> {
  setup();
  const m = serverMeasurer();
  const total: number[] = [];
  const behind: number[] = [];
  for (let i = 0; i < warmup + runs; i++) {
    await tick();
    const design = layoutDesign(m, caseAt(i));
    const full = rasterize(design);
    const t0 = performance.now();
    scoreRendered(design, full, NO_IMAGES);
    const t1 = performance.now();
    rasterizeBehind(design, NO_IMAGES);
    const t2 = performance.now();
    if (i < warmup) continue;
    total.push(t1 - t0);
    behind.push(t2 - t1);
  }
  return { total: stats(total), behind: stats(behind) };
}

// --- 5. Throughput in worker threads -------------------------------------------------------

export interface ThroughputFigures {
  workers: number;
  count: number;
  seconds: number;
  perSecond: number;
  /** Process CPU time (workers, sharp's pool, GC…) per thumbnail during the timed run. */
  cpuMs: number;
  /** Per-thumbnail latency inside the workers, under that load. */
  latency: Stats;
}

export interface WorkerData {
  /** Int32Array[1] over a SharedArrayBuffer: the next case to take. */
  next: SharedArrayBuffer;
  total: number;
  warmup: number;
  sharpConcurrency: number;
}
export type WorkerMessage = { type: 'ready' } | { type: 'done'; times: number[] } | { type: 'error'; message: string };

/** How to start a worker written in TypeScript. */
function workerExecArgv(): string[] {
  // Under tsx (npx tsx …, npm run bench) this process's execArgv already holds tsx's loader, and
  // workers take it as theirs; otherwise add it (resolved from here, not from the cwd).
  if (process.execArgv.some((a) => a.includes('tsx'))) return process.execArgv;
  return [...process.execArgv, '--import', import.meta.resolve('tsx')];
}

/**
 * `workers` threads each run the HD export path (layout, rasterize, JPEG + WebP, legibility score)
 * on cases taken from a shared counter until `count` are done; the clock starts once every worker
 * has warmed up.
 */
export async function benchThroughput(workers = 2, count = 300, warmup = 12): Promise<ThroughputFigures> {
  const data: WorkerData = { next: new SharedArrayBuffer(4), total: count, warmup, sharpConcurrency: SHARP_CONCURRENCY };
  const execArgv = workerExecArgv();
  const threads = Array.from({ length: workers }, () => new Worker(new URL('./engine-worker.ts', import.meta.url), { workerData: data, execArgv }));
  const wait = (w: Worker, type: 'ready' | 'done') =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const cleanup = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
      };
      const onMessage = (msg: WorkerMessage) => {
        if (msg.type !== 'error' && msg.type !== type) return;
        cleanup();
        if (msg.type === 'error') reject(new Error(`worker : ${msg.message}`));
        else resolve(msg);
      };
      const onError = (err: Error) => {
        cleanup();
        reject(err);
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`worker sorti (code ${code}) avant « ${type} »`));
      };
      w.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
  try {
    await Promise.all(threads.map((w) => wait(w, 'ready')));
    const done = threads.map((w) => wait(w, 'done'));
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    for (const w of threads) w.postMessage('go');
    const results = await Promise.all(done);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = cpuSince(c0);
    const times = results.flatMap((r) => (r.type === 'done' ? r.times : []));
    if (times.length !== count) throw new Error(`${times.length} miniatures rendues au lieu de ${count}`);
    return { workers, count, seconds, perSecond: count / seconds, cpuMs: cpu / count, latency: stats(times) };
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
}

// --- All, and the report -------------------------------------------------------------------

export interface EngineFigures {
  cores: number;
  threadpool: number;
  sharpConcurrency: number;
  /** 1-minute load average before the runs: other processes on the machine skew wall times. */
  loadBefore: number;
  loadAfter: number;
  layout: Stats;
  hd: HdFigures;
  k4: K4Figures;
  score: ScoreFigures;
  throughput: ThroughputFigures[];
}

export interface EngineBenchOptions {
  layoutRuns?: number;
  hdRuns?: number;
  k4Runs?: number;
  scoreRuns?: number;
  /** Thumbnails per throughput run (2 workers, then 1). */
  throughputCount?: number;
}

export const QUICK: EngineBenchOptions = { layoutRuns: 500, hdRuns: 60, k4Runs: 10, scoreRuns: 40, throughputCount: 100 };

export async function benchEngine(o: EngineBenchOptions = {}): Promise<EngineFigures> {
  setup();
  const loadBefore = loadavg()[0] ?? NaN;
  const layout = benchLayout(o.layoutRuns);
  const hd = await benchHd(o.hdRuns);
  const k4 = await bench4k(o.k4Runs);
  const score = await benchScore(o.scoreRuns);
  const throughput = [await benchThroughput(2, o.throughputCount), await benchThroughput(1, o.throughputCount)];
  return {
    cores: availableParallelism(),
    threadpool: threadpoolSize(),
    sharpConcurrency: sharp.concurrency(),
    loadBefore,
    loadAfter: loadavg()[0] ?? NaN,
    layout,
    hd,
    k4,
    score,
    throughput,
  };
}

const fr = (v: number, digits: number) => v.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (v: number) => `${fr(v, v < 10 ? 2 : 1)} ms`;
const mp = (s: Stats) => `médiane ${ms(s.median)}, p95 ${ms(s.p95)}`;
/** A ceiling on the median. */
const under = (median: number, target: number) => `objectif médiane < ${target} ms : ${median < target ? '« OK »' : '« au-dessus »'}`;

export function printEngine(f: EngineFigures): void {
  const pool = `UV_THREADPOOL_SIZE = ${f.threadpool}${process.env.UV_THREADPOOL_SIZE ? '' : ' (non fixé : défaut de libuv)'}`;
  console.log(`Moteur MGX3 — ${f.cores} cœurs, ${pool}, sharp.concurrency = ${f.sharpConcurrency}, charge du système ${fr(f.loadBefore, 2)} avant, ${fr(f.loadAfter, 2)} après`);
  if (f.loadBefore > f.cores / 2) {
    console.log(`  Attention : la machine était déjà occupée (charge ${fr(f.loadBefore, 2)} pour ${f.cores} cœurs) ; les temps écoulés et le débit en souffrent, les temps processeur beaucoup moins.`);
  }
  console.log(`  Mise en page (layoutDesign, ×${f.layout.n}) : ${mp(f.layout)} — ${under(f.layout.median, 5)}`);
  const hd = f.hd;
  console.log(`  Rendu + encodage HD 1280×720, un cœur (rasterize + JPEG + WebP, ×${hd.total.n}) : ${mp(hd.total)} — ${under(hd.total.median, 50)}`);
  console.log(`    rasterize seul : ${mp(hd.rasterize)} ; encodage seul : ${mp(hd.encode)} (JPEG ${mp(hd.jpeg)} ; aperçu WebP ${mp(hd.preview)})`);
  console.log(`    temps processeur par miniature : ${mp(hd.cpu.total)} (rasterize ${ms(hd.cpu.rasterize.median)}, encodage ${ms(hd.cpu.encode.median)})`);
  const q = Object.entries(hd.qualities).map(([k, v]) => `${k} ×${v}`).join(', ');
  console.log(`    JPEG : médiane ${fr(hd.jpegKB.median, 0)} Ko, p95 ${fr(hd.jpegKB.p95, 0)} Ko ; qualité ${q}`);
  const k4 = f.k4;
  console.log(`  4K 3840×2160 (rasterize ×3 + JPEG ≤ 20 Mo, ×${k4.total.n}) : ${mp(k4.total)} — ${under(k4.total.median, 400)}`);
  console.log(`    rasterize ${mp(k4.rasterize)} ; JPEG ${mp(k4.jpeg)} ; temps processeur médiane ${ms(k4.cpu.median)} ; fichier médiane ${fr(k4.jpegKB.median / 1024, 1)} Mo`);
  console.log(`  Score de lisibilité (scoreRendered, ×${f.score.total.n}) : ${mp(f.score.total)} — dont rendu sans le texte (rasterizeBehind) ${mp(f.score.behind)}`);
  for (const t of f.throughput) {
    const target = t.workers === 2 ? ` — objectif ≥ 20/s : ${t.perSecond >= 20 ? '« OK »' : '« en dessous »'}` : '';
    console.log(`  Débit, ${t.workers} worker${t.workers > 1 ? 's' : ''} (mise en page + rendu + JPEG + WebP + score, ×${t.count}) : ${fr(t.perSecond, 1)} miniatures/s${target}`);
    console.log(`    ${fr(t.seconds, 1)} s ; par miniature ${mp(t.latency)} ; temps processeur ${ms(t.cpuMs)} par miniature (soit au plus ${fr((f.cores * 1000) / t.cpuMs, 1)}/s sur ${f.cores} cœurs libres)`);
  }
}

if (isMainThread && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printEngine(await benchEngine(process.argv.includes('--quick') ? QUICK : {}));
  process.exit(0);
}
