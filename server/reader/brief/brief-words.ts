/**
 * The words of a brief: sanitising, quotes, tokens and typo-tolerant lookup. Everything here is
 * linear in the length of the brief (scans and simple character classes, no backtracking regex),
 * because it runs on every keystroke in the studio and on untrusted text on the server.
 */

/** The studio's own bound on a brief (PROMPT_MAX in shared/schemas/studio.ts): the reader never looks further. */
export const BRIEF_MAX_CHARS = 2000;
/** A quote longer than this is prose, not text to draw. */
const QUOTE_MAX_CHARS = 120;
/** How far a closing quote is looked for: keeps many unbalanced openers linear. */
const QUOTE_SEARCH = 200;

export type TokenKind = 'word' | 'num' | 'punct' | 'break' | 'quote';

export interface Token {
  kind: TokenKind;
  /** As written (a quote token holds the quoted text). */
  raw: string;
  /** Lowercase, accent-free; elisions keep their apostrophe (« l' », « d' »). */
  norm: string;
  start: number;
  end: number;
  /** Starts with a capital letter as written. */
  cap: boolean;
}

/** Lowercase without accents or ligatures: « Élevé » → « eleve », « cœur » → « coeur ». */
export function plainWord(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/** Any value to a bounded, printable string: control and format characters (NUL, bidi marks, ZWJ) go. */
export function sanitizeBrief(input: unknown): string {
  const s = typeof input === 'string' ? input : '';
  return s
    .slice(0, BRIEF_MAX_CHARS)
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu, (c) => (c === '\n' || c === '\r' ? '\n' : c === '\t' ? ' ' : ''))
    .normalize('NFC');
}

const CLOSERS: Record<string, string> = { '«': '»', '“': '”"“', '„': '“”"', '"': '"”“', '‘': '’\'', "'": '\'’', '‹': '›' };
const WORDISH = /[\p{L}\p{N}]/u;

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && WORDISH.test(c);
}

/** Straight quotes and apostrophes open only after a space or punctuation, and close only before one: « l'image » is no quote. */
function symmetric(c: string): boolean {
  return c === '"' || c === "'" || c === '’';
}

export interface Segment {
  kind: 'text' | 'quote';
  text: string;
  start: number;
}

/**
 * Splits a brief into plain text and quoted text (« … », "…", “…”, „…“, ‘…’, '…', ‹…›). An opener
 * that never closes on its line takes the rest of the line when that is short (« écris "-50 % »);
 * otherwise it is dropped. Stray closers stay in the text and are ignored as punctuation.
 */
export function splitQuotes(s: string): Segment[] {
  const out: Segment[] = [];
  // Where a search for each opener's closer already failed: a later opener of the same kind resumes
  // there, so 2 000 unclosed « stay linear instead of rescanning 200 characters each.
  const noCloserBefore = new Map<string, number>();
  let textStart = 0;
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    const closers = CLOSERS[c];
    if (!closers || (symmetric(c) && isWordChar(s[i - 1]))) {
      i++;
      continue;
    }
    let j = Math.max(i + 1, noCloserBefore.get(c) ?? 0);
    let found = -1;
    const limit = Math.min(s.length, i + 1 + QUOTE_SEARCH);
    for (; j < limit && s[j] !== '\n'; j++) {
      const d = s[j]!;
      if (closers.includes(d) && !(symmetric(d) && isWordChar(s[j + 1])) && !(d === "'" && isWordChar(s[j - 1]) && isWordChar(s[j + 1]))) {
        found = j;
        break;
      }
    }
    if (found < 0) noCloserBefore.set(c, j);
    const lineEnd = j >= limit && limit < s.length && s[limit] !== '\n' ? -1 : j;
    const end = found >= 0 ? found : lineEnd;
    const content = end >= 0 ? s.slice(i + 1, end).replace(/\s+/g, ' ').trim() : '';
    const usable = content !== '' && WORDISH.test(content) && (found >= 0 || content.length <= 80);
    if (!usable) {
      i++;
      continue;
    }
    if (i > textStart) out.push({ kind: 'text', text: s.slice(textStart, i), start: textStart });
    out.push({ kind: 'quote', text: Array.from(content).slice(0, QUOTE_MAX_CHARS).join(''), start: i });
    i = found >= 0 ? found + 1 : end;
    textStart = i;
  }
  if (textStart < s.length) out.push({ kind: 'text', text: s.slice(textStart), start: textStart });
  return out;
}

/** Words that elide before a vowel: « l'arrière-plan » → « l' » + « arrière-plan ». */
const ELIDING = new Set(['l', 'd', 'j', 'm', 't', 's', 'n', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu']);
const BREAKS = new Set([',', ';', '.', '!', '?', ':', '\n', '(', ')', '[', ']', '…', '|', '•']);
const APOSTROPHES = new Set(["'", '’', '`', 'ʼ']);
const PIECE = /(\p{L}+)|(\p{N}+)|\n|[^\s\p{L}\p{N}]/gu;

/** Tokens of a brief in order, quotes as single tokens. */
export function tokenize(s: string): { tokens: Token[]; quotes: string[] } {
  const tokens: Token[] = [];
  const quotes: string[] = [];
  for (const seg of splitQuotes(s)) {
    if (seg.kind === 'quote') {
      tokens.push({ kind: 'quote', raw: seg.text, norm: String(quotes.length), start: seg.start, end: seg.start + 1, cap: false });
      quotes.push(seg.text);
      continue;
    }
    for (const m of seg.text.matchAll(PIECE)) {
      const raw = m[0];
      const start = seg.start + (m.index ?? 0);
      const end = start + raw.length;
      const prev = tokens[tokens.length - 1];
      const glued = prev !== undefined && prev.end === start;
      if (m[1] !== undefined) {
        const norm = plainWord(raw);
        // « l' » + word: the elision is its own token; « aujourd'hui » stays one word.
        if (glued && prev.kind === 'punct' && APOSTROPHES.has(prev.raw)) {
          const before = tokens[tokens.length - 2];
          if (before && before.kind === 'word' && before.end === prev.start && !before.norm.endsWith("'")) {
            tokens.pop();
            if (ELIDING.has(before.norm)) {
              before.norm += "'";
              before.raw += prev.raw;
              before.end = prev.end;
            } else {
              before.norm += `'${norm}`;
              before.raw += prev.raw + raw;
              before.end = end;
              continue;
            }
          }
        }
        // « top5 », « 4k »: letters and digits glued stay separate tokens.
        tokens.push({ kind: 'word', raw, norm, start, end, cap: raw[0] !== raw[0]!.toLowerCase() });
      } else if (m[2] !== undefined) {
        tokens.push({ kind: 'num', raw, norm: raw, start, end, cap: false });
      } else {
        // A hyphen inside a word (« arrière-plan », « bleu-nuit ») only joins; a spaced dash separates.
        if ((raw === '-' || raw === '–' || raw === '—') && !glued && !/\S/.test(s[end] ?? ' ')) {
          tokens.push({ kind: 'break', raw, norm: raw, start, end, cap: false });
          continue;
        }
        if (raw === '-' && glued && prev.kind === 'word' && /\p{L}/u.test(s[end] ?? '')) continue;
        const norm = raw === '&' || raw === '+' ? 'et' : APOSTROPHES.has(raw) ? "'" : raw;
        tokens.push({ kind: BREAKS.has(raw) ? 'break' : norm === 'et' ? 'word' : 'punct', raw, norm, start, end, cap: false });
      }
    }
  }
  return { tokens, quotes };
}

/** True when a and b are at most one edit apart (insertion, deletion, substitution or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function deletes(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}

/**
 * Typo-tolerant lookup of a known vocabulary (symmetric-delete index): a word of 5 letters or more
 * maps to the one vocabulary word at most one edit away. Words in `guard` (common French words that
 * happen to sit one edit from the vocabulary: « jeune » / « jaune », « crise » / « grise ») never do.
 */
export class FuzzyVocabulary {
  private readonly exact: Set<string>;
  private readonly byDelete = new Map<string, string[]>();
  private readonly longest: number;

  constructor(
    words: Iterable<string>,
    private readonly guard: ReadonlySet<string>,
    private readonly minLength = 5,
  ) {
    this.exact = new Set(words);
    this.longest = Math.max(0, ...[...this.exact].map((w) => w.length));
    for (const w of this.exact) {
      if (w.length < this.minLength || w.includes(' ')) continue;
      for (const d of [w, ...deletes(w)]) {
        const list = this.byDelete.get(d);
        if (list) list.push(w);
        else this.byDelete.set(d, [w]);
      }
    }
  }

  has(word: string): boolean {
    return this.exact.has(word);
  }

  /** The vocabulary word meant by `word`, or null when it is unknown or ambiguous. */
  resolve(word: string): string | null {
    if (this.exact.has(word)) return word;
    // Longer than any vocabulary word plus one letter: no typo of it (and no 2 000-letter delete set).
    if (word.length < this.minLength || word.length > this.longest + 1 || this.guard.has(word) || !/^[a-z]+$/.test(word)) return null;
    const found = new Set<string>();
    for (const key of [word, ...deletes(word)]) {
      for (const w of this.byDelete.get(key) ?? []) if (withinOneEdit(word, w)) found.add(w);
    }
    if (found.size === 0) return null;
    const list = [...found].sort();
    // Two candidates that are forms of one word (« verte » / « verts ») share their first four letters.
    const stem = list[0]!.slice(0, 4);
    return list.every((w) => w.startsWith(stem)) ? list[0]! : null;
  }
}
