// ESRGAN-slim ×4 (models/esrgan-slim/, MIT weights trained on DIV2K: licenses/MODELS.md), on tfjs's WASM
// backend, in tiles, in a worker thread that loads the model and ends with the call: WASM memory only grows,
// so a thread kept alive would hold the peak of the largest photo for the life of the process.
import { Worker } from 'node:worker_threads';
import type { Rgb } from './raster';

export const ESRGAN = {
  /** Stored beside each upscaled file: a new model or version means the file is made again. */
  version: 'esrgan-slim-x4@1.0.0',
  /** Under models/. */
  model: 'esrgan-slim/model.json',
  scale: 4,
} as const;

/** Largest tile the model is given, in source pixels: its memory and time grow with the tile's area. */
export const TILE = 128;
/**
 * Pixels of context read around each tile's kept core. An output pixel depends on the input 10 px around it
 * (eight convolutions before the ×4 upsampling and one after: measured by changing one pixel), and a tile's
 * edge is padded with zeros: with this margin every kept pixel sees only real pixels, so the tiled picture
 * is the picture upscaled whole and no seam can show.
 */
export const TILE_MARGIN = 10;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Tile extends Box {
  /** The part of the tile whose upscaled pixels are kept. */
  core: Box;
}

export interface EsrganJob {
  model: string;
  scale: number;
  source: Rgb;
  /** The part of `source` to upscale; the rest is context for its edges. */
  region: Box;
  tiles: Tile[];
}

export type EsrganReply =
  | { ok: true; data: Uint8Array; loadMs: number; tileMs: number[]; tileCpuMs: number[]; peakRss: number }
  | { ok: false; message: string };

export interface EsrganRun {
  image: Rgb;
  /** Loading tfjs and the weights in the thread, then each tile's inference. */
  loadMs: number;
  tileMs: number[];
  /** The worker thread's CPU time for each tile (Linux; NaN elsewhere): the model's cost without the waiting. */
  tileCpuMs: number[];
  /** The process's largest RSS seen by the worker after each tile, and the RSS before it started. */
  peakRss: number;
  rssBefore: number;
}

/**
 * Tiles of at most `tile` px covering `region`, each reading up to `margin` px of context around the core it
 * contributes (less where `bounds`, the pixels there are, ends).
 */
export function planTiles(region: Box, bounds: Box, tile = TILE, margin = TILE_MARGIN): Tile[] {
  const coreSide = tile - 2 * margin;
  const cuts = (start: number, length: number) => {
    const n = Math.max(1, Math.ceil(length / coreSide));
    // Even cores rather than full ones and a sliver: no tile is left with a few pixels of work.
    return Array.from({ length: n }, (_, i) => [start + Math.round((i * length) / n), start + Math.round(((i + 1) * length) / n)] as const);
  };
  const tiles: Tile[] = [];
  for (const [y0, y1] of cuts(region.y, region.h)) {
    for (const [x0, x1] of cuts(region.x, region.w)) {
      const x = Math.max(bounds.x, x0 - margin);
      const y = Math.max(bounds.y, y0 - margin);
      const right = Math.min(bounds.x + bounds.w, x1 + margin);
      const bottom = Math.min(bounds.y + bounds.h, y1 + margin);
      tiles.push({ x, y, w: right - x, h: bottom - y, core: { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } });
    }
  }
  return tiles;
}

function workerUrl(): { url: URL; execArgv: string[] } {
  // From the sources (tsx, vitest) the worker is TypeScript and needs tsx's loader; the built server
  // (dist/server/main.js) has it bundled beside itself by scripts/build-server.mjs.
  if (import.meta.url.endsWith('.ts')) {
    const execArgv = process.execArgv.some((a) => a.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', import.meta.resolve('tsx')];
    return { url: new URL('./esrgan-worker.ts', import.meta.url), execArgv };
  }
  return { url: new URL('./esrgan-worker.js', import.meta.url), execArgv: process.execArgv };
}

function runWorker(job: EsrganJob): Promise<Extract<EsrganReply, { ok: true }>> {
  const { url, execArgv } = workerUrl();
  const worker = new Worker(url, { workerData: job, transferList: [job.source.data.buffer as ArrayBuffer], execArgv });
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.once('message', (reply: EsrganReply) => {
      settled = true;
      // The reply is whole: end the thread now rather than wait for its event loop to drain.
      void worker.terminate().then(() => (reply.ok ? resolve(reply) : reject(new Error(`esrgan worker: ${reply.message}`))), reject);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`esrgan worker exited with code ${code} before replying`));
    });
  });
}

// One run at a time per process: each worker holds about 200 MB at its peak.
let queue: Promise<unknown> = Promise.resolve();

/** `region` of `source` (which holds its context) upscaled ×4, in a worker thread gone when this resolves. */
export function esrganUpscale(source: Rgb, region: Box): Promise<EsrganRun> {
  const run = queue.then(async (): Promise<EsrganRun> => {
    const tiles = planTiles(region, { x: 0, y: 0, w: source.width, h: source.height });
    const rssBefore = process.memoryUsage.rss();
    // A copy, moved to the thread: the caller's pixels (often sharp's memory, which cannot move) stay its own.
    const reply = await runWorker({ model: ESRGAN.model, scale: ESRGAN.scale, source: { ...source, data: new Uint8Array(source.data) }, region, tiles });
    const image = { data: reply.data, width: region.w * ESRGAN.scale, height: region.h * ESRGAN.scale };
    return { image, loadMs: reply.loadMs, tileMs: reply.tileMs, tileCpuMs: reply.tileCpuMs, peakRss: reply.peakRss, rssBefore };
  });
  queue = run.catch(() => undefined);
  return run;
}
