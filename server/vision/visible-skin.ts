// The target person's visible skin around the face (the face's border, ears, neck, chest, arms and hands
// that touch it), and its tone moved to the creator's before the new face is blended in (issue 32).
// Which pixels are skin is learned from the target face's own skin (skin-model.ts), not a fixed colour
// rule; only skin connected to the face counts, so a second person standing beside is left alone, and
// only within an envelope around the face and below it (a thumbnail's person, not the far corner).
// The tone moves by the ratio of the two faces' mean skin colours in linear light, per channel: the
// target's light stays (a shadowed neck stays shadowed), its skin becomes the creator's, weighted by
// how surely each pixel is skin, so hair, clothes and background keep their colours.
import type { Point } from './face-mesh';
import { insideDistance, softBlur } from './blend';
import { rasterPolygon, type Region } from './mesh-warp';
import { regionsOf, type Rgb } from './raster';
import { skinLikelihood, type SkinModel } from './skin-model';
import { rgbToLab } from '../../shared/engine/style/color';

export const visibleSkinLimits = {
  /** Envelope in forehead-to-chin lengths from the face's middle: across, above and below it. */
  across: 1.5,
  above: 1.0,
  below: 2.5,
  /** Beyond the envelope the weight falls to 0 over this many lengths. */
  fade: 0.5,
  /**
   * Likelihood from which a pixel is skin for the flood: 1, within the model's sure threshold (d² ≤ 6).
   * On anne_helene.jpg fair hair beside the face sits at d² 6–16 and the neck and chest below 6: a
   * looser threshold darkened strands of her hair under a dark creator's face.
   */
  connects: 1,
  /** The ring around the outline where skin is expected, in face lengths, and how fast it fades. */
  ring: 0.2,
  ringFade: 0.1,
  /** From this far down the face (0 its middle, 0.5 the chin) everything below counts: neck, chest, arms. */
  jaw: 0.3,
  /** Holes in the skin up to about twice this share of the face length are filled. */
  hole: 0.03,
  /** Above this far up the face (0 its middle, −0.5 the mesh's forehead top) is the hairline's rim. */
  hairline: -0.2,
  /** The flood does not step between neighbours further apart than this in L*: an edge. */
  step: 4,
  /** Enclosed non-skin spots up to this share of the face length squared are filled (a highlight, a mole). */
  spot: 0.2,
  /** Strands thinner than about twice this share of the face length are not skin. */
  strand: 0.015,
  /** Softening of the skin area's edge, pixels. */
  soften: 2,
};

export interface VisibleSkin {
  region: Region;
  /** 0–1 per pixel of `region`: skin likelihood × connected to the face × inside the envelope. */
  weight: Float32Array;
}

/** The face's frame: its middle, unit vectors across and down it, and its forehead-to-chin length. */
export function faceFrame(mesh: Point[]): { centre: Point; across: Point; down: Point; length: number } {
  const top = mesh[10]!;
  const chin = mesh[152]!;
  const length = Math.max(1, Math.hypot(chin[0] - top[0], chin[1] - top[1]));
  const down: Point = [(chin[0] - top[0]) / length, (chin[1] - top[1]) / length];
  return { centre: [(top[0] + chin[0]) / 2, (top[1] + chin[1]) / 2], across: [down[1], -down[0]], down, length };
}

/** Envelope weight at a picture point: 1 inside, falling linearly to 0 over `fade`. */
function envelope(frame: ReturnType<typeof faceFrame>, x: number, y: number): number {
  const { across, above, below, fade } = visibleSkinLimits;
  const dx = x - frame.centre[0];
  const dy = y - frame.centre[1];
  const u = Math.abs(dx * frame.across[0] + dy * frame.across[1]) / frame.length;
  const v = (dx * frame.down[0] + dy * frame.down[1]) / frame.length;
  const outU = Math.max(0, u - across);
  const outV = Math.max(0, -above - v, v - below);
  return Math.max(0, 1 - Math.max(outU, outV) / fade);
}

/** The box of the envelope (faded edge included), clipped to the picture. */
export function envelopeRegion(mesh: Point[], width: number, height: number): Region {
  const frame = faceFrame(mesh);
  const { across, above, below, fade } = visibleSkinLimits;
  const corners: Point[] = [];
  for (const u of [-(across + fade), across + fade]) {
    for (const v of [-(above + fade), below + fade]) {
      corners.push([frame.centre[0] + (u * frame.across[0] + v * frame.down[0]) * frame.length, frame.centre[1] + (u * frame.across[1] + v * frame.down[1]) * frame.length]);
    }
  }
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[0]))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((c) => c[1]))));
  const x1 = Math.min(width, Math.ceil(Math.max(...corners.map((c) => c[0]))));
  const y1 = Math.min(height, Math.ceil(Math.max(...corners.map((c) => c[1]))));
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

/**
 * The person's visible skin: `seeds` mark where it surely is (the face's skin triangles, the neck band
 * under the chin: a jaw's shadow can cut the neck off the face), in picture coordinates; the flood spreads from there through pixels the model is sure of, inside the envelope and only where
 * skin is expected: a ring around the face's outline (its border, the ears, the forehead up to the
 * hairline) and everything from the jaw down (neck, chest, arms, hands). Not beside or above the head,
 * where the only thing the model could take for skin is hair. Thin strands (fair hair whose colour
 * overlaps the skin's) are opened away; what is left is softened over 2 px so the change has no edge.
 */
export function visibleSkin(image: Rgb, mesh: Point[], outline: Point[], model: SkinModel, seeds: Array<{ region: Region; data: Float32Array }>, mouth: Point[] | null = null): VisibleSkin {
  const region = envelopeRegion(mesh, image.width, image.height);
  const { w, h } = region;
  const keep = mouth ? rasterPolygon(mouth, region) : null;
  const frame = faceFrame(mesh);
  const { ring, ringFade, jaw, connects } = visibleSkinLimits;
  const beyond = insideDistance(rasterPolygon(outline, region).map((v) => 1 - v), w, h);
  const allowed = new Float32Array(w * h);
  const below = new Float32Array(w * h);
  const rim = new Float32Array(w * h);
  const lightness = new Float32Array(w * h);
  const sure = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const px = region.x + x + 0.5;
      const py = region.y + y + 0.5;
      const e = envelope(frame, px, py);
      if (e <= 0) continue;
      const v = ((px - frame.centre[0]) * frame.down[0] + (py - frame.centre[1]) * frame.down[1]) / frame.length;
      const nearOutline = 1 - Math.min(1, Math.max(0, (beyond[i]! / frame.length - ring) / ringFade));
      const belowJaw = Math.min(1, Math.max(0, (v - jaw) / ringFade + 1));
      const a = e * Math.max(nearOutline, belowJaw);
      if (a <= 0) continue;
      allowed[i] = a;
      below[i] = belowJaw;
      const s = ((region.y + y) * image.width + region.x + x) * 3;
      const [L, A, B] = rgbToLab(image.data[s]!, image.data[s + 1]!, image.data[s + 2]!);
      lightness[i] = L;
      const p = skinLikelihood(model, L, A, B);
      if (p >= connects) sure[i] = 1;
      // Above the brows, just outside the outline, skin meets the hairline in mixed pixels too unsure
      // for the flood: there it is retoned by its likelihood, fading over the ring (a dark face kept a
      // pale rim at its hairline without it). Not on the sides: a wall the colour of skin touches the
      // cheeks there, and came out stained.
      if (beyond[i]! > 0 && v < visibleSkinLimits.hairline) rim[i] = p * Math.max(0, 1 - beyond[i]! / (ring * frame.length)) * Math.min(1, (visibleSkinLimits.hairline - v) / 0.1);
    }
  }
  // Flood from the face's skin through sure skin, 4-connected.
  const connected = new Uint8Array(w * h);
  const stack = new Int32Array(w * h);
  let top = 0;
  for (const seed of seeds) {
    for (let y = 0; y < seed.region.h; y++) {
      for (let x = 0; x < seed.region.w; x++) {
        if (seed.data[y * seed.region.w + x]! <= 0.5) continue;
        const rx = seed.region.x + x - region.x;
        const ry = seed.region.y + y - region.y;
        if (rx < 0 || ry < 0 || rx >= w || ry >= h) continue;
        const i = ry * w + rx;
        if (connected[i] || !sure[i]) continue;
        connected[i] = 1;
        stack[top++] = i;
      }
    }
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % w;
    for (const j of [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w]) {
      // Never across an edge: a wall or a sofa the colour of skin touches the jaw, but not without one.
      if (j < 0 || j >= w * h || connected[j] || !sure[j] || Math.abs(lightness[j]! - lightness[i]!) > visibleSkinLimits.step) continue;
      connected[j] = 1;
      stack[top++] = j;
    }
  }
  // Closing then opening, with round (blurred) structuring elements: the small holes a patchy detection
  // leaves in a neck or a cheek are filled (a hole would be a blotch of the old tone), then strands
  // thinner than the opening (fair hair whose colour overlaps the skin's) are taken away above the jaw.
  const morph = (mask: Float32Array, r: number, keep: number) => {
    const blurred = softBlur(mask, w, h, r);
    return blurred.map((v) => (v > keep ? 1 : 0));
  };
  const close = Math.max(1, Math.round(frame.length * visibleSkinLimits.hole));
  const open = Math.max(1, Math.round(frame.length * visibleSkinLimits.strand));
  const closed = morph(morph(Float32Array.from(connected), close, 0.1), close, 0.9);
  // Below the jaw nothing is opened: a neck between the chin and a collar can be a few pixels high.
  const holeArea = (frame.length * visibleSkinLimits.spot) ** 2;
  const opened = fillHoles(morph(morph(closed, open, 0.9), open, 0.1).map((v, i) => Math.max(v, closed[i]! * (below[i]! >= 1 ? 1 : 0))), w, h, holeArea);
  // The inside of an open mouth is not skin even when enclosed by it: its teeth keep their colour.
  if (keep) for (let y = 0; y < w * h; y++) if (keep[y]! > 0) opened[y] = 0;
  const soft = softBlur(opened, w, h, Math.max(visibleSkinLimits.soften, open));
  const weight = new Float32Array(w * h);
  // Soft edges (a hard one drew the picture's pixel steps along a cheek against a pale wall), but below
  // the jaw only a pixel soft: a neck a few pixels high between the chin and a collar keeps its change.
  const tight = softBlur(opened, w, h, 1);
  for (let i = 0; i < weight.length; i++) weight[i] = Math.max(soft[i]!, rim[i]!, tight[i]! * (below[i]! >= 1 ? 1 : 0)) * allowed[i]!;
  return { region, weight };
}

/**
 * Every small area of 0s enclosed by 1s becomes 1: a highlight on the forehead, a mole, an earring
 * inside the skin, which left as they were would keep the old tone as round spots. Large enclosed
 * areas (a lock of hair between the cheek and the neck) stay as they are.
 */
function fillHoles(mask: Float32Array, w: number, h: number, maxArea: number): Float32Array {
  const { labels, sizes, touchesBorder } = regionsOf(Uint8Array.from(mask, (v) => (v > 0 ? 1 : 0)), w, h, (v) => v === 0);
  return mask.map((v, i) => {
    const label = labels[i]!;
    return label > 0 && !touchesBorder[label] && sizes[label]! <= maxArea ? 1 : v;
  });
}

const TO_LINEAR = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const toByte = (c: number) => Math.round(255 * Math.min(1, Math.max(0, c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)));

/** Mean linear RGB of `image` where `mask` (over `region`) is above 0.5; null when nothing is. */
export function meanLinear(planes: { r: Float32Array; g: Float32Array; b: Float32Array }, mask: Float32Array): [number, number, number] | null {
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! <= 0.5) continue;
    r += TO_LINEAR[Math.round(Math.min(255, Math.max(0, planes.r[i]!)))]!;
    g += TO_LINEAR[Math.round(Math.min(255, Math.max(0, planes.g[i]!)))]!;
    b += TO_LINEAR[Math.round(Math.min(255, Math.max(0, planes.b[i]!)))]!;
    n++;
  }
  return n > 0 ? [r / n, g / n, b / n] : null;
}

/**
 * A copy of `image` whose visible skin has its linear RGB multiplied by `gains` (the creator's skin
 * over the target's), each pixel by as much as its weight.
 */
export function retoneSkin(image: Rgb, skin: VisibleSkin, gains: [number, number, number]): Rgb {
  const data = new Uint8Array(image.data);
  const { region, weight } = skin;
  for (let y = 0; y < region.h; y++) {
    for (let x = 0; x < region.w; x++) {
      const w = weight[y * region.w + x]!;
      if (w <= 0) continue;
      const s = ((region.y + y) * image.width + region.x + x) * 3;
      for (let c = 0; c < 3; c++) data[s + c] = toByte(TO_LINEAR[image.data[s + c]!]! * (1 + w * (gains[c]! - 1)));
    }
  }
  return { data, width: image.width, height: image.height };
}
