import {
  ADVERBS,
  CONJUNCTIONS,
  DETERMINERS,
  FINITE_AUXILIARIES,
  LEADING_FILLERS,
  LEANING_ADVERBS,
  NEGATIONS,
  OBJECT_PRONOUNS,
  PREPOSITIONS,
  PRENOMINAL_ADJECTIVES,
  QUESTION_WORDS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  VERB_CHAINS,
} from './french-words';
import { isClauseOpener, isFunction, segments, type Segment, type Word } from './title-words';

/**
 * A shorter title cut from the user's own words, in their order, only when it is good French. A
 * thumbnail title of at most five words is a unit of the title: the part before or after a colon
 * or a dash, the head of a phrase with its complements dropped, a sentence without its leading
 * « Comment / Voici / Pourquoi ». Each candidate passes a grammar check (nothing left hanging: no
 * preposition, article, conjunction, pronoun or auxiliary at the end, no adjective without its
 * noun, no subject without its verb, no verb without what it says), then the one that keeps most
 * of the title (its number, its nouns) wins. Pure: runs in the browser as the user types.
 */

export const MAX_CUT_WORDS = 5;
/** Nouns, numbers, verbs: under two, a cut says nothing (« Le jour », « On a mangé »). */
const MIN_CONTENT_WORDS = 2;

/** Where a phrase ahead of a cut may still find its object. */
const opensObject = (w: Word): boolean =>
  DETERMINERS.has(w.key) ||
  w.number ||
  /^(?:de|d'|qu'|que)/u.test(w.key) ||
  w.verb === 'other' ||
  ['plus', 'moins', 'autant', 'beaucoup', 'rien'].includes(w.key);

/** Why a cut (words `from`..`to` of a segment, `to` excluded) is not good French, or null when it is. */
function refusal(words: Word[], from: number, to: number): string | null {
  const cut = words.slice(from, to);
  const first = cut[0]!;
  const last = cut[cut.length - 1]!;
  const next = words[to - 1]!.comma ? undefined : words[to];
  if (cut.length > MAX_CUT_WORDS) return 'too long';
  if (cut.slice(0, -1).some((w) => w.comma)) return 'a list';
  if (QUESTION_WORDS.has(first.key) && !cut.some((w) => w.verb)) return 'a question without its verb';
  if (CONJUNCTIONS.has(first.key) || isClauseOpener(first)) return 'opens on a conjunction or a subordinate clause';
  if (last.key.endsWith("'")) return 'an elided word without its word';
  if (last.number && next && !isFunction(next)) return 'a number without what it counts';
  // « Burkina | Faso », « Tecno | Camon »: a name is not cut (capitals of a title in capitals say nothing).
  if (next && /^\p{Lu}/u.test(last.text) && /^\p{Lu}\p{Ll}/u.test(next.text) && cut.length > 1) return 'a name cut in half';
  if (next && ['vs', 'versus', 'ou', 'contre'].includes(next.key)) return 'half of a versus';
  // A relative or subordinate clause is kept whole or not at all (« les 5 erreurs que font… »).
  if (next && cut.slice(1).some(isClauseOpener)) return 'a clause cut in half';
  if (PREPOSITIONS.has(last.key) || DETERMINERS.has(last.key) || CONJUNCTIONS.has(last.key) || SUBORDINATORS.has(last.key)) return 'ends on a small word';
  if (last.key === 'ne' || last.key === "n'" || LEANING_ADVERBS.has(last.key)) return 'ends on a word that leans on the next';
  if (FINITE_AUXILIARIES.has(last.bare) || (last.verb !== null && VERB_CHAINS.has(last.bare))) return 'ends on an auxiliary';
  const beforeLast = cut[cut.length - 2];
  const afterPreposition = beforeLast !== undefined && PREPOSITIONS.has(beforeLast.key);
  if ((SUBJECT_PRONOUNS.has(last.key) || OBJECT_PRONOUNS.has(last.key)) && !afterPreposition) return 'ends on a pronoun';
  if (
    PRENOMINAL_ADJECTIVES.has(last.key) &&
    (!beforeLast || beforeLast.number || DETERMINERS.has(beforeLast.key) || ADVERBS.has(beforeLast.key) || LEANING_ADVERBS.has(beforeLast.key))
  )
    return 'an adjective without its noun';
  for (let i = 0; i + 1 < cut.length; i++) {
    const adjective = cut[i]!;
    const noun = cut[i + 1]!;
    if (PRENOMINAL_ADJECTIVES.has(adjective.key) && !noun.number && /[sx]$/u.test(adjective.key) !== /[sxz]$/u.test(noun.key) && !adjective.key.endsWith('x'))
      return 'an adjective that does not agree with its noun';
  }
  if ((last.key === 'plus' || last.key === 'moins') && (!beforeLast?.verb || (next && opensObject(next) && !DETERMINERS.has(next.key))))
    return 'a comparison without its term';
  const negated = cut.some((w) => w.key === 'ne' || w.key.startsWith("n'"));
  if (negated && !cut.some((w) => NEGATIONS.has(w.key) || w.key === 'que' || w.key.startsWith("qu'"))) return 'a negation cut in half';
  // The verb at the end, past its negation: its object must not be left behind.
  let v = cut.length - 1;
  while (v > 0 && NEGATIONS.has(cut[v]!.key)) v--;
  if (cut[v]!.verb && next && opensObject(next)) return 'a verb without its object';
  if (!cut.some((w) => w.verb)) {
    for (let i = to; i < words.length; i++) {
      const w = words[i]!;
      if (isClauseOpener(w) || CONJUNCTIONS.has(w.key)) break;
      if (w.verb === 'finite' || SUBJECT_PRONOUNS.has(w.key)) return 'a subject or a phrase without the verb that follows';
      if (w.comma) break;
    }
  }
  if (cut.filter((w) => !isFunction(w)).length < MIN_CONTENT_WORDS) return 'says too little';
  return null;
}

interface Candidate {
  text: string;
  score: number;
}

/** The words as the user typed them, with the question or exclamation mark kept when the cut ends its segment. */
function render(parts: { words: Word[]; end: Segment['end'] | null }[]): string {
  let s = '';
  parts.forEach((p, i) => {
    s += p.words.map((w) => w.text).join(' ');
    const end = p.end;
    if (end && (i < parts.length - 1 || end.sep === 'question' || end.sep === 'exclam'))
      s += `${end.spaced ? ' ' : ''}${end.raw}${i < parts.length - 1 ? ' ' : ''}`;
  });
  // « iPhone » keeps its case: only a word in lower case takes the capital of a title's start.
  const firstWord = s.split(' ')[0] ?? '';
  return firstWord === firstWord.toLocaleLowerCase('fr-FR') ? s.charAt(0).toLocaleUpperCase('fr-FR') + s.slice(1) : s;
}

function scoreOf(words: Word[], segmentIndex: number): number {
  // The number is the hook of a title; then its nouns and verbs; then, on a tie, the longer cut and the head.
  return (words.some((w) => w.number) ? 100 : 0) + 10 * words.filter((w) => !isFunction(w)).length + words.length + (segmentIndex === 0 ? 0.5 : 0);
}

/** Every good cut of a title into at most five of its words, best first. */
export function titleCuts(title: string): string[] {
  const segs = segments(title);
  const found: Candidate[] = [];
  const add = (text: string, score: number): void => {
    if (!found.some((c) => c.text === text)) found.push({ text, score });
  };
  segs.forEach((seg, si) => {
    if (!seg.source) return;
    const { words } = seg;
    // Starts: the segment's start, after each comma when a main clause follows, and after a leading « Comment / Voici ».
    const starts = new Set<number>([0]);
    let f = 0;
    while (f < words.length - 1 && LEADING_FILLERS.has(words[f]!.key)) f++;
    if (f > 0) starts.add(f);
    words.forEach((w, i) => {
      const a = words[i + 1];
      const b = words[i + 2];
      const subject = (x: Word | undefined): boolean => x !== undefined && (SUBJECT_PRONOUNS.has(x.key) || x.key.startsWith("j'"));
      if (w.comma && a && (subject(a) || (!isFunction(a) && subject(b)))) starts.add(i + 1);
    });
    for (const start of starts) {
      for (let to = start + 1; to <= Math.min(words.length, start + MAX_CUT_WORDS); to++) {
        const cut = words.slice(start, to);
        if (start > 0 && start === f && !cut.some((w) => w.verb)) continue; // what remains must be a sentence
        if (refusal(words, start, to)) continue;
        add(render([{ words: cut, end: to === words.length ? seg.end : null }]), scoreOf(cut, si));
      }
    }
    // « NIGERIA - CAMEROUN »: whole segments joined by a dash.
    let count = words.length;
    for (let sj = si + 1; sj < segs.length && segs[sj - 1]!.end?.sep === 'dash'; sj++) {
      count += segs[sj]!.words.length;
      if (count > MAX_CUT_WORDS) break;
      const joined = segs.slice(si, sj + 1);
      const all = joined.flatMap((s) => s.words);
      if (refusal(all, 0, all.length)) continue;
      add(render(joined.map((s, k) => ({ words: s.words, end: k < joined.length - 1 || s.end?.sep !== 'dash' ? s.end : null }))), scoreOf(all, si));
    }
  });
  return found.sort((a, b) => b.score - a.score).map((c) => c.text);
}

/** Why this cut of the title is refused, for tests and the bench: null when it is good French. */
export function cutRefusal(cut: string): string | null {
  const segs = segments(cut);
  if (segs.length !== 1) return 'not one unit';
  const { words } = segs[0]!;
  return refusal(words, 0, words.length);
}
