import type { Ctx, Measurer } from '../render/canvas';
import type { FontFamily } from '../model/design';
import { fontString } from '../render/fonts';

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
// Hangul fillers are « letters » that draw nothing: a favourite way to post a blank name.
const INVISIBLES = /[\p{Cc}\p{Cf}\u115f\u1160\u3164\uffa0]/gu;

/** What of a title can be drawn: pictographs and invisible characters out, whitespace collapsed. */
function drawablePart(raw: string): string {
  let s = (raw ?? '').normalize('NFC');
  s = s.replace(PICTOGRAPHS, ' ').replace(INVISIBLES, '');
  s = s.replace(/[\s\p{Zs}]+/gu, ' ').trim(); // JS \s also matches NBSP/NNBSP: users' own spacing is normalised
  return s.replace(/^[?!:;,.…»)\]}\-–—|/\s]+/u, '');
}

/**
 * True when a text has something to draw: a letter or a digit once spaces, zero-width and other
 * format characters (U+200B, U+2060, U+FEFF…) and emoji are taken out. The generation form refuses a
 * title that has not, unless the brief says what to make.
 */
export function hasDrawableText(raw: string): boolean {
  return HAS_WORD_CHAR.test(drawablePart(raw));
}

/** Strip pictographs/control chars, collapse whitespace; empty → French default. */
export function cleanTitle(raw: string): string {
  let s = drawablePart(raw);
  if (!HAS_WORD_CHAR.test(s)) s = DEFAULT_TITLE;
  return Array.from(s).slice(0, MAX_TITLE_CHARS).join('').trim();
}

/** Uppercase (keeping accents) and apply French typographic spacing. */
export function frenchHeadline(title: string, textCase: 'upper' | 'asis' = 'upper'): string {
  let s = textCase === 'upper' ? title.toLocaleUpperCase('fr-FR') : title;
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
  return glueUnits(out);
}

/** The word part of a token, e.g. « CHANGÉ » for « CHANGÉ !». */
export function wordCore(token: string): string {
  return token.replace(EDGE_NON_WORD, '');
}

const STOPWORDS = new Set([
  ...SHORT_TAIL_WORDS(),
  'JE',
  'TU',
  'IL',
  'ELLE',
  'ON',
  'NOUS',
  'VOUS',
  'ILS',
  'ELLES',
  'QUI',
  'QUE',
  'QUOI',
  'EST',
  'SONT',
  'ÉTÉ',
  'FAIT',
  'COMMENT',
  'POURQUOI',
  'QUAND',
  'TOUT',
  'TOUS',
  'TRÈS',
  'PAS',
  'NE',
  'PLUS',
  'MOINS',
  'SANS',
  'MAIS',
  'DONC',
  'CAR',
  'NOS',
  'VOS',
  'LEUR',
  'LEURS',
  'CES',
  'SES',
  'MES',
  'TES',
  'Y',
  'J’AI',
  'C’EST',
  'VOICI',
  'VOILÀ',
  'AI',
  'A',
  'AS',
]);
function SHORT_TAIL_WORDS(): string[] {
  return [
    'À',
    'A',
    'AU',
    'AUX',
    'DE',
    'DU',
    'DES',
    'LA',
    'LE',
    'LES',
    'L’',
    'D’',
    'UN',
    'UNE',
    'ET',
    'EN',
    'OU',
    'SUR',
    'POUR',
    'PAR',
    'MON',
    'MA',
    'TON',
    'TA',
    'SON',
    'SA',
    'CE',
    'CET',
    'CETTE',
    'AVEC',
    'DANS',
  ];
}
/** Words that sell: superlatives and strong qualifiers (compared without accents, uppercase). */
const SUPERLATIVES =
  /^(MEILLEUR|MEILLEURE|MEILLEURS|MEILLEURES|PIRE|PIRES|INCROYABLE|INCROYABLES|ULTIME|GRATUIT|GRATUITE|GRATUITS|SECRET|SECRETS|SECRETE|ENORME|ENORMES|JAMAIS|ENFIN|VRAI|VRAIE|RECORD|CHOC|URGENT|INEDIT|INEDITE|TOP|MAX|FOU|FOLLE|DINGUE|GEANT|GEANTE|PARFAIT|PARFAITE|FACILE|RAPIDE|PREMIER|PREMIERE|DERNIER|DERNIERE|NOUVEAU|NOUVELLE|MIEUX|TOUJOURS|IMPOSSIBLE|\p{L}+ISSIME)$/u;

function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase('fr-FR');
}

/**
 * One to three words to draw in the accent colour, in this order: numbers (with their unit),
 * superlatives, then the key noun (the longest word that is not a small word). Never more than
 * half of the words, so the accent keeps its meaning.
 */
export function pickEmphasis(lines: readonly string[]): string[] {
  const cores = lines
    .flatMap((l) => l.split(' '))
    .map(wordCore)
    .filter((c) => c.length > 0);
  const budget = Math.max(1, Math.min(3, Math.floor(cores.length / 2)));
  const chosen: string[] = [];
  const add = (c: string): void => {
    if (chosen.length < budget && !chosen.includes(c)) chosen.push(c);
  };
  for (const c of cores) if (/\p{N}/u.test(c)) add(c);
  for (const c of cores) if (SUPERLATIVES.test(plain(c))) add(c);
  if (chosen.length === 0) {
    let best = '';
    const letters = (w: string): number => w.replace(/[^\p{L}]/gu, '').length;
    for (const c of cores) if (!STOPWORDS.has(c.toLocaleUpperCase('fr-FR')) && letters(c) > letters(best)) best = c;
    if (!best) for (const c of cores) if (letters(c) > letters(best)) best = c;
    if (best) add(best);
  }
  return chosen;
}

/** The narrow no-break space is drawn as a fixed gap: no display font here has the glyph. */
export const NNBSP_EM = 0.16;

export interface RunMetrics {
  width: number;
  left: number;
  right: number;
  ascent: number;
  descent: number;
}

/**
 * Measures a run of text drawn by drawRun: pieces between narrow no-break spaces are measured by
 * the font, each narrow space is NNBSP_EM of the size. `m.font` must already be set at `size`.
 */
export function measureRun(m: Measurer, text: string, size: number): RunMetrics {
  const pieces = text.split(NNBSP);
  const gap = size * NNBSP_EM;
  let x = 0;
  let left = 0;
  let right = 0;
  let ascent = 0;
  let descent = 0;
  pieces.forEach((piece, i) => {
    if (i > 0) x += gap;
    if (piece === '') return;
    const mt = m.measureText(piece);
    if (i === 0) left = mt.actualBoundingBoxLeft;
    right = Math.max(right, x + mt.actualBoundingBoxRight);
    ascent = Math.max(ascent, mt.actualBoundingBoxAscent);
    descent = Math.max(descent, mt.actualBoundingBoxDescent);
    x += mt.width;
  });
  return { width: x, left, right, ascent, descent };
}

/** Draws a run measured by measureRun (fill or stroke with the context's current style). */
export function drawRun(ctx: Ctx, text: string, x: number, y: number, size: number, op: 'fill' | 'stroke'): void {
  const gap = size * NNBSP_EM;
  let dx = 0;
  text.split(NNBSP).forEach((piece, i) => {
    if (i > 0) dx += gap;
    if (piece === '') return;
    if (op === 'fill') ctx.fillText(piece, x + dx, y);
    else ctx.strokeText(piece, x + dx, y);
    dx += ctx.measureText(piece).width;
  });
}

/** Units that stay on the number's line: « 10 KG », « 5 000 F CFA », « 24 H ». */
const UNITS =
  /^(€|\$|F|FCFA|CFA|XOF|%|KG|G|KM|M|CM|MM|L|H|MIN|S|MS|ANS?|JOURS?|MOIS|SEMAINES?|HEURES?|MINUTES?|SECONDES?|MILLIONS?|MILLIARDS?|MILLE|K|°C?|PTS|POINTS|FOIS|KG\/M²|M²|EUROS?|FRANCS?|DOLLARS?|ABONNÉS|VUES|LIKES)$/iu;
const NUMBER = /^[+\-−]?\d[\d\u202f.,]*$/u;

/** A unit word that belongs to the number before it (« F », « CFA », « kg », « h », « ans »…). */
export function isUnitWord(word: string): boolean {
  return UNITS.test(wordCore(word) || word);
}

function glueUnits(tokens: string[]): string[] {
  const out: string[] = [];
  for (const tok of tokens) {
    const prev = out[out.length - 1];
    const prevLast = prev?.split(NBSP).at(-1) ?? '';
    const prevIsNumber = prev !== undefined && (NUMBER.test(prev) || (/\d/u.test(prev) && UNITS.test(prevLast) && /^(F|CFA)$/iu.test(prevLast)));
    // « de F CFA » without a number before it is still one currency: « F » never ends a line alone.
    const currency = prev !== undefined && /^F$/iu.test(wordCore(prevLast) || prevLast) && /^CFA$/iu.test(wordCore(tok) || tok);
    if (prev !== undefined && ((prevIsNumber && UNITS.test(wordCore(tok) || tok)) || currency)) out[out.length - 1] = `${prev}${NBSP}${tok}`;
    else out.push(tok);
  }
  return out;
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
  family: FontFamily;
  /** Width and height available to the ink (stroke included). */
  maxWidth: number;
  maxHeight: number;
  minSize: number;
  maxSize: number;
  /** Outline width as a fraction of the font size. */
  strokeRatio: number;
  maxLines: number;
  /** Score factor per line beyond two (0.86 on 16:9: two lines read faster; 1 on tall frames). */
  extraLineBias?: number;
  /**
   * The size from which the capitals are readable on a phone (legibility.ts). Line breaks that reach
   * it beat every one that does not, whatever their balance or line count: a title first has to be
   * read, then to look good.
   */
  targetSize?: number;
  /** Lines used freely (default maxLines); more, up to maxLines, only when fewer cannot reach a comfortable margin over targetSize. */
  comfortLines?: number;
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

/** Capitals with an accent above them (the cedilla hangs below). */
const CAPITAL_ACCENT = /[ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜŸ]/u;

/** Exact ink metrics of a block of lines at a size (measureText on the real font). */
export function measureBlock(ctx: Measurer, lines: readonly string[], size: number, o: TypesetOptions): BlockMetrics {
  ctx.font = fontString(o.family, size);
  const ms = lines.map((l) => measureRun(ctx, l, size));
  const strokeWidth = strokeFor(size, o.strokeRatio);
  // Leading: tight (1.0 em) for punch, opened up only when capital accents
  // (É, À) would touch the line above. Descenders (Ç, Q) count for at most
  // 0.08 em: they rarely sit above an accent, and a full cedilla allowance
  // would open a visible hole between the lines. Under an accent, the outlines
  // of both lines and 0.05 em more: an accent whose outline fused with the
  // letters above read as part of them (Û as Ü, À as A; on 30 accent-heavy
  // titles the accents of the best OCR reading went from 0.918 to 0.938).
  // Read from the letters, not measured: the browser's and the server's fonts differ by a fraction
  // of a pixel, and the editor must set the lines exactly as the files are.
  let lineHeight = size;
  for (let i = 1; i < ms.length; i++) {
    const descent = Math.min(ms[i - 1]?.descent ?? 0, size * 0.08);
    const ascent = ms[i]?.ascent ?? 0;
    const accented = CAPITAL_ACCENT.test(lines[i] ?? '');
    // The allowance in whole pixels on top of the leading as it was: the browser's and the server's
    // measures of an accent differ by a fraction, which the tight leading (at least the size) absorbs.
    const need = Math.max(size, Math.ceil(descent + ascent + size * 0.05)) + (accented ? Math.round(strokeWidth + size * 0.05) : 0);
    lineHeight = Math.max(lineHeight, need);
  }
  let left = 0;
  let right = 0;
  let top = 0;
  let bottom = 0;
  ms.forEach((m, i) => {
    left = Math.max(left, m.left);
    right = Math.max(right, m.right);
    top = Math.max(top, m.ascent - i * lineHeight);
    bottom = Math.max(bottom, i * lineHeight + m.descent);
  });
  const half = strokeWidth / 2 + 1; // +1 px of anti-aliasing
  return { fontSize: size, lineHeight, strokeWidth, left: left + half, right: right + half, top: top + half, bottom: bottom + half };
}

function fits(m: BlockMetrics, o: TypesetOptions): boolean {
  return m.left + m.right <= o.maxWidth && m.top + m.bottom <= o.maxHeight;
}

/** Largest integer size in [minSize, maxSize] at which the lines fit (binary search), or 0. */
export function fitSize(ctx: Measurer, lines: readonly string[], o: TypesetOptions): number {
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

const SHORT_TAIL = new Set(SHORT_TAIL_WORDS());
/** Ranks every legible partition above every illegible one. */
const LEGIBLE_BONUS = 1e6;
/** Capitals this much above the legible size count as comfortably read on a phone. */
const COMFORT_MARGIN = 1.35;

/**
 * Choose line breaks: every split into 1..maxLines lines is scored from token
 * widths measured once at 100 px (width scales linearly with size), favouring
 * the biggest text, then balance, 2 lines over 3, and no dangling « À »/« DE ».
 */
function bestPartition(ctx: Measurer, tokens: readonly string[], o: TypesetOptions): string[] {
  ctx.font = fontString(o.family, 100);
  const widths = tokens.map((t) => measureRun(ctx, t, 100).width / 100);
  const space = ctx.measureText(' ').width / 100;
  const prefix = [0];
  for (const w of widths) prefix.push((prefix[prefix.length - 1] ?? 0) + w);
  const lineW = (a: number, b: number): number => (prefix[b] ?? 0) - (prefix[a] ?? 0) + (b - a - 1) * space;
  const n = tokens.length;

  let best: number[] = [n];
  let bestScore = -1;
  let bestSize = 0;
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
      if (end - start === 1 && (lastCore.length <= 2 || SHORT_TAIL.has(lastCore)) && k > 1) penalty *= 0.85;
      if (i < k - 1 && SENTENCE_END.test(tokens[end - 1] ?? '')) penalty *= 1.1;
      for (let t = start; t < end - 1; t++) if (STRONG_END.test(tokens[t] ?? '')) penalty *= 0.85;
      start = end;
    });
    const byWidth = o.maxWidth / (maxW + o.strokeRatio);
    const byHeight = o.maxHeight / (1.05 + (k - 1) * 1.06 + o.strokeRatio);
    const size = Math.min(byWidth, byHeight, o.maxSize);
    const balance = k > 1 ? 0.9 + 0.1 * (minW / maxW) : 1;
    const preferTwo = k > 2 ? (o.extraLineBias ?? 0.86) ** (k - 2) : 1;
    // Under the legible size, only the size counts (a dangling « DE » still costs a little). Above
    // it, an extra line costs only the size it adds beyond a comfortable margin over that size: a
    // headline grows to fill bare space before it settles for fewer lines.
    const legible = o.targetSize === undefined || size >= o.targetSize;
    const comfortable = (o.targetSize ?? 0) * COMFORT_MARGIN;
    const weighted = Math.min(size, comfortable) + Math.max(0, size - comfortable) * preferTwo;
    const score = legible ? LEGIBLE_BONUS + weighted * balance * penalty : size * penalty ** 0.25;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      bestSize = size;
      best = cuts;
    }
  };
  const comfort = Math.min(o.comfortLines ?? o.maxLines, o.maxLines);
  for (let k = 1; k <= Math.min(o.maxLines, n); k++) {
    // An extra line beyond the comfortable count only when nothing shorter is comfortably read on a phone.
    if (k > comfort && bestSize >= (o.targetSize ?? 0) * COMFORT_MARGIN) break;
    if (k === 1) consider([n]);
    else if (k === 2) for (let a = 1; a < n; a++) consider([a, n]);
    else if (k === 3) for (let a = 1; a < n - 1; a++) for (let b = a + 1; b < n; b++) consider([a, b, n]);
    else if (n <= 24) for (let a = 1; a < n - 2; a++) for (let b = a + 1; b < n - 1; b++) for (let c = b + 1; c < n; c++) consider([a, b, c, n]);
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
function truncateToken(ctx: Measurer, token: string, maxWidth: number): string {
  const chars = Array.from(token);
  const size = Number.parseFloat(ctx.font) || 100;
  while (chars.length > 1 && measureRun(ctx, chars.join('') + ELLIPSIS, size).width > maxWidth) chars.pop();
  return wordCore(chars.join('')) + ELLIPSIS;
}

/** Minimum-size fallback: greedy fill of maxLines lines, ending with « … » if text is left over. */
function greedyTruncate(ctx: Measurer, tokens: readonly string[], o: TypesetOptions): { lines: string[]; truncated: boolean } {
  const size = o.minSize;
  ctx.font = fontString(o.family, size);
  const maxW = o.maxWidth - strokeFor(size, o.strokeRatio) - 2;
  const width = (s: string): number => measureRun(ctx, s, size).width;
  const lines: string[] = [];
  let cur = '';
  let cutWord = false;
  let i = 0;
  for (; i < tokens.length; i++) {
    const tok = tokens[i] ?? '';
    const candidate = cur ? `${cur} ${tok}` : tok;
    if (width(candidate) <= maxW) {
      cur = candidate;
      continue;
    }
    if (!cur) {
      // A single token wider than the box even at the minimum size: it is cut (« ANTICONSTITUTION… »)
      // and the words after it still get their lines.
      lines.push(truncateToken(ctx, tok, maxW));
      cutWord = true;
      if (lines.length === o.maxLines) {
        i++;
        break;
      }
      continue;
    }
    lines.push(cur);
    cur = '';
    if (lines.length === o.maxLines) break;
    i--; // retry this token on a fresh line
  }
  if (cur && lines.length < o.maxLines) lines.push(cur);
  const truncated = i < tokens.length;
  if (!truncated && cutWord) return { lines, truncated: true };
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
export function typeset(ctx: Measurer, allTokens: readonly string[], o: TypesetOptions): Typeset {
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
