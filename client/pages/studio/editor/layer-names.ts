import type { Design, Layer, ShapeLayer } from '../../../../shared/engine/model/design';
import { companions } from '../../../../shared/engine/model/operations';
import { COUNTRY_KEYWORDS } from '../../../../shared/pictograms/country-keywords';
import { DRAWN_NAMESPACE, DRAWN_PICTOGRAMS } from '../../../../shared/pictograms/drawn-pictograms';
import { EXPRESSIONS } from '../../../../shared/pictograms/expressions';
import { CURATED_KEYWORDS } from '../../../../shared/pictograms/fr-keywords';
import { colorName } from '../../../i18n/colors';
import { frEditor } from '../../../i18n/fr-editor';

/**
 * How the editor names a layer for people and screen readers: its role and its words, colours by
 * their French names (« Titre : LE SECRET DU THIÉBOUDIENNE », « Pictogramme : trophée », « Flèche
 * rouge »), never an id or a hex code.
 */

/** Pictograms the tables only offer as a second choice, by what they show. */
const SECOND_CHOICE_NAMES: Readonly<Record<string, string>> = {
  'fluent:chains': 'chaînes',
  'fluent:prayer-beads': 'chapelet',
  'fluent:red-question-mark': 'point d’interrogation',
  'fluent:triangular-ruler': 'équerre',
  'fluent:telephone-receiver': 'combiné de téléphone',
  'fluent:shopping-bags': 'sacs de courses',
  'fluent:latin-cross': 'croix',
  'fluent:banjo': 'banjo',
};

/** French names of the pictograms the matcher proposes (its own tables: pure data, no Node). */
const ICON_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  // An entry names the pictogram it shows first; one it only offers as a second choice (the banjo of
  // « kora », the stethoscope of « post-partum ») is named by its own entry when it has one.
  for (const k of CURATED_KEYWORDS) if (k.icons[0] && !names.has(k.icons[0])) names.set(k.icons[0], k.label);
  for (const e of EXPRESSIONS) {
    if (!names.has(e.face)) names.set(e.face, e.label);
    if (e.person && e.personLabel && !names.has(e.person)) names.set(e.person, e.personLabel);
  }
  for (const c of COUNTRY_KEYWORDS) names.set(`flag:${c.iso}`, `drapeau : ${c.label}`);
  for (const d of DRAWN_PICTOGRAMS) if (!names.has(`${DRAWN_NAMESPACE}:${d.name}`)) names.set(`${DRAWN_NAMESPACE}:${d.name}`, d.label);
  for (const [icon, name] of Object.entries(SECOND_CHOICE_NAMES)) if (!names.has(icon)) names.set(icon, name);
  for (const k of CURATED_KEYWORDS) for (const icon of k.icons) if (!names.has(icon)) names.set(icon, k.label);
  return names;
})();

const TONES = /-(dark|medium-dark|medium|medium-light|light)$/;

export function iconName(icon: string): string | null {
  return ICON_NAMES.get(icon) ?? ICON_NAMES.get(icon.replace(TONES, '')) ?? (icon.startsWith('flag:') ? 'drapeau' : null);
}

/** « Rouge » as an adjective after a noun of the given gender and number: « Flèche bleue », « Rayons verts ». */
export function colorAdjective(hex: string, feminine: boolean, plural = false): string {
  const words = colorName(hex).toLowerCase().split(' ');
  const agreed = words.map((w) => {
    let out = w;
    if (feminine) out = FEMININE[w] ?? w;
    if (plural && !INVARIABLE.has(w) && !out.endsWith('s')) out += 's';
    return out;
  });
  return agreed.join(' ');
}
const FEMININE: Record<string, string> = { bleu: 'bleue', vert: 'verte', violet: 'violette', gris: 'grise', noir: 'noire', blanc: 'blanche', foncé: 'foncée', clair: 'claire' };
const INVARIABLE = new Set(['orange', 'cyan', 'fluo', 'marron']);

const FEMININE_SHAPES = new Set<ShapeLayer['shape']>(['arrow', 'polygon', 'orb']);

function shapeColor(s: ShapeLayer): string | null {
  switch (s.shape) {
    case 'circle':
    case 'badge':
    case 'polygon':
      return s.fill ?? s.stroke;
    case 'orb':
      return s.colors[1] ?? null;
    default:
      return s.color.startsWith('#') ? s.color : null;
  }
}

function capitalised(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function layerName(design: Design, layer: Layer): string {
  const r = frEditor.roles;
  switch (layer.type) {
    case 'text': {
      const words = layer.lines.length > 0 ? layer.lines.join(' ') : layer.text;
      return `${r[layer.role]} : ${words.replace(/\s+/g, ' ').trim()}`;
    }
    case 'picto': {
      const name = iconName(layer.icon);
      const role = layer.role === 'decor' ? r.pictoDecor : r.picto;
      return name ? `${role} : ${name}` : role;
    }
    case 'image':
      // The editor names « Moi » for what it is: the user's own DigitalMe portrait.
      return layer.me ? r.me : layer.role === 'decor' ? r.imageDecor : r.image;
    case 'logo':
      return r.logo;
    case 'shape': {
      const noun = frEditor.shapes[layer.shape];
      const color = shapeColor(layer);
      // A translucent veil (rgba) has no colour worth a name.
      if (!color || !/^#[0-9a-fA-F]{6}$/.test(color)) return noun;
      return capitalised(`${noun} ${colorAdjective(color, FEMININE_SHAPES.has(layer.shape), layer.shape === 'rays')}`);
    }
  }
}

/** Layers the editor lists: each layer once, a tag's pill folded into its words (they move as one). */
export function listedLayers(design: Design): Layer[] {
  const folded = new Set(design.layers.flatMap((l) => companions(design, l).map((c) => c.id)));
  return design.layers.filter((l) => !folded.has(l.id));
}

export function isHidden(design: Design, id: string): boolean {
  return design.hidden?.includes(id) ?? false;
}

/** The layer that owns a folded one (a click on a pill selects its tag). */
export function ownerOf(design: Design, layer: Layer): Layer {
  return design.layers.find((l) => companions(design, l).some((c) => c.id === layer.id)) ?? layer;
}
