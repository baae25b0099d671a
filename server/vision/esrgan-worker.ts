// The worker thread of esrgan.ts: loads ESRGAN-slim on tfjs's WASM backend, runs it over the tiles it is
// given, sends the picture back and ends. Its WASM heap (which only grows) goes with the thread.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { EsrganJob, EsrganReply } from './esrgan';
import { modelFileHandler } from './model-files';

type Tf = typeof import('@tensorflow/tfjs-core');
type TfWasm = typeof import('@tensorflow/tfjs-backend-wasm');
type TfLayers = typeof import('@tensorflow/tfjs-layers');

// Source (server/vision) and bundle (dist/server) both sit two levels below the project root.
const root = path.resolve(import.meta.dirname, '../..');
// CommonJS entry points, as in models.ts: tfjs-layers must see the very tfjs-core the WASM backend registers in.
const require = createRequire(path.join(root, 'package.json'));

async function loadModel(tf: Tf, layers: TfLayers, jsonPath: string) {
  return layers.loadLayersModel(modelFileHandler(tf, jsonPath));
}

/**
 * CPU time of this thread so far (Linux: utime + stime of /proc/thread-self/stat, in 10 ms clock ticks), so a
 * tile's cost reads apart from the time it waited for a core on a busy machine; NaN elsewhere.
 */
function threadCpuMs(): number {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function run(job: EsrganJob): Promise<Extract<EsrganReply, { ok: true }>> {
  const started = performance.now();
  const tf = require('@tensorflow/tfjs-core') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as TfWasm;
  const layers = require('@tensorflow/tfjs-layers') as TfLayers;
  wasm.setWasmPaths(path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + path.sep);
  await tf.setBackend('wasm');
  await tf.ready();
  const model = await loadModel(tf, layers, path.join(root, 'models', job.model));
  const loadMs = performance.now() - started;

  const { scale, source } = job;
  const outWidth = job.region.w * scale;
  const out = new Uint8Array(outWidth * job.region.h * scale * 3);
  const tileMs: number[] = [];
  const tileCpuMs: number[] = [];
  let peakRss = process.memoryUsage.rss();
  for (const tile of job.tiles) {
    const t = performance.now();
    const cpu = threadCpuMs();
    const input = new Float32Array(tile.w * tile.h * 3);
    for (let y = 0; y < tile.h; y++) {
      const from = ((tile.y + y) * source.width + tile.x) * 3;
      for (let i = 0; i < tile.w * 3; i++) input[y * tile.w * 3 + i] = source.data[from + i]!;
    }
    // The model reads and writes 0–255 (UpscalerJS's definition for its RDN models).
    const result = tf.tidy(() => {
      const sr = model.predict(tf.tensor4d(input, [1, tile.h, tile.w, 3])) as import('@tensorflow/tfjs-core').Tensor;
      return tf.cast(tf.round(tf.clipByValue(sr, 0, 255)), 'int32');
    });
    const pixels = result.dataSync();
    result.dispose();
    // Only the tile's core is kept: its margin saw the zero padding of the tile's edge.
    const sw = tile.w * scale;
    for (let y = 0; y < tile.core.h * scale; y++) {
      const srcRow = (tile.core.y - tile.y) * scale + y;
      const dstRow = (tile.core.y - job.region.y) * scale + y;
      const srcCol = (tile.core.x - tile.x) * scale;
      const dstCol = (tile.core.x - job.region.x) * scale;
      for (let i = 0; i < tile.core.w * scale * 3; i++) out[(dstRow * outWidth + dstCol) * 3 + i] = pixels[(srcRow * sw + srcCol) * 3 + i]!;
    }
    tileMs.push(performance.now() - t);
    tileCpuMs.push(threadCpuMs() - cpu);
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }
  return { ok: true, data: out, loadMs, tileMs, tileCpuMs, peakRss };
}

const port = parentPort;
if (port) {
  run(workerData as EsrganJob).then(
    (reply) => port.postMessage(reply, [reply.data.buffer as ArrayBuffer]),
    (error: unknown) => port.postMessage({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies EsrganReply),
  );
}
