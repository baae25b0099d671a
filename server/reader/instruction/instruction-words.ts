import { applyModifier, COLOR_WORDS, compoundColor, MODIFIERS, type ColorName } from '../brief/brief-colors';
import { BRIEF_COMMON_NEAR_MISSES } from '../brief/brief-guard.generated';
import { STOP_WORDS } from '../brief/brief-lexicon';
import { FuzzyVocabulary, tokenize, type Token } from '../brief/brief-words';
import { CLAUSE_WORDS, DETERMINERS, INDEFINITE, INSTRUCTION_FILLERS, INSTRUCTION_PHRASES, INSTRUCTION_TYPOS, INSTRUCTION_WORDS, type Item } from './instruction-lexicon';

/**
 * Tokenising an instruction for the reader (instruction.ts): canonical words (typos forgiven),
 * cells (phrases of the lexicon, colours, stop words, words to write) and clauses (« et », « puis »,
 * punctuation). Pure: the server reads each instruction before it is charged.
 */

const FUZZY = new FuzzyVocabulary([...INSTRUCTION_WORDS, ...COLOR_WORDS.keys(), ...Object.keys(MODIFIERS)], new Set([...BRIEF_COMMON_NEAR_MISSES, ...STOP_WORDS, ...INSTRUCTION_FILLERS, ...DETERMINERS]));
const KNOWN = new Set<string>([...INSTRUCTION_WORDS, ...COLOR_WORDS.keys(), ...Object.keys(MODIFIERS), ...STOP_WORDS, ...INSTRUCTION_FILLERS, ...DETERMINERS]);
const ORDINAL_SUFFIX = new Set(['e', 'eme', 'er', 'ere', 'nd', 'nde']);

export interface Tok {
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
export type Slot =
  | { k: 'item'; item: Item; raw: string }
  | { k: 'color'; color: ColorName }
  | { k: 'quote'; text: string }
  | { k: 'stop'; det: boolean; indefinite: boolean }
  /** Text to write, right after « le mot », « l'étiquette »: never read as a colour or a command. */
  | { k: 'payload' }
  | { k: 'free' };

export interface Cell {
  slot: Slot;
  from: number;
  to: number; // exclusive, in clause tokens
}

const NOT_A_WORD_TO_WRITE = new Set(['en', 'a', 'au', 'aux', 'qui', 'que', 'est', 'soit', 'sera', 'du', 'des', 'le', 'la', 'les', "l'", 'un', 'une', 'suivant', 'numero']);
export const LINKS = new Set(['de', "d'", 'du', 'des', 'la', 'le', 'les', "l'"]);
const COLOR_LINKS = new Set(['en', 'du', 'de', 'au']);
const WEAK_CONTEXT = new Set(['et', 'en', 'couleur', 'fond', 'titre', 'texte', 'contour', 'lettres', 'police']);

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

export const isCaps = (raw: string) => /\p{Lu}/u.test(raw) && raw === raw.toLocaleUpperCase('fr-FR');

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

export interface Clause {
  toks: Tok[];
  cells: Cell[];
  /** Offsets in the instruction. */
  start: number;
  end: number;
}

/**
 * « fond noir et or », « dégradé bleu et violet », « fond rouge, blanc et bleu »: one background of
 * several colours, not several changes. « titre en noir et or »: one text in two colours (its words
 * and its highlighted words), not the first colour replaced by the second.
 */
function twoColours(current: Tok[], link: Tok, after: Tok | undefined, afterNext: Tok | undefined): boolean {
  // « en noir et en or », « du bleu et du violet »
  const next = after && COLOR_LINKS.has(after.canon) ? afterNext : after;
  if ((link.canon !== 'et' && link.raw !== ',') || next?.kind !== 'word' || !COLOR_WORDS.has(next.canon)) return false;
  const last = current[current.length - 1];
  if (!last || last.kind !== 'word' || !(COLOR_WORDS.has(last.canon) || last.canon in MODIFIERS || colorAt(current, current.length - 1) || colorAt(current, current.length - 2))) return false;
  for (let i = 0; i < current.length; i++) {
    const item = phraseAt(current, i)?.item;
    if ((item?.k === 'ref' && (item.ref === 'background' || item.ref === 'headline' || item.ref === 'tag')) || item?.k === 'recipe') return true;
  }
  return false;
}

export function clausesOf(text: string): { clauses: Clause[]; quotes: string[] } {
  const { toks, quotes } = words(text);
  const clauses: Clause[] = [];
  let current: Tok[] = [];
  const close = () => {
    if (current.length > 0) clauses.push({ toks: current, cells: cells(current, quotes), start: current[0]!.start, end: current[current.length - 1]!.end });
    current = [];
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    // « : » introduces words to write (« le titre : "TOP 5" »); a shouted « ET » belongs to them.
    const ends = (t.kind === 'break' && t.raw !== ':') || (t.kind === 'word' && CLAUSE_WORDS.has(t.canon) && !isCaps(t.raw));
    if (ends && !twoColours(current, t, toks[i + 1], toks[i + 2])) {
      close();
      continue;
    }
    // A comma between two colours only separates them.
    if (t.kind !== 'break' || t.raw === ':') current.push(t);
  }
  close();
  return { clauses, quotes };
}
