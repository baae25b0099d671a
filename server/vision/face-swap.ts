// The offline face swap (the offline method): the creator's face, from the DigitalMe photo
// whose pose and mouth best match, warped triangle by triangle onto a face of the thumbnail, recoloured
// to keep its own skin tone under the thumbnail's light; the thumbnail person's visible skin around it
// (face border, ears, neck, arms) brought to the creator's tone (visible-skin.ts), and the face blended
// in the gradient domain against that (blend.ts). Pure function of its inputs: no files, no database;
// the pg-boss job, its quality check and its credits live elsewhere.
import sharp from 'sharp';
import { decodeRgb, type Rgb } from './raster';
import { gradientBlend, insideDistance, softBlur } from './blend';
import { detectMeshFaces, loadMeshModels, meshIndex, type MeshFace, type Point } from './face-mesh';
import { pointsRegion, rasterPolygon, rasterTriangles, warpFace, type Region } from './mesh-warp';
import { maskedMeanLab, transferSkinTone, type Planes } from './skin-tone';
import { isCovered } from './face-paint';
import { learnSkinModel, skinLikelihood } from './skin-model';
import { rgbToLab } from '../../shared/engine/style/color';
import { faceFrame, meanLinear, retoneSkin, visibleSkin, type VisibleSkin } from './visible-skin';
import { cheekTriangles, measureSwapResult, neckBand, type MeshTopology, type PlacedMask, type SwapMeasures } from './swap-measures';

export const swapLimits = {
  /** Beyond these head angles (degrees) the frontal mesh folds over itself and the warp smears. */
  maxYaw: 30,
  maxPitch: 25,
  /** Targets are decoded up to this long side; detection runs on a copy at most `detectSide`. */
  maxSide: 4096,
  detectSide: 1280,
  sourceSide: 1024,
  /** Feather width, as a share of the target face's width: on the cheeks, and toward the hairline and jaw. */
  featherSide: 0.05,
  featherEnds: 0.12,
  /** Light is measured over this share of the face's width (larger: only the broad shading). */
  lightShare: 0.18,
  /** Above this far up the face (0 its middle, 0.5 the forehead's mesh top) the creator's hair is cut out of the new face. */
  fringeFrom: 0.25,
  /** A target mouth opened wider than this keeps its own inside (teeth, tongue). */
  openMouth: 0.03,
  /** With the target's mouth kept, the creator's inner lip line lands at this share of the opening's height. */
  lipSqueeze: 0.6,
  /** How far the source's own inner proportions replace the target's (0: target's shape, 1: source's). */
  sourceShape: 0.7,
  /** A face box given by the caller must overlap a detected face this much (IoU). */
  boxOverlap: 0.3,
};

export type FaceSwapErrorCode = 'unreadable_target' | 'no_face_in_target' | 'several_faces' | 'face_not_found' | 'profile_too_steep' | 'no_usable_source' | 'poor_result';

/** Said when our own check refuses a finished swap (swap-gate.ts): what the user can change to get a good one. */
export const POOR_RESULT = 'Le visage échangé ne se fondait pas assez bien dans cette image (teinte de peau, raccord ou cou) : nous ne vous l’avons pas livré. Essayez une image où le visage et le cou sont bien visibles et éclairés comme sur vos photos, ou ajoutez à votre DigitalMe une photo prise sous une lumière proche de celle de l’image.';

const messages: Record<FaceSwapErrorCode, string> = {
  unreadable_target: 'Cette image ne peut pas être lue : essayez une autre miniature.',
  no_face_in_target: 'Aucun visage n’a été trouvé sur cette miniature : Face Swap a besoin d’un visage photographié.',
  several_faces: 'Cette miniature contient plusieurs visages : choisissez celui à remplacer.',
  face_not_found: 'Le visage choisi n’a pas été retrouvé sur cette miniature : choisissez-le à nouveau.',
  profile_too_steep: 'Ce visage est trop tourné (de profil) pour être remplacé proprement : choisissez une image où il regarde davantage vers l’objectif.',
  no_usable_source: 'Aucune photo de votre DigitalMe ne convient : il faut au moins une photo avec un visage net, assez de face.',
  poor_result: POOR_RESULT,
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
  const face = (await detectMeshFaces(image))[0];
  return face ? { image, face } : null;
}

const tooTurned = (f: MeshFace) => Math.abs(f.yaw) > swapLimits.maxYaw || Math.abs(f.pitch) > swapLimits.maxPitch;

/** Distance in pose and expression between two faces: degrees, with a wide-open mouth worth ~15°. */
export function poseDistance(a: Pick<MeshFace, 'yaw' | 'pitch' | 'roll' | 'mouthOpen'>, b: Pick<MeshFace, 'yaw' | 'pitch' | 'roll' | 'mouthOpen'>): number {
  // Roll is a rotation in the picture's plane, which the warp undoes for free: it weighs little.
  return Math.abs(a.yaw - b.yaw) + Math.abs(a.pitch - b.pitch) + 0.2 * Math.abs(a.roll - b.roll) + 150 * Math.abs(a.mouthOpen - b.mouthOpen);
}

/**
 * Index of the candidate closest in pose and mouth opening, among those not turned too far; -1 if none.
 * A face-painted or covered photo (`cover`, face-paint.ts) is taken only when no clean candidate is left:
 * its paint or mask would be pasted onto the thumbnail.
 */
export function chooseSource(target: Pick<MeshFace, 'yaw' | 'pitch' | 'roll' | 'mouthOpen'>, candidates: ((MeshFace & { cover?: number }) | null)[]): number {
  let best = -1;
  let bestDistance = Infinity;
  let bestCovered = true;
  candidates.forEach((face, i) => {
    if (!face || tooTurned(face)) return;
    const d = poseDistance(target, face);
    const covered = isCovered(face.cover);
    if ((bestCovered && !covered) || (covered === bestCovered && d < bestDistance)) {
      bestDistance = d;
      bestCovered = covered;
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
export async function detectTargetFaces(image: Rgb): Promise<MeshFace[]> {
  const scale = Math.min(1, swapLimits.detectSide / Math.max(image.width, image.height));
  const small = scale < 1 ? await decodeRgb(image, Math.round(Math.max(image.width, image.height) * scale)) : image;
  const k = image.width / small.width;
  return (await detectMeshFaces(small)).map((f) => ({
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

/**
 * The upper forehead's triangles the skin filter leaves out (a fringe there would spoil the skin model),
 * not on the brows or eyes: where the target's forehead is, when it is skin, between the brows and the
 * hairline. Seeds for the visible skin's flood, which takes only the pixels the model is sure are skin.
 */
async function foreheadTriangleFilter(): Promise<(t: number) => boolean> {
  const { triangles, uv } = await loadMeshModels();
  const features = new Set<number>(meshIndex.features);
  const vertices = (t: number) => [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
  return (t) => vertices(t).every((i) => !features.has(i)) && vertices(t).some((i) => (uv[i]?.[1] ?? 0) < 0.2);
}

function faceRegion(mesh: Point[], margin: number, width: number, height: number, points = 468): Region {
  return pointsRegion(mesh.slice(0, points), width, height, margin);
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
async function identityMesh(target: Point[], source: Point[], keepMouth: boolean): Promise<Point[]> {
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
  const moved = target.map(([x, y], i): Point => [x + weights[i]! * (aligned[i]![0] - x), y + weights[i]! * (aligned[i]![1] - y)]);
  if (keepMouth) {
    // An open target mouth keeps its inside (blendMask cuts the target's inner-lip polygon out). The
    // creator's inner lip line lands a little INSIDE that opening (the target's, squeezed toward its
    // middle line), so the cut falls on the creator's lip itself: its own dark mouth edge, landed on
    // the cut, drew a dark line between the lips and the teeth.
    const lips = meshIndex.innerLips.map((i) => target[i]!);
    const cx = lips.reduce((a, p) => a + p[0], 0) / lips.length;
    const cy = lips.reduce((a, p) => a + p[1], 0) / lips.length;
    const top = target[meshIndex.foreheadTop]!;
    const chin = target[meshIndex.chin]!;
    const length = Math.hypot(chin[0] - top[0], chin[1] - top[1]) || 1;
    const down: Point = [(chin[0] - top[0]) / length, (chin[1] - top[1]) / length];
    for (const i of meshIndex.innerLips) {
      const [x, y] = target[i]!;
      const along = (x - cx) * down[0] + (y - cy) * down[1];
      moved[i] = [x - down[0] * along * (1 - swapLimits.lipSqueeze), y - down[1] * along * (1 - swapLimits.lipSqueeze)];
    }
  }
  return moved;
}

export interface SwapOptions {
  /** Evaluation only: paste the warped face with a hard edge and no recolouring (the naive swap tests compare against). */
  plainPaste?: boolean;
  /** Evaluation only: filled with the swap's intermediate maps (scripts/swap-sheet.ts draws them). */
  debug?: Partial<SwapDebug>;
}

export interface SwapDebug {
  region: Region;
  mask: Float32Array;
  seamless: Float32Array;
  around: VisibleSkin | null;
  retoned: Rgb;
}

/** The face's outline as a polygon (the mesh's silhouette, forehead top to chin and back). */
const outlineOf = (mesh: Point[]) => meshIndex.silhouette.map((i) => mesh[i]!);

/**
 * The blend mask: 1 well inside the mesh's outline, falling to 0 on it over a feather that is narrow on
 * the cheeks (the face's edge against hair or background) and wide toward the hairline and the jaw,
 * where the creator's forehead and chin melt into the target's (already at the creator's tone); with
 * the inside of an open target mouth cut out, 2 px soft, so its teeth and tongue stay.
 */
function blendMask(face: MeshFace, region: Region, coverage: Float32Array, mouthOpen: boolean): Float32Array {
  const { w, h } = region;
  const width = faceWidth(face.mesh);
  const inside = insideDistance(rasterPolygon(outlineOf(face.mesh), region), w, h);
  const frame = faceFrame(face.mesh);
  const side = Math.max(2, width * swapLimits.featherSide);
  const ends = Math.max(3, width * swapLimits.featherEnds);
  const hole = mouthOpen ? insideDistance(rasterPolygon(meshIndex.innerLips.map((i) => face.mesh[i]!), region), w, h) : null;
  const mask = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (inside[i]! <= 0 || coverage[i]! <= 0) continue;
      // Position down the face: −0.5 at the forehead top, 0.5 at the chin; the feather widens past ±0.25.
      const v = ((region.x + x + 0.5 - frame.centre[0]) * frame.down[0] + (region.y + y + 0.5 - frame.centre[1]) * frame.down[1]) / frame.length;
      const toEnds = Math.min(1, Math.max(0, (Math.abs(v) - 0.25) / 0.25));
      const feather = side + (ends - side) * toEnds * toEnds;
      const t = Math.min(1, inside[i]! / feather);
      let m = t * t * (3 - 2 * t);
      if (hole && hole[i]! > 0) {
        const u = Math.min(1, hole[i]! / 2);
        m *= 1 - u * u * (3 - 2 * u);
      }
      mask[i] = m;
    }
  }
  return mask;
}

/**
 * The creator's own hair over their forehead (a fringe) is not part of their face: without this it is
 * pasted in as a brown band across the target's forehead. Returns, per pixel of `region`, how surely the
 * warped source there is not the creator's skin, in the upper forehead only (above the brows, where
 * nothing but skin or hair can be), softened; null when no skin model can be learned from the source.
 */
function sourceFringe(source: SourceFace, warped: Planes & { coverage: Float32Array }, face: MeshFace, region: Region, triangles: Uint16Array, isSkin: (t: number) => boolean): Float32Array | null {
  const sourceRegion = faceRegion(source.face.mesh, 0, source.image.width, source.image.height);
  const sourceSkin = rasterTriangles(source.face.mesh, triangles, sourceRegion, isSkin);
  const pixel = (i: number): [number, number, number] => {
    const s = ((sourceRegion.y + Math.floor(i / sourceRegion.w)) * source.image.width + sourceRegion.x + (i % sourceRegion.w)) * 3;
    return [source.image.data[s]!, source.image.data[s + 1]!, source.image.data[s + 2]!];
  };
  const model = learnSkinModel(pixel, sourceSkin);
  if (!model) return null;
  const frame = faceFrame(face.mesh);
  const hair = new Float32Array(region.w * region.h);
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      const i = y * region.w + x;
      if (warped.coverage[i]! <= 0) continue;
      const v = ((region.x + x + 0.5 - frame.centre[0]) * frame.down[0] + (region.y + y + 0.5 - frame.centre[1]) * frame.down[1]) / frame.length;
      const upper = Math.min(1, Math.max(0, (-v - swapLimits.fringeFrom) / 0.1));
      if (upper <= 0) continue;
      const [L, a, b] = rgbToLab(Math.round(warped.r[i]!), Math.round(warped.g[i]!), Math.round(warped.b[i]!));
      hair[i] = upper * (1 - skinLikelihood(model, L, a, b));
    }
  }
  return softBlur(hair, region.w, region.h, Math.max(1, Math.round(frame.length * 0.02)));
}

/** The swap on decoded pictures with their faces known. Returns a new picture the target's size. */
export async function swapOntoFace(image: Rgb, face: MeshFace, source: SourceFace, options: SwapOptions = {}): Promise<{ rgb: Rgb; reach: number; mask: PlacedMask }> {
  const { triangles } = await loadMeshModels();
  const isSkin = await skinTriangleFilter();
  const width = faceWidth(face.mesh);
  const region = faceRegion(face.mesh, 4, image.width, image.height);
  const n = region.w * region.h;
  const mouthOpen = face.mouthOpen > swapLimits.openMouth;
  const destination = await identityMesh(face.mesh, source.face.mesh, mouthOpen);
  const warped = warpFace(source.image, source.face.mesh, destination, triangles, region);
  const planesOf = (picture: Rgb): Planes => {
    const planes: Planes = { r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
    for (let y = 0; y < region.h; y++) {
      for (let x = 0; x < region.w; x++) {
        const s = ((region.y + y) * picture.width + region.x + x) * 3;
        const i = y * region.w + x;
        planes.r[i] = picture.data[s]!;
        planes.g[i] = picture.data[s + 1]!;
        planes.b[i] = picture.data[s + 2]!;
      }
    }
    return planes;
  };
  const write = (base: Rgb, out: Float32Array[], where: Float32Array): Rgb => {
    const data = new Uint8Array(base.data);
    for (let y = 0; y < region.h; y++) {
      for (let x = 0; x < region.w; x++) {
        const i = y * region.w + x;
        if (where[i]! <= 0) continue;
        const d = ((region.y + y) * image.width + region.x + x) * 3;
        for (let c = 0; c < 3; c++) data[d + c] = Math.round(Math.min(255, Math.max(0, out[c]![i]!)));
      }
    }
    return { data, width: image.width, height: image.height };
  };
  const centre = faceFrame(face.mesh).centre;

  if (options.plainPaste) {
    const target = planesOf(image);
    const mask = warped.coverage;
    const out = [warped.r, warped.g, warped.b].map((channel, c) => channel.map((v, i) => (mask[i]! > 0 ? v : [target.r, target.g, target.b][c]![i]!)));
    return { rgb: write(image, out, mask), reach: faceReach(region, centre), mask: { region, data: mask } };
  }

  // The creator's face under the target's light, keeping the creator's own skin tone.
  const skin = rasterTriangles(face.mesh, triangles, region, isSkin);
  const original = planesOf(image);
  const fringe = sourceFringe(source, warped, face, region, triangles, isSkin);
  transferSkinTone(warped, original, skin, region.w, region.h, Math.max(2, Math.round(width * swapLimits.lightShare)));

  // (a) The target's visible skin brought to the creator's tone, by the ratio of the two faces' skins.
  let target = image;
  let around: VisibleSkin | null = null;
  const model = learnSkinModel((i) => [original.r[i]!, original.g[i]!, original.b[i]!], skin);
  // The tones compared on the cheeks, the face's widest plain skin (no brow, beard line or forehead shine).
  const cheeks = rasterTriangles(face.mesh, triangles, region, cheekTriangles(await meshTopology()));
  const creator = meanLinear(warped, cheeks);
  const theirs = meanLinear(original, cheeks);
  if (model && creator && theirs) {
    const band = neckBand(face.mesh);
    const bandRegion = faceRegion(band, 0, image.width, image.height, band.length);
    // The forehead seeds the flood too: glasses and brows cut it off from the skin below them, and a
    // strip of the target's own forehead was left at its old tone between the pasted face's top (where
    // the creator's fringe is cut out) and the hairline (qt-logo.jpg, issue 32).
    const forehead = rasterTriangles(face.mesh, triangles, region, await foreheadTriangleFilter());
    const seeds = [{ region, data: skin }, { region, data: forehead }, { region: bandRegion, data: rasterPolygon(band, bandRegion) }];
    around = visibleSkin(image, face.mesh, outlineOf(face.mesh), model, seeds, mouthOpen ? meshIndex.innerLips.map((i) => face.mesh[i]!) : null);
    const gains = [0, 1, 2].map((c) => Math.min(32, Math.max(1 / 32, creator[c]! / Math.max(1e-4, theirs[c]!)))) as [number, number, number];
    target = retoneSkin(image, around, gains);
  }
  const targetPlanes = planesOf(target);

  // (b) The gradient-domain blend against that edge; seamless where the picture beyond the edge is
  // the target's (retoned) skin, the feather alone where it is hair, background or an open mouth.
  const mask = blendMask(face, region, warped.coverage, mouthOpen);
  if (fringe) for (let i = 0; i < n; i++) mask[i]! *= 1 - fringe[i]!;
  const seamless = new Float32Array(n);
  if (around) {
    const outsideSkin = new Float32Array(n);
    const outside = new Float32Array(n);
    for (let y = 0; y < region.h; y++) {
      for (let x = 0; x < region.w; x++) {
        const i = y * region.w + x;
        if (mask[i]! > 0) continue;
        outside[i] = 1;
        const ax = region.x + x - around.region.x;
        const ay = region.y + y - around.region.y;
        if (ax >= 0 && ay >= 0 && ax < around.region.w && ay < around.region.h) outsideSkin[i] = around.weight[ay * around.region.w + ax]!;
      }
    }
    const radius = Math.max(2, Math.round(width * swapLimits.featherEnds));
    const num = softBlur(outsideSkin, region.w, region.h, radius);
    const den = softBlur(outside, region.w, region.h, radius);
    for (let i = 0; i < n; i++) seamless[i] = den[i]! > 1e-3 ? Math.min(1, num[i]! / den[i]!) : 0;
  }
  const out = gradientBlend([warped.r, warped.g, warped.b], [targetPlanes.r, targetPlanes.g, targetPlanes.b], mask, seamless, region.w, region.h);
  const rgb = write(target, out, mask);
  if (options.debug) Object.assign(options.debug, { region, mask, seamless, around, retoned: target });
  const reach = Math.max(faceReach(region, centre), around ? faceReach(around.region, centre) : 0);
  return { rgb, reach, mask: { region, data: mask } };
}

/** How far from the face's outline a pixel of `region` can be: its farthest corner from the face's middle. */
function faceReach(region: Region, centre: Point): number {
  let far = 0;
  for (const [x, y] of [[region.x, region.y], [region.x + region.w, region.y], [region.x, region.y + region.h], [region.x + region.w, region.y + region.h]] as const) far = Math.max(far, Math.hypot(x - centre[0], y - centre[1]));
  return Math.ceil(far);
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
