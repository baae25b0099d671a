import { EXPRESSIONS } from '../../shared/pictograms/expressions';
import { normalizePhrase, tokenizeFrench, type FrenchToken } from './french-text';
import { buildKeywordIndex, typoOf, type KeywordIndex, type KeywordMeaning } from './keyword-index';
import { tonedPictogram, type SkinTone } from './library';
import type { SubjectMatch } from '../../shared/pictograms/subject-types';

export type { SubjectMatch, SubjectKind } from '../../shared/pictograms/subject-types';
export type { SkinTone } from './library';

export interface MatchOptions {
  /** Tone of people pictograms; the audience is mostly Black creators, hence `dark` by default. */
  skinTone?: SkinTone;
  limit?: number;
}

let index: KeywordIndex | null = null;

/** Builds the keyword tables (and indexes the icon sets) once per process; returns the time it took. */
export function loadSubjectMatcher(): number {
  if (index) return 0;
  const started = performance.now();
  index = buildKeywordIndex();
  return performance.now() - started;
}

function keywords(): KeywordIndex {
  loadSubjectMatcher();
  if (!index) throw new Error('pictograms: keyword index failed to build');
  return index;
}

/** A keyword found in the text: its meaning and which tokens it covers. */
interface Occurrence {
  meaning: KeywordMeaning;
  first: number;
  last: number;
  typo: boolean;
}

const VERSUS_WORDS = new Set(['vs', 'versus', 'contre', 'v', 'face']);
const DASH_VERSUS = /^\s+[-–—]\s+$/;
const TYPO_FACTOR = 0.85;
/** Earlier words weigh a little more: titles lead with their subject. */
const POSITION_PENALTY = 0.4;
const EXTRA_TOKEN_BONUS = 4;
const SECONDARY_ICON_PENALTY = 6;
const REPEAT_BONUS = 3;

function findOccurrences(tokens: FrenchToken[], keywordIndex: KeywordIndex): Occurrence[] {
  // Every phrase found anywhere, then the longest ones win their words: « Lions de l’Atlas » must
  // beat the « Lions » (of the Teranga) that starts one word earlier in « Les Lions de l’Atlas ».
  const candidates: Occurrence[] = [];
  for (let i = 0; i < tokens.length; i++) {
    for (let length = Math.min(keywordIndex.maxTokens, tokens.length - i); length >= 1; length--) {
      const phrase = tokens
        .slice(i, i + length)
        .map((token) => token.norm)
        .join(' ');
      for (const meaning of keywordIndex.phrases.get(phrase) ?? []) candidates.push({ meaning, first: i, last: i + length - 1, typo: false });
    }
  }
  candidates.sort((a, b) => b.last - b.first - (a.last - a.first) || a.first - b.first);
  const taken = new Array<boolean>(tokens.length).fill(false);
  const found: Occurrence[] = [];
  let claim: { first: number; last: number } | null = null;
  for (const candidate of candidates) {
    const sameSpan = claim !== null && claim.first === candidate.first && claim.last === candidate.last;
    if (!sameSpan && taken.slice(candidate.first, candidate.last + 1).some(Boolean)) continue;
    for (let i = candidate.first; i <= candidate.last; i++) taken[i] = true;
    claim = { first: candidate.first, last: candidate.last };
    found.push(candidate);
  }
  tokens.forEach((token, i) => {
    if (taken[i]) return;
    const corrected = typoOf(keywordIndex, token.norm);
    for (const meaning of (corrected ? keywordIndex.phrases.get(corrected) : undefined) ?? []) found.push({ meaning, first: i, last: i, typo: true });
  });
  return found;
}

/**
 * Pictograms for the subject of a title or brief, best first: « Recette du thiéboudienne » gives a
 * dish, « Côte d’Ivoire vs Sénégal » both flags (marked left and right), « JE SUIS CHOQUÉ » a face.
 * Matching ignores accents, case, plurals and elisions, and works on whole words only. Returns []
 * when nothing in the text names a subject, so the style's own decoration stays.
 */
export function matchSubjects(text: string, opts: MatchOptions = {}): SubjectMatch[] {
  const tone = opts.skinTone ?? 'dark';
  const limit = opts.limit ?? 5;
  const tokens = tokenizeFrench(text);
  const occurrences = findOccurrences(tokens, keywords());

  const best = new Map<string, SubjectMatch>();
  for (const occurrence of occurrences) {
    const { meaning, first, last } = occurrence;
    const base = (meaning.weight + EXTRA_TOKEN_BONUS * (last - first)) * (occurrence.typo ? TYPO_FACTOR : 1) - POSITION_PENALTY * Math.min(first, 15);
    const matched = text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);
    meaning.icons.forEach((rawIcon, rank) => {
      const icon = tonedPictogram(rawIcon, tone);
      const score = base - SECONDARY_ICON_PENALTY * rank;
      const known = best.get(icon);
      if (known) {
        known.score = Math.max(known.score, score) + REPEAT_BONUS;
        return;
      }
      const kind = rank === 0 ? meaning.kind : rawIcon.startsWith('flag:') ? 'flag' : 'object';
      best.set(icon, { icon, label: rank === 0 ? meaning.label : labelOf(rawIcon), matched, score, kind });
    });
  }
  markVersus(text, tokens, occurrences, best);

  return [...best.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((match) => ({ ...match, score: Math.round(match.score * 10) / 10 }));
}

/**
 * « Côte d’Ivoire vs Sénégal »: the flags nearest each side of the versus word go first, left then
 * right, so the layout can split the thumbnail between them.
 */
function markVersus(text: string, tokens: FrenchToken[], occurrences: Occurrence[], best: Map<string, SubjectMatch>): void {
  const flags = occurrences.filter((occurrence) => occurrence.meaning.icons[0]?.startsWith('flag:'));
  const versusWord = tokens.findIndex((token, i) => VERSUS_WORDS.has(token.norm) && (token.norm !== 'face' || tokens[i + 1]?.norm === 'a'));
  // Score lines write the versus as a spaced dash: « NIGERIA - CAMEROUN ».
  const dashAfter = flags.find((flag) => DASH_VERSUS.test(text.slice(tokens[flag.last]?.end ?? 0, tokens[flag.last + 1]?.start ?? 0)));
  let left: Occurrence | undefined;
  let right: Occurrence | undefined;
  if (versusWord >= 0) {
    left = flags.filter((flag) => flag.last < versusWord).at(-1);
    right = flags.find((flag) => flag.first > versusWord);
  } else if (dashAfter) {
    left = dashAfter;
    right = flags.find((flag) => flag.first === dashAfter.last + 1);
  }
  const leftMatch = left && best.get(left.meaning.icons[0] ?? '');
  const rightMatch = right && best.get(right.meaning.icons[0] ?? '');
  if (!leftMatch || !rightMatch || leftMatch === rightMatch) return;
  leftMatch.score = 1000;
  leftMatch.versus = 'left';
  rightMatch.score = 999;
  rightMatch.versus = 'right';
}

const SECONDARY_LABELS: Record<string, string> = {
  'fluent:soccer-ball': 'ballon de football',
  'fluent:fish': 'poisson',
  'fluent:money-bag': 'sac d’argent',
  'fluent:mobile-phone': 'téléphone portable',
};

function labelOf(icon: string): string {
  return SECONDARY_LABELS[icon] ?? icon.replace(/^[a-z]+:/, '').replace(/-/g, ' ');
}

/**
 * The pictogram for an emotion, given as an id (`shocked`, `angry`…) or a French word
 * (« choqué », « en colère »). `as: 'person'` asks for someone making the matching gesture, in the
 * requested skin tone, when one reads clearly. Null when the emotion is unknown.
 */
export function expressionPictogram(expression: string, opts: { skinTone?: SkinTone; as?: 'face' | 'person' } = {}): SubjectMatch | null {
  const wanted = normalizePhrase(expression);
  const found = EXPRESSIONS.find((entry) => entry.id === expression || entry.keys.some((key) => normalizePhrase(key) === wanted));
  if (!found) return null;
  if (opts.as === 'person' && found.person) {
    return { icon: tonedPictogram(found.person, opts.skinTone ?? 'dark'), label: found.personLabel ?? found.label, matched: expression, score: 100, kind: 'person' };
  }
  return { icon: found.face, label: found.label, matched: expression, score: 100, kind: 'expression' };
}
