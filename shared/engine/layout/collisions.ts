import type { RenderHost } from '../render/canvas';
import type { Design, Layer } from '../model/design';
import { cellsIn, clipInk, layerInk, overlapCells, unionInk, type InkMask } from './ink';
import { cornerZone } from './frame';

/**
 * The collision rules of a thumbnail, on ink (ink.ts). Each layer plays one part:
 * - headline: the title and the big figure cut from it;
 * - subject: a pictogram, a picture or the style's drawn subject, with the frame of an insert;
 * - face: the photographed face of a picture (part of its subject, never covered);
 * - tag: a small label with its pill (« ACTU », a quoted tag, the channel name, « VS », « TOP 5 »);
 * - logo;
 * - decoration: a reaction emoji, the giant « ? », the style's small shapes;
 * - stage: what the style draws behind its subject (a disc, a ring, a hexagon), moved with it;
 * - pointer: a red arrow or circle, which may touch the subject it points at;
 * - band: a see-through strip behind the words (Actualité's band, the full-bleed strap, the veil);
 * - ground: the background's own parts (the split halves, glows), never in the way.
 *
 * The rules: no two of headline, subject, face, logo, tag and decoration (stages and pointers
 * included against the words, the logo and the tags) overlap by more than 2 % of the smaller one's
 * ink, except on a photographed person's body, which anything but another subject may cover (its face
 * may not); a band covers at most 10 % of a subject's ink and none of a face; a pointer never touches
 * the headline's ink; YouTube's duration corner holds no text, face or logo.
 */

export type Part = 'headline' | 'subject' | 'face' | 'tag' | 'logo' | 'decoration' | 'stage' | 'pointer' | 'band' | 'ground';

/** A thing the rules look at: one part, the layers it is made of, their ink. */
export interface Element {
  part: Part;
  /** The layer whose place it is (a tag's text, a subject's picture); its pill or frame goes with it. */
  id: string;
  layers: string[];
  ink: InkMask;
  /** It writes words (a headline, a tag, the big « ? »): the duration corner keeps clear of it. */
  writes: boolean;
  /** A photographed person's picture (its face is its own element): the words may cover the body, never the face. */
  body?: true;
}

export interface Collision {
  rule: 'overlap' | 'band' | 'pointer' | 'corner';
  a: string;
  b: string;
  /** The share of the smaller ink (overlap), of the subject's (band), or cells (pointer, corner). */
  amount: number;
}

export const OVERLAP_MAX = 0.02;
export const BAND_MAX = 0.1;

const STAGE_IDS = new Set(['halo', 'rayons', 'anneau', 'disque', 'soleil', 'hexagone', 'noyau', 'globe']);
const GROUND_IDS = new Set(['moitie-droite', 'moitie-avant', 'couture', 'lueur-apres']);
const BAND_IDS = new Set(['bandeau', 'filet', 'bandeau-titre', 'voile']);
/** A tag's text and the pill it lies on. */
const TAG_PILLS: Record<string, string> = { 'etiquette-texte': 'etiquette', citation: 'etiquette-citation', chaine: 'chaine-fond', vs: 'disque-vs', 'top-mot': 'rosette', avant: 'avant-fond', apres: 'apres-fond' };
/**
 * Layers that are one thing with another: a pill and its words, the « TOP » rosette's figure, the
 * « ! » on Viral's drawn subject, Minimaliste's outline echoing its accent shape. Each is placed
 * (and moved) with its owner.
 */
const OWNED_BY: Record<string, string> = { ...Object.fromEntries(Object.entries(TAG_PILLS).map(([text, pill]) => [pill, text])), 'top-chiffre': 'top-mot', exclamation: 'sujet', echo: 'accent' };
/** The drawn subject of a style without a picture, and what is written on it. */
const DRAWN_SUBJECT = new Set(['sujet', 'exclamation']);

/** The part a layer plays (see above). */
export function partOf(layer: Layer): Part {
  switch (layer.type) {
    case 'logo':
      return 'logo';
    case 'image':
    case 'picto':
      return layer.role === 'decor' ? 'decoration' : 'subject';
    case 'text':
      if (layer.role === 'headline' || layer.role === 'number') return 'headline';
      if (DRAWN_SUBJECT.has(layer.id)) return 'subject';
      return layer.id === 'point-interrogation' ? 'decoration' : 'tag';
    case 'shape':
      if (layer.shape === 'arrow') return 'pointer';
      if (layer.id === 'cercle' && layer.shape === 'circle' && layer.fill === null) return 'pointer';
      if (DRAWN_SUBJECT.has(layer.id) || layer.id.endsWith('-cadre')) return 'subject';
      // A line under the words is part of them, as the strips they lie on are.
      if (BAND_IDS.has(layer.id) || layer.shape === 'scrim' || layer.shape === 'underline') return 'band';
      if (GROUND_IDS.has(layer.id) || layer.shape === 'glow') return 'ground';
      if (STAGE_IDS.has(layer.id)) return 'stage';
      if (Object.values(TAG_PILLS).includes(layer.id) || layer.id.endsWith('-fond')) return 'tag';
      return 'decoration';
  }
}

/** The layer a pill, a frame or a companion belongs to: its element is that layer's. */
function ownerOf(layer: Layer, ids: ReadonlySet<string>): string {
  const owner = OWNED_BY[layer.id];
  if (owner && ids.has(owner)) return owner;
  for (const suffix of ['-fond', '-cadre']) if (layer.id.endsWith(suffix) && ids.has(layer.id.slice(0, -suffix.length))) return layer.id.slice(0, -suffix.length);
  return layer.id;
}

/** The design's elements with their ink, hidden layers left out. */
export function elementsOf(design: Design, host: RenderHost, scale: number): Element[] {
  const hidden = new Set(design.hidden ?? []);
  const layers = design.layers.filter((l) => !hidden.has(l.id));
  const ids = new Set(layers.map((l) => l.id));
  const byOwner = new Map<string, { part: Part; layers: Layer[] }>();
  for (const layer of layers) {
    const part = partOf(layer);
    if (part === 'ground') continue;
    const owner = ownerOf(layer, ids);
    const entry = byOwner.get(owner);
    if (entry) entry.layers.push(layer);
    else byOwner.set(owner, { part: owner === layer.id ? part : partOf(layers.find((l) => l.id === owner) ?? layer), layers: [layer] });
  }
  const out: Element[] = [];
  const scratch = host.createSurface(Math.max(1, Math.round(design.width * scale)), Math.max(1, Math.round(design.height * scale)));
  for (const [id, { part, layers: own }] of byOwner) {
    const inks = own.map((l) => layerInk(design, l, host, scale, scratch));
    const ink = inks.length === 1 ? inks[0]! : unionInk(inks)!;
    const image = own.find((l) => l.type === 'image' && l.face);
    const person = image?.type === 'image' && image.cutout && part === 'subject';
    out.push({ part, id, layers: own.map((l) => l.id), ink, writes: own.some((l) => l.type === 'text'), ...(person ? { body: true as const } : {}) });
    if (image?.type === 'image' && image.face) out.push({ part: 'face', id: `${id}:visage`, layers: [image.id], ink: clipInk(inks[own.indexOf(image)]!, image.face), writes: false });
  }
  return out;
}

const SOLID: ReadonlySet<Part> = new Set(['headline', 'subject', 'face', 'logo', 'tag', 'decoration']);
/** Stages and pointers are checked against these only: behind or on a subject is their place. */
const KEPT_CLEAR: ReadonlySet<Part> = new Set(['headline', 'logo', 'tag']);

/** What may lie on a photographed person's body (hero-placement.ts): all but another subject. */
const COVER_BODY: ReadonlySet<Part> = new Set(['headline', 'tag', 'decoration', 'logo', 'stage', 'pointer']);

/** Whether two elements are held apart by the overlap rule. */
export function heldApart(a: Element, b: Element): boolean {
  // A face and the picture it belongs to are one thing.
  if (a.layers.some((id) => b.layers.includes(id))) return false;
  // The creator is the hero: the words, a tag, a decoration or the logo may lie on the body, never on the face.
  if ((a.body && COVER_BODY.has(b.part)) || (b.body && COVER_BODY.has(a.part))) return false;
  if (SOLID.has(a.part) && SOLID.has(b.part)) return true;
  const loose = (x: Element, y: Element) => (x.part === 'stage' || x.part === 'pointer') && KEPT_CLEAR.has(y.part) && !(x.part === 'pointer' && y.part === 'headline');
  return loose(a, b) || loose(b, a);
}

/** Every broken rule of a design, measured at `scale` of its frame (1 for the checks). */
export function collisions(design: Design, host: RenderHost, scale = 1, elements = elementsOf(design, host, scale)): Collision[] {
  const out: Collision[] = [];
  for (let i = 0; i < elements.length; i++) {
    for (let j = i + 1; j < elements.length; j++) {
      const a = elements[i]!;
      const b = elements[j]!;
      if (!heldApart(a, b)) continue;
      const smaller = Math.min(a.ink.count, b.ink.count);
      if (smaller === 0) continue;
      const share = overlapCells(a.ink, b.ink) / smaller;
      if (share > OVERLAP_MAX) out.push({ rule: 'overlap', a: a.id, b: b.id, amount: share });
    }
  }
  for (const band of elements.filter((e) => e.part === 'band')) {
    for (const s of elements.filter((e) => (e.part === 'subject' && !e.body) || e.part === 'face')) {
      if (s.ink.count === 0) continue;
      const share = overlapCells(s.ink, band.ink) / s.ink.count;
      if (share > (s.part === 'face' ? OVERLAP_MAX : BAND_MAX)) out.push({ rule: 'band', a: band.id, b: s.id, amount: share });
    }
  }
  for (const p of elements.filter((e) => e.part === 'pointer')) {
    for (const h of elements.filter((e) => e.part === 'headline')) {
      const cells = overlapCells(h.ink, p.ink);
      if (cells > 0) out.push({ rule: 'pointer', a: p.id, b: h.id, amount: cells });
    }
  }
  const corner = cornerZone(design.width, design.height);
  for (const e of elements) {
    if (!(e.writes || e.part === 'face' || e.part === 'logo')) continue;
    const cells = cellsIn(e.ink, corner);
    if (cells > 0) out.push({ rule: 'corner', a: e.id, b: 'coin', amount: cells });
  }
  return out;
}
