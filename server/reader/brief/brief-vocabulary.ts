import { COLOR_WORDS, MODIFIERS } from './brief-colors';
import { BRIEF_COMMON_NEAR_MISSES } from './brief-guard.generated';
import { PHRASES, STOP_WORDS } from './brief-lexicon';
import { FuzzyVocabulary } from './brief-words';

/**
 * The words the brief reader knows, and how a typo finds its word (« turquoize » → « turquoise »)
 * without taking a common word for one (« jeune » stays « jeune », not « jaune »).
 */

export const SHADE_WORDS = new Set(Object.keys(MODIFIERS));
/** Words after which a weak colour word counts as a colour (« couleurs or et noir »). */
export const CONTEXT_WORDS = new Set<string>(['couleur', 'couleurs', 'teinte', 'teintes', 'tons', 'palette', 'ambiance', 'style', 'look', 'coloris']);
/** Words of phrases that are too close to a colour to be guessed from a typo (« jeaune » is « jaune », not « jeune »). */
const NOT_FUZZY = new Set(['jeune', 'jeunes', 'a', 'de', "d'", 'la', 'le', 'les', 'en', 'un', 'une', 'et']);
export const BRIEF_VOCABULARY = new Set<string>([...COLOR_WORDS.keys(), ...SHADE_WORDS]);
for (const bucket of PHRASES.values()) {
  for (const p of bucket) {
    if (p.act.t === 'slot') p.words.forEach((w) => CONTEXT_WORDS.add(w));
    if (['slot', 'mood', 'style', 'layout', 'person', 'expr', 'side'].includes(p.act.t)) p.words.forEach((w) => NOT_FUZZY.has(w) || BRIEF_VOCABULARY.add(w));
  }
}
const VOCABULARY = new FuzzyVocabulary(BRIEF_VOCABULARY, new Set([...BRIEF_COMMON_NEAR_MISSES, ...STOP_WORDS]));

/** The word a token stands for, typos forgiven (« turquoize » → « turquoise »). */
export function briefWord(norm: string): string {
  return VOCABULARY.resolve(norm) ?? norm;
}

/**
 * Common words that a typo-tolerant lookup would take for vocabulary (« jeune » → « jaune »): the
 * guard list in brief-guard.generated.ts is made of these, from a French frequency list (scripts/brief-guard.ts).
 */
export function briefNearMisses(words: Iterable<string>): string[] {
  const unguarded = new FuzzyVocabulary(BRIEF_VOCABULARY, new Set(STOP_WORDS));
  const out = new Set<string>();
  for (const word of words) {
    const w = word.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
    if (!BRIEF_VOCABULARY.has(w) && unguarded.resolve(w) !== null) out.add(w);
  }
  return [...out].sort();
}
