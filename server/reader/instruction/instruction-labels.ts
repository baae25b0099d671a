import type { Name } from './instruction-targets';
import type { Place } from '../../../shared/engine/model/operations';
import type { StyleId } from '../../../shared/engine/model/style-ids';

/** The French words of what the reader understood (« Titre en jaune », « du logo », « la flèche »). */

export const cap = (s: string) => s.charAt(0).toLocaleUpperCase('fr-FR') + s.slice(1);
const vowel = (s: string) => /^[aeiouyàâéèêëîïôûüh]/i.test(s);
export function of(n: Name): string {
  return vowel(n.noun) ? `de l’${n.noun}` : n.fem ? `de la ${n.noun}` : `du ${n.noun}`;
}
export function the(n: Name): string {
  return vowel(n.noun) ? `l’${n.noun}` : n.fem ? `la ${n.noun}` : `le ${n.noun}`;
}
export const agree = (n: Name, masc: string, fem: string) => (n.fem ? fem : masc);

export const PLACE_LABEL: Record<Place, string> = { 'top-left': 'en haut à gauche', 'top-right': 'en haut à droite', 'bottom-left': 'en bas à gauche', left: 'à gauche', right: 'à droite', top: 'en haut', bottom: 'en bas', center: 'au centre' };
export const STYLE_LABEL: Record<StyleId, string> = { pro: 'Pro', mini: 'Minimaliste', vlog: 'Vlog', gaming: 'Gaming', actu: 'Actualité', viral: 'Viral' };
export const CORNER_REASON = 'Le coin en bas à droite reste libre : YouTube y affiche la durée de la vidéo.';
export const RECIPE_LABEL = { flat: 'uni', beam: 'en dégradé lumineux', neon: 'néon', pop: 'pop' } as const;
