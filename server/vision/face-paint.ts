// How much of a face's skin is not skin: face paint (a flag on the cheeks, stripes) and things in front
// of the face (a surgical mask, a microphone). No colour rule says what skin is: the face's own skin is
// the model. Each skin triangle of the mesh (cheeks, nose, chin; not the eyes, brows, lips, outline or
// upper forehead) gets its mean colour; the colour the triangles of most of the area share is taken as
// the person's skin; the covered share is the part of the skin's area whose colour is far from it.
//
// Far is judged so that light does not count. In CIE Lab, scaling linear light by k scales (L* + 16),
// a* and b* alike by k^(1/3) (skin-tone.ts), so a triangle brought to the skin's lightness (its a*b*
// times (skin L* + 16) / (its L* + 16)) has the skin's colour again when it is only in shadow, in a dim
// photo, or darker skin of the same person. A triangle is far when, brought so, its a*b* lies farther
// from the skin's than `farChroma` of the skin's own colourfulness (at least `minChroma`), or when its
// lightness is more than e^`farLight` times lighter or darker than the skin's (white paint on dark
// skin, a black object on light skin: no colour to compare there).
//
// What it does not see, said where the measure is printed (npm run eval:faces): a cover of the skin's
// own colour (a bare hand, a beige mask), a dark object on very dark skin, and a face painted all over
// in one colour, whose paint then passes for the skin. A cover larger than half the skin is read by
// the skin left bare: its share is what the figure then says (a surgical mask reads 0.2 to 0.4).
import type { Rgb } from './raster';
import { loadMeshModels, meshIndex, type Point } from './face-mesh';
import { rasterTriangle } from './mesh-warp';
import { rgbToLab } from '../../shared/engine/style/color';

/**
 * The limits, chosen on the committed faces, their darkened stand-ins and synthetic painted copies
 * (tests/fixtures/painted-face.ts); the figures they gave are printed by `npm run eval:faces`.
 */
export const paintLimits = {
  /** A triangle is far in colour beyond this share of the skin's own colourfulness (a*b* distance over skin chroma)… */
  farChroma: 0.8,
  /** …and never nearer than this (a*b* units): a grey-looking dark or dim skin has little colour, and noise. */
  minChroma: 12,
  /** |ln| of a triangle's (L* + 16) over the skin's beyond which it is far: about 2.7 times lighter or darker. */
  farLight: 1,
  /** Share of the skin's area far from it above which the face counts as painted or covered. */
  covered: 0.15,
  /** Triangles smaller than this (pixels) are too few samples to trust on their own: left out. */
  minPixels: 4,
};

/**
 * Whether a photo counts as painted or covered, from its stored share. A photo measured before the
 * share existed (undefined) counts as clean until the backfill measures it (digitalme.backfill-descriptors).
 */
export function isCovered(cover: number | undefined): boolean {
  return cover !== undefined && cover > paintLimits.covered;
}

/**
 * Skin triangles of the canonical mesh, flat (three indices each): not on the eyes, brows, lips or their
 * first rings, not the upper forehead (fringes, hair), and two rings inside the outline: on a turned head
 * the outline's neighbours already catch the background or the hair behind the jaw.
 */
let skin: Promise<Uint16Array> | null = null;
export function skinTriangles(): Promise<Uint16Array> {
  skin ??= loadMeshModels().then(({ triangles, uv }) => {
    const outline = new Set<number>(meshIndex.silhouette);
    const excluded = new Set<number>([...meshIndex.features, ...outline]);
    for (let t = 0; t < triangles.length; t += 3) {
      const corners = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
      if (corners.some((i) => outline.has(i))) for (const i of corners) excluded.add(i);
    }
    const isSkin = (i: number) => !excluded.has(i) && (uv[i]?.[1] ?? 0) >= 0.2;
    const kept: number[] = [];
    for (let t = 0; t < triangles.length; t += 3) {
      if (isSkin(triangles[t]!) && isSkin(triangles[t + 1]!) && isSkin(triangles[t + 2]!)) kept.push(triangles[t]!, triangles[t + 1]!, triangles[t + 2]!);
    }
    return Uint16Array.from(kept);
  });
  return skin;
}

export interface CoverReading {
  /** Share (0–1) of the skin triangles' area whose colour is far from the face's own skin. */
  cover: number;
  /** The skin's chromaticity, (a*, b*) / (L* + 16), area-weighted median of the triangles. */
  skin: [number, number];
  /** Per skin triangle (in `triangles`' order): its distance to the skin over the limit (far above 1), NaN when too small to count. */
  distances: Float32Array;
}

/**
 * The covered share of a face: `mesh` in `image`'s pixels (2-D is enough), `triangles` from
 * skinTriangles(). Pure and cheap: one pass over the skin's pixels, one Lab conversion per triangle.
 */
export function faceCover(image: Rgb, mesh: ReadonlyArray<readonly [number, number, number?]>, triangles: ArrayLike<number>, limits = paintLimits): CoverReading {
  const count = triangles.length / 3;
  const u = new Float32Array(count);
  const v = new Float32Array(count);
  const area = new Float32Array(count);
  const light = new Float32Array(count);
  const { data, width, height } = image;
  const whole = { x: 0, y: 0, w: width, h: height };
  for (let t = 0; t < count; t++) {
    const p0 = mesh[triangles[t * 3]!]!;
    const p1 = mesh[triangles[t * 3 + 1]!]!;
    const p2 = mesh[triangles[t * 3 + 2]!]!;
    let r = 0;
    let g = 0;
    let b = 0;
    let n = 0;
    rasterTriangle(p0 as Point, p1 as Point, p2 as Point, whole, (i) => {
      r += data[i * 3]!;
      g += data[i * 3 + 1]!;
      b += data[i * 3 + 2]!;
      n++;
    });
    if (n < limits.minPixels) continue;
    const [L, A, B] = rgbToLab(Math.round(r / n), Math.round(g / n), Math.round(b / n));
    u[t] = A / (L + 16);
    v[t] = B / (L + 16);
    light[t] = L + 16;
    area[t] = n;
  }
  const counted = [...area.keys()].filter((t) => area[t]! > 0);
  const distances = new Float32Array(count).fill(Number.NaN);
  if (counted.length === 0) return { cover: 0, skin: [Number.NaN, Number.NaN], distances };
  // The skin is the area-weighted median of each coordinate: it holds while less than half the skin is covered.
  const skinU = weightedMedian(counted.map((t) => [u[t]!, area[t]!]));
  const skinV = weightedMedian(counted.map((t) => [v[t]!, area[t]!]));
  const skinL = weightedMedian(counted.map((t) => [light[t]!, area[t]!]));
  // The skin's colourfulness at its own lightness sets how far a colour may stray (a ruddy skin's red
  // nose and cheeks stray further than a pale skin's, in a*b* units).
  const limit = Math.max(limits.minChroma, limits.farChroma * skinL * Math.hypot(skinU, skinV));
  let far = 0;
  let total = 0;
  for (const t of counted) {
    const chroma = skinL * Math.hypot(u[t]! - skinU, v[t]! - skinV);
    const lightness = Math.abs(Math.log(light[t]! / skinL));
    const d = Math.max(chroma / limit, lightness / limits.farLight);
    distances[t] = d;
    total += area[t]!;
    if (d > 1) far += area[t]!;
  }
  return { cover: far / total, skin: [skinU, skinV], distances };
}

function weightedMedian(values: Array<[number, number]>): number {
  values.sort((a, b) => a[0] - b[0]);
  const half = values.reduce((s, [, w]) => s + w, 0) / 2;
  let acc = 0;
  for (const [value, w] of values) {
    acc += w;
    if (acc >= half) return value;
  }
  return values[values.length - 1]![0];
}
