// The two segmenters, each returning a probability map (0..1) at the size of the picture it was given.
// Every tfjs tensor is created and disposed inside the call, so a long-running worker does not grow.
import type { Rgb } from './raster';
import { resizeFloat } from './raster';
import { loadObjectModel, type VisionModels } from './models';

type Tensor = import('@tensorflow/tfjs-core').Tensor;

/** MediaPipe selfie segmenter: 256×256 input in 0..1, sigmoid output; the picture is stretched, as MediaPipe does. */
export async function personProbability(models: VisionModels, image: Rgb): Promise<Float32Array> {
  const { tf, selfie } = models;
  const size = 256;
  const output = tf.tidy(() => {
    const pixels = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32');
    const resized = tf.image.resizeBilinear(tf.cast(pixels, 'float32') as import('@tensorflow/tfjs-core').Tensor3D, [size, size]);
    // Core ops only: tfjs-core without its chained-op registrations has no tensor.expandDims().
    const input = tf.expandDims(tf.div(resized, 255), 0);
    return selfie.execute(input) as Tensor;
  });
  try {
    const data = (await output.data()) as Float32Array;
    return resizeFloat(data, size, size, image.width, image.height);
  } finally {
    output.dispose();
  }
}

const imagenetMean = [0.485, 0.456, 0.406] as const;
const imagenetStd = [0.229, 0.224, 0.225] as const;

/** U²-Net-p salient object map at 320×320 (stretched), as rembg feeds it; null when the model is unavailable. */
export async function objectProbability(image320: Rgb): Promise<Float32Array | null> {
  const model = await loadObjectModel();
  if ('error' in model) return null;
  const { ort, session: u2netp } = model;
  const size = 320;
  if (image320.width !== size || image320.height !== size) throw new Error('vision: u2netp wants a 320×320 picture');
  const planes = new Float32Array(3 * size * size);
  for (let i = 0; i < size * size; i++) {
    for (let c = 0; c < 3; c++) planes[c * size * size + i] = (image320.data[i * 3 + c]! / 255 - imagenetMean[c]!) / imagenetStd[c]!;
  }
  const input = new ort.Tensor('float32', planes, [1, 3, size, size]);
  const results = await u2netp.run({ [u2netp.inputNames[0]!]: input });
  // The first output (d0) is the fused, finest map; the others are side outputs used for training.
  const first = results[u2netp.outputNames[0]!];
  if (!first) throw new Error('vision: u2netp returned no output');
  const map = new Float32Array(first.data as Float32Array);
  for (const tensor of Object.values(results)) tensor.dispose();
  input.dispose();
  return map;
}
