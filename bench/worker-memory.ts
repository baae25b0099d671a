/**
 * The worker's memory (issue 33): the built app as production splits it, a web process without worker
 * (WORKER=off) and one `npm run worker` process on its database, one creator making 200 generations
 * (a channel's 30 titles in turn; one in two « Ajout image » in Gaming with the creator's photo, the
 * others in the other styles in turn), a new photo uploaded every tenth, then 30 s with nothing to do. The
 * resident size (VmRSS in /proc) of both processes is read every 100 ms: the worker's peak, after the
 * 200th generation and after the idle time, and the web process's (which should hold no vision model).
 * Target: the worker ≤ 700 MB after the idle time. Prints, never fails on a figure.
 *
 * Run: npm run build && npx tsx bench/worker-memory.ts [--generations 200] [--every 10] [--idle 30]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { daysFrom, grantCredits } from '../server/credits/ledger';
import { initOrm } from '../server/orm';
import { Browser, loopbackAddress } from '../tests/support/browser';
import { VARIETY_TITLES } from '../tests/data/variety-titles';
import { signUpVerified } from './browser';
import { startBuiltApp, startBuiltWorker } from './built-app';

/** Fixture photos with at least one face, each sent in several crops and lights so every upload is a new picture. */
const FACES = ['anne_helene.jpg', 'jesper.jpg', 'jesper_2.jpg', 'bar55.jpg', 'bar55_2.jpg', 'cold_water.jpg', 'new_wave_2.jpg', 'spiff.jpg', 'faceapi-sample2.jpg', 'astronaut.png'];
/**
 * The styles of the generations without a photo (a photo goes only in Gaming): each draws its own
 * scenes and pictograms, which the worker keeps for the next ones (server/engine/pictos.ts).
 */
const STYLES = ['pro', 'vlog', 'actu', 'viral', 'mini'] as const;
/** A phone photo as the studio sends it: its browser draws it again at 3 840 px on the long side at most (client/lib/upload.ts). */
const SENT_SIDE = Number(process.env.BENCH_MEMORY_SIDE || 3840);

export interface WorkerMemoryFigures {
  shape: 'split' | 'inline';
  generations: number;
  photos: number;
  failed: number;
  seconds: number;
  idleSeconds: number;
  samples: number;
  worker: { bootMb: number; peakMb: number; afterRunMb: number; afterIdleMb: number; onnx: boolean; allocator: string; byMapping: Array<{ name: string; mb: number }> };
  web: { bootMb: number; peakMb: number; afterIdleMb: number; onnx: boolean };
}

const rssMb = (pid: number): number => {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};
/** The glibc allocator settings the process runs with (the server sets them itself, server/main.ts; the Dockerfile too). */
const allocatorOf = (pid: number): string => {
  try {
    const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return env.filter((v) => v.startsWith('MALLOC_')).join(' ') || 'glibc par défaut';
  } catch {
    return '?';
  }
};
/**
 * Where a process's resident memory is, by mapping (/proc/<pid>/smaps): anonymous memory (the heaps of
 * V8, glibc, WASM and the native libraries together) against each library's own pages, largest first.
 */
function residentByMapping(pid: number): Array<{ name: string; mb: number }> {
  const kb = new Map<string, number>();
  let name = '';
  try {
    for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) name = head[1] ? (head[1].startsWith('[') ? head[1] : path.basename(head[1])) : 'anonyme';
      else if (line.startsWith('Rss:')) kb.set(name, (kb.get(name) ?? 0) + Number(line.split(/\s+/)[1]));
    }
  } catch {
    return [];
  }
  return [...kb].map(([n, v]) => ({ name: n, mb: v / 1024 })).sort((a, b) => b.mb - a.mb);
}
/** Whether onnxruntime's native library is mapped in the process: the one vision runtime visible from outside. */
const holdsOnnx = (pid: number): boolean => {
  try {
    return readFileSync(`/proc/${pid}/maps`, 'utf8').includes('onnxruntime');
  } catch {
    return false;
  }
};

async function photoPool(count: number): Promise<Buffer[]> {
  const dir = path.join(import.meta.dirname, '../tests/fixtures/photos');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const source = sharp(readFileSync(path.join(dir, FACES[i % FACES.length]!))).removeAlpha();
      const { width = 0, height = 0 } = await source.metadata();
      const round = Math.floor(i / FACES.length);
      // A few per cent cropped off a corner that changes each round, and the light moved a little.
      const cut = Math.round(Math.min(width, height) * 0.02 * (round + 1));
      return sharp(readFileSync(path.join(dir, FACES[i % FACES.length]!)))
        .removeAlpha()
        .extract({ left: round % 2 ? cut : 0, top: round % 3 ? cut : 0, width: width - cut, height: height - cut })
        .modulate({ brightness: 0.94 + (round % 5) * 0.03 })
        .resize(SENT_SIDE, SENT_SIDE, { fit: 'inside' })
        .jpeg({ quality: 88 })
        .toBuffer();
    }),
  );
}

export async function benchWorkerMemory(opts: { generations?: number; every?: number; idleSeconds?: number; shape?: 'split' | 'inline' } = {}): Promise<WorkerMemoryFigures> {
  const generations = opts.generations ?? 200;
  const every = opts.every ?? 10;
  const idleSeconds = opts.idleSeconds ?? 30;
  const photos = await photoPool(Math.ceil(generations / every));
  const inline = opts.shape === 'inline';
  const app = await startBuiltApp({ WORKER: inline ? 'inline' : 'off' });
  let worker: { pid: number; stop(): Promise<void> } | null = null;
  const series: Array<{ worker: number; web: number }> = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    // In one process (npm start's default), the web process is the worker: both series read the same pid.
    worker = inline ? { pid: app.pid, stop: async () => undefined } : await startBuiltWorker(app);
    const w = worker;
    const db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
    const browser = new Browser(app.ipBase, loopbackAddress(0));
    let userId: string;
    try {
      ({ userId } = await signUpVerified(browser, db, { name: 'Banc Mémoire', email: 'banc-memoire@exemple.sn' }));
    } finally {
      await db.end();
    }
    const orm = await initOrm(app.databaseUrl);
    try {
      await orm.em.fork().transactional((tx) => grantCredits(tx, { userId, amount: 10 * (generations + 5), reason: 'bench', expiresAt: daysFrom(new Date(), 1) }));
    } finally {
      await orm.close(true);
    }
    const boot = { worker: rssMb(w.pid), web: rssMb(app.pid) };
    sampler = setInterval(() => series.push({ worker: rssMb(w.pid), web: rssMb(app.pid) }), 100);

    const started = performance.now();
    let failed = 0;
    let asset = '';
    for (let i = 0; i < generations; i++) {
      if (i % every === 0) asset = (await browser.upload<{ id: string }>('images.upload', photos[i / every]!, `moi-${i}.jpg`)).id;
      // The new photo's generation, then one with the same photo in two, another style without photo between.
      const title = VARIETY_TITLES[i % VARIETY_TITLES.length]!;
      const input = i % 10 === 0 || i % 2 === 1 ? { title, prompt: '', style: 'gaming', mode: 'images', images: [asset] } : { title, prompt: '', style: STYLES[(i / 2) % STYLES.length]! };
      const created = await browser.mutate<{ id: string }>('studio.generate', input);
      if ((await browser.waitForFinalStatus(created.id, 120_000)) === 'failed') failed++;
    }
    const seconds = (performance.now() - started) / 1000;
    const afterRun = series.length;
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    clearInterval(sampler);
    browser.close();
    const last = (k: 'worker' | 'web', at: number) => series.slice(Math.max(0, at - 5), at).reduce((m, s) => Math.max(m, s[k]), 0);
    const peak = (k: 'worker' | 'web') => series.reduce((m, s) => Math.max(m, s[k]), 0);
    return {
      shape: inline ? 'inline' : 'split',
      generations,
      photos: photos.length,
      failed,
      seconds,
      idleSeconds,
      samples: series.length,
      worker: { bootMb: boot.worker, peakMb: peak('worker'), afterRunMb: last('worker', afterRun), afterIdleMb: last('worker', series.length), onnx: holdsOnnx(w.pid), allocator: allocatorOf(w.pid), byMapping: residentByMapping(w.pid) },
      web: { bootMb: boot.web, peakMb: peak('web'), afterIdleMb: last('web', series.length), onnx: holdsOnnx(app.pid) },
    };
  } finally {
    clearInterval(sampler);
    await worker?.stop();
    await app.stop();
  }
}

export function printWorkerMemory(r: WorkerMemoryFigures): void {
  const mb = (v: number) => `${v.toFixed(0)} Mo`;
  console.log(
    `Mémoire du worker (app construite, ${r.shape === 'split' ? 'web seul + 1 worker' : 'web + worker en 1 processus'}, ${VARIETY_TITLES.length} titres, une sur deux « Ajout image » en Gaming, les autres dans ${STYLES.length} styles sans photo) : ${r.generations} générations en ${r.seconds.toFixed(0)} s (${r.failed} échouée(s)), une nouvelle photo toutes les ${r.generations / r.photos} (${r.photos} photos de ${SENT_SIDE} px), puis ${r.idleSeconds} s sans rien ; RSS lu toutes les 100 ms (${r.samples} lectures) ; charge ${loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    `  worker : ${mb(r.worker.bootMb)} au départ, pic ${mb(r.worker.peakMb)}, ${mb(r.worker.afterRunMb)} après la ${r.generations}e, ${mb(r.worker.afterIdleMb)} après ${r.idleSeconds} s de repos (objectif ≤ 700 Mo) ; onnxruntime chargé : ${r.worker.onnx ? 'oui' : 'non'} ; allocateur : ${r.worker.allocator}`,
  );
  console.log(`  où est la mémoire du worker à la fin : ${r.worker.byMapping.slice(0, 6).map((m) => `${m.name} ${mb(m.mb)}`).join(', ')}`);
  console.log(`  web    : ${mb(r.web.bootMb)} au départ, pic ${mb(r.web.peakMb)}, ${mb(r.web.afterIdleMb)} à la fin ; onnxruntime chargé : ${r.web.onnx ? 'oui' : 'non'}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  printWorkerMemory(await benchWorkerMemory({ generations: arg('--generations', 200), every: arg('--every', 10), idleSeconds: arg('--idle', 30), shape: process.argv.includes('--inline') ? 'inline' : 'split' }));
  process.exit(0);
}
