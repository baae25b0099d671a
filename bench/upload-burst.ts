/**
 * Many photos at once on ONE web process (the built app, as production runs it): 60 uploads of a
 * real-looking 6 000 × 4 000 JPEG just under 25 MiB, all sent at the same moment by 20 people (3
 * different photos each, so that every one is a new image for its sender and 3 fit far below the
 * 200 MB quota). Each is sent by the studio's own client code (client/lib/upload.ts): when the server
 * answers « Patientez… » (503, Retry-After) the photo waits and goes again by itself.
 *
 * Measured: the time until all 60 are stored (checked in the database), how many busy answers came,
 * and the server process's memory (/proc/<pid>/status): its resident size just before the burst
 * (baseline), its peak during the burst (VmHWM, reset just before, and sampled), and 60 s after the
 * last upload. Targets: peak − baseline ≤ 150 MB, back within baseline + 50 MB after 60 s. Prints,
 * never fails on a figure.
 *
 * Run: npm run build && npx tsx bench/upload-burst.ts [--uploads 60] [--settle 60]
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { createClient } from '../client/lib/trpc';
import { uploadImage } from '../client/lib/upload';
import { MAX_UPLOAD_BYTES } from '../shared/limits';
import { Browser, loopbackAddress } from '../tests/support/browser';
import { signUpVerified } from './browser';
import { cpuSeconds, startBuiltApp } from './built-app';

const WIDTH = 6000;
const HEIGHT = 4000;
/** Photos per person: different pictures, so none is taken for a copy of another (same sender, same pixels). */
const PER_PERSON = 3;

export interface UploadBurstFigures {
  uploads: number;
  people: number;
  photoMiB: number;
  seconds: number;
  /** The server process's CPU time during the burst: on a shared machine, what it cost rather than how long it waited. */
  cpuSeconds: number;
  stored: number;
  busyAnswers: number;
  failures: string[];
  baselineMb: number;
  peakMb: number;
  settledMb: number;
  settleSeconds: number;
  allocator: string;
}

/**
 * A 6 000 × 4 000 photo (a 24 Mpx camera's size): the public-domain astronaut of tests/fixtures
 * enlarged, with the fine sensor grain of a real shot (which is what makes a camera JPEG heavy),
 * encoded at quality 100: about 23 MiB, near the 25 MiB cap. `seed` changes the grain only.
 */
async function cameraPhotos(count: number): Promise<Buffer[]> {
  const base = await sharp(path.join(import.meta.dirname, '../tests/fixtures/photos/astronaut.png')).removeAlpha().resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  const photos: Buffer[] = [];
  for (let n = 0; n < count; n++) {
    const pixels = Buffer.from(base);
    const grain = randomBytes(pixels.length);
    for (let i = 0; i < pixels.length; i++) pixels[i] = Math.max(0, Math.min(255, pixels[i]! + (grain[i]! >> 2) - 32));
    const jpeg = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
    if (jpeg.length > MAX_UPLOAD_BYTES) throw new Error(`bench photo over the cap: ${jpeg.length} bytes`);
    photos.push(jpeg);
  }
  return photos;
}

function memoryKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
}

/** Resets the process's peak resident size (VmHWM) to its current one; false where the kernel or rights refuse. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchUploadBurst(opts: { uploads?: number; settleSeconds?: number } = {}): Promise<UploadBurstFigures> {
  const uploads = opts.uploads ?? 60;
  const settleSeconds = opts.settleSeconds ?? 60;
  const people = Math.ceil(uploads / PER_PERSON);
  const photos = await cameraPhotos(Math.min(PER_PERSON, uploads));
  const app = await startBuiltApp();
  const db = new pg.Pool({ connectionString: app.databaseUrl, max: 4 });
  try {
    const browsers: Browser[] = [];
    const userIds: string[] = [];
    for (let i = 0; i < people; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, people - i) }, async (_, k) => {
          const browser = new Browser(app.ipBase, loopbackAddress(i + k));
          const { userId } = await signUpVerified(browser, db, { name: `Photographe Banc ${i + k}`, email: `banc-envoi-${i + k}@exemple.sn` });
          return { browser, userId };
        }),
      );
      for (const b of batch) {
        browsers.push(b.browser);
        userIds.push(b.userId);
      }
    }
    const environ = readFileSync(`/proc/${app.pid}/environ`, 'utf8').split('\0');
    const allocator = environ.filter((v) => /^(MALLOC_\w+=|LD_PRELOAD=.*jemalloc)/.test(v)).join(' ') || 'glibc par défaut';

    await sleep(2000); // the sign-ups' work settles
    const baselineMb = memoryKb(app.pid, 'VmRSS') / 1024;
    const peakReset = resetPeak(app.pid);
    let sampledPeakKb = memoryKb(app.pid, 'VmRSS');
    const sampler = setInterval(() => (sampledPeakKb = Math.max(sampledPeakKb, memoryKb(app.pid, 'VmRSS'))), 20);

    let busyAnswers = 0;
    const failures: string[] = [];
    const started = performance.now();
    const cpuBefore = cpuSeconds(app.pid);
    await Promise.all(
      Array.from({ length: uploads }, async (_, n) => {
        const person = Math.floor(n / PER_PERSON);
        const browser = browsers[person]!;
        const client = createClient({ origin: app.ipBase, headers: () => ({ cookie: browser.cookieHeader() }) });
        const file = new File([new Uint8Array(photos[n % PER_PERSON]!)], `appareil-${n}.jpg`, { type: 'image/jpeg' });
        try {
          await uploadImage(client, file, { onWait: () => busyAnswers++ });
        } catch (err) {
          const causes: string[] = [];
          for (let e: unknown = err; e && causes.length < 4; e = (e as { cause?: unknown }).cause) causes.push((e as { code?: string }).code ?? (e as Error).message);
          failures.push(`${n}: ${causes.join(' ← ')}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(app.pid) - cpuBefore;
    clearInterval(sampler);
    const peakMb = Math.max(peakReset ? memoryKb(app.pid, 'VmHWM') : 0, sampledPeakKb) / 1024;
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from assets where purpose = 'image' and user_id = any($1::uuid[])`, [userIds]);

    await sleep(settleSeconds * 1000);
    const settledMb = memoryKb(app.pid, 'VmRSS') / 1024;
    for (const b of browsers) b.close();
    return { uploads, people, photoMiB: photos[0]!.length / 1024 / 1024, seconds, cpuSeconds: cpu, stored: rows[0]?.n ?? 0, busyAnswers, failures, baselineMb, peakMb, settledMb, settleSeconds, allocator };
  } finally {
    await db.end();
    await app.stop();
  }
}

export function printUploadBurst(r: UploadBurstFigures): void {
  const mb = (n: number) => `${n.toFixed(0)} Mo`;
  console.log(
    `Envois simultanés : ${r.uploads} photos de ${WIDTH}×${HEIGHT} (${r.photoMiB.toFixed(1)} Mio) par ${r.people} personnes → ${r.stored}/${r.uploads} enregistrées en ${r.seconds.toFixed(1)} s (CPU du serveur ${r.cpuSeconds.toFixed(0)} s, ${((r.cpuSeconds / r.uploads) * 1000).toFixed(0)} ms par photo ; charge ${loadavg()[0]!.toFixed(1)}), ${r.busyAnswers} réponses « Patientez… » (renvoyées par le client)` +
      (r.failures.length ? `, ${r.failures.length} échecs (${r.failures.slice(0, 3).join(' ; ')})` : ''),
  );
  console.log(
    `  mémoire du serveur (${r.allocator}) : avant ${mb(r.baselineMb)}, pic ${mb(r.peakMb)} (+${mb(r.peakMb - r.baselineMb)}, objectif ≤ +150 Mo), ${r.settleSeconds} s après ${mb(r.settledMb)} (+${mb(r.settledMb - r.baselineMb)}, objectif ≤ +50 Mo)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  printUploadBurst(await benchUploadBurst({ uploads: arg('--uploads'), settleSeconds: arg('--settle') }));
  process.exit(0);
}
