import { EXPRESSIONS } from '../../shared/pictograms/expressions';
import { NUMBER_TOKEN, STOP_WORDS, foldFrench, normalizePhrase, tokenizeFrench, type FrenchToken } from './french-text';
import { WEIGHT, buildKeywordIndex, emojiKey, typoOf, type KeywordIndex, type KeywordMeaning } from './keyword-index';
import { pictogramExists, tonedPictogram, type SkinTone } from './library';
import { DRAWN_NAMESPACE, DRAWN_PICTOGRAMS } from '../../shared/pictograms/drawn-pictograms';
import type { TopicId } from '../../shared/engine/model/topics';
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

/** Drops the keyword tables: the next match builds them again (after usePictogramAsset changed their source). */
export function forgetSubjectMatcher(): void {
  index = null;
}

/** The keyword tables the matcher uses, built on first use. */
export function keywords(): KeywordIndex {
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

/** Topics two countries face to face do not compete in (« Guinée - Gabon à la radio » is still a match). */
const NOT_COMPETED: ReadonlySet<TopicId> = new Set(['actu', 'histoire', 'maison', 'tech']);
const VERSUS_WORDS = new Set(['vs', 'versus', 'contre', 'v', 'face']);
/** « Le Mali peut-il battre le Maroc ? »: verbs of a match set two countries face to face (not two things). */
const MATCH_VERBS = new Set(['bat', 'battre', 'battu', 'batt', 'affronte', 'affronter', 'elimine', 'eliminer', 'recoit', 'recevoir', 'domine', 'dominer']);
const DASH_VERSUS = /^\s+[-–—]\s+$/;
/** A score between the two sides: « Burkina 2 - 2 Cap-Vert », « SENEGAL 2-1 COTE D IVOIRE ». */
const SCORE_BETWEEN = /^\s+\d{1,2}\s*[-–—]\s*\d{1,2}\s+$/;
/**
 * A score anywhere (« gagné 3 à 0 », « 2-1 »): two small numbers, a match, so the title is about
 * football unless it names another sport. Not a range (« de 0 à 10 000 », « de 3 à 5 ans »), not a
 * number's thousands (« 10 000 »), not a span of time or a count of things.
 */
const SCORE = /(?<![\p{L}\p{N}])(?<![\p{N}][\s.\u00a0\u202f])(?<!(?:^|[^\p{L}])(?:de|du|des|entre)\s+)(\d{1,2})\s*(?:[-–—]|à)\s*(\d{1,2})(?![\p{N}]|[\s.\u00a0\u202f]\d{3}|\s*(?:ans|mois|jours|semaines|heures|h\b|min|fois|km|kg|kilos|personnes|abonnés|vues|%|f\b|fcfa|francs|euros|mille|millions?))/giu;
/** More goals than this on one side is no football score (« 3 à 0 » is, « 20 à 50 » is not). */
const MAX_GOALS = 15;
/** Words that end the clause a versus lives in: « Crypto : arnaque ou opportunité » opposes its two words, not « crypto ». */
const CLAUSE_END = /[:?!.;,(]/;
/**
 * Two sides showing the same pictogram (« Samsung vs Tecno », « Toyota ou Mercedes »): two drawings
 * that read as two different models, so the split is not one thing twice.
 */
const VERSUS_PAIRS: Readonly<Record<string, readonly [string, string]>> = {
  'fluent:mobile-phone': ['minia:smartphone', 'minia:smartphone-2'],
  'minia:smartphone': ['minia:smartphone', 'minia:smartphone-2'],
  'fluent:automobile': ['fluent:automobile', 'fluent:sport-utility-vehicle'],
  'fluent:laptop': ['fluent:laptop', 'fluent:desktop-computer'],
  'fluent:woman-getting-haircut': ['fluent:woman-getting-haircut', 'fluent:woman-curly-hair'],
  'fluent:video-game': ['fluent:video-game', 'fluent:joystick'],
  'fluent:motorcycle': ['fluent:motorcycle', 'fluent:motor-scooter'],
  // Two dishes of one pot (« Foufou ou placali ? »): the pot and the bowl.
  'fluent:pot-of-food': ['fluent:pot-of-food', 'fluent:bowl-with-spoon'],
  // Two districts of one city (« Cocody ou Yopougon : où vivre ? »): two skylines.
  'minia:ville': ['minia:ville', 'fluent:cityscape'],
};
const CITY_PAIR: readonly [string, string] = ['minia:ville', 'fluent:cityscape'];
const TYPO_FACTOR = 0.85;
/** Earlier words weigh a little more: titles lead with their subject. */
const POSITION_PENALTY = 0.4;
const EXTRA_TOKEN_BONUS = 4;
const SECONDARY_ICON_PENALTY = 6;
const REPEAT_BONUS = 3;
/** An amount after « à », « pour », « moins de »… something already named is that thing's price, below any subject. */
const PRICE_WORDS = new Set(['a', 'pour', 'de', 'moins', 'plus', 'budget']);
const PRICE_WEIGHT = 55;
/**
 * What comes after « sans » is absent (« voyage sans visa »), what comes after « avec » is company
 * (« … avec mes cousins »), a person after « pour » the audience (« pizza pour les enfants »).
 */
const ABSENT_PENALTY = 30;
const COMPANY_PENALTY = 30;
const AUDIENCE_PENALTY = 40;
const COMPANY_WORDS = new Set(['avec', 'entre']);
/** « 24 h avec un maçon », « Une nuit de garde avec les pompiers »: a span spent with someone makes them the subject, not company. */
const TIME_WITH = /^\s*(?:\d+\s*h(?:eures?)?|une?\s+(?:journée|jour|nuit|semaine|mois|soirée|matinée|week-end)(?:\s+(?:de|en|à|au|sur)\s+\p{L}+)?)\s+avec\s/iu;
/**
 * What someone thinks or says of the teller (« Ma tantie pense que je suis riche ») is their belief,
 * not a thing to draw: the words after « pense que », « croit que », « dit que » weigh less than the
 * one who believes it.
 */
const REPORT_VERBS = new Set(['pense', 'pensent', 'croit', 'croient', 'dit', 'disent', 'imagine', 'imaginent']);
const REPORTED_PENALTY = 30;
/**
 * What a title compares its subject with comes after « que » (« la lutte remplit plus les stades que
 * le foot »): it weighs less than the subject. Not « ne… plus que » (only), nor a « que » without a
 * comparative before it.
 */
const COMPARATIVES = new Set(['plus', 'moins', 'mieux', 'autant', 'pire', 'meilleur', 'meilleure', 'meilleurs', 'meilleures']);
const COMPARED_PENALTY = 30;
/** « Une nuit en mer avec les pêcheurs »: in a span spent with someone, they outrank the span's setting. */
const SPAN_COMPANY_BONUS = 10;
/** A country's word right after a named thing is its adjective (« cuisine camerounaise », « film nigérian »): the thing first. */
const ADJECTIVE_PENALTY = 20;
/**
 * A country after « au », « en », « à », « du » once a thing is named is where the thing is, as a city
 * is (« Vendre des fourmis au Cameroun », « les champs de coton du Nord-Togo »): it weighs a city's.
 */
const SETTING_PENALTY = WEIGHT.country - WEIGHT.city;
const SETTING_WORDS = new Set(['au', 'aux', 'en', 'a', 'du']);
/**
 * What comes after « après », « avant », « pendant », « sous » once a thing is named is when or in
 * what weather it happens (« Mon champ de maïs après la première pluie », « vendre ses moutons avant
 * la Tabaski », « J’ai couru 10 km sous 42 degrés »): the thing first. Not « depuis », which is as
 * often where from (« coder depuis mon téléphone »).
 */
const TIME_WORDS = new Set(['apres', 'avant', 'pendant', 'durant', 'sous']);
const TIME_PENALTY = 25;
/** « avant de construire ta maison », « après avoir acheté »: what one does, not when. */
const BEFORE_DOING = /^\s*(?:de\s|d(?:\s*['’ʼ`]\s*|\s+)|avoir\s|[êe]tre\s)/iu;
const DETERMINERS = new Set(['le', 'la', 'les', 'un', 'une', 'des', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'tout', 'toute', 'tous', 'toutes', 'ce', 'cette', 'ces', '#']);
/** A first-person story (« J’ai quitté mon travail… », « On m’a… »): its situation words are not things to draw. */
const FIRST_PERSON_STORY = /^\s*(?:j\s*['’ʼ]?\s*ai|je\s+suis|on\s+m\s*['’ʼ]\s*a|(?:il|elle)\s+m\s*['’ʼ]\s*a)\s/iu;
/** Verbs after which an amount is what the title is about. */
const GAIN_VERBS = new Set(['gagner', 'gagne', 'gagnes', 'gagnent', 'gagnez', 'toucher', 'touche', 'empoche', 'rapporte', 'economise', 'economiser', 'epargne', 'depense', 'depenser', 'perdu', 'donne', 'investi', 'retire', 'envoye', 'recu']);

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
  return matchTitle(text, opts).subjects;
}

export interface TitleMatch {
  /** Pictograms for the subject, best first (the two sides of a versus first, left then right). */
  subjects: SubjectMatch[];
  /** What the title is about, as its words say; null when they say nothing (a story, a feeling). */
  topic: TopicId | null;
}

/**
 * A word with two senses (« avocat », the lawyer or the fruit) takes the one whose topic the title's
 * other words share (« Avocat, oeuf, pain » is breakfast); with no hint, every sense stays.
 */
function senseOf(occurrences: Occurrence[]): Occurrence[] {
  const span = (o: Occurrence): string => `${o.first}:${o.last}`;
  const shared = (o: Occurrence, topic: TopicId | undefined): boolean => topic !== undefined && occurrences.some((other) => span(other) !== span(o) && other.meaning.topic === topic);
  return occurrences.filter((o) => {
    if (o.meaning.icons.length === 0) return true;
    const rivals = occurrences.filter((r) => span(r) === span(o) && r.meaning.icons.length > 0 && r.meaning.topic !== o.meaning.topic);
    return rivals.length === 0 || shared(o, o.meaning.topic) || !rivals.some((r) => shared(r, r.meaning.topic));
  });
}

/** The subjects of a title and what it is about. */
export function matchTitle(typed: string, opts: MatchOptions = {}): TitleMatch {
  // One form for accents however the title was typed, so the rules on its text see what its words are.
  const text = typed.normalize('NFC');
  const tone = opts.skinTone ?? 'dark';
  const limit = opts.limit ?? 5;
  const tokens = tokenizeFrench(text);
  const story = FIRST_PERSON_STORY.test(text);
  const timeWith = TIME_WITH.test(text);
  const reportedFrom = tokens.findIndex((token, i) => token.norm === 'que' && REPORT_VERBS.has(tokens[i - 1]?.norm ?? ''));
  const comparedFrom = comparedAfter(text, tokens);
  const clauseBreak = (from: number, to: number): boolean => breaksClause(text, tokens, from, to);
  const occurrences = senseOf(findOccurrences(tokens, keywords()).filter((occurrence) => !occurrence.meaning.block && !(story && occurrence.meaning.abstract)));
  // What the title names before an amount: the amount after it is its price.
  const named = (before: number): boolean => occurrences.some((o) => o.last < before && o.meaning.lead === undefined && o.meaning.icons.length > 0 && o.meaning.kind !== 'expression');
  // The word before an occurrence, past its determiners (« avec mes cousins » → « avec »).
  const wordBefore = (first: number): string => {
    let i = first - 1;
    while (i >= 0 && DETERMINERS.has(tokens[i]!.norm)) i--;
    return tokens[i]?.norm ?? '';
  };

  const best = new Map<string, SubjectMatch>();
  for (const occurrence of occurrences) {
    const { meaning, first, last } = occurrence;
    // An amount that opens the title or follows a verb of gain is its hook (« 100 000 F par mois… »,
    // « Gagner 500 000 F… »), not the price of a subject (« ma perruque à 20 000 F »).
    // Unless « pour » follows: « 3 millions pour construire 2 chambres » is about what the money builds.
    const hook = (opensTitle(text, tokens, first) && tokens[last + 1]?.norm !== 'pour') || GAIN_VERBS.has(tokens[first - 1]?.norm ?? '');
    // « … avec 5 000 F en poche »: the money in one's pocket is the budget of what is named before it.
    const pocket = tokens[last + 1]?.norm === 'en' && tokens[last + 2]?.norm === 'poche';
    const price = meaning.lead !== undefined && !hook && (PRICE_WORDS.has(tokens[first - 1]?.norm ?? '') || pocket) && named(first);
    const weight = hook && meaning.lead !== undefined ? meaning.lead : price ? Math.min(meaning.weight, PRICE_WEIGHT) : meaning.weight;
    // Longer phrases are surer, by their words that mean something: « ma famille » is no surer than
    // « famille », and a word said twice (« wôrô-wôrô », « saka-saka ») is one word.
    const meaningful = new Set(tokens.slice(first, last + 1).filter((token) => !STOP_WORDS.has(token.norm)).map((token) => token.norm)).size;
    const before = wordBefore(first);
    const adjective = meaning.kind === 'flag' && first === last && occurrences.some((o) => o.last === first - 1 && o.meaning.kind !== 'flag' && o.meaning.icons.length > 0);
    const setting = meaning.kind === 'flag' && meaning.weight === WEIGHT.country && SETTING_WORDS.has(tokens[first - 1]?.norm ?? '') && occurrences.some((o) => o.last < first && o.meaning.kind !== 'flag' && o.meaning.kind !== 'expression' && o.meaning.icons.length > 0);
    // Company is people: « nager avec les requins » swims with the sharks, they are what is shown;
    // an amount after « avec » is the budget the title is about (« Un mois à Lubumbashi avec 200 dollars »).
    const company = COMPANY_WORDS.has(before) && !(timeWith && before === 'avec') && meaning.topic !== 'plage' && tokens[first]?.norm !== NUMBER_TOKEN;
    // The nearest « après »/« avant » before it in its clause, with a thing named before that.
    const timeWord = tokens.slice(0, first).findLastIndex((token) => TIME_WORDS.has(token.norm));
    const when = timeWord > 0 && !BEFORE_DOING.test(text.slice(tokens[timeWord]!.end)) && !clauseBreak(timeWord, first) && occurrences.some((o) => o.last < timeWord && o.meaning.kind !== 'flag' && o.meaning.kind !== 'expression' && o.meaning.icons.length > 0) && !occurrences.some((o) => o.first > timeWord && o.last < first && o.meaning.icons.length > 0);
    const aside = (setting ? SETTING_PENALTY : 0) + (when ? TIME_PENALTY : 0) + (tokens[first - 1]?.norm === 'sans' ? ABSENT_PENALTY : 0) + (company ? COMPANY_PENALTY : 0) + (before === 'pour' && meaning.kind === 'person' ? AUDIENCE_PENALTY : 0) + (adjective ? ADJECTIVE_PENALTY : 0) + (reportedFrom >= 0 && first > reportedFrom ? REPORTED_PENALTY : 0) + (comparedFrom >= 0 && first > comparedFrom ? COMPARED_PENALTY : 0) - (timeWith && before === 'avec' ? SPAN_COMPANY_BONUS : 0);
    const base = (weight + EXTRA_TOKEN_BONUS * Math.max(0, meaningful - 1)) * (occurrence.typo ? TYPO_FACTOR : 1) - POSITION_PENALTY * Math.min(first, 15) - aside;
    const matched = text.slice(tokens[first]?.start ?? 0, tokens[last]?.end ?? 0);
    meaning.icons.forEach((rawIcon, rank) => {
      const icon = tonedPictogram(rawIcon, tone);
      const score = base - SECONDARY_ICON_PENALTY * rank;
      const known = best.get(icon);
      if (known) {
        // Named twice is a stronger subject; a second word merely suggesting it (its secondary icon) is not.
        // The surer reading gives the topic (« CAN » names a football trophy, a generic tag a sport one).
        if (score > known.score && meaning.topic) known.topic = meaning.topic;
        // A second mention set aside (compared with, absent, company) does not make it surer.
        known.score = Math.max(known.score, score) + (rank === 0 && aside <= 0 ? REPEAT_BONUS : 0);
        return;
      }
      const kind = rank === 0 ? meaning.kind : rawIcon.startsWith('flag:') ? 'flag' : 'object';
      best.set(icon, { icon, label: rank === 0 ? meaning.label : labelOf(rawIcon), matched, score, kind, ...(meaning.topic ? { topic: meaning.topic } : {}) });
    });
  }
  for (const typed of emojisIn(text, tokens, keywords())) {
    const icon = tonedPictogram(typed.meaning.icons[0] ?? '', tone);
    const score = typed.meaning.weight - POSITION_PENALTY * Math.min(typed.position, 15);
    const known = best.get(icon);
    // The emoji beside the word that names it (« Ma moto 🏍️ ») makes that subject surer.
    if (known) known.score = Math.max(known.score, score) + REPEAT_BONUS;
    else best.set(icon, { icon, label: typed.meaning.label, matched: typed.emoji, score, kind: typed.meaning.kind, ...(typed.meaning.topic ? { topic: typed.meaning.topic } : {}) });
  }
  const sides = markVersus(text, tokens, occurrences, best, tone);

  const subjects = [...best.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((match) => ({ ...match, score: Math.round(match.score * 10) / 10 }));
  const score = scoreIn(text);
  // « Le Wydad bat Al Ahly 2-0 »: a score with no team we know still shows the match.
  if (score && subjects.length === 0) subjects.push({ icon: 'fluent:soccer-ball', label: SECONDARY_LABELS['fluent:soccer-ball']!, matched: score, score: 50, kind: 'object', topic: 'football' });
  return { subjects, topic: topicOf(subjects, sides, frameOf(tokens, occurrences, subjects[0]?.icon, tone), score !== null) };
}

const EMOJI = /\p{Extended_Pictographic}(?:[\uFE0E\uFE0F]|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2}/gu;

/**
 * The emoji a title carries that a pictogram draws (« Mon nouveau tel 📱 », « 🇸🇳 »), each once,
 * with the number of words before it.
 */
function emojisIn(text: string, tokens: FrenchToken[], keywordIndex: KeywordIndex): { emoji: string; meaning: KeywordMeaning; position: number }[] {
  const found = new Map<string, { emoji: string; meaning: KeywordMeaning; position: number }>();
  for (const match of text.matchAll(EMOJI)) {
    const emoji = match[0];
    const key = emojiKey(emoji);
    if (found.has(key)) continue;
    const position = tokens.filter((token) => token.start < (match.index ?? 0)).length;
    const flag = flagOf(emoji);
    const meaning = flag ? { icons: [`flag:${flag}`], label: `drapeau`, kind: 'flag' as const, weight: WEIGHT.country } : keywordIndex.emojis.get(key);
    if (meaning && (!flag || pictogramExists(meaning.icons[0] ?? ''))) found.set(key, { emoji, meaning, position });
  }
  return [...found.values()];
}

/** Two regional indicators (🇸🇳) → their ISO code (sn), or null. */
function flagOf(emoji: string): string | null {
  const letters = [...emoji].map((char) => (char.codePointAt(0) ?? 0) - 0x1f1e6);
  return letters.length === 2 && letters.every((n) => n >= 0 && n < 26) ? letters.map((n) => String.fromCharCode(97 + n)).join('') : null;
}

/** Genre labels a title may open with before a colon (« Défi : 10 km… »), naming no subject. */
const OPENING_LABELS = new Set(['defi', 'challenge', 'vlog', 'tuto', 'tutoriel', 'pov', 'storytime', 'story', 'reaction', 'test', 'unboxing', 'prank', 'sketch', 'interview', 'live', 'episode', 'bonus', 'urgent']);

/** How many characters a genre label and its colon take at the start of a title (« Storytime : »), or 0. */
export function openingLabelLength(text: string): number {
  const found = /^[^\p{L}\p{N}]*(\p{L}+)\s*:\s*/u.exec(text);
  return found && OPENING_LABELS.has(foldFrench(found[1]!)) ? found[0].length : 0;
}

/** The title's first word, or the first after a genre label and its colon (« Défi : 10 km… », not « Piment : 500 000 F »). */
function opensTitle(text: string, tokens: FrenchToken[], first: number): boolean {
  if (first === 0) return true;
  return first === 1 && openingLabelLength(text) > 0 && /:\s*$/.test(text.slice(0, tokens[1]?.start ?? 0));
}

/** Whether a clause ends between two tokens (« Crypto : arnaque ou opportunité »). */
function breaksClause(text: string, tokens: FrenchToken[], from: number, to: number): boolean {
  return from < to && CLAUSE_END.test(text.slice(tokens[from]?.end ?? 0, tokens[to]?.start ?? 0));
}

/** Where the compared-with part of a comparison starts (its « que »), or -1. */
function comparedAfter(text: string, tokens: FrenchToken[]): number {
  let clauseStart = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (i > 0 && CLAUSE_END.test(text.slice(tokens[i - 1]!.end, tokens[i]!.start))) clauseStart = i;
    if (tokens[i]!.norm !== 'que') continue;
    const clause = tokens.slice(clauseStart, i).map((token) => token.norm);
    if (clause.some((word) => COMPARATIVES.has(word)) && !clause.some((word) => word === 'ne' || word === 'n')) return i;
  }
  return -1;
}

/** The score a title gives (« 2-0 », « 3 à 0 »), or null: two small numbers, not a range or an amount. */
function scoreIn(text: string): string | null {
  for (const match of text.matchAll(SCORE)) {
    if (Number(match[1]) <= MAX_GOALS && Number(match[2]) <= MAX_GOALS) return match[0];
  }
  return null;
}

/**
 * The topic a framing word gives (« élever des moutons » is farming), the earliest first; a `lead`
 * frame only when it opens the title and stays its best subject (« Mon fils a eu son BAC » is school).
 */
function frameOf(tokens: FrenchToken[], occurrences: Occurrence[], best: string | undefined, tone: SkinTone): TopicId | null {
  const opens = (o: Occurrence): boolean => tokens.slice(0, o.first).every((token) => STOP_WORDS.has(token.norm)) && tonedPictogram(o.meaning.icons[0] ?? '', tone) === best;
  const frames = occurrences.filter((o) => o.meaning.topic && (o.meaning.frame === 'anywhere' || (o.meaning.frame === 'lead' && opens(o))));
  return frames.sort((a, b) => a.first - b.first)[0]?.meaning.topic ?? null;
}

/**
 * The topic the words give: a framing word's (« combien ils gagnent » is money whatever the job),
 * else the best subject's, else the next one that has one; two flags face to face are a match, one
 * flag a place; a score is football; a feeling first is a personal story.
 */
function topicOf(subjects: SubjectMatch[], sides: 'flags' | 'things' | null, frame: TopicId | null, score: boolean): TopicId | null {
  if (sides === 'flags') {
    // Two countries face to face are a match, unless the title says what they compete in (« Jollof
    // rice Nigeria vs Ghana ») or they are two cities (« Paris vs Dakar : où vivre ? »).
    // Where it is heard or said (« à la radio ») is no competition: a news word leaves it a match.
    const sided = subjects.filter((s) => s.versus);
    return subjects.find((s) => !s.versus && s.kind !== 'flag' && s.topic && !NOT_COMPETED.has(s.topic))?.topic ?? (sided.every((s) => s.topic === 'ville') ? 'ville' : 'football');
  }
  if (frame) return frame;
  // A score is a match unless the title names another sport or a game.
  if (score && !subjects.some((s) => s.topic === 'sport' || s.topic === 'jeux')) return 'football';
  if (subjects[0]?.kind === 'expression') return 'histoire';
  const named = subjects.find((s) => s.topic)?.topic ?? null;
  if (named) return named;
  if (subjects.some((s) => s.kind === 'flag')) return 'ville';
  return null;
}

/**
 * « Côte d’Ivoire vs Sénégal », « iPhone 17 ou Tecno Camon », « Burkina 2 - 2 Cap-Vert »: the
 * subjects nearest each side of the versus go first, left then right, so the layout can split the
 * thumbnail between them. « vs », « contre », « face à », a spaced dash or a score oppose any two
 * subjects of the clause; « ou » only two of one kind (two phones, two countries: « arnaque ou
 * opportunité » is a question, not a match); a match verb (« battre ») only two countries. Returns
 * what faces what, or null.
 */
function markVersus(text: string, tokens: FrenchToken[], occurrences: Occurrence[], best: Map<string, SubjectMatch>, tone: SkinTone): 'flags' | 'things' | null {
  const subjects = occurrences.filter((o) => o.meaning.icons.length > 0 && o.meaning.kind !== 'expression');
  const isFlag = (o: Occurrence): boolean => o.meaning.icons[0]?.startsWith('flag:') ?? false;
  const isCity = (o: Occurrence): boolean => isFlag(o) && o.meaning.weight === WEIGHT.city;
  const between = (a: number, b: number): string => text.slice(tokens[a]?.end ?? 0, tokens[b]?.start ?? 0);
  const clauseBreak = (from: number, to: number): boolean => breaksClause(text, tokens, from, to);
  const sameKind = (a: Occurrence, b: Occurrence): boolean => (isFlag(a) && isFlag(b)) || (a.meaning.topic !== undefined && a.meaning.topic === b.meaning.topic && !isFlag(a) && !isFlag(b));

  let left: Occurrence | undefined;
  let right: Occurrence | undefined;
  for (let i = 0; i < tokens.length && !right; i++) {
    const norm = tokens[i]!.norm;
    const versus = VERSUS_WORDS.has(norm) && (norm !== 'face' || tokens[i + 1]?.norm === 'a');
    const or = norm === 'ou';
    const verb = MATCH_VERBS.has(norm);
    if (!versus && !or && !verb) continue;
    // « 5 contre 5 » is a format, no face-to-face (« Sénégal 2 contre 1 Cameroun » is a score).
    const side = (token: FrenchToken | undefined): string => (token ? text.slice(token.start, token.end) : '');
    if (tokens[i - 1]?.norm === NUMBER_TOKEN && tokens[i + 1]?.norm === NUMBER_TOKEN && side(tokens[i - 1]) === side(tokens[i + 1])) continue;
    const r = subjects.find((o) => o.first > i + (norm === 'face' ? 1 : 0) && !clauseBreak(i, o.first));
    // One thing in two versions (« Garba du quartier vs garba fait maison ») faces itself, not its setting.
    const before = subjects.filter((o) => o.last < i && !clauseBreak(o.last, i));
    const l = before.find((o) => r !== undefined && o.meaning.icons[0] === r.meaning.icons[0]) ?? before.at(-1);
    if (!l || !r) continue;
    // « contre » and « face à » set no place against a thing (« le champion du village contre le géant
    // de Kaolack » is no trophy against a town); « vs » opposes anything.
    const loose = norm === 'contre' || norm === 'face';
    if ((or && !sameKind(l, r)) || (loose && isFlag(l) !== isFlag(r)) || (verb && !(isFlag(l) && isFlag(r)))) continue;
    left = l;
    right = r;
  }
  if (!right) {
    // « NIGERIA - CAMEROUN », « Burkina 2 - 2 Cap-Vert »: a spaced dash or a score between two subjects.
    for (const a of subjects) {
      const b = subjects.find((o) => o.first > a.last);
      if (!b || !(DASH_VERSUS.test(between(a.last, b.first)) || SCORE_BETWEEN.test(between(a.last, b.first)))) continue;
      if (!isFlag(a) && !sameKind(a, b)) continue;
      // « Lomé - Ouaga en camion »: two cities dashed are a road between them, not a match.
      if (isCity(a) && isCity(b) && DASH_VERSUS.test(between(a.last, b.first))) continue;
      left = a;
      right = b;
      break;
    }
  }
  if (!left || !right) return null;
  const leftIcon = tonedPictogram(left.meaning.icons[0] ?? '', tone);
  const rightIcon = tonedPictogram(right.meaning.icons[0] ?? '', tone);
  const leftMatch = best.get(leftIcon);
  if (!leftMatch) return null;
  if (leftIcon === rightIcon) {
    // One pictogram on both sides: a pair of drawings that read as two models.
    // Two cities of one country (« Rabat ou Casa ») are two skylines, not one flag twice.
    const pair = VERSUS_PAIRS[left.meaning.icons[0] ?? ''] ?? (isCity(left) && isCity(right) ? CITY_PAIR : undefined);
    if (!pair || !pictogramExists(pair[0]) || !pictogramExists(pair[1])) return null;
    best.delete(leftIcon);
    const [a, b] = pair.map((icon) => tonedPictogram(icon, tone));
    best.set(a!, { ...leftMatch, icon: a!, score: 1000, versus: 'left' });
    best.set(b!, { ...leftMatch, icon: b!, matched: text.slice(tokens[right.first]?.start ?? 0, tokens[right.last]?.end ?? 0), score: 999, versus: 'right' });
    return 'things';
  }
  const rightMatch = best.get(rightIcon);
  if (!rightMatch) return null;
  leftMatch.score = 1000;
  leftMatch.versus = 'left';
  rightMatch.score = 999;
  rightMatch.versus = 'right';
  return isFlag(left) && isFlag(right) ? 'flags' : 'things';
}

const SECONDARY_LABELS: Record<string, string> = {
  'fluent:soccer-ball': 'ballon de football',
  'fluent:fish': 'poisson',
  'minia:billets-fcfa': 'billets en F CFA',
  'minia:pieces-fcfa': 'pièces en F CFA',
  'fluent:mobile-phone': 'téléphone portable',
};

function labelOf(icon: string): string {
  return SECONDARY_LABELS[icon] ?? DRAWN_PICTOGRAMS.find((drawn) => `${DRAWN_NAMESPACE}:${drawn.name}` === icon)?.label ?? icon.replace(/^[a-z]+:/, '').replace(/-/g, ' ');
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
