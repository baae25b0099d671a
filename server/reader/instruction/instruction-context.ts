import type { ColorName } from '../brief/brief-colors';
import { plainWord } from '../brief/brief-words';
import type { Design } from '../../../shared/engine/model/design';
import type { Item, Ref } from './instruction-lexicon';
import { Refusal, resolveRef, untoned, type Name, type Target } from './instruction-targets';
import { isCaps, LINKS, type Cell, type Clause } from './instruction-words';
import type { Operation } from '../../../shared/engine/model/operations';

/**
 * What the instruction reader's rules share: the reading being built (Context), a clause's cells
 * with helpers (View), and how a rule reports a change, a refusal or nothing.
 */

export interface InstructionOptions {
  /** The pictogram for a French noun phrase (« le téléphone » → `fluent:mobile-phone`), or null. */
  subjectIcon: (words: string) => string | null;
  /** A hosted engine can redraw pixels: a subject with no pictogram becomes a pixel edit of the photo. */
  hasAiEngine?: boolean;
  /**
   * The user's own pictures for « mets ma photo comme sujet » (Gaming only): the images the thumbnail
   * was made with, their cut-outs first. The host checks they are the user's when it applies them.
   */
  userImages?: readonly string[];
}

export interface InstructionReading {
  ops: Operation[];
  /** French, one line per change (« Titre en jaune »), with the indexes of its operations. */
  understood: Array<{ text: string; ops: number[] }>;
  /** What was not understood (or cannot be done, with the reason), in the user's words. */
  ignored: string[];
  /** Changes that need new pixels (clothes, an object in a photo): the AI engine's work. */
  needsPixels: Array<{ text: string; layer?: string }>;
}

export interface Context {
  design: Design;
  opts: InstructionOptions;
  text: string;
  out: InstructionReading;
  /** Words highlighted by this instruction so far (« le mot A en vert, le mot B en vert »). */
  highlighted: Map<string, string[]>;
  /** The text a layer will have after this instruction's earlier changes. */
  texts: Map<string, string>;
}

/** What one clause did: its targets (for the next clause's « et plus grand »), whether it did anything. */
export interface Outcome {
  did: boolean;
  targets: Target[];
  used: Set<number>;
  /** The same change on other parts, for the next clause's « et le sous-titre » (« enlève le logo », « penche le titre »). */
  repeat?: Repeat;
}

export function rawOf(ctx: Context, from: number, to: number): string {
  return ctx.text.slice(from, to).replace(/\s+/g, ' ').trim();
}

export function ignore(ctx: Context, clause: Clause, reason?: string): void {
  const words = rawOf(ctx, clause.start, clause.end);
  // After a colon, French goes on in lower case (« mets ma photo en fond : vos propres images… »).
  if (words) ctx.out.ignored.push(reason ? `${words} : ${reason.charAt(0).toLocaleLowerCase('fr-FR')}${reason.slice(1)}` : words);
}

export function emit(ctx: Context, text: string, ops: Operation[]): void {
  const first = ctx.out.ops.length;
  ctx.out.ops.push(...ops);
  ctx.out.understood.push({ text, ops: ops.map((_, i) => first + i) });
}

/** A view of a clause's cells with helpers the rules share. */
export class View {
  readonly used = new Set<number>();
  constructor(
    readonly ctx: Context,
    readonly clause: Clause,
  ) {}

  get cells(): Cell[] {
    return this.clause.cells;
  }

  items<K extends Item['k']>(k: K): Array<{ i: number; item: Extract<Item, { k: K }>; raw: string }> {
    const out: Array<{ i: number; item: Extract<Item, { k: K }>; raw: string }> = [];
    this.cells.forEach((c, i) => {
      if (c.slot.k === 'item' && c.slot.item.k === k) out.push({ i, item: c.slot.item as Extract<Item, { k: K }>, raw: c.slot.raw });
    });
    return out;
  }

  first<K extends Item['k']>(k: K): { i: number; item: Extract<Item, { k: K }>; raw: string } | undefined {
    return this.items(k)[0];
  }

  verb(...verbs: string[]): { i: number; v: string } | undefined {
    const found = this.items('verb').find((x) => verbs.includes(x.item.v));
    return found ? { i: found.i, v: found.item.v } : undefined;
  }

  prep(...preps: string[]): number {
    return this.items('prep').find((x) => preps.includes(x.item.p))?.i ?? -1;
  }

  color(from = 0, to = Infinity): { i: number; color: ColorName } | undefined {
    for (let i = from; i < Math.min(to, this.cells.length); i++) {
      const s = this.cells[i]!.slot;
      if (s.k === 'color') return { i, color: s.color };
    }
    return undefined;
  }

  /** Every colour of the clause, in order (« fond noir et or »: two). */
  colors(): Array<{ i: number; color: ColorName }> {
    const out: Array<{ i: number; color: ColorName }> = [];
    this.cells.forEach((c, i) => {
      if (c.slot.k === 'color') out.push({ i, color: c.slot.color });
    });
    return out;
  }

  quote(): { i: number; text: string } | undefined {
    for (let i = 0; i < this.cells.length; i++) {
      const s = this.cells[i]!.slot;
      if (s.k === 'quote') return { i, text: s.text };
    }
    return undefined;
  }

  refs(from = 0, to = Infinity): Array<{ i: number; ref: Ref; plural: boolean; raw: string }> {
    const out: Array<{ i: number; ref: Ref; plural: boolean; raw: string }> = [];
    for (let i = from; i < Math.min(to, this.cells.length); i++) {
      const s = this.cells[i]!.slot;
      if (s.k === 'item' && s.item.k === 'ref') out.push({ i, ref: s.item.ref, plural: Boolean(s.item.plural) || plainWord(s.raw).endsWith('s'), raw: s.raw });
    }
    return out;
  }

  /** Free words between two cells, as written (a noun phrase: « le téléphone », « le trophée de la CAN »). */
  phrase(from: number, to: number): { text: string; cells: number[] } | null {
    const end = Math.min(to, this.cells.length);
    const list: number[] = [];
    let i = from;
    while (i < end && this.cells[i]!.slot.k === 'stop') i++;
    for (; i < end; i++) {
      const s = this.cells[i]!.slot;
      if (s.k === 'free') list.push(i);
      else if (s.k === 'stop' && list.length > 0 && LINKS.has(this.canonAt(i)) && this.cells[i + 1]?.slot.k !== undefined) continue;
      else break;
    }
    if (list.length === 0) return null;
    // From the determiner just before the first word, as written (« le téléphone »).
    let start = list[0]!;
    while (start > from && this.cells[start - 1]!.slot.k === 'stop' && (this.cells[start - 1]!.slot as { det: boolean }).det) start--;
    const a = this.clause.toks[this.cells[start]!.from]!.start;
    const b = this.clause.toks[this.cells[list[list.length - 1]!]!.to - 1]!.end;
    return { text: rawOf(this.ctx, a, b), cells: list };
  }

  canonAt(i: number): string {
    return this.clause.toks[this.cells[i]!.from]!.canon;
  }

  /** Raw text of cells [from, to), trimmed of politeness at its end. */
  rawCells(from: number, to: number): string {
    let end = Math.min(to, this.cells.length);
    while (end > from && this.cells[end - 1]!.slot.k === 'stop' && !isCaps(this.clause.toks[this.cells[end - 1]!.from]!.raw)) end--;
    if (end <= from) return '';
    const a = this.clause.toks[this.cells[from]!.from]!.start;
    const b = this.clause.toks[this.cells[end - 1]!.to - 1]!.end;
    return rawOf(this.ctx, a, b);
  }

  use(...idx: Array<number | undefined>): void {
    for (const i of idx) if (i !== undefined && i >= 0) this.used.add(i);
  }

  useAll(): void {
    this.cells.forEach((_, i) => this.used.add(i));
  }
}

export type Repeat = (v: View, targets: Target[]) => { did: boolean; targets: Target[] };
export type RuleResult = { did: boolean; targets: Target[]; repeat?: Repeat } | null;
export const handled = (targets: Target[] = []): RuleResult => ({ did: true, targets });

/** Refusal reasons go to « Ignoré » with the clause's words; the clause counts as read. */
export function refuse(v: View, reason: string): RuleResult {
  ignore(v.ctx, v.clause, reason);
  v.useAll();
  return { did: false, targets: [] };
}

/** The layer a noun phrase names: a pictogram whose icon is the noun's, or one of the named parts. */
export function targetOf(v: View, from: number, to: number): { target: Target | Refusal; words: string } | null {
  const refs = v.refs(from, to).filter((r) => r.ref !== 'word');
  if (refs.length > 0) {
    const r = refs[0]!;
    v.use(r.i);
    return { target: resolveRef(v.ctx.design, r.ref as Exclude<Ref, 'word'>, r.plural), words: r.raw };
  }
  const phrase = v.phrase(from, to);
  if (!phrase) return null;
  v.use(...phrase.cells);
  const icon = v.ctx.opts.subjectIcon(phrase.text);
  const layer = icon ? v.ctx.design.layers.find((l) => l.type === 'picto' && untoned(l.icon) === untoned(icon)) : undefined;
  if (!layer) return { target: new Refusal(`Je ne trouve pas « ${phrase.text} » dans la miniature.`), words: phrase.text };
  return { target: { kind: 'layer', layers: [layer], name: nounName(phrase.text), ref: 'noun' }, words: phrase.text };
}

/** « la manette » → manette, feminine: the noun as the user wrote it, for the labels (« Manette inclinée »). */
export function nounName(words: string): Name {
  // A determiner is a word of its own (« ma » of « manette » is not one).
  return { noun: words.replace(/^(?:(?:le|la|les|un|une|des|mon|ma|mes)\s+|l[’'])/i, ''), fem: /^(la|une|ma)\s/i.test(words) };
}
