import type { Box, FormatId } from '../model/design';
import { cornerZone, frameTemplate } from './frame';
import type { FrameTemplate } from './frame';
import { pick } from '../model/prng';
import type { Rng } from '../model/prng';

/**
 * Compositions: where the headline, the subjects and the composition's own marks (a giant figure,
 * a « VS », a « ? », a « TOP » badge, a strap, a split) go. Every style draws every composition in
 * its own art direction (styles.ts); the title's shape and the seed choose the composition.
 */
import { COMPOSITION_IDS, type CompositionId } from '../model/composition-ids';

export { COMPOSITION_IDS, type CompositionId };

/** What the title's words say about its shape. */
export interface TitleShape {
  /** « Côte d'Ivoire vs Sénégal »: the two sides, as written. */
  versus: [string, string] | null;
  beforeAfter: boolean;
  question: boolean;
  /** « Top 5 des plats… »: the rank and what follows. */
  top: { n: string; rest: string } | null;
  /** « 7 astuces… », « 100 000 F en 30 jours »: the leading figure (with its unit) and the rest. */
  number: { figure: string; rest: string } | null;
}

const QUESTION_START = /^(pourquoi|comment|qui|quoi|que|quel|quelle|quels|quelles|combien|où|ou est|est-ce|faut-il|peut-on|doit-on|vaut-il|c'est quoi|c’est quoi)\b/iu;
/** « Comment j’ai perdu 9 kilos », « Pourquoi je suis parti »: a story told, not a question asked (unless it ends in « ? »). */
const TOLD_STORY = /^(pourquoi|comment)\s+(j['’]|je\s|on\s+a\s|nous\s)/iu;
const UNIT = String.raw`(?:\s?(?:F\s?CFA|FCFA|F|€|\$|%|k|K|M|millions?|milliards?|ans|h|heures|jours|mois|min|kg|km))?`;
const LEADING_NUMBER = new RegExp(String.raw`^(\d{1,3}(?:[\s\u202f\u00a0.]\d{3})*(?:[.,]\d+)?${UNIT})\s+(.+)$`, 'u');
const TOP = /^top\s*(\d{1,3})\s*[:\-–—]?\s*(.*)$/iu;

const VERSUS = /^(.+?)\s+(?:vs\.?|versus|contre|face (?:à|a))\s+(.+)$/iu;

export function titleShape(title: string): TitleShape {
  const t = title.trim().replace(/\s+/gu, ' ');
  const versus = VERSUS.exec(t);
  const top = TOP.exec(t);
  const number = top ? null : LEADING_NUMBER.exec(t);
  return {
    versus: versus?.[1] && versus[2] ? [versus[1].trim(), versus[2].trim()] : null,
    beforeAfter: /\bavant\b[\s\S]*\bapr[eè]s\b/iu.test(t) || /\bavant\s*\/\s*apr[eè]s\b/iu.test(t),
    question: /\?\s*$/u.test(t) || (QUESTION_START.test(t) && !TOLD_STORY.test(t)),
    top: top?.[1] ? { n: top[1], rest: (top[2] ?? '').trim() } : null,
    number: number?.[1] && number[2] && /^[^\p{L}\p{N}]*\p{L}/u.test(number[2]) ? { figure: number[1].trim(), rest: number[2].replace(/^[\s:;,.–—-]+/u, '').trim() } : null,
  };
}

export interface CompositionHints {
  /** Asked for by the brief (« gros chiffre », « avant/après »…), when the title allows it. */
  composition?: CompositionId | null;
  /** Where the subject goes (« à gauche »). */
  side?: 'left' | 'right' | null;
  /** How many subjects there are to show (two make a versus possible). */
  subjects: number;
}

/** Compositions the title allows, the likeliest first (the seed picks among them). */
export function compositionCandidates(shape: TitleShape, hints: CompositionHints): CompositionId[] {
  const out: CompositionId[] = [];
  if (shape.versus && hints.subjects >= 2) out.push('versus');
  if (shape.beforeAfter) out.push('before-after');
  if (shape.top) out.push('top-list');
  if (shape.number) out.push('big-number');
  if (shape.question) out.push('question');
  return out;
}

/**
 * The composition of a generation. A title with a strong shape (versus, before/after, top, a leading
 * figure, a question) gets it most of the time; otherwise the seed picks among the open ones, so
 * thirty titles in one style use most of the eight.
 */
export function chooseComposition(rng: Rng, shape: TitleShape, hints: CompositionHints): { id: CompositionId; side: 'left' | 'right' } {
  const roll = rng();
  const sideRoll = rng();
  const candidates = compositionCandidates(shape, hints);
  const allowed = (id: CompositionId): boolean => id !== 'versus' || hints.subjects >= 2;
  let id: CompositionId;
  if (hints.composition && allowed(hints.composition) && (hints.composition !== 'big-number' || shape.number) && (hints.composition !== 'top-list' || shape.top)) id = hints.composition;
  else if (candidates[0] && (roll < 0.8 || candidates[0] === 'versus' || candidates[0] === 'before-after')) id = candidates[0];
  else id = pick(rng, ['side', 'side', 'reaction', 'full-bleed', 'question'].filter((c) => c !== 'question' || shape.question) as CompositionId[]);
  const side = hints.side ?? (sideRoll < 0.55 ? 'right' : 'left');
  return { id, side };
}

/** The regions of a composition in a frame: the headline's area, the subjects' boxes, and marks. */
export interface CompositionFrame extends FrameTemplate {
  id: CompositionId;
  side: 'left' | 'right';
  /** Subject boxes: one, or two for versus and before/after (left, right). */
  subjects: Box[];
  /** Where the giant figure, the « ? », or the « TOP » badge goes. */
  mark: Box | null;
  /** A full-width split (versus, before/after): x of the seam. */
  split: number | null;
}

const round = (b: Box): Box => ({ x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) });

/**
 * Geometry of each composition. The headline's area never reaches the duration corner (bottom-right
 * 20 % × 20 %): areas that go low stop at its left edge, areas that go right stop above it.
 */
/** `big`: « gros texte » asked; in 16:9 it comes as a wider `headlineShare`, in the stacked formats as a taller text band. */
export function compositionFrame(format: FormatId, id: CompositionId, side: 'left' | 'right', headlineShare: number, figureWidth = 0, big = false): CompositionFrame {
  const base = frameTemplate(format, headlineShare);
  const { width: W, height: H, margin: m } = base;
  const corner = cornerZone(W, H);
  const gap = 24;
  if (format !== 'hd') return stacked(big ? taller(base) : base, id, side);
  const split = Math.round(W * headlineShare);
  const subjectRight: Box = { x: split + gap, y: m * 0.6, w: W - split - gap - m * 0.4, h: H - m * 0.6 - m * 0.5 };
  const subjectLeft: Box = { x: m * 0.4, y: m * 0.6, w: W - split - gap - m * 0.4, h: H - m * 0.6 - m * 0.5 };
  // Text on the right half stops above the corner; on the left it may go down to the margin.
  const headlineLeft: Box = { x: m, y: m, w: split - m, h: H - 2 * m };
  // …leaving room for the letters' shadow, which counts as text there.
  const headlineRight: Box = { x: W - split + gap, y: m, w: split - m - gap, h: corner.y - m - 36 };
  const frame = (over: Partial<CompositionFrame>): CompositionFrame => ({ ...base, id, side, subjects: [], mark: null, split: null, ...over, headline: round(over.headline ?? base.headline), subject: round(over.subject ?? base.subject) });
  switch (id) {
    case 'side':
    case 'question':
    case 'reaction': {
      const subject = side === 'right' ? subjectRight : subjectLeft;
      const headline = side === 'right' ? headlineLeft : headlineRight;
      // The « ? » leans against the subject, on the side away from the text.
      const mark = id === 'question' ? round({ x: side === 'right' ? W - m - 250 : m * 0.4, y: m * 0.4, w: 250, h: 330 }) : null;
      return frame({ headline, subject, subjects: [round(subject)], mark });
    }
    case 'top-list': {
      const subject = side === 'right' ? subjectRight : subjectLeft;
      const headline = side === 'right' ? headlineLeft : headlineRight;
      // The badge sits on the subject's upper inner corner.
      const mark = round({ x: side === 'right' ? subject.x - 40 : subject.x + subject.w - 220, y: m * 0.5, w: 260, h: 260 });
      return frame({ headline: { ...headline, y: headline.y + 12 }, subject, subjects: [round({ ...subject, y: subject.y + 120, h: subject.h - 120 })], mark });
    }
    case 'big-number': {
      // The figure takes the outer column, the words the middle, the subject the rest (a short figure);
      // a long one (« 100 000 F ») takes the top of the text column instead.
      const wide = figureWidth > W * 0.3;
      if (wide) {
        const col = side === 'right' ? { x: m, w: split - m } : { x: W - split + gap, w: split - m - gap };
        const mark = round({ x: col.x, y: m, w: col.w, h: H * 0.36 });
        const headline = { x: col.x, y: mark.y + mark.h + 16, w: col.w, h: (side === 'right' ? H - m : corner.y - 8) - (mark.y + mark.h + 16) };
        const subject = side === 'right' ? subjectRight : subjectLeft;
        return frame({ headline, subject, subjects: [round(subject)], mark });
      }
      const markW = Math.min(W * 0.3, Math.max(180, figureWidth));
      const subjectW = W * 0.27;
      if (side === 'right') {
        const mark = round({ x: m * 0.7, y: m * 0.5, w: markW, h: H - m });
        const subject = { x: W - subjectW - m * 0.3, y: H * 0.18, w: subjectW, h: H * 0.78 };
        const headline = { x: mark.x + mark.w + 20, y: m, w: subject.x - 16 - (mark.x + mark.w + 20), h: H - 2 * m };
        return frame({ headline, subject, subjects: [round(subject)], mark });
      }
      const subject = { x: m * 0.3, y: H * 0.18, w: subjectW, h: H * 0.78 };
      const mark = round({ x: subject.x + subject.w + 8, y: m * 0.5, w: markW, h: H - m });
      const headline = { x: mark.x + mark.w + 20, y: m, w: W - m - (mark.x + mark.w + 20), h: corner.y - m - 8 };
      return frame({ headline, subject, subjects: [round(subject)], mark });
    }
    case 'versus':
    case 'before-after': {
      // Two halves; the headline across the bottom, left of the corner.
      const top = m * 0.5;
      const bottomH = H * 0.4;
      const halfW = W / 2;
      const subjects = [round({ x: m * 0.5, y: top + (id === 'before-after' ? 56 : 0), w: halfW - m - 40, h: H - bottomH - top - (id === 'before-after' ? 56 : 0) }), round({ x: halfW + m * 0.5 + 40, y: top + (id === 'before-after' ? 56 : 0), w: halfW - m - 40, h: H - bottomH - top - (id === 'before-after' ? 56 : 0) })];
      const headline = { x: m, y: H - bottomH + 8, w: corner.x - m - 16, h: bottomH - m - 8 };
      const mark = id === 'versus' ? round({ x: halfW - 90, y: (H - bottomH) / 2 - 90, w: 180, h: 180 }) : null;
      return frame({ headline, subject: subjects[1], subjects, mark, split: Math.round(halfW) });
    }
    case 'full-bleed': {
      // The subject fills most of the frame; the headline lies on a strap in the lower part.
      const subject = side === 'right' ? { x: W * 0.3, y: m * 0.2, w: W * 0.68, h: H * 0.86 } : { x: W * 0.02, y: m * 0.2, w: W * 0.68, h: H * 0.86 };
      const headline = { x: m, y: H * 0.5, w: corner.x - m - 40, h: H * 0.5 - m };
      return frame({ headline, subject, subjects: [round(subject)] });
    }
  }
}

/** Tall and square frames: the headline above, the subject (or the two halves) below. */
/** The stacked formats' text band grows down by 8 % of the height, taken from the subject's band. */
function taller(base: FrameTemplate): FrameTemplate {
  const grow = Math.round(base.height * 0.08);
  return { ...base, headline: { ...base.headline, h: base.headline.h + grow }, subject: { ...base.subject, y: base.subject.y + grow, h: base.subject.h - grow } };
}

function stacked(base: FrameTemplate, id: CompositionId, side: 'left' | 'right'): CompositionFrame {
  const s = base.subject;
  const two = id === 'versus' || id === 'before-after';
  const subjects = two ? [round({ ...s, x: base.margin, w: base.width / 2 - base.margin - 24 }), round({ ...s, x: base.width / 2 + 24, w: base.width / 2 - base.margin - 24 })] : [round(s)];
  const mark = id === 'versus' ? round({ x: base.width / 2 - 80, y: s.y + s.h / 2 - 80, w: 160, h: 160 }) : null;
  return { ...base, id, side, subjects, subject: subjects[0]!, mark, split: two ? Math.round(base.width / 2) : null };
}
