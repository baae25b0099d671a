// Loads the vision models once per process, lazily, from files on disk: Human (face detection) and the
// MediaPipe selfie segmenter on tfjs's WASM backend; U²-Net-p (salient object) on onnxruntime, apart and
// only when a photo without a person must be read (loadObjectModel). Nothing is ever fetched from the
// network: tfjs's own loaders only know http(s), so a file:// router reads the files.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config, Human } from '@vladmandic/human';
import type * as OrtModule from 'onnxruntime-node';
import { modelFileHandler } from './model-files';

type Tf = typeof import('@tensorflow/tfjs-core');
type TfConverter = typeof import('@tensorflow/tfjs-converter');
type TfWasm = typeof import('@tensorflow/tfjs-backend-wasm');
type GraphModel = import('@tensorflow/tfjs-converter').GraphModel;
type IOHandler = import('@tensorflow/tfjs-core').io.IOHandler;
type IORouter = Parameters<Tf['io']['registerLoadRouter']>[0];

// Source (server/vision) and bundle (dist/server) both sit two levels below the project root.
const root = path.resolve(import.meta.dirname, '../..');
export const modelsDir = path.join(root, 'models');
// `require` and not `import`: Human's node build requires tfjs's CommonJS entry points, and a bundler or
// test runner resolving the ESM `module` field instead would load a second tfjs-core with no backend.
const require = createRequire(path.join(root, 'package.json'));

export interface VisionModels {
  tf: Tf;
  human: Human;
  selfie: GraphModel;
}

/** U²-Net-p on onnxruntime, or why it could not load on this platform (objects then fall back to a framed insert). */
export type ObjectModel = { ort: typeof OrtModule; session: OrtModule.InferenceSession } | { error: string };

/** How many times the models were loaded in this process: tests assert it stays at 1. */
export const loadStats = { loads: 0, lastLoadMs: 0 };

let loading: Promise<VisionModels> | null = null;

export function loadVisionModels(): Promise<VisionModels> {
  loading ??= load().catch((error: unknown) => {
    loading = null; // a failed load (missing file) may be retried once fixed, rather than poisoning the process
    throw error;
  });
  return loading;
}

function fileRouter(tf: Tf) {
  return (url: string | string[]): IOHandler | null => (typeof url === 'string' && url.startsWith('file://') ? modelFileHandler(tf, url.slice('file://'.length)) : null);
}

const humanConfig = (humanModels: string, wasmDir: string): Partial<Config> => ({
  backend: 'wasm',
  wasmPath: wasmDir,
  modelBasePath: `file://${humanModels}/`,
  debug: false,
  async: false,
  warmup: 'none',
  // Every upload is a new picture: the frame-to-frame cache meant for video would reuse another image's faces.
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 12, minConfidence: 0.5, iouThreshold: 0.3, skipFrames: 0, skipTime: 0, return: false },
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
});

async function load(): Promise<VisionModels> {
  const started = performance.now();
  const tf = require('@tensorflow/tfjs-core') as Tf;
  const converter = require('@tensorflow/tfjs-converter') as TfConverter;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as TfWasm;
  const wasmDir = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist') + path.sep;
  // The package's `exports` hides its node-wasm build from subpath requires: reach it by absolute path.
  const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
  const { Human: HumanClass } = require(path.join(humanDir, 'dist', 'human.node-wasm.js')) as { Human: new (config: Partial<Config>) => Human };

  // tfjs declares routers as always answering, but asks each in turn and skips those returning null.
  tf.io.registerLoadRouter(fileRouter(tf) as IORouter);
  wasm.setWasmPaths(wasmDir);
  const human = new HumanClass(humanConfig(path.join(humanDir, 'models'), wasmDir));
  await human.load();
  await tf.ready();

  const selfie = await converter.loadGraphModel(`file://${path.join(modelsDir, 'selfie', 'selfie.json')}`);

  loadStats.loads += 1;
  loadStats.lastLoadMs = performance.now() - started;
  return { tf, human, selfie };
}

let objectModel: Promise<ObjectModel> | null = null;

/**
 * U²-Net-p, loaded the first time a photo without a person is read: onnxruntime and its session weigh
 * about 50 MB of a process's memory, which a worker that only sees people never needs. A load that
 * failed is not tried again in this process (the platform lacks the runtime): objects stay framed inserts.
 */
export function loadObjectModel(): Promise<ObjectModel> {
  objectModel ??= (async () => {
    try {
      const ort = require('onnxruntime-node') as typeof OrtModule;
      // One intra-op thread: the worker shares its cores with the web server and other jobs. Without the
      // memory arena a run costs ~60 MB of RSS instead of ~260 MB kept for the life of the process.
      const session = await ort.InferenceSession.create(path.join(modelsDir, 'u2netp', 'u2netp.onnx'), { intraOpNumThreads: 1, interOpNumThreads: 1, enableCpuMemArena: false, enableMemPattern: false });
      return { ort, session };
    } catch (error) {
      // Objects are a nicety: without their model, non-person uploads become framed inserts, as before.
      return { error: error instanceof Error ? error.message : String(error) };
    }
  })();
  return objectModel;
}
