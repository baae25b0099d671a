import type { Measurer } from '../render/canvas';
import type { Background, Box, Design, FontFamily, FormatId, ImageLayer, Layer, PictureFace, LogoLayer, ShapeLayer, StyleId, TextLayer } from '../model/design';
import { colorLuminance, contrastRatio, deltaE2000, hexToRgb, mix, parseColor, rgbToLab } from '../style/color';
import { chooseComposition, compositionFrame, titleShape, type CompositionFrame, type CompositionId, type TitleShape } from './compositions';
import { fontFileFor, fontString } from '../render/fonts';
import { declutter } from './declutter';
import { FORMATS, LayoutError, STYLE_IDS } from '../model/design';
import { cornerZone, intersects } from './frame';
import type { FrameTemplate } from './frame';
import { hashString, mulberry32, normalizeSeed, pick, range } from '../model/prng';
import type { Rng } from '../model/prng';
import { STYLES } from '../style/styles';
import { sceneParams } from '../style/scene-looks';
import { SCENE_OF_TOPIC, type TopicId } from '../model/topics';
import type { Palette, StyleSpec } from '../style/styles';
import { cleanTitle, frenchHeadline, measureRun, pickEmphasis, tokenize, typeset } from '../text/text';
import { logoBox, rotatedBounds, textInkBox } from '../render/render';
import { shapeBounds } from '../render/shapes';
import { capHeight, headlineOptions, legibleSize, MOBILE_WIDTH } from '../quality/legibility';
import { textReach } from '../model/edit';
import { placeMe } from './me-placement';
import { placeHero, type BleedSide, type HeroPlacement } from './hero-placement';

/** A subject to show: a pictogram (server/pictograms) or an image (an upload's cut-out, an AI subject). */
export type SubjectInput =
  | { kind: 'picto'; icon: string; aspect?: number }
  /**
   * `face`: where the layout aims, in the image's pixels — for a person, the face from the top of the
   * forehead to the chin when the face mesh measured it. A cut-out with a face is a person: the first
   * one is placed as the hero (hero-placement.ts). `bleed`: the sides its photo cut (a close-up).
   * `sourceFace`: that face's height in the photo's own pixels (whether 4K may enlarge it).
   */
  | { kind: 'image'; asset: string; width: number; height: number; face?: Box | null; cutout?: boolean; me?: boolean; faces?: PictureFace[]; bleed?: BleedSide[]; sourceFace?: number | null };

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
  /** What the picture is about (model/topics.ts): its scene is drawn behind the subject. */
  topic?: TopicId | null;
  /** Hints from the brief: a composition, the subject's side, colours, words drawn bigger (« gros texte »). */
  hints?: { versusMark?: boolean; composition?: CompositionId | null; side?: 'left' | 'right' | null; bigText?: boolean; noMarks?: boolean; background?: string[] | null; textColor?: string | null; accent?: string | null };
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

/**
 * The brief only nudges the palette: a matching palette wins 3 times out of 4, otherwise the seed
 * decides alone; without a brief word, the topic nudges it the same way, among the palettes that
 * suit it (`Palette.topics`): a cooking title leans to its own few grounds, a tech one to others,
 * so the picture and its scene agree and two topics in one style rarely share one colour.
 */
function choosePalette(rng: Rng, style: StyleSpec, prompt: string, topic: TopicId | null): Palette {
  const words = promptWords(prompt);
  const briefed = style.palettes.filter((p) => p.tags.some((t) => words.has(t)));
  const matching = briefed.length > 0 || !topic ? briefed : style.palettes.filter((p) => p.topics?.includes(topic));
  const roll = rng();
  return matching.length > 0 && roll < 0.75 ? pick(rng, matching) : pick(rng, style.palettes);
}

/** Lays a headline out in a region of a frame: largest size that fits, French rules, placed by the style's anchor. */
function headlineLayer(m: Measurer, written: string, style: StyleSpec, frame: FrameTemplate, region: Box, anchor: number, colors: { fill: string; stroke: string; accent: string }, sizeFactor: number, rotation: number, avoid: Box[], sizeCap = Infinity): TextLayer {
  let layer = placeHeadline(m, written, style, frame, region, anchor, colors, sizeFactor, rotation, sizeCap);
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
  const palette = withHints(choosePalette(rng, style, input.prompt, input.topic ?? null), input.hints);
  const palettedColors = input.keep?.colors ?? [...palette.colors];
  // An accent asked for (the brief's, the brand's) is made to stand out from the ground it lies on.
  const pickedAccent = input.hints?.accent ? readableAccent(input.hints.accent, palettedColors[0] ?? '#000000') : pick(rng, standingOut(palette.accents ?? style.accents, palettedColors[0] ?? '#000000'));
  const accent = input.keep?.highlight?.color ?? pickedAccent;
  const anchor = pick(rng, style.anchors);
  const [rotMin, rotMax] = style.text.rotation ?? [0, 0];
  const rotation = Math.round(range(rng, rotMin, rotMax) * 10) / 10;
  const subjects = subjectsOf(input);

  const written = cleanTitle(input.title);
  const shape = titleShape(written);
  const drawn = input.keep?.composition ?? chooseComposition(rng, shape, { composition: input.hints?.composition ?? null, side: input.hints?.side ?? null, subjects: subjects.length });
  // Without a subject, a picture-led composition would be an empty frame: the side one takes over.
  // A flag is no face nor thing to point at: the reaction's circle and arrow would mock it.
  const flagOnly = subjects[0]?.kind === 'picto' && subjects[0].icon.startsWith('flag:');
  // A close-up cut by its photo's side stands on that side of the frame, its cut at the frame's edge.
  const heroBleed = subjects.find(isPerson)?.bleed ?? [];
  const cutSide = heroBleed.includes('left') !== heroBleed.includes('right') ? (heroBleed.includes('left') ? 'left' : 'right') : null;
  const chosen: typeof drawn = cutSide && !input.hints?.side && !input.keep?.composition ? { ...drawn, side: cutSide } : drawn;
  // Two halves of a 9:16 frame leave each face half its width (a face of 39 % of 1920 px is 580 px wide): a person there takes the plain composition, the face whole.
  const lead = subjects[0];
  const splitTooNarrow = format === 'story' && (chosen.id === 'before-after' || chosen.id === 'versus') && lead !== undefined && isPerson(lead);
  const asked = splitTooNarrow ? { id: 'side' as const, side: chosen.side } : (subjects.length === 0 && (chosen.id === 'full-bleed' || chosen.id === 'reaction' || chosen.id === 'before-after')) || (flagOnly && chosen.id === 'reaction' && !input.keep?.composition) ? { ...chosen, id: 'side' as const } : chosen;
  const colors = { fill: input.hints?.textColor ?? input.keep?.fill ?? palette.ink ?? style.text.fill, stroke: input.keep?.stroke ?? palette.outline ?? style.text.stroke, accent };
  const ground = palettedColors[0] ?? '#000000';
  const args = { input, style, format, shape, written, colors, anchor, rotation, subjects, ground, headlineCap: Infinity };
  const choose = (headlineCap: number, composition: typeof chosen = asked) => {
    const scaled = { ...args, headlineCap };
    const isPlain = composition.id === 'side' && composition.side === 'right';
    const plain = isPlain ? null : layOut(m, { ...scaled, composition: { id: 'side', side: 'right' } });
    // The studio announces from the plain composition what a long title loses (title-fit.ts): when the
    // plain one cuts it, the design is the plain one, so what was announced is what is drawn.
    const plainCuts = plain?.headline.lines.some((l) => l.endsWith('…')) ?? false;
    // A tilted headline whose glow reaches the corner is set straight before the composition is given up:
    // a composition chosen for the user's pictures (two halves for two photos) keeps them all.
    const attempt = (c: typeof composition) => layOut(m, { ...scaled, composition: c }) ?? (scaled.rotation !== 0 ? layOut(m, { ...scaled, rotation: 0, composition: c }) : null);
    // A composition the brief asks for (« gros chiffre ») tries the other side before it is given up, unless the brief chose the side.
    const askedOnly = input.hints?.composition === composition.id && !input.hints.side && !input.keep?.composition;
    const laid = plainCuts ? null : (attempt(composition) ?? (askedOnly ? attempt({ ...composition, side: composition.side === 'left' ? 'right' : 'left' }) : null));
    // « gros texte » with no composition asked: the one that draws the words biggest, the seed's or the plain one.
    const biggest = input.hints?.bigText && !input.hints.composition && !input.keep?.composition && laid && plain && plain.headline.size > laid.headline.size ? plain : laid;
    // A composition that cannot keep its promises for this title (the corner, the minimum size) gives way to the plain one.
    return biggest ?? plain ?? layOut(m, { ...scaled, composition: { id: 'side', side: 'right' } });
  };
  const zone = brandZone(m, input, format);
  const placeSubjects = (laidOut: NonNullable<ReturnType<typeof choose>>) => {
    const f = sizedSubject(laidOut.frame, style, seed, subjects);
    const ink = rotatedBounds(laidOut.headline.box, laidOut.headline.rotation);
    return { frame: f, placed: subjectLayers(subjects, f, style.id, accent, faceAvoid(f, style, ink, [...laidOut.marks, ...laidOut.under.after], zone)) };
  };
  let safe = choose(Infinity);
  if (!safe) throw new LayoutError('moteur: le titre empiète sur le coin de la durée');
  let { frame, placed } = placeSubjects(safe);
  // A face that cannot be large where the composition puts it (a short bust sits low: by the duration
  // corner on the right, in the words' strap of a full-bleed) takes the left side, then the plain
  // composition's column, unless the brief or the user chose them.
  const others: Array<typeof chosen> = [];
  if (!input.hints?.side && !input.keep?.composition && safe.frame.side === 'right') others.push({ ...asked, side: 'left' });
  if (!input.hints?.composition && !input.keep?.composition && asked.id !== 'side') others.push({ id: 'side', side: input.hints?.side ?? asked.side }, { id: 'side', side: input.hints?.side ?? (asked.side === 'left' ? 'right' : 'left') });
  for (const other of others) {
    if (!placed.short) break;
    const instead = choose(Infinity, other);
    const there = instead ? placeSubjects(instead) : null;
    if (instead && there && !there.placed.short) {
      safe = instead;
      ({ frame, placed } = there);
    }
  }
  // The creator's face is a floor: when even without the decorations it does not fit, the headline
  // shrinks, step by step, down to what a phone can still read.
  for (let step = 0; step < 6 && placed.short; step++) {
    const smaller = choose(Math.floor(safe.headline.size * 0.9));
    if (!smaller || smaller.headline.size >= safe.headline.size || smaller.headline.size < legibleSize(m, smaller.headline.font.family, smaller.frame.width)) break;
    const again = placeSubjects(smaller);
    safe = smaller;
    ({ frame, placed } = again);
  }
  const dropped = placed.drop;
  const headline = safe.headline;
  const marks = safe.marks.filter((l) => !dropped.has(l.id));
  const under = { before: safe.under.before, after: safe.under.after.filter((l) => !dropped.has(l.id)) };
  const reactionAt = (layers: Layer[]): Box | undefined => {
    const s = layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
    return s?.face ?? undefined;
  };

  const styleBg = style.background({ rng, palette: { ...palette, colors: palettedColors }, accent, frame });
  // A picture behind the words is veiled enough for the headline's contrast (a screenshot is busy).
  const background: Background = input.background
    ? { kind: 'image', asset: input.background.asset, crop: { x: 0, y: 0, w: 1, h: 1 }, colors: palettedColors.slice(0, 6), dim: input.keep?.dim ?? 0.4, faces: input.background.faces ?? [] }
    : { ...styleBg, colors: palettedColors.length > 0 ? palettedColors : styleBg.colors };
  const topic = input.topic ? { id: input.topic, scene: SCENE_OF_TOPIC[input.topic] } : undefined;
  if (topic && background.kind === 'procedural') {
    // Its own seeded draw: adding a scene changes nothing else the seed chose.
    const sceneRng = mulberry32(hashString(`${seed}:scene`));
    const variant = sceneRng();
    // The scene's nearness, from the same draw: the first value stays the variant it always was.
    const lift = sceneRng() * 2 - 1;
    const subjectBox = frame.subjects[0] ?? frame.subject;
    const subjectSide = subjectBox.x + subjectBox.w / 2 < frame.width / 2 ? 'left' : 'right';
    const scene = sceneParams({ id: topic.scene, style: style.id, colors: background.colors, accent, headline: rotatedBounds(headline.box, headline.rotation), width: frame.width, height: frame.height, subjectSide, variant, lift, asked: Boolean(input.hints?.background?.length) });
    background.params = { ...background.params, scene };
  }

  const inkBox = rotatedBounds(headline.box, headline.rotation);
  const scene = { rng, palette, accent, frame, headline: inkBox, subject: frame.subjects[0] ?? frame.subject, hasSubjectImage: subjects.length > 0, hasPerson: subjects.some(isPerson), composition: frame.id, tag: input.tag ? cleanTitle(input.tag).slice(0, 40) : undefined };
  const layers: Layer[] = [...under.before, ...style.under(scene), ...under.after];
  layers.push(...placed.layers);
  // The full-bleed strap lies over the picture, under the words.
  layers.push(...safe.overSubject);
  // In the split compositions the words lie low, where a « Moi » bust runs to the frame's edge: the
  // veil keeps them off the clothes (an unoutlined headline read poorly over a bright jacket).
  // In a tall or square frame a person's head and hair run up under the words above the face: veiled the same way.
  const bustUnderWords = (frame.id === 'before-after' || frame.id === 'versus' || frame.width <= frame.height * 1.2) && layers.some((l) => l.type === 'image' && (l.me || (l.cutout && l.face !== null)) && intersects(l.box, inkBox));
  if (input.keep?.veil || bustUnderWords) layers.push(veilBehind(headline, frame.width, colorIsLight(headline.fill)));
  layers.push(headline);
  layers.push(...marks);
  layers.push(...style.over(scene));
  if (frame.id === 'reaction' && subjects.length > 0) layers.push(...reactionMarks(frame, inkBox, accent, input.reaction ?? null, reactionAt(layers)));
  dropArrowsThroughWords(layers);
  // A brief that refused arrows and circles gets none, whichever style or composition would add them.
  const noMarks = input.hints?.noMarks === true;
  if (noMarks) layers.splice(0, layers.length, ...layers.filter((l) => !isMark(l)));
  if (input.logo) layers.push(logoLayer(input.logo, format));
  else if (input.channel?.text.trim()) layers.push(...channelTag(m, input.channel, format).layers);
  const design: Design = { version: 2, format, width: frame.width, height: frame.height, style: input.style, seed, composition: { id: frame.id, side: frame.side }, ...(topic ? { topic } : {}), ...(noMarks ? { noMarks: true as const } : {}), background, layers };
  if (input.keep?.decluttered) {
    const cleared = declutter(layers, background);
    return { ...design, background: cleared.background, layers: cleared.layers };
  }
  return design;
}

/**
 * A pictogram in the plain composition at the size the seed gives it (StyleSpec.subjectSizes): a
 * smaller one stands low in its place, a bigger one grows away from the words, past the frame's
 * outer and bottom edges, as a close-up. Its own seeded draw, so nothing else the seed chose moves;
 * photographs and other compositions keep their box.
 */
function sizedSubject(frame: CompositionFrame, style: StyleSpec, seed: number, subjects: SubjectInput[]): CompositionFrame {
  const sizes = style.subjectSizes;
  const box = frame.subjects[0];
  if (!sizes || !box || frame.id !== 'side' || frame.width <= frame.height || subjects.length !== 1 || subjects[0]?.kind !== 'picto') return frame;
  const k = pick(mulberry32(hashString(`${seed}:subject`)), sizes);
  if (k === 1) return frame;
  const w = Math.round(box.w * k);
  const h = Math.round(box.h * k);
  const right = frame.side === 'right';
  const sized = k < 1 ? { x: Math.round(box.x + (box.w - w) / 2), y: box.y + box.h - h, w, h } : { x: right ? box.x : box.x + box.w - w, y: box.y, w, h };
  return { ...frame, subject: sized, subjects: [sized] };
}

/** The marks a creator calls « flèche » or « cercle »: any arrow, and the red circle around the subject. */
export function isMark(l: Layer): boolean {
  return l.type === 'shape' && (l.shape === 'arrow' || l.id === 'cercle');
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
/**
 * « gros texte »: the style's largest headline size times this, and the words' share of the frame
 * widened (the subject takes what is left). Measured on five titles of two to nine words, six
 * styles, two seeds: 59 headlines of 60 grew, by 5 % to 61 % (the other was already as big as its
 * full-bleed strap allows); the share alone left short titles at the style's cap, the factor alone
 * left long ones at their area's width.
 */
export const BIG_TEXT_FACTOR = 1.3;
const BIG_TEXT_SHARE = 0.1;
const BIG_TEXT_SHARE_MAX = 0.74;

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
  /** The headline's largest size, lowered when the creator's face needs its room (hero-placement.ts). */
  headlineCap: number;
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
  // A figure wider than the outer column (« 10 », « 50 % ») takes the top of the text column; a short
  // one keeps the 180 px column it was tuned with (the typesetter fits a digit there at about 280 px).
  const measured = figure ? measureFigure(m, style.font.family, figure.figure, figureSize) : 0;
  const figureWidth = measured > FRAMES_WIDE_FIGURE * FORMATS[format].width ? measured : 0;
  const zone = brandZone(m, a.input, format);
  // « gros texte » gives the words a wider share of the frame, the subject what is left.
  const share = a.input.hints?.bigText ? Math.min(BIG_TEXT_SHARE_MAX, style.headlineShare + BIG_TEXT_SHARE) : style.headlineShare;
  const frame = markBesidePerson(clearOfBrand(compositionFrame(format, id, composition.side, share, figureWidth, a.input.hints?.bigText === true), zone), a.subjects);
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
  // Over a person in a tall or square frame, the words go to the top of their band: the face takes the rest.
  const anchor = !wide && a.subjects.some(isPerson) ? 0 : id === 'full-bleed' || id === 'versus' || id === 'before-after' ? 0.85 : a.anchor;
  // Full-bleed text lies on the picture by design; the split ones have the bottom band to themselves.
  const avoid = id === 'full-bleed' || id === 'versus' || id === 'before-after' ? [] : frame.subjects;
  let headline = headlineLayer(m, words, style, frame, region, anchor, a.colors, a.input.keep?.sizeFactor ?? (a.input.hints?.bigText ? BIG_TEXT_FACTOR : 1), a.rotation, avoid, a.headlineCap);
  if (a.input.keep?.highlight) headline = { ...headline, highlight: a.input.keep.highlight };
  if (a.input.hints?.bigText) headline = { ...headline, big: true };
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
/** compositions.ts lays a figure wider than this share of the frame along the top of the text column. */
const FRAMES_WIDE_FIGURE = 0.3;

function measureFigure(m: Measurer, family: FontFamily, figure: string, size: number): number {
  const text = frenchHeadline(figure);
  // measureRun reads with the measurer's current font: set it, or the figure is measured at whatever size was set last.
  m.font = fontString(family, size);
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

/**
 * The marks of a composition around a person (« Moi », a photo of someone): the face takes the
 * subject's place, so what sat there moves. The « ? » stands astride the subject's inner edge, between
 * the words and the face, smaller (on the outer top corner it took the face's place). The « TOP »
 * rank goes above the words, at the top of their column (on the subject's upper corner it pushed the
 * face down into the duration corner), and the words start under it.
 */
function markBesidePerson(frame: CompositionFrame, subjects: readonly SubjectInput[]): CompositionFrame {
  const lead = subjects[0];
  const box = frame.subjects[0];
  if (!frame.mark || !box || !lead || !isPerson(lead) || frame.width <= frame.height) return frame;
  if (frame.id === 'question') {
    const w = Math.round(frame.mark.w * 0.64);
    const h = Math.round(frame.mark.h * 0.64);
    const x = frame.side === 'right' ? box.x - Math.round(w * 0.45) : box.x + box.w - Math.round(w * 0.55);
    return { ...frame, mark: { x, y: frame.mark.y, w, h } };
  }
  if (frame.id === 'top-list') {
    const side = Math.round(frame.mark.w * 0.75);
    const mark = { x: frame.headline.x - Math.round(side * 0.08), y: Math.round(frame.margin * 0.3), w: side, h: side };
    const below = mark.y + mark.h + 8;
    return { ...frame, mark, headline: { ...frame.headline, y: below, h: frame.headline.y + frame.headline.h - below } };
  }
  return frame;
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
  // The rival half stops at the headline's band: words across the seam were dark on the rival colour.
  const band = frame.headline;
  const below = band.y + band.h / 2 > H / 2;
  const y0 = below ? -40 : Math.round(band.y + band.h + 12);
  const y1 = below ? Math.round(band.y - 12) : H + 40;
  return [
    { type: 'shape', id: 'moitie-droite', shape: 'badge', x: x - 60, y: y0, w: frame.width - x + 200, h: y1 - y0, radius: 0, rotation: 0, skew: 0.12, fill: rival, stroke: '#FFFFFF', lineWidth: 12, opacity: 1 },
  ];
}

/** « VS » in a black disc at the seam, in the accent when it shows on black (Minimaliste's black accent was black on black), else white. */
function versusBadge(style: StyleSpec, box: Box, accent: string): Layer[] {
  const r = Math.round(Math.min(box.w, box.h) / 2);
  const x = Math.round(box.x + box.w / 2);
  const y = Math.round(box.y + box.h / 2);
  const size = Math.round(r * 0.95);
  const letters = contrastRatio(colorLuminance(accent), colorLuminance('#111111')) >= 3 ? accent : '#FFFFFF';
  return [
    { type: 'shape', id: 'disque-vs', shape: 'circle', x, y, r, fill: '#111111', stroke: '#FFFFFF', lineWidth: 10, opacity: 1 },
    tagText('vs', 'VS', style.font.family, size, x, y + Math.round(size * 0.36), letters, { x: x - r, y: y - r, w: 2 * r, h: 2 * r }, -6),
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

/** Above this share of the frame's height, a person's face is drawn without the reaction's circle and arrow. */
const BIG_FACE_SHARE = 0.42;

/** The reaction: a circle on the subject, an arrow from the words to it, and a reacting face. */
function reactionMarks(frame: CompositionFrame, ink: Box, accent: string, reaction: string | null, face?: Box): Layer[] {
  const s = frame.subjects[0] ?? frame.subject;
  // Around the face when there is one (a person's photo), else around the subject.
  const r = Math.round(face ? Math.max(face.w, face.h) * 0.85 : Math.min(s.w, s.h) * 0.42);
  const x = Math.round(face ? face.x + face.w / 2 : s.x + s.w / 2);
  const y = Math.round(face ? face.y + face.h / 2 : s.y + s.h * 0.55);
  const red = '#E10600';
  // A face that fills the frame's height needs no circle to be seen: ringed, it ran off the frame on every side.
  const bigFace = face !== undefined && face.h > frame.height * BIG_FACE_SHARE;
  const layers: Layer[] = bigFace ? [] : [{ type: 'shape', id: 'cercle', shape: 'circle', x, y, r, fill: null, stroke: red, lineWidth: 14, opacity: 1 }];
  const right = frame.side === 'right';
  const from = { x: Math.round(right ? Math.min(ink.x + ink.w + 20, x - r - 90) : Math.max(ink.x - 20, x + r + 90)), y: Math.round(Math.min(ink.y + ink.h + 40, frame.height * 0.78)) };
  const a = Math.atan2(from.y - y, from.x - x);
  const to = { x: Math.round(x + Math.cos(a) * (r + 18)), y: Math.round(y + Math.sin(a) * (r + 18)) };
  if (!bigFace && Math.hypot(to.x - from.x, to.y - from.y) > 80 && !intersects({ x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), w: Math.abs(to.x - from.x), h: Math.abs(to.y - from.y) }, { ...ink, y: ink.y, h: ink.h - 10 })) {
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

/** What a person's face stays off: `hard` always; `soft` (decorations) only while the face still fits without their room. */
interface FaceAvoid {
  ink: Box;
  hard: Box[];
  soft: Array<{ ids: string[]; box: Box }>;
}

/** Decorations that give their room to the creator's face: the « ? » and the « VS » disc. The words, a giant figure and the « TOP » rank are the title's. */
const DECORATION_IDS = new Set(['point-interrogation', 'disque-vs', 'vs']);

/**
 * What a person's face must stay off: the headline's ink (with a little air), Actualité's « ACTU »
 * label above it, the other words (a tag, the giant figure, the « TOP » rank), the brand's corner,
 * the composition's decorations and YouTube's duration corner.
 */
function faceAvoid(frame: CompositionFrame, style: StyleSpec, ink: Box, marks: Layer[], brand: Box | null): FaceAvoid {
  const air = 12;
  const hard: Box[] = [{ x: ink.x - air, y: ink.y - air, w: ink.w + 2 * air, h: ink.h + 2 * air }, cornerZone(frame.width, frame.height)];
  if (brand) hard.push(brand);
  if (style.id === 'actu') {
    const label = Math.round(110 * frame.textScale);
    hard.push({ x: ink.x - 30, y: ink.y - label - air, w: Math.max(ink.w, 260), h: label + air });
    // Its band and red strap under the words (styles.ts): the face stays off them too.
    const pad = Math.round(ink.h * 0.12) + 12;
    hard.push({ x: ink.x - pad, y: ink.y - pad, w: ink.w + 2 * pad, h: ink.h + 2 * pad + Math.max(10, Math.round(frame.height * 0.018)) });
  }
  const soft: FaceAvoid['soft'] = [];
  for (const l of marks) {
    if (l.type !== 'text' && l.type !== 'shape') continue;
    if (DECORATION_IDS.has(l.id)) soft.push({ ids: [l.id], box: layerBoxOf(l) });
    else hard.push(layerBoxOf(l));
  }
  // The composition's mark place: a decoration's (the « ? », the « VS ») gives way, a figure's or a rank's does not.
  if (frame.mark) {
    if (frame.id === 'question' || frame.id === 'versus') soft.push({ ids: [...DECORATION_IDS], box: frame.mark });
    else hard.push(frame.mark);
  }
  return { ink, hard, soft };
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

/** A photographed person: a cut-out with a face (the layout aims at the face). */
function isPerson(s: SubjectInput): s is Extract<SubjectInput, { kind: 'image' }> & { face: Box } {
  return s.kind === 'image' && s.cutout !== false && Boolean(s.face) && s.face!.w > 0 && s.face!.h > 0;
}

/**
 * Where a hero's face may be for a subject's box: in a wide frame the box's column, top to bottom (the
 * face avoids the words itself); in a tall or square frame, under the headline, across the frame (or
 * the box's half in a split composition).
 */
function heroRegion(frame: CompositionFrame, box: Box, ink: Box): Box {
  if (frame.width > frame.height * 1.2) return { x: box.x, y: 0, w: box.w, h: frame.height };
  const split = frame.id === 'versus' || frame.id === 'before-after';
  const top = Math.round(ink.y + ink.h + 12);
  const x = split ? box.x : frame.margin;
  return { x, y: top, w: split ? box.w : frame.width - 2 * frame.margin, h: frame.height - top };
}

const aired = (b: Box, air: number): Box => ({ x: b.x - air, y: b.y - air, w: b.w + 2 * air, h: b.h + 2 * air });

function overlapArea(a: Box, b: Box): number {
  return Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
}

/**
 * Subject layers in the composition's boxes: pictograms centred, images (cut-outs) standing on the
 * box's bottom, and the first photographed person as the hero (hero-placement.ts). `short`: that
 * person's face could not reach its floor without the headline's room; `drop`: the decorations that
 * gave the face their room.
 */
function subjectLayers(subjects: SubjectInput[], frame: CompositionFrame, style: StyleId, accent: string, avoid: FaceAvoid): { layers: Layer[]; short: boolean; drop: Set<string> } {
  const look = SUBJECT_LOOK[style];
  const boxes = frame.subjects;
  const out: Layer[] = [];
  const drop = new Set<string>();
  let short = false;
  const hero = subjects.find(isPerson);
  const faces: Box[] = [];
  const placeHeroLayer = (subject: Extract<SubjectInput, { kind: 'image' }> & { face: Box }, box: Box, id: string, outline: ImageLayer['outline'], glow: ImageLayer['glow']): ImageLayer | null => {
    const single = boxes.length === 1;
    const outer = box.x + box.w / 2 > frame.width / 2 ? 'right' : 'left';
    // In the split compositions the words lie across the bottom: a short bust may stop under them.
    const split = frame.id === 'versus' || frame.id === 'before-after';
    const reach = split && frame.width > frame.height * 1.2 ? Math.min(frame.height, Math.round(avoid.ink.y + avoid.ink.h * 0.4)) : frame.height;
    const args = { size: subject, face: subject.face, bleed: subject.bleed ?? [], region: heroRegion(frame, box, avoid.ink), frame, outer: single ? outer : null, reach } as const;
    let at: HeroPlacement | null = placeHero({ ...args, avoid: [...avoid.hard, ...avoid.soft.map((x) => x.box)] });
    if (!at) {
      // The decorations go first: the face takes their room and they are left out.
      at = placeHero({ ...args, avoid: avoid.hard });
      if (at) for (const x of avoid.soft) if (intersects(aired(at.face, 8), x.box)) x.ids.forEach((i) => drop.add(i));
    }
    if (!at) {
      short = true;
      at = placeHero({ ...args, avoid: avoid.hard, floor: 0.2 });
    }
    if (!at) return null;
    faces.push(at.face);
    return { type: 'image', id, role: 'subject', asset: subject.asset, box: at.box, cutout: true, outline, glow, face: at.face, faces: subject.me ? [] : (subject.faces ?? []), opacity: 1, me: subject.me === true, bleed: subject.bleed ?? [], sourceFace: subject.sourceFace ?? null };
  };
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
        { type: 'image', id, role: 'subject', asset: subject.asset, box: at, cutout: false, outline: null, glow: null, face: null, faces: subject.faces ?? [], opacity: 1, me: false, bleed: [], sourceFace: null },
      ];
    }
    const single = boxes.length === 1;
    const outline = style === 'mini' ? null : { color: '#FFFFFF', width: 8 };
    const glow = style === 'gaming' ? { color: accent, blur: 30 } : { color: 'rgba(0,0,0,0.5)', blur: 24 };
    // The first person is the hero (a before/after shows that same person twice: both halves are).
    if (subject === hero && isPerson(subject)) {
      const layer = placeHeroLayer(subject, box, id, outline, glow);
      if (layer) return [layer];
    }
    if (subject.me && subject.face) {
      // Another « Moi » (never the case today) is placed by its face (me-placement.ts): off the words, the marks and the corner.
      const outer = box.x + box.w / 2 > frame.width / 2 ? 'right' : 'left';
      const at = placeMe({ size: subject, face: subject.face, box, frame, avoid: [...avoid.hard, ...avoid.soft.map((x) => x.box), ...faces.map((f) => aired(f, 12))], outer: single ? outer : null });
      // « Moi » is the user's own face already: nothing there for Face Swap to replace.
      if (at) return [{ type: 'image', id, role: 'subject', asset: subject.asset, box: at.box, cutout: true, outline, glow, face: at.face, faces: [], opacity: 1, me: true, bleed: subject.bleed ?? [], sourceFace: subject.sourceFace ?? null }];
    }
    return [imageSubject(subject, box, id, outline, glow, single && frame.width > frame.height * 1.5 ? frame.side : null)];
  };
  if (frame.id === 'before-after' && boxes.length === 2 && subjects[0]) {
    out.push(...place(subjects[0], boxes[0]!, 'sujet-avant', subjects.length < 2));
    out.push(...place(subjects[1] ?? subjects[0], boxes[1]!, 'sujet', false));
    return { layers: out, short, drop };
  }
  if (boxes.length === 1 && subjects.length >= 2 && subjects[1]) {
    // Two subjects in a one-subject composition (« Moi » and the brief's object, two of the user's
    // pictures for a title too long for the two halves): the first in the subject's whole place, the
    // second in front of it, lower, on the text's side — smaller where it would cover the face.
    const box = boxes[0]!;
    const innerW = box.w * 0.46;
    const innerH = box.h * 0.62;
    const textOnLeft = frame.side === 'right';
    // A face leads (it is what gets the click); the thing goes in front of it.
    const faced = subjects.findIndex((x) => x.kind === 'image' && x.face);
    const [lead, companion] = faced === 1 ? [subjects[1], subjects[0]!] : [subjects[0]!, subjects[1]];
    out.push(...place(lead, box, 'sujet', false));
    // The subject shrinks before the face does: low on the words' side, then on the outer side, down to
    // half its size, until it leaves the face clear. A pictogram that finds no such place is left out;
    // the user's own picture never is: it takes the place that covers the face least.
    const tries: Array<{ drawn: Layer[]; covered: number }> = [];
    for (let k = 1; k >= 0.5 - 1e-9; k -= 0.1) {
      const w = innerW * k;
      const h = innerH * k;
      for (const onWordsSide of [true, false]) {
        const left = textOnLeft === onWordsSide;
        const second = { x: left ? box.x : box.x + box.w - w, y: box.y + box.h - h, w, h };
        const drawn = place(companion, second, 'sujet-2', false);
        const covered = drawn.reduce((sum, l) => sum + faces.reduce((a, f) => a + overlapArea(aired(f, 8), l.type === 'picto' || l.type === 'image' ? l.box : second), 0), 0);
        tries.push({ drawn, covered });
        if (covered === 0) break;
      }
      if (tries.at(-1)!.covered === 0) break;
    }
    const best = tries.find((t) => t.covered === 0) ?? (companion.kind === 'image' ? [...tries].sort((a, b) => a.covered - b.covered)[0] : undefined);
    if (best) out.push(...best.drawn);
    return { layers: out, short, drop };
  }
  subjects.slice(0, boxes.length).forEach((subject, i) => out.push(...place(subject, boxes[i]!, i === 0 ? 'sujet' : `sujet-${i + 1}`, false)));
  return { layers: out, short, drop };
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
  return { type: 'image', id, role: 'subject', asset: subject.asset, box: placed, cutout, outline: cutout ? outline : { color: '#FFFFFF', width: 0 }, glow: cutout ? glow : null, face, faces: subject.faces ?? [], opacity: 1, me: subject.me === true, bleed: subject.bleed ?? [], sourceFace: subject.sourceFace ?? null };
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

/**
 * The accents that stand out from the ground, by hue and by lightness (ΔE2000 ≥ 30 and a contrast
 * ratio ≥ 2): a red highlight on a red ground, or on a blue one as dark as it, reads as a smudge
 * held only by its outline. When none does, those apart by hue, or all.
 */
export function standingOut(accents: readonly string[], ground: string): readonly string[] {
  const g = rgbToLab(...hexToRgb(ground));
  const lum = colorLuminance(ground);
  const contrast = (a: string) => contrastRatio(colorLuminance(a), lum);
  const hueApart = accents.filter((a) => deltaE2000(rgbToLab(...hexToRgb(a)), g) >= 30);
  const apart = hueApart.filter((a) => contrast(a) >= 2);
  return apart.length > 0 ? apart : hueApart.length > 0 ? hueApart : accents;
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
