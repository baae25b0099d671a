/**
 * Offline face swap: one swap on a 1280×720 target (target ≤ 3 s), printed, never pass/fail.
 * The target is the astronaut fixture placed in a 1280×720 frame at thumbnail scale; the sources are
 * given as raw photos (each detected during the swap), as faces prepared beforehand, and as the Face
 * Swap job gives them (server/studio/face-swap/digitalme-swap.ts: the stored facts of each DigitalMe photo,
 * only the chosen photo read and decoded), with a set as large as the product allows (20 photos).
 *
 * Run: npx tsx bench/faceswap.ts
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadMeshModels } from '../server/vision/face-mesh';
import { prepareSourceFace, swapFace } from '../server/vision/face-swap';
import { swapWithDigitalMe } from '../server/studio/face-swap/digitalme-swap';
import { checkPhoto } from '../server/digitalme/photo-check';
import { storedFacts } from '../server/digitalme/portrait-build';
import type { SwapSource } from '../server/digitalme/portraits';
import { DIGITALME_MAX_PHOTOS } from '../shared/digitalme';

const photos = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const photo = (name: string) => readFileSync(path.join(photos, name));
const fr = (n: number, digits = 2) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export async function benchFaceSwap(runs = 5) {
  await loadMeshModels();
  const portrait = await sharp(photo('astronaut.png')).resize(720, 720).toBuffer();
  const target = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#1d3557' } })
    .composite([{ input: portrait, left: 500, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const sources = [photo('jesper_2.jpg'), photo('anne_helene.jpg')];
  const prepared = (await Promise.all(sources.map((s) => prepareSourceFace(s)))).filter((p) => p !== null);
  await swapFace(target, undefined, prepared); // warm-up: the first call compiles the WASM kernels

  // The job's path: the DigitalMe photos as the check stored them (Jesper's three fixture photos,
  // repeated up to the set's maximum: the job reads the facts of every photo, the bytes of one).
  const jesper = ['jesper.jpg', 'jesper_2.jpg', 'new_wave_2.jpg'].map(photo);
  const stored: SwapSource[] = [];
  for (const [i, bytes] of jesper.entries()) {
    const check = await checkPhoto(bytes);
    if (check.status === 'accepted') stored.push({ photoId: String(i), assetId: String(i), facts: storedFacts(check.facts) });
  }
  const set = Array.from({ length: DIGITALME_MAX_PHOTOS }, (_, i) => ({ ...stored[i % stored.length]!, photoId: String(i) }));
  const read = async (s: SwapSource) => jesper[Number(s.assetId)]!;
  const face = (await swapFace(target, undefined, prepared)).targetFace.box;
  const share = { x: face.x / 1280, y: face.y / 720, w: face.w / 1280, h: face.h / 720 };
  const time = async (run: () => Promise<unknown>) => {
    const wall: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await run();
      wall.push((performance.now() - t) / 1000);
    }
    return [...wall].sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  };
  return {
    raw: await time(() => swapFace(target, undefined, sources)),
    prepared: await time(() => swapFace(target, undefined, prepared)),
    job: await time(() => swapWithDigitalMe(target, share, set, read)),
    runs,
    sources: sources.length,
    setSize: set.length,
  };
}

export function printFaceSwap(r: Awaited<ReturnType<typeof benchFaceSwap>>) {
  console.log(`Face Swap hors ligne, cible 1280×720 — ${availableParallelism()} cœurs, charge ${fr(loadavg()[0]!)}`);
  console.log(`  ${r.sources} photos sources brutes (détectées pendant l'échange) : médiane ${fr(r.raw)} s ×${r.runs} (objectif ≤ 3 s)`);
  console.log(`  mêmes sources préparées d'avance : médiane ${fr(r.prepared)} s ×${r.runs}`);
  console.log(`  chemin du job Face Swap (${r.setSize} photos DigitalMe, mesures enregistrées, une seule photo lue) : médiane ${fr(r.job)} s ×${r.runs} (objectif ≤ 3 s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) printFaceSwap(await benchFaceSwap());
