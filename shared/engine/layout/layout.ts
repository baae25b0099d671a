import type { Measurer } from '../render/canvas';
import type { Background, Box, Design, FontFamily, FormatId, ImageLayer, Layer, PictureFace, LogoLayer, PictoLayer, ShapeLayer, StyleId, TextLayer } from '../model/design';
import { colorLuminance, contrastRatio, mix, parseColor } from '../style/color';
import { chooseComposition, compositionFrame, titleShape, type CompositionFrame, type CompositionId, type TitleShape } from './compositions';
import { fontFileFor, fontString } from '../render/fonts';
import { declutter, isDecluttered } from './declutter';
import { FORMATS, headlineOf, LayoutError, STYLE_IDS } from '../model/design';
import { cornerZone, intersects } from './frame';
import type { FrameTemplate } from './frame';
import { hashString, mulberry32, normalizeSeed, pick, range } from '../model/prng';
import type { Rng } from '../model/prng';
import { STYLES } from '../style/styles';
import type { Palette, StyleSpec } from '../style/styles';
import { cleanTitle, frenchHeadline, measureRun, pickEmphasis, tokenize, typeset, wordCore } from '../text/text';
import { logoBox, rotatedBounds, textInkBox } from '../render/render';
import { shapeBounds } from '../render/shapes';
import { capHeight, headlineOptions, legibleSize, MOBILE_WIDTH } from '../quality/legibility';
import { moveLayer, textReach } from '../model/edit';
import { placeMe } from './me-placement';

/** A subject to show: a pictogram (server/pictograms) or an image (an upload's cut-out, an AI subject). */
export type SubjectInput =
  | { kind: 'picto'; icon: string; aspect?: number }
  | { kind: 'image'; asset: string; width: number; height: number; face?: Box | null; cutout?: boolean; me?: boolean; faces?: PictureFace[] };

export interface LayoutInput {
  title: string;
  /** Free-text brief: it nudges the palette (and the AI prompt); it is never drawn. */
  prompt: string;
  style: StyleId;
  seed: number;
  format?: FormatId;
  /** Text-free background from an image engine or an upload (`faces`: its photographed faces, for Face Swap). */
  background?: { asset: string; faces?: PictureFace[] };
  /** Subjects, the main one first (a versus shows the first two). */
  subjects?: SubjectInput[];
  /** Cut-out subject (transparent PNG) from an image engine: the same as a first image subject. */
  subject?: { asset: string; width: number; height: number; face?: Box | null; faces?: PictureFace[] };
  /** Words of the brief in quotes, when a title is given too: a tag above the headline (the « ACTU » label in Actualité). */
  tag?: string | null;
  /** A small reaction pictogram (a face) for the « réaction » composition. */
  reaction?: string | null;
  /** The brand's logo (« Ma marque »); `size` is its width as a share of the frame's (the style's default otherwise). */
  logo?: { asset: string; aspect: number; corner?: LogoLayer['corner']; size?: number };
  /** The brand's font: replaces the style's for the headline (and the style's big marks). */
  font?: FontFamily | null;
  /** The brand's channel name, drawn as a small tag in a corner when there is no logo (never bottom-right). */
  channel?: { text: string; corner?: LogoLayer['corner'] } | null;
  /** Hints from the brief: a composition, the subject's side, colours. */
  hints?: { versusMark?: boolean; composition?: CompositionId | null; side?: 'left' | 'right' | null; background?: string[] | null; textColor?: string | null; accent?: string | null };
  /** Keeps a user's choices when a design is laid out again (other format, « Améliorer »). */
  keep?: { highlight?: TextLayer['highlight']; colors?: string[]; fill?: string; stroke?: string | null; strokeRatio?: number; veil?: boolean; dim?: number; decluttered?: boolean; sizeFactor?: number; composition?: { id: CompositionId; side: 'left' | 'right' } };
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
function headlineLayer(m: Measurer, written: string, style: StyleSpec, frame: FrameTemplate, region: Box, anchor: number, colors: { fill: string; stroke: string; accent: string }, sizeFactor: number, rotation: number, avoid: Box[]): TextLayer {
  let layer = placeHeadline(m, written, style, frame, region, anchor, colors, sizeFactor, rotation, Infinity);
  // A tilted block takes more room than its upright box: shrink it until its hull stays in the safe
  // area (off the subject, the duration corner and the frame's edges).
  for (let i = 0; i < 12 && rotation !== 0 && !hullFits(rotatedBounds(layer.box, rotation), frame, region, avoid); i++) {
    layer = placeHeadline(m, written, style, frame, region, anchor, colors, sizeFactor, rotation, Math.floor(layer.size * 0.94));
  }
  return layer;
}

/** Where a tilted headline's hull may go: its region widened by half a margin, never over the subjects nor in the corner. */
function hullFits(hull: Box, frame: FrameTemplate, region: Box, avoid: Box[]): boolean {
  const slack = frame.margin / 2;
  const inside = hull.x >= Math.max(slack, region.x - slack) && hull.y >= Math.max(slack, region.y - slack) && hull.x + hull.w <= Math.min(frame.width - slack, region.x + region.w + slack) && hull.y + hull.h <= Math.min(frame.height - slack, region.y + region.h + slack);
  return inside && !avoid.some((b) => intersects(hull, b)) && !intersects(hull, cornerZone(frame.width, frame.height));
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

/** The subjects of an input, image subject of a hosted engine included. */
function subjectsOf(input: LayoutInput): SubjectInput[] {
  const list = [...(input.subjects ?? [])];
  if (input.subject) list.unshift({ kind: 'image', asset: input.subject.asset, width: input.subject.width, height: input.subject.height, face: input.subject.face ?? null, cutout: true, faces: input.subject.faces ?? [] });
  return list;
}

/**
 * Lays out a thumbnail: a pure, deterministic function of its input (and the fonts). The result
 * holds every resolved decision, so drawing it never needs the PRNG again.
 */
export function layoutDesign(m: Measurer, input: LayoutInput): Design {
  if (!isStyleId(input.style)) throw new Error(`moteur: style inconnu ${JSON.stringify(input.style)}`);
  // The brand's font takes the style's place everywhere the style names its font (same typesetting rules).
  const style = input.font ? { ...STYLES[input.style], font: { family: input.font, weight: fontFileFor(input.font, 700).weight } } : STYLES[input.style];
  const format = input.format ?? 'hd';
  const seed = normalizeSeed(input.seed);
  // Mixing the style in keeps « seed 7 in pro » and « seed 7 in vlog » unrelated; the format is not
  // mixed in, so the 9:16 and 1:1 versions keep the 16:9 one's palette and choices.
  const rng = mulberry32(seed ^ hashString(input.style));
  const palette = withHints(choosePalette(rng, style, input.prompt), input.hints);
  const palettedColors = input.keep?.colors ?? [...palette.colors];
  // An accent asked for (the brief's, the brand's) is made to stand out from the ground it lies on.
  const pickedAccent = input.hints?.accent ? readableAccent(input.hints.accent, palettedColors[0] ?? '#000000') : pick(rng, palette.accents ?? style.accents);
  const accent = input.keep?.highlight?.color ?? pickedAccent;
  const anchor = pick(rng, style.anchors);
  const [rotMin, rotMax] = style.text.rotation ?? [0, 0];
  const rotation = Math.round(range(rng, rotMin, rotMax) * 10) / 10;
  const subjects = subjectsOf(input);

  const written = cleanTitle(input.title);
  const shape = titleShape(written);
  const chosen = input.keep?.composition ?? chooseComposition(rng, shape, { composition: input.hints?.composition ?? null, side: input.hints?.side ?? null, subjects: subjects.length });
  // Without a subject, a picture-led composition would be an empty frame: the side one takes over.
  // A flag is no face nor thing to point at: the reaction's circle and arrow would mock it.
  const flagOnly = subjects[0]?.kind === 'picto' && subjects[0].icon.startsWith('flag:');
  const composition = (subjects.length === 0 && (chosen.id === 'full-bleed' || chosen.id === 'reaction' || chosen.id === 'before-after')) || (flagOnly && chosen.id === 'reaction' && !input.keep?.composition) ? { ...chosen, id: 'side' as const } : chosen;
  const colors = { fill: input.hints?.textColor ?? input.keep?.fill ?? palette.ink ?? style.text.fill, stroke: input.keep?.stroke ?? palette.outline ?? style.text.stroke, accent };
  const ground = palettedColors[0] ?? '#000000';
  const args = { input, style, format, shape, written, colors, anchor, rotation, subjects, ground };
  const isPlain = composition.id === 'side' && composition.side === 'right';
  const plain = isPlain ? null : layOut(m, { ...args, composition: { id: 'side', side: 'right' } });
  // The studio announces from the plain composition what a long title loses (title-fit.ts): when the
  // plain one cuts it, the design is the plain one, so what was announced is what is drawn.
  const plainCuts = plain?.headline.lines.some((l) => l.endsWith('…')) ?? false;
  // A tilted headline whose glow reaches the corner is set straight before the composition is given up:
  // a composition chosen for the user's pictures (two halves for two photos) keeps them all.
  const laid = plainCuts ? null : (layOut(m, { ...args, composition }) ?? (args.rotation !== 0 ? layOut(m, { ...args, rotation: 0, composition }) : null));
  // A composition that cannot keep its promises for this title (the corner, the minimum size) gives way to the plain one.
  const safe = laid ?? plain ?? layOut(m, { ...args, composition: { id: 'side', side: 'right' } });
  if (!safe) throw new LayoutError('moteur: le titre empiète sur le coin de la durée');
  const { headline, frame, marks, under } = safe;
  const reactionAt = (layers: Layer[]): Box | undefined => {
    const s = layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
    return s?.face ?? undefined;
  };

  const styleBg = style.background({ rng, palette: { ...palette, colors: palettedColors }, accent, frame });
  // A picture behind the words is veiled enough for the headline's contrast (a screenshot is busy).
  const background: Background = input.background
    ? { kind: 'image', asset: input.background.asset, crop: { x: 0, y: 0, w: 1, h: 1 }, colors: palettedColors.slice(0, 6), dim: input.keep?.dim ?? 0.4, faces: input.background.faces ?? [] }
    : { ...styleBg, colors: palettedColors.length > 0 ? palettedColors : styleBg.colors };

  const inkBox = rotatedBounds(headline.box, headline.rotation);
  const scene = { rng, palette, accent, frame, headline: inkBox, subject: frame.subjects[0] ?? frame.subject, hasSubjectImage: subjects.length > 0, composition: frame.id, tag: input.tag ? cleanTitle(input.tag).slice(0, 40) : undefined };
  const layers: Layer[] = [...under.before, ...style.under(scene), ...under.after];
  layers.push(...subjectLayers(subjects, frame, style.id, accent, meAvoid(frame, style, inkBox, [...marks, ...under.after])));
  // The full-bleed strap lies over the picture, under the words.
  layers.push(...safe.overSubject);
  // In the split compositions the words lie low, where a « Moi » bust runs to the frame's edge: the
  // veil keeps them off the clothes (an unoutlined headline read poorly over a bright jacket).
  const bustUnderWords = (frame.id === 'before-after' || frame.id === 'versus') && layers.some((l) => l.type === 'image' && l.me && intersects(l.box, inkBox));
  if (input.keep?.veil || bustUnderWords) layers.push(veilBehind(headline, frame.width, colorIsLight(headline.fill)));
  layers.push(headline);
  layers.push(...marks);
  layers.push(...style.over(scene));
  if (frame.id === 'reaction' && subjects.length > 0) layers.push(...reactionMarks(frame, inkBox, accent, input.reaction ?? null, reactionAt(layers)));
  dropArrowsThroughWords(layers);
  if (input.logo) layers.push(logoLayer(input.logo, format));
  else if (input.channel?.text.trim()) layers.push(...channelTag(m, input.channel, format).layers);
  const design: Design = { version: 2, format, width: frame.width, height: frame.height, style: input.style, seed, composition: { id: frame.id, side: frame.side }, background, layers };
  if (input.keep?.decluttered) {
    const cleared = declutter(layers, background);
    return { ...design, background: cleared.background, layers: cleared.layers };
  }
  return design;
}

/**
 * An arrow never runs through words: a style's or a composition's arrow is placed from the headline's
 * box, but another text (the big number beside it, a headline set straight after its first try) can
 * lie on its path. Such an arrow is left out; the circle alone still marks the subject.
 */
function dropArrowsThroughWords(layers: Layer[]): void {
  const words = layers.filter((l): l is TextLayer => l.type === 'text').map((t) => rotatedBounds(t.box, t.rotation));
  for (let i = layers.length - 1; i >= 0; i--) {
    const l = layers[i]!;
    if (l.type !== 'shape' || l.shape !== 'arrow') continue;
    const m = l.width / 2;
    const crosses = words.some((b) =>
      Array.from({ length: 21 }, (_, k) => k / 20).some((t) => {
        const x = l.from.x + (l.to.x - l.from.x) * t;
        const y = l.from.y + (l.to.y - l.from.y) * t;
        return x > b.x - m && x < b.x + b.w + m && y > b.y - m && y < b.y + b.h + m;
      }),
    );
    if (crosses) layers.splice(i, 1);
  }
}

/** Colours asked for in the brief win over the palette's. */
function withHints(palette: Palette, hints: LayoutInput['hints']): Palette {
  if (!hints?.background?.length) return palette;
  const bg = hints.background.slice(0, 3);
  const light = colorLuminance(bg[0]!) > 0.45;
  return { ...palette, colors: bg.length === 1 ? [bg[0]!, mix(bg[0]!, '#000000', light ? 0.12 : 0.55)] : bg, ink: light ? '#111111' : (palette.ink && colorLuminance(palette.ink) > 0.4 ? palette.ink : '#FFFFFF'), outline: light ? '#FFFFFF' : '#000000' };
}

interface LayOutArgs {
  input: LayoutInput;
  style: StyleSpec;
  format: FormatId;
  composition: { id: CompositionId; side: 'left' | 'right' };
  shape: TitleShape;
  written: string;
  colors: { fill: string; stroke: string; accent: string };
  anchor: number;
  rotation: number;
  subjects: SubjectInput[];
  /** The background's main colour (the versus split picks its rival colour against it). */
  ground: string;
}

/** One composition's headline and marks, or null when it would break a rule (text in the corner). */
function layOut(m: Measurer, a: LayOutArgs): { headline: TextLayer; frame: CompositionFrame; marks: Layer[]; under: { before: Layer[]; after: Layer[] }; overSubject: Layer[] } | null {
  const { style, format, composition, shape } = a;
  const wide = format === 'hd';
  // The figure and the top rank are cut from the title only where the frame has room for them.
  const figure = wide && composition.id === 'big-number' && shape.number ? shape.number : null;
  const top = wide && composition.id === 'top-list' && shape.top && shape.top.rest ? shape.top : null;
  const id: CompositionId = (composition.id === 'big-number' && !figure && wide) || (composition.id === 'top-list' && !top && wide) ? 'side' : composition.id;
  // The size whose capitals are FIGURE_CAP of a 720 px frame's height.
  const figureSize = Math.round((FIGURE_CAP * 720 * 100) / Math.max(1, capHeight(m, style.font.family, 100)));
  const figureWidth = figure ? measureFigure(m, style.font.family, figure.figure, figureSize) : 0;
  const zone = brandZone(m, a.input, format);
  const frame = meQuestionMark(clearOfBrand(compositionFrame(format, id, composition.side, style.headlineShare, figureWidth), zone), a.subjects);
  const tag = a.input.tag ? cleanTitle(a.input.tag).slice(0, 40) : null;
  const tagSize = Math.round(TAG_SIZE * frame.textScale);
  // A quoted tag takes its own line above the headline (in Actualité it replaces « ACTU », already reserved).
  const tagReserve = tag && style.id !== 'actu' ? Math.round(tagSize * 1.5) + 18 : 0;
  // The split compositions keep their text low, on a band of its own: Actualité's label sits above it, over the picture.
  const split = id === 'versus' || id === 'before-after';
  const reserve = (split ? 0 : Math.round((style.headlineTopReserve ?? 0) * frame.textScale)) + tagReserve;
  const region = { ...frame.headline, y: frame.headline.y + reserve, h: frame.headline.h - reserve };
  const words = figure ? figure.rest : top ? top.rest : a.written;
  // Full-bleed and the split compositions put the text low, on its strap.
  const anchor = id === 'full-bleed' || id === 'versus' || id === 'before-after' ? 0.85 : a.anchor;
  // Full-bleed text lies on the picture by design; the split ones have the bottom band to themselves.
  const avoid = id === 'full-bleed' || id === 'versus' || id === 'before-after' ? [] : frame.subjects;
  let headline = headlineLayer(m, words, style, frame, region, anchor, a.colors, a.input.keep?.sizeFactor ?? 1, a.rotation, avoid);
  if (a.input.keep?.highlight) headline = { ...headline, highlight: a.input.keep.highlight };
  // An outline added by « Améliorer » (or thickened) carries over to the other formats, at the same share of the size.
  const keptRatio = a.input.keep?.strokeRatio;
  if (keptRatio !== undefined && keptRatio > 0 && (headline.stroke === null || keptRatio * headline.size > headline.stroke.width)) {
    headline = { ...headline, stroke: { color: a.input.keep?.stroke ?? style.text.stroke, width: Math.max(2, Math.round(keptRatio * headline.size)) } };
    headline = { ...headline, box: textInkBox(m, headline) };
  }
  const inkBox = rotatedBounds(headline.box, headline.rotation);
  // Shadows count: a glow reaching into YouTube's duration corner is text there too.
  if (intersects(textReach(headline), cornerZone(frame.width, frame.height))) return null;
  // A title too long for the composition's area (it overflows at the minimum size) takes the plain one, which has the most room.
  const overflows = headline.box.y < region.y - 1 || headline.box.y + headline.box.h > region.y + region.h + 1 || inkBox.y + inkBox.h > frame.height - frame.margin / 2 || inkBox.y < frame.margin / 2;
  if (overflows && id !== 'side') return null;
  // Nor may one draw the words smaller than a phone can read when the plain one would not (short titles must read at 168 px).
  const plain = id === 'side' && composition.side === 'right';
  if (!plain && headline.size < legibleSize(m, headline.font.family, frame.width) && countTokens(words) <= 6) return null;
  // Nor may one cut more of the title than the plain one would (the studio says beforehand what will be cut, from that one).
  if (headline.lines.some((l) => l.endsWith('…')) && !(id === 'side' && composition.side === 'right')) return null;
  const marks: Layer[] = [];
  const under = { before: [] as Layer[], after: [] as Layer[] };
  const accent = a.colors.accent;
  if (tag && style.id !== 'actu') marks.push(...tagLayers(m, tag, frame.headline.x, frame.headline.y, tagSize, accent));
  if (figure && frame.mark) marks.push(figureLayer(m, style, figure.figure, frame.mark, accent, a.colors.stroke));
  if (top && frame.mark) marks.push(...topBadge(style, top.n, frame.mark, accent));
  if (id === 'question' && frame.mark) under.after.push(questionMark(style, frame.mark, accent, a.colors.stroke, frame.side));
  if ((id === 'versus' || id === 'before-after') && frame.split !== null) under.before.push(...splitPanels(frame, accent, id, a.ground));
  if (id === 'versus' && frame.mark && a.input.hints?.versusMark !== false) marks.push(...versusBadge(style, frame.mark, accent));
  if (id === 'before-after') marks.push(...beforeAfterLabels(frame, accent));
  // Actualité's own band lies under its subject: in full-bleed the strap covers the picture for it too.
  const overSubject: Layer[] = id === 'full-bleed' ? [strapUnder(headline, inkBox, accent, frame.width)] : [];
  return { headline, frame, marks, under, overSubject };
}

const TAG_SIZE = 38;

/** A quoted tag: the words in a pill of the accent colour. */
function tagLayers(m: Measurer, text: string, x: number, y: number, size: number, accent: string): Layer[] {
  const line = frenchHeadline(text);
  m.font = fontString('Inter', size);
  const w = Math.round(measureRun(m, line, size).width + size * 1.1);
  const h = Math.round(size * 1.5);
  return [
    { type: 'shape', id: 'etiquette-citation', shape: 'badge', x, y, w, h, radius: Math.round(h / 2), rotation: 0, skew: 0, fill: accent, stroke: null, lineWidth: 0, opacity: 1 },
    tagText('citation', text, 'Inter', size, x + w / 2, y + Math.round(h / 2 + size * 0.36), inkOn(accent), { x, y, w, h }),
  ];
}

/** Words as the typesetter counts them (« 5 000 F » is one). */
function countTokens(text: string): number {
  return tokenize(frenchHeadline(text)).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

/** Capital height of the giant figure, as a share of a 720 px frame. */
const FIGURE_CAP = 0.5;

function measureFigure(m: Measurer, family: FontFamily, figure: string, size: number): number {
  const text = frenchHeadline(figure);
  return measureRun(m, text, size).width + size * 0.1;
}

/** The giant figure: one line, as big as its area allows, in the accent colour with the style's outline. */
function figureLayer(m: Measurer, style: StyleSpec, figure: string, box: Box, accent: string, stroke: string): TextLayer {
  const text = frenchHeadline(figure);
  const ts = typeset(m, tokenize(text), { family: style.font.family, maxWidth: box.w, maxHeight: box.h, minSize: 60, maxSize: 560, strokeRatio: Math.max(0.05, style.text.strokeRatio * 0.7), maxLines: 1 });
  const x = Math.round(box.x + ts.left);
  const y = Math.round(box.y + (box.h - (ts.top + ts.bottom)) / 2 + ts.top);
  const layer: TextLayer = {
    type: 'text', id: 'chiffre', role: 'number', text: figure, case: 'upper', font: style.font, size: ts.fontSize,
    fit: { box, minSize: 60, maxSize: 560, maxLines: 1 }, lines: ts.lines, align: 'left', x, y, lineHeight: ts.lineHeight,
    fill: accent, stroke: { color: stroke, width: ts.strokeWidth }, shadow: { color: 'rgba(0,0,0,0.45)', blur: Math.round(ts.fontSize * 0.06), dx: 0, dy: Math.round(ts.fontSize * 0.04) },
    highlight: { words: [], color: accent }, rotation: 0, box: { x: 0, y: 0, w: 0, h: 0 },
  };
  layer.box = textInkBox(m, layer);
  return layer;
}

/** Dark or light ink, whichever reads on a colour. */
function inkOn(color: string): string {
  return colorLuminance(color) > 0.35 ? '#111111' : '#FFFFFF';
}

function tagText(id: string, text: string, family: FontFamily, size: number, cx: number, baseline: number, fill: string, box: Box, rotation = 0): TextLayer {
  return {
    type: 'text', id, role: 'tag', text, case: 'upper', font: { family, weight: 400 }, size, fit: null, lines: [frenchHeadline(text)], align: 'center',
    x: Math.round(cx), y: Math.round(baseline), lineHeight: size, fill, stroke: null, shadow: null, highlight: { words: [], color: fill }, rotation, box,
  };
}

/** « TOP 5 »: a rosette in the accent colour on the subject's upper corner. */
function topBadge(style: StyleSpec, n: string, box: Box, accent: string): Layer[] {
  const r = Math.round(Math.min(box.w, box.h) / 2);
  const x = Math.round(box.x + box.w / 2);
  const y = Math.round(box.y + box.h / 2);
  const ink = inkOn(accent);
  const size = Math.round(r * (n.length > 2 ? 0.62 : 0.9));
  return [
    { type: 'shape', id: 'rosette', shape: 'polygon', x, y, r, sides: 12, rotation: 15, cornerRadius: Math.round(r * 0.08), fill: accent, stroke: '#FFFFFF', lineWidth: 8, opacity: 1 },
    tagText('top-mot', 'Top', style.font.family, Math.round(r * 0.3), x, y - Math.round(r * 0.3), ink, { x: x - r, y: y - r, w: 2 * r, h: r }, -8),
    tagText('top-chiffre', n, style.font.family, size, x, y + Math.round(size * 0.62), ink, { x: x - r, y: y - r * 0.3, w: 2 * r, h: r * 1.2 }, -8),
  ];
}

/** A giant « ? » behind the subject, tilted away from the text. */
/**
 * A question with « Moi »: the « ? » stands on the subject's inner side, between the words and the face,
 * a little smaller. On the outer top corner it took the face's place: the face came out small, under it.
 */
function meQuestionMark(frame: CompositionFrame, subjects: readonly SubjectInput[]): CompositionFrame {
  const lead = subjects[0];
  const box = frame.subjects[0];
  if (frame.id !== 'question' || !frame.mark || !box || lead?.kind !== 'image' || !lead.me || frame.width <= frame.height) return frame;
  const w = Math.round(frame.mark.w * 0.8);
  const h = Math.round(frame.mark.h * 0.8);
  const x = frame.side === 'right' ? box.x - Math.round(w * 0.15) : box.x + box.w - Math.round(w * 0.85);
  return { ...frame, mark: { x, y: frame.mark.y, w, h } };
}

function questionMark(style: StyleSpec, box: Box, accent: string, stroke: string, side: 'left' | 'right'): TextLayer {
  const size = Math.round(box.h * 1.15);
  return {
    type: 'text', id: 'point-interrogation', role: 'tag', text: '?', case: 'asis', font: style.font, size, fit: null, lines: ['?'], align: 'center',
    x: Math.round(box.x + box.w / 2), y: Math.round(box.y + box.h * 0.92), lineHeight: size, fill: accent, stroke: { color: stroke, width: Math.max(4, Math.round(size * 0.035)) },
    shadow: null, highlight: { words: [], color: accent }, rotation: side === 'right' ? 12 : -12, box,
  };
}

/** Two halves: the right one in a rival colour, parted by a slanted white seam. */
function splitPanels(frame: CompositionFrame, accent: string, id: CompositionId, ground: string): ShapeLayer[] {
  const x = frame.split ?? frame.width / 2;
  const H = frame.height;
  if (id === 'before-after') {
    return [
      { type: 'shape', id: 'moitie-avant', shape: 'badge', x: -40, y: -20, w: x + 40, h: H + 40, radius: 0, rotation: 0, skew: 0, fill: 'rgba(0,0,0,0.5)', stroke: null, lineWidth: 0, opacity: 1 },
      { type: 'shape', id: 'lueur-apres', shape: 'glow', x: Math.round(x + frame.width / 4), y: Math.round(H * 0.35), r: Math.round(frame.width * 0.3), color: accent, opacity: 0.45 },
      { type: 'shape', id: 'couture', shape: 'badge', x: x - 5, y: -20, w: 10, h: H + 40, radius: 0, rotation: 0, skew: 0, fill: '#FFFFFF', stroke: null, lineWidth: 0, opacity: 0.9 },
    ];
  }
  // The rival side in a strong colour of its own: blue against a warm ground, red against a cool one.
  const g = parseColor(ground);
  const rival = g.b > g.r ? '#D7261E' : '#1F4FD8';
  return [
    { type: 'shape', id: 'moitie-droite', shape: 'badge', x: x - 60, y: -40, w: frame.width - x + 200, h: H + 80, radius: 0, rotation: 0, skew: 0.12, fill: rival, stroke: '#FFFFFF', lineWidth: 12, opacity: 1 },
  ];
}

/** « VS » in a disc at the seam. */
function versusBadge(style: StyleSpec, box: Box, accent: string): Layer[] {
  const r = Math.round(Math.min(box.w, box.h) / 2);
  const x = Math.round(box.x + box.w / 2);
  const y = Math.round(box.y + box.h / 2);
  const size = Math.round(r * 0.95);
  return [
    { type: 'shape', id: 'disque-vs', shape: 'circle', x, y, r, fill: '#111111', stroke: '#FFFFFF', lineWidth: 10, opacity: 1 },
    tagText('vs', 'VS', style.font.family, size, x, y + Math.round(size * 0.36), accent, { x: x - r, y: y - r, w: 2 * r, h: 2 * r }, -6),
  ];
}

/** « AVANT » and « APRÈS » labels at the top of each half. */
function beforeAfterLabels(frame: CompositionFrame, accent: string): Layer[] {
  const x = frame.split ?? frame.width / 2;
  const size = Math.round(50 * frame.textScale);
  const h = Math.round(size * 1.5);
  const y = Math.round(frame.margin * 0.5);
  const label = (id: string, text: string, cx: number, fill: string): Layer[] => {
    const w = Math.round(size * (text.length * 0.62 + 1.2));
    return [
      { type: 'shape', id: `${id}-fond`, shape: 'badge', x: Math.round(cx - w / 2), y, w, h, radius: Math.round(h / 2), rotation: 0, skew: 0, fill, stroke: null, lineWidth: 0, opacity: 1 },
      tagText(id, text, 'Inter', size, cx, y + Math.round(h / 2 + size * 0.36), inkOn(fill), { x: Math.round(cx - w / 2), y, w, h }),
    ];
  };
  return [...label('avant', 'Avant', x / 2, '#5A5F6B'), ...label('apres', 'Après', x + (frame.width - x) / 2, accent)];
}

/** The strap a full-bleed headline lies on: from the left edge to past the words, never into the corner. */
function strapUnder(headline: TextLayer, ink: Box, accent: string, frameWidth: number): ShapeLayer {
  const pad = Math.round(headline.size * 0.18);
  const light = colorLuminance(headline.fill) > 0.4;
  const right = Math.min(ink.x + ink.w + pad * 2, frameWidth * 0.8 - 8);
  return { type: 'shape', id: 'bandeau-titre', shape: 'badge', x: -40, y: ink.y - pad, w: right + 40, h: ink.h + 2 * pad, radius: 0, rotation: 0, skew: -0.1, fill: light ? 'rgba(8,8,12,0.86)' : mix(accent, '#FFFFFF', 0.75), stroke: null, lineWidth: 0, opacity: 1 };
}

/** The reaction: a circle on the subject, an arrow from the words to it, and a reacting face. */
function reactionMarks(frame: CompositionFrame, ink: Box, accent: string, reaction: string | null, face?: Box): Layer[] {
  const s = frame.subjects[0] ?? frame.subject;
  // Around the face when there is one (a person's photo), else around the subject.
  const r = Math.round(face ? Math.max(face.w, face.h) * 0.85 : Math.min(s.w, s.h) * 0.42);
  const x = Math.round(face ? face.x + face.w / 2 : s.x + s.w / 2);
  const y = Math.round(face ? face.y + face.h / 2 : s.y + s.h * 0.55);
  const red = '#E10600';
  const layers: Layer[] = [{ type: 'shape', id: 'cercle', shape: 'circle', x, y, r, fill: null, stroke: red, lineWidth: 14, opacity: 1 }];
  const right = frame.side === 'right';
  const from = { x: Math.round(right ? Math.min(ink.x + ink.w + 20, x - r - 90) : Math.max(ink.x - 20, x + r + 90)), y: Math.round(Math.min(ink.y + ink.h + 40, frame.height * 0.78)) };
  const a = Math.atan2(from.y - y, from.x - x);
  const to = { x: Math.round(x + Math.cos(a) * (r + 18)), y: Math.round(y + Math.sin(a) * (r + 18)) };
  if (Math.hypot(to.x - from.x, to.y - from.y) > 80 && !intersects({ x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), w: Math.abs(to.x - from.x), h: Math.abs(to.y - from.y) }, { ...ink, y: ink.y, h: ink.h - 10 })) {
    layers.push({ type: 'shape', id: 'fleche', shape: 'arrow', from, to, width: 26, color: red, outline: '#FFFFFF', opacity: 1 });
  }
  if (reaction) {
    const size = Math.round(Math.min(170, s.w * 0.38));
    const top = Math.round(frame.margin * 0.4);
    const inFrame = (x: number) => Math.round(Math.max(8, Math.min(frame.width - size - 8, x)));
    // The subject's outer top corner; with a photographed face (often at the top, where that corner is),
    // the other top corner, then just beside the face on either side, else no emoji: a face hidden by one
    // loses the click, and the face is what Face Swap replaces.
    const beside = face ? [right ? face.x + face.w + 12 : face.x - 12 - size, right ? face.x - 12 - size : face.x + face.w + 12] : [];
    const corners = [right ? s.x + s.w - size * 0.8 : s.x - size * 0.2, right ? s.x - size * 0.2 : s.x + s.w - size * 0.8, ...beside];
    const air = (b: Box) => ({ x: b.x - 8, y: b.y - 8, w: b.w + 16, h: b.h + 16 });
    const fits = (b: Box) => !face || (!intersects(b, air(face)) && !intersects(b, ink));
    const box = (face ? corners : corners.slice(0, 1)).map((fx) => ({ x: inFrame(fx), y: top, w: size, h: size })).find(fits);
    if (box) layers.push({ type: 'picto', id: 'reaction', role: 'decor', icon: reaction, box, rotation: right ? 10 : -10, outline: { color: '#FFFFFF', width: 6 }, glow: { color: 'rgba(0,0,0,0.45)', blur: 18 }, muted: false, opacity: 1 });
  }
  return layers;
}

/**
 * What a « Moi » face must stay off: the headline's ink (with a little air), Actualité's « ACTU »
 * label above it, the other words (a tag, the giant figure), the composition's mark and the corner.
 */
function meAvoid(frame: CompositionFrame, style: StyleSpec, ink: Box, marks: Layer[]): Box[] {
  const air = 12;
  const boxes: Box[] = [{ x: ink.x - air, y: ink.y - air, w: ink.w + 2 * air, h: ink.h + 2 * air }, cornerZone(frame.width, frame.height)];
  if (style.id === 'actu') {
    const label = Math.round(110 * frame.textScale);
    boxes.push({ x: ink.x - 30, y: ink.y - label - air, w: Math.max(ink.w, 260), h: label + air });
  }
  for (const l of marks) if (l.type === 'text' || l.type === 'shape') boxes.push(layerBoxOf(l));
  if (frame.mark) boxes.push(frame.mark);
  return boxes;
}

function layerBoxOf(l: TextLayer | ShapeLayer): Box {
  return l.type === 'text' ? rotatedBounds(l.box, l.rotation) : shapeBounds(l);
}

/** How each style dresses a subject: a sticker outline, a glow, or nothing (the flat style). */
const SUBJECT_LOOK: Record<StyleId, { outline: { color: string; width: number } | null; glow: { color: string; blur: number } | null }> = {
  pro: { outline: null, glow: { color: 'rgba(0,0,0,0.6)', blur: 40 } },
  mini: { outline: null, glow: null },
  vlog: { outline: { color: '#FFFFFF', width: 10 }, glow: { color: 'rgba(90,10,50,0.35)', blur: 30 } },
  gaming: { outline: { color: '#FFFFFF', width: 6 }, glow: { color: '#00E5FF', blur: 36 } },
  actu: { outline: null, glow: { color: 'rgba(0,0,0,0.55)', blur: 30 } },
  viral: { outline: { color: '#FFFFFF', width: 12 }, glow: { color: 'rgba(0,0,0,0.5)', blur: 24 } },
};

/** Subject layers in the composition's boxes: pictograms centred, images (cut-outs) standing on the box's bottom. */
function subjectLayers(subjects: SubjectInput[], frame: CompositionFrame, style: StyleId, accent: string, avoid: Box[] = []): Layer[] {
  const look = SUBJECT_LOOK[style];
  const boxes = frame.subjects;
  const out: Layer[] = [];
  const place = (subject: SubjectInput, box: Box, id: string, muted: boolean): Layer[] => {
    if (subject.kind === 'picto') {
      const aspect = subject.aspect ?? 1;
      const w = Math.min(box.w, box.h * aspect);
      const h = w / aspect;
      const at = { x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + (box.h - h) / 2), w: Math.round(w), h: Math.round(h) };
      return [{ type: 'picto', id, role: 'subject', icon: subject.icon, box: at, rotation: 0, outline: look.outline, glow: look.glow, muted, opacity: 1 }];
    }
    if (subject.cutout === false) {
      // A picture that cannot be cut out is an insert: whole, in a white frame, centred in the subject's place.
      const pad = Math.round(Math.min(box.w, box.h) * 0.03) + 6;
      const s = Math.min((box.w * 0.94 - 2 * pad) / subject.width, (box.h * 0.8 - 2 * pad) / subject.height);
      const w = Math.round(subject.width * s);
      const h = Math.round(subject.height * s);
      const at = { x: Math.round(box.x + (box.w - w) / 2), y: Math.round(box.y + (box.h - h) / 2), w, h };
      return [
        { type: 'shape', id: `${id}-cadre`, shape: 'badge', x: at.x - pad, y: at.y - pad, w: w + 2 * pad, h: h + 2 * pad, radius: Math.round(pad * 0.6), rotation: 0, skew: 0, fill: '#FFFFFF', stroke: style === 'gaming' ? accent : null, lineWidth: 6, opacity: 1 },
        { type: 'image', id, role: 'subject', asset: subject.asset, box: at, cutout: false, outline: null, glow: null, face: null, faces: subject.faces ?? [], opacity: 1, me: false },
      ];
    }
    const single = boxes.length === 1;
    const outline = style === 'mini' ? null : { color: '#FFFFFF', width: 8 };
    const glow = style === 'gaming' ? { color: accent, blur: 30 } : { color: 'rgba(0,0,0,0.5)', blur: 24 };
    if (subject.me && subject.face) {
      // « Moi » is placed by its face (me-placement.ts): large, off the words, the marks and the corner.
      const outer = box.x + box.w / 2 > frame.width / 2 ? 'right' : 'left';
      const at = placeMe({ size: subject, face: subject.face, box, frame, avoid, outer: single ? outer : null });
      // « Moi » is the user's own face already: nothing there for Face Swap to replace.
      if (at) return [{ type: 'image', id, role: 'subject', asset: subject.asset, box: at.box, cutout: true, outline, glow, face: at.face, faces: [], opacity: 1, me: true }];
    }
    return [imageSubject(subject, box, id, style === 'mini' ? null : { color: '#FFFFFF', width: 8 }, style === 'gaming' ? { color: accent, blur: 30 } : { color: 'rgba(0,0,0,0.5)', blur: 24 }, single && frame.width > frame.height * 1.5 ? frame.side : null)];
  };
  if (frame.id === 'before-after' && boxes.length === 2 && subjects[0]) {
    out.push(...place(subjects[0], boxes[0]!, 'sujet-avant', subjects.length < 2));
    out.push(...place(subjects[1] ?? subjects[0], boxes[1]!, 'sujet', false));
    return out;
  }
  if (boxes.length === 1 && subjects.length >= 2 && subjects[1]) {
    // Two of the user's pictures in a one-subject composition (a title too long for the two halves):
    // both are kept, the first in the subject's whole place, the second in front of it, lower, on the text's side.
    const box = boxes[0]!;
    const innerW = box.w * 0.46;
    const innerH = box.h * 0.62;
    const textOnLeft = frame.side === 'right';
    const first = box;
    const second = { x: textOnLeft ? box.x : box.x + box.w - innerW, y: box.y + box.h - innerH, w: innerW, h: innerH };
    // A face leads (it is what gets the click); the thing goes in front of it.
    const faced = subjects.findIndex((x) => x.kind === 'image' && x.face);
    const [lead, companion] = faced === 1 ? [subjects[1], subjects[0]!] : [subjects[0]!, subjects[1]];
    out.push(...place(lead, first, 'sujet', false));
    out.push(...place(companion, second, 'sujet-2', false));
    return out;
  }
  subjects.slice(0, boxes.length).forEach((subject, i) => out.push(...place(subject, boxes[i]!, i === 0 ? 'sujet' : `sujet-${i + 1}`, false)));
  return out;
}

function imageSubject(subject: Extract<SubjectInput, { kind: 'image' }>, box: Box, id: string, outline: ImageLayer['outline'], glow: ImageLayer['glow'], side: 'left' | 'right' | null): ImageLayer {
  const cutout = subject.cutout ?? true;
  // A person stands on the frame's bottom edge at the box's full height: a wide cut-out (shoulders,
  // a group) may run off the outer edge of the frame rather than shrink to a stamp.
  const tall = cutout && side !== null ? box.h / subject.height : 0;
  const s = tall > 0 && subject.width * tall <= box.w * 1.6 ? tall : Math.min(box.w / subject.width, box.h / subject.height);
  const w = cutout ? subject.width * s : box.w;
  const h = cutout ? subject.height * s : box.h;
  const x = w > box.w && side === 'right' ? box.x : w > box.w && side === 'left' ? box.x + box.w - w : box.x + (box.w - w) / 2;
  const placed = { x: Math.round(x), y: Math.round(box.y + box.h - h), w: Math.round(w), h: Math.round(h) };
  const k = cutout ? s : Math.max(box.w / subject.width, box.h / subject.height);
  const ox = cutout ? placed.x : box.x + (box.w - subject.width * k) / 2;
  const oy = cutout ? placed.y : box.y + (box.h - subject.height * k) / 2;
  const face = subject.face ? { x: ox + subject.face.x * k, y: oy + subject.face.y * k, w: subject.face.w * k, h: subject.face.h * k } : null;
  return { type: 'image', id, role: 'subject', asset: subject.asset, box: placed, cutout, outline: cutout ? outline : { color: '#FFFFFF', width: 0 }, glow: cutout ? glow : null, face, faces: subject.faces ?? [], opacity: 1, me: subject.me === true };
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

function logoLayer(logo: NonNullable<LayoutInput['logo']>, format: FormatId): LogoLayer {
  // The headline holds the left (or top), the badge the bottom right: the logo goes top right, unless the brand chose.
  const corner = logo.corner ?? (format === 'hd' ? 'top-right' : 'bottom-left');
  return { type: 'logo', id: 'logo', asset: logo.asset, corner, size: logo.size ?? (format === 'hd' ? 0.1 : 0.14), opacity: 1, margin: 32, aspect: logo.aspect };
}

/** Width at which the channel name's capitals must still read well: a thumbnail in YouTube's desktop grid. */
export const CHANNEL_VIEW_WIDTH = 360;
/** The channel tag never takes more than this share of the frame's width. */
const CHANNEL_MAX_SHARE = 0.5;
const BRAND_MARGIN = 32;

/**
 * The channel name as a small tag: Inter 800, white on a dark pill, in the brand's corner (top right
 * by default on 16:9, bottom left on tall and square frames, never bottom right). Its capitals reach
 * the legible height at CHANNEL_VIEW_WIDTH; a long name shrinks a little, then is cut with « … ».
 */
export function channelTag(m: Measurer, channel: NonNullable<LayoutInput['channel']>, format: FormatId): { layers: Layer[]; box: Box } {
  const { width: W, height: H } = FORMATS[format];
  const corner = channel.corner ?? (format === 'hd' ? 'top-right' : 'bottom-left');
  const readable = legibleSize(m, 'Inter', (W * MOBILE_WIDTH) / CHANNEL_VIEW_WIDTH);
  const maxW = W * CHANNEL_MAX_SHARE;
  const widthAt = (text: string, size: number) => {
    m.font = fontString('Inter', size);
    return measureRun(m, text, size).width + size * 1.2;
  };
  let text = cleanTitle(channel.text).slice(0, 40);
  let size = readable;
  // A little smaller rather than cut; never under 80 % of the readable size.
  while (widthAt(text, size) > maxW && size > readable * 0.8) size -= 1;
  while (widthAt(text, size) > maxW && text.length > 2) text = `${Array.from(text).slice(0, -2).join('').trimEnd()}…`;
  const w = Math.round(widthAt(text, size));
  const h = Math.round(size * 1.6);
  const x = corner === 'top-right' ? W - BRAND_MARGIN - w : BRAND_MARGIN;
  const y = corner === 'bottom-left' ? H - BRAND_MARGIN - h : BRAND_MARGIN;
  const box = { x, y, w, h };
  const label: TextLayer = {
    type: 'text', id: 'chaine', role: 'tag', text, case: 'asis', font: { family: 'Inter', weight: 800 }, size, fit: null, lines: [text], align: 'center',
    x: Math.round(x + w / 2), y: Math.round(y + h / 2 + size * 0.36), lineHeight: size, fill: '#FFFFFF', stroke: null, shadow: null, highlight: { words: [], color: '#FFFFFF' }, rotation: 0, box,
  };
  return {
    layers: [{ type: 'shape', id: 'chaine-fond', shape: 'badge', x, y, w, h, radius: Math.round(h / 2), rotation: 0, skew: 0, fill: 'rgba(12,12,16,0.82)', stroke: null, lineWidth: 0, opacity: 1 }, label],
    box,
  };
}

/** Where the brand sits in a frame (its logo, or else its channel tag), so the headline keeps clear of it. */
function brandZone(m: Measurer, input: LayoutInput, format: FormatId): Box | null {
  const { width: W, height: H } = FORMATS[format];
  if (input.logo) return logoBox(logoLayer(input.logo, format), W, H);
  if (input.channel?.text.trim()) return channelTag(m, input.channel, format).box;
  return null;
}

/** The headline's area moved off the brand's corner (below a top logo, above a bottom one); unchanged if that would halve it. */
function clearOfBrand(frame: CompositionFrame, zone: Box | null): CompositionFrame {
  if (!zone || !intersects(zone, frame.headline)) return frame;
  const h = frame.headline;
  const gap = 16;
  const top = zone.y + zone.h / 2 < frame.height / 2;
  const headline = top ? { ...h, y: zone.y + zone.h + gap, h: h.y + h.h - (zone.y + zone.h + gap) } : { ...h, h: zone.y - gap - h.y };
  return headline.h >= h.h * 0.5 ? { ...frame, headline } : frame;
}

/** A colour that stands out from the ground (3:1, WCAG's bar for large text): the same hue, lightened or darkened as needed. */
function readableAccent(color: string, ground: string): string {
  const g = colorLuminance(ground);
  const toward = g < 0.18 ? '#FFFFFF' : '#000000';
  for (let t = 0; t <= 1.001; t += 0.1) {
    const c = t === 0 ? color : mix(color, toward, t);
    if (contrastRatio(colorLuminance(c), g) >= 3) return c;
  }
  return toward;
}

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
function removedByUser(m: Measurer, design: Design, input: LayoutInput, own?: Design): Set<string> {
  const again = own ?? layoutDesign(m, input);
  const present = new Set(design.layers.map((l) => l.id));
  return new Set(again.layers.map((l) => l.id).filter((id) => !present.has(id)));
}

/**
 * The same words and subjects in another style (the editor's « style » operation): laid out again
 * with the new style's palette and marks; the user's own images stay only in Gaming (DECISIONS), the
 * highlighted words and the layers the user added carry over.
 */
export function restyleDesign(m: Measurer, design: Design, style: StyleId, prompt = ''): Design {
  const input = inputOf(design, design.format, prompt);
  const own = style === 'gaming';
  const laidOut = layoutDesign(m, {
    ...input,
    style,
    subjects: own ? input.subjects : input.subjects?.filter((s) => s.kind !== 'image'),
    background: own ? input.background : undefined,
    keep: { composition: design.composition },
  });
  // A decoration the user deleted (the arrow, the circle, the number…) stays deleted in the new style
  // when that style draws it too: found as in adaptDesign, by laying the design out again in its own style.
  const removed = removedByUser(m, design, input);
  const laid = removed.size === 0 ? laidOut : { ...laidOut, layers: laidOut.layers.filter((l) => !removed.has(l.id) || l.type === 'text' && l.role === 'headline') };
  const before = headlineOf(design);
  const after = headlineOf(laid);
  let next = laid;
  if (before && after) {
    const onLines = new Set(after.lines.flatMap((l) => l.split(' ')).map(wordCore));
    const words = before.highlight.words.filter((w) => onLines.has(w));
    if (words.length > 0) next = { ...laid, layers: laid.layers.map((l) => (l.id === after.id ? { ...after, highlight: { ...after.highlight, words } } : l)) };
  }
  return carryEdits(design, next);
}

/**
 * The layers a user added in the editor (`ajout-*`) and what they hid, carried into a design laid out
 * again (9:16 and 1:1 exports, another style). An added layer keeps its place next to the layer it
 * was put by — a tag above the headline, an arrow's tip at the subject — found as the nearest text,
 * pictogram, image or logo of both designs: placed only relative to the frame, a tag above a 16:9
 * headline lands on the words of the taller 9:16 one, and an arrow points at nothing.
 */
function carryEdits(from: Design, to: Design): Design {
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
function inputOf(design: Design, format: FormatId, prompt: string): LayoutInput {
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
    if (l.type === 'image' && l.role === 'subject') subjects.push({ kind: 'image', asset: l.asset, width: l.box.w, height: l.box.h, cutout: l.cutout, face: l.face ? { x: l.face.x - l.box.x, y: l.face.y - l.box.y, w: l.face.w, h: l.face.h } : null, me: l.me, faces: l.faces });
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
    subjects,
    reaction: reaction?.icon ?? null,
    tag: quote?.text ?? null,
    // A split of the user's own pictures has no « VS »: the other formats keep it that way.
    hints: design.composition?.id === 'versus' ? { versusMark: design.layers.some((l) => l.id === 'vs') } : undefined,
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
