import type { Measurer } from '../render/canvas';
import type { FormatId, StyleId, TextLayer } from '../model/design';
import { headlineOf } from '../model/design';
import { layoutDesign } from './layout';
import { cleanTitle, frenchHeadline, hasDrawableText, tokenize, wordCore } from '../text/text';
import { titleCuts } from '../text/title-cut';

/**
 * Will the title be shortened on the picture? The typesetter cuts a title that does not fit at the
 * style's smallest size with « … »: these pure functions say so before the click (the studio runs
 * them live, in the browser, with the same fonts) and what was kept after, and suggest a shorter
 * title made only of the user's own words when one is good French.
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

/** Each try lays the title out once: the best few good cuts are enough to find one that fits. */
const MAX_CUT_TRIES = 4;

/**
 * A shorter title, only when the given one will be shortened: the best cut of at most five of the
 * user's words, in their order, that is good French (shared/engine/text/title-cut.ts) and fits this
 * style unshortened. Null when no such cut exists: a shorter title in broken French (« 10 meilleures
 * astuces économiser quand étudiant ») is worse than none, and the user shortens it in their words.
 */
export function suggestShorterTitle(m: Measurer, title: string, style: StyleId, format: FormatId = 'hd'): string | null {
  if (!hasDrawableText(title) || !titleFit(m, title, style, format).shortened) return null;
  for (const cut of titleCuts(cleanTitle(title)).slice(0, MAX_CUT_TRIES)) {
    if (cut.trim() !== title.trim() && !titleFit(m, cut, style, format).shortened) return cut;
  }
  return null;
}

/**
 * True when one word alone is too long for a line of this style: the user must change that word,
 * no cut of the title can help.
 */
export function hasWordTooLong(m: Measurer, title: string, style: StyleId, format: FormatId = 'hd'): boolean {
  const longest = tokenize(cleanTitle(title)).reduce((a, b) => (wordCore(b).length > wordCore(a).length ? b : a), '');
  return longest !== '' && titleFit(m, longest, style, format).shortened;
}
