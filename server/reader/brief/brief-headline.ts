import { frenchHeadline } from '../../../shared/engine/text/text';
import { readState } from './brief';
import { DETERMINERS, STOP_WORDS } from './brief-lexicon';
import type { BriefReading } from './brief-reading';
import { briefWord } from './brief-vocabulary';

/** A headline from the brief when the creator left the title empty. */

const NBSP = '\u00A0';
const NNBSP = '\u202F';
const HEADLINE_WORDS = 5;

/** Words as a reader counts them: « 100 000 F » and « -50 % » are one each. */
function headlineWords(s: string): string[] {
  return s.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/** French number typography: groups of thousands and the unit held by no-break spaces. */
function frenchAmount(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`).replace(/(\d) (?=[%€$]|[\p{L}]{1,6}$)/u, `$1${NBSP}`);
}

/** « trophée de la CAN » → « Trophée de la CAN »; « iPhone 15 » stays as its maker writes it. */
function capitalise(s: string): string {
  const first = s.split(' ')[0] ?? '';
  return first === first.toLowerCase() ? s.charAt(0).toLocaleUpperCase('fr-FR') + s.slice(1) : s;
}

/** A subject as a headline: without its determiner (« le trophée de la CAN » → « trophée de la CAN »). */
function withoutDeterminer(phrase: string): string {
  const words = phrase.split(/\s+/).filter(Boolean);
  if (words.length > 1 && DETERMINERS.has(briefWord(words[0]!.toLowerCase()))) return words.slice(1).join(' ');
  if (words.length > 1 && words[0]!.toLowerCase() === 'de' && ['la', 'l'].includes(words[1]!.toLowerCase())) return words.slice(2).join(' ');
  return words.join(' ').replace(/^(?:l|d)['’](?=\p{L})/iu, '');
}

/** The first words of a phrase that fit, never ending on « de », « la », « et »… */
function fit(phrase: string, room: number): string {
  let words = headlineWords(frenchAmount(phrase)).slice(0, Math.max(0, room));
  while (words.length > 1 && STOP_WORDS.has(plainWordOf(words[words.length - 1]!))) words = words.slice(0, -1);
  return words.join(' ');
}

function plainWordOf(w: string): string {
  return w.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '').replace(/’/g, "'");
}

/**
 * A headline of at most five words from a brief, when the title is empty: the first quoted text if
 * short enough, a short question written as the topic, else the main subject with the brief's
 * amounts (« iPhone 15 : 100 000 F »), « A vs B » for a face-off, or the topic words. French spacing
 * applied, case kept (frenchHeadline uppercases later); '' when the brief names nothing to write.
 */
export function headlineFromBrief(brief: string, reading: BriefReading): string {
  const finish = (s: string) => frenchHeadline(capitalise(s.trim()), 'asis').trim();
  const first = reading.quoted[0];
  if (first && headlineWords(frenchAmount(first)).length <= HEADLINE_WORDS) return finish(frenchAmount(first));
  const { tokens, role, text } = readState(brief);
  if (reading.layout.question) {
    let from = 0;
    for (let k = 0; k < tokens.length; k++) {
      const t = tokens[k]!;
      if (t.raw === '?' && k > from) {
        const sentence = text.slice(tokens[from]!.start, t.end);
        if (headlineWords(sentence).length <= HEADLINE_WORDS) return finish(sentence);
      }
      if (t.kind === 'break' && ['.', '!', '?', '\n'].includes(t.raw)) from = k + 1;
    }
  }
  // Amounts in the brief (outside quotes), as written: « 100 000 F », « -50 % ».
  const amounts: string[] = [];
  for (let k = 0; k < tokens.length; k++) {
    if (role[k] !== 4 || (k > 0 && role[k - 1] === 4)) continue;
    let e = k;
    while (e + 1 < tokens.length && role[e + 1] === 4) e++;
    const amount = frenchAmount(text.slice(tokens[k]!.start, tokens[e]!.end));
    if (/\d/.test(amount)) amounts.push(amount);
  }
  const top = reading.layout.topList ? /\btop\s*(\d+)/iu.exec(text)?.[1] : undefined;
  const nouns = reading.subjects.map((x) => withoutDeterminer(x.text));
  let core: string;
  if (reading.layout.versus && nouns.length >= 2) core = `${nouns[0]} vs ${nouns[1]}`;
  else if (nouns[0]) core = nouns[0];
  else {
    // No subject: the topic words (occasions, words the reader left free), in order.
    const topic: string[] = [];
    for (let k = 0; k < tokens.length; k++) if (role[k] === 3 && tokens[k]!.kind === 'word' && !STOP_WORDS.has(tokens[k]!.norm) && tokens[k]!.norm !== 'top') topic.push(tokens[k]!.raw);
    core = topic.join(' ');
  }
  const prefix = top ? `Top ${top}` : '';
  const coreAmounts = amounts.filter((a) => !frenchAmount(core).includes(a) && !(top && a === top));
  let room = HEADLINE_WORDS - headlineWords(prefix).length;
  const extra: string[] = [];
  for (const a of coreAmounts) {
    if (headlineWords(a).length < room) {
      extra.push(a);
      room -= headlineWords(a).length;
    }
  }
  const body = fit(core, room);
  const out = [prefix, body].filter(Boolean).join(' ') + (extra.length > 0 ? `${body || prefix ? ' : ' : ''}${extra.join(' ')}` : '');
  return out.trim() ? finish(out) : '';
}
