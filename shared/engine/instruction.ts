import { applyModifier, COLOR_WORDS, compoundColor, MODIFIERS, SHADE_ONLY, type ColorName } from './brief-colors.ts';
import { BRIEF_COMMON_NEAR_MISSES } from './brief-guard.ts';
import { STOP_WORDS } from './brief-lexicon.ts';
import { FuzzyVocabulary, plainWord, sanitizeBrief, tokenize, type Token } from './brief-words.ts';
import { colorLuminance, mix } from './color.ts';
import { headlineOf, type Design, type FontFamily, type Layer, type TextLayer } from './design.ts';
import { CLAUSE_WORDS, DETERMINERS, INDEFINITE, INSTRUCTION_FILLERS, INSTRUCTION_PHRASES, INSTRUCTION_TYPOS, INSTRUCTION_WORDS, type Item, type Ref } from './instruction-lexicon.ts';
import type { Operation, Place } from './operations.ts';
import { INSTRUCTION_MAX } from './instruction-limits.ts';
import type { StyleId } from './style-ids.ts';
import { wordCore } from './text.ts';

/**
 * The French instruction reader: « mets le titre en jaune et change le fond en bleu nuit » becomes
 * edit operations (operations.ts) on a saved design, with a French list of what it understood and
 * the user's own words for what it did not. Offline, pure and deterministic: the server reads on
 * every pause in typing, and the same words on the same design always give the same operations.
 * Linear in the instruction (at most INSTRUCTION_MAX characters), well under 5 ms.
 */

export { INSTRUCTION_MAX };

export interface InstructionOptions {
  /** The pictogram for a French noun phrase (« le téléphone » → `fluent:mobile-phone`), or null. */
  subjectIcon: (words: string) => string | null;
  /** A hosted engine can redraw pixels: a subject with no pictogram becomes a pixel edit of the photo. */
  hasAiEngine?: boolean;
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

// ---------------------------------------------------------------- words

const FUZZY = new FuzzyVocabulary([...INSTRUCTION_WORDS, ...COLOR_WORDS.keys(), ...Object.keys(MODIFIERS)], new Set([...BRIEF_COMMON_NEAR_MISSES, ...STOP_WORDS, ...INSTRUCTION_FILLERS, ...DETERMINERS]));
const KNOWN = new Set<string>([...INSTRUCTION_WORDS, ...COLOR_WORDS.keys(), ...Object.keys(MODIFIERS), ...STOP_WORDS, ...INSTRUCTION_FILLERS, ...DETERMINERS]);
const ORDINAL_SUFFIX = new Set(['e', 'eme', 'er', 'ere', 'nd', 'nde']);

interface Tok {
  kind: Token['kind'];
  raw: string;
  canon: string;
  start: number;
  end: number;
}

/** Tokens with their canonical word: typos forgiven, « 2 » « e » glued back into « 2e », « x » « 2 » into « x2 ». */
function words(text: string): { toks: Tok[]; quotes: string[] } {
  const { tokens, quotes } = tokenize(text);
  const toks: Tok[] = [];
  for (const t of tokens) {
    const prev = toks[toks.length - 1];
    const glued = prev !== undefined && prev.end === t.start;
    if (glued && prev.kind === 'num' && t.kind === 'word' && ORDINAL_SUFFIX.has(t.norm)) {
      prev.canon += t.norm;
      prev.raw += t.raw;
      prev.end = t.end;
      prev.kind = 'word';
      continue;
    }
    if (glued && prev.kind === 'word' && prev.canon === 'x' && t.kind === 'num') {
      prev.canon += t.norm;
      prev.raw += t.raw;
      prev.end = t.end;
      continue;
    }
    const canon = t.kind !== 'word' ? t.norm : (INSTRUCTION_TYPOS[t.norm] ?? (KNOWN.has(t.norm) ? t.norm : (FUZZY.resolve(t.norm) ?? t.norm)));
    toks.push({ kind: t.kind, raw: t.raw, canon, start: t.start, end: t.end });
  }
  return { toks, quotes };
}

/** What a token (or a run of them) is, in a clause. */
type Slot =
  | { k: 'item'; item: Item; raw: string }
  | { k: 'color'; color: ColorName }
  | { k: 'quote'; text: string }
  | { k: 'stop'; det: boolean; indefinite: boolean }
  /** Text to write, right after « le mot », « l'étiquette »: never read as a colour or a command. */
  | { k: 'payload' }
  | { k: 'free' };

interface Cell {
  slot: Slot;
  from: number;
  to: number; // exclusive, in clause tokens
}

const NOT_A_WORD_TO_WRITE = new Set(['en', 'a', 'au', 'aux', 'qui', 'que', 'est', 'soit', 'sera', 'du', 'des', 'le', 'la', 'les', "l'", 'un', 'une', 'suivant', 'numero']);
const LINKS = new Set(['de', "d'", 'du', 'des', 'la', 'le', 'les', "l'"]);
const WEAK_CONTEXT = new Set(['en', 'couleur', 'fond', 'titre', 'texte', 'contour', 'lettres', 'police']);

function colorAt(toks: Tok[], i: number): { color: ColorName; end: number } | null {
  const t = toks[i];
  if (!t || t.kind !== 'word') return null;
  const base = COLOR_WORDS.get(t.canon);
  if (!base) return null;
  let color = base;
  let end = i + 1;
  const next = toks[end];
  const compound = next?.kind === 'word' ? compoundColor(base, next.canon) : null;
  if (compound) {
    color = compound;
    end++;
  } else if (base.weak) {
    // « or », « argent », « ciel »: colours only where one is expected (« en or », « fond crème »).
    let k = i - 1;
    while (k >= 0 && (toks[k]!.canon === 'tres' || toks[k]!.canon === 'de' || toks[k]!.canon === "d'")) k--;
    if (k < 0 || !WEAK_CONTEXT.has(toks[k]!.canon)) return null;
  }
  for (let m = 0; m < 2; m++) {
    const skip = toks[end]?.canon === 'tres' ? 1 : 0;
    const w = toks[end + skip];
    const mod = w?.kind === 'word' ? MODIFIERS[w.canon] : undefined;
    if (!mod) break;
    color = applyModifier(color, mod);
    end += skip + 1;
  }
  return { color, end };
}

function phraseAt(toks: Tok[], i: number): { item: Item; end: number } | null {
  const bucket = INSTRUCTION_PHRASES.get(toks[i]!.canon);
  if (!bucket) return null;
  for (const p of bucket) {
    let ok = true;
    for (let k = 1; k < p.words.length && ok; k++) ok = toks[i + k]?.canon === p.words[k] && toks[i + k]!.kind !== 'quote';
    if (ok) return { item: p.item, end: i + p.words.length };
  }
  return null;
}

const isCaps = (raw: string) => /\p{Lu}/u.test(raw) && raw === raw.toLocaleUpperCase('fr-FR');

/** Cells of a clause, left to right: phrases first (longest), then colours, then stop words; the rest is free. */
function cells(toks: Tok[], quotes: string[]): Cell[] {
  const out: Cell[] = [];
  let i = 0;
  while (i < toks.length) {
    const t = toks[i]!;
    if (t.kind === 'quote') {
      out.push({ slot: { k: 'quote', text: quotes[Number(t.canon)] ?? '' }, from: i, to: i + 1 });
      i++;
      continue;
    }
    // Shouted words are text to write (« ajoute le mot GRATUIT »), unless they name a colour or a command.
    const phrase = t.kind === 'punct' ? null : phraseAt(toks, i);
    if (phrase) {
      const raw = toks.slice(i, phrase.end).map((x) => x.raw).join(' ');
      out.push({ slot: phrase.item.k === 'filler' ? { k: 'stop', det: false, indefinite: false } : { k: 'item', item: phrase.item, raw }, from: i, to: phrase.end });
      i = phrase.end;
      // « le mot ARGENT », « l'étiquette EXCLU »: what follows is words to write.
      if (phrase.item.k === 'ref' && (phrase.item.ref === 'word' || phrase.item.ref === 'tag')) i = payloadAfter(toks, i, out, phrase.item.ref === 'tag');
      continue;
    }
    const color = colorAt(toks, i);
    if (color) {
      out.push({ slot: { k: 'color', color: color.color }, from: i, to: color.end });
      i = color.end;
      continue;
    }
    if (t.kind === 'punct' || STOP_WORDS.has(t.canon) || INSTRUCTION_FILLERS.has(t.canon) || DETERMINERS.has(t.canon)) {
      out.push({ slot: { k: 'stop', det: DETERMINERS.has(t.canon), indefinite: INDEFINITE.has(t.canon) }, from: i, to: i + 1 });
      i++;
      continue;
    }
    out.push({ slot: { k: 'free' }, from: i, to: i + 1 });
    i++;
  }
  return out;
}

/** The words after « mot » or « étiquette »: a quote, or shouted words, or (for a word) the next word that is no stop word. */
function payloadAfter(toks: Tok[], i: number, out: Cell[], several: boolean): number {
  const t = toks[i];
  if (!t || t.kind === 'quote') return i; // a quote is read as a quote cell
  let j = i;
  if (several) {
    while (j < toks.length && (isCaps(toks[j]!.raw) || (toks[j]!.kind === 'num' && j > i))) j++;
  } else if ((t.kind === 'word' || t.kind === 'num') && (isCaps(t.raw) || !NOT_A_WORD_TO_WRITE.has(t.canon))) {
    // Any word of the title may be named, short ones too (« enlève le mot avec »), but not « le mot en rouge ».
    j = i + 1;
  }
  if (j > i) out.push({ slot: { k: 'payload' }, from: i, to: j });
  return j;
}

// ---------------------------------------------------------------- clauses

interface Clause {
  toks: Tok[];
  cells: Cell[];
  /** Offsets in the instruction. */
  start: number;
  end: number;
}

function clausesOf(text: string): { clauses: Clause[]; quotes: string[] } {
  const { toks, quotes } = words(text);
  const clauses: Clause[] = [];
  let current: Tok[] = [];
  const close = () => {
    if (current.length > 0) clauses.push({ toks: current, cells: cells(current, quotes), start: current[0]!.start, end: current[current.length - 1]!.end });
    current = [];
  };
  for (const t of toks) {
    // « : » introduces words to write (« le titre : "TOP 5" »); a shouted « ET » belongs to them.
    if ((t.kind === 'break' && t.raw !== ':') || (t.kind === 'word' && CLAUSE_WORDS.has(t.canon) && !isCaps(t.raw))) {
      close();
      continue;
    }
    current.push(t);
  }
  close();
  return { clauses, quotes };
}

// ---------------------------------------------------------------- targets

interface Name {
  noun: string;
  fem: boolean;
}

type Target = { kind: 'layer'; layers: Layer[]; name: Name; ref: Ref | 'noun' } | { kind: 'background'; name: Name };

const NAMES: Record<Exclude<Ref, 'word'>, Name> = {
  headline: { noun: 'titre', fem: false },
  tag: { noun: 'étiquette', fem: true },
  number: { noun: 'chiffre', fem: false },
  logo: { noun: 'logo', fem: false },
  subject: { noun: 'sujet', fem: false },
  face: { noun: 'visage', fem: false },
  background: { noun: 'fond', fem: false },
  arrow: { noun: 'flèche', fem: true },
  circle: { noun: 'cercle', fem: false },
  underline: { noun: 'soulignement', fem: false },
  me: { noun: 'photo', fem: true },
};

const MISSING: Record<Exclude<Ref, 'word' | 'background' | 'headline'>, string> = {
  tag: 'Cette miniature n’a pas d’étiquette.',
  number: 'Cette miniature n’a pas de gros chiffre.',
  logo: 'Cette miniature n’a pas de logo : ajoutez-le depuis « Ma marque ».',
  subject: 'Cette miniature n’a pas de sujet.',
  face: 'Cette miniature n’a pas de visage.',
  arrow: 'Cette miniature n’a pas de flèche.',
  circle: 'Cette miniature n’a pas de cercle.',
  underline: 'Cette miniature n’a pas de soulignement.',
  me: 'Cette miniature n’a pas de photo de vous : ajoutez-la depuis « Mes images ».',
};

const TONES = ['-medium-dark', '-medium-light', '-medium', '-dark', '-light'];
function untoned(icon: string): string {
  for (const t of TONES) if (icon.endsWith(t)) return icon.slice(0, -t.length);
  return icon;
}

const mainSubject = (d: Design) => d.layers.find((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject');
const textRole = (d: Design, roles: readonly TextLayer['role'][]) => d.layers.find((l): l is TextLayer => l.type === 'text' && roles.includes(l.role));

class Refusal {
  constructor(readonly reason: string) {}
}

function resolveRef(d: Design, ref: Exclude<Ref, 'word'>, plural: boolean): Target | Refusal {
  const name = NAMES[ref];
  const one = (l: Layer | undefined): Target | Refusal => (l ? { kind: 'layer', layers: [l], name, ref } : new Refusal(ref === 'headline' ? 'Cette miniature n’a pas de titre.' : MISSING[ref as keyof typeof MISSING]));
  const many = (list: Layer[]): Target | Refusal => (list.length === 0 ? new Refusal(MISSING[ref as keyof typeof MISSING]) : { kind: 'layer', layers: plural ? list : [list[list.length - 1]!], name, ref });
  switch (ref) {
    case 'headline':
      return one(headlineOf(d));
    case 'tag':
      return one(textRole(d, ['tag', 'strap']));
    case 'number':
      return one(textRole(d, ['number']));
    case 'logo':
      return one(d.layers.find((l) => l.type === 'logo'));
    case 'subject':
      return one(mainSubject(d));
    case 'face': {
      const withFace = d.layers.find((l) => l.type === 'image' && l.role === 'subject' && l.face);
      return withFace ? { kind: 'layer', layers: [withFace], name, ref } : one(mainSubject(d));
    }
    case 'me':
      return one(d.layers.find((l) => l.type === 'image' && l.role === 'subject'));
    case 'background':
      return { kind: 'background', name };
    case 'arrow':
      return many(d.layers.filter((l) => l.type === 'shape' && l.shape === 'arrow'));
    case 'circle':
      return many(d.layers.filter((l) => l.type === 'shape' && (l.shape === 'circle' || l.shape === 'ring')));
    case 'underline':
      return many(d.layers.filter((l) => l.type === 'shape' && l.shape === 'underline'));
  }
}

// ---------------------------------------------------------------- labels

const cap = (s: string) => s.charAt(0).toLocaleUpperCase('fr-FR') + s.slice(1);
const vowel = (s: string) => /^[aeiouyàâéèêëîïôûüh]/i.test(s);
function of(n: Name): string {
  return vowel(n.noun) ? `de l’${n.noun}` : n.fem ? `de la ${n.noun}` : `du ${n.noun}`;
}
function the(n: Name): string {
  return vowel(n.noun) ? `l’${n.noun}` : n.fem ? `la ${n.noun}` : `le ${n.noun}`;
}
const agree = (n: Name, masc: string, fem: string) => (n.fem ? fem : masc);

const PLACE_LABEL: Record<Place, string> = { 'top-left': 'en haut à gauche', 'top-right': 'en haut à droite', 'bottom-left': 'en bas à gauche', left: 'à gauche', right: 'à droite', top: 'en haut', bottom: 'en bas', center: 'au centre' };
const STYLE_LABEL: Record<StyleId, string> = { pro: 'Pro', mini: 'Minimaliste', vlog: 'Vlog', gaming: 'Gaming', actu: 'Actualité', viral: 'Viral' };
const CORNER_REASON = 'Le coin en bas à droite reste libre : YouTube y affiche la durée de la vidéo.';

// ---------------------------------------------------------------- the reader

interface Context {
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
interface Outcome {
  did: boolean;
  targets: Target[];
  used: Set<number>;
  /** The removal verb that did it, for the next clause's « et le sous-titre ». */
  removal?: 'remove' | 'hide' | 'show';
}

export function readInstruction(input: string, design: Design, opts: InstructionOptions): InstructionReading {
  const text = sanitizeBrief(input).slice(0, INSTRUCTION_MAX);
  const out: InstructionReading = { ops: [], understood: [], ignored: [], needsPixels: [] };
  const ctx: Context = { design, opts, text, out, highlighted: new Map(), texts: new Map() };
  const { clauses } = clausesOf(text);
  let previous: Target[] = [];
  let pending = null as { clause: Clause; targets: Target[] } | null;
  let reasons = 0;
  // « enlève le logo et le sous-titre »: a clause that only names parts takes the last removal's verb.
  let lastRemoval = null as 'remove' | 'hide' | 'show' | null;
  for (const clause of clauses) {
    const before = out.ignored.length;
    const result = readClause(ctx, clause, previous, pending?.targets ?? []);
    reasons += out.ignored.length - before;
    const namesOnly = !result.did && out.ignored.length === before && result.targets.length > 0 && !hasContent(clause, result.used);
    if (namesOnly && lastRemoval) {
      const carried = removeTargets(new View(ctx, clause), lastRemoval, result.targets);
      previous = carried.targets;
      continue;
    }
    lastRemoval = result.did ? result.removal ?? null : lastRemoval;
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

function rawOf(ctx: Context, from: number, to: number): string {
  return ctx.text.slice(from, to).replace(/\s+/g, ' ').trim();
}

function ignore(ctx: Context, clause: Clause, reason?: string): void {
  const words = rawOf(ctx, clause.start, clause.end);
  // After a colon, French goes on in lower case (« mets ma photo en fond : vos propres images… »).
  if (words) ctx.out.ignored.push(reason ? `${words} : ${reason.charAt(0).toLocaleLowerCase('fr-FR')}${reason.slice(1)}` : words);
}

function emit(ctx: Context, text: string, ops: Operation[]): void {
  const first = ctx.out.ops.length;
  ctx.out.ops.push(...ops);
  ctx.out.understood.push({ text, ops: ops.map((_, i) => first + i) });
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

/** A view of a clause's cells with helpers the rules share. */
class View {
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
      if (s.k === 'item' && s.item.k === 'ref') out.push({ i, ref: s.item.ref, plural: Boolean(s.item.plural) || /s$/.test(plainWord(s.raw)), raw: s.raw });
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

function readClause(ctx: Context, clause: Clause, previous: Target[], pending: Target[]): Outcome {
  const v = new View(ctx, clause);
  const done = (did: boolean, targets: Target[] = [], removal?: RuleResult & object): Outcome => ({ did, targets, used: v.used, ...(removal?.removal ? { removal: removal.removal } : {}) });
  const rules: Array<(v: View, previous: Target[], pending: Target[]) => RuleResult> = [pixelRule, stylePhotoRule, styleRule, shapeRule, wordRule, removeRule, swapRule, writeRule];
  for (const rule of rules) {
    const r = rule(v, previous, pending);
    if (r) return done(r.did, r.targets, r);
  }
  return modifyRule(v, previous, pending);
}

type RuleResult = { did: boolean; targets: Target[]; removal?: 'remove' | 'hide' | 'show' } | null;
const handled = (targets: Target[] = []): RuleResult => ({ did: true, targets });

/** Refusal reasons go to « Ignoré » with the clause's words; the clause counts as read. */
function refuse(v: View, reason: string): RuleResult {
  ignore(v.ctx, v.clause, reason);
  v.useAll();
  return { did: false, targets: [] };
}

// ---------------------------------------------------------------- rules

/** Clothes, hair, an object inside the photo: only an AI engine can redraw those pixels. */
function pixelRule(v: View): RuleResult {
  const pixel = v.first('pixel');
  const inPhoto = v.first('photoCtx');
  const swapBy = v.prep('par');
  if (!pixel && !inPhoto) return null;
  if (pixel && swapBy >= 0 && pixel.i > swapBy && v.refs(0, swapBy).some((r) => r.ref !== 'me' && r.ref !== 'face')) return null;
  return pixels(v);
}

function pixels(v: View): RuleResult {
  const d = v.ctx.design;
  const photo = d.layers.find((l) => l.type === 'image' && l.role === 'subject') ?? d.layers.find((l) => l.type === 'image');
  if (!photo && d.background.kind !== 'image') return refuse(v, 'Cette miniature n’a pas de photo à retoucher.');
  v.useAll();
  const text = rawOf(v.ctx, v.clause.start, v.clause.end);
  v.ctx.out.needsPixels.push(photo ? { text, layer: photo.id } : { text });
  return handled();
}

/** « mets ma photo en fond » (Gaming only: the user's own images go nowhere else). */
function stylePhotoRule(v: View): RuleResult {
  const refs = v.refs();
  const me = refs.find((r) => r.ref === 'me' || (r.ref === 'subject' && /photo|image/.test(plainWord(r.raw))));
  const bg = refs.find((r) => r.ref === 'background');
  if (!me || !bg || me.i > bg.i || refs.some((r) => r.ref !== 'me' && r.ref !== 'background' && r !== me)) return null;
  const d = v.ctx.design;
  const photo = d.layers.find((l) => l.type === 'image' && l.role === 'subject');
  if (!photo || photo.type !== 'image') return refuse(v, MISSING.me);
  if (d.style !== 'gaming') return refuse(v, 'Vos propres images ne vont en fond que dans le style Gaming.');
  v.useAll();
  emit(v.ctx, 'Votre photo en fond', [{ op: 'background', asset: photo.asset }]);
  return handled([{ kind: 'background', name: NAMES.background }]);
}

/** « style gaming », « passe en style pro », « version minimaliste ». */
function styleRule(v: View): RuleResult {
  const style = v.first('style');
  if (!style || v.first('font')) return null;
  const markers = v.items('styleMarker');
  const others = v.refs().length > 0 || v.color() !== undefined;
  if (markers.length === 0 && others) return null;
  v.use(style.i, ...markers.map((x) => x.i), ...v.items('verb').map((x) => x.i));
  if (v.ctx.design.style === style.item.style) return refuse(v, `La miniature est déjà en style ${STYLE_LABEL[style.item.style]}.`);
  emit(v.ctx, `Style ${STYLE_LABEL[style.item.style]}`, [{ op: 'style', style: style.item.style }]);
  return handled();
}

/** The layer a noun phrase names: a pictogram whose icon is the noun's, or one of the named parts. */
function targetOf(v: View, from: number, to: number): { target: Target | Refusal; words: string } | null {
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
  return { target: { kind: 'layer', layers: [layer], name: { noun: phrase.text.replace(/^(le|la|les|l’|l'|un|une|des|mon|ma|mes)\s*/i, ''), fem: false }, ref: 'noun' }, words: phrase.text };
}

/** « ajoute une flèche vers le téléphone », « entoure le visage », « souligne le titre », « ajoute une étiquette EXCLU ». */
function shapeRule(v: View): RuleResult {
  const circleVerb = v.verb('circle');
  const underlineVerb = v.verb('underline');
  const add = v.verb('add', 'put');
  const removing = v.verb('remove', 'hide', 'show');
  const refs = v.refs();
  const shapeRef = refs.find((r) => r.ref === 'arrow' || r.ref === 'circle' || r.ref === 'underline' || r.ref === 'tag');
  const toward = v.prep('toward');
  const around = v.prep('around');
  const color = v.color();
  const colorHex = color?.color.hex;
  v.use(color?.i);
  if (circleVerb || (shapeRef?.ref === 'circle' && !removing && (add?.v === 'add' || indefiniteBefore(v, shapeRef.i) || around >= 0))) {
    const at = circleVerb ? circleVerb.i : around >= 0 ? around : shapeRef!.i;
    v.use(circleVerb?.i, add?.i, shapeRef?.ref === 'circle' ? shapeRef.i : undefined, around);
    const found = targetOf(v, at + 1, v.cells.length);
    return addShape(v, 'circle', found, colorHex, (n) => `Cercle autour ${of(n)}`, 'Cercle ajouté');
  }
  if (underlineVerb || (shapeRef?.ref === 'underline' && !removing && add)) {
    const at = underlineVerb ? underlineVerb.i : shapeRef!.i;
    v.use(underlineVerb?.i, add?.i, shapeRef?.ref === 'underline' ? shapeRef.i : undefined, v.prep('under'));
    const found = targetOf(v, at + 1, v.cells.length) ?? { target: resolveRef(v.ctx.design, 'headline', false), words: 'titre' };
    return addShape(v, 'underline', found, colorHex, (n) => `${cap(n.noun)} ${agree(n, 'souligné', 'soulignée')}`, 'Soulignement ajouté');
  }
  if (shapeRef?.ref === 'arrow' && !removing && (add?.v === 'add' || indefiniteBefore(v, shapeRef.i) || toward > shapeRef.i)) {
    v.use(add?.i, shapeRef.i, toward);
    const found = toward > shapeRef.i ? targetOf(v, toward + 1, v.cells.length) : null;
    return addShape(v, 'arrow', found, colorHex, (n) => `Flèche vers ${the(n)}`, 'Flèche ajoutée');
  }
  if (shapeRef?.ref === 'tag' && add && !removing && (add.v === 'add' || indefiniteBefore(v, shapeRef.i))) {
    v.use(add.i, shapeRef.i);
    const payload = v.quote()?.text ?? payloadText(v, shapeRef.i + 1);
    if (!payload) {
      if (/badge|pastille/.test(plainWord(shapeRef.raw))) {
        v.useAll();
        emit(v.ctx, 'Badge ajouté', [{ op: 'add-shape', shape: 'badge', ...(colorHex ? { color: colorHex } : {}) }]);
        return handled();
      }
      return refuse(v, 'Écrivez le texte de l’étiquette, par exemple « ajoute une étiquette "EXCLU" ».');
    }
    if (payload.length > 24) return refuse(v, 'Une étiquette tient en 24 caractères.');
    v.useAll();
    emit(v.ctx, `Étiquette « ${payload} »`, [{ op: 'add-tag', text: payload, ...(colorHex ? { color: colorHex } : {}) }]);
    return handled();
  }
  // « ajoute "GRATUIT" »: new words on their own are a tag.
  const quote = v.quote();
  if (add?.v === 'add' && quote && refs.length === 0) {
    if (quote.text.length > 24) return refuse(v, 'Une étiquette tient en 24 caractères.');
    v.useAll();
    emit(v.ctx, `Étiquette « ${quote.text} »`, [{ op: 'add-tag', text: quote.text, ...(colorHex ? { color: colorHex } : {}) }]);
    return handled();
  }
  v.used.delete(color?.i ?? -1);
  return null;
}

function indefiniteBefore(v: View, i: number): boolean {
  const prev = v.cells[i - 1]?.slot;
  return prev?.k === 'stop' && prev.indefinite;
}

/** Words to write after a cell: a quote, the shouted words, else the unknown words that follow, as written. */
function payloadText(v: View, from: number): string {
  for (let i = from; i < v.cells.length; i++) {
    const s = v.cells[i]!.slot;
    if (s.k === 'quote') return s.text.trim();
    if (s.k === 'payload') return v.rawCells(i, i + 1);
    if (s.k === 'free') {
      let j = i;
      while (j < v.cells.length && v.cells[j]!.slot.k === 'free') j++;
      return v.rawCells(i, j);
    }
  }
  return '';
}

function addShape(v: View, shape: 'arrow' | 'circle' | 'underline', found: { target: Target | Refusal; words: string } | null, color: string | undefined, label: (n: Name) => string, plain: string): RuleResult {
  const extra = color ? { color } : {};
  if (found?.target instanceof Refusal) return refuse(v, found.target.reason);
  v.useAll();
  if (!found) {
    emit(v.ctx, plain, [{ op: 'add-shape', shape, ...extra }]);
    return handled();
  }
  const t = found.target;
  if (t.kind === 'background') return refuse(v, 'Le fond couvre toute l’image : choisissez un élément.');
  const layer = t.layers[0]!;
  const name = t.ref === 'noun' ? { noun: found.words.replace(/^(le|la|les|l’|l'|un|une|des|mon|ma|mes)\s*/i, ''), fem: /^(la|une|ma)\s/i.test(found.words) } : t.name;
  emit(v.ctx, label(name), [{ op: 'add-shape', shape, target: layer.id, ...extra }]);
  return handled([t]);
}

/** « le mot ARGENT en vert », « enlève le deuxième mot », « ajoute le mot GRATUIT ». */
function wordRule(v: View): RuleResult {
  const refs = v.refs();
  const wordRef = refs.find((r) => r.ref === 'word');
  if (!wordRef) return null;
  const d = v.ctx.design;
  const inTag = refs.some((r) => r.ref === 'tag');
  const layer = inTag ? textRole(d, ['tag', 'strap']) : headlineOf(d);
  if (!layer) return refuse(v, inTag ? MISSING.tag : 'Cette miniature n’a pas de titre.');
  const where = inTag ? 'l’étiquette' : 'le titre';
  const current = v.ctx.texts.get(layer.id) ?? layer.text;
  const list = current.split(/\s+/).filter(Boolean);
  const ordinal = v.first('ordinal');
  const quote = v.quote();
  const payloadCell = v.cells.findIndex((c) => c.slot.k === 'payload');
  const written = quote?.text.trim() ?? (payloadCell >= 0 ? v.rawCells(payloadCell, payloadCell + 1) : '');
  // « l’argent » is the word « argent »: elisions do not count.
  const key = (w: string) => plainWord(wordCore(w)).replace(/^[a-z]{1,7}['’]/, '');
  let index = -1;
  if (ordinal) index = ordinal.item.n === -1 ? list.length - 1 : ordinal.item.n - 1;
  else if (written) index = list.findIndex((w) => key(w) === key(written));
  const add = v.verb('add', 'write');
  const remove = v.verb('remove', 'hide');
  const color = v.color();
  v.useAll();
  if (remove) {
    if (index < 0 || index >= list.length) return refuse(v, written ? `« ${written} » n’est pas dans ${where}.` : `Ce mot n’est pas dans ${where}.`);
    if (list.length === 1) return refuse(v, 'C’est le seul mot : changez plutôt le texte.');
    const gone = list[index]!;
    const next = list.filter((_, i) => i !== index).join(' ');
    v.ctx.texts.set(layer.id, next);
    emit(v.ctx, `Mot « ${wordCore(gone) || gone} » enlevé`, [{ op: 'set-text', layer: layer.id, text: next }]);
    return handled([{ kind: 'layer', layers: [layer], name: inTag ? NAMES.tag : NAMES.headline, ref: inTag ? 'tag' : 'headline' }]);
  }
  if (add && written && index < 0) {
    const start = v.first('edge')?.item.at === 'start';
    const next = start ? `${written} ${current}` : `${current} ${written}`;
    if (next.length > 140) return refuse(v, 'Un texte ne peut pas dépasser 140 caractères.');
    v.ctx.texts.set(layer.id, next);
    emit(v.ctx, `Mot « ${written} » ajouté`, [{ op: 'set-text', layer: layer.id, text: next }]);
    return handled();
  }
  if (color) {
    if (index < 0 || index >= list.length) return refuse(v, written ? `« ${written} » n’est pas dans ${where}.` : `Ce mot n’est pas dans ${where}.`);
    // The highlight lists words as typeset (upper case, French spacing): the drawn word's own core.
    const target = key(list[index]!);
    const core = layer.lines.flatMap((l) => l.split(' ')).map(wordCore).find((c) => key(c) === target) ?? wordCore(list[index]!);
    const words = [...(v.ctx.highlighted.get(layer.id) ?? []), core].filter((w, i, all) => all.indexOf(w) === i).slice(-6);
    v.ctx.highlighted.set(layer.id, words);
    emit(v.ctx, `Mot « ${core} » en ${color.color.label}`, [
      { op: 'set-highlight', layer: layer.id, words },
      { op: 'set-colors', layer: layer.id, accent: color.color.hex },
    ]);
    return handled();
  }
  return refuse(v, 'Dites ce que devient le mot : « le mot PRIX en rouge », « enlève le mot PRIX ».');
}

/** « enlève le logo », « cache la flèche », « remets le logo ». */
function removeRule(v: View, previous: Target[]): RuleResult {
  const verb = v.verb('remove', 'hide', 'show');
  if (!verb) return null;
  // « remets le titre en jaune »: a colour, a place or a size make it a change, not a reappearance.
  if (verb.v === 'show' && (v.color() || v.first('place') || v.first('size'))) return null;
  v.use(verb.i);
  const refs = v.refs(verb.i + 1).filter((r) => r.ref !== 'word');
  if (refs.some((r) => r.ref === 'background')) return refuse(v, 'Le fond ne s’enlève pas : changez sa couleur ou son style.');
  if (v.first('stroke')) return refuse(v, 'Le contour ne s’enlève pas : changez plutôt sa couleur.');
  let targets: Target[] = [];
  if (refs.length > 0) {
    for (const r of refs) {
      const t = resolveRef(v.ctx.design, r.ref as Exclude<Ref, 'word'>, r.plural);
      if (t instanceof Refusal) return refuse(v, t.reason);
      targets.push(t);
      v.use(r.i);
    }
  } else {
    const found = targetOf(v, verb.i + 1, v.cells.length);
    if (!found) {
      if (previous.length === 0) return null;
      targets = previous;
    } else if (found.target instanceof Refusal) {
      // Something the design does not hold as a layer (« enlève la voiture »): inside the photo, if there is one.
      if (verb.v !== 'show' && v.ctx.design.layers.some((l) => l.type === 'image')) return pixels(v);
      return refuse(v, found.target.reason);
    } else targets = [found.target];
  }
  const r = removeTargets(v, verb.v as 'remove' | 'hide' | 'show', targets);
  return { ...r, removal: verb.v as 'remove' | 'hide' | 'show' };
}

function removeTargets(v: View, verb: 'remove' | 'hide' | 'show', targets: Target[]): { did: boolean; targets: Target[] } {
  v.useAll();
  const hidden = new Set(v.ctx.design.hidden ?? []);
  let did = false;
  for (const t of targets) {
    if (t.kind !== 'layer') {
      ignore(v.ctx, v.clause, 'Le fond ne s’enlève pas : changez sa couleur ou son style.');
      continue;
    }
    const n = t.name;
    if (verb === 'show') {
      const list = t.layers.filter((l) => hidden.has(l.id));
      if (list.length === 0) {
        ignore(v.ctx, v.clause, `${cap(the(n))} est déjà visible.`);
        continue;
      }
      emit(v.ctx, `${cap(n.noun)} ${agree(n, 'affiché', 'affichée')}`, list.map((l) => ({ op: 'visibility', layer: l.id, visible: true }) as const));
    } else if (verb === 'hide' || t.ref === 'headline') {
      // The headline is never deleted (operations.ts refuses it): hidden, it can come back.
      emit(v.ctx, `${cap(n.noun)} ${agree(n, 'masqué', 'masquée')}`, t.layers.map((l) => ({ op: 'visibility', layer: l.id, visible: false }) as const));
    } else {
      emit(v.ctx, `${cap(n.noun)} ${agree(n, 'enlevé', 'enlevée')}`, t.layers.map((l) => ({ op: 'remove', layer: l.id }) as const));
    }
    did = true;
  }
  return { did, targets };
}

/** « remplace le ballon par un trophée », « mets un trophée à la place du ballon », « change le titre en TOP 5 ». */
function swapRule(v: View): RuleResult {
  const verb = v.verb('replace', 'put', 'write');
  const par = v.prep('par');
  const en = v.prep('en');
  const instead = v.prep('instead');
  const as = v.prep('as');
  let x: [number, number];
  let y: [number, number];
  if (instead >= 0) {
    x = [instead + 1, v.cells.length];
    y = [verb ? verb.i + 1 : 0, instead];
  } else if (verb?.v === 'replace' && (par > verb.i || en > verb.i)) {
    const at = par > verb.i ? par : en;
    x = [verb.i + 1, at];
    y = [at + 1, v.cells.length];
  } else return null;
  void as;
  // A colour, a place, a font, a size or a style after « en » is a change of that kind (modifyRule).
  if (v.color(y[0], y[1]) || v.items('place').some((p) => p.i >= y[0]) || v.items('shade').length > 0 || v.items('shadeColor').length > 0 || v.items('family').length > 0 || v.items('fontLook').length > 0 || v.items('size').length > 0 || v.items('recipe').length > 0) return null;
  const xRefs = v.refs(x[0], x[1]);
  const yRefs = v.refs(y[0], y[1]);
  const quote = v.quote();
  const textRef = xRefs.find((r) => r.ref === 'headline' || r.ref === 'tag' || r.ref === 'number');
  if (quote || textRef) {
    return setText(v, textRef?.ref ?? 'headline', quote?.text ?? v.rawCells(y[0], y[1]));
  }
  if (xRefs.some((r) => r.ref === 'background')) {
    if (yRefs.some((r) => r.ref === 'me')) return null;
    return refuse(v, 'Le fond change de couleur ou de style (« fond bleu nuit ») ; un nouveau décor se fait avec « Générer ».');
  }
  if (xRefs.some((r) => r.ref === 'logo')) return refuse(v, 'Le logo se change depuis « Ma marque ».');
  if (yRefs.some((r) => r.ref === 'me')) return refuse(v, 'Choisissez votre photo dans « Mes images » pour l’utiliser comme sujet.');
  // X: the layer replaced (named, or a noun matched to a pictogram); Y: the new subject.
  const d = v.ctx.design;
  let layer: Layer | undefined;
  let xWords = '';
  const named = xRefs.find((r) => r.ref === 'subject' || r.ref === 'face' || r.ref === 'me');
  if (named) {
    const t = resolveRef(d, named.ref as Exclude<Ref, 'word'>, false);
    if (t instanceof Refusal) return refuse(v, t.reason);
    layer = t.kind === 'layer' ? t.layers[0] : undefined;
    xWords = the(NAMES.subject);
  } else {
    const found = targetOf(v, x[0], x[1]);
    if (!found) return null;
    xWords = found.words;
    // A noun the design does not show as a pictogram: still its one subject (« remplace le ballon » when the ball is a photo).
    layer = found.target instanceof Refusal ? mainSubject(d) : found.target.kind === 'layer' ? found.target.layers[0] : undefined;
  }
  if (!layer || (layer.type !== 'picto' && layer.type !== 'image')) return refuse(v, MISSING.subject);
  const newPhrase = v.phrase(y[0], y[1]);
  if (!newPhrase) return null;
  const icon = v.ctx.opts.subjectIcon(newPhrase.text);
  if (!icon) {
    if (v.ctx.opts.hasAiEngine && layer.type === 'image') return pixels(v);
    return refuse(v, `Aucun pictogramme ne correspond à « ${newPhrase.text} ».`);
  }
  v.useAll();
  emit(v.ctx, `${cap(xWords)} devient ${newPhrase.text}`, [{ op: 'subject', layer: layer.id, icon }]);
  return handled([{ kind: 'layer', layers: [layer], name: NAMES.subject, ref: 'subject' }]);
}

function setText(v: View, ref: Ref, written: string): RuleResult {
  const d = v.ctx.design;
  const t = resolveRef(d, ref === 'tag' || ref === 'number' ? ref : 'headline', false);
  if (t instanceof Refusal) return refuse(v, t.reason);
  const text = written.trim();
  if (!text) return null;
  if (text.length > 140) return refuse(v, 'Un texte ne peut pas dépasser 140 caractères.');
  if (t.kind !== 'layer') return null;
  const layer = t.layers[0]!;
  v.useAll();
  v.ctx.texts.set(layer.id, text);
  emit(v.ctx, `${cap(t.name.noun)} : « ${text} »`, [{ op: 'set-text', layer: layer.id, text }]);
  return handled([t]);
}

/** « écris "TOP 5 ASTUCES" », « le titre : "…" », « écris GRATUIT ». */
function writeRule(v: View): RuleResult {
  const quote = v.quote();
  const write = v.verb('write');
  if (!quote && !write) return null;
  const textRef = v.refs().find((r) => r.ref === 'headline' || r.ref === 'tag' || r.ref === 'number');
  if (quote) {
    // A quote next to a colour or a place without a verb is not new words (« le titre "X" en jaune » is rare; keep it simple).
    return setText(v, textRef?.ref ?? 'headline', quote.text);
  }
  // The words start after the verb, the name of the text and « en », « par », « : ».
  let from = write!.i + 1;
  while (from < v.cells.length) {
    const s = v.cells[from]!.slot;
    const skip = s.k === 'stop' ? !isCaps(v.clause.toks[v.cells[from]!.from]!.raw) : s.k === 'item' && ((s.item.k === 'ref' && s.item.ref !== 'word') || s.item.k === 'prep');
    if (!skip) break;
    from++;
  }
  return setText(v, textRef?.ref ?? 'headline', v.rawCells(from, v.cells.length).replace(/^[:\s]+/, ''));
}

/** Colours, sizes, places, fonts, order and background shades on the named parts (or the previous clause's). */
function modifyRule(v: View, previous: Target[], pending: Target[]): Outcome {
  const ctx = v.ctx;
  const d = ctx.design;
  const color = v.color();
  const stroke = v.first('stroke');
  const font = v.first('font');
  const family = v.first('family');
  const look = v.first('fontLook');
  const size = v.items('size');
  const times = v.first('times');
  const intensity = v.first('intensity');
  const shade = v.first('shade');
  const shadeColor = v.first('shadeColor');
  const recipe = v.first('recipe');
  const place = v.first('place');
  const up = v.verb('up');
  const down = v.verb('down');
  const order = v.first('order');
  const fontChange = family ?? (font ? look : undefined);
  const actions = Boolean(color || (stroke && !color) || fontChange || size.length > 0 || times || shade || (shadeColor && !color) || recipe || place || up || down || order);

  let targets: Target[] = [];
  const refusals: string[] = [];
  for (const r of v.refs()) {
    if (r.ref === 'word') continue;
    const t = resolveRef(d, r.ref, r.plural);
    v.use(r.i);
    if (t instanceof Refusal) refusals.push(t.reason);
    else if (!targets.some((x) => sameTarget(x, t))) targets.push(t);
  }
  if (!actions) {
    if (refusals.length > 0) {
      refuse(v, refusals[0]!);
      return { did: false, targets: [], used: v.used };
    }
    return { did: false, targets, used: v.used };
  }
  if (refusals.length > 0 && targets.length === 0) {
    refuse(v, refusals[0]!);
    return { did: false, targets: [], used: v.used };
  }
  targets = [...pending.filter((p) => !targets.some((t) => sameTarget(t, p))), ...targets];
  // « le ballon plus gros », « contour blanc autour du ballon »: a noun of the design's pictograms.
  let unfound: string | null = null;
  if (targets.length === 0) {
    const firstFree = v.cells.findIndex((c, i) => c.slot.k === 'free' && !v.used.has(i));
    if (firstFree >= 0) {
      let from = firstFree;
      while (from > 0 && v.cells[from - 1]!.slot.k === 'stop') from--;
      const found = targetOf(v, from, v.cells.length);
      if (found?.target instanceof Refusal) unfound = found.target.reason;
      else if (found) targets = [found.target];
    }
  }
  // « contour noir », « police arrondie », « en Montserrat »: the text named before, else the headline.
  if (targets.length === 0 && (stroke || font || family)) {
    const texts = previous.filter((t) => t.kind === 'layer' && t.layers.every((l) => l.type === 'text'));
    const h = resolveRef(d, 'headline', false);
    targets = texts.length > 0 ? texts : h instanceof Refusal ? [] : [h];
  }
  if (targets.length === 0) targets = previous;
  if (targets.length === 0) {
    ignore(ctx, v.clause, unfound ?? 'dites ce qu’il faut changer (le titre, le fond, le logo…).');
    v.useAll();
    return { did: false, targets: [], used: v.used };
  }
  v.use(color?.i, stroke?.i, font?.i, family?.i, look?.i, times?.i, intensity?.i, shade?.i, shadeColor?.i, recipe?.i, place?.i, up?.i, down?.i, order?.i, ...size.map((s) => s.i));
  for (const x of v.items('verb')) v.use(x.i);
  for (const x of v.items('prep')) v.use(x.i);
  for (const x of v.items('styleMarker')) v.use(x.i);
  let did = false;
  const before = ctx.out.ops.length;
  for (const t of targets) {
    const n = t.name;
    if (t.kind === 'background') {
      const bg = d.background;
      if (color) emit(ctx, `Fond en ${color.color.label}`, [{ op: 'background', color: color.color.hex }]);
      else if (shadeColor) {
        const s = SHADE_ONLY[MODIFIERS[plainWord(shadeColor.item.word)] ?? shadeColor.item.word];
        if (s) emit(ctx, `Fond ${s.label}`, [{ op: 'background', color: s.hexes[0]! }]);
      }
      if (shade) {
        const dark = shade.item.dir === 'dark';
        if (bg.kind === 'image') {
          const dim = Math.round(Math.min(0.8, Math.max(0, bg.dim + (dark ? 0.2 : -0.2))) * 100) / 100;
          if (dim !== bg.dim) emit(ctx, dark ? 'Fond plus sombre' : 'Fond plus clair', [{ op: 'background', dim }]);
          else ignore(ctx, v.clause, dark ? 'le fond est déjà au plus sombre.' : 'le fond est déjà au plus clair.');
        } else {
          const base = /^#[0-9A-Fa-f]{6}$/.test(bg.colors[0] ?? '') ? bg.colors[0]! : '#808080';
          emit(ctx, dark ? 'Fond plus sombre' : 'Fond plus clair', [{ op: 'background', color: mix(base, dark ? '#000000' : '#FFFFFF', 0.35) }]);
        }
      }
      if (recipe) emit(ctx, `Fond ${RECIPE_LABEL[recipe.item.recipe]}`, [{ op: 'background', recipe: recipe.item.recipe }]);
      if (size.length > 0 || times || place || up || down || order) ignore(ctx, v.clause, 'le fond couvre toute l’image.');
      continue;
    }
    for (const layer of t.layers) {
      if (color) colorOp(v, layer, n, color.color, Boolean(stroke));
      else if (stroke && layer.type === 'text') {
        const c = colorLuminance(layer.fill) > 0.5 ? '#0B0B0F' : '#FFFFFF';
        emit(ctx, `Contour ${of(n)} ajouté`, [{ op: 'set-colors', layer: layer.id, stroke: c }]);
      }
      if (fontChange && layer.type === 'text') {
        const fam: FontFamily = fontChange.item.family;
        emit(ctx, fontChange.item.k === 'fontLook' ? `Police ${of(n)} ${fontChange.item.label} (${fam})` : `Police ${of(n)} : ${fam}`, [{ op: 'set-font', layer: layer.id, family: fam }]);
      } else if (fontChange) ignore(ctx, v.clause, 'seuls les textes changent de police.');
      if (size.length > 0 || times) {
        const { factor, label } = sizeOf(size[size.length - 1]?.item.dir ?? (times && times.item.n < 1 ? -1 : 1), intensity?.item.f, times?.item.n, n);
        emit(ctx, `${cap(n.noun)} ${label}`, [{ op: 'scale', layer: layer.id, factor }]);
      }
      if (place) {
        if (place.item.at === 'bottom-right') ignore(ctx, v.clause, CORNER_REASON);
        else emit(ctx, `${cap(n.noun)} ${PLACE_LABEL[place.item.at]}`, [{ op: 'place', layer: layer.id, at: place.item.at }]);
      } else if (up || down) {
        const dy = Math.round(d.height * 0.08) * (up ? -1 : 1);
        emit(ctx, `${cap(n.noun)} plus ${up ? 'haut' : 'bas'}`, [{ op: 'move', layer: layer.id, dx: 0, dy }]);
      }
      if (order) emit(ctx, `${cap(n.noun)} au ${order.item.to === 'front' ? 'premier' : 'second'} plan`, [{ op: 'order', layer: layer.id, to: order.item.to }]);
    }
  }
  did = ctx.out.ops.length > before || ctx.out.needsPixels.length > 0;
  return { did, targets, used: v.used };
}

const RECIPE_LABEL = { flat: 'uni', beam: 'en dégradé lumineux', neon: 'néon', pop: 'pop' } as const;

function sameTarget(a: Target, b: Target): boolean {
  if (a.kind === 'background' || b.kind === 'background') return a.kind === b.kind;
  return a.layers.map((l) => l.id).join() === b.layers.map((l) => l.id).join();
}

function colorOp(v: View, layer: Layer, n: Name, color: ColorName, stroke: boolean): void {
  const ctx = v.ctx;
  switch (layer.type) {
    case 'text':
      emit(ctx, stroke ? `Contour ${of(n)} en ${color.label}` : `${cap(n.noun)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, ...(stroke ? { stroke: color.hex } : { fill: color.hex }) }]);
      return;
    case 'shape':
      emit(ctx, `${cap(n.noun)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, fill: color.hex }]);
      return;
    case 'picto':
      if (stroke) emit(ctx, `Contour ${of(n)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, stroke: color.hex }]);
      else ignore(ctx, v.clause, 'un pictogramme garde ses couleurs ; essayez « contour rouge ».');
      return;
    case 'image':
      if (stroke) emit(ctx, `Contour ${of(n)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, stroke: color.hex }]);
      else ctx.out.needsPixels.push({ text: rawOf(ctx, v.clause.start, v.clause.end), layer: layer.id });
      return;
    case 'logo':
      ignore(ctx, v.clause, 'le logo garde ses couleurs.');
      return;
  }
}

function sizeOf(dir: 1 | -1, intensity: 'strong' | 'slight' | undefined, times: number | undefined, n: Name): { factor: number; label: string } {
  const big = agree(n, 'grand', 'grande');
  const small = agree(n, 'petit', 'petite');
  if (times !== undefined) {
    const t = times < 1 ? 1 / times : times;
    const factor = Math.min(4, Math.max(0.25, dir > 0 ? t : 1 / t));
    const count = t === 2 ? 'deux' : t === 3 ? 'trois' : String(t);
    return { factor: Math.round(factor * 100) / 100, label: `${count} fois plus ${dir > 0 ? big : small}` };
  }
  const steps = { strong: [1.5, 0.67, 'beaucoup plus'], slight: [1.1, 0.9, 'un peu plus'], normal: [1.25, 0.8, 'plus'] } as const;
  const [up, down, words] = steps[intensity ?? 'normal'];
  return { factor: dir > 0 ? up : down, label: `${words} ${dir > 0 ? big : small}` };
}
