/**
 * MGX3 engine benchmark: layout, HD render + encode on one core, 4K, legibility score, and the
 * throughput of the real HD export path in worker threads. Prints figures next to the targets of
 * the issue; never passes or fails on wall time.
 *
 * Run: npx tsx bench/engine.ts [--quick]
 *
 * Threads: sharp runs on libuv's thread pool, which is per process (shared by the worker threads)
 * and sized once, from UV_THREADPOOL_SIZE, before this module's code runs (the ESM loader already
 * uses it): it cannot be set from here. The bench leaves it to the environment; unset, it is
 * libuv's default, 4, which is what the production worker runs with. The figures print the size in
 * effect. libvips' own threads per image (sharp.concurrency) are pinned to 1, sharp's default on
 * glibc, so that the figures do not depend on it.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/canvas.ts';
import type { StyleId } from '../shared/engine/design.ts';
import { STYLE_IDS } from '../shared/engine/design.ts';
import { layoutDesign, type LayoutInput } from '../shared/engine/layout.ts';
import { encodeJpeg, encodePreview, rasterize, scoreRendered, serverMeasurer } from '../server/engine/index.ts';

/** libuv's default thread-pool size; the size the figures are meant for. */
export const UV_THREADPOOL_REFERENCE = 4;
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
  "Voici l'histoire incroyable de comment j'ai construit une entreprise rentable depuis ma chambre à Ouagadougou, sans aucun capital de départ",
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
  return Number(process.env.UV_THREADPOOL_SIZE) || UV_THREADPOOL_REFERENCE;
}

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
  /** rasterize + encodeJpeg + encodePreview, one after the other. */
  total: Stats;
  rasterize: Stats;
  /** encodeJpeg + encodePreview. */
  encode: Stats;
  jpeg: Stats;
  preview: Stats;
  /** Process CPU time (all threads) per thumbnail: what one core has to do. */
  cpuMs: number;
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
    await encodePreview(rgba, width, height);
  }
  const total: number[] = [];
  const rast: number[] = [];
  const enc: number[] = [];
  const jpg: number[] = [];
  const prev: number[] = [];
  const kb: number[] = [];
  const qualities: Record<number, number> = {};
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const { rgba, width, height } = rasterize(designs[i]!);
    const t1 = performance.now();
    const { jpeg, quality } = await encodeJpeg(rgba, width, height);
    const t2 = performance.now();
    await encodePreview(rgba, width, height);
    const t3 = performance.now();
    total.push(t3 - t0);
    rast.push(t1 - t0);
    enc.push(t3 - t1);
    jpg.push(t2 - t1);
    prev.push(t3 - t2);
    kb.push(jpeg.length / 1024);
    qualities[quality] = (qualities[quality] ?? 0) + 1;
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    total: stats(total),
    rasterize: stats(rast),
    encode: stats(enc),
    jpeg: stats(jpg),
    preview: stats(prev),
    cpuMs: (cpu.user + cpu.system) / 1000 / runs,
    jpegKB: stats(kb),
    qualities,
  };
}

// --- 3. 4K ---------------------------------------------------------------------------------

export interface K4Figures {
  total: Stats;
  rasterize: Stats;
  jpeg: Stats;
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
  }
  const total: number[] = [];
  const rast: number[] = [];
  const jpg: number[] = [];
  const kb: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const { rgba, width, height } = rasterize(designs[i]!, NO_IMAGES, 3);
    if (width !== 3840 || height !== 2160) throw new Error(`4K attendu, ${width}×${height} obtenu`);
    const t1 = performance.now();
    const { jpeg } = await encodeJpeg(rgba, width, height, MAX_4K_BYTES);
    const t2 = performance.now();
    total.push(t2 - t0);
    rast.push(t1 - t0);
    jpg.push(t2 - t1);
    kb.push(jpeg.length / 1024);
  }
  return { total: stats(total), rasterize: stats(rast), jpeg: stats(jpg), jpegKB: stats(kb) };
}

// --- 4. Legibility score -------------------------------------------------------------------

/** scoreRendered on an HD render (it rasterizes the design again without its text, then scores). */
export function benchScore(runs = 120, warmup = 12): Stats {
  setup();
  const m = serverMeasurer();
  const renders = Array.from({ length: runs + warmup }, (_, i) => {
    const design = layoutDesign(m, caseAt(i));
    return { design, full: rasterize(design) };
  });
  for (let i = 0; i < warmup; i++) scoreRendered(renders[runs + i]!.design, renders[runs + i]!.full, NO_IMAGES);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { design, full } = renders[i]!;
    const t0 = performance.now();
    scoreRendered(design, full, NO_IMAGES);
    times.push(performance.now() - t0);
  }
  return stats(times);
}

// --- 5. Throughput in worker threads -------------------------------------------------------

export interface ThroughputFigures {
  workers: number;
  count: number;
  seconds: number;
  perSecond: number;
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

/**
 * `workers` threads each run the HD export path (layout, rasterize, JPEG + WebP, legibility score)
 * on cases taken from a shared counter until `count` are done; the clock starts once every worker
 * has warmed up.
 */
export async function benchThroughput(workers = 2, count = 300, warmup = 12): Promise<ThroughputFigures> {
  const next = new SharedArrayBuffer(4);
  const data: WorkerData = { next, total: count, warmup, sharpConcurrency: SHARP_CONCURRENCY };
  // Workers inherit this process's execArgv, which under tsx already holds its loader; the explicit
  // --import covers a parent started otherwise (tsx resolved from here, not from the cwd).
  const tsx = import.meta.resolve('tsx');
  const execArgv = process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', tsx];
  const threads = Array.from({ length: workers }, () => new Worker(new URL('./engine-worker.ts', import.meta.url), { workerData: data, execArgv }));
  const wait = (w: Worker, type: 'ready' | 'done') =>
    new Promise<WorkerMessage>((resolve, reject) => {
      const onMessage = (msg: WorkerMessage) => {
        if (msg.type === 'error') return cleanup(), reject(new Error(`worker: ${msg.message}`));
        if (msg.type === type) cleanup(), resolve(msg);
      };
      const onError = (err: Error) => (cleanup(), reject(err));
      const onExit = (code: number) => (cleanup(), reject(new Error(`worker sorti (${code}) avant « ${type} »`)));
      const cleanup = () => (w.off('message', onMessage), w.off('error', onError), w.off('exit', onExit));
      w.on('message', onMessage).on('error', onError).on('exit', onExit);
    });
  try {
    await Promise.all(threads.map((w) => wait(w, 'ready')));
    const done = threads.map((w) => wait(w, 'done'));
    const t0 = performance.now();
    for (const w of threads) w.postMessage('go');
    const results = await Promise.all(done);
    const seconds = (performance.now() - t0) / 1000;
    const times = results.flatMap((r) => (r.type === 'done' ? r.times : []));
    if (times.length !== count) throw new Error(`${times.length} miniatures rendues au lieu de ${count}`);
    return { workers, count, seconds, perSecond: count / seconds, latency: stats(times) };
  } finally {
    await Promise.all(threads.map((w) => w.terminate()));
  }
}

// --- All, and the report -------------------------------------------------------------------

export interface EngineFigures {
  cores: number;
  threadpool: number;
  sharpConcurrency: number;
  layout: Stats;
  hd: HdFigures;
  k4: K4Figures;
  score: Stats;
  throughput: ThroughputFigures[];
}

export interface EngineBenchOptions {
  layoutRuns?: number;
  hdRuns?: number;
  k4Runs?: number;
  scoreRuns?: number;
  throughputCount?: number;
}

export const QUICK: EngineBenchOptions = { layoutRuns: 500, hdRuns: 60, k4Runs: 10, scoreRuns: 40, throughputCount: 100 };

export async function benchEngine(o: EngineBenchOptions = {}): Promise<EngineFigures> {
  setup();
  const layout = benchLayout(o.layoutRuns);
  const hd = await benchHd(o.hdRuns);
  const k4 = await bench4k(o.k4Runs);
  const score = benchScore(o.scoreRuns);
  const throughput = [await benchThroughput(2, o.throughputCount), await benchThroughput(1, o.throughputCount)];
  return { cores: availableParallelism(), threadpool: threadpoolSize(), sharpConcurrency: sharp.concurrency(), layout, hd, k4, score, throughput };
}

const ms = (v: number) => `${v < 10 ? v.toFixed(2) : v.toFixed(1)} ms`;
const mp = (s: Stats) => `médiane ${ms(s.median)}, p95 ${ms(s.p95)}`;
const verdict = (ok: boolean) => (ok ? '« OK »' : '« au-dessus »');
/** Below is good: the median against a ceiling. */
const under = (value: number, target: number) => `objectif < ${target} ms : ${verdict(value < target)}`;

export function printEngine(f: EngineFigures): void {
  const tp2 = f.throughput.find((t) => t.workers === 2);
  const rounds = (n: number) => `×${n}`;
  console.log(`Moteur MGX3 — ${f.cores} cœurs, UV_THREADPOOL_SIZE = ${f.threadpool}${process.env.UV_THREADPOOL_SIZE ? '' : ' (défaut de libuv)'}, sharp.concurrency = ${f.sharpConcurrency}`);
  console.log(`  Mise en page (layoutDesign, ${rounds(f.layout.n)}) : ${mp(f.layout)} — ${under(f.layout.median, 5)}`);
  console.log(`  Rendu + encodage HD 1280×720, un cœur (${rounds(f.hd.total.n)}) : ${mp(f.hd.total)} — ${under(f.hd.total.median, 50)}`);
  console.log(`    rasterize seul : ${mp(f.hd.rasterize)}`);
  console.log(`    encodage seul (JPEG + WebP) : ${mp(f.hd.encode)} — JPEG ${mp(f.hd.jpeg)} ; aperçu WebP ${mp(f.hd.preview)}`);
  const q = Object.entries(f.hd.qualities).map(([k, v]) => `q${k} ×${v}`).join(', ');
  console.log(`    temps processeur ${ms(f.hd.cpuMs)} par miniature ; JPEG médiane ${f.hd.jpegKB.median.toFixed(0)} Ko, max ${Math.max(f.hd.jpegKB.p95).toFixed(0)} Ko (p95) ; qualité ${q}`);
  console.log(`  4K 3840×2160, rasterize ×3 + JPEG ≤ 20 Mo (${rounds(f.k4.total.n)}) : ${mp(f.k4.total)} — ${under(f.k4.total.median, 400)}`);
  console.log(`    rasterize ${mp(f.k4.rasterize)} ; JPEG ${mp(f.k4.jpeg)} ; fichier médiane ${(f.k4.jpegKB.median / 1024).toFixed(1)} Mo`);
  console.log(`  Score de lisibilité (scoreRendered, ${rounds(f.score.n)}) : ${mp(f.score)}`);
  for (const t of f.throughput) {
    const target = t.workers === 2 ? ` — objectif ≥ 20/s : ${t.perSecond >= 20 ? '« OK »' : '« en dessous »'}` : '';
    console.log(`  Débit, ${t.workers} worker${t.workers > 1 ? 's' : ''} (mise en page + rendu + JPEG + WebP + score, ×${t.count}) : ${t.perSecond.toFixed(1)} miniatures/s en ${t.seconds.toFixed(1)} s ; par miniature ${mp(t.latency)}${target}`);
  }
  if (!tp2) console.log('  (débit sur 2 workers non mesuré)');
}

if (isMainThread && process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printEngine(await benchEngine(process.argv.includes('--quick') ? QUICK : {}));
  process.exit(0);
}
