import { colorLuminance, mix } from './color';
import type { Background, Box, FontFamily, Layer, ShapeLayer, StyleId } from '../model/design';
import type { FrameTemplate } from '../layout/frame';
import type { CompositionId } from '../model/composition-ids';
import type { TopicId } from '../model/topics';
import { int, pick, range } from '../model/prng';
import type { Rng } from '../model/prng';

/**
 * The six styles: art direction as data (fonts, palettes, text treatment) plus builders that turn a
 * seeded PRNG into background and decoration layers. Several choices per style come from the seed
 * (palette, accent, placement, decoration), so two generations of the same title differ.
 */

export interface Palette {
  name: string;
  colors: readonly string[];
  /** Brief words (accent-free, lowercase) that make this palette more likely. */
  tags: readonly string[];
  /**
   * Topics (model/topics.ts) this palette suits, when the brief names no colour: each topic has two
   * to four palettes in a style, of other hues and lightness, so two titles on one topic need not
   * share a ground and two topics rarely do.
   */
  topics?: readonly TopicId[];
  ink?: string;
  outline?: string;
  accents?: readonly string[];
}

export interface Scene {
  rng: Rng;
  palette: Palette;
  accent: string;
  frame: FrameTemplate;
  /** Headline ink box as placed. */
  headline: Box;
  /** The subject's box: the AI subject image goes there, else the style's procedural subject. */
  subject: Box;
  hasSubjectImage: boolean;
  /** A photographed person is the hero (hero-placement.ts): the face is the mark, no circle nor arrow is drawn at it. */
  hasPerson?: boolean;
  /** The composition (compositions.ts): styles keep their own marks out of the ones that have theirs. */
  composition?: CompositionId;
  /** Quoted words of the brief: Actualité writes them on its label instead of « ACTU ». */
  tag?: string;
}

export interface StyleSpec {
  id: StyleId;
  font: { family: FontFamily; weight: number };
  palettes: readonly Palette[];
  accents: readonly string[];
  text: {
    fill: string;
    stroke: string;
    /** Outline width / font size (0 = none). */
    strokeRatio: number;
    shadow?: { color: string; blurRatio: number; offsetRatio: number };
    /** Tilt range in degrees. */
    rotation?: readonly [number, number];
  };
  /** Share of a 16:9 frame's width given to the headline. */
  headlineShare: number;
  /** Height kept free above the headline (16:9 pixels, scaled with the text), for a tag drawn there. */
  headlineTopReserve?: number;
  /** Font sizes on the 16:9 frame; the minimum keeps the capitals readable at 168×94. */
  minSize: number;
  maxSize: number;
  /**
   * Vertical placement choices of the block (0 = top, 1 = bottom of its area): high, middle and low,
   * as designers set a short headline, so two pictures of one style do not all hold their words at
   * mid-height.
   */
  anchors: readonly number[];
  /**
   * Sizes a lone pictogram may take in the plain composition, as factors of its box (the seed picks):
   * a close-up that runs off the frame's edge, or a smaller one with air around it.
   */
  subjectSizes?: readonly number[];
  /** Art direction sentence for a hosted image model (backgrounds are always text-free). */
  art: string;
  background(scene: Pick<Scene, 'rng' | 'palette' | 'accent' | 'frame'>): Background;
  /** Layers under the headline (procedural subject, light effects). */
  under(scene: Scene): Layer[];
  /** Layers over the headline (arrows, tags); never in the duration corner. */
  over(scene: Scene): Layer[];
}

const round2 = (v: number): number => Math.round(v * 100) / 100;
const cx = (b: Box): number => Math.round(b.x + b.w / 2);
const cy = (b: Box): number => Math.round(b.y + b.h / 2);
/** The subject's centre as shares of the frame (where a style's light or rays meet). */
const centreShare = (f: FrameTemplate): { x: number; y: number } => ({ x: (f.subject.x + f.subject.w / 2) / f.width, y: (f.subject.y + f.subject.h / 2) / f.height });
/** Radius of the round procedural subject that fits its box. */
const subjectRadius = (b: Box, share: number): number => Math.round((Math.min(b.w, b.h) / 2) * share);

const pro: StyleSpec = {
  id: 'pro',
  font: { family: 'Anton', weight: 400 },
  palettes: [
    { name: 'minuit', colors: ['#0E1E45', '#03050C'], tags: ['nuit', 'tech', 'espace', 'crypto', 'bleu', 'business', 'finance', 'ia', 'argent', 'bourse'], topics: ['argent', 'religion', 'actu'] },
    { name: 'pourpre', colors: ['#32104A', '#07020D'], tags: ['musique', 'violet', 'mystere', 'horreur', 'rap'], topics: ['musique', 'histoire', 'jeux', 'ville'] },
    { name: 'braise', colors: ['#4A0E0E', '#0B0203'], tags: ['feu', 'rouge', 'sport', 'urgent', 'choc', 'drame', 'foot', 'football', 'combat'], topics: ['sport', 'histoire', 'auto'] },
    { name: 'abysse', colors: ['#08393A', '#010A0B'], tags: ['mer', 'ocean', 'nature', 'vert', 'sante', 'science', 'eau'], topics: ['cuisine', 'sante', 'plage'] },
    { name: 'graphite', colors: ['#2A2E35', '#050506'], tags: ['auto', 'voiture', 'moto', 'serieux', 'politique'], topics: ['auto', 'tech'] },
    // Bright grounds: the white, black-outlined headline holds on them, and a feed of dark thumbnails needs them.
    { name: 'électrique', colors: ['#2F6BFF', '#0A1E6E'], tags: ['tech', 'telephone', 'ia', 'appli', 'internet', 'bleu'], topics: ['tech', 'ecole', 'jeux'] },
    { name: 'vermillon', colors: ['#F0442C', '#7A0C0C'], tags: ['sport', 'foot', 'urgent', 'choc', 'rouge', 'match'], topics: ['football', 'sport', 'actu'] },
    // A saffron ground is a light one: dark words with a white outline, a deep red accent (yellow words on it read as the ground).
    { name: 'safran', colors: ['#FFB627', '#E2661A'], tags: ['argent', 'or', 'cuisine', 'recette', 'afrique', 'business'], ink: '#2A1206', outline: '#FFFFFF', accents: ['#C8102E'], topics: ['cuisine', 'argent', 'agriculture'] },
    // Hues of their own for the topics the dark grounds all looked alike on (a pitch, a beach, beauty).
    { name: 'émeraude', colors: ['#12A150', '#04331B'], tags: ['foot', 'nature', 'vert', 'sante', 'jardin', 'match'], accents: ['#FFD400'], topics: ['football', 'agriculture', 'argent'] },
    { name: 'lagon', colors: ['#12B5CB', '#073B4C'], tags: ['mer', 'plage', 'ete', 'voyage', 'eau'], accents: ['#FFD400'], topics: ['plage', 'ville', 'sante'] },
    { name: 'grenat', colors: ['#D6336C', '#4A0A24'], tags: ['beaute', 'mode', 'rose', 'amour', 'fete', 'mariage'], accents: ['#FFD400'], topics: ['beaute', 'musique', 'fete'] },
    // An amethyst and a copper: hues the dark grounds lacked, so two pictures of a feed rarely share a colour family.
    { name: 'améthyste', colors: ['#7B3FE4', '#24094F'], tags: ['violet', 'musique', 'reve', 'mystere', 'jeu'], accents: ['#FFD400'], topics: ['musique', 'jeux', 'religion', 'histoire'] },
    { name: 'cuivre', colors: ['#C8682A', '#3A1206'], tags: ['cuivre', 'tradition', 'histoire', 'voiture', 'atelier'], accents: ['#FFD400'], topics: ['auto', 'histoire', 'maison', 'sport'] },
    // Light grounds, as a daylight feed has them: the black outline carries the white words, the beam and vignette soften.
    // On them the words are navy with a white outline: white ones on sky or sand held only by their outline, and read poorly on a phone.
    { name: 'azur', colors: ['#86CFFF', '#3D86DE'], tags: ['ciel', 'ete', 'voyage', 'avion', 'enfant'], ink: '#0E1E45', outline: '#FFFFFF', accents: ['#E10600', '#C2185B'], topics: ['ville', 'plage', 'ecole', 'maison', 'argent'] },
    { name: 'givre', colors: ['#A8EFD6', '#3FAE8C'], tags: ['menthe', 'frais', 'sante', 'science', 'clinique'], ink: '#0E1E45', outline: '#FFFFFF', accents: ['#E10600', '#6A3CF0'], topics: ['sante', 'agriculture', 'tech'] },
    { name: 'sable', colors: ['#F2D3A2', '#CF8A4E'], tags: ['sable', 'beige', 'desert', 'tradition', 'famille'], ink: '#2A1206', outline: '#FFFFFF', accents: ['#E10600', '#C2185B'], topics: ['cuisine', 'maison', 'beaute', 'religion'] },
    // A peach and a lime daylight: a feed's dark and mid grounds still met too often (closest pairs in a Pro feed were two night grounds).
    { name: 'pêche', colors: ['#FFC2B0', '#E8707A'], tags: ['rose', 'peche', 'amour', 'fete', 'beaute', 'mariage'], ink: '#2A0A12', outline: '#FFFFFF', accents: ['#C8102E', '#6A3CF0'], topics: ['fete', 'beaute', 'musique', 'cuisine'] },
    { name: 'citron vert', colors: ['#D4F25A', '#79B51E'], tags: ['citron', 'vert', 'foot', 'match', 'jardin', 'nature'], ink: '#102A06', outline: '#FFFFFF', accents: ['#C8102E', '#6A3CF0'], topics: ['football', 'agriculture', 'sport', 'jeux', 'argent'] },
  ],
  accents: ['#FFD400', '#FF3B30'],
  text: { fill: '#FFFFFF', stroke: '#000000', strokeRatio: 0.14, shadow: { color: 'rgba(0,0,0,0.6)', blurRatio: 0.1, offsetRatio: 0.045 } },
  headlineShare: 0.62,
  minSize: 64,
  maxSize: 168,
  anchors: [0.5, 0.42, 0.58],
  subjectSizes: [0.85, 1, 1.25],
  art: 'Cinematic, deep contrast, dramatic rim lighting, dark moody background, premium look.',
  background: ({ rng, palette, accent, frame }) => {
    const topX = range(rng, 0.22, 0.64);
    const dir = rng() < 0.5 ? -1 : 1;
    // A light ground keeps its light: the dark corners of a night ground would turn it to mud.
    const soften = colorLuminance(palette.colors[0] ?? '#000000') > 0.35 ? 0.45 : 1;
    // The ground's light comes from the top-left, or from behind the subject on the other side:
    // every Pro picture lit from its top-left read as one studio.
    const behind = rng() < 0.5;
    const right = centreShare(frame).x > 0.5;
    return {
      kind: 'procedural',
      recipe: 'beam',
      colors: [...palette.colors],
      params: {
        angle: Math.round(behind && right ? range(rng, 110, 160) : range(rng, 20, 70)),
        beam: { topX: round2(topX), topWidth: round2(range(rng, 0.07, 0.13)), bottomX: round2(topX + dir * range(rng, 0.2, 0.4)), bottomWidth: round2(range(rng, 0.25, 0.4)), color: mix('#FFFFFF', accent, 0.2), opacity: round2(range(rng, 0.1, 0.17)) },
        vignette: round2(range(rng, 0.35, 0.6) * soften),
      },
    };
  },
  under: (s) => {
    const r = subjectRadius(s.subject, 0.5);
    const x = cx(s.subject);
    const y = cy(s.subject);
    const rays = int(s.rng, 12, 18);
    const light: ShapeLayer[] = [
      { type: 'shape', id: 'halo', shape: 'glow', x, y, r: Math.round(r * 1.85), color: s.accent, opacity: 0.6 },
      { type: 'shape', id: 'rayons', shape: 'rays', x, y, r0: Math.round(r * 0.95), r1: Math.round(r * 1.8), rays, rotation: Math.round(range(s.rng, 0, 360 / rays)), color: '#FFFFFF', opacity: 0.22 },
    ];
    if (s.hasSubjectImage) return light;
    // No subject found in the title: a spotlit diamond of the accent colour (a premium mark), not a ball.
    return [
      ...light,
      { type: 'shape', id: 'sujet', shape: 'polygon', x, y, r, sides: 4, rotation: -90, cornerRadius: Math.round(r * 0.06), fill: s.accent, stroke: '#FFFFFF', lineWidth: 6, opacity: 1 },
      { type: 'shape', id: 'anneau', shape: 'ring', x, y, r: Math.round(r * 1.14), lineWidth: 4, color: '#FFFFFF', opacity: 0.55 },
    ];
  },
  over: () => [],
};

const mini: StyleSpec = {
  id: 'mini',
  font: { family: 'Montserrat', weight: 800 },
  palettes: [
    // Pastels of their own hue, a richer yellow and a coral among them: seven pastels close to white made seven near-twins.
    { name: 'crème', colors: ['#F3ECDF'], tags: ['cuisine', 'recette', 'livre', 'lecture', 'calme', 'deco'], ink: '#161412', accents: ['#FF5A36', '#2B59FF', '#0A8F6A'], topics: ['cuisine', 'maison', 'histoire'] },
    { name: 'ciel', colors: ['#C9DFF5'], tags: ['tech', 'bleu', 'ia', 'code', 'tutoriel', 'tuto', 'science'], ink: '#0F1B2D', accents: ['#E8432A', '#2B59FF'], topics: ['tech', 'ecole', 'plage', 'maison'] },
    { name: 'rose poudré', colors: ['#F7DCD5'], tags: ['beaute', 'mode', 'rose', 'amour', 'maquillage'], ink: '#2A1412', accents: ['#2B59FF', '#D62A1E', '#1B1B1B'], topics: ['beaute', 'fete', 'maison'] },
    { name: 'menthe', colors: ['#C4E8D1'], tags: ['nature', 'vert', 'sante', 'sport', 'yoga', 'jardin'], ink: '#0F2418', accents: ['#E8432A', '#6A3CF0', '#0A7A5A'], topics: ['sante', 'agriculture', 'sport'] },
    { name: 'citron', colors: ['#F6D55C'], tags: ['ete', 'soleil', 'jaune', 'enfant', 'fun'], ink: '#1A1606', accents: ['#D62A1E', '#2B59FF', '#1B1B1B'], topics: ['plage', 'ecole', 'argent'] },
    { name: 'lilas', colors: ['#DCD2F5'], tags: ['violet', 'mauve', 'lilas', 'reve', 'musique'], ink: '#1E1433', accents: ['#E8432A', '#2B59FF', '#0A8F6A'], topics: ['musique', 'beaute', 'religion'] },
    { name: 'corail', colors: ['#F7A68C'], tags: ['orange', 'abricot', 'corail', 'gourmand', 'famille'], ink: '#2A150A', accents: ['#2B59FF', '#D62A1E', '#0A8F6A'], topics: ['cuisine', 'fete', 'ville', 'beaute'] },
    // The darker grounds a pastel feed needs between its light ones: white words on them, no outline, 5:1 and more.
    { name: 'encre', colors: ['#15171C'], tags: ['business', 'finance', 'minimal', 'noir', 'productivite'], ink: '#F5F5F0', accents: ['#FF5A36', '#FFD400', '#4C8DFF'], topics: ['argent', 'tech', 'actu', 'histoire'] },
    { name: 'cobalt', colors: ['#2346C8'], tags: ['tech', 'ia', 'telephone', 'bleu', 'ecole', 'info'], ink: '#FFFFFF', accents: ['#FFD400', '#FF8A65'], topics: ['football', 'jeux', 'tech', 'actu'] },
    { name: 'forêt', colors: ['#1F4D3A'], tags: ['foret', 'sapin', 'nature', 'vert', 'jardin'], ink: '#F5F5F0', accents: ['#FFD400', '#FF8A65'], topics: ['football', 'agriculture', 'sport', 'sante'] },
    { name: 'terre cuite', colors: ['#A63F26'], tags: ['terre', 'brique', 'afrique', 'marche', 'voyage'], ink: '#FFFFFF', accents: ['#FFD400', '#FFE3C2'], topics: ['cuisine', 'ville', 'auto', 'musique'] },
    { name: 'aubergine', colors: ['#3A1B4A'], tags: ['nuit', 'soiree', 'mystere', 'prune'], ink: '#F7F0FA', accents: ['#FFD400', '#FF8A65', '#5EE3B4'], topics: ['religion', 'fete', 'jeux', 'histoire'] },
    { name: 'marine', colors: ['#14213D'], tags: ['marine', 'serieux', 'politique', 'voiture'], ink: '#FFFFFF', accents: ['#FFD400', '#FF8A65', '#5EC8FF'], topics: ['actu', 'auto', 'argent', 'ville'] },
    // A tomato and a duck blue, mid-tones between the pastels and the darks: most of a pastel feed's closest pairs were two pastels.
    { name: 'tomate', colors: ['#E4572E'], tags: ['rouge', 'tomate', 'orange', 'piment'], ink: '#FFFFFF', accents: ['#FFD400', '#14213D'], topics: ['football', 'sport', 'cuisine', 'fete', 'actu'] },
    { name: 'canard', colors: ['#1B7F8C'], tags: ['canard', 'turquoise', 'lagon', 'mer'], ink: '#FFFFFF', accents: ['#FFD400', '#FF8A65'], topics: ['plage', 'tech', 'sante', 'ville', 'agriculture'] },
  ],
  accents: ['#FF5A36'],
  text: { fill: '#111111', stroke: '#FFFFFF', strokeRatio: 0 },
  headlineShare: 0.6,
  minSize: 60,
  maxSize: 128,
  anchors: [0.22, 0.5, 0.9],
  art: 'Minimalist flat design, one solid pastel colour, lots of empty space, soft studio light, clean.',
  background: ({ palette }) => ({ kind: 'procedural', recipe: 'flat', colors: [palette.colors[0] ?? '#F3ECDF'], params: {} }),
  under: (s) => {
    if (s.hasSubjectImage) {
      return [{ type: 'shape', id: 'disque', shape: 'circle', x: cx(s.subject), y: cy(s.subject), r: subjectRadius(s.subject, 0.62), fill: s.accent, stroke: null, lineWidth: 0, opacity: 1 }];
    }
    const kind = pick(s.rng, ['circle', 'square', 'triangle', 'ring'] as const);
    const r = subjectRadius(s.subject, 0.56);
    const echo = Math.round(r * 0.16);
    const x = cx(s.subject);
    const y = cy(s.subject) + echo;
    const ink = s.palette.ink ?? '#111111';
    const rotation = Math.round(range(s.rng, -14, 14)) + (kind === 'square' ? 45 : -90);
    const outline = (dx: number, dy: number): ShapeLayer =>
      kind === 'circle' || kind === 'ring'
        ? { type: 'shape', id: 'echo', shape: 'circle', x: x + dx, y: y + dy, r, fill: null, stroke: ink, lineWidth: 4, opacity: 1 }
        : { type: 'shape', id: 'echo', shape: 'polygon', x: x + dx, y: y + dy, r, sides: kind === 'square' ? 4 : 3, rotation, cornerRadius: 14, fill: null, stroke: ink, lineWidth: 4, opacity: 1 };
    const solid: ShapeLayer =
      kind === 'circle'
        ? { type: 'shape', id: 'accent', shape: 'circle', x, y, r, fill: s.accent, stroke: null, lineWidth: 0, opacity: 1 }
        : kind === 'ring'
          ? { type: 'shape', id: 'accent', shape: 'ring', x, y, r: Math.round(r * 0.86), lineWidth: Math.round(r * 0.28), color: s.accent, opacity: 1 }
          : { type: 'shape', id: 'accent', shape: 'polygon', x, y, r, sides: kind === 'square' ? 4 : 3, rotation, cornerRadius: 14, fill: s.accent, stroke: null, lineWidth: 0, opacity: 1 };
    return [outline(echo, -echo), solid];
  },
  over: () => [],
};

const vlog: StyleSpec = {
  id: 'vlog',
  font: { family: 'Fredoka', weight: 700 },
  palettes: [
    { name: 'coucher de soleil', colors: ['#FFA040', '#FF5E62', '#C2185B'], tags: ['voyage', 'soleil', 'ete', 'plage', 'vacances', 'mer'], topics: ['plage', 'ville', 'fete'] },
    { name: 'pêche', colors: ['#FFC089', '#FF7E79', '#D9468A'], tags: ['food', 'cuisine', 'recette', 'beaute', 'mode', 'famille'], topics: ['cuisine', 'beaute'] },
    { name: 'mangue', colors: ['#FFCB52', '#FF8A3D', '#E8505B'], tags: ['fete', 'afrique', 'marche', 'dakar', 'abidjan', 'musique', 'danse'], topics: ['argent', 'agriculture', 'sport'] },
    { name: 'framboise', colors: ['#FF9A8B', '#FF5E8A', '#A3168F'], tags: ['amour', 'mariage', 'lifestyle', 'rose', 'couple'], topics: ['beaute', 'musique', 'fete'] },
    { name: 'nuit chaude', colors: ['#4A2270', '#1A0B33', '#0B0618'], tags: ['soiree', 'nuit', 'musique', 'concert', 'ramadan'], topics: ['religion', 'musique', 'jeux', 'fete'] },
    { name: 'lagune', colors: ['#5BE0D0', '#1C8FC0', '#0B3F6B'], tags: ['mer', 'plage', 'voyage', 'bleu', 'vacances'], topics: ['plage', 'sante', 'auto'] },
    { name: 'jardin', colors: ['#B8E986', '#3FA34D', '#14532D'], tags: ['nature', 'vert', 'jardin', 'sante', 'foot', 'sport'], topics: ['agriculture', 'football', 'sport'] },
    { name: 'azur', colors: ['#8FD3FF', '#4A7BF7', '#2A2F8F'], tags: ['tech', 'ecole', 'etudes', 'telephone', 'ia', 'info'], topics: ['tech', 'ecole', 'jeux'] },
    // The light grounds: plum (or deep green) words with a white outline, as white ones on cream only held by their outline.
    { name: 'vanille', colors: ['#FFF6E0', '#FFE0B0', '#FFB98A'], tags: ['calme', 'bebe', 'maison', 'famille', 'routine'], ink: '#3B0A2A', outline: '#FFFFFF', accents: ['#E8432A', '#C2185B'], topics: ['maison', 'cuisine', 'religion'] },
    { name: 'brume', colors: ['#EAF8F1', '#C6EBDD', '#8FD3BC'], tags: ['menthe', 'frais', 'zen', 'bien-etre'], ink: '#0E3B2E', outline: '#FFFFFF', accents: ['#E8432A', '#6A3CF0'], topics: ['sante', 'beaute', 'ecole'] },
    // Cool hues beside the warm ones: a lavender dusk and a deep lagoon teal (a vlog feed was orange and pink).
    { name: 'lavande', colors: ['#C7B3FF', '#8A68F0', '#45258F'], tags: ['lavande', 'violet', 'reve', 'doux'], topics: ['musique', 'beaute', 'religion', 'ecole'] },
    { name: 'lagon profond', colors: ['#2A8C96', '#135763', '#072A33'], tags: ['lagon', 'ocean', 'turquoise', 'ile'], topics: ['plage', 'sante', 'tech', 'ville'] },
    // Evening and earth grounds: a day's vlog is not all golden hour.
    { name: 'crépuscule', colors: ['#2C4A7A', '#182A52', '#0A1230'], tags: ['soir', 'ville', 'nuit', 'bleu'], topics: ['ville', 'argent', 'actu', 'tech'] },
    { name: 'forêt', colors: ['#3E7A4A', '#1F4A2C', '#0C2416'], tags: ['foret', 'randonnee', 'nature', 'campagne'], topics: ['football', 'agriculture', 'histoire'] },
    { name: 'terre', colors: ['#D08A4E', '#9A4E2A', '#4E2312'], tags: ['terre', 'village', 'tradition', 'afrique'], topics: ['cuisine', 'auto', 'sport', 'maison', 'actu'] },
    // A morning sky and a wine evening: a light cool ground (navy words, white outline) and a deep warm
    // one, so money, news and the road are not all dusk blue and a kitchen not all cream or clay.
    { name: 'ciel', colors: ['#EEF7FF', '#C4E2FA', '#86BCEB'], tags: ['ciel', 'matin', 'avion', 'nuage'], ink: '#0E2A4A', outline: '#FFFFFF', accents: ['#E8432A', '#C2185B'], topics: ['argent', 'auto', 'actu', 'jeux'] },
    { name: 'bordeaux', colors: ['#8C2A4A', '#561230', '#240614'], tags: ['bordeaux', 'velours', 'diner', 'soiree'], topics: ['cuisine', 'histoire', 'fete'] },
  ],
  accents: ['#FFE45C', '#FFF3B8'],
  text: { fill: '#FFFFFF', stroke: '#3B0A2A', strokeRatio: 0.11, shadow: { color: 'rgba(70,8,40,0.45)', blurRatio: 0.14, offsetRatio: 0.05 }, rotation: [-4, 0] },
  headlineShare: 0.62,
  minSize: 60,
  maxSize: 150,
  // High, middle or low, as a day's vlog sets its caption over the sky, the middle or the ground.
  anchors: [0.16, 0.5, 0.86],
  subjectSizes: [0.8, 1, 1.25],
  art: 'Warm golden-hour gradients, soft diffuse light, cosy lifestyle vlog atmosphere, gentle bokeh.',
  background: ({ rng, palette, frame }) => {
    const count = int(rng, 12, 18);
    const bokeh = Array.from({ length: count }, () => ({ x: round2(rng()), y: round2(rng()), r: round2(range(rng, 0.015, 0.075)), opacity: round2(range(rng, 0.1, 0.32)) }));
    // Where the light comes from: the sky's top-left, the sun behind the subject, or the glow of a
    // horizon under a darker sky. Every vlog lit from its top-left read as one golden-hour template.
    const right = centreShare(frame).x > 0.5;
    const light = pick(rng, ['sky', 'sun', 'horizon'] as const);
    const angle = light === 'sky' ? range(rng, 15, 65) : light === 'sun' ? (right ? range(rng, 115, 160) : range(rng, 20, 65)) : range(rng, 250, 290);
    return { kind: 'procedural', recipe: 'warm', colors: [...palette.colors], params: { angle: Math.round(angle), bokeh, vignette: 0.22 } };
  },
  under: (s) => {
    const r = subjectRadius(s.subject, 0.45);
    const x = cx(s.subject);
    const y = cy(s.subject);
    const glow: ShapeLayer = { type: 'shape', id: 'halo', shape: 'glow', x, y, r: r * 2, color: '#FFF4D6', opacity: 0.7 };
    if (s.hasSubjectImage) return [glow];
    const turn = range(s.rng, 0, Math.PI * 2);
    // A few small "bubbles" orbiting the sun keep the rounded, playful feel.
    const bubbles = [0, 1, 2].map((i): ShapeLayer => {
      const a = turn + i * 2.1;
      const d = r * range(s.rng, 1.35, 1.7);
      return { type: 'shape', id: `bulle-${i + 1}`, shape: 'circle', x: Math.round(x + Math.cos(a) * d), y: Math.round(y + Math.sin(a) * d), r: int(s.rng, 10, 22), fill: '#FFFFFF', stroke: null, lineWidth: 0, opacity: 0.75 };
    });
    return [
      glow,
      { type: 'shape', id: 'soleil', shape: 'orb', x, y, r, colors: ['#FFFDF3', '#FFE48A', '#FFA84A'] },
      { type: 'shape', id: 'anneau', shape: 'ring', x, y, r: Math.round(r * 1.22), lineWidth: 10, color: '#FFFFFF', opacity: 0.55 },
      ...bubbles,
    ];
  },
  over: () => [],
};

const gaming: StyleSpec = {
  id: 'gaming',
  font: { family: 'Russo One', weight: 400 },
  palettes: [
    { name: 'cyber', colors: ['#1B0638', '#06020F'], tags: ['jeu', 'jeux', 'gaming', 'fortnite', 'gta', 'minecraft', 'violet'], accents: ['#39FF14', '#FFE600'], topics: ['jeux', 'histoire', 'religion'] },
    { name: 'océan néon', colors: ['#04243F', '#010810'], tags: ['fifa', 'foot', 'sport', 'bleu', 'ea'], accents: ['#FFE600', '#FF2BD6'], topics: ['football', 'religion', 'actu', 'ville'] },
    { name: 'lave', colors: ['#3A0410', '#0A0103'], tags: ['feu', 'rouge', 'combat', 'horreur', 'boss'], accents: ['#FFE600', '#00E5FF'], topics: ['sport', 'histoire', 'auto', 'actu'] },
    { name: 'plasma', colors: ['#8A1BD6', '#2A0050'], tags: ['free', 'fire', 'pubg', 'tournoi', 'violet'], accents: ['#FFE600', '#39FF14'], topics: ['jeux', 'musique', 'fete', 'beaute'] },
    // Magenta on this bright green has no lightness contrast (1.4): the words vanish but for their outline.
    { name: 'acide', colors: ['#1FC46A', '#033D1C'], tags: ['minecraft', 'vert', 'survie'], accents: ['#FFE600'], topics: ['agriculture', 'football', 'sante'] },
    { name: 'turbo', colors: ['#FF7A1A', '#A82800'], tags: ['foot', 'sport', 'fifa', 'match', 'feu'], accents: ['#FFE600'], topics: ['cuisine', 'sport', 'auto', 'agriculture'] },
    { name: 'glace', colors: ['#19C3FF', '#0A5FC0'], tags: ['tech', 'ia', 'telephone', 'mer', 'bleu'], accents: ['#FFE600'], topics: ['tech', 'plage', 'sante', 'ecole'] },
    // A pink, a gold and a carbon grey: a gaming feed is not all purple and navy.
    { name: 'rose néon', colors: ['#FF3D9A', '#4A0030'], tags: ['rose', 'girl', 'kawaii', 'amour'], accents: ['#FFE600'], topics: ['beaute', 'fete', 'musique'] },
    // The two bright grounds: dark words with a white outline (white ones with a dark outline and a dark accent read as one dark mass there).
    { name: 'or', colors: ['#FFC21A', '#E07A00'], tags: ['or', 'gold', 'legendaire', 'argent', 'tresor'], ink: '#12002B', outline: '#FFFFFF', accents: ['#E10600', '#7A00FF'], topics: ['argent', 'cuisine', 'ecole', 'religion'] },
    { name: 'carbone', colors: ['#2B303B', '#0A0C10'], tags: ['noir', 'gris', 'carbone', 'voiture', 'moto'], accents: ['#39FF14', '#FFE600'], topics: ['auto', 'actu', 'tech', 'maison', 'argent'] },
    { name: 'lime', colors: ['#A6E22E', '#4E9A1C'], tags: ['lime', 'fluo', 'jungle'], ink: '#12002B', outline: '#FFFFFF', accents: ['#7A00FF', '#E10600'], topics: ['agriculture', 'plage', 'maison', 'ville'] },
    // A neon teal: the closest pairs of a gaming feed were two pictures on one orange, one ice blue or one gold.
    { name: 'lagon néon', colors: ['#00A99D', '#013A36'], tags: ['turquoise', 'mer', 'jungle', 'sante'], accents: ['#FFE600', '#FF2BD6'], topics: ['plage', 'sante', 'tech', 'ville', 'religion'] },
  ],
  accents: ['#39FF14', '#FFE600'],
  text: { fill: '#FFFFFF', stroke: '#12002B', strokeRatio: 0.12, shadow: { color: 'rgba(0,229,255,0.85)', blurRatio: 0.22, offsetRatio: 0 }, rotation: [-7, -3] },
  headlineShare: 0.6,
  minSize: 60,
  maxSize: 140,
  anchors: [0.22, 0.5, 0.9],
  art: 'Neon-lit gaming scene, cyan and magenta light rays, energetic diagonal angles, dark futuristic arena.',
  background: ({ rng, palette, frame }) => ({
    kind: 'procedural',
    recipe: 'neon',
    colors: [...palette.colors],
    params: {
      angle: Math.round(range(rng, 70, 110)),
      // The rays spring from behind the subject, on its side.
      cx: round2(centreShare(frame).x + range(rng, -0.07, 0.07)),
      cy: round2(range(rng, 0.3, 0.45)),
      rays: int(rng, 14, 22),
      rotation: Math.round(range(rng, 0, 20)),
      rayColor: pick(rng, ['#00E5FF', '#FF2BD6']),
      rayOpacity: round2(range(rng, 0.1, 0.18)),
      horizon: round2(range(rng, 0.62, 0.72)),
      gridColor: pick(rng, ['#FF2BD6', '#00E5FF', '#7C4DFF']),
      gridOpacity: 0.5,
      slashes: Array.from({ length: int(rng, 2, 4) }, () => ({ x: round2(range(rng, 0.05, 0.9)), w: round2(range(rng, 0.02, 0.07)), lean: round2(range(rng, 0.15, 0.35)), color: '#FFFFFF', opacity: round2(range(rng, 0.04, 0.09)) })),
      vignette: colorLuminance(palette.colors[0] ?? '#000000') > 0.3 ? 0.3 : 0.5,
    },
  }),
  under: (s) => {
    const r = subjectRadius(s.subject, 0.48);
    const x = cx(s.subject);
    const y = cy(s.subject);
    const neon = pick(s.rng, ['#00E5FF', '#FF2BD6']);
    const base: ShapeLayer[] = [{ type: 'shape', id: 'halo', shape: 'glow', x, y, r: Math.round(r * 1.9), color: neon, opacity: 0.55 }];
    if (s.hasSubjectImage) return base;
    return [
      ...base,
      { type: 'shape', id: 'hexagone', shape: 'polygon', x, y, r, sides: 6, rotation: Math.round(range(s.rng, 0, 30)), cornerRadius: 10, fill: mix(neon, '#000000', 0.7), stroke: neon, lineWidth: 10, opacity: 1 },
      { type: 'shape', id: 'noyau', shape: 'orb', x, y, r: Math.round(r * 0.5), colors: ['#FFFFFF', s.accent, mix(s.accent, '#000000', 0.6)] },
      { type: 'shape', id: 'anneau', shape: 'ring', x, y, r: Math.round(r * 1.25), lineWidth: 5, color: s.accent, opacity: 0.8 },
    ];
  },
  over: () => [],
};

const actu: StyleSpec = {
  id: 'actu',
  font: { family: 'Oswald', weight: 700 },
  palettes: [
    { name: 'plateau', colors: ['#0B2A5B', '#020A1A'], tags: ['politique', 'info', 'actualite', 'election', 'economie'], accents: ['#FFD400'], topics: ['actu', 'argent', 'religion', 'musique'] },
    { name: 'alerte', colors: ['#1E1E24', '#050507'], tags: ['urgent', 'alerte', 'drame', 'guerre', 'crise'], accents: ['#FFD400'], topics: ['actu', 'auto', 'histoire', 'jeux'] },
    { name: 'continent', colors: ['#16837A', '#04231F'], tags: ['afrique', 'senegal', 'cote', 'mali', 'maroc', 'nigeria'], accents: ['#FFD400'], topics: ['ville', 'agriculture', 'plage', 'maison'] },
    { name: 'édition spéciale', colors: ['#C8161E', '#5A060A'], tags: ['urgent', 'alerte', 'choc', 'breaking'], accents: ['#FFD400'], topics: ['football', 'sport', 'fete', 'actu'] },
    // The light sets: dark words on a white band, as a newspaper's page (white words on a navy band there read as a hole in the page).
    { name: 'papier', colors: ['#F1ECE2', '#C9C1B2'], tags: ['economie', 'education', 'etudes', 'bac', 'ecole', 'emploi'], ink: '#111418', accents: ['#C8102E', '#0B57D0'], topics: ['ecole', 'cuisine', 'maison', 'histoire'] },
    // A desk is not always navy: a daylight set, a market's ochre, the stock page's green, a magazine's wine, a sports desk's blue.
    { name: 'studio clair', colors: ['#D5E3EF', '#94AAC0'], tags: ['science', 'sante', 'tech', 'clair'], ink: '#111418', accents: ['#C8102E', '#0B57D0'], topics: ['tech', 'sante', 'ecole', 'plage', 'beaute'] },
    { name: 'ocre', colors: ['#F29F1D', '#7A3E06'], tags: ['marche', 'prix', 'commerce', 'sahel'], accents: ['#FFD400'], topics: ['cuisine', 'argent', 'agriculture', 'ville'] },
    { name: 'bourse', colors: ['#18A058', '#053A1E'], tags: ['bourse', 'economie', 'finance', 'vert'], accents: ['#FFD400'], topics: ['argent', 'football', 'sante'] },
    { name: 'bordeaux', colors: ['#5A1030', '#1A0410'], tags: ['culture', 'societe', 'portrait', 'mode'], accents: ['#FFD400'], topics: ['histoire', 'religion', 'beaute', 'musique', 'fete'] },
    { name: 'azur', colors: ['#1D6FD8', '#082B63'], tags: ['sport', 'bleu', 'meteo', 'transport'], accents: ['#FFD400'], topics: ['tech', 'sport', 'jeux', 'auto', 'ecole'] },
    // A pink magazine set: dark words on the white band, a hue no other desk has.
    { name: 'magazine', colors: ['#F7B9C8', '#D9577A'], tags: ['people', 'mode', 'beaute', 'fete', 'mariage'], ink: '#111418', accents: ['#C8102E', '#0B57D0'], topics: ['beaute', 'fete', 'musique', 'cuisine', 'argent'] },
  ],
  accents: ['#FFD400'],
  text: { fill: '#FFFFFF', stroke: '#000000', strokeRatio: 0 },
  headlineShare: 0.64,
  // The « ACTU » tag and the band's padding sit above the headline: a tall headline must not push them together.
  headlineTopReserve: 130,
  minSize: 60,
  maxSize: 124,
  anchors: [0.2, 0.66, 0.8],
  art: 'Documentary news photograph, newsroom or city backdrop, serious tone, natural light, shallow depth of field.',
  background: ({ rng, palette }) => ({
    kind: 'procedural',
    recipe: 'news',
    colors: [...palette.colors],
    params: { angle: Math.round(range(rng, 10, 40)), sweep: round2(range(rng, 0.55, 0.85)), light: round2(range(rng, 0.12, 0.22)), vignette: colorLuminance(palette.colors[0] ?? '#000000') > 0.45 ? 0.25 : 0.45 },
  }),
  under: (s) => {
    const red = pick(s.rng, ['#D71920', '#C8102E']);
    const pad = Math.round(s.headline.h * 0.12) + 12;
    // Dark words (a light set's, or a light colour asked for) lie on a white band, white ones on the navy band.
    const darkWords = colorLuminance(s.palette.ink ?? '#FFFFFF') < 0.3;
    const band: ShapeLayer = { type: 'shape', id: 'bandeau', shape: 'badge', x: s.headline.x - pad, y: s.headline.y - pad, w: s.headline.w + 2 * pad, h: s.headline.h + 2 * pad, radius: 0, rotation: 0, skew: 0, fill: darkWords ? 'rgba(255,255,255,0.9)' : 'rgba(6,12,28,0.82)', stroke: null, lineWidth: 0, opacity: 1 };
    const strap: ShapeLayer = { type: 'shape', id: 'filet', shape: 'badge', x: s.headline.x - pad, y: s.headline.y + s.headline.h + pad, w: s.headline.w + 2 * pad, h: Math.max(10, Math.round(s.frame.height * 0.018)), radius: 0, rotation: 0, skew: 0, fill: red, stroke: null, lineWidth: 0, opacity: 1 };
    const r = subjectRadius(s.subject, 0.48);
    const subject: ShapeLayer[] = s.hasSubjectImage
      ? []
      : [
          { type: 'shape', id: 'globe', shape: 'orb', x: cx(s.subject), y: cy(s.subject), r, colors: ['#9FD3FF', '#2F6FD6', '#071A3C'] },
          { type: 'shape', id: 'anneau', shape: 'ring', x: cx(s.subject), y: cy(s.subject), r: Math.round(r * 1.12), lineWidth: 6, color: red, opacity: 0.9 },
        ];
    return [...subject, band, strap];
  },
  over: (s) => {
    // The « ACTU » tag sits above the band, in the top-left corner of the frame.
    const size = Math.round(44 * s.frame.textScale);
    const padX = Math.round(size * 0.45);
    const h = Math.round(size * 1.45);
    // Above the band, aligned with it (a giant figure may hold the frame's left edge).
    const x = Math.max(s.frame.margin, Math.round(s.headline.x - s.headline.h * 0.12 - 12));
    const y = Math.max(Math.round(s.frame.margin * 0.6), s.headline.y - Math.round(s.headline.h * 0.12) - 12 - h - 16);
    const label = s.tag ?? 'Actu';
    // The label's width follows its words (« ACTU », or the brief's quote): about 0.62 em a capital in Inter 800.
    const w = Math.round(size * Math.max(2.3, [...label].length * 0.66) + padX * 2);
    const red = '#D71920';
    return [
      { type: 'shape', id: 'etiquette', shape: 'badge', x, y, w, h, radius: 4, rotation: 0, skew: 0.12, fill: red, stroke: null, lineWidth: 0, opacity: 1 },
      {
        type: 'text', id: 'etiquette-texte', role: 'tag', text: label, case: 'upper', font: { family: 'Inter', weight: 800 }, size, fit: null,
        lines: [label.toLocaleUpperCase('fr-FR')], align: 'center', x: x + w / 2, y: y + Math.round(h / 2 + size * 0.36), lineHeight: size, fill: '#FFFFFF', stroke: null, shadow: null,
        highlight: { words: [], color: '#FFFFFF' }, rotation: 0, box: { x, y, w, h },
      },
    ];
  },
};

const viral: StyleSpec = {
  id: 'viral',
  font: { family: 'Archivo Black', weight: 400 },
  palettes: [
    // On the two light grounds the words are black with a white outline, as viral thumbnails set them:
    // white letters on white or yellow rays only held by their outline, and read as rays from afar.
    { name: 'citron', colors: ['#FFD400', '#FFB000'], tags: ['defi', 'challenge', 'argent', 'jaune', 'fun'], ink: '#111111', outline: '#FFFFFF', accents: ['#E10600'], topics: ['argent', 'ecole', 'fete', 'agriculture'] },
    { name: 'orange', colors: ['#FF9F1C', '#FF6B00'], tags: ['choc', 'incroyable', 'reaction', 'prank'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['cuisine', 'sport', 'auto', 'maison'] },
    { name: 'rouge', colors: ['#E10600', '#B00000'], tags: ['urgent', 'rouge', 'alerte', 'drame'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['actu', 'football', 'sport', 'histoire'] },
    { name: 'bleu pop', colors: ['#2EB6FF', '#0052D4'], tags: ['tech', 'bleu', 'telephone', 'mer'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['tech', 'plage', 'ville', 'ecole'] },
    { name: 'nuit pop', colors: ['#1B1464', '#05021F'], tags: ['nuit', 'mystere', 'secret', 'horreur'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['histoire', 'religion', 'jeux', 'actu'] },
    // White with rays of a pale red, not of grey: a grey burst read as a dull, unfinished page.
    { name: 'blanc', colors: ['#FFFFFF', '#FFD6D1'], tags: ['blanc', 'propre', 'simple'], ink: '#111111', outline: '#FFFFFF', accents: ['#E10600'], topics: ['maison', 'cuisine', 'beaute', 'sante'] },
    // More pop hues, so a feed of challenges is not all yellow: a green, a pink, a violet, a turquoise.
    { name: 'vert pop', colors: ['#2FD27A', '#0B9E4A'], tags: ['vert', 'nature', 'foot', 'jardin'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['agriculture', 'football', 'argent', 'sante'] },
    { name: 'rose pop', colors: ['#FF5FA2', '#E0007A'], tags: ['rose', 'amour', 'beaute', 'mode'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['beaute', 'fete', 'musique'] },
    { name: 'violet pop', colors: ['#8E44FF', '#4B0FB8'], tags: ['violet', 'jeu', 'gaming', 'musique'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['jeux', 'musique', 'religion'] },
    // A light cream and an ink ground, so a feed is not all mid-bright: the burst shows on both.
    { name: 'crème pop', colors: ['#FFF3D6', '#FFE09A'], tags: ['creme', 'beige', 'doux'], ink: '#111111', outline: '#FFFFFF', accents: ['#E10600'], topics: ['cuisine', 'maison', 'ecole', 'religion'] },
    { name: 'encre pop', colors: ['#1C1C2B', '#34344F'], tags: ['noir', 'sombre', 'serieux'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['histoire', 'tech', 'auto', 'actu', 'argent'] },
    { name: 'turquoise', colors: ['#00CFC0', '#008C8C'], tags: ['turquoise', 'ete', 'voyage', 'piscine'], ink: '#FFFFFF', outline: '#000000', accents: ['#FFE600'], topics: ['plage', 'ville', 'auto', 'tech'] },
  ],
  accents: ['#E10600'],
  text: { fill: '#FFFFFF', stroke: '#000000', strokeRatio: 0.16, shadow: { color: 'rgba(0,0,0,0.55)', blurRatio: 0.04, offsetRatio: 0.06 }, rotation: [-3, 2] },
  headlineShare: 0.6,
  minSize: 60,
  maxSize: 140,
  anchors: [0.22, 0.5, 0.88],
  subjectSizes: [0.82, 1, 1.3],
  art: 'Bright saturated yellow and red, high energy, bold pop colours, punchy lighting, viral YouTube aesthetic.',
  background: ({ rng, palette, frame }) => {
    // The burst's rays meet behind the subject, on whichever side it stands (they all met on the right).
    const at = centreShare(frame);
    return {
      kind: 'procedural',
      recipe: 'pop',
      colors: [...palette.colors],
      params: { cx: round2(at.x + range(rng, -0.05, 0.05)), cy: round2(at.y + range(rng, -0.06, 0.04)), rays: int(rng, 16, 26), rotation: Math.round(range(rng, 0, 15)), vignette: 0.28 },
    };
  },
  under: (s) => {
    // One picture in three sets its words on a slab (black under white words, white under dark ones),
    // as challenge thumbnails do: the second family of the style, words on a block rather than on the burst.
    // A white slab on a white or cream ground would be no block at all: those keep their words on the burst.
    const plain = (!s.composition || ['side', 'question', 'reaction'].includes(s.composition)) && colorLuminance(s.palette.colors[0] ?? '#000000') < 0.8;
    const slab: ShapeLayer[] = [];
    if (plain && s.rng() < 0.34) {
      const pad = Math.round(s.headline.h * 0.06) + 16;
      const darkWords = colorLuminance(s.palette.ink ?? '#FFFFFF') < 0.3;
      slab.push({ type: 'shape', id: 'bandeau', shape: 'badge', x: s.headline.x - pad, y: s.headline.y - pad, w: s.headline.w + 2 * pad, h: s.headline.h + 2 * pad, radius: 10, rotation: 0, skew: -0.06, fill: darkWords ? '#FFFFFF' : '#111111', stroke: null, lineWidth: 0, opacity: 1 });
    }
    if (s.hasSubjectImage) return slab;
    // No subject found in the title: a sticker « ! » (the style's alarm), not a placeholder ball.
    const r = subjectRadius(s.subject, 0.42);
    const x = cx(s.subject);
    const y = cy(s.subject);
    const size = Math.round(r * 1.5);
    return [
      ...slab,
      { type: 'shape', id: 'sujet', shape: 'circle', x, y, r, fill: '#FFFFFF', stroke: '#000000', lineWidth: Math.max(6, Math.round(r * 0.08)), opacity: 1 },
      {
        type: 'text', id: 'exclamation', role: 'tag', text: '!', case: 'asis', font: { family: 'Archivo Black', weight: 400 }, size, fit: null, lines: ['!'], align: 'center',
        x, y: Math.round(y + size * 0.36), lineHeight: size, fill: '#E10600', stroke: { color: '#000000', width: Math.max(4, Math.round(size * 0.06)) }, shadow: null,
        highlight: { words: [], color: '#E10600' }, rotation: 8, box: { x: x - r, y: y - r, w: 2 * r, h: 2 * r },
      },
    ];
  },
  over: (s) => {
    // Compositions with marks of their own (a split, a strap, a reaction's arrow) do without the style's.
    if (s.composition && !['side', 'question', 'big-number', 'top-list'].includes(s.composition)) return [];
    // A close-up running off the frame gets no circle (the edge would cut it), and one picture in
    // three points its arrow alone: a red circle on every subject made the feed one template.
    const cropped = s.subject.x < 0 || s.subject.y + s.subject.h > s.frame.height || s.subject.x + s.subject.w > s.frame.width;
    const circled = !cropped && s.rng() >= 0.34;
    if (s.hasPerson) return [];
    const red = '#E10600';
    const r = subjectRadius(s.subject, 0.56);
    const x = cx(s.subject);
    const y = cy(s.subject);
    // The arrow starts under the headline and points at the circle's lower-left side; it is left
    // out when it would cross the headline (a tall title leaves no room).
    const from = { x: Math.round(s.headline.x + s.headline.w * 0.45), y: Math.round(Math.min(s.headline.y + s.headline.h + 56, s.frame.height * 0.78)) };
    const a = Math.atan2(from.y - y, from.x - x);
    const to = { x: Math.round(x + Math.cos(a) * (r + 16)), y: Math.round(y + Math.sin(a) * (r + 16)) };
    const width = Math.round(26 * s.frame.textScale);
    const crosses = [0.1, 0.3, 0.5, 0.7, 0.9].some((t) => {
      const px = from.x + (to.x - from.x) * t;
      const py = from.y + (to.y - from.y) * t;
      return px > s.headline.x - width && px < s.headline.x + s.headline.w + width && py > s.headline.y - width && py < s.headline.y + s.headline.h + width;
    });
    const layers: Layer[] = circled ? [{ type: 'shape', id: 'cercle', shape: 'circle', x, y, r, fill: null, stroke: red, lineWidth: Math.max(10, Math.round(r * 0.09)), opacity: 1 }] : [];
    if (!crosses && Math.hypot(to.x - from.x, to.y - from.y) > width * 3) layers.push({ type: 'shape', id: 'fleche', shape: 'arrow', from, to, width, color: red, outline: '#FFFFFF', opacity: 1 });
    else {
      // No room beside the title: a short arrow rises to the circle from below-left.
      const tip = { x: Math.round(x - r * 0.5), y: Math.round(y + r * 0.87 + 14) };
      const tail = { x: Math.round(tip.x - r * 0.55), y: Math.round(Math.min(tip.y + r * 1.1, s.frame.height * 0.8 - 12)) };
      if (tail.y - tip.y > width * 2) layers.push({ type: 'shape', id: 'fleche', shape: 'arrow', from: tail, to: tip, width, color: red, outline: '#FFFFFF', opacity: 1 });
    }
    return layers;
  },
};

export const STYLES: Readonly<Record<StyleId, StyleSpec>> = { pro, mini, vlog, gaming, actu, viral };
