import { readBrief, type BriefReading } from '../reader/brief/brief';
import { headlineFromBrief } from '../reader/brief/brief-headline';
import type { CompositionId } from '../../shared/engine/layout/compositions';
import type { LayoutInput, SubjectInput } from '../../shared/engine/layout/layout';
import { hasDrawableText } from '../../shared/engine/text/text';
import type { SkinTone } from '../../shared/schemas/studio';
import { pictogramAspect } from '../pictograms/library';
import { expressionPictogram, matchSubjects, matchTitle, openingLabelLength, type SubjectMatch } from '../pictograms/matcher';
import { tonedPictogram } from '../pictograms/library';
import { titleShape } from '../../shared/engine/layout/compositions';
import type { TopicId } from '../../shared/engine/model/topics';

/**
 * What MGX3 makes of a title and a brief before laying anything out: the headline, the subjects it
 * proposes (pictograms, best first; cycling through them is free), the brief's colours and layout,
 * a reacting face. The same reading feeds the studio's chips (`readBriefFor`), so what the chips
 * say is what the generation does.
 */
export interface ComposePlan {
  headline: string;
  /** Text in quotes when a title is given too: drawn as a tag. */
  tag: string | null;
  proposals: string[];
  /** The subjects of the design: the proposal chosen, or the two sides of a versus. */
  subjects: SubjectInput[];
  hints: NonNullable<LayoutInput['hints']>;
  reaction: string | null;
  reading: BriefReading;
  /**
   * What stands for the title: a pictogram the words name, a person with the title's expression
   * when no pictogram fits, or the title's leading figure drawn big (with that person beside it).
   * There is no abstract fallback.
   */
  outcome: SubjectOutcome;
  /** What the picture is about: its scene is drawn behind the subject. */
  topic: TopicId;
}

/** The outcome as the title lists name it: the pictogram, `person` or `big-word`. */
export function outcomeId(outcome: SubjectOutcome): string {
  return outcome.kind === 'pictogram' ? outcome.icon : outcome.kind;
}

export type SubjectOutcome = { kind: 'pictogram'; icon: string } | { kind: 'person'; icon: string } | { kind: 'big-word'; icon: string; figure: string };

const BRIEF_LAYOUT: Array<[keyof BriefReading['layout'], CompositionId]> = [
  ['versus', 'versus'],
  ['beforeAfter', 'before-after'],
  ['bigNumber', 'big-number'],
  ['topList', 'top-list'],
  ['question', 'question'],
  ['reaction', 'reaction'],
  ['fullBleed', 'full-bleed'],
];

const MOOD_FACE: Record<string, string> = { surprise: 'surprised', choc: 'shocked', festif: 'happy', serieux: 'thinking', mystere: 'thinking', calme: 'happy' };

/** The brief as the studio's chips show it, with subjects resolved to pictograms. */
export function readBriefFor(brief: string, skinTone: SkinTone = 'dark'): BriefReading {
  return readBrief(brief, {
    findSubject: (phrase) => {
      const best = matchSubjects(phrase, { skinTone, limit: 1 })[0];
      return best ? { icon: best.icon, label: best.label } : null;
    },
  });
}

function asSubject(icon: string): SubjectInput {
  return { kind: 'picto', icon, aspect: pictogramAspect(icon) ?? 1 };
}

export function planComposition(args: { title: string; prompt: string; skinTone?: SkinTone; subjectIndex?: number }): ComposePlan {
  const skinTone = args.skinTone ?? 'dark';
  const reading = readBriefFor(args.prompt, skinTone);
  const hasTitle = hasDrawableText(args.title);
  // One form for accents however it was typed, so the rules on the title's text see its words.
  const headline = (hasTitle ? args.title : (reading.quoted[0] ?? headlineFromBrief(args.prompt, reading))).normalize('NFC');
  const tag = hasTitle ? (reading.quoted[0] ?? null) : null;

  // Proposals: what the brief names first (the user said it), then a person it asks for, then the title's subjects.
  const found: SubjectMatch[] = [];
  const icons: string[] = [];
  const add = (icon: string | null | undefined): void => {
    if (icon && !icons.includes(icon)) icons.push(icon);
  };
  for (const s of reading.subjects) add(s.icon);
  if (reading.person) add(personFor(args.title, reading, skinTone));
  const title = matchTitle(headline, { skinTone, limit: 5 });
  found.push(...title.subjects);
  const left = found.find((m) => m.versus === 'left');
  const right = found.find((m) => m.versus === 'right');
  const versus = left && right ? [left, right] : [];
  for (const m of found) add(m.icon);

  // A relative named alone (« Ma belle-mère ne m’aime pas ») is a standing figure that shows
  // nothing: that person is drawn with the title's gesture instead.
  // Rules on the title alone hold only where the brief names no subject and no person.
  const titleDecides = reading.subjects.length === 0 && !reading.person;
  const standing = titleDecides ? standingWho(icons[0]) : null;
  if (standing) icons.shift();
  // No pictogram fits: a person showing the title's feeling (the brief's person if it names one).
  // A challenge (« 7 jours sans sucre ») is its span drawn big beside the one who takes it: what it
  // goes without is no subject.
  const challenge = titleDecides && CHALLENGE.test(headline);
  // What someone did to the teller (« Il m’a ghostée après la dot », « Mon patron m’a humiliée ») is
  // the teller's face: the dowry or the boss are only its setting.
  // Unless the one who did it is drawable (« la police m’a arrêté »: the officer).
  // Nor a machine that broke down on the teller (« Ma Jakarta m’a lâché en brousse »): the machine.
  const doneBy = DONE_TO_ME.exec(headline);
  // The one who did it: the words of its clause before « m’a », past a genre label (« Storytime : »).
  const opening = openingLabelLength(headline);
  const before = doneBy ? headline.slice(opening, doneBy.index) : '';
  const clauses = before.split(CLAUSE_BREAK);
  const agent = clauses.at(-1) ?? '';
  // The machine is the one who did it when it is named first in that clause (« Ma Jakarta »), not a
  // person's trade (« Le chauffeur de taxi ») nor where it happened (« Sur TikTok il… »).
  const agentWords = agent.trim().split(/\s+/);
  const namedFirst = !agentWords.some((w) => PRONOUNS.has(w.toLowerCase())) && !PLACE_WORDS.has(agentWords[0]?.toLowerCase() ?? '');
  const machine = doneBy !== null && namedFirst && found.some((m) => (m.topic === 'auto' || m.topic === 'tech') && agentWords.slice(0, 2).join(' ').includes(m.matched.split(/\s+/)[0] ?? '\u0000'));
  // And only when the title opens with it: after a clause that names something (« Je note 5
  // garbadromes, le dernier m’a choqué ») the one who did it is that thing.
  const afterClause = clauses.length > 1 && found.some((m) => m.kind !== 'person' && m.kind !== 'expression' && clauses.slice(0, -1).join(' ').includes(m.matched));
  const doneToMe = titleDecides && doneBy !== null && !machine && !afterClause && found[0]?.kind !== 'person';
  const person = icons.length === 0 || standing || challenge || doneToMe ? personFor(headline, reading, skinTone, standing ?? undefined) : null;
  if (person) icons.unshift(...(icons.includes(person) ? [] : [person]));
  // A leading figure with nothing to show beside it is drawn big (« 5 choses que personne ne sait »).
  const figure = person ? titleShape(headline).number : null;
  const outcome: SubjectOutcome = figure && person ? { kind: 'big-word', icon: person, figure: figure.figure } : person ? { kind: 'person', icon: person } : { kind: 'pictogram', icon: icons[0]! };

  // Two sides the matcher found facing each other (« Côte d’Ivoire vs Sénégal », « iPhone ou Tecno »).
  const facing = versus.length === 2;
  const subjects: SubjectInput[] = facing ? versus.map((m) => asSubject(m.icon)) : [asSubject(icons[(args.subjectIndex ?? 0) % icons.length]!)];

  const asked = BRIEF_LAYOUT.find(([key]) => reading.layout[key])?.[1] ?? (facing ? 'versus' : figure ? 'big-number' : null);
  const face = reading.person?.expression ?? (reading.mood ? MOOD_FACE[reading.mood] : null) ?? 'surprised';
  const reaction = expressionPictogram(face)?.icon ?? null;
  return {
    headline,
    tag,
    proposals: icons,
    subjects,
    hints: {
      composition: asked,
      side: reading.layout.side === 'gauche' ? 'left' : reading.layout.side === 'droite' ? 'right' : null,
      background: reading.background,
      textColor: reading.textColor,
      accent: reading.accent,
      // « gros texte »: the words drawn bigger, in the generation and the chips' dry run alike.
      bigText: reading.layout.bigText,
      // « sans flèche », « pas de cercle »: no arrow and no circle, whatever the style would add.
      noMarks: reading.refused.includes('reaction'),
    },
    reaction,
    reading,
    outcome,
    // A subject the words did not place (a face, an object CLDR names), or a person: a personal story.
    // What someone did to the teller is a personal story, whatever its setting.
    topic: title.topic ?? matchTitle(args.prompt, { skinTone }).topic ?? 'histoire',
  };
}


/**
 * The person standing for a title no pictogram fits: the brief's (« une femme triste »), else one
 * whose gesture reads as the title's tone — telling (« Je vous dis tout »), wondering at a question,
 * saddened by a loss, refusing a « jamais ».
 */
function personFor(headline: string, reading: BriefReading, skinTone: SkinTone, named?: Who): string {
  const asked = reading.person;
  const gesture = asked?.expression ? BRIEF_GESTURE[asked.expression].gesture : titleGesture(headline);
  const who = asked?.who === 'femme' ? 'woman' : asked?.who === 'homme' ? 'man' : (named ?? 'person');
  return tonedPictogram(`fluent:${who}-${gesture}`, skinTone);
}

type Who = 'woman' | 'man' | 'person';

/** Fluent's standing people, who show no feeling, and whom each is drawn as with a gesture. */
const STANDING: Readonly<Record<string, Who>> = { 'fluent:woman': 'woman', 'fluent:man': 'man', 'fluent:person': 'person', 'fluent:older-person': 'person', 'fluent:old-woman': 'woman', 'fluent:old-man': 'man' };

function standingWho(icon: string | undefined): Who | null {
  return icon ? (STANDING[icon.replace(/-(?:dark|medium-dark|medium|medium-light|light)$/, '')] ?? null) : null;
}

type Gesture = 'tipping-hand' | 'shrugging' | 'frowning' | 'gesturing-no' | 'raising-hand' | 'pouting' | 'facepalming';

/**
 * The gesture drawn for each expression a brief asks, and whether it reads as that expression: there
 * is no surprised, scared, laughing or serious person among Fluent's people (raising a hand reads
 * as happy), so the chips say so (brief-check.ts).
 */
const BRIEF_GESTURE: Record<NonNullable<BriefReading['person']>['expression'] & string, { gesture: Gesture; shows: boolean }> = {
  surpris: { gesture: 'raising-hand', shows: false },
  content: { gesture: 'raising-hand', shows: true },
  serieux: { gesture: 'tipping-hand', shows: false },
  triste: { gesture: 'frowning', shows: true },
  colere: { gesture: 'pouting', shows: true },
  peur: { gesture: 'gesturing-no', shows: false },
  rire: { gesture: 'raising-hand', shows: false },
  reflechit: { gesture: 'shrugging', shows: true },
};

/** The gesture that shows an expression of the brief, or null when no person pictogram can. */
export function gestureShowing(expression: keyof typeof BRIEF_GESTURE): Gesture | null {
  const entry = BRIEF_GESTURE[expression];
  return entry.shows ? entry.gesture : null;
}

/**
 * « X m’a <participle> » with no thing after it (the end, a pause or a preposition follows): done to
 * the teller. « On m’a volé mon téléphone » names what was taken and is not one; « ce que le médecin
 * m’a dit » is what was said to the teller, not done.
 */
const DONE_TO_ME = /(?<!\p{L})m\s*['’ʼ`]\s*a\s+(?!(?:dit|demand[ée]|r[ée]pondu|montr[ée]|appris|donn[ée]|expliqu[ée]|racont[ée]|conseill[ée]|envoy[ée])(?!\p{L}))\p{L}+(?:\s*(?:[:!?.,…]|$)|\s+(?:apr[èe]s|devant|pendant|depuis|pour|par|au|aux|à|en|dans|sur|sans|avant|le\s+jour|hier|aujourd|ce\s+matin|ce\s+soir|cette\s+nuit|partout)(?!\p{L}))/iu;

/** A span of time « sans » something, opening the title (or after what it goes without: « Sucre : 21 jours sans »): a challenge. */
const CHALLENGE = /^\s*\d+\s*(?:h|heures?|jours?|semaines?|mois)\s+sans\s|^[^\p{L}\p{N}]*[\p{L}’' -]{1,40}:\s*\d+\s*(?:h|heures?|jours?|semaines?|mois)\s+sans[^\p{L}\p{N}]*$/iu;
const PRONOUNS = new Set(['il', 'elle', 'on', 'ils', 'elles', 'tu', 'je']);
const PLACE_WORDS = new Set(['sur', 'dans', 'à', 'a', 'en', 'chez', 'avec', 'pour', 'par', 'au']);
/** What ends a clause before the one who did something: punctuation, not an abbreviation's dot (« M. Diallo »). */
const CLAUSE_BREAK = /[,:;!?…]|(?<![\s.](?:\p{Lu}|\p{Lu}\p{Ll}{1,2}))\.(?=\s)/u;

// Word edges that know accented letters (\b does not: « abandonné » would never end).
const SAD = /(?<!\p{L})(?:perdu|perdue|trahi|trahie|humilié|humiliée|ghosté|ghostée|menti|arnaqué|arnaquée|trompé|trompée|arrêté|abandonné|abandonnée|fin de|adieu|regrette|regrets|échec|échoué|ruiné|ruinée|seul|seule)(?!\p{L})/iu;
const REFUSAL = /(?<!\p{L})(?:jamais|ne\s+\S+\s+(?:pas|plus)|stop|arrêtez|interdit)(?!\p{L})/iu;

function titleGesture(headline: string): Gesture {
  if (SAD.test(headline)) return 'frowning';
  if (REFUSAL.test(headline)) return 'gesturing-no';
  if (headline.includes('?')) return 'shrugging';
  return 'tipping-hand';
}
