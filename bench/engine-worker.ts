/**
 * A worker thread of the engine throughput bench (bench/engine.ts): the HD export path of one
 * thumbnail — layout, rasterize, JPEG + WebP preview (on sharp's pool) while the legibility score
 * runs on this thread — over cases taken from a shared counter.
 */
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/render/canvas';
import { layoutDesign } from '../shared/engine/layout/layout';
import { renderHdFiles, serverMeasurer } from '../server/engine/index';
import { caseAt, CASES_PER_ROUND, type WorkerData, type WorkerMessage } from './engine';

const NO_IMAGES: ReadonlyMap<string, LoadedImage> = new Map();

async function exportHd(i: number): Promise<void> {
  const design = layoutDesign(serverMeasurer(), caseAt(i));
  // Exactly what the export job runs for an HD thumbnail.
  const { jpeg, preview, score } = await renderHdFiles(design, NO_IMAGES);
  if (jpeg.length === 0 || preview.length === 0 || !Number.isFinite(score.score)) throw new Error('rendu vide');
}

async function main(port: NonNullable<typeof parentPort>, data: WorkerData): Promise<void> {
  sharp.concurrency(data.sharpConcurrency);
  const next = new Int32Array(data.next);
  // Warm up on cases the timed run does not start with.
  for (let k = 0; k < data.warmup; k++) await exportHd(CASES_PER_ROUND - 1 - k);
  const go = new Promise<void>((resolve) => port.once('message', () => resolve()));
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
  await go;
  const times: number[] = [];
  for (let i = Atomics.add(next, 0, 1); i < data.total; i = Atomics.add(next, 0, 1)) {
    const t0 = performance.now();
    await exportHd(i);
    times.push(performance.now() - t0);
  }
  port.postMessage({ type: 'done', times } satisfies WorkerMessage);
}

if (parentPort) {
  const port = parentPort;
  main(port, workerData as WorkerData).catch((err: unknown) => {
    port.postMessage({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies WorkerMessage);
  });
}
