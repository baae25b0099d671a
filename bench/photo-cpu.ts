/**
 * What a generation with a photo costs the server once the photo is analysed: `process.cpuUsage` of
 * web and worker (one process here, as `npm start` runs them), mean of 50 sequential generations
 * (« Ajout image », Gaming, the same photo) after 10 warm-ups; and « upload → analysis ready », from the
 * upload's answer until the worker has stored the photo's face analysis and cut-out.
 * Run: npx tsx bench/photo-cpu.ts [--runs 50] [--warmup 10] [--photos 3 (per size)]
 * BENCH_CPU_PROFILE=file.cpuprofile writes a V8 profile of the measured generations (Chrome's DevTools opens it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { acceptImageUpload } from '../server/files/uploads';
import { analysisReady } from '../server/vision/photo-analyses';
import { signedInUser } from './signed-in-user';
import { bootInProcess, settledStatus } from './in-process';

const mean = (v: number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/**
 * Measured with this bench on this machine before each photo was analysed once (the analysis kept on
 * the upload, the cut-out decoded twice a generation at 1 600 px, its file read each time): 256–268 ms,
 * click → ready 199–212 ms; upload → first generation with the photo ready 622–714 ms.
 */
const BEFORE = { cpuMs: 256, wallMs: 205 };

export interface PhotoCpuBench {
  /** CPU ms of each measured generation (web + worker). */
  cpuMs: number[];
  /** Wall ms, click → ready, of each measured generation. */
  wallMs: number[];
  /** Upload answered → analysis stored (face and cut-out), per photo, by the photo's long side. */
  analysisMs: Record<number, number[]>;
}

/** Long sides of the photos timed from upload to analysis: a phone's browser shrunk, and the most the studio sends (client/lib/upload.ts). */
const SIDES = [1200, 3840] as const;

async function* once(bytes: Buffer): AsyncIterable<Uint8Array> {
  yield new Uint8Array(bytes);
}

/** With BENCH_CPU_PROFILE=file.cpuprofile, a V8 CPU profile of the measured generations only. */
async function startProfile(file: string | undefined): Promise<() => Promise<void>> {
  if (!file) return async () => undefined;
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  };
}

export async function benchPhotoCpu(runs = 50, warmup = 10, photos = 3): Promise<PhotoCpuBench> {
  const { services, config, log, stop } = await bootInProcess();
  const portrait = readFileSync(path.join(import.meta.dirname, '../tests/fixtures/photos/astronaut.png'));
  // Each photo another crop and light of one portrait, upright (3:4), `side` px tall.
  const photo = (i: number, side: number) =>
    sharp(portrait)
      .extract({ left: (i * 3) % 40, top: (i * 7) % 40, width: 470, height: 470 })
      .modulate({ brightness: 0.9 + (i % 20) / 100 })
      .resize(Math.round((side * 3) / 4), side, { fit: 'fill' })
      .jpeg({ quality: 90 })
      .toBuffer();
  try {
    const { api, userId } = await signedInUser(services, config, log, {
      name: 'Banc CPU photo',
      email: 'cpu-photo@exemple.sn',
      credits: 10 * (runs + warmup + 2),
    });
    const generate = async (asset: string, i: number): Promise<{ wall: number; cpu: number }> => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const created = await api().studio.generate({ title: `Ma partie numéro ${i}`, prompt: '', style: 'gaming', mode: 'images', images: [asset] });
      const status = await settledStatus(services, created.id, () => api().studio.get({ id: created.id }), 60_000);
      if (status !== 'ready') throw new Error(`generation ${i}: ${status}`);
      return { wall: performance.now() - t0, cpu: cpuMs(process.cpuUsage(cpu0)) };
    };
    // Upload → analysis ready: each photo new to the account, analysed by the job its upload queued.
    // The first photo loads the models (not timed); the generations then reuse the last 1 200 px one.
    const analysisMs: Record<number, number[]> = {};
    let analysed: string | null = null;
    const order = [[0, SIDES[0]] as const, ...SIDES.flatMap((side) => Array.from({ length: photos }, (_, i) => [i + 1, side] as const))];
    for (const [n, side] of order) {
      const bytes = await photo(n, side);
      const t0 = performance.now();
      const deps = { em: services.orm.em.fork(), storage: services.storage, queue: services.queue };
      const { asset } = await acceptImageUpload(deps, once(bytes), { userId, purpose: 'image', fileName: 'moi.jpg' });
      while (!(await analysisReady(services.orm.em.fork(), asset.id))) {
        if (performance.now() - t0 > 60_000) throw new Error('the analysis never came');
        await new Promise((r) => setTimeout(r, 10));
      }
      if (n > 0) (analysisMs[side] ??= []).push(performance.now() - t0);
      if (side === SIDES[0]) analysed = asset.id;
    }
    for (let i = 0; i < warmup; i++) await generate(analysed!, 1000 + i);
    const cpu: number[] = [];
    const wall: number[] = [];
    const profile = await startProfile(process.env.BENCH_CPU_PROFILE);
    for (let i = 0; i < runs; i++) {
      const r = await generate(analysed!, 2000 + i);
      cpu.push(r.cpu);
      wall.push(r.wall);
    }
    await profile();
    return { cpuMs: cpu, wallMs: wall, analysisMs };
  } finally {
    await stop();
  }
}

export function printPhotoCpu(r: PhotoCpuBench): void {
  console.log(
    `Génération avec une photo déjà analysée (« Ajout image », Gaming, web + worker en un processus), ${r.cpuMs.length} à la suite après chauffe : CPU moyen ${mean(r.cpuMs).toFixed(0)} ms par génération (avant : ${BEFORE.cpuMs} ms ; objectif ≤ 150 ms), clic → prête médiane ${median(r.wallMs).toFixed(0)} ms (avant : ${BEFORE.wallMs} ms)`,
  );
  for (const [side, ms] of Object.entries(r.analysisMs)) {
    console.log(
      `Envoi → analyse prête (visage et détourage enregistrés par le worker), photo de ${Number(side).toLocaleString('fr-FR')} px de haut (×${ms.length}) : médiane ${median(ms).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  printPhotoCpu(await benchPhotoCpu(arg('--runs', 50), arg('--warmup', 10), arg('--photos', 3)));
  process.exit(0);
}
