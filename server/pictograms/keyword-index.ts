import { loadCldrKeywords } from './cldr-keywords';
import { COUNTRY_KEYWORDS } from '../../shared/pictograms/country-keywords';
import { EXPRESSIONS } from '../../shared/pictograms/expressions';
import { NUMBER_TOKEN, STOP_WORDS, normalizePhrase } from './french-text';
import { CURATED_KEYWORDS } from '../../shared/pictograms/fr-keywords';
import { pictogramExists } from './library';
import type { SubjectKind } from '../../shared/pictograms/subject-types';
import type { TopicId } from '../../shared/engine/model/topics';

/** One meaning of a keyword phrase. Icons best first; `weight` orders curated above CLDR. */
export interface KeywordMeaning {
  icons: string[];
  label: string;
  kind: SubjectKind;
  weight: number;
  /** What a title naming it is about (its scene), when the word says it. */
  topic?: TopicId;
  /** Claims its words and names nothing: « prêts pour » is ready, not a loan. */
  block?: boolean;
  /** Its weight when it opens the title (an amount there is the hook, not a price). */
  lead?: number;
  /** Its topic is the title's whatever is drawn (anywhere, or only when it opens the title). */
  frame?: 'anywhere' | 'lead';
  /** A situation, not a thing: a first-person story draws its teller instead. */
  abstract?: boolean;
}

export interface KeywordIndex {
  phrases: Map<string, KeywordMeaning[]>;
  /** Emoji a title may carry, by `emojiKey`, → what it shows. */
  emojis: Map<string, KeywordMeaning>;
  /** Longest phrase in tokens, so matching tries no longer windows. */
  maxTokens: number;
  /** One-deletion variants of our own long single words → the word, for typos (« thieboudiene »). */
  typos: Map<string, string>;
}

const NIGHT_SUFFIXES = ['la nuit', 'by night', 'de nuit'];

export const WEIGHT = {
  curated: 100,
  team: 100,
  country: 95,
  // A city is where the subject is, rarely the subject (« Combien gagne un boulanger à Dakar ? »).
  city: 75,
  expression: 70,
  cldrLabel: 80,
  // An emoji the creator typed, alone, names a subject as a CLDR name does; beside the word it draws, it makes it surer.
  emoji: 80,
  cldrTag: 40,
} as const;

/**
 * Fluent's bank, money bag and flying banknote show a « $ », the wrong currency for creators paid in
 * F CFA: ours, marked « F », stand in for them wherever a keyword (ours or CLDR's) names them, unless
 * the phrase itself says « dollar ».
 */
export const DOLLAR_STAND_INS: Readonly<Record<string, string>> = {
  'fluent:bank': 'minia:banque',
  'fluent:money-bag': 'minia:sac-fcfa',
  'fluent:money-with-wings': 'minia:argent-envole',
};

/**
 * The topic an emoji's subgroup says, so a word only CLDR knows still puts its scene behind the
 * picture (« ordinateur portable » is tech, « trompette » music, « tournevis » the house): farm and
 * field for animals and plants, the beach for sea creatures and boats, the road for ground
 * transport, the studio for clothes… Emojibase subgroups: 34–41 animals and plants, 42–48 food and
 * dishes, 49–57 places and transport, 59 weather, 60–64 events, sport, games and crafts, 65 clothing,
 * 66–68 sound and music, 69–71 phones, computers and screens, 72–76 paper, money, mail, writing and
 * office, 77–82 locks, tools, science, medicine and the household. Weather, time, maps, mountains and
 * odd objects say none: the title's other words decide.
 */
const SUBGROUP_TOPIC: Partial<Record<number, TopicId>> = {
  34: 'agriculture', 35: 'agriculture', 36: 'agriculture', 37: 'agriculture', 38: 'plage', 39: 'agriculture', 40: 'agriculture', 41: 'agriculture',
  42: 'cuisine', 43: 'cuisine', 44: 'cuisine', 45: 'cuisine', 46: 'cuisine', 47: 'cuisine', 48: 'cuisine',
  51: 'ville', 52: 'religion', 53: 'ville', 54: 'auto', 55: 'plage', 56: 'ville', 57: 'ville',
  60: 'fete', 61: 'sport', 62: 'sport', 63: 'jeux', 65: 'beaute',
  66: 'musique', 67: 'musique', 68: 'musique', 69: 'tech', 70: 'tech', 72: 'ecole', 73: 'argent', 75: 'ecole', 78: 'maison', 79: 'ecole', 80: 'sante', 81: 'maison',
};

/** A CLDR tag shared by more emoji than this (« visage », « main », « geste ») names none of them. */
const MAX_TAG_SHARE = 6;
const MAX_CLDR_MEANINGS = 3;
/** Six-letter words are one letter from too many others (« bateau », « gâteau »). */
const TYPO_MIN_LENGTH = 7;
const INFINITIVE = /(?:er|ir|re)$/;

/**
 * A single word must carry meaning on its own; our own phrases may be built of function words
 * around a number (« # abonnés »), CLDR ones may not.
 */
function isIndexable(phrase: string, isOurs: boolean): boolean {
  const tokens = phrase.split(' ');
  const meaningful = (token: string): boolean => token !== NUMBER_TOKEN && ((isOurs && tokens.length > 1) || (token.length > 1 && !STOP_WORDS.has(token)));
  return tokens.some(meaningful);
}

function deletions(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++) variants.push(word.slice(0, i) + word.slice(i + 1));
  return variants;
}

export function buildKeywordIndex(): KeywordIndex {
  const phrases = new Map<string, KeywordMeaning[]>();
  const ours = new Set<string>();
  const normalized = new Map<string, string>();
  const normalize = (key: string): string => {
    let phrase = normalized.get(key);
    if (phrase === undefined) {
      phrase = normalizePhrase(key);
      normalized.set(key, phrase);
    }
    return phrase;
  };
  const add = (key: string, meaning: KeywordMeaning, isOurs: boolean): void => {
    const phrase = normalize(key);
    // A framing word names nothing, so a genre word (« storytime ») may still frame the title's topic.
    if (!isIndexable(phrase, isOurs) && !(isOurs && meaning.frame)) return;
    if (!isOurs && ours.has(phrase)) return;
    const dollar = phrase.includes('dollar');
    const icons = meaning.icons.map((icon) => (dollar ? icon : (DOLLAR_STAND_INS[icon] ?? icon))).filter((icon) => pictogramExists(icon) || pictogramExists(`${icon}-dark`));
    if (icons.length === 0 && !meaning.block && !meaning.frame) return;
    const list = phrases.get(phrase) ?? [];
    if (list.some((known) => known.icons[0] === icons[0] && known.block === meaning.block)) return;
    list.push({ ...meaning, icons });
    phrases.set(phrase, list);
    if (isOurs) ours.add(phrase);
  };

  const cldr = loadCldrKeywords();
  // A family's member named exactly by its CLDR name shows first (« âne » the donkey of the
  // horse-and-donkey family, « tortue » the turtle), unless the family leads with one of our drawings.
  const labelIcon = new Map<string, string>();
  for (const emoji of cldr.emojis) if (!labelIcon.has(normalize(emoji.label))) labelIcon.set(normalize(emoji.label), emoji.icon);
  const ownFirst = (key: string, icons: string[]): string[] => {
    const named = labelIcon.get(normalize(key));
    if (!named || icons[0] === named || icons[0]?.startsWith('minia:') || !icons.includes(named)) return icons;
    return [named, ...icons.filter((icon) => icon !== named)];
  };
  for (const entry of CURATED_KEYWORDS) {
    for (const key of entry.keys) add(key, { icons: ownFirst(key, entry.icons), label: entry.label, kind: entry.kind ?? 'object', weight: entry.weight ?? WEIGHT.curated, topic: entry.topic, block: entry.block, lead: entry.lead, frame: entry.frame, abstract: entry.abstract }, true);
  }
  const ball = 'fluent:soccer-ball';
  for (const country of COUNTRY_KEYWORDS) {
    const flag = `flag:${country.iso}`;
    const label = `drapeau : ${country.label}`;
    for (const team of country.teams ?? []) add(team, { icons: [flag, ball], label, kind: 'flag', weight: WEIGHT.team, topic: 'football' }, true);
    for (const name of country.names) add(name, { icons: [flag], label, kind: 'flag', weight: WEIGHT.country }, true);
    for (const city of country.cities ?? []) add(city, { icons: [flag], label, kind: 'flag', weight: WEIGHT.city, topic: 'ville' }, true);
    // « Kinshasa la nuit », « Dakar by night »: the city's night, its stars over the skyline, not its flag.
    for (const city of country.cities ?? []) for (const night of NIGHT_SUFFIXES) add(`${city} ${night}`, { icons: ['fluent:night-with-stars', 'fluent:cityscape-at-dusk', flag], label: 'ville la nuit', kind: 'object', weight: WEIGHT.curated, topic: 'ville' }, true);
  }
  for (const expression of EXPRESSIONS) {
    for (const key of expression.keys) add(key, { icons: [expression.face], label: expression.label, kind: 'expression', weight: WEIGHT.expression }, true);
  }

  for (const country of cldr.countries) add(country.name, { icons: [`flag:${country.iso}`], label: `drapeau : ${country.name}`, kind: 'flag', weight: WEIGHT.country }, false);
  const tagShare = new Map<string, number>();
  for (const emoji of cldr.emojis) {
    for (const tag of new Set(emoji.tags.map(normalize))) tagShare.set(tag, (tagShare.get(tag) ?? 0) + 1);
  }
  // Labels first, so « ballon de football » names the ball before any emoji merely tagged with it.
  for (const emoji of cldr.emojis) add(emoji.label, { icons: [emoji.icon], label: emoji.label, kind: emoji.kind, weight: WEIGHT.cldrLabel, topic: SUBGROUP_TOPIC[emoji.subgroup] }, false);
  for (const emoji of cldr.emojis) {
    for (const tag of emoji.tags) {
      const share = tagShare.get(normalize(tag)) ?? 1;
      if (share > MAX_TAG_SHARE) continue;
      const list = phrases.get(normalize(tag));
      if (list && list.length >= MAX_CLDR_MEANINGS) continue;
      add(tag, { icons: [emoji.icon], label: emoji.label, kind: emoji.kind, weight: WEIGHT.cldrTag * (1 - (share - 1) / (2 * MAX_TAG_SHARE)), topic: SUBGROUP_TOPIC[emoji.subgroup] }, false);
    }
  }

  const emojis = new Map<string, KeywordMeaning>();
  for (const emoji of cldr.emojis) {
    if (!drawsATypedEmoji(emoji)) continue;
    const icon = DOLLAR_STAND_INS[emoji.icon] ?? emoji.icon;
    emojis.set(emojiKey(emoji.emoji), { icons: [icon], label: emoji.label, kind: emoji.kind, weight: WEIGHT.emoji, topic: SUBGROUP_TOPIC[emoji.subgroup] });
  }

  let maxTokens = 1;
  const typos = new Map<string, string>();
  for (const phrase of phrases.keys()) {
    maxTokens = Math.max(maxTokens, phrase.split(' ').length);
    if (ours.has(phrase) && !phrase.includes(' ') && phrase.length >= TYPO_MIN_LENGTH) {
      for (const variant of deletions(phrase)) if (!typos.has(variant)) typos.set(variant, phrase);
      if (!typos.has(phrase)) typos.set(phrase, phrase);
    }
  }
  return { phrases, emojis, maxTokens, typos };
}

/**
 * Emoji that decorate a title rather than name its subject: faces (the mood, which the gesture of the
 * person drawn already carries), hands and body parts (👇 👀 💪 🙏), and the feed's attention-getters
 * (🔥 🚀 🚨 ✨ ⭐ 📢 📌).
 */
const DECORATION_ICONS = new Set(['fluent:fire', 'fluent:rocket', 'fluent:police-car-light', 'fluent:sparkles', 'fluent:star', 'fluent:glowing-star', 'fluent:loudspeaker', 'fluent:megaphone', 'fluent:pushpin', 'fluent:round-pushpin', 'fluent:dizzy', 'fluent:high-voltage']);
/** Emojibase's people subgroups from hands to gestures (16–24): a hand pointing, eyes, a shrug. */
const GESTURE_SUBGROUPS = { from: 16, to: 24, person: 23 } as const;

function drawsATypedEmoji(emoji: { icon: string; kind: SubjectKind; subgroup: number }): boolean {
  if (emoji.kind === 'expression' || DECORATION_ICONS.has(emoji.icon)) return false;
  const { from, to, person } = GESTURE_SUBGROUPS;
  return !(emoji.subgroup >= from && emoji.subgroup <= to && emoji.subgroup !== person);
}

/** An emoji without its presentation selector and skin tone (the matcher applies the creator's tone). */
export function emojiKey(emoji: string): string {
  return emoji.replace(/[\uFE0E\uFE0F]|\p{Emoji_Modifier}/gu, '');
}

/** Our own single word within one edit (insertion, deletion, substitution, swap) of `word`. */
export function typoOf(index: KeywordIndex, word: string): string | null {
  // An infinitive is a word of its own far more often than a typo (« rendre » is not « vendre »).
  if (word.length < TYPO_MIN_LENGTH || STOP_WORDS.has(word) || INFINITIVE.test(word)) return null;
  // A slip seldom hits a word's first letter, and a word one first letter away from ours is most
  // often another word (« blanche » is no « planche », « nuit blanche » no saw).
  const direct = index.typos.get(word);
  if (direct && direct[0] === word[0]) return direct;
  for (const variant of deletions(word)) {
    const found = index.typos.get(variant);
    // Two words sharing a deletion may be two edits apart (« retire » and « pretre »): checked.
    if (found && found[0] === word[0] && oneEditApart(word, found)) return found;
  }
  return null;
}

/** One insertion, deletion, substitution or swap of neighbours turns `a` into `b`. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
