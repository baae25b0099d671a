/**
 * « Ajout image » end to end: a new photo uploaded (checked and cleaned), then `studio.generate`
 * in Gaming with it, to status ready, through the real queue, the vision models (face detection,
 * person cut-out) and the renderer. Then 200 generations with images in a row, each with a new
 * photo, printing the process's RSS at 0, 100 and 200 (web and worker share this process here).
 * Run: npx tsx bench/generation-images.ts [--runs 200]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { acceptImageUpload } from '../server/files/uploads';
import { signedInUser } from './signed-in-user';
import { bootInProcess } from './in-process';

const median = (v: number[]): number => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
const mb = (): number => Math.round(process.memoryUsage().rss / 1024 / 1024);

async function* once(bytes: Buffer): AsyncIterable<Uint8Array> {
  yield new Uint8Array(bytes);
}

export interface ImagesBench {
  firstMs: number[];
  rss: Array<[number, number]>;
}

export async function benchGenerationImages(runs = 200, timed = 10): Promise<ImagesBench> {
  const { services, config, log, stop } = await bootInProcess();
  const portrait = readFileSync(path.join(import.meta.dirname, '../tests/fixtures/photos/astronaut.png'));
  try {
    const { api, userId } = await signedInUser(services, config, log, { name: 'Banc Images', email: 'images@exemple.sn', credits: 10 * (runs + timed + 2) });

    // Each generation gets a photo of its own (another crop and light): its cut-out is made, not reused.
    const photo = (i: number) =>
      sharp(portrait)
        .extract({ left: i % 40, top: (i * 7) % 40, width: 470, height: 470 })
        .modulate({ brightness: 0.9 + (i % 20) / 100 })
        .resize(1200, 1200)
        .jpeg({ quality: 90 })
        .toBuffer();
    const generate = async (i: number): Promise<number> => {
      const bytes = await photo(i);
      const t0 = performance.now();
      const { asset } = await acceptImageUpload({ em: services.orm.em.fork(), storage: services.storage }, once(bytes), { userId, purpose: 'image', fileName: 'moi.jpg' });
      const created = await api().studio.generate({ title: `Ma partie numéro ${i}`, prompt: '', style: 'gaming', mode: 'images', images: [asset.id] });
      const events = services.statusEvents!.changes(created.id, AbortSignal.timeout(30_000));
      const fresh = await api().studio.get({ id: created.id });
      if (fresh.status !== 'ready' && fresh.status !== 'failed') {
        for await (const e of events) if (e.status === 'ready' || e.status === 'failed') break;
      }
      await events.return?.();
      return performance.now() - t0;
    };
    await generate(100_000); // warm-up: models loaded once per process
    const firstMs: number[] = [];
    for (let i = 0; i < timed; i++) firstMs.push(await generate(i));
    const rss: Array<[number, number]> = [[0, mb()]];
    for (let i = 1; i <= runs; i++) {
      await generate(1000 + i);
      if (i % 100 === 0) rss.push([i, mb()]);
    }
    return { firstMs, rss };
  } finally {
    await stop();
  }
}

export function printGenerationImages(r: ImagesBench): void {
  console.log(`« Ajout image » : envoi d’une photo + génération Gaming détourée → prête (×${r.firstMs.length}) : médiane ${median(r.firstMs).toFixed(0)} ms (objectif ≤ 1 500 ms)`);
  console.log(`Mémoire du processus sur ${r.rss.at(-1)?.[0]} générations avec photo : ${r.rss.map(([n, v]) => `${n} → ${v} Mo`).join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--runs');
  printGenerationImages(await benchGenerationImages(i >= 0 ? Number(process.argv[i + 1]) : 200));
  process.exit(0);
}
