import type { Measurer } from '../render/canvas';
import type { Box, Design, Layer, TextLayer } from './design';
import { headlineOf } from './design';
import { cornerZone, intersects } from '../layout/frame';
import { logoBox, rotatedBounds, textInkBox } from '../render/render';
import { headlineOptions } from '../quality/legibility';
import { cleanTitle, frenchHeadline, pickEmphasis, tokenize, typeset, wordCore } from '../text/text';

/**
 * Direct editing of a design, shared by the studio (live, on every keystroke and drag) and the
 * server (which re-typesets what it receives instead of trusting the browser's lines and boxes).
 */

/** Re-typesets a text layer from its `text`: French rules, largest size in its fit box, same vertical placement. */
export function retypeset(m: Measurer, layer: TextLayer, frame: { width: number; height: number }): TextLayer {
  const text = layer.case === 'upper' ? frenchHeadline(cleanTitle(layer.text)) : cleanTitle(layer.text);
  if (!layer.fit) {
    const next = { ...layer, lines: [text] };
    return { ...next, box: textInkBox(m, next) };
  }
  const { box } = layer.fit;
  const ratio = layer.stroke ? layer.stroke.width / Math.max(1, layer.size) : 0;
  const ts = typeset(m, tokenize(text), headlineOptions(m, layer.font.family, ratio, layer.fit, frame));
  const free = Math.max(1, box.h - layer.box.h);
  const anchor = Math.min(1, Math.max(0, (layer.box.y - box.y) / free));
  const blockH = ts.top + ts.bottom;
  const words = new Set(ts.lines.flatMap((l) => l.split(' ')).map(wordCore));
  const kept = layer.highlight.words.filter((w) => words.has(w));
  const next: TextLayer = {
    ...layer,
    lines: ts.lines,
    size: ts.fontSize,
    lineHeight: ts.lineHeight,
    x: Math.round(box.x + ts.left),
    y: Math.round(box.y + (box.h - blockH) * anchor + ts.top),
    stroke: layer.stroke ? { ...layer.stroke, width: ts.strokeWidth } : null,
    shadow: layer.shadow,
    highlight: { ...layer.highlight, words: kept.length > 0 ? kept : pickEmphasis(ts.lines) },
  };
  return { ...next, box: textInkBox(m, next) };
}

/**
 * The headline at the largest size its box allows, typeset again from the user's own words (never
 * fewer of them), centred in its box; null when that would not make it bigger, or would push it off
 * the picture or into the duration corner. « Améliorer » applies it; the score asks it whether the
 * size finding can be fixed, so the two never disagree.
 */
export function grownHeadline(m: Measurer, layer: TextLayer, frame: { width: number; height: number }): TextLayer | null {
  if (!layer.fit) return null;
  // Designs typeset before four lines were allowed on 16:9 may take the fourth one now.
  const fit = { ...layer.fit, maxLines: Math.max(layer.fit.maxLines, 4) };
  const text = layer.case === 'upper' ? frenchHeadline(cleanTitle(layer.text)) : cleanTitle(layer.text);
  const ratio = layer.stroke ? layer.stroke.width / Math.max(1, layer.size) : 0;
  const ts = typeset(m, tokenize(text), headlineOptions(m, layer.font.family, ratio, fit, frame));
  if (ts.fontSize <= layer.size + 1) return null;
  const scale = ts.fontSize / layer.size;
  const words = new Set(ts.lines.flatMap((l) => l.split(' ')).map(wordCore));
  const kept = layer.highlight.words.filter((w) => words.has(w));
  const next: TextLayer = {
    ...layer,
    fit,
    size: ts.fontSize,
    lines: ts.lines,
    lineHeight: ts.lineHeight,
    x: Math.round(fit.box.x + ts.left),
    y: Math.round(fit.box.y + (fit.box.h - ts.top - ts.bottom) / 2 + ts.top),
    stroke: layer.stroke ? { ...layer.stroke, width: ts.strokeWidth } : null,
    shadow: layer.shadow ? { ...layer.shadow, blur: Math.round(layer.shadow.blur * scale), dx: Math.round(layer.shadow.dx * scale), dy: Math.round(layer.shadow.dy * scale) } : null,
    highlight: { ...layer.highlight, words: kept.length > 0 ? kept : pickEmphasis(ts.lines) },
  };
  next.box = textInkBox(m, next);
  const hull = rotatedBounds(next.box, next.rotation);
  const inside = hull.x >= 0 && hull.y >= 0 && hull.x + hull.w <= frame.width && hull.y + hull.h <= frame.height;
  return inside && !intersects(textReach(next), cornerZone(frame.width, frame.height)) ? next : null;
}

/** Moves a layer (and its fit box) by a delta. */
export function moveLayer<L extends Layer>(layer: L, dx: number, dy: number): L {
  const shift = (b: { x: number; y: number; w: number; h: number }) => ({ ...b, x: Math.round(b.x + dx), y: Math.round(b.y + dy) });
  switch (layer.type) {
    case 'text':
      return { ...layer, x: Math.round(layer.x + dx), y: Math.round(layer.y + dy), box: shift(layer.box), fit: layer.fit ? { ...layer.fit, box: shift(layer.fit.box) } : null };
    case 'image':
      return { ...layer, box: shift(layer.box), face: layer.face ? shift(layer.face) : null };
    default:
      return layer;
  }
}

export function replaceLayer(design: Design, layer: Layer): Design {
  return { ...design, layers: design.layers.map((l) => (l.id === layer.id ? layer : l)) };
}

/** Where a text layer leaves ink: its letters, and its shadow (offset and blurred). */
export function textReach(l: TextLayer): Box {
  const b = rotatedBounds(l.box, l.rotation);
  if (!l.shadow) return b;
  const s = l.shadow;
  const x0 = Math.min(b.x, b.x + s.dx - s.blur);
  const y0 = Math.min(b.y, b.y + s.dy - s.blur);
  const x1 = Math.max(b.x + b.w, b.x + b.w + s.dx + s.blur);
  const y1 = Math.max(b.y + b.h, b.y + b.h + s.dy + s.blur);
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** Text and logo layers that reach into YouTube's duration corner (ids), shadows included. */
export function cornerViolations(design: Design): string[] {
  const corner = cornerZone(design.width, design.height);
  return design.layers
    .filter((l) => (l.type === 'text' && intersects(textReach(l), corner)) || (l.type === 'logo' && intersects(logoBox(l, design.width, design.height), corner)))
    .map((l) => l.id);
}

/** Ink still inside the frame: a block dragged off the edge is refused. */
export function offFrame(design: Design): string[] {
  return design.layers
    .filter((l): l is TextLayer => l.type === 'text')
    .filter((l) => {
      const b = rotatedBounds(l.box, l.rotation);
      return b.x < 0 || b.y < 0 || b.x + b.w > design.width || b.y + b.h > design.height;
    })
    .map((l) => l.id);
}

/** The edit that turns one design's headline into another's (what the studio sends). */
export function headlineEdit(before: Design, after: Design): { text: string; words: string[]; color: string; dx: number; dy: number } | null {
  const a = headlineOf(before);
  const b = headlineOf(after);
  if (!a || !b) return null;
  const dx = a.fit && b.fit ? b.fit.box.x - a.fit.box.x : b.x - a.x;
  const dy = a.fit && b.fit ? b.fit.box.y - a.fit.box.y : b.y - a.y;
  return { text: b.text, words: b.highlight.words, color: b.highlight.color, dx: Math.round(dx), dy: Math.round(dy) };
}

/**
 * Applies an edit to a saved design, on the server: only the headline's words, highlights and place
 * change, and it is typeset again here (French rules, fit), never taken from the browser.
 */
export function applyHeadlineEdit(m: Measurer, design: Design, edit: { text: string; words: string[]; color: string; dx: number; dy: number }): Design {
  const h = headlineOf(design);
  if (!h) return design;
  const moved = moveLayer({ ...h, text: edit.text }, edit.dx, edit.dy);
  const typeset = retypeset(m, moved, design);
  // The highlighted words the user chose, among the words now on the lines.
  const onLines = new Set(typeset.lines.flatMap((l) => l.split(' ')).map(wordCore));
  const words = edit.words.filter((w) => onLines.has(w));
  return replaceLayer(design, { ...typeset, highlight: { words: words.length > 0 || edit.words.length === 0 ? words : typeset.highlight.words, color: edit.color } });
}
