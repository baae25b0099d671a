import { headlineOf, type Design, type Layer, type TextLayer } from '../../../shared/engine/model/design';
import type { Ref } from './instruction-lexicon';

/**
 * Which layer a request names (« le titre », « ma photo », « la flèche »): the design's layers for
 * each name of the lexicon, with the French refusal when the design has none.
 */

export interface Name {
  noun: string;
  fem: boolean;
}

export type Target = { kind: 'layer'; layers: Layer[]; name: Name; ref: Ref | 'noun' } | { kind: 'background'; name: Name };

export const NAMES: Record<Exclude<Ref, 'word'>, Name> = {
  headline: { noun: 'titre', fem: false },
  tag: { noun: 'étiquette', fem: true },
  number: { noun: 'chiffre', fem: false },
  logo: { noun: 'logo', fem: false },
  subject: { noun: 'sujet', fem: false },
  face: { noun: 'visage', fem: false },
  background: { noun: 'fond', fem: false },
  arrow: { noun: 'flèche', fem: true },
  circle: { noun: 'cercle', fem: false },
  underline: { noun: 'soulignement', fem: false },
  me: { noun: 'photo', fem: true },
};

export const MISSING: Record<Exclude<Ref, 'word' | 'background' | 'headline'>, string> = {
  tag: 'Cette miniature n’a pas d’étiquette.',
  number: 'Cette miniature n’a pas de gros chiffre.',
  logo: 'Cette miniature n’a pas de logo : ajoutez-le depuis « Ma marque ».',
  subject: 'Cette miniature n’a pas de sujet.',
  face: 'Cette miniature n’a pas de visage.',
  arrow: 'Cette miniature n’a pas de flèche.',
  circle: 'Cette miniature n’a pas de cercle.',
  underline: 'Cette miniature n’a pas de soulignement.',
  me: 'Cette miniature n’a pas de photo de vous : ajoutez-la depuis « Mes images ».',
};

const TONES = ['-medium-dark', '-medium-light', '-medium', '-dark', '-light'];
export function untoned(icon: string): string {
  for (const t of TONES) if (icon.endsWith(t)) return icon.slice(0, -t.length);
  return icon;
}

export const mainSubject = (d: Design) => d.layers.find((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject');
export const textRole = (d: Design, roles: readonly TextLayer['role'][]) => d.layers.find((l): l is TextLayer => l.type === 'text' && roles.includes(l.role));

export class Refusal {
  constructor(readonly reason: string) {}
}

export function resolveRef(d: Design, ref: Exclude<Ref, 'word'>, plural: boolean): Target | Refusal {
  const name = NAMES[ref];
  const one = (l: Layer | undefined): Target | Refusal => (l ? { kind: 'layer', layers: [l], name, ref } : new Refusal(ref === 'headline' ? 'Cette miniature n’a pas de titre.' : MISSING[ref as keyof typeof MISSING]));
  const many = (list: Layer[]): Target | Refusal => (list.length === 0 ? new Refusal(MISSING[ref as keyof typeof MISSING]) : { kind: 'layer', layers: plural ? list : [list[list.length - 1]!], name, ref });
  switch (ref) {
    case 'headline':
      return one(headlineOf(d));
    case 'tag':
      return one(textRole(d, ['tag', 'strap']));
    case 'number':
      return one(textRole(d, ['number']));
    case 'logo':
      return one(d.layers.find((l) => l.type === 'logo'));
    case 'subject':
      return one(mainSubject(d));
    case 'face': {
      const withFace = d.layers.find((l) => l.type === 'image' && l.role === 'subject' && l.face);
      return withFace ? { kind: 'layer', layers: [withFace], name, ref } : one(mainSubject(d));
    }
    case 'me':
      return one(d.layers.find((l) => l.type === 'image' && l.role === 'subject'));
    case 'background':
      return { kind: 'background', name };
    case 'arrow':
      return many(d.layers.filter((l) => l.type === 'shape' && l.shape === 'arrow'));
    case 'circle':
      return many(d.layers.filter((l) => l.type === 'shape' && (l.shape === 'circle' || l.shape === 'ring')));
    case 'underline':
      return many(d.layers.filter((l) => l.type === 'shape' && l.shape === 'underline'));
  }
}

export function sameTarget(a: Target, b: Target): boolean {
  if (a.kind === 'background' || b.kind === 'background') return a.kind === b.kind;
  return a.layers.map((l) => l.id).join() === b.layers.map((l) => l.id).join();
}
