// Which parts of a person mask are the person: the regions joined to a face through the torso under it.
// The segmenter marks anything person-like: a chair back or a door frame flush with the head, another
// person cut by the frame's edge. Those touch the frame and reach the head from the side or from above,
// never up through the body, which is how a person's own shoulders and arms join their face.
import { regionsOf } from './raster';

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

  // Three kinds of pixel, labelled in one pass so that a region never spans two kinds: inside a zone,
  // outside above the highest chin, outside below it. Above and below are judged apart, so a chair back
  // flush with the head does not take down the arm it happens to touch lower down (nor the reverse).
  const chinRow = Math.max(0, Math.min(h, Math.ceil(chin)));
  const kind = new Uint8Array(n);
  for (let i = 0; i < n; i++) if (mask[i]) kind[i] = zone[i] ? INSIDE : i < chinRow * w ? ABOVE : BELOW;
  const regions = labelByKind(kind, w, h);
  const count = regions.kindOf.length;

  // The core: zoned regions holding a face or the neck under it.
  const keep = new Uint8Array(count);
  for (let i = 0; i < n; i++) if (seeds[i] && kind[i] === INSIDE) keep[regions.labels[i]!] = 1;

  // Below the chin: arms, shoulders, hair on them. Joined only beside the head and touching the frame's
  // edge, it is someone or something else cut by the frame.
  const viaTorso = new Uint8Array(count);
  const viaHead = new Uint8Array(count);
  visitNeighbours(regions.labels, kind, BELOW, w, h, (label, j) => {
    if (kind[j] !== INSIDE || !keep[regions.labels[j]!]) return;
    if (zone[j] === TORSO) viaTorso[label] = 1;
    else viaHead[label] = 1;
  });
  for (let label = 1; label < count; label++) {
    if (regions.kindOf[label] === BELOW && (viaTorso[label] || (viaHead[label] && !regions.touchesBorder[label]))) keep[label] = 1;
  }

  // Above the chin, beside or over the head zone: big hair, a raised hand, unless it reaches the frame's
  // edge (a chair back, a door frame, another person's head).
  const joined = new Uint8Array(count);
  visitNeighbours(regions.labels, kind, ABOVE, w, h, (label, j) => {
    if (kind[j] !== 0 && kind[j] !== ABOVE && keep[regions.labels[j]!]) joined[label] = 1;
  });
  for (let label = 1; label < count; label++) {
    if (regions.kindOf[label] === ABOVE && joined[label] && !regions.touchesBorder[label]) keep[label] = 1;
  }
  for (let i = 0; i < n; i++) mask[i] = kind[i] && keep[regions.labels[i]!] ? 1 : 0;
}

const INSIDE = 1;
const ABOVE = 2;
const BELOW = 3;

/** 4-connected regions of equal non-zero kind: a label per pixel, each label's kind and whether it touches the border. */
function labelByKind(kind: Uint8Array, w: number, h: number) {
  const { labels, valueOf, touchesBorder } = regionsOf(kind, w, h, (k) => k !== 0);
  return { labels, kindOf: valueOf, touchesBorder };
}

/** Calls `visit(label, j)` for each 4-neighbour j of every pixel of kind `only`. */
function visitNeighbours(labels: Int32Array, kind: Uint8Array, only: number, w: number, h: number, visit: (label: number, j: number) => void) {
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (kind[i] !== only) continue;
      const label = labels[i]!;
      if (x > 0) visit(label, i - 1);
      if (x < w - 1) visit(label, i + 1);
      if (y > 0) visit(label, i - w);
      if (y < h - 1) visit(label, i + w);
    }
  }
}
