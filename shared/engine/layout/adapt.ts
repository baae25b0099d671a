// A design laid out again for another frame (9:16, 1:1, 4K): the same words, palette and images,
// with what the user deleted kept deleted and what they added carried beside what it belonged to.
import type { Measurer } from '../render/canvas';
import type { Box, Design, FormatId, Layer, LogoLayer, PictoLayer, TextLayer } from '../model/design';
import { isDecluttered } from './declutter';
import { headlineOf } from '../model/design';
import { cornerZone, intersects } from './frame';
import { STYLES } from '../style/styles';
import { logoBox, rotatedBounds } from '../render/render';
import { shapeBounds } from '../render/shapes';
import { moveLayer } from '../model/edit';
import { layoutDesign, type LayoutInput, type SubjectInput } from './layout';

/**
 * The same design for another frame: laid out again (not cropped) from what the design holds, so
 * an edited headline, its highlights, the palette and the images carry over.
 */
export function adaptDesign(m: Measurer, design: Design, format: FormatId, prompt = ''): Design {
  const laid = layoutDesign(m, inputOf(design, format, prompt));
  // A decoration the user deleted in the editor (the layout's arrow, halo, label…) would be drawn
  // again by the new layout. The design keeps no record of deletions, so they are found by laying
  // the design out again in its own frame: what that layout draws and the design no longer has was
  // removed, and stays removed. What only the other frame draws (a 9:16 arrow) still comes.
  const removed = removedByUser(m, design, inputOf(design, design.format, prompt), format === design.format ? laid : undefined);
  const kept = removed.size === 0 ? laid : { ...laid, layers: laid.layers.filter((l) => !removed.has(l.id)) };
  return carryEdits(design, kept);
}

/**
 * Ids of the layers the design's own layout draws and the design no longer has: what the user deleted.
 * The design keeps no record of deletions, so they are found by laying it out again as it is.
 */
export function removedByUser(m: Measurer, design: Design, input: LayoutInput, own?: Design): Set<string> {
  const again = own ?? layoutDesign(m, input);
  const present = new Set(design.layers.map((l) => l.id));
  return new Set(again.layers.map((l) => l.id).filter((id) => !present.has(id)));
}

/**
 * The layers a user added in the editor (`ajout-*`) and what they hid, carried into a design laid out
 * again (9:16 and 1:1 exports, another style). An added layer keeps its place next to the layer it
 * was put by — a tag above the headline, an arrow's tip at the subject — found as the nearest text,
 * pictogram, image or logo of both designs: placed only relative to the frame, a tag above a 16:9
 * headline lands on the words of the taller 9:16 one, and an arrow points at nothing.
 */
export function carryEdits(from: Design, to: Design): Design {
  const added = from.layers.filter((l) => /^ajout-\d+(-fond)?$/.test(l.id));
  const kx = to.width / from.width;
  const ky = to.height / from.height;
  const k = Math.min(kx, ky);
  const corner = cornerZone(to.width, to.height);
  const carried: Layer[] = [];
  for (const l of added) {
    // A tag's words move with their pill, so they stay centred in it.
    const pill = added.find((x) => x.id === `${l.id}-fond`);
    const moved = besideAnchor(l, pill ?? l, from, to, k) ?? relocate(l, kx, ky, k);
    const inside = intoFrame(moved, to);
    if (!inside) continue;
    const b = boundsOf(inside, to);
    // Text or a logo in the duration corner stays behind.
    if ((inside.type === 'text' || inside.type === 'logo') && intersects(b, corner)) continue;
    carried.push(inside);
  }
  // A pill without its words (or words without their pill) would look broken: they go together.
  const ids = new Set(carried.map((l) => l.id));
  const kept = carried.filter((l) => (l.id.endsWith('-fond') ? ids.has(l.id.slice(0, -5)) || !from.layers.some((x) => x.id === l.id.slice(0, -5)) : !from.layers.some((x) => x.id === `${l.id}-fond`) || ids.has(`${l.id}-fond`)));
  const layers = [...to.layers, ...kept].slice(0, 60);
  const present = new Set(layers.map((l) => l.id));
  const hidden = (from.hidden ?? []).filter((id) => present.has(id));
  return { ...to, layers, ...(hidden.length > 0 ? { hidden } : {}) };
}

/**
 * `l` placed in `to` as it was beside its anchor in `from` (`ref` is what places it: a tag's pill, an
 * arrow's tip), its size scaled by `k`; null when nothing it could belong with is near.
 */
function besideAnchor(l: Layer, ref: Layer, from: Design, to: Design, k: number): Layer | null {
  const refBox = boundsOf(ref, from);
  const anchor = anchorOf(ref, from, to);
  if (!anchor) return null;
  const [a, t] = anchor;
  // Each axis: inside the anchor's span, the same share of it; outside, the same distance (scaled).
  const along = (p: number, a0: number, a1: number, b0: number, b1: number) => (p < a0 ? b0 - (a0 - p) * k : p > a1 ? b1 + (p - a1) * k : b0 + ((p - a0) / Math.max(1, a1 - a0)) * (b1 - b0));
  const map = (x: number, y: number) => ({ x: along(x, a.x, a.x + a.w, t.x, t.x + t.w), y: along(y, a.y, a.y + a.h, t.y, t.y + t.h) });
  if (l.type === 'shape' && l.shape === 'arrow') {
    const tip = map(l.to.x, l.to.y);
    let tail = { x: tip.x + (l.from.x - l.to.x) * k, y: tip.y + (l.from.y - l.to.y) * k };
    // A tail that would leave the frame comes from the other side instead.
    if (tail.x < 0 || tail.x > to.width) tail = { ...tail, x: tip.x - (tail.x - tip.x) };
    if (tail.y < 0 || tail.y > to.height) tail = { ...tail, y: tip.y - (tail.y - tip.y) };
    const r = Math.round;
    return { ...l, from: { x: r(tail.x), y: r(tail.y) }, to: { x: r(tip.x), y: r(tip.y) }, width: r(l.width * k) };
  }
  if (l.type === 'shape' && l.shape === 'circle') {
    // Around the same point of what it encircles, grown or shrunk with it.
    const c = map(l.x, l.y);
    return { ...l, x: Math.round(c.x), y: Math.round(c.y), r: Math.round((l.r * (t.w + t.h)) / Math.max(1, a.w + a.h)), lineWidth: Math.round(l.lineWidth * k) };
  }
  // The reference box's edge nearer the anchor's keeps its relation to it (a tag flush with the headline's left edge stays flush).
  const near = (p0: number, p1: number, a0: number, a1: number, b0: number, b1: number, size: number) => (Math.abs(p0 - a0) <= Math.abs(p1 - a1) ? along(p0, a0, a1, b0, b1) : along(p1, a0, a1, b0, b1) - size);
  const scaled = relocate(ref, 1, 1, k);
  const sb = boundsOf(scaled, to);
  const x = near(refBox.x, refBox.x + refBox.w, a.x, a.x + a.w, t.x, t.x + t.w, sb.w);
  const y = near(refBox.y, refBox.y + refBox.h, a.y, a.y + a.h, t.y, t.y + t.h, sb.h);
  const same = relocate(l, 1, 1, k);
  // `ref` and `l` scaled about the same centres: the layer moves as its reference does.
  const rb = boundsOf(ref, from);
  const lb = boundsOf(l, from);
  const offset = { x: (lb.x + lb.w / 2 - (rb.x + rb.w / 2)) * k, y: (lb.y + lb.h / 2 - (rb.y + rb.h / 2)) * k };
  const ob = boundsOf(same, to);
  return shiftLayer(same, x + sb.w / 2 + offset.x - (ob.x + ob.w / 2), y + sb.h / 2 + offset.y - (ob.y + ob.h / 2));
}

/**
 * The layer of both designs an added layer belongs with: [its box in `from`, in `to`], or null when
 * none is near (within 15 % of the frame's width). An arrow belongs with what its tip points into;
 * a circle with what it encircles; anything else (a tag, a badge, a line) with the nearest layer —
 * where lying over a layer (a large pictogram, a full-bleed picture) counts as far as it would
 * have to move to be clear of it, so a tag just above the headline belongs with the headline.
 */
function anchorOf(ref: Layer, from: Design, to: Design): [Box, Box] | null {
  const reach = from.width * 0.15;
  const box = boundsOf(ref, from);
  let best: [Box, Box] | null = null;
  let bestScore = Infinity;
  const hidden = new Set(from.hidden ?? []);
  // Text first: on a tie (an arrow whose tip a retyped headline has grown over, inside a picture too) the words win.
  const candidates = [...from.layers].sort((p, q) => Number(q.type === 'text') - Number(p.type === 'text'));
  for (const l of candidates) {
    // Only what is drawn: a hidden layer is nothing to stand beside.
    if (l.id.startsWith('ajout-') || l.type === 'shape' || hidden.has(l.id)) continue;
    const other = to.layers.find((x) => x.id === l.id && x.type === l.type);
    if (!other) continue;
    const a = inkOf(l, from);
    let score: number;
    if (ref.type === 'shape' && ref.shape === 'arrow') {
      // An arrow is drawn with its tip just short of its target; a layer the tip is already in (a
      // full-bleed picture) is only a last resort.
      const t = rayEntry(ref.to, { x: ref.to.x - ref.from.x, y: ref.to.y - ref.from.y }, a);
      score = t === 0 ? reach : t;
    }
    else if (ref.type === 'shape' && ref.shape === 'circle') score = ref.x >= a.x && ref.x <= a.x + a.w && ref.y >= a.y && ref.y <= a.y + a.h ? Math.hypot(a.x + a.w / 2 - ref.x, a.y + a.h / 2 - ref.y) : Infinity;
    else {
      const over = box.x <= a.x + a.w && a.x <= box.x + box.w && box.y <= a.y + a.h && a.y <= box.y + box.h;
      score = over
        ? Math.min(box.x + box.w - a.x, a.x + a.w - box.x, box.y + box.h - a.y, a.y + a.h - box.y)
        : Math.hypot(Math.max(a.x - (box.x + box.w), 0, box.x - (a.x + a.w)), Math.max(a.y - (box.y + box.h), 0, box.y - (a.y + a.h)));
    }
    if (score <= reach && score < bestScore) [best, bestScore] = [[a, inkOf(other, to)], score];
  }
  return best;
}

/** Where a layer's ink is: a pictogram fills about the middle 70 % of its box (as operations.ts aims at it). */
function inkOf(l: Layer, frame: { width: number; height: number }): Box {
  if (l.type !== 'picto') return boundsOf(l, frame);
  const b = l.box;
  return { x: b.x + b.w * 0.15, y: b.y + b.h * 0.15, w: b.w * 0.7, h: b.h * 0.7 };
}

/** How far from `p` along `dir` a ray enters `box` (0 when `p` is inside it, Infinity if it never does). */
function rayEntry(p: { x: number; y: number }, dir: { x: number; y: number }, box: Box): number {
  let t0 = 0;
  let t1 = Infinity;
  for (const [o, d, lo, hi] of [
    [p.x, dir.x, box.x, box.x + box.w],
    [p.y, dir.y, box.y, box.y + box.h],
  ] as const) {
    const len = Math.hypot(dir.x, dir.y) || 1;
    const u = d / len;
    if (Math.abs(u) < 1e-9) {
      if (o < lo || o > hi) return Infinity;
      continue;
    }
    const [ta, tb] = [(lo - o) / u, (hi - o) / u].sort((x, y) => x - y) as [number, number];
    t0 = Math.max(t0, ta);
    t1 = Math.min(t1, tb);
  }
  return t0 <= t1 ? t0 : Infinity;
}

/** A layer moved by (dx, dy). */
function shiftLayer(l: Layer, dx: number, dy: number): Layer {
  const r = Math.round;
  switch (l.type) {
    case 'text':
    case 'image':
      return moveLayer(l, dx, dy);
    case 'picto':
      return { ...l, box: { ...l.box, x: r(l.box.x + dx), y: r(l.box.y + dy) } };
    case 'logo':
      return l;
    case 'shape':
      return l.shape === 'arrow' ? { ...l, from: { x: r(l.from.x + dx), y: r(l.from.y + dy) }, to: { x: r(l.to.x + dx), y: r(l.to.y + dy) } } : { ...l, x: r(l.x + dx), y: r(l.y + dy) };
  }
}

/** The layer moved back inside the frame if it crosses an edge; null if it is larger than the frame. */
function intoFrame(l: Layer, frame: { width: number; height: number }): Layer | null {
  const b = boundsOf(l, frame);
  if (b.w > frame.width || b.h > frame.height) return null;
  const dx = b.x < 0 ? -b.x : b.x + b.w > frame.width ? frame.width - (b.x + b.w) : 0;
  const dy = b.y < 0 ? -b.y : b.y + b.h > frame.height ? frame.height - (b.y + b.h) : 0;
  return dx === 0 && dy === 0 ? l : shiftLayer(l, Math.ceil(dx) || Math.floor(dx), Math.ceil(dy) || Math.floor(dy));
}

/** A layer moved to the same relative place of another frame, its size scaled by `k`. */
function relocate(l: Layer, kx: number, ky: number, k: number): Layer {
  const r = Math.round;
  const box = (b: Box): Box => {
    const cx = (b.x + b.w / 2) * kx;
    const cy = (b.y + b.h / 2) * ky;
    return { x: r(cx - (b.w * k) / 2), y: r(cy - (b.h * k) / 2), w: r(b.w * k), h: r(b.h * k) };
  };
  switch (l.type) {
    case 'text': {
      const b = box(l.box);
      const size = Math.max(4, r(l.size * k));
      return { ...l, size, lineHeight: r(l.lineHeight * k), x: r(b.x + (l.x - l.box.x) * k), y: r(b.y + (l.y - l.box.y) * k), box: b, fit: l.fit ? { ...l.fit, box: box(l.fit.box), minSize: Math.max(4, r(l.fit.minSize * k)), maxSize: Math.max(4, r(l.fit.maxSize * k)) } : null, stroke: l.stroke ? { ...l.stroke, width: r(l.stroke.width * k) } : null };
    }
    case 'shape':
      switch (l.shape) {
        case 'arrow':
          return { ...l, from: { x: r(l.from.x * kx), y: r(l.from.y * ky) }, to: { x: r(l.to.x * kx), y: r(l.to.y * ky) }, width: r(l.width * k) };
        case 'underline':
          return { ...l, x: r((l.x + l.w / 2) * kx - (l.w * k) / 2), y: r(l.y * ky), w: r(l.w * k), thickness: Math.max(1, r(l.thickness * k)) };
        case 'badge':
        case 'scrim':
          return { ...l, ...box({ x: l.x, y: l.y, w: l.w, h: l.h }) };
        case 'rays':
          return { ...l, x: r(l.x * kx), y: r(l.y * ky), r0: r(l.r0 * k), r1: r(l.r1 * k) };
        default:
          return { ...l, x: r(l.x * kx), y: r(l.y * ky), r: r(l.r * k) };
      }
    case 'image':
    case 'picto':
      return { ...l, box: box(l.box) } as Layer;
    case 'logo':
      return l;
  }
}

function boundsOf(l: Layer, frame: { width: number; height: number }): Box {
  switch (l.type) {
    case 'text':
      return rotatedBounds(l.box, l.rotation);
    case 'shape':
      return shapeBounds(l);
    case 'logo':
      return logoBox(l, frame.width, frame.height);
    default:
      return l.box;
  }
}

/** What a design was laid out from, read back from its layers (another format, another style). */
export function inputOf(design: Design, format: FormatId, prompt: string): LayoutInput {
  const headline = headlineOf(design);
  const logo = design.layers.find((l): l is LogoLayer => l.type === 'logo');
  const figure = design.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'number');
  const rank = design.layers.find((l): l is TextLayer => l.type === 'text' && l.id === 'top-chiffre');
  // The title as the user gave it: the giant figure and the top rank were cut from it.
  const words = headline?.text ?? '';
  const title = figure ? `${figure.text} ${words}` : rank ? `Top ${rank.text} ${words}` : words;
  const subjects: SubjectInput[] = [];
  for (const l of design.layers) {
    if (l.type === 'picto' && l.role === 'subject') subjects.push({ kind: 'picto', icon: l.icon, aspect: l.box.w / Math.max(1, l.box.h) });
    if (l.type === 'image' && l.role === 'subject') subjects.push({ kind: 'image', asset: l.asset, width: l.box.w, height: l.box.h, cutout: l.cutout, face: l.face ? { x: l.face.x - l.box.x, y: l.face.y - l.box.y, w: l.face.w, h: l.face.h } : null, me: l.me, faces: l.faces, bleed: l.bleed, sourceFace: l.sourceFace });
  }
  // Before/after shows one subject twice: it is one subject.
  if (design.composition?.id === 'before-after' && subjects.length === 2 && JSON.stringify({ ...subjects[0], aspect: 0 }) === JSON.stringify({ ...subjects[1], aspect: 0 })) subjects.pop();
  const reaction = design.layers.find((l): l is PictoLayer => l.type === 'picto' && l.id === 'reaction');
  const channel = design.layers.find((l): l is TextLayer => l.type === 'text' && l.id === 'chaine');
  const quote = design.layers.find((l): l is TextLayer => l.type === 'text' && (l.id === 'citation' || (l.id === 'etiquette-texte' && l.text !== 'Actu')));
  return {
    title,
    prompt,
    style: design.style,
    seed: design.seed,
    format,
    background: design.background.kind === 'image' ? { asset: design.background.asset, faces: design.background.faces } : undefined,
    topic: design.topic?.id ?? null,
    subjects,
    reaction: reaction?.icon ?? null,
    tag: quote?.text ?? null,
    // A split of the user's own pictures has no « VS »: the other formats keep it that way.
    hints: {
      ...(design.composition?.id === 'versus' ? { versusMark: design.layers.some((l) => l.id === 'vs') } : {}),
      // « gros texte » asked in the brief stays asked in every format.
      ...(headline?.big ? { bigText: true } : {}),
      ...(design.noMarks ? { noMarks: true } : {}),
    },
    logo: logo ? { asset: logo.asset, aspect: logo.aspect, corner: format === 'hd' ? logo.corner : undefined, size: format === 'hd' ? logo.size : undefined } : undefined,
    // The brand's font and channel tag carry over (the tag takes the frame's own corner, as the logo does).
    font: headline && headline.font.family !== STYLES[design.style].font.family ? headline.font.family : null,
    channel: channel ? { text: channel.text, corner: format === 'hd' ? cornerOf(channel.box, design) : undefined } : null,
    keep: {
      highlight: headline?.highlight,
      colors: design.background.colors,
      fill: headline?.fill,
      stroke: headline?.stroke?.color ?? null,
      strokeRatio: headline?.stroke ? headline.stroke.width / headline.size : 0,
      veil: design.layers.some((l) => l.type === 'shape' && l.id === 'voile'),
      dim: design.background.kind === 'image' ? design.background.dim : undefined,
      decluttered: isDecluttered(design.background),
      composition: design.composition,
    },
  };
}

/** Which corner a box sits in (never bottom-right: a box there is read as bottom-left). */
function cornerOf(box: Box, frame: { width: number; height: number }): LogoLayer['corner'] {
  const left = box.x + box.w / 2 < frame.width / 2;
  const top = box.y + box.h / 2 < frame.height / 2;
  return top ? (left ? 'top-left' : 'top-right') : 'bottom-left';
}
