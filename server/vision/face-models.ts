// The face models a DigitalMe check needs beyond detection: the 478-point mesh with iris, head angles
// and iris (expressions are read from the mesh, identity is dlib's descriptor, face-descriptor.ts). A second Human instance, built from the process's loaded
// one: Human merges any per-call config into its own for good, so enabling the mesh on the shared
// instance would slow every later upload analysis. Weights are module-level in Human, so the two
// instances share the blazeface already loaded, and the extra models load once, from disk.
import type { Config, FaceResult, Human } from '@vladmandic/human';
import { inHumanTurn } from './human-turn';
import { loadVisionModels, type VisionModels } from './models';
import type { Rgb } from './raster';

export interface FaceModels {
  vision: VisionModels;
  /** Mesh and iris enabled: for the one face kept, on a crop around it. */
  full: Human;
}

let loading: Promise<FaceModels> | null = null;

export function loadFaceModels(): Promise<FaceModels> {
  loading ??= build().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function build(): Promise<FaceModels> {
  const vision = await loadVisionModels();
  const HumanClass = vision.human.constructor as new (config: Partial<Config>) => Human;
  const base = structuredClone(vision.human.config);
  const face = base.face;
  const config: Partial<Config> = {
    ...base,
    face: {
      ...face,
      // Rotation correction from the mesh: a tilted head gets an upright crop for the mesh.
      detector: { ...face.detector, rotation: true, maxDetected: 12 },
      mesh: { ...face.mesh, enabled: true },
      iris: { ...face.iris, enabled: true },
      // Both off, as on the shared instance, and both fail the rule of licenses/MODELS.md (no licence found
      // for their weights), which the production tree deletes (scripts/production-tree.mjs): Human's « faceres » embedding (identity
      // is dlib's) and its emotion model (the expression is read from the mesh, face-expression.ts).
      description: { ...face.description, enabled: false },
      emotion: { ...face.emotion, enabled: false },
    },
  };
  const full = new HumanClass(config);
  await inHumanTurn(() => full.load());
  return { vision, full };
}

/** Detection only, on the shared instance (blazeface: a few tens of ms on a 640 px copy). */
export async function detectBoxes(models: FaceModels, image: Rgb): Promise<Array<{ box: [number, number, number, number]; score: number }>> {
  const result = await runOn(models.vision.human, models, image);
  return result.map((f) => ({ box: f.box, score: f.score }));
}

/** Every model on `image` (a crop around one face): its faces with mesh and angles. */
export function analyseFaces(models: FaceModels, image: Rgb): Promise<FaceResult[]> {
  return runOn(models.full, models, image);
}

async function runOn(human: Human, models: FaceModels, image: Rgb): Promise<FaceResult[]> {
  const { tf } = models.vision;
  const input = tf.tensor4d(image.data, [1, image.height, image.width, 3], 'int32');
  try {
    const result = await inHumanTurn(() => human.detect(input));
    for (const face of result.face) face.tensor?.dispose();
    return result.face;
  } finally {
    input.dispose();
  }
}
