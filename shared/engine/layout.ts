import type { Measurer } from './canvas.ts';
import type { Background, Box, Design, FormatId, ImageLayer, Layer, LogoLayer, ShapeLayer, StyleId, TextLayer } from './design.ts';
import { colorLuminance } from './color.ts';
import { declutter, isDecluttered } from './declutter.ts';
import { headlineOf, STYLE_IDS } from './design.ts';
import { cornerZone, frameTemplate, intersects } from './frame.ts';
import type { FrameTemplate } from './frame.ts';
import { hashString, mulberry32, normalizeSeed, pick, range } from './prng.ts';
import type { Rng } from './prng.ts';
import { STYLES } from './styles.ts';
import type { Palette, StyleSpec } from './styles.ts';
import { cleanTitle, frenchHeadline, pickEmphasis, tokenize, typeset } from './text.ts';
import { rotatedBounds, textInkBox } from './render.ts';
import { headlineOptions } from './legibility.ts';

export interface LayoutInput {
  title: string;
  /** Free-text brief: it nudges the palette (and the AI prompt); it is never drawn. */
  prompt: string;
  style: StyleId;
  seed: number;
  format?: FormatId;
  /** Text-free background from an image engine. */
  background?: { asset: string };
  /** Cut-out subject (transparent PNG) from an image engine or an upload. */
  subject?: { asset: string; width: number; height: number; face?: Box | null };
  logo?: { asset: string; aspect: number };
  /** Keeps a user's choices when a design is laid out again (other format, « Améliorer »). */
  keep?: { highlight?: TextLayer['highlight']; colors?: string[]; fill?: string; stroke?: string | null; strokeRatio?: number; veil?: boolean; dim?: number; decluttered?: boolean; sizeFactor?: number };
}

export function isStyleId(value: unknown): value is StyleId {
  return typeof value === 'string' && (STYLE_IDS as readonly string[]).includes(value);
}

/** Lowercase, accent-free words of the brief, to match palette tags. */
function promptWords(prompt: string): Set<string> {
  const plain = (prompt ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set(plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** The brief only nudges the palette: a matching palette wins 3 times out of 4, otherwise the seed decides alone. */
function choosePalette(rng: Rng, style: StyleSpec, prompt: string): Palette {
  const words = promptWords(prompt);
  const matching = style.palettes.filter((p) => p.tags.some((t) => words.has(t)));
  const roll = rng();
  return matching.length > 0 && roll < 0.75 ? pick(rng, matching) : pick(rng, style.palettes);
}

/** Lays a headline out in a region of a frame: largest size that fits, French rules, placed by the style's anchor. */
function headlineLayer(m: Measurer, written: string, style: StyleSpec, frame: FrameTemplate, region: Box, anchor: number, colors: { fill: string; stroke: string; accent: string }, sizeFactor: number, rotation: number): TextLayer {
  let layer = placeHeadline(m, written, style, frame, region, anchor, colors, sizeFactor, rotation, Infinity);
  // A tilted block takes more room than its upright box: shrink it until its hull stays in the safe
  // area (off the subject, the duration corner and the frame's edges).
  for (let i = 0; i < 12 && rotation !== 0 && !hullFits(rotatedBounds(layer.box, rotation), frame, region); i++) {
    layer = placeHeadline(m, written, style, frame, region, anchor, colors, sizeFactor, rotation, Math.floor(layer.size * 0.94));
  }
  return layer;
}

/** Where a tilted headline's hull may go: its region widened by half a margin, never over the subject nor in the corner. */
function hullFits(hull: Box, frame: FrameTemplate, region: Box): boolean {
  const slack = frame.margin / 2;
  const inside = hull.x >= Math.max(slack, region.x - slack) && hull.y >= Math.max(slack, region.y - slack) && hull.x + hull.w <= region.x + region.w + slack && hull.y + hull.h <= Math.min(frame.height - slack, region.y + region.h + slack);
  return inside && !intersects(hull, frame.subject) && !intersects(hull, cornerZone(frame.width, frame.height));
}

function placeHeadline(m: Measurer, written: string, style: StyleSpec, frame: FrameTemplate, region: Box, anchor: number, colors: { fill: string; stroke: string; accent: string }, sizeFactor: number, rotation: number, sizeCap: number): TextLayer {
  const text = frenchHeadline(written);
  const minSize = Math.round(style.minSize * frame.textScale);
  const maxSize = Math.max(minSize, Math.min(sizeCap, Math.round(style.maxSize * frame.textScale * sizeFactor)));
  // Up to four lines on every frame: a six-word title in a wide font may need them to be read on a phone.
  const maxLines = 4;
  const ts = typeset(m, tokenize(text), headlineOptions(m, style.font.family, style.text.strokeRatio, { box: region, minSize, maxSize, maxLines }, frame));
  const blockH = ts.top + ts.bottom;
  const x = Math.round(region.x + ts.left);
  const y = Math.round(region.y + (region.h - blockH) * anchor + ts.top);
  const shadow = style.text.shadow;
  const layer: TextLayer = {
    type: 'text',
    id: 'titre',
    role: 'headline',
    // The words as the user wrote them: the editor shows them, case and French spacing are applied when typesetting.
    text: written,
    case: 'upper',
    font: style.font,
    size: ts.fontSize,
    fit: { box: region, minSize, maxSize, maxLines },
    lines: ts.lines,
    align: 'left',
    x,
    y,
    lineHeight: ts.lineHeight,
    fill: colors.fill,
    stroke: style.text.strokeRatio > 0 ? { color: colors.stroke, width: ts.strokeWidth } : null,
    shadow: shadow ? { color: shadow.color, blur: Math.round(ts.fontSize * shadow.blurRatio), dx: 0, dy: Math.round(ts.fontSize * shadow.offsetRatio) } : null,
    highlight: { words: pickEmphasis(ts.lines), color: colors.accent },
    rotation,
    box: { x: 0, y: 0, w: 0, h: 0 },
  };
  layer.box = textInkBox(m, layer);
  return layer;
}

/**
 * Lays out a thumbnail: a pure, deterministic function of its input (and the fonts). The result
 * holds every resolved decision, so drawing it never needs the PRNG again.
 */
export function layoutDesign(m: Measurer, input: LayoutInput): Design {
  if (!isStyleId(input.style)) throw new Error(`moteur: style inconnu ${JSON.stringify(input.style)}`);
  const style = STYLES[input.style];
  const format = input.format ?? 'hd';
  const seed = normalizeSeed(input.seed);
  // Mixing the style in keeps « seed 7 in pro » and « seed 7 in vlog » unrelated; the format is not
  // mixed in, so the 9:16 and 1:1 versions keep the 16:9 one's palette and choices.
  const rng = mulberry32(seed ^ hashString(input.style));
  const palette = choosePalette(rng, style, input.prompt);
  const pickedAccent = pick(rng, palette.accents ?? style.accents);
  const accent = input.keep?.highlight?.color ?? pickedAccent;
  const anchor = pick(rng, style.anchors);
  const [rotMin, rotMax] = style.text.rotation ?? [0, 0];
  const rotation = Math.round(range(rng, rotMin, rotMax) * 10) / 10;
  const frame = frameTemplate(format, style.headlineShare);
  const palettedColors = input.keep?.colors ?? [...palette.colors];

  const written = cleanTitle(input.title);
  const reserve = Math.round((style.headlineTopReserve ?? 0) * frame.textScale);
  const region = { ...frame.headline, y: frame.headline.y + reserve, h: frame.headline.h - reserve };
  let headline = headlineLayer(m, written, style, frame, region, anchor, { fill: input.keep?.fill ?? palette.ink ?? style.text.fill, stroke: input.keep?.stroke ?? palette.outline ?? style.text.stroke, accent }, input.keep?.sizeFactor ?? 1, rotation);
  if (input.keep?.highlight) headline = { ...headline, highlight: input.keep.highlight };
  // An outline added by « Améliorer » (or thickened) carries over to the other formats, at the same share of the size.
  const keptRatio = input.keep?.strokeRatio;
  if (keptRatio !== undefined && keptRatio > 0 && (headline.stroke === null || keptRatio * headline.size > headline.stroke.width)) {
    headline = { ...headline, stroke: { color: input.keep?.stroke ?? style.text.stroke, width: Math.max(2, Math.round(keptRatio * headline.size)) } };
    headline = { ...headline, box: textInkBox(m, headline) };
  }
  const inkBox = rotatedBounds(headline.box, rotation);
  // Structural guarantee (the headline lives in its region), asserted so that a future template
  // cannot silently break the duration-badge rule.
  if (intersects(inkBox, cornerZone(frame.width, frame.height))) throw new Error('moteur: le titre empiète sur le coin de la durée');

  const styleBg = style.background({ rng, palette: { ...palette, colors: palettedColors }, accent, frame });
  const background: Background = input.background
    ? { kind: 'image', asset: input.background.asset, crop: { x: 0, y: 0, w: 1, h: 1 }, colors: palettedColors.slice(0, 6), dim: input.keep?.dim ?? 0.25 }
    : { ...styleBg, colors: palettedColors.length > 0 ? palettedColors : styleBg.colors };

  const scene = { rng, palette, accent, frame, headline: inkBox, subject: frame.subject, hasSubjectImage: Boolean(input.subject) };
  const layers: Layer[] = [...style.under(scene)];
  if (input.subject) layers.push(subjectLayer(input.subject, frame));
  if (input.keep?.veil) layers.push(veilBehind(headline, frame.width, colorIsLight(headline.fill)));
  layers.push(headline);
  layers.push(...style.over(scene));
  if (input.logo) layers.push(logoLayer(input.logo, format));
  if (input.keep?.decluttered) {
    const cleared = declutter(layers, background);
    return { version: 2, format, width: frame.width, height: frame.height, style: input.style, seed, background: cleared.background, layers: cleared.layers };
  }
  return { version: 2, format, width: frame.width, height: frame.height, style: input.style, seed, background, layers };
}

/** The soft band « Améliorer » puts behind a headline that lacks contrast. */
export function veilBehind(headline: TextLayer, frameWidth: number, lightText: boolean): ShapeLayer {
  return {
    type: 'shape',
    id: 'voile',
    shape: 'scrim',
    x: 0,
    y: Math.max(0, headline.box.y - 24),
    w: Math.min(frameWidth, headline.box.x + headline.box.w + 160),
    h: headline.box.h + 48,
    color: lightText ? '#000000' : '#FFFFFF',
    opacity: 0.55,
  };
}

function colorIsLight(c: string): boolean {
  return colorLuminance(c) > 0.4;
}

function subjectLayer(subject: NonNullable<LayoutInput['subject']>, frame: FrameTemplate): ImageLayer {
  const box = frame.subject;
  const s = Math.min(box.w / subject.width, box.h / subject.height);
  const w = subject.width * s;
  const h = subject.height * s;
  const placed = { x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + box.h - h), w: Math.round(w), h: Math.round(h) };
  const face = subject.face ? { x: placed.x + subject.face.x * s, y: placed.y + subject.face.y * s, w: subject.face.w * s, h: subject.face.h * s } : null;
  return { type: 'image', id: 'sujet', role: 'subject', asset: subject.asset, box: placed, cutout: true, outline: { color: '#FFFFFF', width: 8 }, glow: { color: 'rgba(0,0,0,0.5)', blur: 24 }, face, opacity: 1 };
}

function logoLayer(logo: NonNullable<LayoutInput['logo']>, format: FormatId): LogoLayer {
  // The headline holds the left (or top), the badge the bottom right: the logo goes top right.
  const corner = format === 'hd' ? 'top-right' : 'bottom-left';
  return { type: 'logo', id: 'logo', asset: logo.asset, corner, size: format === 'hd' ? 0.1 : 0.14, opacity: 1, margin: 32, aspect: logo.aspect };
}

/**
 * The same design for another frame: laid out again (not cropped) from what the design holds, so
 * an edited headline, its highlights, the palette and the images carry over.
 */
export function adaptDesign(m: Measurer, design: Design, format: FormatId, prompt = ''): Design {
  const headline = headlineOf(design);
  const subject = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
  const logo = design.layers.find((l): l is LogoLayer => l.type === 'logo');
  return layoutDesign(m, {
    title: headline?.text ?? '',
    prompt,
    style: design.style,
    seed: design.seed,
    format,
    background: design.background.kind === 'image' ? { asset: design.background.asset } : undefined,
    subject: subject ? { asset: subject.asset, width: subject.box.w, height: subject.box.h, face: subject.face ? { x: subject.face.x - subject.box.x, y: subject.face.y - subject.box.y, w: subject.face.w, h: subject.face.h } : null } : undefined,
    logo: logo ? { asset: logo.asset, aspect: logo.aspect } : undefined,
    keep: {
      highlight: headline?.highlight,
      colors: design.background.colors,
      fill: headline?.fill,
      stroke: headline?.stroke?.color ?? null,
      strokeRatio: headline?.stroke ? headline.stroke.width / headline.size : 0,
      veil: design.layers.some((l) => l.type === 'shape' && l.id === 'voile'),
      dim: design.background.kind === 'image' ? design.background.dim : undefined,
      decluttered: isDecluttered(design.background),
    },
  });
}

