import { applyModifier, COLOR_WORDS, compoundColor, MODIFIERS } from './brief-colors';
import type { ColorName } from './brief-colors';
import { PHRASES } from './brief-lexicon';
import type { Act, Expression, LayoutKey, Mood, Phrase, Slot, Who } from './brief-lexicon';
import type { BriefReading, ChipKind } from './brief-reading';
import { briefWord, CONTEXT_WORDS, SHADE_WORDS } from './brief-vocabulary';
import { sanitizeBrief, tokenize } from './brief-words';
import type { Token } from './brief-words';
import type { StyleId } from '../../../shared/engine/model/style-ids';

/**
 * What the brief reader's rules share while they read: the tokens, the role each token got, what
 * was found so far (colours by slot, subjects, quotes, person, mood, style, layout), and the clause
 * being read (where the next colour goes, a pending « sans », what came last). The rules in
 * brief-*-rules.ts move through the tokens and return where they stopped.
 */

export interface ColorHit {
  color: ColorName;
  pos: number;
}
/** A lexicon phrase met at a token, and the token after it. */
export interface Match<K extends Act['t'] = Act['t']> {
  act: Extract<Act, { t: K }>;
  end: number;
}
/** What a token turned out to be: 0 free (not read yet), 1 stop word, 2 design word, 3 topic content, 4 an amount. */
export type Role = 0 | 1 | 2 | 3 | 4;
/** What the clause named last, for what follows it (« une femme en rouge », « "PROMO" en jaune »). */
type Last = 'quote' | 'person' | 'subject' | 'reaction' | 'title' | 'number' | null;
/** The slot a clause's next colour goes to (« fond … »), and whether it got one or was used otherwise. */
interface Target {
  slot: Slot;
  at: number;
  end: number;
  got: boolean;
  used: boolean;
}

const MOOD_NOUN: Record<Mood, string> = { surprise: 'surprise', serieux: 'sérieux', festif: 'fête', choc: 'choc', calme: 'calme', mystere: 'mystère' };
/** Words that end what an unread « fond … » was about (« fond vers avec un homme » reports « fond vers »). */
const CONNECTORS = new Set(['avec', 'et', 'sur', 'pour', 'a', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'un', 'une', 'qui', 'dans', 'au', 'ou', 'mais']);
const CONTEXT_SKIP = new Set(['en', 'de', "d'", 'du', 'tres', 'un', 'peu', 'et', ',', '/', 'ou', 'plutot', 'le', 'la', "l'"]);

export class BriefState {
  readonly text: string;
  readonly tokens: Token[];
  readonly n: number;
  /** Each token's word, typos forgiven; punctuation as it is. */
  readonly canon: string[];
  readonly role: Uint8Array & { [i: number]: Role };
  /** Most letters are capitals: a capital then says nothing about a name. */
  readonly shouting: boolean;

  readonly chips: Array<{ pos: number; kind: ChipKind; label: string }> = [];
  readonly ignored: Array<{ pos: number; text: string }> = [];
  readonly slots: Record<Slot, ColorHit[]> = { fond: [], titre: [], accent: [] };
  readonly excluded: ColorName[] = [];
  readonly quoted: Array<{ pos: number; text: string }> = [];
  readonly subjects: Array<{ pos: number; text: string; core: string }> = [];
  readonly layout: BriefReading['layout'] = { side: null, bigNumber: false, bigText: false, beforeAfter: false, versus: false, question: false, topList: false, reaction: false, fullBleed: false };
  readonly layoutPos: Partial<Record<LayoutKey | 'side', number>> = {};
  readonly negLayout = new Set<LayoutKey>();
  /** Where the last refused layout's words end (« pas de cercle »), so a colour right after it goes with it. */
  private refusedLayoutEnd: number | null = null;
  sideLabel = '';
  mood: { mood: Mood; pos: number } | null = null;
  negMood: Mood | null = null;
  style: { style: StyleId; pos: number } | null = null;
  person: { who: Who; expression: Expression | null; pos: number } | null = null;
  noPerson = false;
  /** Where « vs » and a side were written: the words beside them are subjects. */
  readonly versusAt = new Set<number>();
  readonly sideAt = new Set<number>();

  // The clause being read: where the next colour goes, a pending negation, and what came last.
  target: Target | null = null;
  neg: { at: number } | null = null;
  last: Last = null;
  sentenceStart = 0;

  constructor(brief: unknown) {
    this.text = sanitizeBrief(brief);
    this.tokens = tokenize(this.text).tokens;
    this.n = this.tokens.length;
    this.canon = this.tokens.map((t) => (t.kind === 'word' ? briefWord(t.norm) : t.norm));
    this.role = new Uint8Array(this.n) as Uint8Array & { [i: number]: Role };
    const letters = this.text.replace(/[^\p{L}]/gu, '');
    this.shouting = letters.length > 8 && letters.replace(/[^\p{Lu}]/gu, '').length > letters.length * 0.6;
  }

  /** The brief's own words from token `from` to token `to`, both included. */
  raw(from: number, to: number): string {
    return this.text.slice(this.tokens[from]!.start, this.tokens[to]!.end).replace(/\s+/g, ' ').trim();
  }

  isWord(i: number): boolean {
    return this.tokens[i]?.kind === 'word';
  }

  mark(from: number, to: number, r: Role): void {
    for (let k = from; k < to && k < this.n; k++) this.role[k] = r;
  }

  phraseAt(i: number): Match | null {
    const { canon, tokens } = this;
    const first = canon[i];
    if (first === undefined || tokens[i]!.kind === 'break' || tokens[i]!.kind === 'quote') return null;
    const bucket: Phrase[] | undefined = PHRASES.get(first);
    if (!bucket) return null;
    for (const p of bucket) {
      let ok = true;
      for (let k = 1; k < p.words.length && ok; k++) ok = canon[i + k] === p.words[k] && tokens[i + k]!.kind !== 'quote';
      if (!ok) continue;
      const end = i + p.words.length;
      if (p.act.t === 'slot' && p.act.needsColor && !this.colorSoon(end)) continue;
      // « un grand nombre de fans » is many fans, not a big number.
      if (p.act.t === 'layout' && p.act.key === 'bigNumber' && p.words[1] === 'nombre' && (canon[end] === 'de' || canon[end] === "d'")) continue;
      return { act: p.act, end };
    }
    return null;
  }

  /** A colour starts within the next three tokens of the clause (« prix en rouge », « le mot PROMO en jaune »). */
  private colorSoon(from: number): boolean {
    for (let k = from; k < from + 3 && k < this.n && this.tokens[k]!.kind !== 'break'; k++) {
      const c = COLOR_WORDS.get(this.canon[k]!);
      if (c && (!c.weak || k > from)) return true;
      if (k === from && SHADE_WORDS.has(this.canon[k]!)) return true;
    }
    return false;
  }

  /** Weak colour words (« or », « crème ») count only where a colour is expected. */
  private colorContext(i: number): boolean {
    for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
      const c = this.canon[k]!;
      if (this.tokens[k]!.kind === 'quote') return true;
      if (CONTEXT_SKIP.has(c)) continue;
      const prev = COLOR_WORDS.get(c);
      return CONTEXT_WORDS.has(c) || (prev !== undefined && !prev.weak) || SHADE_WORDS.has(c) || (prev !== undefined && k < i - 1);
    }
    return false;
  }

  /** A colour written at token `i` (« bleu nuit », « rose très pâle »), and the token after it. */
  colorAt(i: number): { color: ColorName; end: number } | null {
    const { canon } = this;
    if (!this.isWord(i)) return null;
    const base = COLOR_WORDS.get(canon[i]!);
    if (!base) return null;
    let color = base;
    let end = i + 1;
    const compound = this.isWord(end) ? compoundColor(base, canon[end]!) : null;
    if (compound) {
      color = compound;
      end++;
    } else if (base.weak && !this.colorContext(i)) return null;
    for (let m = 0; m < 2; m++) {
      const skip = canon[end] === 'tres' || canon[end] === 'plus' ? 1 : 0;
      const mod = this.isWord(end + skip) ? MODIFIERS[canon[end + skip]!] : undefined;
      if (!mod) break;
      color = applyModifier(color, mod);
      end += skip + 1;
    }
    return { color, end };
  }

  endTarget(at: number): void {
    const target = this.target;
    if (target && !target.got && !target.used) {
      // « fond vers »: the creator asked for something we could not read; say so with their words.
      let to = target.end;
      while (to < at && to < target.end + 2 && this.role[to] !== 2 && this.role[to] !== 3 && this.tokens[to]!.kind === 'word' && !CONNECTORS.has(this.canon[to]!)) to++;
      this.ignored.push({ pos: target.at, text: this.raw(target.at, to - 1) });
      this.mark(target.at, to, 2);
    }
    this.target = null;
  }

  endClause(at: number): void {
    this.endTarget(at);
    this.neg = null;
    this.last = null;
  }

  addColor(slot: Slot, color: ColorName, pos: number): void {
    // « pas de cercle rouge »: the colour is the refused mark's, not an accent asked for.
    if (this.refusedLayoutEnd !== null && pos === this.refusedLayoutEnd + 1) return;
    if (this.neg) {
      this.excluded.push(color);
      this.chips.push({ pos: this.neg.at, kind: 'fond', label: `Couleurs : sans ${color.label}` });
      this.neg = null;
      return;
    }
    this.slots[slot].push({ color, pos });
  }

  setMood(m: Mood, pos: number, written: string): void {
    if (this.neg) {
      this.negMood = m;
      this.chips.push({ pos: this.neg.at, kind: 'ambiance', label: `Ambiance : sans ${MOOD_NOUN[m]}` });
      this.neg = null;
    } else if (!this.mood) this.mood = { mood: m, pos };
    else if (this.mood.mood !== m) this.ignored.push({ pos, text: written });
  }

  setLayout(key: LayoutKey, pos: number, written: string): void {
    if (this.neg) {
      this.negLayout.add(key);
      this.refusedLayoutEnd = pos + written.trim().split(/\s+/).length - 1;
      this.chips.push({ pos: this.neg.at, kind: 'mise-en-page', label: `Mise en page : sans ${written.toLowerCase()}` });
      this.neg = null;
      return;
    }
    this.layout[key] = true;
    this.layoutPos[key] ??= pos;
  }
}
