// The offline face swap (the offline method): the creator's face, from the DigitalMe photo
// whose pose and mouth best match, warped triangle by triangle onto a face of the thumbnail, recoloured
// to keep its own skin tone under the thumbnail's light, and blended in with a pyramid. Pure function
// of its inputs: no files, no database; the pg-boss job and its credits live elsewhere.
import sharp from 'sharp';
import { decodeRgb, type Rgb } from './raster';
import { featherInside, pyramidBlend, softBlur } from './blend';
import { detectMeshFaces, loadMeshModels, meshIndex, type MeshFace, type Point } from './face-mesh';
import { rasterPolygon, rasterTriangles, warpFace, type Region } from './mesh-warp';
import { maskedMeanLab, transferSkinTone, type Planes } from './skin-tone';
import { measureSwapResult, type MeshTopology, type PlacedMask, type SwapMeasures } from './swap-measures';

export const swapLimits = {
  /** Beyond these head angles (degrees) the frontal mesh folds over itself and the warp smears. */
  maxYaw: 30,
  maxPitch: 25,
  /** Targets are decoded up to this long side; detection runs on a copy at most `detectSide`. */
  maxSide: 4096,
  detectSide: 1280,
  sourceSide: 1024,
  /** Feather width, as a share of the target face's width. */
  featherShare: 0.05,
  /** Skin L* gap (source against target) up to which the full feather is used, and from which 40 % of it. */
  closeTones: 20,
  farTones: 40,
  /** Light is measured over this share of the face's width (larger: only the broad shading). */
  lightShare: 0.18,
  /** A target mouth opened wider than this keeps its own inside (teeth, tongue). */
  openMouth: 0.03,
  /** How far the source's own inner proportions replace the target's (0: target's shape, 1: source's). */
  sourceShape: 0.7,
  /** A face box given by the caller must overlap a detected face this much (IoU). */
  boxOverlap: 0.3,
};

export type FaceSwapErrorCode = 'unreadable_target' | 'no_face_in_target' | 'several_faces' | 'face_not_found' | 'profile_too_steep' | 'no_usable_source';

const messages: Record<FaceSwapErrorCode, string> = {
  unreadable_target: 'Cette image ne peut pas être lue : essayez une autre miniature.',
  no_face_in_target: 'Aucun visage n’a été trouvé sur cette miniature : Face Swap a besoin d’un visage photographié.',
  several_faces: 'Cette miniature contient plusieurs visages : choisissez celui à remplacer.',
  face_not_found: 'Le visage choisi n’a pas été retrouvé sur cette miniature : choisissez-le à nouveau.',
  profile_too_steep: 'Ce visage est trop tourné (de profil) pour être remplacé proprement : choisissez une image où il regarde davantage vers l’objectif.',
  no_usable_source: 'Aucune photo de votre DigitalMe ne convient : il faut au moins une photo avec un visage net, assez de face.',
};

export class FaceSwapError extends Error {
  readonly code: FaceSwapErrorCode;
  /** For `several_faces`: the faces found, largest first, so the user can pick one. */
  readonly faces: MeshFace['box'][];
  constructor(code: FaceSwapErrorCode, faces: MeshFace['box'][] = []) {
    super(messages[code]);
    this.name = 'FaceSwapError';
    this.code = code;
    this.faces = faces;
  }
}

/** A DigitalMe photo with its face already measured; the DigitalMe job can keep these to save ~0.3 s a photo. */
export interface SourceFace {
  image: Rgb;
  face: MeshFace;
}

/** Which face of the target: its index (largest first), its box as saved with the design, or none if only one. */
export type TargetFaceChoice = number | { x: number; y: number; w: number; h: number } | undefined;

export interface SwapResult {
  /** The whole target picture with the new face, PNG (lossless, so untouched pixels stay identical). */
  image: Buffer;
  width: number;
  height: number;
  /** Index of the chosen source among the candidates given. */
  sourceIndex: number;
  targetFace: MeshFace;
  sourceFace: MeshFace;
  /** Pixels farther than this from the target face's mesh hull are left byte for byte as they were. */
  reach: number;
}

export async function prepareSourceFace(bytes: Buffer | Rgb): Promise<SourceFace | null> {
  let image: Rgb;
  try {
    image = await decodeRgb(bytes, swapLimits.sourceSide);
  } catch {
    return null;
  }
  const face = (await detectMeshFaces(image, { embedding: false }))[0];
  return face ? { image, face } : null;
}

const tooTurned = (f: MeshFace) => Math.abs(f.yaw) > swapLimits.maxYaw || Math.abs(f.pitch) > swapLimits.maxPitch;

/** Distance in pose and expression between two faces: degrees, with a wide-open mouth worth ~15°. */
export function poseDistance(a: Pick<MeshFace, 'yaw' | 'pitch' | 'roll' | 'mouthOpen'>, b: Pick<MeshFace, 'yaw' | 'pitch' | 'roll' | 'mouthOpen'>): number {
  // Roll is a rotation in the picture's plane, which the warp undoes for free: it weighs little.
  return Math.abs(a.yaw - b.yaw) + Math.abs(a.pitch - b.pitch) + 0.2 * Math.abs(a.roll - b.roll) + 150 * Math.abs(a.mouthOpen - b.mouthOpen);
}

/** Index of the candidate closest in pose and mouth opening, among those not turned too far; -1 if none. */
export function chooseSource(target: Pick<MeshFace, 'yaw' | 'pitch' | 'roll' | 'mouthOpen'>, candidates: (MeshFace | null)[]): number {
  let best = -1;
  let bestDistance = Infinity;
  candidates.forEach((face, i) => {
    if (!face || tooTurned(face)) return;
    const d = poseDistance(target, face);
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

export function iou(a: MeshFace['box'], b: MeshFace['box']): number {
  const x0 = Math.max(a.x, b.x);
  const y0 = Math.max(a.y, b.y);
  const x1 = Math.min(a.x + a.w, b.x + b.w);
  const y1 = Math.min(a.y + a.h, b.y + b.h);
  const inter = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  return inter / (a.w * a.h + b.w * b.h - inter);
}

/** Faces of a full-size picture, detected on a copy no larger than `detectSide`, in full-size pixels. */
export async function detectTargetFaces(image: Rgb, embedding = false): Promise<MeshFace[]> {
  const scale = Math.min(1, swapLimits.detectSide / Math.max(image.width, image.height));
  const small = scale < 1 ? await decodeRgb(image, Math.round(Math.max(image.width, image.height) * scale)) : image;
  const k = image.width / small.width;
  return (await detectMeshFaces(small, { embedding })).map((f) => ({
    ...f,
    box: { x: f.box.x * k, y: f.box.y * k, w: f.box.w * k, h: f.box.h * k },
    mesh: f.mesh.map((p): Point => [p[0] * k, p[1] * k]),
  }));
}

export function pickTargetFace(faces: MeshFace[], choice: TargetFaceChoice): MeshFace {
  if (faces.length === 0) throw new FaceSwapError('no_face_in_target');
  let face: MeshFace | undefined;
  if (choice === undefined) {
    if (faces.length > 1) throw new FaceSwapError('several_faces', faces.map((f) => f.box));
    face = faces[0];
  } else if (typeof choice === 'number') {
    face = faces[choice];
  } else {
    const scored = faces.map((f) => ({ f, overlap: iou(f.box, choice) })).sort((a, b) => b.overlap - a.overlap)[0];
    face = scored && scored.overlap >= swapLimits.boxOverlap ? scored.f : undefined;
  }
  if (!face) throw new FaceSwapError('face_not_found');
  if (tooTurned(face)) throw new FaceSwapError('profile_too_steep');
  return face;
}

export async function swapFace(target: Buffer, targetFace: TargetFaceChoice, sources: (Buffer | SourceFace)[]): Promise<SwapResult> {
  await loadMeshModels();
  let image: Rgb;
  try {
    image = await decodeRgb(target, swapLimits.maxSide);
  } catch {
    throw new FaceSwapError('unreadable_target');
  }
  const face = pickTargetFace(await detectTargetFaces(image), targetFace);
  const prepared: (SourceFace | null)[] = [];
  for (const s of sources) prepared.push(Buffer.isBuffer(s) ? await prepareSourceFace(s) : s);
  const sourceIndex = chooseSource(face, prepared.map((p) => p?.face ?? null));
  if (sourceIndex < 0) throw new FaceSwapError('no_usable_source');
  const source = prepared[sourceIndex]!;
  const { rgb, reach } = await swapOntoFace(image, face, source);
  const png = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } }).png({ compressionLevel: 3 }).toBuffer();
  return { image: png, width: rgb.width, height: rgb.height, sourceIndex, targetFace: face, sourceFace: source.face, reach };
}

/** Skin triangles of the mesh: not on the eyes, brows, lips or outline, not the upper forehead (fringes). */
export async function skinTriangleFilter(): Promise<(t: number) => boolean> {
  const { triangles, uv } = await loadMeshModels();
  const excluded = new Set<number>([...meshIndex.features, ...meshIndex.silhouette]);
  const skinPoint = (i: number) => !excluded.has(i) && (uv[i]?.[1] ?? 0) >= 0.2;
  return (t) => skinPoint(triangles[t]!) && skinPoint(triangles[t + 1]!) && skinPoint(triangles[t + 2]!);
}

function faceRegion(mesh: Point[], margin: number, width: number, height: number): Region {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < 468; i++) {
    const [x, y] = mesh[i]!;
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const rx = Math.max(0, Math.floor(x0 - margin));
  const ry = Math.max(0, Math.floor(y0 - margin));
  return { x: rx, y: ry, w: Math.min(width, Math.ceil(x1 + margin)) - rx, h: Math.min(height, Math.ceil(y1 + margin)) - ry };
}

export function faceWidth(mesh: Point[]): number {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (let i = 0; i < 468; i++) {
    x0 = Math.min(x0, mesh[i]![0]);
    x1 = Math.max(x1, mesh[i]![0]);
  }
  return x1 - x0;
}

/** Least-squares similarity (scale, rotation, shift) taking the source's mesh onto the target's. */
function alignSimilarity(from: Point[], to: Point[]): Point[] {
  const n = 468;
  let fx = 0, fy = 0, tx = 0, ty = 0;
  for (let i = 0; i < n; i++) {
    fx += from[i]![0]; fy += from[i]![1]; tx += to[i]![0]; ty += to[i]![1];
  }
  fx /= n; fy /= n; tx /= n; ty /= n;
  let a = 0, b = 0, norm = 0;
  for (let i = 0; i < n; i++) {
    const px = from[i]![0] - fx, py = from[i]![1] - fy, qx = to[i]![0] - tx, qy = to[i]![1] - ty;
    a += px * qx + py * qy;
    b += px * qy - py * qx;
    norm += px * px + py * py;
  }
  a /= norm;
  b /= norm;
  return from.map(([x, y]): Point => [tx + a * (x - fx) - b * (y - fy), ty + b * (x - fx) + a * (y - fy)]);
}

let outlineWeights: Float32Array | null = null;

/**
 * Where the source's features land: the target's outline (so the face fits the head and hair that stay),
 * but inside it the source's own proportions — eye spacing, nose length, mouth width — pulled most of the
 * way in, since those are what make the face recognisably the creator's and not the thumbnail's model.
 */
async function identityMesh(target: Point[], source: Point[]): Promise<Point[]> {
  if (!outlineWeights) {
    const { triangles } = await loadMeshModels();
    const weights = new Float32Array(478).fill(swapLimits.sourceShape);
    const outline = new Set(meshIndex.silhouette);
    for (const i of outline) weights[i] = 0;
    // The first ring inside the outline moves half as much, so no triangle folds over the edge.
    for (let t = 0; t < triangles.length; t += 3) {
      const tri = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
      if (tri.some((i) => outline.has(i))) for (const i of tri) if (!outline.has(i)) weights[i] = swapLimits.sourceShape / 2;
    }
    outlineWeights = weights;
  }
  const aligned = alignSimilarity(source, target);
  const weights = outlineWeights;
  return target.map(([x, y], i): Point => [x + weights[i]! * (aligned[i]![0] - x), y + weights[i]! * (aligned[i]![1] - y)]);
}

export interface SwapOptions {
  /** Evaluation only: paste the warped face with a hard edge and no recolouring (the naive swap tests compare against). */
  plainPaste?: boolean;
}

/** The swap on decoded pictures with their faces known. Returns a new picture the target's size. */
export async function swapOntoFace(image: Rgb, face: MeshFace, source: SourceFace, options: SwapOptions = {}): Promise<{ rgb: Rgb; reach: number; mask: PlacedMask }> {
  const { triangles } = await loadMeshModels();
  const width = faceWidth(face.mesh);
  const featherOf = (share: number) => Math.max(3, Math.round(width * share));
  // Few levels: each level doubles how far the coarse band (the skin's tone) spreads from the edge, and
  // a deep pyramid pulled a darkened stand-in face 4 L* toward the lighter target around its cheeks.
  const levelsOf = (f: number) => Math.min(5, Math.max(2, Math.floor(Math.log2(f)) - 1));
  const reachOf = (f: number) => 2 ** (levelsOf(f) + 2) + 2;
  // The region is cut for the widest feather; the tone difference may narrow it below.
  let feather = featherOf(swapLimits.featherShare);
  let reach = reachOf(feather);
  const region = faceRegion(face.mesh, reach + 4, image.width, image.height);
  const n = region.w * region.h;

  const destination = await identityMesh(face.mesh, source.face.mesh);
  const warped = warpFace(source.image, source.face.mesh, destination, triangles, region);
  const targetPlanes: Planes = { r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      const s = ((region.y + y) * image.width + region.x + x) * 3;
      const i = y * region.w + x;
      targetPlanes.r[i] = image.data[s]!;
      targetPlanes.g[i] = image.data[s + 1]!;
      targetPlanes.b[i] = image.data[s + 2]!;
    }
  }

  let mask: Float32Array;
  let out: Float32Array[];
  if (options.plainPaste) {
    mask = warped.coverage;
    out = [warped.r, warped.g, warped.b].map((channel, c) => {
      const t = [targetPlanes.r, targetPlanes.g, targetPlanes.b][c]!;
      return channel.map((v, i) => (mask[i]! > 0 ? v : t[i]!));
    });
  } else {
    const coverage = warped.coverage.slice();
    if (face.mouthOpen > swapLimits.openMouth && source.face.mouthOpen <= swapLimits.openMouth) {
      // An open target mouth and a closed source one (no closer photo in the set): the source has no
      // inside of the mouth to give, so the target keeps its own teeth. When both are open the source's
      // own mouth is used: a hole there showed the target's lighter lips on a darker face.
      const mouth = rasterPolygon(meshIndex.innerLips.map((i) => destination[i]!), region);
      const grown = softBlur(mouth, region.w, region.h, Math.max(1, Math.round(feather / 4)));
      for (let i = 0; i < n; i++) if (grown[i]! > 0.05) coverage[i] = 0;
    }
    const skin = rasterTriangles(face.mesh, triangles, region, await skinTriangleFilter());
    const tones = transferSkinTone(warped, targetPlanes, skin, region.w, region.h, Math.max(2, Math.round(width * swapLimits.lightShare)));
    // A feather hides a seam between close skin tones; between far ones it only mixes the target's skin
    // into the rim of the new face. Measured (scripts/eval-faces.ts): a Monk 10 stand-in pasted on the
    // light astronaut came out 3.4 L* lighter with the full feather, 2.2 with 40 % of it, 0.3 pasted.
    const toneGap = Math.abs(tones.sourceSkin[0] - tones.targetSkin[0]);
    if (Number.isFinite(toneGap)) {
      const narrowing = Math.min(1, Math.max(0, (toneGap - swapLimits.closeTones) / (swapLimits.farTones - swapLimits.closeTones)));
      feather = featherOf(swapLimits.featherShare * (1 - 0.6 * narrowing));
      reach = reachOf(feather);
    }
    mask = featherInside(coverage, region.w, region.h, feather);
    out = pyramidBlend([warped.r, warped.g, warped.b], [targetPlanes.r, targetPlanes.g, targetPlanes.b], mask, region.w, region.h, levelsOf(feather));
  }

  // Outside the blend's reach the pyramid leaves only float rounding: copy those pixels back exactly.
  const touched = softBlur(warped.coverage, region.w, region.h, Math.ceil(reach / 2)); // two box passes: spreads `reach` px
  const data = new Uint8Array(image.data);
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      const i = y * region.w + x;
      if (touched[i]! <= 1e-6) continue;
      const d = ((region.y + y) * image.width + region.x + x) * 3;
      data[d] = Math.round(Math.min(255, Math.max(0, out[0]![i]!)));
      data[d + 1] = Math.round(Math.min(255, Math.max(0, out[1]![i]!)));
      data[d + 2] = Math.round(Math.min(255, Math.max(0, out[2]![i]!)));
    }
  }
  return { rgb: { data, width: image.width, height: image.height }, reach, mask: { region, data: mask } };
}

/** The canonical mesh as the swap's measures need it (swap-measures.ts). */
export async function meshTopology(): Promise<MeshTopology> {
  const { triangles, uv } = await loadMeshModels();
  return { triangles, uv, isSkin: await skinTriangleFilter() };
}

/** Skin ΔE, seam and face-to-neck gap of a swap made by `swapOntoFace` (what the Face Swap job judges). */
export async function measureSwap(before: Rgb, after: Rgb, targetFace: MeshFace, source: SourceFace, mask: PlacedMask): Promise<SwapMeasures> {
  return measureSwapResult({ before, after, targetMesh: targetFace.mesh, source: source.image, sourceMesh: source.face.mesh, mask, topology: await meshTopology() });
}

/** Mean Lab of a face's skin (the skin triangles of its mesh): what « skin tone » means in the swap's checks. */
export async function measureSkinLab(image: Rgb, mesh: Point[]): Promise<[number, number, number]> {
  const { triangles } = await loadMeshModels();
  const region = faceRegion(mesh, 0, image.width, image.height);
  const skin = rasterTriangles(mesh, triangles, region, await skinTriangleFilter());
  const n = region.w * region.h;
  const planes: Planes = { r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      const s = ((region.y + y) * image.width + region.x + x) * 3;
      planes.r[y * region.w + x] = image.data[s]!;
      planes.g[y * region.w + x] = image.data[s + 1]!;
      planes.b[y * region.w + x] = image.data[s + 2]!;
    }
  }
  return maskedMeanLab(planes, skin);
}
