import type { Measurer } from '../render/canvas';
import type { FormatId, StyleId, TextLayer } from '../model/design';
import { headlineOf } from '../model/design';
import { layoutDesign } from './layout';
import { cleanTitle, frenchHeadline, hasDrawableText, isUnitWord, tokenize, wordCore } from '../text/text';

/**
 * Will the title be shortened on the picture? The typesetter cuts a title that does not fit at the
 * style's smallest size with « … »: these pure functions say so before the click (the studio runs
 * them live, in the browser, with the same fonts) and what was kept after, and suggest a shorter
 * title made only of the user's own words.
 */

export interface Shortening {
  shortened: boolean;
  /** The headline as drawn, lines joined by spaces (French spacing and case applied). */
  kept: string;
  /** Words of the title (as typeset) that do not appear whole on the picture. */
  lost: string[];
}

/** What a laid-out headline kept of its words: the design knows its typeset lines. */
export function headlineShortening(layer: TextLayer): Shortening {
  const written = cleanTitle(layer.text);
  const all = tokenize(layer.case === 'upper' ? frenchHeadline(written) : written);
  const drawn = layer.lines.flatMap((l) => l.split(' ')).filter(Boolean);
  const lost: string[] = [];
  all.forEach((token, i) => {
    const shown = drawn[i];
    // « DU… » keeps « DU » (only the punctuation went); « ANTICONSTITUTION… » loses the word.
    if (shown === undefined || wordCore(shown) !== wordCore(token)) lost.push(wordCore(token) || token);
  });
  return { shortened: lost.length > 0, kept: layer.lines.join(' '), lost };
}

/** How a title will come out in a style (the seed only moves it; what fits does not depend on it). */
export function titleFit(m: Measurer, title: string, style: StyleId, format: FormatId = 'hd'): Shortening & { lines: string[] } {
  // The plain composition: the one every other gives way to when a title does not fit theirs.
  const headline = headlineOf(layoutDesign(m, { title, prompt: '', style, seed: 1, format, hints: { composition: 'side', side: 'right' } }));
  if (!headline) return { shortened: false, kept: '', lost: [], lines: [] };
  return { ...headlineShortening(headline), lines: headline.lines };
}

/**
 * Small words a thumbnail can do without: articles, prepositions, pronouns, auxiliaries and filler.
 * Negations (ne, pas, jamais, sans, ni, plus…) and question words stay: dropping them would change
 * what the title says.
 */
const DROPPABLE = new Set(
  (
    'LE LA LES UN UNE DES DU DE AU AUX À A CE CET CETTE CES MON MA MES TON TA TES SON SA SES NOTRE NOS VOTRE VOS LEUR LEURS ' +
    'ET OU MAIS DONC CAR EN DANS SUR SOUS POUR PAR AVEC CHEZ VERS ' +
    'JE TU IL ELLE ON NOUS VOUS ILS ELLES ME TE SE LUI QUI QUE QUOI DONT Y ' +
    'EST SONT AI AS ONT AVONS AVEZ SUIS ES ' +
    'DEPUIS VOICI VOILÀ VRAIMENT ABSOLUMENT TRÈS TROP JUSTE ALORS AUSSI ENCORE COMMENT TOUT TOUS TOUTE TOUTES'
  ).split(' '),
);
/** Elided articles and pronouns glued to the next word (« l’histoire », « j’ai »); « n’ » is a negation and stays. */
const ELISION = /^(?:l|d|j|qu|s|c|m|t)['’](?=\p{L})/iu;
const upper = (w: string): string => wordCore(w).toLocaleUpperCase('fr-FR');

interface Word {
  text: string;
  /** A number, or a unit that belongs to one: never dropped. */
  numeric: boolean;
}

function userWords(title: string): Word[] {
  const out: Word[] = [];
  for (const raw of title.trim().split(/\s+/u)) {
    if (!hasDrawableText(raw)) continue; // lone punctuation (« : », « – ») goes with the words around it
    const prev = out[out.length - 1];
    const numeric = /\p{N}/u.test(raw) || (prev?.numeric === true && isUnitWord(raw));
    out.push({ text: raw, numeric });
  }
  return out;
}

/**
 * A shorter title, only when the given one will be shortened: small words dropped, elisions undone
 * (« l’histoire » → « histoire »), nouns and numbers kept in the user's order; if that is still too
 * long, words are dropped from the end (never a number). Null when no such title fits (one word
 * too long for any line) or when nothing would change. Never invents a word.
 */
export function suggestShorterTitle(m: Measurer, title: string, style: StyleId, format: FormatId = 'hd'): string | null {
  if (!hasDrawableText(title) || !titleFit(m, title, style, format).shortened) return null;
  let words = userWords(title)
    .map((w) => ({ ...w, text: w.numeric ? w.text : w.text.replace(ELISION, '') }))
    .filter((w) => w.numeric || !DROPPABLE.has(upper(w.text)))
    // A comma or colon left dangling by a dropped neighbour goes; ? ! … keep the tone.
    .map((w) => ({ ...w, text: w.text.replace(/[,;:]+$/u, '') }));
  const render = (ws: Word[]): string => {
    const s = ws.map((w) => w.text).join(' ');
    return s.charAt(0).toLocaleUpperCase('fr-FR') + s.slice(1);
  };
  while (words.length > 1 && titleFit(m, render(words), style, format).shortened) {
    const last = words.findLastIndex((w) => !w.numeric);
    if (last <= 0) break;
    words = words.filter((_, i) => i !== last);
  }
  const suggestion = render(words);
  if (words.length === 0 || titleFit(m, suggestion, style, format).shortened) return null;
  return suggestion.trim() === title.trim() ? null : suggestion;
}
