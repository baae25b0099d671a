import { bigRule, layoutRule, moodRule, sideRule, styleMarkerRule, styleRule, topRule } from './brief-design-rules';
import { colorMarkerRule, colorRule, slotRule } from './brief-color-rules';
import { DETERMINERS, NUMBER_WORDS, STOP_WORDS } from './brief-lexicon';
import type { Act } from './brief-lexicon';
import { expressionRule, personRule, selfRule } from './brief-person-rules';
import type { BriefReading, ChipKind, SubjectFinder } from './brief-reading';
import { readingOf } from './brief-results';
import { BriefState } from './brief-state';
import type { Match } from './brief-state';
import { leftoverRule, numberRule, subjectRule, writeRule } from './brief-subject-rules';

/**
 * The offline French brief reader: turns « fond vert, une femme surprise à droite, gros chiffre,
 * écris "-50 %" » into design choices, and says what it understood and what it left aside. Pure and
 * deterministic. It runs on the server only: for the chips under the field (`studio.readBrief`, asked
 * as the person types) and for the generation.
 *
 * One pass over the tokens: each token is a lexicon phrase, a colour, a number, a quote, a noun
 * phrase after a determiner, or left for the end; a rule (brief-*-rules.ts) reads from there on the
 * shared state (brief-state.ts) and says where it stopped. brief-results.ts turns the state into the
 * reading and its chips.
 */

export type { BriefReading, ChipKind, SubjectFinder };

/** A « ? » in a sentence with these words asks the studio something; it is not a question to draw. */
const REQUEST_WORDS = new Set(['tu', 'vous', 'peux', 'pouvez', 'peut', 'possible', 'pourrais', 'pourriez', 'est-ce', 'stp', 'svp', 'mettre', 'faire', 'mets', 'fais', "c'est", 'ok', 'ca']);
const SENTENCE_ENDS = ['.', '!', '?', '\n'];

type ActRule<K extends Act['t']> = (s: BriefState, i: number, m: Match<K>) => number;
const ACT_RULES: { [K in Act['t']]: ActRule<K> } = {
  stop: (s, i, m) => (s.mark(i, m.end, 1), m.end),
  meta: (s, i, m) => (s.mark(i, m.end, 1), m.end),
  // A bare name stays free: a subject or ignored once the brief is read.
  noun: (_s, _i, m) => m.end,
  neg: (s, i, m) => {
    s.neg = { at: i };
    s.mark(i, m.end, 1);
    return m.end;
  },
  slot: slotRule,
  colorMarker: colorMarkerRule,
  mood: moodRule,
  style: styleRule,
  styleMarker: styleMarkerRule,
  layout: layoutRule,
  side: sideRule,
  person: personRule,
  self: selfRule,
  expr: expressionRule,
  write: writeRule,
  big: bigRule,
};

function actRule(s: BriefState, i: number, m: Match): number {
  return (ACT_RULES[m.act.t] as ActRule<Act['t']>)(s, i, m);
}

/** A break token: ends the clause; a « ? » ends a question to draw, unless the sentence asks the studio something. */
function breakRule(s: BriefState, i: number): number {
  const t = s.tokens[i]!;
  if (t.raw === '?' && !s.neg) {
    const words = s.canon.slice(s.sentenceStart, i).filter((_, q) => s.tokens[s.sentenceStart + q]!.kind === 'word');
    if (words.length >= 2 && !words.some((w) => REQUEST_WORDS.has(w))) s.setLayout('question', s.sentenceStart, 'question');
  }
  if (SENTENCE_ENDS.includes(t.raw)) s.sentenceStart = i + 1;
  s.endClause(i);
  s.role[i] = 1;
  return i + 1;
}

/** Text in quotes: shown as written (the headline or a tag), a question when it asks one. */
function quoteRule(s: BriefState, i: number): number {
  const t = s.tokens[i]!;
  s.endTarget(i);
  s.quoted.push({ pos: i, text: t.raw });
  if (t.raw.includes('?')) s.setLayout('question', i, 'question');
  s.role[i] = 2;
  s.last = 'quote';
  return i + 1;
}

/** A word no phrase starts with: a stop word, or the end of a refusal (« pas de logo ») reported whole. */
function plainWordRule(s: BriefState, i: number): number {
  if (STOP_WORDS.has(s.canon[i]!)) s.role[i] = 1;
  else if (s.neg) {
    // « sans texte », « pas de logo »: a refusal no field carries is reported whole.
    s.ignored.push({ pos: s.neg.at, text: s.raw(s.neg.at, i) });
    s.role[i] = 2;
    s.neg = null;
  }
  return i + 1;
}

/** The brief read token by token; the tokens' roles tell the headline which words are the topic. */
export function readState(brief: unknown): BriefState {
  const s = new BriefState(brief);
  const { tokens, canon, n } = s;
  let i = 0;
  while (i < n) {
    const t = tokens[i]!;
    if (t.kind === 'break') i = breakRule(s, i);
    else if (t.kind === 'quote') i = quoteRule(s, i);
    else if (t.kind === 'punct') {
      if (s.role[i] === 0) s.role[i] = 1;
      i++;
    } else if (t.kind === 'num') i = numberRule(s, i);
    else if (canon[i] === 'top' && (tokens[i + 1]?.kind === 'num' || NUMBER_WORDS.has(canon[i + 1] ?? ''))) i = topRule(s, i);
    else i = wordRule(s, i);
  }
  s.endClause(n);
  leftoverRule(s);
  return s;
}

/** A word: a colour or a phrase (the longer wins), a noun phrase after a determiner, or a plain word. */
function wordRule(s: BriefState, i: number): number {
  const { canon, tokens } = s;
  const ph = s.phraseAt(i);
  const col = s.colorAt(i);
  // « un orange » is the fruit; « fond orange » the colour.
  if (col && (!ph || col.end >= ph.end) && !(col.color.noun && DETERMINERS.has(canon[i - 1] ?? '') && s.role[i - 1] !== 1)) return colorRule(s, i, col);
  if (ph) return actRule(s, i, ph);
  if (DETERMINERS.has(canon[i]!) || (canon[i] === 'de' && (canon[i + 1] === 'la' || canon[i + 1] === "l'"))) {
    const j = canon[i] === 'de' ? i + 2 : i + 1;
    const next = s.phraseAt(j);
    const nextColor = s.colorAt(j);
    if ((next && next.act.t !== 'noun') || (nextColor && !nextColor.color.noun) || tokens[j]?.kind !== 'word') {
      s.mark(i, j, 1);
      return j;
    }
    return subjectRule(s, i, j);
  }
  return plainWordRule(s, i);
}

/** Reads a French brief into design choices. Never throws; the same brief always gives the same reading. */
export function readBrief(brief: string, opts?: { findSubject?: SubjectFinder }): BriefReading {
  return readingOf(readState(brief), opts?.findSubject);
}
