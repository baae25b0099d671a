// The three measures a Face Swap is judged by (issue 32), as pure functions of pictures and the target's
// mesh: no model is loaded here, the caller hands in the mesh's triangles and which of them are skin.
//
// - Skin ΔE: CIEDE2000 between the MEDIAN Lab (per channel) of the swapped face's skin and of the
//   DigitalMe photo's skin, each over the mesh's skin triangles. The median, not the mean: a stray
//   highlight or a strand of hair over the forehead moves a mean, not a median. DECISIONS: ≤ 3.
// - Seam: the mean gradient magnitude (Sobel, on R, G and B together) on the 3 px band around the blend
//   mask's outer boundary (its 0.5 level, where the new face is half the picture; not the cut around
//   an open mouth's teeth, see maskBand), after the swap ÷ the same band before it. 1.0: the swap added no edge; a hard paste of a different face gives 1.5 and more.
// - Face-to-neck gap: CIEDE2000 between the neck under the chin and the cheeks. A photo's neck is
//   darker than its cheeks (the chin's shadow: 5 to 10 ΔE on the committed photos), and that is no
//   fault of a swap; so the cheeks' colour is carried to the neck's light first, by the ratio (per
//   channel, linear light) the photo itself had between its neck and its cheeks. What is left is
//   the tone that does not match: a dark face over a light neck.
import { deltaE2000, labToRgb, rgbToLab, type Lab } from '../../shared/engine/style/color';
import { pointsRegion, rasterPolygon, rasterTriangles, type Region } from './mesh-warp';
import { learnSkinModel, skinLikelihood } from './skin-model';
import type { Point } from './face-mesh';
import type { Rgb } from './raster';

/** What the measures need to know of the canonical mesh. */
export interface MeshTopology {
  triangles: ArrayLike<number>;
  /** Canonical UV position of each point (v: 0 forehead top … 1 chin). */
  uv: ReadonlyArray<readonly [number, number]>;
  /** Whether triangle `t` (index of its first vertex in `triangles`) is bare skin (not eyes, brows, lips, outline). */
  isSkin: (t: number) => boolean;
}

/** A mask over part of a picture: `data` is region.w × region.h, 1 = the new face. */
export interface PlacedMask {
  region: Region;
  data: Float32Array;
}

export const swapMeasureLimits = {
  /** Cheeks: skin triangles whose centre lies in this UV window, on either side of the nose. */
  cheekV: [0.45, 0.7] as const,
  cheekU: [0.12, 0.36] as const,
  /** Neck band, in forehead-to-chin lengths below the chin. */
  neckFrom: 0.03,
  neckTo: 0.16,
  /** Jaw points whose distance across the face gives the band's width (lower jaw corners). */
  jaw: [136, 365] as const,
  foreheadTop: 10,
  chin: 152,
  /** The band must lie this much inside the picture, and this share of it must be skin, or the gap is not measured. */
  neckInFrame: 0.7,
  neckSkin: 0.35,
  /**
   * A pixel of the band counts as neck from this likelihood (skin-model.ts): 1, the model's sure
   * threshold (d² ≤ 6), the same skin the swap retones (visible-skin.ts). A neck in the chin's shadow
   * lit by light of another colour (on jesper_2.jpg it is greyer than the cheeks) falls beyond it with
   * shirts and collars: that gap is not measured, and the evaluation counts how often.
   */
  skinLikelihood: 1,
};


const median = (values: Float32Array, n: number): number => {
  if (n === 0) return Number.NaN;
  const sorted = values.subarray(0, n).sort();
  return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
};

/** Per-channel median Lab of `image`'s pixels where `mask` (over `region`) is above 0.5; NaN when none. */
export function medianLab(image: Rgb, mask: Float32Array, region: Region): Lab {
  const n = mask.reduce((s, v) => s + (v > 0.5 ? 1 : 0), 0);
  const L = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  let k = 0;
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      if (mask[y * region.w + x]! <= 0.5) continue;
      const s = ((region.y + y) * image.width + region.x + x) * 3;
      const lab = rgbToLab(image.data[s]!, image.data[s + 1]!, image.data[s + 2]!);
      L[k] = lab[0];
      A[k] = lab[1];
      B[k] = lab[2];
      k++;
    }
  }
  return [median(L, n), median(A, n), median(B, n)];
}

/** The mesh's skin triangles over the face's bounding box. */
export function skinMask(image: Pick<Rgb, 'width' | 'height'>, mesh: Point[], topology: MeshTopology, keep: (t: number) => boolean = topology.isSkin): PlacedMask {
  const region = pointsRegion(mesh.slice(0, 468), image.width, image.height);
  return { region, data: rasterTriangles(mesh, topology.triangles, region, keep) };
}

/** Median Lab of a face's skin (the mesh's skin triangles). */
export function faceSkinLab(image: Rgb, mesh: Point[], topology: MeshTopology): Lab {
  const { region, data } = skinMask(image, mesh, topology);
  return medianLab(image, data, region);
}

/** ΔE2000 between the swapped face's skin (at the target's mesh) and the DigitalMe photo's (at its own). */
export function skinDeltaE(swapped: Rgb, targetMesh: Point[], source: Rgb, sourceMesh: Point[], topology: MeshTopology): number {
  return deltaE2000(faceSkinLab(swapped, targetMesh, topology), faceSkinLab(source, sourceMesh, topology));
}

/**
 * The 3 px band around the OUTER boundary of `mask` ≥ 0.5: its boundary pixels and their 8 neighbours.
 * Holes are filled first: the cut that keeps an open mouth's teeth is where the new lips meet them, an
 * edge by nature (its ratio read 2 to 4 on clean mouths, lips redder than the target's), not a seam.
 */
export function maskBand(mask: PlacedMask): Uint8Array {
  const { w, h } = mask.region;
  // Outside = the part of `mask` < 0.5 that reaches the region's border.
  const outside = new Uint8Array(w * h);
  const stack: number[] = [];
  const reach = (i: number) => {
    if (outside[i] || mask.data[i]! >= 0.5) return;
    outside[i] = 1;
    stack.push(i);
  };
  for (let x = 0; x < w; x++) {
    reach(x);
    reach((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    reach(y * w);
    reach(y * w + w - 1);
  }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    if (x > 0) reach(i - 1);
    if (x < w - 1) reach(i + 1);
    if (i >= w) reach(i - w);
    if (i + w < w * h) reach(i + w);
  }
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < w && y < h && !outside[y * w + x];
  const band = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!inside(x, y)) continue;
      // Only a neighbour inside the region counts as outside: a face cut by the picture's edge has no seam there.
      const edge = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => {
        const nx = x + dx!;
        const ny = y + dy!;
        return nx >= 0 && ny >= 0 && nx < w && ny < h && !inside(nx, ny);
      });
      if (!edge) continue;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (x + dx >= 0 && y + dy >= 0 && x + dx < w && y + dy < h) band[(y + dy) * w + x + dx] = 1;
    }
  }
  return band;
}

/** Sobel gradient magnitude of R, G and B together at picture pixel (x, y) (edges clamped). */
function gradientAt(image: Rgb, x: number, y: number): number {
  const { width, height, data } = image;
  const at = (px: number, py: number, c: number) => data[(Math.min(height - 1, Math.max(0, py)) * width + Math.min(width - 1, Math.max(0, px))) * 3 + c]!;
  let sum = 0;
  for (let c = 0; c < 3; c++) {
    const gx = at(x + 1, y - 1, c) + 2 * at(x + 1, y, c) + at(x + 1, y + 1, c) - at(x - 1, y - 1, c) - 2 * at(x - 1, y, c) - at(x - 1, y + 1, c);
    const gy = at(x - 1, y + 1, c) + 2 * at(x, y + 1, c) + at(x + 1, y + 1, c) - at(x - 1, y - 1, c) - 2 * at(x, y - 1, c) - at(x + 1, y - 1, c);
    sum += gx * gx + gy * gy;
  }
  return Math.sqrt(sum / 3);
}

/**
 * Seam ratio: mean gradient on the mask boundary's 3 px band after the swap over the same before it.
 * One grey level is added to both so a flat band (a plain wall) does not divide by nothing.
 */
export function seamRatio(before: Rgb, after: Rgb, mask: PlacedMask): number {
  const band = maskBand(mask);
  const { region } = mask;
  let b = 0;
  let a = 0;
  let n = 0;
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      if (!band[y * region.w + x]) continue;
      b += gradientAt(before, region.x + x, region.y + y);
      a += gradientAt(after, region.x + x, region.y + y);
      n++;
    }
  }
  if (n === 0) return Number.NaN;
  return (a / n + 1) / (b / n + 1);
}

/** The skin triangles of the cheeks (UV window `cheekU` × `cheekV`, both sides): the face's widest plain skin. */
export function cheekTriangles(topology: MeshTopology): (t: number) => boolean {
  const { cheekU, cheekV } = swapMeasureLimits;
  return (t) => {
    if (!topology.isSkin(t)) return false;
    const [a, b, c] = [topology.uv[topology.triangles[t]!]!, topology.uv[topology.triangles[t + 1]!]!, topology.uv[topology.triangles[t + 2]!]!];
    const u = (a[0] + b[0] + c[0]) / 3;
    const v = (a[1] + b[1] + c[1]) / 3;
    const side = Math.min(u, 1 - u);
    return v >= cheekV[0] && v <= cheekV[1] && side >= cheekU[0] && side <= cheekU[1];
  };
}

/** The neck band below the chin: the jaw's width across the face, `neckFrom`–`neckTo` face lengths down, as a polygon. */
export function neckBand(mesh: Point[]): Point[] {
  const { foreheadTop, chin, jaw, neckFrom, neckTo } = swapMeasureLimits;
  const top = mesh[foreheadTop]!;
  const bottom = mesh[chin]!;
  const length = Math.hypot(bottom[0] - top[0], bottom[1] - top[1]);
  const down: Point = [(bottom[0] - top[0]) / length, (bottom[1] - top[1]) / length];
  const across: Point = [down[1], -down[0]];
  const [l, r] = [mesh[jaw[0]]!, mesh[jaw[1]]!];
  const half = Math.abs((r[0] - l[0]) * across[0] + (r[1] - l[1]) * across[1]) / 2;
  const at = (along: number, side: number): Point => [bottom[0] + down[0] * along * length + across[0] * side * half, bottom[1] + down[1] * along * length + across[1] * side * half];
  return [at(neckFrom, -1), at(neckFrom, 1), at(neckTo, 1), at(neckTo, -1)];
}

const SRGB_TO_LINEAR = (c: number) => {
  const v = Math.min(1, Math.max(0, c / 255));
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const LINEAR_TO_BYTE = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** A Lab colour in linear RGB (through sRGB; skin colours are well inside its gamut). */
function labToLinear(lab: Lab): [number, number, number] {
  const rgb = labToRgb(lab[0], lab[1], lab[2]);
  return [SRGB_TO_LINEAR(rgb[0]), SRGB_TO_LINEAR(rgb[1]), SRGB_TO_LINEAR(rgb[2])];
}

function linearToLab(rgb: [number, number, number]): Lab {
  const byte = rgb.map((c) => Math.round(Math.min(255, Math.max(0, LINEAR_TO_BYTE(Math.min(1, Math.max(0, c))))))) as [number, number, number];
  return rgbToLab(byte[0], byte[1], byte[2]);
}

export type NeckGap =
  | {
      /** ΔE2000 between the neck and the cheeks carried to the neck's light (see the header). */
      gap: number;
      /** Plain ΔE2000 between cheeks and neck, after and before the swap (the chin's shadow included). */
      plainAfter: number;
      plainBefore: number;
      /** Neck pixels measured. */
      pixels: number;
    }
  | { skipped: 'neck_out_of_frame' | 'neck_not_visible' | 'no_skin_model' };

/**
 * Face-to-neck gap of a swap. Which pixels are neck is decided on the picture BEFORE the swap, with a
 * skin model learned from the target face's own skin: a collar, a scarf or a spacesuit under the chin
 * is not skin there, and a neck that is out of frame or hidden is skipped with its reason.
 */
export function neckGap(before: Rgb, after: Rgb, mesh: Point[], topology: MeshTopology): NeckGap {
  const skin = skinMask(before, mesh, topology);
  const pixelOf = (image: Rgb, region: Region) => (i: number): [number, number, number] => {
    const s = ((region.y + Math.floor(i / region.w)) * image.width + region.x + (i % region.w)) * 3;
    return [image.data[s]!, image.data[s + 1]!, image.data[s + 2]!];
  };
  const model = learnSkinModel(pixelOf(before, skin.region), skin.data);
  if (!model) return { skipped: 'no_skin_model' };

  const band = neckBand(mesh);
  // Its area as drawn, against what of it lies in the picture.
  let area = 0;
  for (let i = 0, j = band.length - 1; i < band.length; j = i++) area += (band[j]![0] + band[i]![0]) * (band[j]![1] - band[i]![1]);
  area = Math.abs(area) / 2;
  const region = pointsRegion(band, before.width, before.height);
  const inFrame = region.w > 0 && region.h > 0 ? rasterPolygon(band, region) : new Float32Array(0);
  const framed = inFrame.reduce((s, v) => s + v, 0);
  if (area < 1 || framed < swapMeasureLimits.neckInFrame * area) return { skipped: 'neck_out_of_frame' };
  const neck = new Float32Array(inFrame.length);
  const pixel = pixelOf(before, region);
  let skinPixels = 0;
  for (let i = 0; i < inFrame.length; i++) {
    if (!inFrame[i]) continue;
    const [r, g, b] = pixel(i);
    const [L, A, B] = rgbToLab(r, g, b);
    if (skinLikelihood(model, L, A, B) >= swapMeasureLimits.skinLikelihood) {
      neck[i] = 1;
      skinPixels++;
    }
  }
  if (skinPixels < Math.max(20, swapMeasureLimits.neckSkin * framed)) return { skipped: 'neck_not_visible' };

  const cheeks = skinMask(before, mesh, topology, cheekTriangles(topology));
  const cheeksBefore = medianLab(before, cheeks.data, cheeks.region);
  const cheeksAfter = medianLab(after, cheeks.data, cheeks.region);
  const neckBefore = medianLab(before, neck, region);
  const neckAfter = medianLab(after, neck, region);
  // The cheeks as they are now, carried to the neck's light by the ratio the picture had between them.
  const [cb, ca, nb] = [labToLinear(cheeksBefore), labToLinear(cheeksAfter), labToLinear(neckBefore)];
  const expected = linearToLab([0, 1, 2].map((c) => nb[c]! * Math.min(20, Math.max(0.05, ca[c]! / Math.max(1e-4, cb[c]!)))) as [number, number, number]);
  return { gap: deltaE2000(neckAfter, expected), plainAfter: deltaE2000(cheeksAfter, neckAfter), plainBefore: deltaE2000(cheeksBefore, neckBefore), pixels: skinPixels };
}

export interface SwapMeasures {
  /** ΔE2000 of median skin Lab, swapped face against the DigitalMe photo. */
  skinDeltaE: number;
  /** Mask-boundary gradient after ÷ before (1.0: no edge added). */
  seam: number;
  neck: NeckGap;
}

export function measureSwapResult(input: { before: Rgb; after: Rgb; targetMesh: Point[]; source: Rgb; sourceMesh: Point[]; mask: PlacedMask; topology: MeshTopology }): SwapMeasures {
  return {
    skinDeltaE: skinDeltaE(input.after, input.targetMesh, input.source, input.sourceMesh, input.topology),
    seam: seamRatio(input.before, input.after, input.mask),
    neck: neckGap(input.before, input.after, input.targetMesh, input.topology),
  };
}
