// Which parts of a person mask are the person: the regions joined to a face through the torso under it.
// The segmenter marks anything person-like: a chair back or a door frame flush with the head, another
// person cut by the frame's edge. Those touch the frame and reach the head from the side or from above,
// never up through the body, which is how a person's own shoulders and arms join their face.
import { components } from './raster';

export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The zones around each face, in face-box widths and heights (the detector's box, forehead to chin). */
export const personZones = {
  /**
   * Hair reaches beside and above the detector's box, which is itself 1.2 to 1.6 times the face's width:
   * on the traced mattes at most 0.16 w beside it and 0.3 h above it. Hair beyond the zone is kept unless
   * it touches the frame's edge above the chin; a wider zone would keep more of a chair flush with the head.
   */
  headSide: 0.25,
  headTop: 0.5,
  /** The torso: a box three face widths wide from the chin down to the bottom of the picture. */
  torsoWidth: 3,
  /** The neck, under the chin: a body cut from the head by a dark collar still grows from here. */
  neckWidth: 1,
  neckHeight: 1,
};

const HEAD = 1;
const TORSO = 2;

function fill(zone: Uint8Array, w: number, h: number, x0: number, y0: number, x1: number, y1: number, value: number) {
  const xa = Math.max(0, Math.floor(x0));
  const xb = Math.min(w, Math.ceil(x1));
  const ya = Math.max(0, Math.floor(y0));
  const yb = Math.min(h, Math.ceil(y1));
  for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) zone[y * w + x] = Math.max(zone[y * w + x]!, value);
}

/**
 * Keeps, in place, the person's regions of a binary mask (1 = person) with at least one face:
 * - the core: what the mask holds inside the head zones (the face box widened for hair) and the torso
 *   boxes, joined to a face box or to the neck under it;
 * - below the highest chin and outside the zones, each region joined to the core through a torso
 *   (arms, shoulders), or joined beside the head without touching the frame's edge (long hair);
 * - above that chin and outside the zones, each region joined to what is kept that does not touch the
 *   frame's edge (big hair, a raised hand): one that does is a chair back or a door frame;
 * and drops everything else, however large (other people, furniture not joined at all).
 */
export function keepPersonRegions(mask: Uint8Array, w: number, h: number, faces: FaceBox[]): void {
  const n = w * h;
  const zone = new Uint8Array(n);
  const seeds = new Uint8Array(n);
  let chin = h;
  for (const f of faces) {
    const cx = f.x + f.w / 2;
    const z = personZones;
    fill(zone, w, h, f.x - z.headSide * f.w, f.y - z.headTop * f.h, f.x + f.w + z.headSide * f.w, f.y + f.h, HEAD);
    fill(zone, w, h, cx - (z.torsoWidth / 2) * f.w, f.y + f.h, cx + (z.torsoWidth / 2) * f.w, h, TORSO);
    fill(seeds, w, h, f.x, f.y, f.x + f.w, f.y + f.h, 1);
    fill(seeds, w, h, cx - (z.neckWidth / 2) * f.w, f.y + f.h, cx + (z.neckWidth / 2) * f.w, f.y + f.h + z.neckHeight * f.h, 1);
    chin = Math.min(chin, f.y + f.h);
  }

  const inside = new Uint8Array(n);
  for (let i = 0; i < n; i++) inside[i] = mask[i] && zone[i] ? 1 : 0;
  const zoned = components(inside, w, h, 1);
  const seeded = new Uint8Array(zoned.sizes.length);
  for (let i = 0; i < n; i++) if (seeds[i] && zoned.labels[i]! > 0) seeded[zoned.labels[i]!] = 1;
  // What is kept, grown from the core below.
  const kept = new Uint8Array(n);
  for (let i = 0; i < n; i++) kept[i] = seeded[zoned.labels[i]!] ? 1 : 0;
  const core = kept.slice();

  // Outside the zones, what lies above the chin and what lies below are judged apart, so a chair back
  // flush with the head does not take down the arm it happens to touch lower down (nor the reverse).
  const chinRow = Math.max(0, Math.min(h, Math.ceil(chin)));
  const above = new Uint8Array(n);
  const below = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!mask[i] || zone[i]) continue;
    if (i < chinRow * w) above[i] = 1;
    else below[i] = 1;
  }

  // Below the chin: arms, shoulders, hair on them. Joined only beside the head and touching the frame's
  // edge, it is someone or something else cut by the frame.
  const lower = components(below, w, h, 1);
  const viaTorso = new Uint8Array(lower.sizes.length);
  const viaHead = new Uint8Array(lower.sizes.length);
  forEachNeighbour(lower.labels, w, h, (label, j) => {
    if (!core[j]) return;
    if (zone[j] === TORSO) viaTorso[label] = 1;
    else viaHead[label] = 1;
  });
  for (let i = 0; i < n; i++) {
    const label = lower.labels[i]!;
    if (label > 0 && (viaTorso[label] || (viaHead[label] && !lower.touchesBorder[label]))) kept[i] = 1;
  }

  // Above the chin, beside or over the head zone: big hair, a raised hand, unless it reaches the frame's
  // edge (a chair back, a door frame, another person's head).
  const upper = components(above, w, h, 1);
  const joined = new Uint8Array(upper.sizes.length);
  forEachNeighbour(upper.labels, w, h, (label, j) => {
    if (kept[j]) joined[label] = 1;
  });
  for (let i = 0; i < n; i++) {
    const label = upper.labels[i]!;
    if (label > 0 && joined[label] && !upper.touchesBorder[label]) kept[i] = 1;
  }
  mask.set(kept);
}

/** Calls `visit(label, j)` for each labelled pixel's 4-neighbour j. */
function forEachNeighbour(labels: Int32Array, w: number, h: number, visit: (label: number, j: number) => void) {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const label = labels[i]!;
      if (label === 0) continue;
      if (x > 0) visit(label, i - 1);
      if (x < w - 1) visit(label, i + 1);
      if (y > 0) visit(label, i - w);
      if (y < h - 1) visit(label, i + w);
    }
  }
}
