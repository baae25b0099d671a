import { mix } from './color.ts';
import { CORNER, HEIGHT, WIDTH } from './frame.ts';
import { int, pick, range } from './prng.ts';
import type { Rng } from './prng.ts';
import type { Design, HeadlineBox, StyleId } from './types.ts';

/**
 * The style table. Each style is data (palettes, text colours, sizes) plus two
 * builders that turn a seeded PRNG into concrete background/shape layers.
 * Adding a style = adding a StyleId and an entry here; the renderer only
 * knows layer kinds, so existing kinds can be reused freely.
 */

export interface Palette {
  name: string;
  colors: readonly string[];
  /** Prompt words (accent-free, lowercase) that make this palette more likely. */
  tags: readonly string[];
  /** Overrides of the style's text colours / accents for this palette. */
  ink?: string;
  outline?: string;
  accents?: readonly string[];
}

export interface SceneContext {
  rng: Rng;
  palette: Palette;
  accent: string;
  /** Headline ink box: the subject is placed to its right. */
  headline: HeadlineBox;
}

export interface StyleSpec {
  /** Name shown in the (French) UI. */
  label: string;
  palettes: readonly Palette[];
  accents: readonly string[];
  text: {
    fill: string;
    stroke: string;
    /** Outline width / font size. */
    strokeRatio: number;
    shadow?: { color: string; blurRatio: number; offsetRatio: number };
  };
  /** Headline area: left margin, top/bottom margin, right edge as a share of the width. */
  region: { marginX: number; marginY: number; rightRatio: number };
  minFontSize: number;
  maxFontSize: number;
  /** Vertical placement choices of the text block (0 = top, 1 = bottom of its area). */
  anchors: readonly number[];
  background(scene: SceneContext): Design['background'];
  shapes(scene: SceneContext): Array<Record<string, unknown>>;
}

type Shape = Record<string, unknown>;

/**
 * Centre of the right-hand "subject": right of the headline, vertically high
 * enough that its outer radius `outer` stays clear of the duration badge.
 */
function subjectCentre(s: SceneContext, core: number, outer: number): { x: number; y: number } {
  const left = s.headline.x + s.headline.w + 36 + core;
  const right = WIDTH - core * 0.35;
  const ideal = (s.headline.x + s.headline.w + WIDTH) / 2 + range(s.rng, -40, 40);
  const x = Math.round(Math.min(right, Math.max(left, ideal)));
  const maxY = CORNER.y - outer - 8;
  // Corner safety wins over framing: clamp to maxY last.
  const y = Math.round(Math.min(maxY, Math.max(core * 0.8, range(s.rng, maxY - 90, maxY))));
  return { x, y };
}

const pro: StyleSpec = {
  label: 'Pro contrasté',
  palettes: [
    { name: 'minuit', colors: ['#0E1E45', '#03050C'], tags: ['nuit', 'tech', 'espace', 'crypto', 'bleu', 'business', 'finance', 'ia', 'argent', 'bourse'] },
    { name: 'pourpre', colors: ['#32104A', '#07020D'], tags: ['gaming', 'jeu', 'jeux', 'musique', 'violet', 'mystere', 'horreur', 'rap'] },
    { name: 'braise', colors: ['#4A0E0E', '#0B0203'], tags: ['feu', 'rouge', 'sport', 'urgent', 'choc', 'drame', 'foot', 'football', 'combat'] },
    { name: 'abysse', colors: ['#08393A', '#010A0B'], tags: ['mer', 'ocean', 'nature', 'vert', 'sante', 'science', 'eau'] },
    { name: 'graphite', colors: ['#2A2E35', '#050506'], tags: ['auto', 'voiture', 'moto', 'serieux', 'actualite', 'politique', 'info'] },
  ],
  accents: ['#FFD400', '#FF3B30'],
  text: { fill: '#FFFFFF', stroke: '#000000', strokeRatio: 0.14, shadow: { color: 'rgba(0,0,0,0.6)', blurRatio: 0.1, offsetRatio: 0.045 } },
  region: { marginX: 64, marginY: 56, rightRatio: 0.62 },
  minFontSize: 56,
  maxFontSize: 168,
  anchors: [0.5, 0.42, 0.58],
  background: ({ rng, palette, accent }) => {
    const topX = Math.round(range(rng, 280, 820));
    const dir = rng() < 0.5 ? -1 : 1;
    return {
      kind: 'beam-gradient',
      colors: [...palette.colors],
      angle: Math.round(range(rng, 20, 70)),
      beam: {
        topX,
        topWidth: Math.round(range(rng, 90, 170)),
        bottomX: topX + dir * Math.round(range(rng, 260, 520)),
        bottomWidth: Math.round(range(rng, 320, 520)),
        color: mix('#FFFFFF', accent, 0.2),
        opacity: Math.round(range(rng, 0.1, 0.17) * 100) / 100,
      },
      vignette: Math.round(range(rng, 0.55, 0.75) * 100) / 100,
    };
  },
  shapes: (s) => {
    const r = int(s.rng, 128, 160);
    const c = subjectCentre(s, r, r * 1.85);
    const rays = int(s.rng, 12, 18);
    return [
      { kind: 'glow', x: c.x, y: c.y, r: Math.round(r * 1.85), color: s.accent, opacity: 0.6 },
      { kind: 'burst', x: c.x, y: c.y, r0: Math.round(r * 0.95), r1: Math.round(r * 1.8), rays, rotation: Math.round(range(s.rng, 0, 360 / rays)), color: '#FFFFFF', opacity: 0.22 },
      { kind: 'orb', x: c.x, y: c.y, r, colors: [mix(s.accent, '#FFFFFF', 0.7), s.accent, mix(s.accent, '#000000', 0.6)] },
      { kind: 'ring', x: c.x, y: c.y, r: Math.round(r * 1.14), lineWidth: 4, color: '#FFFFFF', opacity: 0.55 },
    ] satisfies Shape[];
  },
};

const mini: StyleSpec = {
  label: 'Minimaliste',
  palettes: [
    { name: 'crème', colors: ['#F3ECDF'], outline: '#F3ECDF', tags: ['cuisine', 'recette', 'livre', 'lecture', 'calme', 'deco'], ink: '#161412', accents: ['#FF5A36', '#2B59FF', '#0A8F6A'] },
    { name: 'ciel', colors: ['#DCE9F5'], outline: '#DCE9F5', tags: ['tech', 'bleu', 'ia', 'code', 'tutoriel', 'tuto', 'science'], ink: '#0F1B2D', accents: ['#FF5A36', '#2B59FF', '#FFB000'] },
    { name: 'rose poudré', colors: ['#F7DCD5'], outline: '#F7DCD5', tags: ['beaute', 'mode', 'rose', 'amour', 'maquillage'], ink: '#2A1412', accents: ['#2B59FF', '#E8362A', '#1B1B1B'] },
    { name: 'menthe', colors: ['#DCF0E4'], outline: '#DCF0E4', tags: ['nature', 'vert', 'sante', 'sport', 'yoga', 'jardin'], ink: '#0F2418', accents: ['#FF5A36', '#6A3CF0', '#0A8F6A'] },
    { name: 'citron', colors: ['#F8EBA8'], outline: '#F8EBA8', tags: ['ete', 'soleil', 'jaune', 'enfant', 'fun'], ink: '#1A1606', accents: ['#FF5A36', '#2B59FF', '#1B1B1B'] },
    { name: 'nuage', colors: ['#ECECEC'], outline: '#ECECEC', tags: ['business', 'finance', 'minimal', 'gris', 'productivite'], ink: '#111111', accents: ['#FF5A36', '#2B59FF', '#0A8F6A'] },
  ],
  accents: ['#FF5A36'],
  // Thin outline in the background colour: invisible on the flat fill, but it
  // cleanly separates the letters wherever they cross the accent shape.
  text: { fill: '#111111', stroke: '#FFFFFF', strokeRatio: 0.035 },
  region: { marginX: 88, marginY: 84, rightRatio: 0.6 },
  minFontSize: 56,
  maxFontSize: 132,
  anchors: [0.5, 0.38, 0.62],
  background: ({ palette }) => ({ kind: 'flat', colors: [palette.colors[0] ?? '#F3ECDF'] }),
  shapes: (s) => {
    const kind = pick(s.rng, ['circle', 'square', 'triangle', 'ring'] as const);
    const r = int(s.rng, 140, 180);
    const echo = 26;
    const c = subjectCentre(s, r, r + echo);
    const ink = s.palette.ink ?? '#111111';
    const sides = kind === 'square' ? 4 : 3;
    // Squares sit almost upright (45° = axis-aligned edges), triangles point up; both get a slight tilt.
    const rotation = Math.round(range(s.rng, -14, 14)) + (kind === 'square' ? 45 : -90);
    const base = kind === 'circle' || kind === 'ring'
      ? { kind: 'circle', x: c.x, y: c.y, r }
      : { kind: 'polygon', x: c.x, y: c.y, r, sides, rotation, cornerRadius: 14 };
    // One flat accent shape, plus a thin ink "echo" offset up-right (away from the badge corner).
    const solid = kind === 'ring' ? { ...base, stroke: s.accent, lineWidth: Math.round(r * 0.28) } : { ...base, fill: s.accent };
    return [
      { ...base, x: c.x + echo, y: c.y - echo, stroke: ink, lineWidth: 4 },
      solid,
    ] satisfies Shape[];
  },
};

const vlog: StyleSpec = {
  label: 'Vlog chaleureux',
  palettes: [
    { name: 'coucher de soleil', colors: ['#FFA040', '#FF5E62', '#C2185B'], tags: ['voyage', 'soleil', 'ete', 'plage', 'vacances', 'mer'] },
    { name: 'pêche', colors: ['#FFC089', '#FF7E79', '#D9468A'], tags: ['food', 'cuisine', 'recette', 'beaute', 'mode', 'famille'] },
    { name: 'mangue', colors: ['#FFCB52', '#FF8A3D', '#E8505B'], tags: ['fete', 'afrique', 'marche', 'dakar', 'abidjan', 'musique', 'danse'] },
    { name: 'framboise', colors: ['#FF9A8B', '#FF5E8A', '#A3168F'], tags: ['amour', 'mariage', 'lifestyle', 'rose', 'couple'] },
  ],
  accents: ['#FFE45C', '#FFF3B8'],
  text: { fill: '#FFFFFF', stroke: '#3B0A2A', strokeRatio: 0.11, shadow: { color: 'rgba(70,8,40,0.45)', blurRatio: 0.14, offsetRatio: 0.05 } },
  region: { marginX: 64, marginY: 56, rightRatio: 0.62 },
  minFontSize: 56,
  maxFontSize: 160,
  anchors: [0.5, 0.42, 0.58],
  background: ({ rng, palette }) => {
    const count = int(rng, 12, 18);
    const bokeh = Array.from({ length: count }, () => ({
      x: Math.round(range(rng, 0, WIDTH)),
      y: Math.round(range(rng, 0, HEIGHT)),
      r: Math.round(range(rng, 18, 95)),
      opacity: Math.round(range(rng, 0.1, 0.32) * 100) / 100,
    }));
    return { kind: 'warm-gradient', colors: [...palette.colors], angle: Math.round(range(rng, 15, 65)), bokeh, vignette: 0.22 };
  },
  shapes: (s) => {
    const r = int(s.rng, 110, 140);
    const c = subjectCentre(s, r, r * 2);
    const turn = range(s.rng, 0, Math.PI * 2);
    // A few small "bubbles" orbiting the sun keep the rounded, playful feel.
    const bubbles = [0, 1, 2].map((i) => {
      const a = turn + i * 2.1;
      const d = r * range(s.rng, 1.35, 1.75);
      return { kind: 'circle', x: Math.round(c.x + Math.cos(a) * d), y: Math.round(c.y + Math.sin(a) * d), r: int(s.rng, 10, 22), fill: '#FFFFFF', opacity: 0.75 };
    });
    return [
      { kind: 'glow', x: c.x, y: c.y, r: r * 2, color: '#FFF4D6', opacity: 0.7 },
      { kind: 'orb', x: c.x, y: c.y, r, colors: ['#FFFDF3', '#FFE48A', '#FFA84A'] },
      { kind: 'ring', x: c.x, y: c.y, r: Math.round(r * 1.22), lineWidth: 10, color: '#FFFFFF', opacity: 0.55 },
      ...bubbles,
    ] satisfies Shape[];
  },
};

export const STYLES: Readonly<Record<StyleId, StyleSpec>> = { pro, mini, vlog };

export const STYLE_IDS = Object.keys(STYLES) as StyleId[];

export function isStyleId(value: unknown): value is StyleId {
  return typeof value === 'string' && Object.hasOwn(STYLES, value);
}
