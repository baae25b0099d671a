import { z } from 'zod';
import type { Measurer } from '../render/canvas';
import { mix, colorLuminance } from '../style/color';
import { Design, FONT_FAMILIES, LayoutError, PictogramName, type Box, type ImageLayer, type Layer, type LogoLayer, type PictoLayer, type PictureFace, type ShapeLayer, type TextLayer } from './design';
import { cornerViolations, moveLayer, offFrame, retypeset, textReach } from './edit';
import { cornerZone } from '../layout/frame';
import { logoBox, rotatedBounds, textInkBox } from '../render/render';
import { shapeBounds } from '../render/shapes';
import { STYLE_IDS, type StyleId } from './style-ids';
import { fontString } from '../render/fonts';
import { placeMe } from '../layout/me-placement';
import { placeHero } from '../layout/hero-placement';
import { transformLayer } from '../layout/transform';
import { keepInSafeArea, type SafeMove } from '../layout/safe-area';
import { isPersonPictogram } from './people';
import { frenchHeadline, measureRun } from '../text/text';
import { sceneParams } from '../style/scene-looks';
import { isSceneId } from './topics';

/**
 * One list of edit operations on a design, shared by the studio's editor (live preview, undo and
 * redo), the French instruction reader and the server (which never accepts a design from the
 * browser: it receives operations, applies them here to the saved design and typesets again).
 *
 * `applyOperations` is pure and deterministic: the same saved design and the same list give the
 * same design in Chromium and in Node (new layers get ids counted from the design, never random).
 * Text moved toward the frame's edges or YouTube's duration corner stops at the safe area's edge
 * (layout/safe-area.ts); any other operation that would put text or a logo in the duration corner,
 * outside the frame, or past the engine's bounds is refused with a French reason and changes nothing.
 */

const HEX = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Couleur invalide.' });
const LayerRef = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Calque inconnu.' });
const Delta = z.number().finite().min(-4000).max(4000);
const Place = z.enum(['left', 'right', 'top', 'bottom', 'center', 'top-left', 'top-right', 'bottom-left']);
export type Place = z.infer<typeof Place>;
const Point = z.object({ x: z.number().finite().min(0).max(4000), y: z.number().finite().min(0).max(4000) });
/** A point of the frame the layout pass may reach (a transform's anchor, an arrow's end). */
const Coord = z.number().finite().min(-4000).max(8000);
const Length = z.number().finite().min(0).max(4000);

/** Background recipes a user may pick (backgrounds.ts draws them; their parameters default there). */
export const BACKGROUND_RECIPES = ['flat', 'beam', 'warm', 'neon', 'news', 'pop'] as const;

export const Operation = z.discriminatedUnion('op', [
  /** The words of a text layer (headline, tag); typeset again. */
  z.object({ op: z.literal('set-text'), layer: LayerRef, text: z.string().trim().min(1, { error: 'Le texte ne peut pas être vide.' }).max(140, { error: 'Un texte ne peut pas dépasser 140 caractères.' }) }),
  /** The words drawn in the accent colour. */
  z.object({ op: z.literal('set-highlight'), layer: LayerRef, words: z.array(z.string().max(60)).max(6, { error: 'Six mots en couleur au plus.' }) }),
  z.object({ op: z.literal('set-font'), layer: LayerRef, family: z.enum(FONT_FAMILIES, { error: 'Police inconnue.' }) }),
  /** Any of: the text's fill, its outline, the accent of its highlighted words; a shape's colour. */
  z.object({ op: z.literal('set-colors'), layer: LayerRef, fill: HEX.optional(), stroke: HEX.optional(), accent: HEX.optional() }),
  /** Bigger or smaller, around the layer's centre (text is typeset again in its grown box). */
  z.object({ op: z.literal('scale'), layer: LayerRef, factor: z.number().finite().min(0.25).max(4) }),
  z.object({ op: z.literal('move'), layer: LayerRef, dx: Delta, dy: Delta }),
  /** To a named place of the frame (« logo en haut à gauche », « titre à droite »). */
  z.object({ op: z.literal('place'), layer: LayerRef, at: Place }),
  z.object({ op: z.literal('rotate'), layer: LayerRef, degrees: z.number().finite().min(-45).max(45) }),
  z.object({ op: z.literal('order'), layer: LayerRef, to: z.enum(['front', 'back', 'forward', 'backward']) }),
  z.object({ op: z.literal('visibility'), layer: LayerRef, visible: z.boolean() }),
  z.object({ op: z.literal('remove'), layer: LayerRef }),
  /** A text tag in a pill (« EXCLU », « NOUVEAU »), at a point or above the headline. */
  z.object({ op: z.literal('add-tag'), text: z.string().trim().min(1, { error: 'Le texte ne peut pas être vide.' }).max(24, { error: 'Une étiquette tient en 24 caractères.' }), at: Point.optional(), color: HEX.optional() }),
  /** An arrow towards a layer (or a point), a circle around one, a line under one, a badge. */
  z.object({
    op: z.literal('add-shape'),
    shape: z.enum(['arrow', 'circle', 'underline', 'badge']),
    target: LayerRef.optional(),
    at: Point.optional(),
    color: HEX.optional(),
  }),
  /** The logo: added (with an asset), moved to a corner, resized. */
  z.object({ op: z.literal('logo'), asset: z.uuid().optional(), aspect: z.number().min(0.1).max(10).optional(), corner: z.enum(['top-left', 'top-right', 'bottom-left']).optional(), size: z.number().min(0.04).max(0.3).optional() }),
  /** The subject swapped for a pictogram, or (Gaming only, checked by the host) one of the user's images. */
  z.object({ op: z.literal('subject'), layer: LayerRef.optional(), icon: PictogramName.optional(), asset: z.uuid().optional() }),
  /** The background: a colour (or two or three, « fond noir et or »: its gradient), a recipe, the darkening over a photo, or (Gaming only) one of the user's images. */
  z.object({ op: z.literal('background'), color: HEX.optional(), colors: z.array(HEX).min(2).max(3).optional(), recipe: z.enum(BACKGROUND_RECIPES).optional(), dim: z.number().min(0).max(0.8).optional(), asset: z.uuid().optional() }),
  /** « Remplacer par Moi »: a person pictogram becomes the user's own DigitalMe portrait (the host resolves which: see `me`). */
  z.object({ op: z.literal('me'), layer: LayerRef }),
  /** Another style, the same words (the host lays the design out again: see `restyle` in ApplyHost). */
  z.object({ op: z.literal('style'), style: z.enum(STYLE_IDS, { error: 'Style inconnu.' }) }),
  /**
   * What the layout pass made of the edit before it (make-way.ts), as the editor ran it: layers made
   * smaller and shifted (each by its transform), red arrows and circles drawn anew, decorations left
   * out. Replayed as it is, so the saved design is the one the editor showed.
   */
  z.object({
    op: z.literal('make-way'),
    moved: z.array(z.object({ layer: LayerRef, k: z.number().finite().min(0.25).max(1), ax: Coord, ay: Coord, dx: Delta, dy: Delta })).max(60),
    pointers: z.array(z.union([z.object({ layer: LayerRef, from: z.object({ x: Coord, y: Coord }), to: z.object({ x: Coord, y: Coord }), width: Length }), z.object({ layer: LayerRef, x: Coord, y: Coord, r: Length, lineWidth: Length })])).max(60),
    dropped: z.array(LayerRef).max(60),
  }),
]);
export type Operation = z.infer<typeof Operation>;

/**
 * What one save may carry. The editor squashes a session before saving (squash.ts: one operation per
 * layer and property where they combine), so a save needs about one operation per property changed:
 * a laid-out design has at most 11 layers with up to 9 properties each, plus the style, the
 * background and the logo (102), and the rest for tags and shapes added. Each operation may typeset
 * or lay the design out again on the server (up to about 1 ms): 120 keep a save's layout near 100 ms.
 */
export const OPERATIONS_MAX = 120;
export const OperationList = z.array(Operation).min(1, { error: 'Aucune modification à enregistrer.' }).max(OPERATIONS_MAX, { error: `${OPERATIONS_MAX} modifications au plus par enregistrement.` });

/** What the host knows of a stored image (the server reads it from its database, the browser from « Mes images »). */
export interface AssetFacts {
  width: number;
  height: number;
  cutout: boolean;
  /** Face box in the image's own pixels. */
  face?: Box | null;
  /** Every photographed face, in shares of the image (Face Swap); none known when absent. */
  faces?: PictureFace[];
  /** The face's height in its photo's own pixels (whether 4K may enlarge it), when known. */
  sourceFace?: number | null;
}

export interface ApplyHost {
  measurer: Measurer;
  /** Facts of an image the user owns, or undefined when it is not theirs (the operation is refused). */
  asset?: (id: string) => AssetFacts | undefined;
  /** Lays the design out again in another style with the same words (layout.ts, `restyle`). */
  restyle?: (design: Design, style: StyleId) => Design;
  /**
   * The user's « Moi » portrait for a place in the design (the server chooses it: expression, head
   * turned toward the words); absent where there is no usable DigitalMe (the browser, a user without one).
   */
  me?: (design: Design, at: Box) => { asset: string; width: number; height: number; face: Box | null; bleed?: ImageLayer['bleed']; sourceFace?: number | null } | undefined;
}

/** Why an operation is refused: the duration corner, the frame's edges, or anything else (each with its French reason). */
export type RefusalKind = 'corner' | 'outside' | 'other';

export class OperationError extends Error {
  constructor(
    readonly reason: string,
    readonly kind: RefusalKind = 'other',
  ) {
    super(reason);
  }
}

export interface Applied {
  design: Design;
  /** Indexes (in the list given) of the operations that changed the design. */
  applied: number[];
  /** Operations refused, with their French reason; they changed nothing. */
  refused: Array<{ index: number; reason: string; kind: RefusalKind }>;
}

/** Applies a list of operations in order; a refused one is skipped and reported. */
export function applyOperations(host: ApplyHost, design: Design, ops: readonly Operation[]): Applied {
  let current = design;
  const applied: number[] = [];
  const refused: Applied['refused'] = [];
  ops.forEach((op, index) => {
    try {
      const next = applyOperation(host, current, op);
      if (next !== current) {
        current = next;
        applied.push(index);
      }
    } catch (err) {
      if (!(err instanceof OperationError)) throw err;
      refused.push({ index, reason: err.reason, kind: err.kind });
    }
  });
  return { design: current, applied, refused };
}

/** One operation; throws OperationError (French reason) when it is refused. Returns the same object when nothing changes. */
export function applyOperation(host: ApplyHost, design: Design, op: Operation): Design {
  const next = rawApply(host, design, op);
  if (next === design) return design;
  // The pass's own result holds the pass's rules, on ink (the duration corner too): a shadow's blur it
  // let reach the corner is not refused here, or the editor could not keep what the server would save.
  const out = op.op === 'make-way' ? drawable(next) : checked(design, next);
  // A move of the logo within its corner, a colour set to the one it has…: new objects, same design.
  // Reported as applied, the studio would list a change that is not there (and undo would step over nothing).
  return JSON.stringify(out) === JSON.stringify(design) ? design : out;
}

const NOT_FOUND = 'Cet élément n’existe plus dans la miniature.';

function find(design: Design, id: string): Layer {
  const layer = design.layers.find((l) => l.id === id);
  if (!layer) throw new OperationError(NOT_FOUND);
  return layer;
}

function findText(design: Design, id: string): TextLayer {
  const layer = find(design, id);
  if (layer.type !== 'text') throw new OperationError('Seul un texte peut changer de mots ou de police.');
  return layer;
}

function rawApply(host: ApplyHost, design: Design, op: Operation): Design {
  const m = host.measurer;
  switch (op.op) {
    case 'set-text': {
      const layer = findText(design, op.layer);
      if (layer.text === op.text) return design;
      return withRetyped(design, layer, retypesetAny(m, { ...layer, text: op.text }, design));
    }
    case 'set-highlight': {
      const layer = findText(design, op.layer);
      const words = [...new Set(op.words)];
      if (JSON.stringify(words) === JSON.stringify(layer.highlight.words)) return design;
      return withLayer(design, { ...layer, highlight: { ...layer.highlight, words } });
    }
    case 'set-font': {
      const layer = findText(design, op.layer);
      if (layer.font.family === op.family) return design;
      return withRetyped(design, layer, retypesetAny(m, { ...layer, font: { family: op.family, weight: layer.font.weight } }, design));
    }
    case 'set-colors':
      return setColors(design, find(design, op.layer), op);
    case 'scale':
      return op.factor === 1 ? design : withCompanions(design, scaleLayer(m, design, find(design, op.layer), op.factor), op.factor);
    case 'move': {
      const { dx, dy } = safeMove(design, op);
      return dx === 0 && dy === 0 ? design : moveWithCompanions(design, find(design, op.layer), dx, dy);
    }
    case 'place':
      return placeLayer(design, find(design, op.layer), op.at);
    case 'rotate':
      return rotateLayer(m, design, find(design, op.layer), op.degrees);
    case 'order':
      return reorder(design, find(design, op.layer), op.to);
    case 'visibility': {
      const layer = find(design, op.layer);
      const ids = [layer.id, ...companions(design, layer).map((c) => c.id)];
      const hidden = new Set(design.hidden ?? []);
      for (const id of ids) op.visible ? hidden.delete(id) : hidden.add(id);
      const list = design.layers.map((l) => l.id).filter((id) => hidden.has(id));
      if (JSON.stringify(list) === JSON.stringify(design.hidden ?? [])) return design;
      if (list.length > 0) return { ...design, hidden: list };
      // Every layer shown again: the design as it was before any was hidden (a layer hidden then shown is no change).
      const { hidden: _none, ...shown } = design;
      return shown;
    }
    case 'remove': {
      const layer = find(design, op.layer);
      if (layer.type === 'text' && layer.role === 'headline') throw new OperationError('Le titre ne se supprime pas : changez ses mots ou masquez-le.');
      const gone = new Set([layer.id, ...companions(design, layer).map((c) => c.id)]);
      return { ...design, layers: design.layers.filter((l) => !gone.has(l.id)), hidden: design.hidden?.filter((id) => !gone.has(id)) };
    }
    case 'add-tag':
      return addTag(m, design, op.text, op.at, op.color);
    case 'add-shape':
      return addShape(design, op);
    case 'logo':
      return setLogo(host, design, op);
    case 'subject':
      return swapSubject(host, design, op);
    case 'me':
      return replaceWithMe(host, design, op.layer);
    case 'background':
      return setBackground(host, design, op);
    case 'make-way':
      return madeWay(design, op);
    case 'style': {
      if (design.style === op.style) return design;
      if (!host.restyle) throw new OperationError('Le changement de style n’est pas disponible ici.');
      try {
        return host.restyle(design, op.style);
      } catch (err) {
        if (err instanceof LayoutError) throw new OperationError('Ce style ne trouve pas de place pour le titre hors du coin de la durée : gardez le style actuel, ou modifiez d’abord le titre.');
        throw err;
      }
    }
  }
}

/**
 * A move as it is made: text (with its pill) stays in the safe area and out of the duration corner,
 * stopping at their edges (layout/safe-area.ts); anything else moves as asked.
 */
export function safeMove(design: Design, op: Extract<Operation, { op: 'move' }>): SafeMove {
  const layer = design.layers.find((l) => l.id === op.layer);
  if (!layer || layer.type !== 'text') return { dx: op.dx, dy: op.dy, held: null };
  return keepInSafeArea(design, textGroupBounds(design, layer), textReach(layer), op.dx, op.dy);
}

/**
 * Where a text and what moves with it lie: its pill, and the words that go along (Actualité's label
 * over its headline, with its pill); the strips under a headline may run off the edge, so they do not count.
 */
export function textGroupBounds(design: Design, layer: Layer): Box {
  const labels = followers(design, layer).filter((l) => l.type === 'text');
  const boxes = [layer, ...companions(design, layer), ...labels, ...labels.flatMap((t) => companions(design, t))].map((l) => layerBounds(design, l));
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  return { x: x0, y: y0, w: Math.max(...boxes.map((b) => b.x + b.w)) - x0, h: Math.max(...boxes.map((b) => b.y + b.h)) - y0 };
}

/** The operation as it applies: a move of text as far as the safe area lets it go (what the editor records). */
export function effectiveOperation(design: Design, op: Operation): Operation {
  if (op.op !== 'move') return op;
  const { dx, dy } = safeMove(design, op);
  return dx === op.dx && dy === op.dy ? op : { ...op, dx, dy };
}

/** The design after an operation, if it stays drawable: nothing new in the duration corner or off the frame, within the engine's bounds. */
function checked(before: Design, after: Design): Design {
  const parsed = drawable(after);
  // Each check forgives only its own past: a tilted « ? » that already crosses the frame's edge may
  // not, for that reason, be retyped or moved into the duration corner.
  const hadCorner = new Set(cornerViolations(visibleOnly(before)));
  const hadOutside = new Set(offFrame(visibleOnly(before)));
  const inCorner = cornerViolations(visibleOnly(after)).filter((id) => !hadCorner.has(id));
  if (inCorner.length > 0) throw new OperationError('Le coin en bas à droite reste libre : YouTube y affiche la durée de la vidéo.', 'corner');
  const outside = offFrame(visibleOnly(after)).filter((id) => !hadOutside.has(id)).concat(logosOutside(after));
  if (outside.length > 0) throw new OperationError('Le texte doit rester entièrement dans l’image.', 'outside');
  return parsed;
}

/** The design, if it is within the engine's bounds. */
function drawable(after: Design): Design {
  const parsed = Design.safeParse(after);
  if (!parsed.success) throw new OperationError('Cette modification dépasse ce que la miniature peut contenir.');
  return parsed.data;
}

function visibleOnly(design: Design): Design {
  const hidden = new Set(design.hidden ?? []);
  return hidden.size === 0 ? design : { ...design, layers: design.layers.filter((l) => !hidden.has(l.id)) };
}

function logosOutside(design: Design): string[] {
  return design.layers
    .filter((l): l is LogoLayer => l.type === 'logo')
    .filter((l) => {
      const b = logoBox(l, design.width, design.height);
      return b.x < 0 || b.y < 0 || b.x + b.w > design.width || b.y + b.h > design.height;
    })
    .map((l) => l.id);
}

function withLayer(design: Design, layer: Layer): Design {
  return { ...design, layers: design.layers.map((l) => (l.id === layer.id ? layer : l)) };
}

/** A text layer typeset again: in its fit box when it has one, else on its own lines at its size. */
function retypesetAny(m: Measurer, layer: TextLayer, frame: { width: number; height: number }): TextLayer {
  if (layer.fit) return retypeset(m, layer, frame);
  const line = layer.case === 'upper' ? frenchHeadline(layer.text) : layer.text;
  const next = { ...layer, lines: [line] };
  return { ...next, box: textInkBox(m, next) };
}

/**
 * Layers that belong to another and follow it: a tag's pill (`<id>-fond`, and the older names the
 * layout gives Actualité's label and the quote).
 */
const PAIRED: Record<string, string[]> = { 'etiquette-texte': ['etiquette'], citation: ['etiquette-citation'], chaine: ['chaine-fond'], vs: ['disque-vs'] };
/**
 * Layers that go where another goes when it is moved, placed or resized, though they are listed,
 * hidden and ordered on their own: the strips under the headline, the stage a style draws
 * behind its subject with the red circle, arrow and emoji that point at it, the « TOP » rosette's
 * words, Minimaliste's echo of its accent shape.
 * « Le mouton à gauche et le titre à droite » moves each with what it stands on.
 */
const FOLLOWING: Record<string, string[]> = {
  // Actualité's « ACTU » label stays a layer of its own: moving it with the words would tie every move of one to the other's place.
  titre: ['bandeau', 'filet', 'bandeau-titre', 'voile'],
  sujet: ['disque', 'halo', 'rayons', 'anneau', 'soleil', 'hexagone', 'noyau', 'globe', 'cercle', 'fleche', 'reaction'],
  'top-mot': ['rosette', 'top-chiffre'],
  accent: ['echo'],
};

/** A layer's companions and the layers that follow it when it moves or is resized. */
export function followers(design: Design, layer: Layer): Layer[] {
  const ids = new Set(FOLLOWING[layer.id] ?? []);
  const own = companions(design, layer);
  return [...own, ...design.layers.filter((l) => ids.has(l.id) && !own.includes(l))];
}

export function companions(design: Design, layer: Layer): Layer[] {
  const ids = new Set([`${layer.id}-fond`, ...(PAIRED[layer.id] ?? [])]);
  return design.layers.filter((l) => ids.has(l.id));
}

/**
 * A text layer typeset again (new words, another font). A tag's pill is resized around its new words
 * with the same room on each side, keeping the edge nearer the frame's side (a tag on the left grows
 * rightwards, the channel tag in the top-right corner leftwards), inside the frame; without this the
 * words would spill out of their pill, or a longer tag by the left edge would be refused as off the frame.
 */
function withRetyped(design: Design, before: TextLayer, after: TextLayer): Design {
  if (before.role === 'headline') return refitBands(withLayer(design, after), before, after);
  const pill = companions(design, before).find((c): c is Extract<ShapeLayer, { shape: 'badge' }> => c.type === 'shape' && c.shape === 'badge');
  if (!pill || after.box.w === before.box.w) return withLayer(design, after);
  const w = Math.max(8, pill.w + after.box.w - before.box.w);
  const keepRight = pill.x + pill.w / 2 > design.width / 2;
  const x = Math.round(Math.max(0, Math.min(design.width - w, keepRight ? pill.x + pill.w - w : pill.x)));
  // The words keep their place in the pill (centred, or as the layout put them).
  const offset = before.box.x + before.box.w / 2 - (pill.x + pill.w / 2);
  const dx = x + w / 2 + offset - (after.box.x + after.box.w / 2);
  return withLayer(withLayer(design, moveLayer(after, dx, 0)), { ...pill, x, w });
}

/** The strips the headline lies on: Actualité's band and red line, the full-bleed strap, the veil. */
const HEADLINE_BANDS = new Set(['bandeau', 'filet', 'bandeau-titre', 'voile']);

/**
 * The headline's strips follow its words when they change (other words, another font, another
 * size): each edge moves as the words' edge moves, except an edge past the frame's (the strap that
 * runs off the left side), and a line under the words keeps its height. « NOUVEAU » in place of a
 * long title no longer leaves an empty band behind it.
 */
function refitBands(design: Design, before: TextLayer, after: TextLayer): Design {
  const a = rotatedBounds(before.box, before.rotation);
  const b = rotatedBounds(after.box, after.rotation);
  const d = { x0: b.x - a.x, y0: b.y - a.y, x1: b.x + b.w - (a.x + a.w), y1: b.y + b.h - (a.y + a.h) };
  if (d.x0 === 0 && d.y0 === 0 && d.x1 === 0 && d.y1 === 0) return design;
  let next = design;
  for (const band of design.layers) {
    if (band.type !== 'shape' || !HEADLINE_BANDS.has(band.id) || (band.shape !== 'badge' && band.shape !== 'scrim')) continue;
    const x0 = band.x <= 0 ? band.x : band.x + d.x0;
    const x1 = band.x + band.w >= design.width ? band.x + band.w : band.x + band.w + d.x1;
    const under = band.y >= a.y + a.h - 2;
    const y0 = under ? band.y + d.y1 : band.y + d.y0;
    const h = under ? band.h : Math.max(8, band.h + d.y1 - d.y0);
    next = withLayer(next, { ...band, x: Math.round(x0), w: Math.max(8, Math.round(x1 - x0)), y: Math.round(y0), h: Math.round(h) });
  }
  return next;
}

/** Where a layer's ink lies (axis-aligned), for hit tests, handles and places. */
export function layerBounds(design: Design, layer: Layer): Box {
  switch (layer.type) {
    case 'text':
      return rotatedBounds(layer.box, layer.rotation);
    case 'image':
      return layer.box;
    case 'picto':
      return rotatedBounds(layer.box, layer.rotation);
    case 'logo':
      return logoBox(layer, design.width, design.height);
    case 'shape':
      return shapeBounds(layer);
  }
}

function shiftBox(b: Box, dx: number, dy: number): Box {
  return { ...b, x: Math.round(b.x + dx), y: Math.round(b.y + dy) };
}

function moveAny(design: Design, layer: Layer, dx: number, dy: number): Layer {
  switch (layer.type) {
    case 'text':
    case 'image':
      return moveLayer(layer, dx, dy);
    case 'picto':
      return { ...layer, box: shiftBox(layer.box, dx, dy) };
    case 'logo': {
      const b = logoBox(layer, design.width, design.height);
      return { ...layer, corner: nearestCorner(b.x + dx + b.w / 2, b.y + dy + b.h / 2, design) };
    }
    case 'shape':
      return moveShape(layer, dx, dy);
  }
}

function moveShape(s: ShapeLayer, dx: number, dy: number): ShapeLayer {
  const r = (v: number) => Math.round(v);
  if (s.shape === 'arrow') return { ...s, from: { x: r(s.from.x + dx), y: r(s.from.y + dy) }, to: { x: r(s.to.x + dx), y: r(s.to.y + dy) } };
  return { ...s, x: r(s.x + dx), y: r(s.y + dy) };
}

function moveWithCompanions(design: Design, layer: Layer, dx: number, dy: number): Design {
  let next = withLayer(design, moveAny(design, layer, dx, dy));
  for (const c of followers(design, layer)) next = withLayer(next, moveAny(design, c, dx, dy));
  return next;
}

/** The logo's corner nearest a point; never bottom-right (the duration is drawn there). */
function nearestCorner(cx: number, cy: number, frame: { width: number; height: number }): LogoLayer['corner'] {
  const left = cx < frame.width / 2;
  const top = cy < frame.height / 2;
  if (top) return left ? 'top-left' : 'top-right';
  if (left) return 'bottom-left';
  // Bottom-right asked: the free corner closest to it.
  return frame.width - cx < frame.height - cy ? 'top-right' : 'bottom-left';
}

function placeLayer(design: Design, layer: Layer, at: Place): Design {
  if (layer.type === 'logo') {
    const corner: LogoLayer['corner'] | null = at === 'top-left' || at === 'top-right' || at === 'bottom-left' ? at : at === 'left' ? 'top-left' : at === 'right' ? 'top-right' : at === 'bottom' ? 'bottom-left' : at === 'top' ? 'top-left' : null;
    if (!corner) throw new OperationError('Le logo se place dans un coin : en haut à gauche, en haut à droite ou en bas à gauche.');
    return corner === layer.corner ? design : withLayer(design, { ...layer, corner });
  }
  const b = layer.type === 'text' && layer.fit ? layer.fit.box : layerBounds(design, layer);
  const margin = Math.round(Math.min(design.width, design.height) * 0.06);
  const W = design.width;
  const H = design.height;
  let x = b.x;
  let y = b.y;
  if (at === 'left' || at === 'top-left' || at === 'bottom-left') x = margin;
  if (at === 'right' || at === 'top-right') x = W - margin - b.w;
  if (at === 'center' || at === 'top' || at === 'bottom') x = (W - b.w) / 2;
  if (at === 'top' || at === 'top-left' || at === 'top-right') y = margin;
  if (at === 'bottom' || at === 'bottom-left') y = H - margin - b.h;
  if (at === 'center') y = (H - b.h) / 2;
  // Text placed at the right keeps clear of the duration corner's column.
  if (layer.type === 'text' && (at === 'right' || at === 'top-right')) y = Math.min(y, H * 0.8 - b.h - 8);
  const dx = Math.round(Math.max(0, Math.min(W - b.w, x)) - b.x);
  const dy = Math.round(Math.max(0, Math.min(H - b.h, y)) - b.y);
  return dx === 0 && dy === 0 ? design : moveWithCompanions(design, layer, dx, dy);
}

function scaleBox(b: Box, f: number, frame?: { width: number; height: number }): Box {
  const w = Math.max(8, Math.round(b.w * f));
  const h = Math.max(8, Math.round(b.h * f));
  let x = Math.round(b.x + (b.w - w) / 2);
  let y = Math.round(b.y + (b.h - h) / 2);
  if (frame) {
    x = Math.max(0, Math.min(frame.width - Math.min(w, frame.width), x));
    y = Math.max(0, Math.min(frame.height - Math.min(h, frame.height), y));
  }
  return { x, y, w: frame ? Math.min(w, frame.width) : w, h: frame ? Math.min(h, frame.height) : h };
}

function scaleLayer(m: Measurer, design: Design, layer: Layer, f: number): Layer {
  switch (layer.type) {
    case 'text': {
      if (layer.fit) {
        const fit = { ...layer.fit, box: scaleBox(layer.fit.box, f, design), minSize: Math.min(2000, Math.max(4, Math.round(layer.fit.minSize * f))), maxSize: Math.min(2000, Math.max(4, Math.round(layer.fit.maxSize * f))) };
        const next = retypeset(m, { ...layer, fit }, design);
        if (f > 1 && next.size <= layer.size) throw new OperationError('Ce texte est déjà aussi grand que sa place le permet.');
        return next;
      }
      const size = Math.min(2000, Math.max(8, Math.round(layer.size * f)));
      const grown: TextLayer = { ...layer, size, lineHeight: Math.round(layer.lineHeight * f), stroke: layer.stroke ? { ...layer.stroke, width: Math.round(layer.stroke.width * f) } : null };
      const box = textInkBox(m, grown);
      // Grown around its centre.
      const c0 = { x: layer.box.x + layer.box.w / 2, y: layer.box.y + layer.box.h / 2 };
      const moved = moveLayer({ ...grown, box }, c0.x - (box.x + box.w / 2), c0.y - (box.y + box.h / 2));
      return moved;
    }
    case 'image': {
      const box = scaleBox(layer.box, f);
      const k = box.w / Math.max(1, layer.box.w);
      const face = layer.face ? { x: Math.round(box.x + (layer.face.x - layer.box.x) * k), y: Math.round(box.y + (layer.face.y - layer.box.y) * k), w: Math.round(layer.face.w * k), h: Math.round(layer.face.h * k) } : null;
      return { ...layer, box, face };
    }
    case 'picto':
      return { ...layer, box: scaleBox(layer.box, f) };
    case 'logo': {
      const size = Math.min(0.3, Math.max(0.04, Math.round(layer.size * f * 1000) / 1000));
      if (size === layer.size) throw new OperationError(f > 1 ? 'Le logo est déjà à sa taille maximale.' : 'Le logo est déjà à sa taille minimale.');
      return { ...layer, size };
    }
    case 'shape':
      return scaleShape(layer, f);
  }
}

function scaleShape(s: ShapeLayer, f: number): ShapeLayer {
  const r = (v: number) => Math.max(1, Math.round(v * f));
  switch (s.shape) {
    case 'arrow': {
      const cx = (s.from.x + s.to.x) / 2;
      const cy = (s.from.y + s.to.y) / 2;
      const p = (q: { x: number; y: number }) => ({ x: Math.round(cx + (q.x - cx) * f), y: Math.round(cy + (q.y - cy) * f) });
      return { ...s, from: p(s.from), to: p(s.to), width: r(s.width) };
    }
    case 'underline': {
      const w = r(s.w);
      return { ...s, x: Math.round(s.x + (s.w - w) / 2), w, thickness: Math.min(200, r(s.thickness)) };
    }
    case 'badge':
    case 'scrim': {
      const b = scaleBox({ x: s.x, y: s.y, w: s.w, h: s.h }, f);
      return { ...s, ...b };
    }
    case 'rays':
      return { ...s, r0: r(s.r0), r1: r(s.r1) };
    default:
      return { ...s, r: r(s.r) };
  }
}

/** A scaled layer's companions (a tag's pill) follow: scaled around the layer's new centre. */
function withCompanions(design: Design, scaled: Layer, f: number): Design {
  let next = withLayer(design, scaled);
  const before = design.layers.find((l) => l.id === scaled.id)!;
  const a = layerBounds(design, before);
  const b = layerBounds(next, scaled);
  const dx = b.x + b.w / 2 - (a.x + a.w / 2);
  const dy = b.y + b.h / 2 - (a.y + a.h / 2);
  const all = followers(design, before);
  // A label that follows (Actualité's « ACTU » over its headline) goes along with its pill, at its own size.
  const labels = all.filter((c) => c.type === 'text');
  const unscaled = new Set([...labels, ...labels.flatMap((t) => companions(design, t))].map((c) => c.id));
  for (const c of all) {
    if (unscaled.has(c.id)) next = withLayer(next, moveAny(design, c, dx, dy));
    else if (c.type === 'shape' && !(before.type === 'text' && before.role === 'headline' && HEADLINE_BANDS.has(c.id))) next = withLayer(next, moveShape(scaleShape(c, f), dx, dy));
  }
  // The headline's strips follow its words' new edges rather than a scale of themselves.
  return before.type === 'text' && before.role === 'headline' && scaled.type === 'text' ? refitBands(next, before, scaled) : next;
}

function rotateLayer(m: Measurer, design: Design, layer: Layer, degrees: number): Design {
  const d = Math.round(degrees * 10) / 10;
  switch (layer.type) {
    case 'text':
      return layer.rotation === d ? design : withLayer(design, { ...layer, rotation: d, box: textInkBox(m, layer) });
    case 'picto':
      return layer.rotation === d ? design : withLayer(design, { ...layer, rotation: d });
    case 'shape':
      if (layer.shape === 'badge') return layer.rotation === d ? design : withLayer(design, { ...layer, rotation: d });
      if (layer.shape === 'arrow') return d === 0 ? design : withLayer(design, turnArrow(layer, d, design.width, design.height));
      throw new OperationError('Cette forme ne se tourne pas.');
    default:
      throw new OperationError('Seuls les textes, les pictogrammes et les étiquettes se tournent.');
  }
}

/**
 * An arrow keeps no angle of its own (its direction is its angle): `rotate` turns it by that many
 * degrees about its middle, its ends kept in the frame.
 */
function turnArrow(a: Extract<ShapeLayer, { shape: 'arrow' }>, degrees: number, w: number, h: number): ShapeLayer {
  const cx = (a.from.x + a.to.x) / 2;
  const cy = (a.from.y + a.to.y) / 2;
  const r = (degrees * Math.PI) / 180;
  const turn = (p: { x: number; y: number }) => ({
    x: Math.round(Math.min(w, Math.max(0, cx + (p.x - cx) * Math.cos(r) - (p.y - cy) * Math.sin(r)))),
    y: Math.round(Math.min(h, Math.max(0, cy + (p.x - cx) * Math.sin(r) + (p.y - cy) * Math.cos(r)))),
  });
  return { ...a, from: turn(a.from), to: turn(a.to) };
}

function reorder(design: Design, layer: Layer, to: 'front' | 'back' | 'forward' | 'backward'): Design {
  const group = [layer, ...companions(design, layer)];
  const ids = new Set(group.map((l) => l.id));
  const rest = design.layers.filter((l) => !ids.has(l.id));
  // Companions (a pill) stay just under their layer.
  const block = [...group.slice(1), layer];
  const at = design.layers.findIndex((l) => l.id === (block[0] ?? layer).id);
  const restIndex = design.layers.slice(0, at).filter((l) => !ids.has(l.id)).length;
  let index = to === 'front' ? rest.length : to === 'back' ? 0 : to === 'forward' ? Math.min(rest.length, restIndex + 1) : Math.max(0, restIndex - 1);
  index = Math.max(0, Math.min(rest.length, index));
  const layers = [...rest.slice(0, index), ...block, ...rest.slice(index)];
  return layers.every((l, i) => l.id === design.layers[i]!.id) ? design : { ...design, layers };
}

function setColors(design: Design, layer: Layer, op: { fill?: string; stroke?: string; accent?: string }): Design {
  const upper = (c: string | undefined) => c?.toUpperCase();
  const fill = upper(op.fill);
  const stroke = upper(op.stroke);
  const accent = upper(op.accent);
  if (!fill && !stroke && !accent) return design;
  switch (layer.type) {
    case 'text': {
      const next: TextLayer = {
        ...layer,
        fill: fill ?? layer.fill,
        stroke: stroke ? { color: stroke, width: layer.stroke?.width ?? Math.max(2, Math.round(layer.size * 0.06)) } : layer.stroke,
        highlight: accent ? { ...layer.highlight, color: accent } : layer.highlight,
      };
      return JSON.stringify(next) === JSON.stringify(layer) ? design : withLayer(design, next);
    }
    case 'shape': {
      const c = fill ?? accent ?? stroke!;
      let next: ShapeLayer;
      switch (layer.shape) {
        case 'arrow':
          next = { ...layer, color: c };
          break;
        case 'underline':
        case 'glow':
        case 'ring':
        case 'rays':
        case 'scrim':
          next = { ...layer, color: c };
          break;
        case 'circle':
        case 'badge':
        case 'polygon':
          next = layer.fill ? { ...layer, fill: c, stroke: stroke ?? layer.stroke } : { ...layer, stroke: c };
          break;
        case 'orb':
          next = { ...layer, colors: [mix(c, '#FFFFFF', 0.4), c, mix(c, '#000000', 0.5)] };
          break;
      }
      return withLayer(design, next);
    }
    case 'picto':
    case 'image': {
      const c = stroke ?? fill ?? accent!;
      return withLayer(design, { ...layer, outline: { color: c, width: layer.outline?.width ?? 8 } });
    }
    case 'logo':
      throw new OperationError('Le logo garde ses couleurs.');
  }
}

/** The next free id `ajout-N`: counted from the design, so the browser and the server agree. */
function nextId(design: Design): string {
  let n = 0;
  for (const l of design.layers) {
    const match = /^ajout-(\d+)$/.exec(l.id);
    if (match) n = Math.max(n, Number(match[1]));
  }
  return `ajout-${n + 1}`;
}

function accentOf(design: Design): string {
  const headline = design.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline');
  return headline?.highlight.color ?? '#FFD400';
}

function inkOn(color: string): string {
  return colorLuminance(color) > 0.35 ? '#111111' : '#FFFFFF';
}

const TAG_SIZE = 36;

function addTag(m: Measurer, design: Design, text: string, at: { x: number; y: number } | undefined, color: string | undefined): Design {
  const id = nextId(design);
  const size = Math.round(TAG_SIZE * (design.width / 1280) * (design.format === 'hd' ? 1 : 1.3));
  const line = frenchHeadline(text);
  m.font = fontString('Inter', size);
  const w = Math.round(measureRun(m, line, size).width + size * 1.1);
  const h = Math.round(size * 1.5);
  const fill = (color ?? accentOf(design)).toUpperCase();
  // By default: above the headline's block, on its left edge, else the top-left margin.
  const headline = design.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline');
  const margin = Math.round(design.width * 0.04);
  const hb = headline ? rotatedBounds(headline.box, headline.rotation) : null;
  let x = at ? at.x - w / 2 : hb ? hb.x : margin;
  let y = at ? at.y - h / 2 : hb ? hb.y - h - 16 : margin;
  x = Math.round(Math.max(margin / 2, Math.min(design.width - w - margin / 2, x)));
  y = Math.round(Math.max(margin / 2, Math.min(design.height - h - margin / 2, y)));
  const pill: ShapeLayer = { type: 'shape', id: `${id}-fond`, shape: 'badge', x, y, w, h, radius: Math.round(h / 2), rotation: 0, skew: 0, fill, stroke: null, lineWidth: 0, opacity: 1 };
  const label: TextLayer = {
    type: 'text', id, role: 'tag', text, case: 'upper', font: { family: 'Inter', weight: 800 }, size, fit: null, lines: [line], align: 'center',
    x: Math.round(x + w / 2), y: Math.round(y + h / 2 + size * 0.36), lineHeight: size, fill: inkOn(fill), stroke: null, shadow: null,
    highlight: { words: [], color: inkOn(fill) }, rotation: 0, box: { x, y, w, h },
  };
  label.box = textInkBox(m, label);
  return { ...design, layers: [...design.layers, pill, label] };
}

/** The point of a layer an arrow or a circle is about: a face if it has one, else its centre. */
function focusOf(design: Design, layer: Layer): Box {
  if (layer.type === 'image' && layer.face) return layer.face;
  if (layer.type === 'picto') {
    const b = layer.box;
    return { x: b.x + b.w * 0.15, y: b.y + b.h * 0.15, w: b.w * 0.7, h: b.h * 0.7 };
  }
  return layerBounds(design, layer);
}

function addShape(design: Design, op: Extract<Operation, { op: 'add-shape' }>): Design {
  const id = nextId(design);
  const color = (op.color ?? '#FF2D2D').toUpperCase();
  const target = op.target ? find(design, op.target) : defaultTarget(design, op.shape);
  const focus = target ? focusOf(design, target) : op.at ? { x: op.at.x - 80, y: op.at.y - 80, w: 160, h: 160 } : { x: design.width / 2 - 80, y: design.height / 2 - 80, w: 160, h: 160 };
  const cx = focus.x + focus.w / 2;
  const cy = focus.y + focus.h / 2;
  const W = design.width;
  const H = design.height;
  let layer: ShapeLayer;
  switch (op.shape) {
    case 'circle': {
      const r = Math.round(Math.min(Math.max(focus.w, focus.h) * 0.62, Math.min(W, H) * 0.45));
      layer = { type: 'shape', id, shape: 'circle', x: Math.round(cx), y: Math.round(cy), r: Math.max(24, r), fill: null, stroke: color, lineWidth: 12, opacity: 1 };
      break;
    }
    case 'arrow': {
      // From the open side of the frame towards the target's edge.
      const fromLeft = cx > W / 2;
      const tip = { x: Math.round(fromLeft ? focus.x - 12 : focus.x + focus.w + 12), y: Math.round(cy) };
      const tail = { x: Math.round(Math.max(40, Math.min(W - 40, tip.x + (fromLeft ? -1 : 1) * W * 0.16))), y: Math.round(Math.max(40, Math.min(H * 0.75, tip.y - H * 0.18))) };
      layer = { type: 'shape', id, shape: 'arrow', from: tail, to: tip, width: 24, color, outline: '#FFFFFF', opacity: 1 };
      break;
    }
    case 'underline': {
      const w = Math.round(Math.max(60, focus.w * 0.9));
      layer = { type: 'shape', id, shape: 'underline', x: Math.round(cx - w / 2), y: Math.round(Math.min(H * 0.97, focus.y + focus.h + 10)), w, thickness: 12, color, wave: false, opacity: 1 };
      break;
    }
    case 'badge': {
      const w = 220;
      const h = 72;
      layer = { type: 'shape', id, shape: 'badge', x: Math.round(Math.max(0, Math.min(W - w, cx - w / 2))), y: Math.round(Math.max(0, Math.min(H - h, cy - h / 2))), w, h, radius: 16, rotation: -4, skew: 0, fill: color, stroke: null, lineWidth: 0, opacity: 1 };
      break;
    }
  }
  if (design.layers.length + 1 > 60) throw new OperationError('La miniature a déjà trop d’éléments.');
  return { ...design, layers: [...design.layers, layer] };
}

function defaultTarget(design: Design, shape: 'arrow' | 'circle' | 'underline' | 'badge'): Layer | undefined {
  if (shape === 'underline') return design.layers.find((l) => l.type === 'text' && l.role === 'headline');
  if (shape === 'badge') return undefined;
  return design.layers.find((l) => (l.type === 'image' || l.type === 'picto') && l.role === 'subject');
}

const DEFAULT_LOGO_SIZE = 0.1;

function setLogo(host: ApplyHost, design: Design, op: Extract<Operation, { op: 'logo' }>): Design {
  const current = design.layers.find((l): l is LogoLayer => l.type === 'logo');
  if (op.asset) {
    const facts = host.asset?.(op.asset);
    if (!facts) throw new OperationError('Ce logo est introuvable dans vos images.');
    const aspect = Math.min(10, Math.max(0.1, facts.width / Math.max(1, facts.height)));
    const layer: LogoLayer = { type: 'logo', id: current?.id ?? 'logo', asset: op.asset, corner: op.corner ?? current?.corner ?? 'top-left', size: op.size ?? current?.size ?? DEFAULT_LOGO_SIZE, opacity: 1, margin: 32, aspect };
    return current ? withLayer(design, layer) : { ...design, layers: [...design.layers, layer] };
  }
  if (!current) throw new OperationError('Cette miniature n’a pas de logo : ajoutez-le depuis « Ma marque ».');
  const next = { ...current, corner: op.corner ?? current.corner, size: op.size ?? current.size };
  return JSON.stringify(next) === JSON.stringify(current) ? design : withLayer(design, next);
}

function swapSubject(host: ApplyHost, design: Design, op: Extract<Operation, { op: 'subject' }>): Design {
  const subject = op.layer ? find(design, op.layer) : design.layers.find((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject');
  if (!subject || (subject.type !== 'picto' && subject.type !== 'image')) throw new OperationError('Cette miniature n’a pas de sujet à remplacer.');
  if (op.icon) {
    if (subject.type === 'picto') return subject.icon === op.icon ? design : withLayer(design, { ...subject, icon: op.icon });
    const picto: PictoLayer = { type: 'picto', id: subject.id, role: subject.role, icon: op.icon, box: subject.box, rotation: 0, outline: subject.outline, glow: subject.glow, muted: false, opacity: 1 };
    return withLayer(design, picto);
  }
  if (op.asset) {
    if (design.style !== 'gaming') throw new OperationError('Vos propres images ne vont que dans le style Gaming.');
    const facts = host.asset?.(op.asset);
    if (!facts) throw new OperationError('Cette image est introuvable dans « Mes images ».');
    // The new picture fills the old subject's place, contained, on the same bottom line.
    const s = Math.min(subject.box.w / facts.width, subject.box.h / facts.height);
    const w = Math.round(facts.width * s);
    const h = Math.round(facts.height * s);
    const box = { x: Math.round(subject.box.x + (subject.box.w - w) / 2), y: Math.round(subject.box.y + subject.box.h - h), w, h };
    const face = facts.face ? { x: Math.round(box.x + facts.face.x * s), y: Math.round(box.y + facts.face.y * s), w: Math.round(facts.face.w * s), h: Math.round(facts.face.h * s) } : null;
    const image: ImageLayer = { type: 'image', id: subject.id, role: subject.role, asset: op.asset, box, cutout: facts.cutout, outline: subject.outline, glow: subject.glow, face, faces: facts.faces ?? [], opacity: 1, me: false, bleed: [], sourceFace: facts.sourceFace ?? null };
    return withLayer(design, image);
  }
  return design;
}

/**
 * « Remplacer par Moi »: the person pictogram's place goes to the user's portrait, placed by its face
 * as generations place it (hero-placement.ts, else me-placement.ts where the room is short): off the words and the duration corner, dressed as the
 * pictogram was (the style's outline and glow). Refused, with its reason, on anything but a person.
 */
function replaceWithMe(host: ApplyHost, design: Design, layerId: string): Design {
  const target = find(design, layerId);
  if (target.type !== 'picto' || !isPersonPictogram(target.icon)) throw new OperationError('Seul un pictogramme de personne peut être remplacé par « Moi ».');
  const portrait = host.me?.(design, target.box);
  if (!portrait) throw new OperationError('« Moi » n’est pas disponible : il faut un DigitalMe prêt et un forfait Premium ou Master.');
  const words = design.layers.filter((l): l is TextLayer => l.type === 'text').map((t) => rotatedBounds(t.box, t.rotation));
  const avoid = [...words.map((b) => ({ x: b.x - 12, y: b.y - 12, w: b.w + 24, h: b.h + 24 })), cornerZone(design.width, design.height)];
  const frame = { width: design.width, height: design.height, margin: Math.round(Math.min(design.width, design.height) * 0.067) };
  const face = portrait.face ?? { x: 0, y: 0, w: portrait.width, h: portrait.height };
  // The pictogram's box, widened to the height of a standing figure: a bust needs more room than an icon.
  const grow = Math.max(0, design.height * 0.7 - target.box.h);
  const room = { x: target.box.x - grow / 2, y: Math.max(0, target.box.y - grow / 2), w: target.box.w + grow, h: Math.min(design.height, target.box.h + grow) };
  const outer = target.box.x + target.box.w / 2 > design.width / 2 ? 'right' : 'left';
  // As a generation places the creator (hero-placement.ts): the face large, in the pictogram's column; else as large as the room allows.
  const hero = portrait.face ? placeHero({ size: portrait, face, bleed: portrait.bleed ?? [], region: { x: room.x, y: 0, w: room.w, h: design.height }, frame, avoid, outer }) : null;
  const at = hero ?? placeMe({ size: portrait, face, box: room, frame, avoid, outer }) ?? placeMe({ size: portrait, face, box: target.box, frame, avoid, outer });
  if (!at) throw new OperationError('Pas de place pour « Moi » ici sans toucher le texte : déplacez ou agrandissez d’abord le pictogramme.');
  const image: ImageLayer = { type: 'image', id: target.id, role: target.role, asset: portrait.asset, box: at.box, cutout: true, outline: target.outline, glow: target.glow, face: at.face, faces: [], opacity: 1, me: true, bleed: portrait.bleed ?? [], sourceFace: portrait.sourceFace ?? null };
  return withLayer(design, image);
}

/** A colour as the background's shades: the same colour, darker towards the edges. */
function shades(color: string, count: number): string[] {
  const c = color.toUpperCase();
  const steps = [c, mix(c, '#000000', 0.45), mix(c, '#000000', 0.25), mix(c, '#FFFFFF', 0.2), mix(c, '#000000', 0.6), mix(c, '#FFFFFF', 0.35)];
  return steps.slice(0, Math.max(1, Math.min(6, count))).map((s) => s.toUpperCase());
}

function setBackground(host: ApplyHost, design: Design, op: Extract<Operation, { op: 'background' }>): Design {
  const bg = design.background;
  if (op.asset) {
    if (design.style !== 'gaming') throw new OperationError('Vos propres images ne vont que dans le style Gaming.');
    const facts = host.asset?.(op.asset);
    if (!facts) throw new OperationError('Cette image est introuvable dans « Mes images ».');
    return { ...design, background: { kind: 'image', asset: op.asset, crop: { x: 0, y: 0, w: 1, h: 1 }, colors: bg.colors, dim: op.dim ?? 0.25, faces: facts.faces ?? [] } };
  }
  let next = bg;
  if (op.color) {
    next = next.kind === 'procedural' ? { ...next, colors: shades(op.color, Math.max(2, next.colors.length)) } : { kind: 'procedural', recipe: 'beam', colors: shades(op.color, 3), params: {} };
  }
  if (op.colors) {
    // The colours as said, in order: each recipe draws its gradient (or its two-colour burst) from them.
    const colors = op.colors.map((c) => c.toUpperCase());
    next = next.kind === 'procedural' ? { ...next, colors } : { kind: 'procedural', recipe: 'beam', colors, params: {} };
  }
  if (op.recipe) {
    if (next.kind !== 'procedural') next = { kind: 'procedural', recipe: op.recipe, colors: next.colors, params: {} };
    // Another recipe keeps the topic's scene: the kitchen stays a kitchen under a new light.
    else if (next.recipe !== op.recipe) next = { ...next, recipe: op.recipe, params: next.params.scene ? { scene: next.params.scene } : {} };
  }
  if (op.dim !== undefined) {
    if (next.kind !== 'image') throw new OperationError('L’assombrissement s’applique à un fond photo.');
    next = { ...next, dim: op.dim };
  }
  if (next.kind === 'procedural' && bg.kind === 'procedural' && JSON.stringify(next.colors) !== JSON.stringify(bg.colors)) next = { ...next, params: sceneInColors(design, next.params, next.colors) };
  return JSON.stringify(next) === JSON.stringify(bg) ? design : { ...design, background: next };
}

/**
 * The scene's colours are the ground's (scene-looks.ts): new background colours repaint the scene
 * too, or « fond bleu nuit » would turn the wall navy and leave the kitchen's cupboards green.
 */
function sceneInColors(design: Design, params: Record<string, unknown>, colors: readonly string[]): Record<string, unknown> {
  const scene = params.scene;
  if (typeof scene !== 'object' || scene === null) return params;
  const s = scene as Record<string, unknown>;
  const calm = (typeof s.calm === 'object' && s.calm !== null ? s.calm : {}) as Record<string, unknown>;
  const share = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  if (typeof s.id !== 'string' || !isSceneId(s.id)) return params;
  const fresh = sceneParams({
    id: s.id,
    style: design.style,
    colors,
    accent: typeof s.accent === 'string' ? s.accent : '#FFD400',
    headline: { x: share(calm.x) * design.width, y: share(calm.y) * design.height, w: share(calm.w) * design.width, h: share(calm.h) * design.height },
    width: design.width,
    height: design.height,
    subjectSide: s.subjectSide === 'left' ? 'left' : 'right',
    variant: share(s.variant),
    lift: share(s.lift),
    asked: true,
  });
  return { ...params, scene: fresh };
}

/**
 * The layout pass's result replayed (the 'make-way' operation): each listed layer transformed as the
 * pass transformed it, each red arrow or circle given its new shape, the decorations left out removed.
 * Never the headline: the pass keeps it.
 */
function madeWay(design: Design, op: Extract<Operation, { op: 'make-way' }>): Design {
  let next = design;
  for (const m of op.moved) {
    const layer = find(next, m.layer);
    next = withLayer(next, transformLayer(layer, { k: m.k, ax: m.ax, ay: m.ay, dx: m.dx, dy: m.dy }));
  }
  for (const p of op.pointers) {
    const layer = find(next, p.layer);
    if (layer.type === 'shape' && layer.shape === 'arrow' && 'from' in p) next = withLayer(next, { ...layer, from: p.from, to: p.to, width: p.width });
    else if (layer.type === 'shape' && layer.shape === 'circle' && 'r' in p) next = withLayer(next, { ...layer, x: p.x, y: p.y, r: p.r, lineWidth: p.lineWidth });
    else throw new OperationError('Seules une flèche ou un cercle se redessinent.');
  }
  if (op.dropped.length === 0) return next;
  const gone = new Set(op.dropped);
  for (const id of gone) {
    const layer = find(next, id);
    if (layer.type === 'text' && layer.role === 'headline') throw new OperationError('Le titre ne se supprime pas : changez ses mots ou masquez-le.');
  }
  const hidden = next.hidden?.filter((id) => !gone.has(id));
  return { ...next, layers: next.layers.filter((l) => !gone.has(l.id)), ...(next.hidden ? { hidden } : {}) };
}

/** The 'make-way' operation that replays a pass's result on the design it was run on; null when the pass changed nothing. */
export function makeWayOperation(result: { moved: readonly string[]; dropped: readonly string[]; transforms: Readonly<Record<string, { k: number; ax: number; ay: number; dx: number; dy: number }>>; pointers: Readonly<Record<string, Layer>> }): Extract<Operation, { op: 'make-way' }> | null {
  if (result.moved.length === 0 && result.dropped.length === 0) return null;
  const pointers: Extract<Operation, { op: 'make-way' }>['pointers'] = [];
  for (const [layer, l] of Object.entries(result.pointers)) {
    if (l.type === 'shape' && l.shape === 'arrow') pointers.push({ layer, from: l.from, to: l.to, width: l.width });
    else if (l.type === 'shape' && l.shape === 'circle') pointers.push({ layer, x: l.x, y: l.y, r: l.r, lineWidth: l.lineWidth });
  }
  return { op: 'make-way', moved: Object.entries(result.transforms).map(([layer, t]) => ({ layer, ...t })), pointers, dropped: [...result.dropped] };
}
