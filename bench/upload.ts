/**
 * Upload cleaning benchmark: the time to check and clean one 12-megapixel phone photo (4 032 × 3 024
 * JPEG with EXIF orientation 6, GPS and a Display P3 profile) the way server/files/uploads.ts does —
 * sniff the bytes, read the header, decode within the pixel budget, turn upright, shrink to 3 840 px,
 * convert to sRGB, re-encode as JPEG 90 without metadata, make the 320 px WebP thumbnail, hash it —
 * and the process's peak RSS. Target: ≤ 300 ms per photo. Prints figures; never fails on wall time.
 *
 * Run: npx tsx bench/upload.ts
 */
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { readImageType } from '../server/files/image-type';
import { cleanImage, spreadImageWorkOverCores } from '../server/files/uploads';

export interface UploadBench {
  inputBytes: number;
  outputBytes: number;
  width: number;
  height: number;
  medianMs: number;
  p95Ms: number;
  cpuMsPerPhoto: number;
  peakRssMb: number;
  runs: number;
}

async function phonePhoto(): Promise<Buffer> {
  // Smooth light and fine grain, like a photo: its JPEG weighs what a phone's does (3 to 5 MB).
  const base = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#7a9cc6', noise: { type: 'gaussian', mean: 120, sigma: 18 } } })
    .blur(0.6)
    .jpeg({ quality: 92 })
    .toBuffer();
  return sharp(base)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Telephone', Model: 'Bench' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '17/1 26/1 0/1' } })
    .withIccProfile('p3')
    .toBuffer();
}

/** A real photo (public domain, tests/fixtures/photos) at 12 Mpx: smoother than the grain above, as most phone shots are. */
async function realPhoto(): Promise<Buffer> {
  return sharp(path.join(import.meta.dirname, '../tests/fixtures/photos/astronaut.png'))
    .resize(4032, 3024, { fit: 'fill', kernel: 'lanczos3' })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .toBuffer();
}

/** What the studio's browser sends for that photo (client/lib/upload.ts): shrunk to 3 840 px, upright, sRGB, JPEG 0.9. */
async function studioSent(): Promise<Buffer> {
  return sharp(path.join(import.meta.dirname, '../tests/fixtures/photos/astronaut.png')).resize(2880, 3840, { fit: 'fill', kernel: 'lanczos3' }).jpeg({ quality: 90 }).toBuffer();
}

export async function benchUpload(runs = 10, kind: 'grain' | 'real' | 'studio' = 'grain'): Promise<UploadBench> {
  const input = kind === 'grain' ? await phonePhoto() : kind === 'real' ? await realPhoto() : await studioSent();
  const once = async () => {
    const reading = await readImageType(input.subarray(0, 4096), { head: true });
    if (reading.kind === 'refused' || (reading.kind === 'image' && reading.type !== 'jpeg')) throw new Error('bench photo is not read as JPEG');
    const clean = await cleanImage(input);
    createHash('sha256').update(clean.data).digest('hex');
    return clean;
  };
  const before = sharp.concurrency();
  spreadImageWorkOverCores(); // as the web process does at boot
  try {
    return await measure(once, input.length, runs);
  } finally {
    sharp.concurrency(before);
    sharp.cache(true); // the later sections keep sharp's defaults
  }
}

async function measure(once: () => Promise<Awaited<ReturnType<typeof cleanImage>>>, inputBytes: number, runs: number): Promise<UploadBench> {
  const first = await once(); // warm-up: libvips caches, code paths
  const times: number[] = [];
  // Sampled while cleaning only: making the test photo above costs more memory than cleaning it.
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(cpuStart);
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  return {
    inputBytes,
    outputBytes: first.data.length,
    width: first.width,
    height: first.height,
    medianMs: times[Math.floor(times.length / 2)]!,
    p95Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!,
    cpuMsPerPhoto: (cpu.user + cpu.system) / 1000 / runs,
    peakRssMb: peakRss / 1024 / 1024,
    runs,
  };
}

export function printUpload(r: UploadBench, what = 'une photo de 12 Mpx à grain fin (le pire cas)'): void {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `Envoi d’image : vérifier et nettoyer ${what} (${mb(r.inputBytes)} Mo → ${r.width}×${r.height}, ${mb(r.outputBytes)} Mo) ×${r.runs} : médiane ${r.medianMs.toFixed(0)} ms, p95 ${r.p95Ms.toFixed(0)} ms, CPU ${r.cpuMsPerPhoto.toFixed(0)} ms/photo (objectif ≤ 300 ms) ; RSS max pendant le nettoyage ${r.peakRssMb.toFixed(0)} Mo ; charge ${loadavg()[0]!.toFixed(2)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printUpload(await benchUpload());
  printUpload(await benchUpload(10, 'real'), 'une vraie photo agrandie à 12 Mpx');
  printUpload(await benchUpload(10, 'studio'), 'cette photo telle que le studio l’envoie (réduite par le navigateur)');
}
