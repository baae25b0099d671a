import { FLAG_COLORS, MODIFIERS, SHADE_ONLY } from './brief-colors';
import type { ColorName } from './brief-colors';
import { DETERMINERS, STOP_WORDS } from './brief-lexicon';
import type { Slot } from './brief-lexicon';
import type { BriefState, Match } from './brief-state';

/**
 * Colours and where they go: « du vert en fond », « titre en jaune », « couleurs du Sénégal »,
 * « tons pastel ». Each rule starts at token `i` and returns the token after what it read.
 */

/** A colour word: to the slot written after it, the clause's slot, or where what came last suggests. */
export function colorRule(s: BriefState, i: number, hit: { color: ColorName; end: number }): number {
  const { canon } = s;
  let end = hit.end;
  let slot: Slot | null = null;
  // Postfix slot: « du vert en fond », « jaune pour le titre ».
  if (canon[end] === 'en' || canon[end] === 'pour' || canon[end] === 'comme') {
    let k = end + 1;
    if (DETERMINERS.has(canon[k] ?? '')) k++;
    const ph = s.phraseAt(k);
    if (ph && ph.act.t === 'slot' && !s.colorAt(ph.end)) {
      slot = ph.act.slot;
      s.mark(end, ph.end, 2);
      end = ph.end;
    }
  }
  if (!slot && s.target) slot = s.target.slot;
  if (!slot && s.last === 'person' && (canon[i - 1] === 'en' || canon[i - 2] === 'habille' || canon[i - 2] === 'habillee')) {
    // « une femme en rouge »: her clothes, which no field carries.
    s.ignored.push({ pos: i, text: s.raw(i - 1, end - 1) });
    s.mark(i, end, 2);
    return end;
  }
  slot ??= s.last === 'quote' || s.last === 'reaction' || s.last === 'number' ? 'accent' : 'fond';
  if (s.target) s.target.got = true;
  s.addColor(slot, hit.color, i);
  s.mark(i, end, 2);
  return end;
}

/** « fond », « titre », « accent »: where the clause's next colours go; « fond pastel » gives them at once. */
export function slotRule(s: BriefState, i: number, m: Match<'slot'>): number {
  const { canon } = s;
  const act = m.act;
  s.endTarget(i);
  if (s.neg) {
    // « sans texte »: meant, but no field says it.
    s.ignored.push({ pos: s.neg.at, text: s.raw(s.neg.at, m.end - 1) });
    s.mark(i, m.end, 2);
    s.neg = null;
    return m.end;
  }
  const target = { slot: act.slot, at: i, end: m.end, got: false, used: false };
  s.target = target;
  s.mark(i, m.end, 2);
  if (act.slot === 'titre') s.last = 'title';
  let end = m.end;
  // « le mot PROMO en rouge »: the word itself only tells which word.
  if (canon[i + 1] === 'mot' && s.isWord(end) && !s.colorAt(end) && !STOP_WORDS.has(canon[end]!)) s.mark(end, ++end, 2);
  const skip = canon[end] === 'tres' ? 1 : 0;
  const shade = s.isWord(end + skip) && !s.colorAt(end + skip) ? MODIFIERS[canon[end + skip]!] : undefined;
  const only = shade ? SHADE_ONLY[shade] : undefined;
  if (only) {
    for (const hex of only.hexes) s.addColor(act.slot, { label: only.label, hex, family: only.label, weak: false, noun: false }, i);
    target.got = true;
    s.mark(end, end + skip + 1, 2);
    end += skip + 1;
  }
  return end;
}

/** « couleurs », « tons », « ambiance »: a flag (« couleurs du Sénégal ») or a shade alone (« tons pastel »). */
export function colorMarkerRule(s: BriefState, i: number, m: Match<'colorMarker'>): number {
  const { canon } = s;
  s.mark(i, m.end, 2);
  let k = m.end;
  if (['le', 'la', "l'", 'du', 'de', 'des'].includes(canon[k] ?? '')) k++;
  for (let len = 3; len >= 1; len--) {
    let key = '';
    for (let q = k; q < k + len; q++) key += (key === '' || key.endsWith("'") ? '' : ' ') + (canon[q] ?? '');
    const flag = FLAG_COLORS[key];
    if (flag) {
      for (const hex of flag.hexes) s.addColor(s.target?.slot ?? 'fond', { label: `couleurs ${flag.label === 'Côte d’Ivoire' ? 'de la' : 'du'} ${flag.label}`, hex, family: flag.label, weak: false, noun: false }, i);
      if (s.target) s.target.got = true;
      s.mark(i, k + len, 2);
      return k + len;
    }
  }
  // « couleurs pastel », « tons chauds »; « ambiance sombre » is a mood, read as such.
  const shade = s.isWord(m.end) && !s.colorAt(m.end) && canon[i] !== 'ambiance' && canon[i] !== 'ambiances' ? MODIFIERS[canon[m.end]!] : undefined;
  const only = shade ? SHADE_ONLY[shade] : undefined;
  if (only) {
    for (const hex of only.hexes) s.addColor(s.target?.slot ?? 'fond', { label: `couleurs ${only.plural}`, hex, family: only.label, weak: false, noun: false }, i);
    if (s.target) s.target.got = true;
    s.mark(m.end, m.end + 1, 2);
    return m.end + 1;
  }
  return m.end;
}
