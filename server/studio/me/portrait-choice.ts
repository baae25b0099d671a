// Which photo of a DigitalMe a « Moi » subject shows: the expression the brief asks for (or the
// closest one the set has), then the head turned toward the headline. Pure: the studio's generation
// and the « Remplacer par Moi » edit call it with the portraits of portraits.ts.
import type { BriefReading } from '../../reader/brief/brief';
import type { Expression, Mood } from '../../reader/brief/brief-lexicon';
import { DIGITALME_EXPRESSIONS, type DigitalMeExpression } from '../../../shared/digitalme';
import type { Portrait } from '../../digitalme/portraits';

/**
 * The brief reader's person expressions as the set's expressions (laughing is a smile, thinking is
 * serious, fear is the wide-eyed shock). Anger is serious: the set is sorted by what the mesh reads, a
 * frown, and has no angry face apart from it.
 */
const FROM_PERSON: Record<Expression, DigitalMeExpression> = {
  surpris: 'surprised',
  content: 'smiling',
  rire: 'smiling',
  serieux: 'serious',
  reflechit: 'serious',
  triste: 'sad',
  colere: 'serious',
  peur: 'shocked',
};

/** A mood said without a person (« je suis choqué », « ambiance festive ») still tells the face to make. */
const FROM_MOOD: Partial<Record<Mood, DigitalMeExpression>> = { surprise: 'surprised', choc: 'shocked', festif: 'smiling', serieux: 'serious' };

/** « choqué » reads as a surprised person for pictograms; the set tells shock apart, so the word itself is looked for. */
const SHOCK_WORDS = /\b(choque|choquee|choques|choquees|sous le choc|choquant|choquante)\b/;
/** The brief reader has no word for a face that shows nothing; the set has one (« neutre »). */
const NEUTRAL_WORDS = /\b(neutre|neutres|impassible|impassibles|inexpressif|inexpressive|sans expression)\b/;

function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The expression a brief asks of the creator's face, or null when it says none. */
export function briefExpression(prompt: string, reading: Pick<BriefReading, 'person' | 'mood'>): DigitalMeExpression | null {
  if (SHOCK_WORDS.test(plain(prompt))) return 'shocked';
  if (NEUTRAL_WORDS.test(plain(prompt))) return 'neutral';
  if (reading.person?.expression) return FROM_PERSON[reading.person.expression];
  return reading.mood ? (FROM_MOOD[reading.mood] ?? null) : null;
}

/**
 * « The closest » expression is the one whose face looks most alike, counted on the facial action units
 * (FACS) of Ekman's prototype expressions: the number of units one face shows and the other does not.
 * Shocked (the set's fear: raised and drawn brows, wide eyes, stretched lips, dropped jaw) is then
 * nearest surprised (raised brows, wide eyes, dropped jaw), smiling nearest neutral (no unit), serious
 * (the brows lowered and drawn, as the mesh reads it) nearest neutral then sad. How a face looks matters
 * here, not how it feels.
 */
const ACTION_UNITS: Record<DigitalMeExpression, readonly number[]> = {
  smiling: [6, 12],
  surprised: [1, 2, 5, 26],
  shocked: [1, 2, 4, 5, 7, 20, 26],
  serious: [4],
  sad: [1, 4, 15],
  neutral: [],
};

function unlikeness(a: DigitalMeExpression, b: DigitalMeExpression): number {
  const x = new Set(ACTION_UNITS[a]);
  const y = new Set(ACTION_UNITS[b]);
  return [...x].filter((u) => !y.has(u)).length + [...y].filter((u) => !x.has(u)).length;
}

/** The set's expressions in order of likeness to the one wanted (itself first; ties in the set's own order). */
export function expressionsByCloseness(wanted: DigitalMeExpression): DigitalMeExpression[] {
  return [...DIGITALME_EXPRESSIONS].sort((x, y) => unlikeness(wanted, x) - unlikeness(wanted, y) || DIGITALME_EXPRESSIONS.indexOf(x) - DIGITALME_EXPRESSIONS.indexOf(y));
}

/** A head turned less than this (degrees) looks at the camera: it counts as frontal, not toward a side. */
export const FACING_MIN_YAW = 6;

export interface PortraitChoice {
  portrait: Portrait;
  /** The expression shown, and whether it is the one asked (false: the closest the set has, or no expression asked). */
  expression: DigitalMeExpression;
  exact: boolean;
  /** Whether the head is turned toward the headline (false: the most frontal photo of that expression). */
  facing: boolean;
}

/**
 * The portrait a « Moi » subject shows.
 * - Expression: the one asked when the set has it, else the closest the set has (expressionsByCloseness);
 *   without one asked, the set's best photos (a smile first: a thumbnail sells with a face that engages).
 * - Head: `headline` is where the words are seen from the face ('left': the headline is on the face's
 *   left in the picture). Positive yaw turns the head toward the picture's right (portraits.ts), so a
 *   face whose headline is on the right wants yaw > FACING_MIN_YAW. Among those, the best photo, then
 *   the most turned toward the words. When no photo of that expression looks that way, the most
 *   frontal one: a face looking at the viewer reads well, a face turned away from the words does not.
 *   The cut-out is never mirrored: a mirrored face is not quite the creator's (parting, asymmetries,
 *   any writing on clothes reads backwards), and they would notice first.
 * - Paint or an object over the face: a covered photo is shown only when its expression has no clean one.
 * Null when the set has no portrait.
 */
export function choosePortrait(portraits: readonly Portrait[], wanted: DigitalMeExpression | null, headline: 'left' | 'right' | null): PortraitChoice | null {
  if (portraits.length === 0) return null;
  // A photo without an expression (none was read) shows no particular one.
  const expressionOf = (p: Portrait): DigitalMeExpression => p.expression ?? 'neutral';
  const order = expressionsByCloseness(wanted ?? 'smiling');
  const expression = order.find((e) => portraits.some((p) => expressionOf(p) === e))!;
  const pool = preferClean(portraits.filter((p) => expressionOf(p) === expression));
  const toward = (p: Portrait): number => (headline === 'right' ? p.yaw : headline === 'left' ? -p.yaw : 0);
  const facingPool = headline ? pool.filter((p) => toward(p) >= FACING_MIN_YAW) : [];
  const byBest = (a: Portrait, b: Portrait) => Number(b.best) - Number(a.best);
  const pick = facingPool.length > 0 ? [...facingPool].sort((a, b) => byBest(a, b) || toward(b) - toward(a))[0]! : [...pool].sort((a, b) => Math.abs(a.yaw) - Math.abs(b.yaw) || byBest(a, b))[0]!;
  return { portrait: pick, expression, exact: wanted !== null && expression === wanted, facing: facingPool.length > 0 };
}

/** The clean photos of a pool when it has any: a face-painted or covered photo is the last resort, never the pick (issue 32). */
function preferClean(pool: Portrait[]): Portrait[] {
  const clean = pool.filter((p) => !p.covered);
  return clean.length > 0 ? clean : pool;
}
