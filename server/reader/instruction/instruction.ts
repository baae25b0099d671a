import { sanitizeBrief } from '../brief/brief-words';
import type { Design } from '../../../shared/engine/model/design';
import { ignore, rawOf, View, type Context, type InstructionOptions, type InstructionReading, type Outcome, type Repeat, type RuleResult } from './instruction-context';
import { INSTRUCTION_MAX } from '../../../shared/engine/model/instruction-limits';
import { modifyRule } from './instruction-changes';
import { photoSubjectRule, pixelRule, stylePhotoRule, swapRule } from './instruction-pictures';
import { removeRule } from './instruction-removal';
import { rotateRule } from './instruction-rotation';
import { shapeRule } from './instruction-shapes';
import { styleRule } from './instruction-style';
import type { Target } from './instruction-targets';
import { clausesOf, type Clause } from './instruction-words';
import { wordRule, writeRule } from './instruction-text';

/**
 * The French instruction reader: « mets le titre en jaune et change le fond en bleu nuit » becomes
 * edit operations (operations.ts) on a saved design, with a French list of what it understood and
 * the user's own words for what it did not. Offline, pure and deterministic: the server reads on
 * every pause in typing, and the same words on the same design always give the same operations.
 * Linear in the instruction (at most INSTRUCTION_MAX characters), well under 5 ms.
 */

export { INSTRUCTION_MAX };
export type { InstructionOptions, InstructionReading };

export function readInstruction(input: string, design: Design, opts: InstructionOptions): InstructionReading {
  const text = sanitizeBrief(input).slice(0, INSTRUCTION_MAX);
  const out: InstructionReading = { ops: [], understood: [], ignored: [], needsPixels: [] };
  const ctx: Context = { design, opts, text, out, highlighted: new Map(), texts: new Map() };
  const { clauses } = clausesOf(text);
  let previous: Target[] = [];
  let pending = null as { clause: Clause; targets: Target[] } | null;
  let reasons = 0;
  // « enlève le logo et le sous-titre », « penche le titre et l’étiquette »: a clause that only names parts takes the last change that can be repeated.
  let lastRepeat = null as Repeat | null;
  for (const clause of clauses) {
    const before = out.ignored.length;
    const result = readClause(ctx, clause, previous, pending?.targets ?? []);
    reasons += out.ignored.length - before;
    const namesOnly = !result.did && out.ignored.length === before && result.targets.length > 0 && !hasContent(clause, result.used);
    if (namesOnly && lastRepeat) {
      const carried = lastRepeat(new View(ctx, clause), result.targets);
      previous = carried.targets;
      continue;
    }
    // A change that could not apply to its own parts still carries (« penche le logo et le titre »: the logo stays upright, the title tilts).
    lastRepeat = result.repeat ?? (result.did ? null : lastRepeat);
    if (result.did) {
      pending = null;
      if (result.targets.length > 0) previous = result.targets;
      leftovers(ctx, clause, result.used);
    } else if (namesOnly) {
      // « mets le titre » then « et le logo en jaune »: the names wait for the next clause's change.
      if (pending) ignore(ctx, pending.clause);
      pending = { clause, targets: [...(pending?.targets ?? []), ...result.targets] };
    } else if (out.ignored.length === before) {
      ignore(ctx, clause);
    }
  }
  if (pending) ignore(ctx, pending.clause);
  // Nothing understood at all: the whole sentence is what was ignored, unless a reason says why.
  if (out.ops.length === 0 && out.needsPixels.length === 0 && reasons === 0) {
    const whole = text.replace(/\s+/g, ' ').trim();
    out.ignored = whole ? [whole] : [];
  }
  return out;
}


function hasContent(clause: Clause, used: Set<number>): boolean {
  return clause.cells.some((c, i) => !used.has(i) && (c.slot.k === 'free' || c.slot.k === 'color' || c.slot.k === 'quote' || (c.slot.k === 'item' && c.slot.item.k !== 'ref' && c.slot.item.k !== 'verb')));
}

/** Words of an understood clause that nothing used (« avec des paillettes »): reported, in the user's words. */
function leftovers(ctx: Context, clause: Clause, used: Set<number>): void {
  let run: [number, number] | null = null;
  const flush = () => {
    if (run) ctx.out.ignored.push(rawOf(ctx, run[0], run[1]));
    run = null;
  };
  clause.cells.forEach((c, i) => {
    const meaningful = !used.has(i) && (c.slot.k === 'free' || c.slot.k === 'color' || c.slot.k === 'quote' || c.slot.k === 'payload' || (c.slot.k === 'item' && c.slot.item.k !== 'verb' && c.slot.item.k !== 'prep' && c.slot.item.k !== 'intensity'));
    const startOff = clause.toks[c.from]!.start;
    const endOff = clause.toks[c.to - 1]!.end;
    if (meaningful) run = run ? [run[0], endOff] : [startOff, endOff];
    else if (c.slot.k !== 'stop') flush();
  });
  flush();
}



function readClause(ctx: Context, clause: Clause, previous: Target[], pending: Target[]): Outcome {
  const v = new View(ctx, clause);
  const done = (did: boolean, targets: Target[] = [], r?: RuleResult & object): Outcome => ({ did, targets, used: v.used, ...(r?.repeat ? { repeat: r.repeat } : {}) });
  const rules: Array<(v: View, previous: Target[], pending: Target[]) => RuleResult> = [pixelRule, stylePhotoRule, photoSubjectRule, styleRule, rotateRule, shapeRule, wordRule, removeRule, swapRule, writeRule];
  for (const rule of rules) {
    const r = rule(v, previous, pending);
    if (r) return done(r.did, r.targets, r);
  }
  return modifyRule(v, previous, pending);
}
