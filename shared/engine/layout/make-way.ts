import type { RenderHost } from '../render/canvas';
import type { Design, Layer } from '../model/design';
import { followers, type Operation } from '../model/operations';
import { elementsOf, heldApart, type Element, type Part } from './collisions';
import { cellsIn, dilateInk, InkSums, layerInk, overlapCells, transformInk, unionInk, type InkMask } from './ink';
import { cornerZone } from './frame';
import { transformLayer, type Transform } from './transform';
import { SAFE_MARGIN } from './safe-area';

/**
 * The layout pass, run after a generation and after every edit: things that collide make way for
 * what matters more. The order: what the user placed by hand, then the words (headline, big figure,
 * their band), the logo, the subjects (a person's face with its picture), the tags, the decorations;
 * the red arrows and circles follow the subject they point at. Each in turn keeps its place when it
 * breaks no rule (collisions.ts) against what is already placed; else it takes the nearest place, and
 * the smallest shrink, where it breaks none. A decoration that finds none is left out; a subject or a
 * tag that finds none stays where it was least in the way.
 *
 * Worked on a grid a quarter of the frame (320×180 for 1280×720), with air around the words and faces
 * so that the checks at full size pass with room to spare.
 */

export interface MakeWayOptions {
  /** Layers an edit placed (moved, resized, retyped, added at a point). */
  pinned?: readonly string[];
  /**
   * By hand (the default), what was placed keeps its place and everything else makes way, the
   * headline included. By instruction, what was placed goes first among its equals only: a subject
   * asked « à gauche » under the headline settles at the nearest place beside it.
   */
  by?: 'hand' | 'instruction';
  /** The grid, as a share of the frame. */
  scale?: number;
}

export interface MakeWayResult {
  design: Design;
  /** Layers moved or made smaller, and layers left out. */
  moved: string[];
  dropped: string[];
  /**
   * How each moved layer changed, so the change can be replayed exactly elsewhere (the editor's
   * pass, saved as an operation): made smaller and shifted by a transform, or, for a red arrow or
   * circle drawn anew, its new shape.
   */
  transforms: Record<string, Transform>;
  pointers: Record<string, Layer>;
}

/** The grid the pass works on, as a share of the frame; the editor measures what still overlaps on it too. */
export const PASS_SCALE = 0.25;
/** Cells of air kept around words and faces (8 px at 1280×720). */
const AIR = 2;
/**
 * Beside the words, more: a pictogram a few pixels from a line's end is read as letters of it (by
 * eye at a glance, and by the OCR check: a globe's grid read « PPENN », scissors « ANA) »). A share
 * of the font size, on each side of the line.
 */
const SIDE_AIR = 0.35;

/** The air beside a headline's lines, in cells: a share of its font size. */
function sideAir(design: Design, el: Element, S: number): number {
  const text = design.layers.find((l) => l.type === 'text' && el.layers.includes(l.id));
  // At most 40 px at 1280×720: a giant figure's own size would push everything off the frame.
  return text?.type === 'text' ? Math.min(Math.round(40 * S), Math.max(AIR, Math.round(text.size * SIDE_AIR * S))) : AIR;
}
const SOLID_MAX = 0.005;
/** The shortest arrow worth drawing, as a share of the frame's smaller side (90 px at 1280×720). */
const MIN_ARROW = 0.125;
const BAND_MAX = 0.05;
/** Shrinking by a tenth costs as much as moving by a tenth of the thing's diagonal; for a decoration, three tenths (a small « ? » looks left over). */
const SIZE_COST: Partial<Record<Part, number>> = { decoration: 3, stage: 3 };

interface Unit {
  id: string;
  part: Part;
  els: Element[];
  pinned: boolean;
}

interface Placed {
  el: Element;
  /** The mask others keep off: with air around words and faces. */
  keepOff: InkMask;
}

const SCALES: Partial<Record<Part, number[]>> = {
  subject: [1, 0.92, 0.84, 0.76, 0.68, 0.6, 0.52],
  // A decoration smaller than this looks like a leftover: it is left out instead.
  decoration: [1, 0.85, 0.7],
  stage: [1, 0.85, 0.7],
};

export function makeWay(design: Design, host: RenderHost, opts: MakeWayOptions = {}): MakeWayResult {
  const S = opts.scale ?? PASS_SCALE;
  const els = elementsOf(design, host, S);
  const grid = els[0]?.ink;
  if (!grid) return { design, moved: [], dropped: [], transforms: {}, pointers: {} };
  const pinned = new Set(opts.pinned ?? []);
  const units = unitsOf(els, pinned);
  const pointers = els.filter((e) => e.part === 'pointer');

  const placed: Placed[] = [];
  const transforms = new Map<string, Transform>();
  const dropped: string[] = [];
  const place = (u: Unit, t: Transform | null, masks: InkMask[]) => {
    u.els.forEach((el, i) => {
      const ink = masks[i]!;
      const moved = { ...el, ink };
      placed.push({ el: moved, keepOff: el.part === 'headline' ? dilateInk(ink, sideAir(design, el, S), AIR) : el.part === 'face' ? dilateInk(ink, AIR) : ink });
    });
    if (t) transforms.set(u.id, t);
  };

  // What the edit placed comes first, by the same priority among itself: one thing placed keeps its
  // place; of two placed on each other (« le mouton à gauche et le titre à droite »), the lesser makes way.
  const order: Part[] = ['headline', 'logo', 'subject', 'pointer', 'tag', 'decoration', 'stage'];
  const queue = opts.by === 'instruction' ? order.flatMap((p) => [true, false].flatMap((first) => units.filter((u) => u.pinned === first && u.part === p))) : [true, false].flatMap((first) => order.flatMap((p) => units.filter((u) => u.pinned === first && u.part === p)));
  const corner = cornerZone(design.width, design.height);
  for (const u of queue) {
    const identity = u.els.map((e) => e.ink);
    if (u.part === 'logo' || violation(u, identity, placed, corner) === 0) {
      place(u, null, identity);
      continue;
    }
    const found = search(u, placed, corner, grid, design);
    // The search moves the unit's ink as a mask; a decoration is drawn again where it lands, and
    // given up if its real ink still breaks a rule there (a ring scaled as pixels is not the ring
    // drawn smaller: a circle round a subject bigger than the frame's half landed on it).
    const drawn = found && u.part === 'decoration' ? drawnAt(u, toFrame(found.t, S), design, host, S) : null;
    if (found && (!drawn || violation(u, drawn, placed, corner) === 0)) {
      place(u, toFrame(found.t, S), drawn ?? found.masks);
    } else if (u.part === 'decoration' || u.part === 'stage') {
      dropped.push(...u.els.flatMap((e) => e.layers));
    } else {
      const best = fallback(u, placed, corner, grid, design);
      place(u, best ? toFrame(best.t, S) : null, best?.masks ?? identity);
    }
  }

  // Pointers follow the subject they point at, and never touch the words (an arrow toward the headline stops short of it).
  const pointerLayers = new Map<string, Layer>();
  // A cell of air round the words: on the pass's quarter grid, a touch of a few pixels falls between cells.
  const words = placed.filter((q) => q.el.part === 'headline').map((q) => dilateInk(q.el.ink, 1, 1));
  const touchesWords = (m: InkMask) => words.some((w) => overlapCells(w, m) > 0);
  for (const p of pointers) {
    const layer = design.layers.find((l) => l.id === p.layers[0]);
    // One the hand placed stays as it was put (an overlap left is shown in the editor).
    if (!layer || layer.type !== 'shape' || p.layers.some((id) => pinned.has(id))) continue;
    const target = targetOf(layer, S, units);
    const t = target ? transforms.get(target.id) : undefined;
    let moved: Layer = t ? transformLayer(layer, t) : layer;
    let ink = t ? layerInk(design, moved, host, S) : p.ink;
    if (touchesWords(ink) && moved.type === 'shape' && moved.shape === 'arrow') {
      const arrow = moved;
      for (const f of [0.9, 0.8, 0.7, 0.6]) {
        const shorter: Layer = { ...arrow, to: { x: Math.round(arrow.from.x + (arrow.to.x - arrow.from.x) * f), y: Math.round(arrow.from.y + (arrow.to.y - arrow.from.y) * f) } };
        const shorterInk = layerInk(design, shorter, host, S);
        if (!touchesWords(shorterInk)) {
          moved = shorter;
          ink = shorterInk;
          break;
        }
      }
    }
    if (touchesWords(ink) && moved.type === 'shape' && moved.shape === 'arrow' && !target) {
      // An arrow toward the words that lies on them (a frame laid out again): aimed anew from outside.
      const again = reaim(moved, pointedAt(moved, S, placed), design, host, S, (m) => touchesWords(m) || clashes(m, placed));
      if (again) {
        moved = again.layer;
        ink = again.ink;
      }
    }
    const others = placed.filter((q) => q.el.part === 'tag' || q.el.part === 'logo');
    // A stub of an arrow points at nothing a viewer can follow: left out.
    const stub = moved.type === 'shape' && moved.shape === 'arrow' && Math.hypot(moved.to.x - moved.from.x, moved.to.y - moved.from.y) < MIN_ARROW * Math.min(design.width, design.height);
    if (stub || touchesWords(ink) || others.some((q) => overlapCells(q.el.ink, ink) > SOLID_MAX * Math.min(q.el.ink.count, ink.count))) dropped.push(...p.layers);
    else if (moved !== layer) pointerLayers.set(layer.id, moved);
  }

  const moved: string[] = [];
  const gone = new Set(dropped);
  const layerT = new Map<string, Transform>();
  for (const u of units) {
    const t = transforms.get(u.id);
    if (t) for (const e of u.els) for (const id of e.layers) layerT.set(id, t);
  }
  const layers: Layer[] = [];
  const transformed: Record<string, Transform> = {};
  const pointed: Record<string, Layer> = {};
  for (const l of design.layers) {
    if (gone.has(l.id)) continue;
    const t = layerT.get(l.id);
    const pointer = pointerLayers.get(l.id);
    if (t || pointer) moved.push(l.id);
    if (pointer) pointed[l.id] = pointer;
    else if (t) transformed[l.id] = t;
    layers.push(pointer ?? (t ? transformLayer(l, t) : l));
  }
  if (moved.length === 0 && dropped.length === 0) return { design, moved, dropped, transforms: {}, pointers: {} };
  const hidden = design.hidden?.filter((id) => !gone.has(id));
  return { design: { ...design, layers, ...(design.hidden ? { hidden } : {}) }, moved, dropped, transforms: transformed, pointers: pointed };
}

/** The unit's ink drawn again with a transform (null when one of its layers is not in the design). */
function drawnAt(u: Unit, t: Transform, design: Design, host: RenderHost, S: number): InkMask[] | null {
  const masks: InkMask[] = [];
  for (const e of u.els) {
    const layers = e.layers.map((id) => design.layers.find((l) => l.id === id));
    if (layers.some((l) => !l)) return null;
    const inks = layers.map((l) => layerInk(design, transformLayer(l!, t), host, S));
    masks.push(unionInk(inks) ?? inks[0]!);
  }
  return masks;
}

/** Elements gathered into what moves together: a face with its picture, a band with the words, a style's stage with the first subject. */
function unitsOf(els: Element[], pinned: ReadonlySet<string>): Unit[] {
  const units: Unit[] = [];
  const byLayer = new Map<string, Unit>();
  for (const e of els) {
    if (e.part === 'face' || e.part === 'band' || e.part === 'stage') continue;
    // A red circle or arrow moves with what it points at, unless the hand placed it: then it is a thing of its own the words keep off.
    if (e.part === 'pointer' && !e.layers.some((id) => pinned.has(id))) continue;
    const u: Unit = { id: e.id, part: e.part, els: [e], pinned: e.layers.some((id) => pinned.has(id)) };
    units.push(u);
    for (const id of e.layers) byLayer.set(id, u);
  }
  const headline = units.find((u) => u.part === 'headline' && u.els[0]!.layers.includes('titre')) ?? units.find((u) => u.part === 'headline');
  const subject = units.find((u) => u.part === 'subject');
  for (const e of els) {
    const owner = e.part === 'face' ? byLayer.get(e.layers[0]!) : e.part === 'band' ? headline : e.part === 'stage' ? subject : undefined;
    if (owner) {
      owner.els.push(e);
      owner.pinned ||= e.layers.some((id) => pinned.has(id));
    } else if (e.part === 'band' || e.part === 'stage') {
      units.push({ id: e.id, part: e.part === 'band' ? 'headline' : 'decoration', els: [e], pinned: e.layers.some((id) => pinned.has(id)) });
    }
  }
  return units;
}

/** How far a unit at these masks breaks the pass's rules against what is placed (0: not at all). */
function violation(u: Unit, masks: InkMask[], placed: Placed[], corner: { x: number; y: number; w: number; h: number }): number {
  let v = 0;
  u.els.forEach((e, i) => {
    const ink = masks[i]!;
    if (ink.count === 0) return;
    const moved = { ...e, ink };
    for (const p of placed) {
      if (p.el.ink.count === 0) continue;
      const band = bandRule(moved, p.el);
      if (band !== null) {
        const subject = band === 'a' ? ink : p.el.ink;
        const share = overlapCells(ink, p.el.ink) / Math.max(1, subject.count);
        const face = (band === 'a' ? e.part : p.el.part) === 'face';
        v += Math.max(0, share - (face ? SOLID_MAX : BAND_MAX));
        continue;
      }
      if (pointerRule(moved, p.el)) {
        // A pointer never touches the words.
        v += overlapCells(p.el.ink, ink) > 0 ? 1 : 0;
        continue;
      }
      if (!heldApart(moved, p.el)) continue;
      const share = overlapCells(p.keepOff, ink) / Math.max(1, Math.min(ink.count, p.el.ink.count));
      v += Math.max(0, share - SOLID_MAX);
    }
    // The corner rule as the check has it: faces, the logo, and whatever writes words (the big « ? » is a decoration that does).
    if (e.part === 'face' || e.part === 'logo' || e.writes) v += cellsIn(ink, corner) / ink.count;
  });
  return v;
}

/** A pointer and the words: held apart by any overlap at all. */
function pointerRule(a: Element, b: Element): boolean {
  return (a.part === 'pointer' && b.part === 'headline') || (a.part === 'headline' && b.part === 'pointer');
}

/** A band against a subject or a face: which of the two is the subject ('a' the first), or null. */
function bandRule(a: Element, b: Element): 'a' | 'b' | null {
  // A photographed person's body may lie under a band (collisions.ts); its face may not.
  const isSubject = (e: Element) => (e.part === 'subject' && !e.body) || e.part === 'face';
  if (a.part === 'band' && isSubject(b)) return 'b';
  if (b.part === 'band' && isSubject(a)) return 'a';
  return null;
}

interface Found {
  t: Transform;
  masks: InkMask[];
}

/** Offsets of the grid by distance, a step apart, as (dx, dy) pairs in one array, cached per grid size. */
const OFFSETS = new Map<string, Int16Array>();
function offsets(w: number, h: number, step: number): Int16Array {
  const key = `${w}x${h}/${step}`;
  let flat = OFFSETS.get(key);
  if (!flat) {
    const list: Array<[number, number]> = [];
    for (let dy = -h; dy <= h; dy += step) for (let dx = -w; dx <= w; dx += step) list.push([dx, dy]);
    list.sort((a, b) => Math.hypot(a[0], a[1]) - Math.hypot(b[0], b[1]));
    flat = new Int16Array(list.length * 2);
    list.forEach(([dx, dy], i) => {
      flat![2 * i] = dx;
      flat![2 * i + 1] = dy;
    });
    OFFSETS.set(key, flat);
  }
  return flat;
}

/** Bounds of the unit's ink on the grid, and the point it shrinks around (its feet when it stands on the bottom edge). */
function anchorOf(u: Unit, grid: InkMask): { x0: number; y0: number; x1: number; y1: number; ax: number; ay: number; standing: boolean } | null {
  const all = unionInk(u.els.map((e) => e.ink));
  const b = all?.bounds;
  if (!b) return null;
  const lead = u.els[0]!.ink.bounds;
  const standing = u.part === 'subject' && lead !== null && lead.y1 >= grid.h - 2;
  return { ...b, ax: (b.x0 + b.x1 + 1) / 2, ay: standing ? grid.h : (b.y0 + b.y1 + 1) / 2, standing };
}

const FRAME_MARGIN = 5;
/** Bounds that ask nothing of the place a unit stood in: wholly inside. */
const INSIDE = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };

/** Inside the frame, with a little margin; a picture standing on the bottom edge, or running off a side, keeps doing so. */
function inFrame(r: { x0: number; y0: number; x1: number; y1: number }, was: { x0: number; y0: number; x1: number; y1: number }, grid: InkMask): boolean {
  return r.x0 >= Math.min(FRAME_MARGIN, was.x0) && r.y0 >= Math.min(FRAME_MARGIN, was.y0) && r.x1 <= Math.max(grid.w - 1 - FRAME_MARGIN, was.x1) && r.y1 <= Math.max(grid.h - 1 - FRAME_MARGIN, was.y1);
}

/** A pictogram or a drawn shape goes wholly inside the frame; a photo may keep running off an edge. */
function wholeInside(u: Unit, design: Design): boolean {
  return !u.els.some((e) => e.layers.some((id) => design.layers.find((l) => l.id === id)?.type === 'image'));
}

/** Cell bounds scaled by k around the anchor, then shifted. */
function moveBounds(b: { x0: number; y0: number; x1: number; y1: number }, a: { ax: number; ay: number }, k: number, dx: number, dy: number): { x0: number; y0: number; x1: number; y1: number } {
  return { x0: a.ax + (b.x0 - a.ax) * k + dx, y0: a.ay + (b.y0 - a.ay) * k + dy, x1: a.ax + (b.x1 + 1 - a.ax) * k + dx - 1, y1: a.ay + (b.y1 + 1 - a.ay) * k + dy - 1 };
}

/** The nearest, least shrunk place where every element's box is clear of what it must keep off. */
function search(u: Unit, placed: Placed[], corner: { x: number; y: number; w: number; h: number }, grid: InkMask, design: Design): Found | null {
  const a = anchorOf(u, grid);
  if (!a) return null;
  const scales = SCALES[u.part] ?? [1];
  const sums = u.els.map((e) => obstaclesFor(e, placed, grid));
  const cornerCells = { x0: Math.floor(corner.x * grid.scale), y0: Math.floor(corner.y * grid.scale) };
  const diag = Math.hypot(a.x1 - a.x0, a.y1 - a.y0);
  const maxMove = u.part === 'decoration' ? grid.w * 0.3 : Infinity;
  const strict = wholeInside(u, design);
  let best: { t: Transform; cost: number } | null = null;
  const was = strict ? INSIDE : a;
  // Words and tags stay in the editor's safe area; other things keep a smaller margin.
  const margin = u.els.some((e) => e.part === 'headline' || e.part === 'tag') ? Math.round(Math.min(grid.w, grid.h) * SAFE_MARGIN) : FRAME_MARGIN;
  const isCornerPart = u.els.map((e) => e.part === 'face' || e.writes);
  // Text's shadow counts as text in the corner (as the edits' own check has it): its reach beyond the letters, in cells.
  const reach = u.els.map((e) => shadowReach(design, e) * grid.scale);
  for (const k of scales) {
    const sizeCost = (SIZE_COST[u.part] ?? 1) * (1 - k) * diag;
    if (best && sizeCost >= best.cost) break;
    // The shifts that keep the unit in the frame form a rectangle: known before the walk.
    const at0 = moveBounds(a, a, k, 0, 0);
    const dxMin = Math.min(margin, was.x0) - at0.x0;
    const dxMax = Math.max(grid.w - 1 - margin, was.x1) - at0.x1;
    const dyMin = Math.min(margin, was.y0) - at0.y0;
    const dyMax = Math.max(grid.h - 1 - margin, was.y1) - at0.y1;
    if (dxMin > dxMax || dyMin > dyMax) continue;
    const boxes = u.els.map((e) => (e.ink.bounds ? moveBounds(e.ink.bounds, a, k, 0, 0) : null));
    const walk = offsets(grid.w, grid.h, 2);
    for (let o = 0; o < walk.length; o += 2) {
      const dx = walk[o]!;
      const dy = walk[o + 1]!;
      if (dx < dxMin || dx > dxMax || dy < dyMin || dy > dyMax || (a.standing && dy !== 0)) continue;
      const dist = Math.hypot(dx, dy);
      if (dist > maxMove || (best && dist + sizeCost >= best.cost)) break;
      let clear = true;
      for (let i = 0; i < boxes.length && clear; i++) {
        const r = boxes[i];
        if (!r) continue;
        if (sums[i]!.count(r.x0 + dx, r.y0 + dy, r.x1 + dx, r.y1 + dy) > 0) clear = false;
        else if (isCornerPart[i] && r.x1 + dx + reach[i]! >= cornerCells.x0 && r.y1 + dy + reach[i]! >= cornerCells.y0) clear = false;
      }
      if (clear) {
        best = { t: { k, ax: a.ax, ay: a.ay, dx, dy }, cost: dist + sizeCost };
        break;
      }
    }
  }
  if (!best) return null;
  const t = best.t;
  const masks = u.els.map((e) => transformInk(e.ink, t.k, t.ax, t.ay, t.dx, t.dy));
  return violation(u, masks, placed, corner) === 0 ? { t, masks } : null;
}

/** No clear place: the one that breaks the rules least, on a coarser grid, if it is better than where the unit stands. */
function fallback(u: Unit, placed: Placed[], corner: { x: number; y: number; w: number; h: number }, grid: InkMask, design: Design): Found | null {
  const a = anchorOf(u, grid);
  if (!a) return null;
  const scales = SCALES[u.part] ?? [1];
  const strict = wholeInside(u, design);
  const sums = u.els.map((e) => obstaclesFor(e, placed, grid));
  // Ranked first by how much of what they must keep clear of lies in their boxes (constant time
  // each), then the few best measured on ink: a full search on ink took up to a second.
  const ranked: Array<{ k: number; dx: number; dy: number; rough: number }> = [];
  for (const k of scales) {
    const walk = offsets(grid.w, grid.h, 4);
    for (let o = 0; o < walk.length; o += 2) {
      const dx = walk[o]!;
      const dy = walk[o + 1]!;
      if (a.standing && dy !== 0) continue;
      if (!inFrame(moveBounds(a, a, k, dx, dy), strict ? INSIDE : a, grid)) continue;
      let rough = 0;
      u.els.forEach((e, i) => {
        const b = e.ink.bounds;
        if (!b) return;
        const r = moveBounds(b, a, k, dx, dy);
        const area = Math.max(1, (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1));
        rough += sums[i]!.count(r.x0, r.y0, r.x1, r.y1) / area;
      });
      ranked.push({ k, dx, dy, rough: rough + (1 - k) * 0.1 + Math.hypot(dx, dy) / (grid.w * 50) });
    }
  }
  ranked.sort((p, q) => p.rough - q.rough);
  let best: { t: Transform; v: number; masks: InkMask[] } | null = null;
  const here = violation(u, u.els.map((e) => e.ink), placed, corner);
  for (const c of ranked.slice(0, 12)) {
    const masks = u.els.map((e) => transformInk(e.ink, c.k, a.ax, a.ay, c.dx, c.dy));
    const v = violation(u, masks, placed, corner);
    if (!best || v < best.v - 1e-9) best = { t: { k: c.k, ax: a.ax, ay: a.ay, dx: c.dx, dy: c.dy }, v, masks };
    if (v === 0) break;
  }
  return best && best.v < here ? { t: best.t, masks: best.masks } : null;
}

/** What one element must keep clear of, as a summed-area table. */
function obstaclesFor(e: Element, placed: Placed[], grid: InkMask): InkSums {
  const masks: InkMask[] = [];
  for (const p of placed) {
    if (p.el.ink.count === 0) continue;
    if (bandRule(e, p.el) !== null || heldApart(e, p.el) || pointerRule(e, p.el)) masks.push(p.keepOff);
  }
  return new InkSums(unionInk(masks) ?? { ...grid, bits: new Uint8Array(grid.w * grid.h), count: 0, bounds: null });
}

/** A pointer on a tag, the logo or a face (more than the rules allow). */
function clashes(ink: InkMask, placed: Placed[]): boolean {
  return placed.some((q) => (q.el.part === 'tag' || q.el.part === 'logo' || q.el.part === 'face') && overlapCells(q.el.ink, ink) > SOLID_MAX * Math.min(q.el.ink.count, ink.count));
}

/** The placed element nearest an arrow's tip (the words it points at). */
function pointedAt(arrow: Extract<Layer, { type: 'shape' }> & { shape: 'arrow' }, S: number, placed: Placed[]): Element | null {
  let best: { e: Element; d: number } | null = null;
  for (const q of placed) {
    const b = q.el.ink.bounds;
    if (!b || q.el.part === 'band' || q.el.part === 'stage') continue;
    const px = arrow.to.x * S;
    const py = arrow.to.y * S;
    const d = Math.hypot(Math.max(b.x0 - px, 0, px - b.x1), Math.max(b.y0 - py, 0, py - b.y1));
    if (!best || d < best.d) best = { e: q.el, d };
  }
  return best?.e ?? null;
}

/**
 * An arrow aimed at a thing from outside it: its tip just off the middle of one of the thing's sides,
 * its tail out from there, straight or at 35°, the candidate nearest the old tail first; null when
 * every one would break a rule or leave the frame.
 */
function reaim(arrow: Extract<Layer, { type: 'shape' }> & { shape: 'arrow' }, target: Element | null, design: Design, host: RenderHost, S: number, bad: (ink: InkMask) => boolean): { layer: Layer; ink: InkMask } | null {
  const b = target?.ink.bounds;
  if (!b) return null;
  const box = { x0: b.x0 / S, y0: b.y0 / S, x1: (b.x1 + 1) / S, y1: (b.y1 + 1) / S };
  const gap = 10 + Math.round(arrow.width / 2);
  const length = Math.max(120, Math.min(260, Math.hypot(arrow.to.x - arrow.from.x, arrow.to.y - arrow.from.y)));
  const sides: Array<{ tip: { x: number; y: number }; out: number }> = [
    { tip: { x: (box.x0 + box.x1) / 2, y: box.y0 - gap }, out: -Math.PI / 2 },
    { tip: { x: (box.x0 + box.x1) / 2, y: box.y1 + gap }, out: Math.PI / 2 },
    { tip: { x: box.x0 - gap, y: (box.y0 + box.y1) / 2 }, out: Math.PI },
    { tip: { x: box.x1 + gap, y: (box.y0 + box.y1) / 2 }, out: 0 },
  ];
  const margin = 24;
  const corner = cornerZone(design.width, design.height);
  const candidates = sides.flatMap(({ tip, out }) =>
    [0, -0.6, 0.6].map((turn) => {
      const a = out + turn;
      return { tip, tail: { x: tip.x + Math.cos(a) * length, y: tip.y + Math.sin(a) * length } };
    }),
  );
  candidates.sort((p, q) => Math.hypot(p.tail.x - arrow.from.x, p.tail.y - arrow.from.y) - Math.hypot(q.tail.x - arrow.from.x, q.tail.y - arrow.from.y));
  const inside = (p: { x: number; y: number }) => p.x >= margin && p.y >= margin && p.x <= design.width - margin && p.y <= design.height - margin && !(p.x >= corner.x && p.y >= corner.y);
  for (const c of candidates) {
    if (!inside(c.tip) || !inside(c.tail)) continue;
    const layer: Layer = { ...arrow, from: { x: Math.round(c.tail.x), y: Math.round(c.tail.y) }, to: { x: Math.round(c.tip.x), y: Math.round(c.tip.y) } };
    const ink = layerInk(design, layer, host, S);
    if (!bad(ink)) return { layer, ink };
  }
  return null;
}

/** How far a text element's shadow (or outline) reaches past its letters, in frame pixels. */
function shadowReach(design: Design, e: Element): number {
  let most = 0;
  for (const l of design.layers) if (l.type === 'text' && e.layers.includes(l.id) && l.shadow) most = Math.max(most, Math.abs(l.shadow.dx) + l.shadow.blur, Math.abs(l.shadow.dy) + l.shadow.blur);
  return most;
}

/** What a pointer points at: the thing nearest the arrow's tip or the circle's centre; a subject's unit, or none (the words, a tag). */
function targetOf(layer: Layer, S: number, units: Unit[]): Unit | undefined {
  if (layer.type !== 'shape') return undefined;
  const at = layer.shape === 'arrow' ? layer.to : 'x' in layer ? { x: layer.x, y: layer.y } : null;
  if (!at) return undefined;
  const px = at.x * S;
  const py = at.y * S;
  let best: { u: Unit; d: number } | undefined;
  for (const u of units) {
    for (const e of u.els) {
      const b = e.ink.bounds;
      if (!b || e.part === 'band' || e.part === 'stage') continue;
      const d = Math.hypot(Math.max(b.x0 - px, 0, px - b.x1), Math.max(b.y0 - py, 0, py - b.y1));
      if (!best || d < best.d) best = { u, d };
    }
  }
  return best?.u.part === 'subject' ? best.u : undefined;
}

function toFrame(t: Transform, S: number): Transform {
  return { k: t.k, ax: t.ax / S, ay: t.ay / S, dx: t.dx / S, dy: t.dy / S };
}


const PLACING_OPS = new Set(['set-text', 'set-font', 'scale', 'move', 'place', 'rotate']);

/**
 * The layers a list of edits placed: moved, resized, tilted or retyped, and tags or shapes added at
 * a point (dropped by hand). An edit after a change of style counts; those before it were laid out again.
 */
export function placedBy(ops: readonly Operation[], before: Design, after: Design): string[] {
  const pinned = new Set<string>();
  let addedAt = false;
  for (const op of ops) {
    if (op.op === 'style') {
      pinned.clear();
      addedAt = false;
    } else if (PLACING_OPS.has(op.op) && 'layer' in op && op.layer) {
      pinned.add(op.layer);
      for (const c of followers(after, { id: op.layer } as Layer)) pinned.add(c.id);
    } else if ((op.op === 'add-tag' || op.op === 'add-shape') && op.at) addedAt = true;
  }
  if (addedAt) {
    const had = new Set(before.layers.map((l) => l.id));
    for (const l of after.layers) if (!had.has(l.id) && (l.type === 'text' || l.type === 'shape')) pinned.add(l.id);
  }
  // Only what did change: an edit refused, or that left a layer where it was, placed nothing.
  const was = new Map(before.layers.map((l) => [l.id, JSON.stringify(l)]));
  return after.layers.filter((l) => pinned.has(l.id) && was.get(l.id) !== JSON.stringify(l)).map((l) => l.id);
}
