import {
  ADVERBS,
  CONJUNCTIONS,
  DETERMINERS,
  ELIDED,
  FINITE_AUXILIARIES,
  LEADING_FILLERS,
  LEANING_ADVERBS,
  NEGATIONS,
  NOT_VERBS_IN_ENT,
  OBJECT_PRONOUNS,
  OTHER_PRONOUNS,
  PREPOSITIONS,
  PRENOMINAL_ADJECTIVES,
  QUESTION_WORDS,
  SUBJECT_PRONOUNS,
  SUBORDINATORS,
  VERB_CHAINS,
} from './french-words';

/**
 * A title read for cutting: its words (a number with its digit groups and « F CFA » are one word
 * each), the segments the user's punctuation makes (colon, dash, question mark; parentheses are an
 * aside), and which words are verbs, read from where they stand since no dictionary of French verbs
 * is small enough for the browser.
 */

export type Sep = 'colon' | 'dash' | 'question' | 'exclam' | 'stop' | 'comma';

export interface Word {
  text: string;
  /** Lower case, straight apostrophe. */
  key: string;
  /** The key without an elided small word in front (« l’arnaque » → « arnaque »). */
  bare: string;
  number: boolean;
  /** Filled by `readVerbs`. */
  verb: 'finite' | 'other' | null;
  /** A comma right after this word. */
  comma: boolean;
}

export interface Segment {
  words: Word[];
  /** What ended it, as typed (« ? », « - »), and its kind. */
  end: { sep: Sep; raw: string; spaced: boolean } | null;
  /** A label or a statement a title can be cut to: not what follows a question or an aside. */
  source: boolean;
}

const keyOf = (w: string): string => w.toLocaleLowerCase('fr-FR').replace(/’/gu, "'");
const bareOf = (key: string): string => key.replace(ELIDED, '');

function sepOf(punct: string): Sep | null {
  if (/[:;]/u.test(punct)) return 'colon';
  if (/\?/u.test(punct)) return 'question';
  if (/!/u.test(punct)) return 'exclam';
  if (/…|\.\.\.|\./u.test(punct)) return 'stop';
  if (/[-–—|/]/u.test(punct)) return 'dash';
  if (/,/u.test(punct)) return 'comma';
  return null;
}

/** Words and separators; words in parentheses are an aside and never part of a cut. */
export function segments(title: string): Segment[] {
  const out: Segment[] = [];
  let words: Word[] = [];
  let source = true;
  let depth = 0;
  const close = (end: Segment['end']): void => {
    if (words.length > 0) out.push({ words, end, source });
    else if (end && out.length > 0 && !out[out.length - 1]!.end) out[out.length - 1]!.end = end;
    words = [];
  };
  const punct = (p: string, spaced: boolean): void => {
    if (p.includes('(')) {
      close({ sep: 'stop', raw: '', spaced: false });
      depth++;
    }
    if (p.includes(')')) {
      depth = Math.max(0, depth - 1);
      source = true;
      return;
    }
    if (depth > 0) return;
    const sep = sepOf(p.replace(/[«»"“”()]/gu, ''));
    if (sep === 'comma') {
      const last = words[words.length - 1];
      if (last) last.comma = true;
    } else if (sep) {
      close({ sep, raw: p.replace(/[^?!:;….\-–—|/]/gu, ''), spaced });
      // What follows a question or an exclamation is a second sentence, an aside to the first.
      source = sep === 'colon' || sep === 'dash';
    }
  };
  for (const chunk of title.normalize('NFC').trim().split(/\s+/u)) {
    const lead = /^[^\p{L}\p{N}]+/u.exec(chunk)?.[0] ?? '';
    const trail = /[^\p{L}\p{N}'’]+$/u.exec(chunk.slice(lead.length))?.[0] ?? '';
    const core = chunk.slice(lead.length, chunk.length - trail.length);
    if (lead) punct(lead, true);
    if (core && depth === 0) {
      const key = keyOf(core);
      const prev = words[words.length - 1];
      // « 5 000 » is one number, « F CFA » one currency: the user reads each as one word.
      if (prev && !prev.comma && ((prev.number && /^\d{3}$/u.test(key)) || (prev.key === 'f' && key === 'cfa'))) {
        prev.text += ` ${core}`;
        prev.key += ` ${key}`;
        prev.bare = prev.key;
      } else {
        words.push({ text: core, key, bare: bareOf(key), number: /\p{N}/u.test(key), verb: null, comma: false });
      }
    }
    if (trail) punct(trail, false);
  }
  close(null);
  for (const s of out) readVerbs(s.words);
  return out;
}

const INFINITIVE = /(?:er|ir|re|oir)$/u;
const INVERTED = /-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)$/u;

/** Which words are verbs, read from where they stand (no dictionary of verbs). */
function readVerbs(words: Word[]): void {
  words.forEach((w, i) => {
    // Small words are never verbs (« encore » only looks like an infinitive); auxiliaries are.
    if (isSmallWord(w) && !FINITE_AUXILIARIES.has(w.key)) return;
    // The word before, past object pronouns and adverbs (« je le vois », « ont encore gagné »).
    let j = i - 1;
    const skippable = (x: Word): boolean => OBJECT_PRONOUNS.has(x.key) || ADVERBS.has(x.key) || LEANING_ADVERBS.has(x.key);
    while (j > 0 && skippable(words[j]!) && !PREPOSITIONS.has(words[j - 1]!.key) && !['se', 'me', 'te'].includes(words[j]!.key)) j--;
    const before = j >= 0 ? words[j] : undefined;
    const prevKey = before?.key ?? '';
    const subjectBefore = SUBJECT_PRONOUNS.has(prevKey) && !(j > 0 && PREPOSITIONS.has(words[j - 1]!.key));
    if (
      FINITE_AUXILIARIES.has(w.key) ||
      INVERTED.test(w.key) ||
      /^(?:j|n)'/u.test(w.key) ||
      (w.key.startsWith("c'") && FINITE_AUXILIARIES.has(w.bare)) ||
      subjectBefore ||
      prevKey === 'ne' ||
      prevKey === "n'" ||
      (/[^m]ent$/u.test(w.key) && !NOT_VERBS_IN_ENT.has(w.key) && i > 0 && /[sx]$/u.test(words[i - 1]!.key) && !DETERMINERS.has(words[i - 1]!.key))
    ) {
      w.verb = 'finite';
      return;
    }
    // « Ma fille de 8 ans cuisine un mafé », « le prix augmente encore »: after a noun, a word in lower
    // case followed by an article or an adverb is the verb (an adjective there is followed by neither).
    const after = words[i + 1];
    const inLowerCase = w.text === w.text.toLocaleLowerCase('fr-FR') && !ELIDED.test(w.key);
    const afterNoun =
      before !== undefined && j === i - 1 && !before.comma && !DETERMINERS.has(prevKey) && !PREPOSITIONS.has(prevKey) && !OTHER_PRONOUNS.has(prevKey);
    if (inLowerCase && afterNoun && !w.comma && after !== undefined && (ARTICLES.has(after.key) || VERB_ADVERBS.has(after.key)) && !isSmallWord(w)) {
      w.verb = 'finite';
      return;
    }
    // « Combien coûte… », « Où dormir… »: a question word is followed by its verb.
    if (inLowerCase && ['combien', 'où', 'pourquoi'].includes(prevKey) && j === i - 1 && !isSmallWord(w)) {
      w.verb = INFINITIVE.test(w.bare) ? 'other' : 'finite';
      return;
    }
    const auxBefore = before !== undefined && before.verb === 'finite' && (FINITE_AUXILIARIES.has(before.bare) || before.bare === 'été');
    const infinitiveAfter =
      ['pour', 'sans', 'à', 'comment', 'pourquoi', 'où', 'quoi', 'se', 'me', 'te'].includes(prevKey) ||
      VERB_CHAINS.has(prevKey) ||
      (before?.verb ?? null) !== null;
    if (
      auxBefore ||
      (INFINITIVE.test(w.bare) && (/^(?:s|m|t)'/u.test(w.key) || infinitiveAfter || (prevKey === 'de' && /(?:er|ir|oir)$/u.test(w.bare)))) ||
      // « Réussir son bac » once « Comment » is dropped: an infinitive opening the title.
      (i === 0 && INFINITIVE.test(w.key) && DETERMINERS.has(words[1]?.key ?? ''))
    )
      w.verb = 'other';
  });
}

/** Articles and possessives that open an object (not « du, des, au », which are prepositions too). */
const ARTICLES = new Set('le la les un une mon ma mes ton ta tes son sa ses notre nos votre vos ce cet cette ces'.split(' '));
const VERB_ADVERBS = new Set('encore toujours déjà vraiment jamais enfin'.split(' '));
/** The closed classes (and numbers): never a verb, never what a cut is about. */
export const isSmallWord = (w: Word): boolean =>
  w.number ||
  w.key === 'ne' ||
  [
    PREPOSITIONS,
    DETERMINERS,
    CONJUNCTIONS,
    SUBORDINATORS,
    SUBJECT_PRONOUNS,
    OBJECT_PRONOUNS,
    OTHER_PRONOUNS,
    NEGATIONS,
    ADVERBS,
    LEANING_ADVERBS,
    QUESTION_WORDS,
    LEADING_FILLERS,
    PRENOMINAL_ADJECTIVES,
  ].some((c) => c.has(w.key));

export const isClauseOpener = (w: Word): boolean => SUBORDINATORS.has(w.key) || /^(?:qu|lorsqu|puisqu)'/u.test(w.key) || /^s'ils?$/u.test(w.key);
/** Not what a cut is about: small words, auxiliaries (« j’ai », « n’a ») and adverbs in -ment. A number is content. */
export const isFunction = (w: Word): boolean =>
  !w.number && (isSmallWord(w) || FINITE_AUXILIARIES.has(w.bare) || w.key === "n'" || (w.key.endsWith('ment') && w.key.length > 6 && w.verb === null));
