// Identity descriptor of a face: dlib's face recognition ResNet (128 numbers, trained by Davis King and
// released into the public domain; weights as converted for TensorFlow.js by face-api, MIT), run with
// tfjs-core ops on the WASM backend Human already set up. Human's own 1024-d « faceres » embedding told
// the same person apart from others on too few pairs of the evaluation (10 of 18 real same-person pairs
// right, scripts/eval-before/identity.json) and has left the product; this network separates them by
// distance, as dlib documents.
//
// The face is cut out of the photo by its mesh, the eyes level, as a square 150 px chip around the
// landmarks (jaw to jaw, brows to chin, with a margin), the way the network's training chips were made.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Tensor, Tensor2D, Tensor4D } from '@tensorflow/tfjs-core';
import { loadVisionModels, modelsDir } from './models';
import type { Rgb } from './raster';
import { luma601 } from '../../shared/engine/style/color';

type Tf = typeof import('@tensorflow/tfjs-core');
type Point = ArrayLike<number | undefined>;

/**
 * What a stored descriptor was measured with: bump it when the network, the chip (faceChip, CHIP_MARGIN)
 * or the exposure normalisation changes, and the `digitalme.backfill-descriptors` job measures every
 * stored DigitalMe photo again, since descriptors of two versions are not comparable.
 */
export const DESCRIPTOR_VERSION = 'dlib-resnet-1/chip-150-1.45/exposure-130';

const CHIP = 150;
const MEAN_RGB = [122.782, 117.001, 104.298] as const;
/**
 * The chip's side against the landmarks' extent (jaw to jaw, brows to chin): dlib's chips keep some hair
 * and cheek around the face. 1.45 measured best of 1.0, 1.2 and 1.45 on the evaluation's real pairs.
 */
export const CHIP_MARGIN = 1.45;
/** Mean luminance (0–255) the face's centre is brought to before the network reads it. */
const FACE_LUMINANCE = 130;

// MediaPipe mesh points standing for dlib's 68 landmarks' extent: the jaw's sides, the chin, the brows' tops.
const RIGHT_EYE = [33, 133] as const;
const LEFT_EYE = [362, 263] as const;
const EXTENT = [234, 454, 152, 127, 356, 132, 361, 172, 397, 70, 63, 105, 66, 107, 336, 296, 334, 293, 300] as const;

interface Conv {
  filters: Tensor4D;
  bias: Tensor;
  scale: Tensor;
  shift: Tensor;
}
interface Residual {
  conv1: Conv;
  conv2: Conv;
}
interface Net {
  tf: Tf;
  conv32Down: Conv;
  blocks: Array<{ kind: 'same' | 'down'; params: Residual }>;
  fc: Tensor2D;
}

let loading: Promise<Net> | null = null;

/** Loads the network once per process, from the files under models/face-recognition. */
export function loadDescriptorNet(): Promise<Net> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<Net> {
  const { tf } = await loadVisionModels();
  const dir = path.join(modelsDir, 'face-recognition');
  const manifest = JSON.parse(await readFile(path.join(dir, 'face_recognition_model-weights_manifest.json'), 'utf8')) as Array<{ paths: string[]; weights: Parameters<Tf['io']['decodeWeights']>[1] }>;
  const map: Record<string, Tensor> = {};
  for (const group of manifest) {
    const buffers = await Promise.all(group.paths.map((p) => readFile(path.join(dir, p))));
    const bytes = Buffer.concat(buffers);
    Object.assign(map, tf.io.decodeWeights(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), group.weights));
  }
  const take = (name: string): Tensor => {
    const t = map[name];
    if (!t) throw new Error(`face recognition weights: ${name} missing`);
    return t;
  };
  const conv = (prefix: string): Conv => ({
    filters: take(`${prefix}/conv/filters`) as Tensor4D,
    bias: take(`${prefix}/conv/bias`),
    scale: take(`${prefix}/scale/weights`),
    shift: take(`${prefix}/scale/biases`),
  });
  const residual = (prefix: string): Residual => ({ conv1: conv(`${prefix}/conv1`), conv2: conv(`${prefix}/conv2`) });
  const layout: Array<[string, 'same' | 'down']> = [
    ['conv32_1', 'same'], ['conv32_2', 'same'], ['conv32_3', 'same'],
    ['conv64_down', 'down'], ['conv64_1', 'same'], ['conv64_2', 'same'], ['conv64_3', 'same'],
    ['conv128_down', 'down'], ['conv128_1', 'same'], ['conv128_2', 'same'],
    ['conv256_down', 'down'], ['conv256_1', 'same'], ['conv256_2', 'same'], ['conv256_down_out', 'down'],
  ];
  return {
    tf,
    conv32Down: conv('conv32_down'),
    blocks: layout.map(([name, kind]) => ({ kind, params: residual(name) })),
    fc: take('fc') as Tensor2D,
  };
}

function convLayer(tf: Tf, x: Tensor4D, c: Conv, stride: 1 | 2, relu: boolean): Tensor4D {
  let out = tf.conv2d(x, c.filters, stride, stride === 2 ? 'valid' : 'same');
  out = tf.add(tf.mul(tf.add(out, c.bias), c.scale), c.shift);
  return relu ? tf.relu(out) : out;
}

function residualBlock(tf: Tf, x: Tensor4D, { conv1, conv2 }: Residual, kind: 'same' | 'down'): Tensor4D {
  if (kind === 'same') return tf.relu(tf.add(convLayer(tf, convLayer(tf, x, conv1, 1, true), conv2, 1, false), x));
  let out = convLayer(tf, convLayer(tf, x, conv1, 2, true), conv2, 1, false);
  let pooled = tf.avgPool(x, 2, 2, 'valid');
  // A strided 3×3 'valid' convolution is one row and column short of the pooled shortcut on odd sizes.
  if (pooled.shape[1] !== out.shape[1] || pooled.shape[2] !== out.shape[2]) out = tf.pad(out, [[0, 0], [0, pooled.shape[1] - out.shape[1]], [0, pooled.shape[2] - out.shape[2]], [0, 0]]);
  // More channels out than in: the shortcut is padded with zero channels.
  if (pooled.shape[3] !== out.shape[3]) pooled = tf.pad(pooled, [[0, 0], [0, 0], [0, 0], [0, out.shape[3] - pooled.shape[3]]]);
  return tf.relu(tf.add(pooled, out));
}

/**
 * The 150 px chip of the face whose mesh is `mesh` (pixels of `image`): turned so the eyes are level,
 * centred on the landmarks' extent, RGB. Outside the picture stays black, as the network's padding.
 */
export function faceChip(image: Rgb, mesh: readonly Point[], margin = CHIP_MARGIN): Rgb {
  const at = (i: number, c: 0 | 1) => mesh[i]?.[c] ?? Number.NaN;
  const mid = ([a, b]: readonly [number, number]) => [(at(a, 0) + at(b, 0)) / 2, (at(a, 1) + at(b, 1)) / 2] as const;
  const [rx, ry] = mid(RIGHT_EYE);
  const [lx, ly] = mid(LEFT_EYE);
  const angle = Math.atan2(ly - ry, lx - rx);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Into the levelled frame: rotate by −angle.
  const level = (x: number, y: number) => [x * cos + y * sin, -x * sin + y * cos] as const;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  for (const i of EXTENT) {
    if (!mesh[i]) continue;
    const [u, v] = level(at(i, 0), at(i, 1));
    x0 = Math.min(x0, u);
    x1 = Math.max(x1, u);
    y0 = Math.min(y0, v);
    y1 = Math.max(y1, v);
  }
  const side = Math.max(x1 - x0, y1 - y0) * margin;
  const cu = (x0 + x1) / 2;
  const cv = (y0 + y1) / 2;
  const step = side / CHIP;
  const out = new Uint8Array(CHIP * CHIP * 3);
  const { data, width, height } = image;
  for (let j = 0; j < CHIP; j++) {
    for (let i = 0; i < CHIP; i++) {
      const u = cu - side / 2 + (i + 0.5) * step;
      const v = cv - side / 2 + (j + 0.5) * step;
      // Back to the picture: rotate by +angle; pixel centres sit at +0.5.
      const x = u * cos - v * sin - 0.5;
      const y = u * sin + v * cos - 0.5;
      const xi = Math.floor(x);
      const yi = Math.floor(y);
      if (xi < 0 || yi < 0 || xi + 1 >= width || yi + 1 >= height) continue;
      const fx = x - xi;
      const fy = y - yi;
      const o = (j * CHIP + i) * 3;
      for (let c = 0; c < 3; c++) {
        const a = data[(yi * width + xi) * 3 + c]!;
        const b = data[(yi * width + xi + 1) * 3 + c]!;
        const d = data[((yi + 1) * width + xi) * 3 + c]!;
        const e = data[((yi + 1) * width + xi + 1) * 3 + c]!;
        out[o + c] = Math.round((a * (1 - fx) + b * fx) * (1 - fy) + (d * (1 - fx) + e * fx) * fy);
      }
    }
  }
  normaliseExposure(out);
  return { data: out, width: CHIP, height: CHIP };
}

/**
 * One gain on the three channels so the chip's centre (the face) has the same mean luminance whatever
 * the light and the skin: the network then reads the face's shapes, not its brightness. A gain keeps the
 * hue; a dark face in dim light gains the most (up to ×4), a light face in sun loses a little.
 */
function normaliseExposure(chip: Uint8Array): void {
  let sum = 0;
  let n = 0;
  for (let j = 40; j < 110; j++) {
    for (let i = 40; i < 110; i++) {
      const o = (j * CHIP + i) * 3;
      sum += luma601(chip[o]!, chip[o + 1]!, chip[o + 2]!);
      n++;
    }
  }
  const gain = Math.min(4, Math.max(0.5, FACE_LUMINANCE / Math.max(1, sum / n)));
  for (let k = 0; k < chip.length; k++) chip[k] = Math.min(255, Math.round(chip[k]! * gain));
}

/** The 128-d descriptor of the face whose mesh is `mesh` in `image`. */
export async function faceDescriptor(image: Rgb, mesh: readonly Point[]): Promise<number[]> {
  const net = await loadDescriptorNet();
  const { tf } = net;
  const chip = faceChip(image, mesh);
  const result = tf.tidy(() => {
    const input = tf.tensor4d(Float32Array.from(chip.data), [1, CHIP, CHIP, 3]);
    let out = tf.div(tf.sub(input, tf.tensor1d([...MEAN_RGB])), 255) as Tensor4D;
    out = convLayer(tf, out, net.conv32Down, 2, true);
    out = tf.maxPool(out, 3, 2, 'valid');
    for (const block of net.blocks) out = residualBlock(tf, out, block.params, block.kind);
    return tf.matMul(tf.mean(out, [1, 2]) as Tensor2D, net.fc);
  });
  try {
    return [...(await result.data())];
  } finally {
    result.dispose();
  }
}

/** Euclidean distance between two descriptors: dlib's own measure (same person below about 0.6). */
export function descriptorDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return Infinity;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
