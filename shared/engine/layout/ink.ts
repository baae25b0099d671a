import type { RenderHost, Surface } from '../render/canvas';
import { layerBounds } from '../model/operations';
import { textReach } from '../model/edit';
import type { Box, Design, Layer } from '../model/design';
import { renderLayer } from '../render/render';

/**
 * What a layer really covers: its pixels drawn alone, kept where they are more than half opaque.
 * Boxes say a tilted word or a round pictogram covers its whole rectangle; ink does not. The layout
 * pass and its checks compare layers by ink, on a grid `scale` times the frame (1 for the checks at
 * 1280×720, smaller for the pass, which redraws often).
 */
export interface InkMask {
  /** Grid size (the frame's size times the scale, rounded). */
  w: number;
  h: number;
  scale: number;
  /** 1 where the layer's alpha is over one half. */
  bits: Uint8Array;
  /** Inked cells. */
  count: number;
  /** The inked cells' bounds on the grid, null when nothing is inked. */
  bounds: { x0: number; y0: number; x1: number; y1: number } | null;
}

const HALF = 128;

/**
 * One layer drawn alone on a transparent grid, as the renderer draws it. Only the part of the grid
 * the layer can reach is read back (its bounds, with its glow, outline and shadow); `scratch`, a
 * surface of the grid's size, is cleared and reused instead of making one per layer.
 */
export function layerInk(design: Design, layer: Layer, host: RenderHost, scale: number, scratch?: Surface): InkMask {
  const w = Math.max(1, Math.round(design.width * scale));
  const h = Math.max(1, Math.round(design.height * scale));
  const surface = scratch ?? host.createSurface(w, h);
  const ctx = surface.getContext('2d');
  if (!ctx) throw new Error('ink: no 2D context');
  const r = reachOf(design, layer);
  const x0 = Math.max(0, Math.floor(r.x * scale));
  const y0 = Math.max(0, Math.floor(r.y * scale));
  const x1 = Math.min(w, Math.ceil((r.x + r.w) * scale));
  const y1 = Math.min(h, Math.ceil((r.y + r.h) * scale));
  const out: InkMask = { w, h, scale, bits: new Uint8Array(w * h), count: 0, bounds: null };
  if (x1 <= x0 || y1 <= y0) return out;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, w, h);
  ctx.restore();
  renderLayer(ctx, design, layer, host, scale);
  const data = ctx.getImageData(x0, y0, x1 - x0, y1 - y0).data;
  const rw = x1 - x0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (data[((y - y0) * rw + (x - x0)) * 4 + 3]! >= HALF) out.bits[y * w + x] = 1;
  return recount(out, x0, y0, x1, y1);
}

/** Where a layer may leave ink: its bounds, widened by its glow, outline, shadow and line. */
function reachOf(design: Design, layer: Layer): Box {
  const b = layer.type === 'text' ? textReach(layer) : layerBounds(design, layer);
  let pad = 8;
  if (layer.type === 'image' || layer.type === 'picto') pad += (layer.glow?.blur ?? 0) + (layer.outline?.width ?? 0);
  if (layer.type === 'shape') pad += 'lineWidth' in layer ? layer.lineWidth : 0;
  if (layer.type === 'shape' && layer.shape === 'arrow') pad += layer.width;
  return { x: b.x - pad, y: b.y - pad, w: b.w + 2 * pad, h: b.h + 2 * pad };
}

/** An empty mask on the same grid. */
export function emptyInk(like: InkMask): InkMask {
  return { w: like.w, h: like.h, scale: like.scale, bits: new Uint8Array(like.w * like.h), count: 0, bounds: null };
}

/** Cells inked in both masks, `b` shifted by (dx, dy) cells. */
export function overlapCells(a: InkMask, b: InkMask, dx = 0, dy = 0): number {
  if (!a.bounds || !b.bounds) return 0;
  const x0 = Math.max(a.bounds.x0, b.bounds.x0 + dx, 0);
  const y0 = Math.max(a.bounds.y0, b.bounds.y0 + dy, 0);
  const x1 = Math.min(a.bounds.x1, b.bounds.x1 + dx, a.w - 1);
  const y1 = Math.min(a.bounds.y1, b.bounds.y1 + dy, a.h - 1);
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    const ra = y * a.w;
    const rb = (y - dy) * b.w - dx;
    for (let x = x0; x <= x1; x++) if (a.bits[ra + x] === 1 && b.bits[rb + x] === 1) n++;
  }
  return n;
}

/** Cells of `a` inside a box of the frame (frame pixels). */
export function cellsIn(a: InkMask, box: Box): number {
  if (!a.bounds) return 0;
  const x0 = Math.max(a.bounds.x0, Math.floor(box.x * a.scale));
  const y0 = Math.max(a.bounds.y0, Math.floor(box.y * a.scale));
  const x1 = Math.min(a.bounds.x1, Math.ceil((box.x + box.w) * a.scale) - 1);
  const y1 = Math.min(a.bounds.y1, Math.ceil((box.y + box.h) * a.scale) - 1);
  let n = 0;
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) if (a.bits[y * a.w + x] === 1) n++;
  return n;
}

/** The union of masks on one grid. */
export function unionInk(masks: readonly InkMask[]): InkMask | null {
  const first = masks[0];
  if (!first) return null;
  const out = emptyInk(first);
  for (const m of masks) {
    if (!m.bounds) continue;
    for (let y = m.bounds.y0; y <= m.bounds.y1; y++) for (let x = m.bounds.x0; x <= m.bounds.x1; x++) if (m.bits[y * m.w + x] === 1) out.bits[y * out.w + x] = 1;
  }
  return recount(out);
}

/** The part of a mask inside a box of the frame (a face within its picture). */
export function clipInk(a: InkMask, box: Box): InkMask {
  const out = emptyInk(a);
  if (!a.bounds) return out;
  const x0 = Math.max(a.bounds.x0, Math.floor(box.x * a.scale));
  const y0 = Math.max(a.bounds.y0, Math.floor(box.y * a.scale));
  const x1 = Math.min(a.bounds.x1, Math.ceil((box.x + box.w) * a.scale) - 1);
  const y1 = Math.min(a.bounds.y1, Math.ceil((box.y + box.h) * a.scale) - 1);
  for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.bits[y * a.w + x] = a.bits[y * a.w + x]!;
  return recount(out);
}

/** A mask with its count and bounds taken again, looking only within [x0, x1) × [y0, y1). */
function recount(m: InkMask, x0 = 0, y0 = 0, x1 = m.w, y1 = m.h): InkMask {
  let count = 0;
  let bx0 = m.w;
  let by0 = m.h;
  let bx1 = -1;
  let by1 = -1;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      if (m.bits[y * m.w + x] !== 1) continue;
      count++;
      if (x < bx0) bx0 = x;
      if (x > bx1) bx1 = x;
      if (y < by0) by0 = y;
      if (y > by1) by1 = y;
    }
  }
  return { ...m, count, bounds: count > 0 ? { x0: bx0, y0: by0, x1: bx1, y1: by1 } : null };
}

/** A mask scaled by `k` around the grid point (ax, ay), then shifted by (dx, dy) cells. */
export function transformInk(a: InkMask, k: number, ax: number, ay: number, dx: number, dy: number): InkMask {
  if (k === 1 && dx === 0 && dy === 0) return a;
  const out = emptyInk(a);
  if (!a.bounds) return out;
  const x0 = Math.max(0, Math.floor(ax + (a.bounds.x0 - ax) * k + dx));
  const y0 = Math.max(0, Math.floor(ay + (a.bounds.y0 - ay) * k + dy));
  const x1 = Math.min(a.w - 1, Math.ceil(ax + (a.bounds.x1 + 1 - ax) * k + dx));
  const y1 = Math.min(a.h - 1, Math.ceil(ay + (a.bounds.y1 + 1 - ay) * k + dy));
  for (let y = y0; y <= y1; y++) {
    const sy = Math.floor((y + 0.5 - dy - ay) / k + ay);
    if (sy < 0 || sy >= a.h) continue;
    for (let x = x0; x <= x1; x++) {
      const sx = Math.floor((x + 0.5 - dx - ax) / k + ax);
      if (sx >= 0 && sx < a.w && a.bits[sy * a.w + sx] === 1) out.bits[y * a.w + x] = 1;
    }
  }
  return recount(out);
}

/** A mask grown by `rx` cells sideways and `ry` up and down (a rectangular brush): the air kept around words. */
export function dilateInk(a: InkMask, rx: number, ry = rx): InkMask {
  if ((rx <= 0 && ry <= 0) || !a.bounds) return a;
  const out = emptyInk(a);
  // Rows first, then columns: two passes of a 1-D window.
  const rows = new Uint8Array(a.w * a.h);
  for (let y = a.bounds.y0; y <= a.bounds.y1; y++) {
    for (let x = a.bounds.x0; x <= a.bounds.x1; x++) {
      if (a.bits[y * a.w + x] !== 1) continue;
      for (let q = Math.max(0, x - rx); q <= Math.min(a.w - 1, x + rx); q++) rows[y * a.w + q] = 1;
    }
  }
  for (let y = a.bounds.y0; y <= a.bounds.y1; y++) {
    for (let x = Math.max(0, a.bounds.x0 - rx); x <= Math.min(a.w - 1, a.bounds.x1 + rx); x++) {
      if (rows[y * a.w + x] !== 1) continue;
      for (let q = Math.max(0, y - ry); q <= Math.min(a.h - 1, y + ry); q++) out.bits[q * a.w + x] = 1;
    }
  }
  return recount(out);
}

/** Summed-area table of a mask: inked cells in any rectangle in constant time. */
export class InkSums {
  private readonly sums: Int32Array;
  readonly w: number;
  readonly h: number;
  constructor(a: InkMask) {
    this.w = a.w;
    this.h = a.h;
    const W = a.w + 1;
    this.sums = new Int32Array(W * (a.h + 1));
    for (let y = 0; y < a.h; y++) {
      let row = 0;
      for (let x = 0; x < a.w; x++) {
        row += a.bits[y * a.w + x]!;
        this.sums[(y + 1) * W + x + 1] = this.sums[y * W + x + 1]! + row;
      }
    }
  }
  /** Inked cells in [x0, x1] × [y0, y1] (grid cells, clipped to the grid). */
  count(x0: number, y0: number, x1: number, y1: number): number {
    const W = this.w + 1;
    const a = Math.max(0, Math.floor(x0));
    const b = Math.max(0, Math.floor(y0));
    const c = Math.min(this.w - 1, Math.floor(x1));
    const d = Math.min(this.h - 1, Math.floor(y1));
    if (c < a || d < b) return 0;
    return this.sums[(d + 1) * W + c + 1]! - this.sums[b * W + c + 1]! - this.sums[(d + 1) * W + a]! + this.sums[b * W + a]!;
  }
}
