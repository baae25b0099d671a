import { readBrief, type BriefReading } from '../reader/brief/brief';
import { headlineFromBrief } from '../reader/brief/brief-headline';
import type { CompositionId } from '../../shared/engine/layout/compositions';
import type { LayoutInput, SubjectInput } from '../../shared/engine/layout/layout';
import { hasDrawableText } from '../../shared/engine/text/text';
import type { SkinTone } from '../../shared/schemas/studio';
import { pictogramAspect } from '../pictograms/library';
import { expressionPictogram, matchSubjects, type SubjectMatch } from '../pictograms/matcher';

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
}

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
  const headline = hasTitle ? args.title : (reading.quoted[0] ?? headlineFromBrief(args.prompt, reading));
  const tag = hasTitle ? (reading.quoted[0] ?? null) : null;

  // Proposals: what the brief names first (the user said it), then a person it asks for, then the title's subjects.
  const found: SubjectMatch[] = [];
  const icons: string[] = [];
  const add = (icon: string | null | undefined): void => {
    if (icon && !icons.includes(icon)) icons.push(icon);
  };
  for (const s of reading.subjects) add(s.icon);
  if (reading.person) {
    const person = expressionPictogram(reading.person.expression ?? 'surprised', { skinTone, as: 'person' });
    add(person?.kind === 'person' ? person.icon : null);
  }
  found.push(...matchSubjects(headline, { skinTone, limit: 5 }));
  const left = found.find((m) => m.versus === 'left');
  const right = found.find((m) => m.versus === 'right');
  const versus = left && right ? [left, right] : [];
  for (const m of found) add(m.icon);

  // Two sides the matcher found facing each other (« Côte d’Ivoire vs Sénégal », « RDC – Gabon »).
  const facing = versus.length === 2;
  let subjects: SubjectInput[];
  if (facing) subjects = versus.map((m) => asSubject(m.icon));
  else if (icons.length > 0) subjects = [asSubject(icons[(args.subjectIndex ?? 0) % icons.length]!)];
  else subjects = [];

  const asked = BRIEF_LAYOUT.find(([key]) => reading.layout[key])?.[1] ?? (facing ? 'versus' : null);
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
    },
    reaction,
    reading,
  };
}
