import { colorLuminance } from '../../../shared/engine/style/color';
import { applyModifier, COLOR_WORDS, compoundColor, FLAG_COLORS, MODIFIERS, SHADE_ONLY } from './brief-colors';
import type { ColorName } from './brief-colors';
import { DETERMINERS, LINKS, NOT_SUBJECT, NUMBER_WORDS, PHRASES, STOP_WORDS, UNITS } from './brief-lexicon';
import type { Act, Expression, LayoutKey, Mood, Phrase, Slot, Who } from './brief-lexicon';
import { BRIEF_COMMON_NEAR_MISSES } from './brief-guard.generated';
import { FuzzyVocabulary, sanitizeBrief, tokenize } from './brief-words';
import type { Token } from './brief-words';
import type { StyleId } from '../../../shared/engine/model/style-ids';
import { frenchHeadline } from '../../../shared/engine/text/text';

/**
 * The offline French brief reader: turns « fond vert, une femme surprise à droite, gros chiffre,
 * écris "-50 %" » into design choices, and says what it understood and what it left aside. Pure and
 * deterministic. It runs on the server only: for the chips under the field (`studio.readBrief`, asked
 * as the person types) and for the generation.
 */

export interface BriefReading {
  /** Background colours asked for (#RRGGBB, 1–3, darkest last), e.g. « fond vert », « bleu nuit », « rose pastel », « noir et or ». */
  background: string[] | null;
  /** Headline colour (« titre en jaune », « texte blanc »), and accent (« mot clé en rouge », « accent orange »). */
  textColor: string | null;
  accent: string | null;
  mood: Mood | null;
  /** Noun phrases meant as the picture's subject, as written (« un téléphone », « le trophée de la CAN »), for the pictogram matcher. */
  subjects: Array<{ text: string; icon: string | null; label: string | null }>;
  /** Text in quotes (« … », "…", “…”, '…') to show: the first becomes the headline when the title is empty, else a tag. */
  quoted: string[];
  layout: { side: 'gauche' | 'droite' | null; bigNumber: boolean; beforeAfter: boolean; versus: boolean; question: boolean; topList: boolean; reaction: boolean; fullBleed: boolean };
  /** A person and their expression: « une femme surprise » → { who: 'femme', expression: 'surpris' }. */
  person: { who: Who; expression: Expression | null } | null;
  /** Style hint when the brief names one (« style gaming », « façon journal télé » → actu, « minimaliste »). */
  style: StyleId | null;
  /** French chips for the studio, in brief order. */
  understood: Array<{ kind: ChipKind; label: string }>;
  /** Words or phrases that carried meaning but were not used (not stop words), for the chip « Ignoré : … ». */
  ignored: string[];
}

export type ChipKind = 'fond' | 'titre' | 'accent' | 'ambiance' | 'sujet' | 'texte' | 'mise-en-page' | 'personne' | 'style';
export type SubjectFinder = (phrase: string) => { icon: string; label: string } | null;

const MOOD_LABEL: Record<Mood, string> = { surprise: 'surprise', serieux: 'sérieuse', festif: 'festive', choc: 'choc', calme: 'calme', mystere: 'mystérieuse' };
const MOOD_NOUN: Record<Mood, string> = { surprise: 'surprise', serieux: 'sérieux', festif: 'fête', choc: 'choc', calme: 'calme', mystere: 'mystère' };
const STYLE_LABEL: Record<StyleId, string> = { pro: 'pro', mini: 'minimaliste', vlog: 'vlog', gaming: 'gaming', actu: 'actualité', viral: 'viral' };
const LAYOUT_LABEL: Record<LayoutKey, string> = { bigNumber: 'gros chiffre', beforeAfter: 'avant / après', versus: 'face-à-face', question: 'question', topList: 'classement', reaction: 'réaction', fullBleed: 'photo plein écran' };
const EXPRESSION_LABEL: Record<Expression, readonly [masculine: string, feminine: string]> = {
  surpris: ['surpris', 'surprise'],
  content: ['content', 'contente'],
  serieux: ['sérieux', 'sérieuse'],
  triste: ['triste', 'triste'],
  colere: ['en colère', 'en colère'],
  peur: ['effrayé', 'effrayée'],
  rire: ['qui rit', 'qui rit'],
  reflechit: ['qui réfléchit', 'qui réfléchit'],
};
/** Moods that name an occasion (« Tabaski », « anniversaire »): also words of the topic, for a headline. */
const OCCASIONS = new Set(['tabaski', 'korite', 'aid', 'eid', 'noel', 'anniversaire', 'anniv', 'mariage', 'bapteme', 'carnaval', 'reveillon', 'paques', 'ramadan']);
/** A « ? » in a sentence with these words asks the studio something; it is not a question to draw. */
const REQUEST_WORDS = new Set(['tu', 'vous', 'peux', 'pouvez', 'peut', 'possible', 'pourrais', 'pourriez', 'est-ce', 'stp', 'svp', 'mettre', 'faire', 'mets', 'fais', "c'est", 'ok', 'ca']);
/** Words met around an expression: « un homme qui a l'air choqué », « une fille trop contente ». */
const EXPRESSION_FILLERS = new Set(['qui', 'est', 'a', "l'", 'air', 'avec', 'tres', 'trop', 'vraiment', 'super', 'hyper', 'completement', 'totalement', 'un', 'peu', 'la', 'le', 'les', 'yeux', 'visage', 'expression', 'regard', 'une', 'sa', 'son', 'ses', 'grave', 'carrement', 'vraiment', 'tout', 'toute', 'genre']);
/** Words that end what an unread « fond … » was about (« fond vers avec un homme » reports « fond vers »). */
const CONNECTORS = new Set(['avec', 'et', 'sur', 'pour', 'a', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'un', 'une', 'qui', 'dans', 'au', 'ou', 'mais']);
const CONTEXT_SKIP = new Set(['en', 'de', "d'", 'du', 'tres', 'un', 'peu', 'et', ',', '/', 'ou', 'plutot', 'le', 'la', "l'"]);

const SHADE_WORDS = new Set(Object.keys(MODIFIERS));
const CONTEXT_WORDS = new Set<string>(['couleur', 'couleurs', 'teinte', 'teintes', 'tons', 'palette', 'ambiance', 'style', 'look', 'coloris']);
/** Words of phrases that are too close to a colour to be guessed from a typo (« jeaune » is « jaune », not « jeune »). */
const NOT_FUZZY = new Set(['jeune', 'jeunes', 'a', 'de', "d'", 'la', 'le', 'les', 'en', 'un', 'une', 'et']);
export const BRIEF_VOCABULARY = new Set<string>([...COLOR_WORDS.keys(), ...SHADE_WORDS]);
for (const [first, bucket] of PHRASES) {
  for (const p of bucket) {
    if (p.act.t === 'slot') p.words.forEach((w) => CONTEXT_WORDS.add(w));
    if (['slot', 'mood', 'style', 'layout', 'person', 'expr', 'side'].includes(p.act.t)) p.words.forEach((w) => NOT_FUZZY.has(w) || BRIEF_VOCABULARY.add(w));
  }
  void first;
}
const VOCABULARY = new FuzzyVocabulary(BRIEF_VOCABULARY, new Set([...BRIEF_COMMON_NEAR_MISSES, ...STOP_WORDS]));

const ADJECTIVE_ENDINGS = /(?:é|ée|és|ées|if|ive|ifs|ives|al|ale|aux|ales|eux|euse|euses|ais|aise|aises|ain|aine|ains|aines|ien|ienne|iens|iennes|ique|iques|able|ables|ible|ibles|ant|ante|ants|antes|el|elle|els|elles|aire|aires|oire|oires|ier|ière|iers|ières|ois|oise|oises|eur|eurs|eure)$/u;
const PRENOMINAL = new Set(['meilleur', 'meilleure', 'meilleurs', 'meilleures', 'pire', 'pires', 'grand', 'grande', 'grands', 'grandes', 'petit', 'petite', 'petits', 'petites', 'gros', 'grosse', 'beau', 'belle', 'beaux', 'nouveau', 'nouvelle', 'nouveaux', 'vieux', 'vieille', 'jeune', 'premier', 'premiere', 'dernier', 'derniere', 'vrai', 'vraie', 'faux', 'fausse', 'enorme', 'super']);
const SHORT_ADJECTIVES = new Set(['meilleur', 'meilleure', 'meilleurs', 'meilleures', 'pire', 'pires', 'neuf', 'neuve', 'vieux', 'vieille', 'grand', 'grande', 'grands', 'petit', 'petite', 'petits', 'gros', 'grosse', 'jeune', 'beau', 'belle', 'nouveau', 'nouvelle', 'cher', 'chère', 'riche', 'pauvre', 'rapide', 'énorme', 'géant', 'géante', 'vide', 'plein', 'pleine', 'moderne', 'ancien', 'ancienne', 'max', 'pro', 'mini', 'plus', 'ultra', 'xxl', 'double', 'simple', 'propre', 'sale', 'fou', 'folle', 'dernier', 'dernière', 'premier', 'première']);

/** A word that may follow a noun to describe it; an unknown verb (« le riz coûte ») ends the phrase instead. */
function looksAdjective(raw: string): boolean {
  const w = raw.toLowerCase();
  return SHORT_ADJECTIVES.has(w) || ADJECTIVE_ENDINGS.test(w);
}

/** The word a token stands for, typos forgiven (« turquoize » → « turquoise »). */
export function briefWord(norm: string): string {
  return VOCABULARY.resolve(norm) ?? norm;
}

interface ColorHit {
  color: ColorName;
  pos: number;
}
interface Match {
  act: Act;
  end: number;
}
type Role = 0 | 1 | 2 | 3 | 4; // free, stop, design, topic content, number

interface Analysis {
  reading: BriefReading;
  text: string;
  tokens: Token[];
  role: Uint8Array;
}

function analyse(brief: unknown, findSubject: SubjectFinder | undefined): Analysis {
  const text = sanitizeBrief(brief);
  const { tokens } = tokenize(text);
  const n = tokens.length;
  const canon = tokens.map((t) => (t.kind === 'word' ? briefWord(t.norm) : t.norm));
  const role = new Uint8Array(n) as Uint8Array & { [i: number]: Role };
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouting = letters.length > 8 && letters.replace(/[^\p{Lu}]/gu, '').length > letters.length * 0.6;

  const chips: Array<{ pos: number; kind: ChipKind; label: string }> = [];
  const ignored: Array<{ pos: number; text: string }> = [];
  const slots: Record<Slot, ColorHit[]> = { fond: [], titre: [], accent: [] };
  const excluded: ColorName[] = [];
  const quoted: Array<{ pos: number; text: string }> = [];
  const subjects: Array<{ pos: number; text: string; core: string }> = [];
  const layout: BriefReading['layout'] = { side: null, bigNumber: false, beforeAfter: false, versus: false, question: false, topList: false, reaction: false, fullBleed: false };
  const layoutPos: Partial<Record<LayoutKey | 'side', number>> = {};
  const negLayout = new Set<LayoutKey>();
  let sideLabel = '';
  let mood = null as { mood: Mood; pos: number } | null;
  let negMood = null as Mood | null;
  let style = null as { style: StyleId; pos: number } | null;
  let person = null as { who: Who; expression: Expression | null; pos: number } | null;
  let noPerson = false as boolean;
  const versusAt = new Set<number>();
  const sideAt = new Set<number>();

  // Clause state: where the next colour goes, a pending negation, and what came last.
  let target = null as { slot: Slot; at: number; end: number; got: boolean; used: boolean } | null;
  let neg = null as { at: number } | null;
  let last = null as 'quote' | 'person' | 'subject' | 'reaction' | 'title' | 'number' | null;
  let sentenceStart = 0;

  const raw = (from: number, to: number) => text.slice(tokens[from]!.start, tokens[to]!.end).replace(/\s+/g, ' ').trim();
  const isWord = (i: number) => tokens[i]?.kind === 'word';
  const mark = (from: number, to: number, r: Role) => {
    for (let k = from; k < to && k < n; k++) role[k] = r;
  };

  function phraseAt(i: number): Match | null {
    const first = canon[i];
    if (first === undefined || tokens[i]!.kind === 'break' || tokens[i]!.kind === 'quote') return null;
    const bucket: Phrase[] | undefined = PHRASES.get(first);
    if (!bucket) return null;
    for (const p of bucket) {
      let ok = true;
      for (let k = 1; k < p.words.length && ok; k++) ok = canon[i + k] === p.words[k] && tokens[i + k]!.kind !== 'quote';
      if (!ok) continue;
      const end = i + p.words.length;
      if (p.act.t === 'slot' && p.act.needsColor && !colorSoon(end)) continue;
      // « un grand nombre de fans » is many fans, not a big number.
      if (p.act.t === 'layout' && p.act.key === 'bigNumber' && p.words[1] === 'nombre' && (canon[end] === 'de' || canon[end] === "d'")) continue;
      return { act: p.act, end };
    }
    return null;
  }

  /** A colour starts within the next three tokens of the clause (« prix en rouge », « le mot PROMO en jaune »). */
  function colorSoon(from: number): boolean {
    for (let k = from; k < from + 3 && k < n && tokens[k]!.kind !== 'break'; k++) {
      const c = COLOR_WORDS.get(canon[k]!);
      if (c && (!c.weak || k > from)) return true;
      if (k === from && SHADE_WORDS.has(canon[k]!)) return true;
    }
    return false;
  }

  /** Weak colour words (« or », « crème ») count only where a colour is expected. */
  function colorContext(i: number): boolean {
    for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
      const c = canon[k]!;
      if (tokens[k]!.kind === 'quote') return true;
      if (CONTEXT_SKIP.has(c)) continue;
      const prev = COLOR_WORDS.get(c);
      return CONTEXT_WORDS.has(c) || (prev !== undefined && !prev.weak) || SHADE_WORDS.has(c) || (prev !== undefined && k < i - 1);
    }
    return false;
  }

  function colorAt(i: number): { color: ColorName; end: number } | null {
    if (!isWord(i)) return null;
    const base = COLOR_WORDS.get(canon[i]!);
    if (!base) return null;
    let color = base;
    let end = i + 1;
    const compound = isWord(end) ? compoundColor(base, canon[end]!) : null;
    if (compound) {
      color = compound;
      end++;
    } else if (base.weak && !colorContext(i)) return null;
    for (let m = 0; m < 2; m++) {
      const skip = canon[end] === 'tres' || canon[end] === 'plus' ? 1 : 0;
      const mod = isWord(end + skip) ? MODIFIERS[canon[end + skip]!] : undefined;
      if (!mod) break;
      color = applyModifier(color, mod);
      end += skip + 1;
    }
    return { color, end };
  }

  function endTarget(at: number): void {
    if (target && !target.got && !target.used) {
      // « fond vers »: the creator asked for something we could not read; say so with their words.
      let to = target.end;
      while (to < at && to < target.end + 2 && role[to] !== 2 && role[to] !== 3 && tokens[to]!.kind === 'word' && !CONNECTORS.has(canon[to]!)) to++;
      ignored.push({ pos: target.at, text: raw(target.at, to - 1) });
      mark(target.at, to, 2);
    }
    target = null;
  }

  function endClause(at: number): void {
    endTarget(at);
    neg = null;
    last = null;
  }

  function addColor(slot: Slot, color: ColorName, pos: number): void {
    if (neg) {
      excluded.push(color);
      chips.push({ pos: neg.at, kind: 'fond', label: `Couleurs : sans ${color.label}` });
      neg = null;
      return;
    }
    slots[slot].push({ color, pos });
  }

  function setMood(m: Mood, pos: number, written: string): void {
    if (neg) {
      negMood = m;
      chips.push({ pos: neg.at, kind: 'ambiance', label: `Ambiance : sans ${MOOD_NOUN[m]}` });
      neg = null;
    } else if (!mood) mood = { mood: m, pos };
    else if (mood.mood !== m) ignored.push({ pos, text: written });
  }

  function setLayout(key: LayoutKey, pos: number, written: string): void {
    if (neg) {
      negLayout.add(key);
      chips.push({ pos: neg.at, kind: 'mise-en-page', label: `Mise en page : sans ${written.toLowerCase()}` });
      neg = null;
      return;
    }
    layout[key] = true;
    layoutPos[key] ??= pos;
  }

  function handleColor(i: number, hit: { color: ColorName; end: number }): number {
    let end = hit.end;
    let slot: Slot | null = null;
    // Postfix slot: « du vert en fond », « jaune pour le titre ».
    if (canon[end] === 'en' || canon[end] === 'pour' || canon[end] === 'comme') {
      let k = end + 1;
      if (DETERMINERS.has(canon[k] ?? '')) k++;
      const ph = phraseAt(k);
      if (ph && ph.act.t === 'slot' && !colorAt(ph.end)) {
        slot = ph.act.slot;
        mark(end, ph.end, 2);
        end = ph.end;
      }
    }
    if (!slot && target) slot = target.slot;
    if (!slot && last === 'person' && (canon[i - 1] === 'en' || canon[i - 2] === 'habille' || canon[i - 2] === 'habillee')) {
      // « une femme en rouge »: her clothes, which no field carries.
      ignored.push({ pos: i, text: raw(i - 1, end - 1) });
      mark(i, end, 2);
      return end;
    }
    slot ??= last === 'quote' || last === 'reaction' || last === 'number' ? 'accent' : 'fond';
    if (target) target.got = true;
    addColor(slot, hit.color, i);
    mark(i, end, 2);
    return end;
  }

  function expressionAfter(from: number): { expr: Expression; end: number } | null {
    for (let k = from; k < n && k < from + 6 && tokens[k]!.kind === 'word'; k++) {
      const ph = phraseAt(k);
      if (ph?.act.t === 'expr') return { expr: ph.act.expr, end: ph.end };
      // « une femme surprise », « un homme sérieux »: the mood word describes the face.
      if (ph?.act.t === 'mood' && ph.act.mood === 'surprise') return { expr: 'surpris', end: ph.end };
      if (ph?.act.t === 'mood' && ph.act.mood === 'serieux' && canon[k] !== 'pro') return { expr: 'serieux', end: ph.end };
      if (!EXPRESSION_FILLERS.has(canon[k]!)) return null;
    }
    return null;
  }

  function handlePerson(i: number, end: number, who: Who): number {
    endTarget(i);
    if (neg) {
      noPerson = true;
      chips.push({ pos: neg.at, kind: 'personne', label: 'Personne : aucune' });
      neg = null;
      mark(i, end, 2);
      return end;
    }
    const e = expressionAfter(end);
    const stop = e ? e.end : end;
    mark(i, stop, 2);
    if (!person) person = { who, expression: e?.expr ?? null, pos: i };
    else if (person.who === who) person.expression ??= e?.expr ?? null;
    else ignored.push({ pos: i, text: raw(i, stop - 1) });
    last = 'person';
    return stop;
  }

  /** A noun phrase after a determiner: « le trophée de la CAN », « un iPhone 15 », « une voiture rouge ». */
  function parseSubject(i: number, j: number): number {
    let k = j;
    let lastWord = -1;
    let words = 0;
    // After a determiner or « de » a noun; after a noun only what describes it (« portable », « abandonnée », « Pro Max »).
    let expectNoun = true;
    while (k < n && k < j + 10) {
      const t = tokens[k]!;
      const c = canon[k]!;
      if (t.kind === 'num') {
        if (words === 0) break;
        lastWord = k++;
        continue;
      }
      if (t.kind !== 'word') break;
      if (words > 0 && ((LINKS.has(c) && c !== 'et') || (c === 'a' && (canon[k + 1] === 'la' || canon[k + 1] === "l'")))) {
        // « de ma boutique », « du Sénégal », « à la menthe »: a complement, part of the phrase.
        let m = k;
        const linking = (q: number) => (LINKS.has(canon[q]!) && canon[q] !== 'et') || (DETERMINERS.has(canon[q]!) && (canon[q - 1] === 'de' || canon[q - 1] === "d'")) || (canon[q] === 'a' && (canon[q + 1] === 'la' || canon[q + 1] === "l'"));
        while (m < n && isWord(m) && linking(m)) m++;
        if (isWord(m) && !STOP_WORDS.has(canon[m]!) && !DETERMINERS.has(canon[m]!) && (!phraseAt(m) || phraseAt(m)!.act.t === 'noun')) {
          k = m;
          expectNoun = true;
          continue;
        }
        break;
      }
      if (words > 0 && c === 'en' && COLOR_WORDS.has(canon[k + 1] ?? '')) {
        // « un trophée en or »: the thing's material, part of the subject.
        k += 2;
        lastWord = k - 1;
        continue;
      }
      const col = words > 0 ? colorAt(k) : null;
      if (col) {
        k = col.end;
        lastWord = k - 1;
        continue;
      }
      const ph = phraseAt(k);
      if (ph && ph.act.t === 'noun') {
        k = ph.end;
        lastWord = k - 1;
        words++;
        continue;
      }
      if (ph || STOP_WORDS.has(c) || DETERMINERS.has(c) || (words === 0 && NOT_SUBJECT.has(c))) break;
      if (!expectNoun && !t.cap && !looksAdjective(t.raw)) break;
      // « les meilleurs smartphones », « un gros mouton »: an adjective before the noun still awaits it.
      expectNoun = PRENOMINAL.has(c);
      words++;
      lastWord = k++;
    }
    if (words === 0) {
      mark(i, j, 1);
      return j;
    }
    endTarget(i);
    if (neg) {
      chips.push({ pos: neg.at, kind: 'sujet', label: `Sujet : sans ${raw(j, lastWord)}` });
      neg = null;
      mark(i, lastWord + 1, 2);
      return lastWord + 1;
    }
    subjects.push({ pos: i, text: raw(i, lastWord), core: raw(j, lastWord) });
    mark(i, lastWord + 1, 3);
    last = 'subject';
    return lastWord + 1;
  }

  /** « 100 000 F », « -50 % », « 24h »: an amount to keep for the headline; « 5 meilleurs » makes a ranking. */
  function handleNumber(i: number): number {
    let k = i + 1;
    while (tokens[k]?.kind === 'num' && /^\d{3}$/.test(tokens[k]!.raw) && tokens[k]!.start - tokens[k - 1]!.end === 1) k++;
    if ((tokens[k]?.raw === ',' || tokens[k]?.raw === '.') && tokens[k + 1]?.kind === 'num' && tokens[k + 1]!.start === tokens[k]!.end) k += 2;
    if (tokens[k]?.raw === '%' || tokens[k]?.raw === '€' || tokens[k]?.raw === '$' || (isWord(k) && UNITS.has(canon[k]!))) k++;
    mark(i, k, 4);
    if (tokens[i - 1]?.raw === '-' || tokens[i - 1]?.raw === '+') role[i - 1] = 4;
    if (['meilleurs', 'meilleures', 'pires', 'plus'].includes(canon[k] ?? '')) {
      setLayout('topList', i, 'classement');
      mark(i, k + 1, 3);
      return k + 1;
    }
    last = 'number';
    if (k === i + 1 && isWord(k) && !STOP_WORDS.has(canon[k]!) && !phraseAt(k) && !colorAt(k)) return parseSubject(i, k);
    return k;
  }

  function handleWrite(end: number): number {
    let k = end;
    if (tokens[k]?.raw === ':') k++;
    if (k >= n || tokens[k]!.kind === 'quote' || tokens[k]!.kind === 'break') return k;
    const from = k;
    while (k < n && k < from + 6) {
      const t = tokens[k]!;
      if (t.kind === 'break' || t.kind === 'quote') break;
      if (t.kind === 'word') {
        const ph = phraseAt(k);
        if (colorAt(k) || (ph && ph.act.t !== 'mood' && ph.act.t !== 'noun' && ph.act.t !== 'stop')) break;
        if (['sur', 'en', 'avec', 'a', 'dans', 'et', 'au'].includes(canon[k]!)) break;
      }
      k++;
    }
    if (k === from || !tokens.slice(from, k).some((t) => t.kind === 'word' || t.kind === 'num')) return from;
    quoted.push({ pos: from, text: raw(from, k - 1) });
    mark(from, k, 3);
    last = 'quote';
    return k;
  }

  function handleAct(i: number, m: Match): number {
    const act = m.act;
    const written = raw(i, m.end - 1);
    switch (act.t) {
      case 'stop':
      case 'meta':
        mark(i, m.end, 1);
        return m.end;
      case 'noun':
        return m.end; // free: a bare name is a subject or ignored once the brief is read
      case 'neg':
        neg = { at: i };
        mark(i, m.end, 1);
        return m.end;
      case 'slot': {
        endTarget(i);
        if (neg) {
          // « sans texte »: meant, but no field says it.
          ignored.push({ pos: neg.at, text: raw(neg.at, m.end - 1) });
          mark(i, m.end, 2);
          neg = null;
          return m.end;
        }
        target = { slot: act.slot, at: i, end: m.end, got: false, used: false };
        mark(i, m.end, 2);
        if (act.slot === 'titre') last = 'title';
        let end = m.end;
        // « le mot PROMO en rouge »: the word itself only tells which word.
        if (canon[i + 1] === 'mot' && isWord(end) && !colorAt(end) && !STOP_WORDS.has(canon[end]!)) mark(end, ++end, 2);
        const skip = canon[end] === 'tres' ? 1 : 0;
        const shade = isWord(end + skip) && !colorAt(end + skip) ? MODIFIERS[canon[end + skip]!] : undefined;
        const only = shade ? SHADE_ONLY[shade] : undefined;
        if (only) {
          for (const hex of only.hexes) addColor(act.slot, { label: only.label, hex, family: only.label, weak: false, noun: false }, i);
          target.got = true;
          mark(end, end + skip + 1, 2);
          end += skip + 1;
        }
        return end;
      }
      case 'colorMarker': {
        mark(i, m.end, 2);
        let k = m.end;
        if (['le', 'la', "l'", 'du', 'de', 'des'].includes(canon[k] ?? '')) k++;
        for (let len = 3; len >= 1; len--) {
          let key = '';
          for (let q = k; q < k + len; q++) key += (key === '' || key.endsWith("'") ? '' : ' ') + (canon[q] ?? '');
          const flag = FLAG_COLORS[key];
          if (flag) {
            for (const hex of flag.hexes) addColor(target?.slot ?? 'fond', { label: `couleurs ${flag.label === 'Côte d’Ivoire' ? 'de la' : 'du'} ${flag.label}`, hex, family: flag.label, weak: false, noun: false }, i);
            if (target) target.got = true;
            mark(i, k + len, 2);
            return k + len;
          }
        }
        // « couleurs pastel », « tons chauds »; « ambiance sombre » is a mood, read as such.
        const shade = isWord(m.end) && !colorAt(m.end) && canon[i] !== 'ambiance' && canon[i] !== 'ambiances' ? MODIFIERS[canon[m.end]!] : undefined;
        const only = shade ? SHADE_ONLY[shade] : undefined;
        if (only) {
          for (const hex of only.hexes) addColor(target?.slot ?? 'fond', { label: `couleurs ${only.plural}`, hex, family: only.label, weak: false, noun: false }, i);
          if (target) target.got = true;
          mark(m.end, m.end + 1, 2);
          return m.end + 1;
        }
        return m.end;
      }
      case 'mood':
        endTarget(i);
        setMood(act.mood, i, written);
        mark(i, m.end, OCCASIONS.has(canon[i]!) ? 3 : 2);
        return m.end;
      case 'style':
        endTarget(i);
        if (!style) style = { style: act.style, pos: i };
        else if (style.style !== act.style) ignored.push({ pos: i, text: written });
        mark(i, m.end, 2);
        return m.end;
      case 'styleMarker': {
        const next = phraseAt(m.end);
        if (next && next.act.t === 'mood' && ['pro', 'professionnel', 'professionnelle', 'corporate', 'business'].includes(canon[m.end]!) && act.strict) {
          // « style pro » names the style; a bare « pro » only sets the mood.
          if (!style) style = { style: 'pro', pos: i };
          mark(i, next.end, 2);
          return next.end;
        }
        if (next && (next.act.t === 'style' || next.act.t === 'mood')) {
          mark(i, m.end, 2);
          return m.end;
        }
        if (colorAt(m.end) || !act.strict) {
          mark(i, m.end, act.strict ? 2 : 1);
          return m.end;
        }
        // « style cyberpunk »: a style we do not know is reported with its name.
        let k = m.end;
        while (k < n && k < m.end + 2 && isWord(k) && !STOP_WORDS.has(canon[k]!) && !phraseAt(k) && !colorAt(k)) k++;
        if (k > m.end) ignored.push({ pos: i, text: raw(i, k - 1) });
        mark(i, k, 2);
        return k;
      }
      case 'layout':
        endTarget(i);
        setLayout(act.key, i, written);
        if (act.key === 'versus') versusAt.add(i);
        if (act.key === 'reaction') last = 'reaction';
        mark(i, m.end, 2);
        return m.end;
      case 'side': {
        const aboutTitle = last === 'title' || last === 'quote';
        if (target && target.slot === 'titre') target.used = true;
        const side = aboutTitle ? (act.side === 'gauche' ? 'droite' : 'gauche') : act.side;
        if (!layout.side) {
          layout.side = side;
          layoutPos.side = i;
          sideLabel = aboutTitle ? `titre à ${act.side}` : `sujet à ${side}`;
        }
        sideAt.add(i);
        mark(i, m.end, 2);
        return m.end;
      }
      case 'person':
        return handlePerson(i, m.end, act.who);
      case 'self':
        if (act.needsExpression && !expressionAfter(m.end)) {
          mark(i, m.end, 1);
          return m.end;
        }
        return handlePerson(i, m.end, 'personne');
      case 'expr':
        mark(i, m.end, 2);
        if (person && person.expression === null && !neg) person.expression = act.expr;
        else if (act.mood) setMood(act.mood, i, written);
        else ignored.push({ pos: i, text: written });
        return m.end;
      case 'write':
        mark(i, m.end, 1);
        return handleWrite(m.end);
      case 'big': {
        const prev = tokens[i - 1];
        const numeric = last === 'number' || (prev?.kind === 'quote' && /\d/.test(prev.raw));
        if (numeric) setLayout('bigNumber', i, written);
        mark(i, m.end, numeric ? 2 : 1);
        return m.end;
      }
    }
  }

  let i = 0;
  while (i < n) {
    const t = tokens[i]!;
    if (t.kind === 'break') {
      // A « ? » ends a question to draw, unless the sentence asks the studio something.
      if (t.raw === '?' && !neg) {
        const words = canon.slice(sentenceStart, i).filter((_, q) => tokens[sentenceStart + q]!.kind === 'word');
        if (words.length >= 2 && !words.some((w) => REQUEST_WORDS.has(w))) setLayout('question', sentenceStart, 'question');
      }
      if (['.', '!', '?', '\n'].includes(t.raw)) sentenceStart = i + 1;
      endClause(i);
      role[i] = 1;
      i++;
      continue;
    }
    if (t.kind === 'quote') {
      endTarget(i);
      quoted.push({ pos: i, text: t.raw });
      if (t.raw.includes('?')) setLayout('question', i, 'question');
      role[i] = 2;
      last = 'quote';
      i++;
      continue;
    }
    if (t.kind === 'punct') {
      if (role[i] === 0) role[i] = 1;
      i++;
      continue;
    }
    if (t.kind === 'num') {
      i = handleNumber(i);
      continue;
    }
    if (canon[i] === 'top' && (tokens[i + 1]?.kind === 'num' || NUMBER_WORDS.has(canon[i + 1] ?? ''))) {
      endTarget(i);
      setLayout('topList', i, 'top');
      mark(i, i + 2, 3);
      i += 2;
      continue;
    }
    const ph = phraseAt(i);
    const col = colorAt(i);
    if (col && (!ph || col.end >= ph.end) && !(col.color.noun && DETERMINERS.has(canon[i - 1] ?? '') && role[i - 1] !== 1)) {
      i = handleColor(i, col);
      continue;
    }
    if (ph) {
      i = handleAct(i, ph);
      continue;
    }
    if (DETERMINERS.has(canon[i]!) || (canon[i] === 'de' && (canon[i + 1] === 'la' || canon[i + 1] === "l'"))) {
      const j = canon[i] === 'de' ? i + 2 : i + 1;
      const next = phraseAt(j);
      const nextColor = colorAt(j);
      if ((next && next.act.t !== 'noun') || (nextColor && !nextColor.color.noun) || tokens[j]?.kind !== 'word') {
        mark(i, j, 1);
        i = j;
      } else i = parseSubject(i, j);
      continue;
    }
    if (STOP_WORDS.has(canon[i]!)) role[i] = 1;
    else if (neg) {
      // « sans texte », « pas de logo »: a refusal no field carries is reported whole.
      ignored.push({ pos: neg.at, text: raw(neg.at, i) });
      role[i] = 2;
      neg = null;
    }
    i++;
  }
  endClause(n);

  // Words left over: names next to « avec », a side or a « vs » are subjects; the rest is reported.
  for (let k = 0; k < n; ) {
    if (role[k] !== 0 || tokens[k]!.kind !== 'word') {
      k++;
      continue;
    }
    let e = k;
    while (e + 1 < n && role[e + 1] === 0 && (tokens[e + 1]!.kind === 'word' || tokens[e + 1]!.kind === 'num')) e++;
    const text0 = raw(k, e);
    const plainWords = canon.slice(k, e + 1);
    const clauseStart = k === 0 || tokens[k - 1]!.kind === 'break';
    const prev = canon[k - 1];
    const vague = plainWords.some((w) => NOT_SUBJECT.has(w));
    const byName = tokens[k]!.cap && !shouting && !clauseStart;
    const alone = clauseStart && (e + 1 >= n || tokens[e + 1]!.kind === 'break') && e - k < 3;
    const isSubject = !vague && (prev === 'avec' || sideAt.has(e + 1) || versusAt.has(e + 1) || versusAt.has(k - 1) || byName || alone);
    if (isSubject) subjects.push({ pos: k, text: text0, core: text0 });
    else if (text0.length > 1) ignored.push({ pos: k, text: text0 });
    mark(k, e + 1, isSubject ? 3 : 2);
    k = e + 1;
  }

  // Results: negations win over what the brief asked elsewhere.
  const kept = (hits: ColorHit[]) => hits.filter((h) => !excluded.some((x) => x.family === h.color.family || x.hex === h.color.hex));
  const bgHits = kept(slots.fond);
  const background: string[] = [];
  for (const h of bgHits) if (!background.includes(h.color.hex) && background.length < 3) background.push(h.color.hex);
  background.sort((a, b) => colorLuminance(b) - colorLuminance(a));
  const titleHit = kept(slots.titre)[0] ?? null;
  const accentHit = kept(slots.accent)[0] ?? null;
  const finalMood = mood && mood.mood !== negMood ? mood : null;
  for (const key of negLayout) layout[key] = false;
  const finalPerson = noPerson ? null : person;

  const bgLabels = [...new Set(bgHits.filter((h) => background.includes(h.color.hex)).map((h) => h.color.label))];
  if (bgHits[0]) chips.push({ pos: bgHits[0].pos, kind: 'fond', label: `Fond : ${bgLabels.join(' et ')}` });
  if (titleHit) chips.push({ pos: titleHit.pos, kind: 'titre', label: `Titre : ${titleHit.color.label}` });
  if (accentHit) chips.push({ pos: accentHit.pos, kind: 'accent', label: `Accent : ${accentHit.color.label}` });
  for (const extra of [...kept(slots.titre).slice(1), ...kept(slots.accent).slice(1), ...bgHits.filter((h) => !background.includes(h.color.hex))]) ignored.push({ pos: extra.pos, text: extra.color.label });
  if (finalMood) chips.push({ pos: finalMood.pos, kind: 'ambiance', label: `Ambiance : ${MOOD_LABEL[finalMood.mood]}` });
  if (style) chips.push({ pos: style.pos, kind: 'style', label: `Style : ${STYLE_LABEL[style.style]}` });
  for (const key of Object.keys(LAYOUT_LABEL) as LayoutKey[]) if (layout[key] && layoutPos[key] !== undefined) chips.push({ pos: layoutPos[key], kind: 'mise-en-page', label: `Mise en page : ${LAYOUT_LABEL[key]}` });
  if (layout.side && layoutPos.side !== undefined) chips.push({ pos: layoutPos.side, kind: 'mise-en-page', label: `Mise en page : ${sideLabel}` });
  if (finalPerson) {
    const expr = finalPerson.expression ? EXPRESSION_LABEL[finalPerson.expression][finalPerson.who === 'femme' ? 1 : 0] : '';
    // « personne surprise » would read as « nobody »: a face without gender is « quelqu’un ».
    const who = finalPerson.who === 'personne' ? 'quelqu’un' : finalPerson.who;
    const glue = finalPerson.who === 'personne' && expr && !/^(?:qui|en) /.test(expr) ? ' de ' : ' ';
    chips.push({ pos: finalPerson.pos, kind: 'personne', label: `Personne : ${who}${expr ? glue + expr : ''}` });
  }
  for (const q of quoted) chips.push({ pos: q.pos, kind: 'texte', label: `Texte : “${q.text}”` });

  subjects.sort((a, b) => a.pos - b.pos);
  const foundSubjects = subjects.map((s) => {
    let found: { icon: string; label: string } | null = null;
    try {
      found = findSubject ? findSubject(s.text) : null;
    } catch {
      found = null; // a matcher's failure must not cost the creator their reading
    }
    chips.push({ pos: s.pos, kind: 'sujet', label: `Sujet : ${found?.label ?? s.core}` });
    return { text: s.text, icon: found?.icon ?? null, label: found?.label ?? null };
  });

  chips.sort((a, b) => a.pos - b.pos);
  const understood: BriefReading['understood'] = [];
  for (const c of chips) if (!understood.some((u) => u.label === c.label)) understood.push({ kind: c.kind, label: c.label });
  ignored.sort((a, b) => a.pos - b.pos);
  const ignoredTexts = [...new Set(ignored.map((x) => x.text).filter((x) => x !== ''))];

  const reading: BriefReading = {
    background: background.length > 0 ? background : null,
    textColor: titleHit?.color.hex ?? null,
    accent: accentHit?.color.hex ?? null,
    mood: finalMood?.mood ?? null,
    subjects: foundSubjects,
    quoted: quoted.sort((a, b) => a.pos - b.pos).map((q) => q.text),
    layout,
    person: finalPerson ? { who: finalPerson.who, expression: finalPerson.expression } : null,
    style: style?.style ?? null,
    understood,
    ignored: ignoredTexts,
  };
  return { reading, text, tokens, role };
}

/** Reads a French brief into design choices. Never throws; the same brief always gives the same reading. */
export function readBrief(brief: string, opts?: { findSubject?: SubjectFinder }): BriefReading {
  return analyse(brief, opts?.findSubject).reading;
}

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
  const { tokens, role, text } = analyse(brief, undefined);
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

/**
 * Common words that a typo-tolerant lookup would take for vocabulary (« jeune » → « jaune »): the
 * guard list in brief-guard.ts is made of these, from a French frequency list (scripts/brief-guard.ts).
 */
export function briefNearMisses(words: Iterable<string>): string[] {
  const unguarded = new FuzzyVocabulary(BRIEF_VOCABULARY, new Set(STOP_WORDS));
  const out = new Set<string>();
  for (const word of words) {
    const w = word.toLowerCase().normalize('NFD').replace(/\p{M}+/gu, '');
    if (!BRIEF_VOCABULARY.has(w) && unguarded.resolve(w) !== null) out.add(w);
  }
  return [...out].sort();
}
