import type { SKRSContext2D } from '@napi-rs/canvas';
import { fontString } from './fonts.ts';

/**
 * Headline typesetting: French text normalisation, unbreakable tokens,
 * balanced line breaking and size fitting. Pure functions of their inputs
 * (the measuring context only reads font metrics).
 */

export const DEFAULT_TITLE = 'Ma nouvelle vidéo';
/** Hard cap on input length (the product allows 140): bounds layout work on hostile input. */
const MAX_TITLE_CHARS = 200;
/** Enough for 3 lines at the minimum size; bounds the partition search. */
const MAX_TOKENS = 60;

const NNBSP = '\u202f'; // espace fine insécable: before ? ! : ; and inside « »
const NBSP = '\u00a0';
const ELLIPSIS = '…';

/** Characters that must never open a line (they belong to the previous word). */
const CLOSING_PUNCT = /^[?!:;,.…»)\]}%]/u;
const TIGHT_PUNCT = /^[,.…)\]}]/u;
/** A token ending a sentence: a good place for a line break, a bad one mid-line. */
const SENTENCE_END = /[?!.:;…]$/u;
const STRONG_END = /[?!.…]$/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const EDGE_NON_WORD = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
// Emoji and pictographs: Anton has no glyphs for them and the fallback font would
// draw tofu or mismatched emoji, so they are dropped from the headline.
const PICTOGRAPHS = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\u20e3\ufe0e\ufe0f]/gu;
const INVISIBLES = /[\p{Cc}\p{Cf}]/gu;

/** Strip pictographs/control chars, collapse whitespace; empty → French default. */
export function cleanTitle(raw: string): string {
  let s = (raw ?? '').normalize('NFC');
  s = s.replace(PICTOGRAPHS, ' ').replace(INVISIBLES, '');
  s = s.replace(/\s+/gu, ' ').trim(); // JS \s also matches NBSP/NNBSP: users' own spacing is normalised
  s = s.replace(/^[?!:;,.…»)\]}\-–—|/\s]+/u, '');
  if (!HAS_WORD_CHAR.test(s)) s = DEFAULT_TITLE;
  return Array.from(s).slice(0, MAX_TITLE_CHARS).join('').trim();
}

/** Uppercase (keeping accents) and apply French typographic spacing. */
export function frenchHeadline(title: string): string {
  let s = title.toLocaleUpperCase('fr-FR');
  s = s.replace(/\.{3,}/g, ELLIPSIS).replace(/'/g, '’');
  s = s.replace(/"([^"]+)"/g, '«$1»').replace(/“([^”]+)”/g, '«$1»');
  s = s.replace(/ [-–—] /g, ` – `);
  // « 3 000 € »: digit groups are one word (French thousands use a narrow space).
  s = s.replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`);
  s = s.replace(/« */g, `«${NNBSP}`).replace(/ *»/g, `${NNBSP}»`);
  // « ? ! : ; » take a narrow no-break space; « 10:30 » (a digit follows) does not.
  s = s.replace(/ *([?!:;]+)(?![\p{L}\p{N}])/gu, `${NNBSP}$1`);
  return s.replace(new RegExp(`^${NNBSP}+`), '');
}

/**
 * Split on ordinary spaces into unbreakable tokens. Tokens made only of
 * punctuation, or starting with closing punctuation, are glued to their
 * neighbour so that no line can start with « ? ! : ; , … » etc.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let pendingOpen = '';
  for (const raw of text.split(' ')) {
    if (raw === '') continue;
    const isPunctOnly = !HAS_WORD_CHAR.test(raw);
    const prev = out.length - 1;
    if ((isPunctOnly || CLOSING_PUNCT.test(raw)) && prev >= 0 && !pendingOpen) {
      // « , . … » hug the word in French; symbols (– € % &) keep a no-break space.
      out[prev] = `${out[prev]}${TIGHT_PUNCT.test(raw) ? '' : NBSP}${raw}`;
    } else if (isPunctOnly) {
      pendingOpen += `${raw}${NBSP}`; // leading symbol: attach to the next word
    } else {
      out.push(pendingOpen + raw);
      pendingOpen = '';
    }
  }
  if (pendingOpen && out.length > 0) out[out.length - 1] += `${NBSP}${pendingOpen.slice(0, -1)}`;
  return out;
}

/** The word part of a token, e.g. « CHANGÉ » for « CHANGÉ !». */
export function wordCore(token: string): string {
  return token.replace(EDGE_NON_WORD, '');
}

/** One or two emphasised words: numbers first, else the longest word. */
export function pickEmphasis(lines: readonly string[]): string[] {
  const cores = lines.flatMap((l) => l.split(' ')).map(wordCore).filter((c) => c.length > 0);
  const numbers = [...new Set(cores.filter((c) => /\p{N}/u.test(c)))].slice(0, 2);
  if (numbers.length > 0) return numbers;
  let best = '';
  for (const c of cores) if (c.replace(/[^\p{L}]/gu, '').length > best.replace(/[^\p{L}]/gu, '').length) best = c;
  return best ? [best] : [];
}

export interface Segment {
  text: string;
  /** Character offset in the line, used to position the segment with measureText. */
  start: number;
  accent: boolean;
}

/** Split a line into runs of normal / accent text (glued punctuation stays normal). */
export function splitEmphasis(line: string, emphasis: readonly string[]): Segment[] {
  const segs: Segment[] = [];
  const push = (text: string, start: number, accent: boolean): void => {
    if (!text) return;
    const last = segs[segs.length - 1];
    if (last && last.accent === accent) last.text += text;
    else segs.push({ text, start, accent });
  };
  let offset = 0;
  line.split(' ').forEach((token, i) => {
    if (i > 0) push(' ', offset++, false);
    const core = wordCore(token);
    const at = core ? token.indexOf(core) : -1;
    if (core && at >= 0 && emphasis.includes(core)) {
      push(token.slice(0, at), offset, false);
      push(core, offset + at, true);
      push(token.slice(at + core.length), offset + at + core.length, false);
    } else {
      push(token, offset, false);
    }
    offset += token.length;
  });
  return segs;
}

export interface TypesetOptions {
  family: string;
  /** Width and height available to the ink (stroke included). */
  maxWidth: number;
  maxHeight: number;
  minSize: number;
  maxSize: number;
  /** Outline width as a fraction of the font size. */
  strokeRatio: number;
  maxLines: number;
}

export interface BlockMetrics {
  fontSize: number;
  lineHeight: number;
  strokeWidth: number;
  /** Ink extents around the first line's origin (left edge, first baseline), stroke included. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface Typeset extends BlockMetrics {
  lines: string[];
  truncated: boolean;
}

export function strokeFor(size: number, ratio: number): number {
  return Math.max(2, Math.round(size * ratio));
}

/** Exact ink metrics of a block of lines at a size (measureText on the real font). */
export function measureBlock(ctx: SKRSContext2D, lines: readonly string[], size: number, o: TypesetOptions): BlockMetrics {
  ctx.font = fontString(o.family, size);
  const ms = lines.map((l) => ctx.measureText(l));
  const strokeWidth = strokeFor(size, o.strokeRatio);
  // Leading: tight (1.0 em) for punch, opened up only when capital accents
  // (É, À) would touch the line above. Descenders (Ç, Q) count for at most
  // 0.08 em: they rarely sit above an accent, and a full cedilla allowance
  // would open a visible hole between the lines.
  let lineHeight = size;
  for (let i = 1; i < ms.length; i++) {
    const descent = Math.min(ms[i - 1]?.actualBoundingBoxDescent ?? 0, size * 0.08);
    const need = descent + (ms[i]?.actualBoundingBoxAscent ?? 0) + size * 0.05;
    lineHeight = Math.max(lineHeight, Math.ceil(need));
  }
  let left = 0;
  let right = 0;
  let top = 0;
  let bottom = 0;
  ms.forEach((m, i) => {
    left = Math.max(left, m.actualBoundingBoxLeft);
    right = Math.max(right, m.actualBoundingBoxRight);
    top = Math.max(top, m.actualBoundingBoxAscent - i * lineHeight);
    bottom = Math.max(bottom, i * lineHeight + m.actualBoundingBoxDescent);
  });
  const half = strokeWidth / 2 + 1; // +1 px of anti-aliasing
  return { fontSize: size, lineHeight, strokeWidth, left: left + half, right: right + half, top: top + half, bottom: bottom + half };
}

function fits(m: BlockMetrics, o: TypesetOptions): boolean {
  return m.left + m.right <= o.maxWidth && m.top + m.bottom <= o.maxHeight;
}

/** Largest integer size in [minSize, maxSize] at which the lines fit (binary search), or 0. */
export function fitSize(ctx: SKRSContext2D, lines: readonly string[], o: TypesetOptions): number {
  if (!fits(measureBlock(ctx, lines, o.minSize, o), o)) return 0;
  let lo = o.minSize;
  let hi = o.maxSize;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(measureBlock(ctx, lines, mid, o), o)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const SHORT_TAIL = new Set(['À', 'A', 'AU', 'DE', 'DU', 'DES', 'LA', 'LE', 'LES', 'UN', 'UNE', 'ET', 'EN', 'OU', 'SUR', 'POUR', 'PAR', 'MON', 'MA', 'MES', 'TON', 'TA', 'SON', 'SA', 'CE', 'CETTE', 'AVEC', 'DANS']);

/**
 * Choose line breaks: every split into 1..maxLines lines is scored from token
 * widths measured once at 100 px (width scales linearly with size), favouring
 * the biggest text, then balance, 2 lines over 3, and no dangling « À »/« DE ».
 */
function bestPartition(ctx: SKRSContext2D, tokens: readonly string[], o: TypesetOptions): string[] {
  ctx.font = fontString(o.family, 100);
  const widths = tokens.map((t) => ctx.measureText(t).width / 100);
  const space = ctx.measureText(' ').width / 100;
  const prefix = [0];
  for (const w of widths) prefix.push((prefix[prefix.length - 1] ?? 0) + w);
  const lineW = (a: number, b: number): number => (prefix[b] ?? 0) - (prefix[a] ?? 0) + (b - a - 1) * space;
  const n = tokens.length;

  let best: number[] = [n];
  let bestScore = -1;
  const consider = (cuts: number[]): void => {
    const k = cuts.length;
    let maxW = 0;
    let minW = Infinity;
    let penalty = 1;
    let start = 0;
    cuts.forEach((end, i) => {
      const w = lineW(start, end);
      maxW = Math.max(maxW, w);
      minW = Math.min(minW, w);
      const lastCore = wordCore(tokens[end - 1] ?? '');
      if (i < k - 1 && SHORT_TAIL.has(lastCore)) penalty *= 0.8;
      if (end - start === 1 && lastCore.length <= 2 && k > 1) penalty *= 0.85;
      if (i < k - 1 && SENTENCE_END.test(tokens[end - 1] ?? '')) penalty *= 1.1;
      for (let t = start; t < end - 1; t++) if (STRONG_END.test(tokens[t] ?? '')) penalty *= 0.85;
      start = end;
    });
    const byWidth = o.maxWidth / (maxW + o.strokeRatio);
    const byHeight = o.maxHeight / (1.05 + (k - 1) * 1.06 + o.strokeRatio);
    const size = Math.min(byWidth, byHeight, o.maxSize);
    const balance = k > 1 ? 0.9 + 0.1 * (minW / maxW) : 1;
    const preferTwo = k === 3 ? 0.86 : 1;
    const score = size * balance * preferTwo * penalty;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = cuts;
    }
  };
  for (let k = 1; k <= Math.min(o.maxLines, n); k++) {
    if (k === 1) consider([n]);
    else if (k === 2) for (let a = 1; a < n; a++) consider([a, n]);
    else for (let a = 1; a < n - 1; a++) for (let b = a + 1; b < n; b++) consider([a, b, n]);
  }
  const lines: string[] = [];
  let start = 0;
  for (const end of best) {
    lines.push(tokens.slice(start, end).join(' '));
    start = end;
  }
  return lines;
}

/** Cut a single token by code points until `token…` fits the width. */
function truncateToken(ctx: SKRSContext2D, token: string, maxWidth: number): string {
  const chars = Array.from(token);
  while (chars.length > 1 && ctx.measureText(chars.join('') + ELLIPSIS).width > maxWidth) chars.pop();
  return wordCore(chars.join('')) + ELLIPSIS;
}

/** Minimum-size fallback: greedy fill of maxLines lines, ending with « … » if text is left over. */
function greedyTruncate(ctx: SKRSContext2D, tokens: readonly string[], o: TypesetOptions): { lines: string[]; truncated: boolean } {
  const size = o.minSize;
  ctx.font = fontString(o.family, size);
  const maxW = o.maxWidth - strokeFor(size, o.strokeRatio) - 2;
  const width = (s: string): number => ctx.measureText(s).width;
  const lines: string[] = [];
  let cur = '';
  let i = 0;
  for (; i < tokens.length; i++) {
    const tok = tokens[i] ?? '';
    const candidate = cur ? `${cur} ${tok}` : tok;
    if (width(candidate) <= maxW) {
      cur = candidate;
      continue;
    }
    if (!cur) {
      // A single token wider than the box: cut it and stop there.
      lines.push(truncateToken(ctx, tok, maxW));
      return { lines: lines.slice(0, o.maxLines), truncated: true };
    }
    lines.push(cur);
    cur = '';
    if (lines.length === o.maxLines) break;
    i--; // retry this token on a fresh line
  }
  if (cur && lines.length < o.maxLines) lines.push(cur);
  const truncated = i < tokens.length;
  if (truncated) {
    // The last line ends with « … »: drop words (and trailing punctuation) until it fits.
    const lastLine = lines.pop() ?? '';
    const words = lastLine.split(' ');
    let last = '';
    while (words.length > 0) {
      last = words.join(' ').replace(/[^\p{L}\p{N}]+$/u, '') + ELLIPSIS;
      if (width(last) <= maxW && wordCore(last)) break;
      words.pop();
    }
    lines.push(words.length > 0 ? last : truncateToken(ctx, lastLine.split(' ')[0] ?? '', maxW));
  }
  return { lines, truncated };
}

/** Typeset tokens into 1..maxLines lines at the largest size that fits. */
export function typeset(ctx: SKRSContext2D, allTokens: readonly string[], o: TypesetOptions): Typeset {
  const tokens = allTokens.slice(0, MAX_TOKENS);
  let lines = bestPartition(ctx, tokens, o);
  let size = fitSize(ctx, lines, o);
  let truncated = tokens.length < allTokens.length;
  if (size === 0 || truncated) {
    const g = greedyTruncate(ctx, allTokens, o);
    lines = g.lines;
    truncated = g.truncated || truncated;
    size = fitSize(ctx, lines, o) || o.minSize;
  }
  return { ...measureBlock(ctx, lines, size, o), lines, truncated };
}
