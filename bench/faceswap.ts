/**
 * Offline face swap: one swap on a 1280×720 target (target ≤ 3 s), printed, never pass/fail.
 * The target is the astronaut fixture placed in a 1280×720 frame at thumbnail scale; the sources are
 * given as raw photos (each detected during the swap) and as faces prepared beforehand, as the DigitalMe
 * job can store them.
 *
 * Run: npx tsx bench/faceswap.ts
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadMeshModels } from '../server/digitalme/face-mesh.ts';
import { prepareSourceFace, swapFace } from '../server/digitalme/face-swap.ts';

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
    runs,
    sources: sources.length,
  };
}

export function printFaceSwap(r: Awaited<ReturnType<typeof benchFaceSwap>>) {
  console.log(`Face Swap hors ligne, cible 1280×720 — ${availableParallelism()} cœurs, charge ${fr(loadavg()[0]!)}`);
  console.log(`  ${r.sources} photos sources brutes (détectées pendant l'échange) : médiane ${fr(r.raw)} s ×${r.runs} (objectif ≤ 3 s)`);
  console.log(`  mêmes sources préparées d'avance : médiane ${fr(r.prepared)} s ×${r.runs}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printFaceSwap(await benchFaceSwap());
