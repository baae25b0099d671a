import type { BriefReading } from '../reader/brief/brief';
import { EXPRESSION_LABEL, LAYOUT_LABEL } from '../reader/brief/brief-results';
import type { LayoutKey } from '../reader/brief/brief-lexicon';
import type { CompositionId } from '../../shared/engine/layout/compositions';
import { titleShape } from '../../shared/engine/layout/compositions';
import { isMark } from '../../shared/engine/layout/layout';
import { mix } from '../../shared/engine/style/color';
import { headlineOf, type Design, type Layer, type TextLayer } from '../../shared/engine/model/design';
import { isSeen, SEEN_COVERED, type LayerSight } from '../../shared/engine/quality/visible-ink';
import type { BriefChip, NotDrawnChip, NotDrawnCode } from '../../shared/schemas/brief-chips';
import { normalizePhrase, tokenizeFrench } from '../pictograms/french-text';
import { pictogramExists } from '../pictograms/library';
import { gestureShowing } from './compose-plan';
import { CURATED_KEYWORDS } from '../../shared/pictograms/fr-keywords';

/**
 * A design read back against its brief: each chip the reader understood is « Compris » only when
 * the design draws it where a viewer sees it (isSeen: at least 2 % of the frame, at most half
 * covered), or when it is not a thing to draw (a mood, a refusal). Deterministic: the design, what
 * each layer shows (visible-ink.ts) and the plan are given.
 */
export interface BriefCheck {
  understood: BriefChip[];
  notDrawn: NotDrawnChip[];
}

export interface BriefCheckInput {
  reading: BriefReading;
  /** The words the design was given as its headline (the title, else the brief's). */
  headline: string;
  /** Every subject the plan proposes, the one drawn first: the others come with « Autre sujet ». */
  proposals: readonly string[];
  design: Design;
  sights: ReadonlyMap<string, LayerSight>;
  /** The headline's size laid out without « gros texte », to see that the words did grow. */
  plainHeadlineSize?: number;
}

const LAYOUT_COMPOSITION: Record<Exclude<LayoutKey, 'bigText'>, CompositionId> = {
  bigNumber: 'big-number',
  beforeAfter: 'before-after',
  versus: 'versus',
  question: 'question',
  topList: 'top-list',
  reaction: 'reaction',
  fullBleed: 'full-bleed',
};

const PERSON = /^fluent:(woman|man|person)-([a-z-]+?)(?:-(?:dark|medium-dark|medium|medium-light|light))?$/;
const WHO_ICON: Record<string, string | null> = { femme: 'woman', homme: 'man', personne: null };
const WHO_NOT_DRAWN: Record<string, string> = { enfant: 'un enfant', groupe: 'un groupe' };

export function checkBrief(input: BriefCheckInput): BriefCheck {
  const out: BriefCheck = { understood: [], notDrawn: [] };
  for (const chip of input.reading.understood) {
    const verdict = verdictOf(chip, input);
    if (!verdict) out.understood.push(chip);
    else out.notDrawn.push({ kind: chip.kind, label: verdict.label ?? chip.label, reason: verdict.detail ? { code: verdict.code, detail: verdict.detail } : { code: verdict.code } });
  }
  return out;
}

type Verdict = { code: NotDrawnCode; detail?: string; label?: string } | null;

function verdictOf(chip: BriefChip, input: BriefCheckInput): Verdict {
  switch (chip.kind) {
    case 'sujet':
      return subjectVerdict(chip, input);
    case 'personne':
      return personVerdict(input);
    case 'mise-en-page':
      return layoutVerdict(chip, input);
    case 'fond':
      return backgroundVerdict(chip, input);
    case 'titre':
      return input.reading.textColor && headlineOf(input.design)?.fill.toUpperCase() !== input.reading.textColor.toUpperCase() ? { code: 'color' } : null;
    case 'accent':
      return accentVerdict(input);
    case 'texte':
      return quoteVerdict(chip, input);
    case 'style':
      // The studio's list chooses the style; the brief naming another one does not change it.
      return input.reading.style && input.reading.style !== input.design.style ? { code: 'style' } : null;
    default:
      // A mood only leans the palette and the faces: how the picture is drawn, not a thing in it.
      return null;
  }
}

/** Seen, else why not. */
function sightVerdict(sight: LayerSight | undefined): Verdict {
  if (isSeen(sight)) return null;
  if (!sight || sight.ink === 0) return { code: 'absent' };
  return sight.covered > SEEN_COVERED ? { code: 'covered' } : { code: 'small' };
}

/** The subject layers of a design, the most seen first. */
function subjectLayers(input: BriefCheckInput): Layer[] {
  const hidden = new Set(input.design.hidden ?? []);
  return input.design.layers.filter((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject' && !hidden.has(l.id)).sort((a, b) => (input.sights.get(b.id)?.visible ?? 0) - (input.sights.get(a.id)?.visible ?? 0));
}

function subjectVerdict(chip: BriefChip, input: BriefCheckInput): Verdict {
  const asked = input.reading.subjects.filter((s) => `Sujet : ${s.label}` === chip.label);
  const subject = asked.find((s) => s.icon) ?? asked[0];
  if (!subject?.icon) return { code: 'no-picture' };
  // « des billets » means our F CFA banknotes: a ticket the generic sets give for the word is not them.
  const meant = missingDrawing(subject.text);
  if (meant) return { code: 'not-yet-drawn', detail: meant };
  const icon = subject.icon;
  const layer = subjectLayers(input).find((l) => l.type === 'picto' && l.icon === icon);
  if (!layer) return input.proposals.includes(icon) ? { code: 'one-subject' } : { code: 'absent' };
  return sightVerdict(input.sights.get(layer.id));
}

function personVerdict(input: BriefCheckInput): Verdict {
  const asked = input.reading.person;
  // « pas de personne »: a refusal, kept by drawing none.
  if (!asked) return null;
  const notDrawable = WHO_NOT_DRAWN[asked.who];
  if (notDrawable) return { code: 'who', detail: notDrawable };
  const wantedWho = WHO_ICON[asked.who] ?? null;
  const people = subjectLayers(input).flatMap((l) => {
    const m = l.type === 'picto' ? PERSON.exec(l.icon) : null;
    return m && (wantedWho === null || m[1] === wantedWho) ? [{ layer: l, gesture: m[2]! }] : [];
  });
  const drawn = people[0];
  if (!drawn) return input.proposals.some((icon) => PERSON.test(icon)) ? { code: 'one-subject' } : { code: 'absent' };
  const seen = sightVerdict(input.sights.get(drawn.layer.id));
  if (seen) return seen;
  if (asked.expression && gestureShowing(asked.expression) !== drawn.gesture) {
    const feminine = asked.who === 'femme' ? 1 : 0;
    const who = asked.who === 'personne' ? 'quelqu’un' : asked.who;
    return { code: 'expression', detail: EXPRESSION_LABEL[asked.expression][feminine], label: `Personne : ${who}` };
  }
  return null;
}

function layoutVerdict(chip: BriefChip, input: BriefCheckInput): Verdict {
  const { reading, design } = input;
  const key = (Object.keys(LAYOUT_LABEL) as LayoutKey[]).find((k) => reading.layout[k] && chip.label === `Mise en page : ${LAYOUT_LABEL[k]}`);
  if (key === 'bigText') {
    const size = headlineOf(design)?.size ?? 0;
    return input.plainHeadlineSize !== undefined && size <= input.plainHeadlineSize ? { code: 'no-room' } : null;
  }
  if (key) {
    const id = LAYOUT_COMPOSITION[key];
    if (design.composition?.id !== id) return key === 'bigNumber' && !titleShape(input.headline).number ? { code: 'no-figure' } : { code: 'layout' };
    if (key === 'bigNumber') {
      const figure = design.layers.find((l) => l.type === 'text' && l.role === 'number');
      return figure ? sightVerdict(input.sights.get(figure.id)) : { code: 'layout' };
    }
    return null;
  }
  if (reading.layout.side && !chip.label.startsWith('Mise en page : sans ')) {
    const subject = subjectLayers(input)[0];
    if (!subject || subject.type === 'logo' || subject.type === 'text' || subject.type === 'shape') return { code: 'absent' };
    const centre = subject.box.x + subject.box.w / 2;
    const left = centre < design.width / 2;
    return left === (reading.layout.side === 'gauche') ? null : { code: 'layout' };
  }
  // « sans flèche », « pas de cercle »: kept only if the picture has neither; « sans avant / après » by not asking for it.
  if (chip.label.startsWith('Mise en page : sans ') && reading.refused.includes('reaction') && design.layers.some(isMark)) return { code: 'layout' };
  return null;
}

function backgroundVerdict(chip: BriefChip, input: BriefCheckInput): Verdict {
  const asked = input.reading.background;
  // « Couleurs : sans rouge »: a colour refused.
  if (!asked || !chip.label.startsWith('Fond : ')) return null;
  const drawn = new Set(input.design.background.colors.map((c) => c.toUpperCase()));
  return asked.every((c) => drawn.has(c.toUpperCase())) ? null : { code: 'color' };
}

/**
 * The accent asked, or a shade of it still at least half itself: the layout darkens or lightens an
 * accent until it stands out from the ground (a red on green is drawn a darker red, still red; a red
 * on red comes out pale pink, which is not the red asked).
 */
function accentShades(accent: string): Set<string> {
  const out = new Set<string>();
  for (let t = 0; t <= 0.501; t += 0.1) for (const toward of ['#000000', '#FFFFFF']) out.add((t === 0 ? accent : mix(accent, toward, t)).toUpperCase());
  return out;
}

function accentVerdict(input: BriefCheckInput): Verdict {
  if (!input.reading.accent) return null;
  const shades = accentShades(input.reading.accent);
  const uses = input.design.layers.some((l) => {
    if (l.type === 'text') return l.highlight.words.length > 0 && shades.has(l.highlight.color.toUpperCase());
    if (l.type === 'shape') return ['color' in l ? l.color : null, 'fill' in l ? l.fill : null, 'stroke' in l ? l.stroke : null].some((c) => typeof c === 'string' && shades.has(c.toUpperCase()));
    return false;
  });
  return uses ? null : { code: 'accent' };
}

/** Words of a text, comparable: lower case, no accents, letters and digits only. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Quoted words are drawn when the text layers that hold them (the figure and the rest, cut apart) are seen. */
function quoteVerdict(chip: BriefChip, input: BriefCheckInput): Verdict {
  const quote = input.reading.quoted.find((q) => chip.label === `Texte : “${q}”`);
  if (quote === undefined) return null;
  const wanted = wordsOf(quote);
  if (wanted.length === 0) return null;
  const hidden = new Set(input.design.hidden ?? []);
  const holders = input.design.layers.filter((l): l is TextLayer => l.type === 'text' && !hidden.has(l.id) && wordsOf(l.text).some((w) => wanted.includes(w)));
  const have = new Set(holders.flatMap((l) => wordsOf(l.text)));
  if (!wanted.every((w) => have.has(w))) return { code: 'absent' };
  let ink = 0;
  let visible = 0;
  let share = 0;
  for (const l of holders) {
    const s = input.sights.get(l.id);
    ink += s?.ink ?? 0;
    visible += s?.visible ?? 0;
    share += s?.share ?? 0;
  }
  return sightVerdict({ ink, visible, share, covered: ink > 0 ? 1 - visible / ink : 1 });
}

let missing: Array<{ label: string; keys: string[][] }> | null = null;

/**
 * Our own words whose drawing is not in the library yet (« billets » are F CFA banknotes, drawn by
 * us): the phrase's meaning, or null. The generic sets' match for such a word (a ticket) is not it.
 */
function missingDrawing(phrase: string): string | null {
  missing ??= CURATED_KEYWORDS.filter((e) => !e.block && e.icons.every((icon) => !pictogramExists(icon) && !pictogramExists(`${icon}-dark`))).map((e) => ({ label: e.label, keys: e.keys.map((k) => normalizePhrase(k).split(' ')) }));
  const tokens = tokenizeFrench(phrase).map((t) => t.norm);
  for (const entry of missing) {
    for (const key of entry.keys) {
      for (let i = 0; i + key.length <= tokens.length; i++) if (key.every((k, j) => tokens[i + j] === k)) return entry.label;
    }
  }
  return null;
}
