import { z } from 'zod';

/**
 * The design document of a thumbnail: everything needed to draw it again, layer by layer, in the
 * browser (preview, editing) and on the server (final files). Stored as JSON on the thumbnail row.
 *
 * Versioned: `parseDesign` reads every version ever saved and returns the current one, so a design
 * saved years ago still opens. A change to this schema that old JSON would not satisfy needs a new
 * version number and an upgrade step in `upgrade()` below.
 */
export const DESIGN_VERSION = 2;

import { STYLE_IDS, type StyleId } from './style-ids';
import { COMPOSITION_IDS } from './composition-ids';
import { SCENE_IDS, TOPIC_IDS } from './topics';

export { STYLE_IDS, type StyleId };

/** Output frames. 4K is the `hd` design drawn at scale 3 (vector layers stay sharp). */
export const FORMATS = {
  hd: { width: 1280, height: 720, label: 'YouTube 16:9' },
  story: { width: 1080, height: 1920, label: 'Shorts / TikTok 9:16' },
  square: { width: 1080, height: 1080, label: 'Instagram 1:1' },
} as const;
export type FormatId = keyof typeof FORMATS;
export const FORMAT_IDS = Object.keys(FORMATS) as FormatId[];

/** Fonts a design may name: the curated set shipped with the product (see fonts.ts). */
export const FONT_FAMILIES = ['Anton', 'Oswald', 'Montserrat', 'Fredoka', 'Russo One', 'Archivo Black', 'Inter'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

const MAX_COORD = 20_000;
const coord = z.number().finite().min(-MAX_COORD).max(MAX_COORD);
const length = z.number().finite().min(0).max(MAX_COORD);
const unit = z.number().finite().min(0).max(1);
/** #RRGGBB, or rgba() for translucent effects. */
export const Color = z.string().regex(/^(#[0-9a-fA-F]{6}|rgba\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*(0|1|0?\.\d+)\s*\))$/, 'couleur invalide');
export const Box = z.object({ x: coord, y: coord, w: length, h: length });
export type Box = z.infer<typeof Box>;
const Point = z.object({ x: coord, y: coord });
/**
 * A photographed face in a picture (an uploaded photo, an AI picture), as found when the design was
 * made: its box in shares of the picture's own size (so moving or resizing the layer leaves it
 * right), and its head angles in degrees when the detector measured them. Face Swap reads these to
 * refuse before charging (no face, which face, a profile too steep).
 */
export const PictureFace = z.object({
  x: unit,
  y: unit,
  w: unit,
  h: unit,
  yaw: z.number().min(-180).max(180).nullable().default(null),
  pitch: z.number().min(-180).max(180).nullable().default(null),
});
export type PictureFace = z.infer<typeof PictureFace>;
/** Faces of one picture, largest first. Absent in designs made before Face Swap: none known. */
const PictureFaces = z.array(PictureFace).max(12).default([]);

/** Stored image (AI background, subject, logo): a uuid, resolved per owner by the host. */
export const AssetId = z.uuid();
const LayerId = z.string().regex(/^[a-z0-9-]{1,40}$/);

/** Blur and offsets are bounded: a huge blur would make one render take seconds. */
export const Shadow = z.object({ color: Color, blur: z.number().min(0).max(200), dx: z.number().min(-200).max(200), dy: z.number().min(-200).max(200) });

export const Background = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('procedural'),
    /** Drawing recipe (backgrounds.ts); unknown recipes fall back to a gradient of `colors`. */
    recipe: z.string().regex(/^[a-z-]{1,24}$/),
    colors: z.array(Color).min(1).max(6),
    /** Recipe parameters, all resolved at layout time (positions, angles, opacities). */
    params: z.record(z.string(), z.unknown()).default({}),
  }),
  z.object({
    kind: z.literal('image'),
    asset: AssetId,
    /** Part of the source image shown, as fractions of its size (cover-fitted to the frame). */
    crop: z.object({ x: unit, y: unit, w: unit.refine((v) => v > 0), h: unit.refine((v) => v > 0) }).default({ x: 0, y: 0, w: 1, h: 1 }),
    /** Fallback colour drawn first (and the colour the legibility score assumes if the image is missing). */
    colors: z.array(Color).min(1).max(6),
    /** Darkening over the image, 0..0.8: « Améliorer » raises it when the headline lacks contrast. */
    dim: z.number().min(0).max(0.8).default(0),
    faces: PictureFaces,
  }),
]);
export type Background = z.infer<typeof Background>;

export const TextLayer = z.object({
  type: z.literal('text'),
  id: LayerId,
  /** `number`: the giant figure of a « big number » composition (« 7 », « 100 000 F »), cut from the title. */
  role: z.enum(['headline', 'tag', 'strap', 'number']),
  /** The words as written by the user (before case and French spacing). */
  text: z.string().max(400),
  case: z.enum(['upper', 'asis']).default('upper'),
  font: z.object({ family: z.enum(FONT_FAMILIES), weight: z.number().int().min(100).max(900) }),
  size: z.number().finite().min(4).max(2000),
  /** When present, the text is fitted to this box at the largest size in [minSize, maxSize]. */
  fit: z.object({ box: Box, minSize: z.number().min(4).max(2000), maxSize: z.number().min(4).max(2000), maxLines: z.number().int().min(1).max(4) }).nullable().default(null),
  /** Typeset lines (French spacing applied); drawn as is. */
  lines: z.array(z.string().max(400)).max(6),
  align: z.enum(['left', 'center', 'right']).default('left'),
  /** Anchor of the block: x per `align`, y = first baseline. */
  x: coord,
  y: coord,
  lineHeight: length,
  fill: Color,
  stroke: z.object({ color: Color, width: length }).nullable().default(null),
  shadow: Shadow.nullable().default(null),
  /** Words drawn in a second colour (numbers, superlatives, the key noun). */
  highlight: z.object({ words: z.array(z.string().max(60)).max(6), color: Color }),
  /** Degrees, around the centre of `box`. */
  rotation: z.number().min(-45).max(45).default(0),
  /** Ink bounds before rotation, stroke included. */
  box: Box,
  /** The brief asked for big words (« gros texte »): the other formats and styles draw them big as well. Absent otherwise. */
  big: z.literal(true).optional(),
});
export type TextLayer = z.infer<typeof TextLayer>;

export const ImageLayer = z.object({
  type: z.literal('image'),
  id: LayerId,
  role: z.enum(['subject', 'decor']).default('subject'),
  asset: AssetId,
  box: Box,
  /** The asset has a transparent background (cut out): outline and glow follow its silhouette. */
  cutout: z.boolean().default(false),
  outline: z.object({ color: Color, width: z.number().min(0).max(60) }).nullable().default(null),
  glow: z.object({ color: Color, blur: z.number().min(0).max(200) }).nullable().default(null),
  /** Where a face is, in frame coordinates, when one was detected. */
  face: Box.nullable().default(null),
  /** Every photographed face of the picture (Face Swap); `face` above stays the one the layout aims at. */
  faces: PictureFaces,
  opacity: unit.default(1),
  /**
   * A « Moi » subject: a cut-out of the user's own DigitalMe. The editor labels it, FaceSwap and later
   * edits know the face is already the user's. Absent (false) in every design saved before DigitalMe.
   */
  me: z.boolean().default(false),
  /**
   * The picture's sides its photo cut (a close-up: no shoulders, hair cut flat): they are kept at the
   * frame's edges when the design is laid out again. Empty for a whole subject and in older designs.
   */
  bleed: z.array(z.enum(['left', 'top', 'right'])).max(3).default([]),
  /**
   * For a photographed person: the face's height (forehead to chin) in its photo's own pixels. 4K is
   * offered only when it enlarges that face at most 4 times (quality/photo-size.ts). Null otherwise.
   */
  sourceFace: z.number().positive().max(100_000).nullable().default(null),
});
export type ImageLayer = z.infer<typeof ImageLayer>;

export const LogoLayer = z.object({
  type: z.literal('logo'),
  id: LayerId,
  asset: AssetId,
  /** Never bottom-right: YouTube draws the video's duration there. */
  corner: z.enum(['top-left', 'top-right', 'bottom-left']),
  /** Width as a share of the frame width. */
  size: z.number().min(0.04).max(0.3),
  opacity: unit.default(1),
  margin: length.default(32),
  /** Width / height of the asset, so the box is known without loading it. */
  aspect: z.number().min(0.1).max(10).default(1),
});
export type LogoLayer = z.infer<typeof LogoLayer>;

/** A pictogram name: `set:name` (server/pictograms resolves it to an SVG shipped in an npm package). */
export const PictogramName = z.string().regex(/^[a-z]+:[a-z0-9-]{1,64}$/);

/**
 * A pictogram subject or decoration (a dish, a phone, a flag, a person with an expression): vector,
 * so it stays sharp at 4K. Contained in its box, bottom-centred; outline and glow follow its shape.
 */
export const PictoLayer = z.object({
  type: z.literal('picto'),
  id: LayerId,
  role: z.enum(['subject', 'decor']).default('subject'),
  icon: PictogramName,
  box: Box,
  rotation: z.number().min(-45).max(45).default(0),
  outline: z.object({ color: Color, width: z.number().min(0).max(60) }).nullable().default(null),
  glow: z.object({ color: Color, blur: z.number().min(0).max(200) }).nullable().default(null),
  /** Drawn faded and without colour (the « avant » side of a before/after). */
  muted: z.boolean().default(false),
  opacity: unit.default(1),
});
export type PictoLayer = z.infer<typeof PictoLayer>;

/** The key under which a host holds a pictogram's loaded image (beside asset ids). */
export function pictoKey(icon: string): string {
  return `picto:${icon}`;
}

const paint = { fill: Color.nullable().default(null), stroke: Color.nullable().default(null), lineWidth: length.default(4), opacity: unit.default(1) };
export const ShapeLayer = z.discriminatedUnion('shape', [
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('arrow'), from: Point, to: Point, width: length, color: Color, outline: Color.nullable().default(null), opacity: unit.default(1) }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('circle'), x: coord, y: coord, r: length, ...paint }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('underline'), x: coord, y: coord, w: length, thickness: z.number().min(1).max(200), color: Color, wave: z.boolean().default(false), opacity: unit.default(1) }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('badge'), x: coord, y: coord, w: length, h: length, radius: length.default(0), rotation: z.number().min(-45).max(45).default(0), skew: z.number().min(-0.5).max(0.5).default(0), ...paint }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('polygon'), x: coord, y: coord, r: length, sides: z.number().int().min(3).max(12), rotation: z.number().finite(), cornerRadius: length.default(0), ...paint }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('glow'), x: coord, y: coord, r: length, color: Color, opacity: unit.default(1) }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('orb'), x: coord, y: coord, r: length, colors: z.array(Color).length(3) }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('ring'), x: coord, y: coord, r: length, lineWidth: length, color: Color, opacity: unit.default(1) }),
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('rays'), x: coord, y: coord, r0: length, r1: length, rays: z.number().int().min(3).max(64), rotation: z.number().finite(), color: Color, opacity: unit.default(1) }),
  /** A vertical gradient band behind text (« Améliorer » adds one when contrast is low). */
  z.object({ type: z.literal('shape'), id: LayerId, shape: z.literal('scrim'), x: coord, y: coord, w: length, h: length, color: Color, opacity: unit.default(0.6) }),
]);
export type ShapeLayer = z.infer<typeof ShapeLayer>;

export const Layer = z.union([TextLayer, ImageLayer, PictoLayer, LogoLayer, ShapeLayer]);
export type Layer = z.infer<typeof Layer>;

export const Design = z
  .object({
    version: z.literal(DESIGN_VERSION),
    format: z.enum(FORMAT_IDS as [FormatId, ...FormatId[]]),
    width: z.number().int(),
    height: z.number().int(),
    style: z.enum(STYLE_IDS),
    seed: z.number().int().min(0).max(0xffffffff),
    /** How it was composed (compositions.ts), so the 9:16 and 1:1 versions are laid out the same way. Absent in designs saved before compositions. */
    composition: z.object({ id: z.enum(COMPOSITION_IDS), side: z.enum(['left', 'right']) }).optional(),
    /** What the picture is about and the scene drawn behind its subject (topics.ts). Absent in designs made before scenes. */
    topic: z.object({ id: z.enum(TOPIC_IDS), scene: z.enum(SCENE_IDS) }).optional(),
    /** The brief refused arrows and circles (« sans flèche »): no format or restyle draws them. Absent otherwise. */
    noMarks: z.literal(true).optional(),
    background: Background,
    /** Drawn in order, after the background. */
    layers: z.array(Layer).max(60),
    /** Layers the user hid in the editor (kept, not drawn). Absent in designs never edited. */
    hidden: z.array(LayerId).max(60).optional(),
  })
  .refine((d) => d.width === FORMATS[d.format].width && d.height === FORMATS[d.format].height, { message: 'taille incohérente avec le format' });
export type Design = z.infer<typeof Design>;

export class DesignError extends Error {}

/**
 * The engine cannot lay a design out (layout.ts): no composition places its title outside the
 * duration corner. Thrown by layoutDesign; an edit that needs a new layout (another style) turns it
 * into a refusal with a French reason instead of a crash.
 */
export class LayoutError extends Error {}

/** Reads a stored design of any version; throws DesignError (with the zod detail) if it is not one. */
export function parseDesign(json: unknown): Design {
  let upgraded: unknown;
  try {
    upgraded = upgrade(json);
  } catch (e) {
    // A truncated old design (no headline, no background…) must not escape as a TypeError.
    throw new DesignError(`design invalide: ${e instanceof Error ? e.message : String(e)}`);
  }
  const result = Design.safeParse(upgraded);
  if (!result.success) throw new DesignError(`design invalide: ${z.prettifyError(result.error)}`);
  return result.data;
}

function upgrade(json: unknown): unknown {
  if (typeof json !== 'object' || json === null) return json;
  const version = (json as { version?: unknown }).version;
  if (version === 1) return upgradeV1(json as V1);
  return json;
}

/** Version 1 (the first engine): one headline, a background kind and untyped shapes, all 1280×720. */
interface V1 {
  style: string;
  seed: number;
  background: { kind: string; colors: string[]; [k: string]: unknown };
  headline: {
    text: string;
    lines: string[];
    fontFamily: string;
    fontSize: number;
    x: number;
    y: number;
    lineHeight: number;
    fill: string;
    stroke: string;
    strokeWidth: number;
    accent: string;
    emphasis: string[];
    box: Box;
    shadow?: { color: string; blur: number; offsetX: number; offsetY: number };
  };
  shapes: Array<Record<string, unknown>>;
}

const V1_RECIPES: Record<string, string> = { flat: 'flat', 'beam-gradient': 'beam', 'warm-gradient': 'warm' };

function upgradeV1(v1: V1): unknown {
  const { kind, colors, ...params } = v1.background;
  // Version 1 stored pixels of the 1280×720 frame; version 2 stores shares of the frame.
  const beam = params.beam as Record<string, number> | undefined;
  if (beam) params.beam = { ...beam, topX: beam.topX! / 1280, topWidth: beam.topWidth! / 1280, bottomX: beam.bottomX! / 1280, bottomWidth: beam.bottomWidth! / 1280 };
  if (Array.isArray(params.bokeh)) params.bokeh = (params.bokeh as Array<Record<string, number>>).map((d) => ({ ...d, x: d.x! / 1280, y: d.y! / 720, r: d.r! / 1280 }));
  const h = v1.headline;
  const shapes = (v1.shapes ?? []).map((s, i) => {
    const { kind: shape, ...rest } = s;
    const id = `forme-${i + 1}`;
    if (shape === 'burst') return { type: 'shape', id, shape: 'rays', ...rest };
    return { type: 'shape', id, shape, ...rest };
  });
  return {
    version: 2,
    format: 'hd',
    width: 1280,
    height: 720,
    style: v1.style,
    seed: v1.seed,
    background: { kind: 'procedural', recipe: V1_RECIPES[kind] ?? 'gradient', colors, params },
    layers: [
      ...shapes,
      {
        type: 'text',
        id: 'titre',
        role: 'headline',
        text: h.text,
        case: 'upper',
        font: { family: FONT_FAMILIES.includes(h.fontFamily as FontFamily) ? h.fontFamily : 'Anton', weight: 400 },
        size: h.fontSize,
        // Version 1 always laid the headline out in this area of the 16:9 frame: editing re-fits it there.
        fit: { box: { x: 56, y: 56, w: 738, h: 608 }, minSize: 56, maxSize: 168, maxLines: 3 },
        lines: h.lines,
        x: h.x,
        y: h.y,
        lineHeight: h.lineHeight,
        fill: h.fill,
        stroke: h.strokeWidth > 0 ? { color: h.stroke, width: h.strokeWidth } : null,
        shadow: h.shadow ? { color: h.shadow.color, blur: h.shadow.blur, dx: h.shadow.offsetX, dy: h.shadow.offsetY } : null,
        highlight: { words: h.emphasis, color: h.accent },
        box: h.box,
      },
    ],
  };
}

export function headlineOf(design: Design): TextLayer | undefined {
  return design.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline');
}
