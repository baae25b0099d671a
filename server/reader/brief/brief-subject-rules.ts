import { COLOR_WORDS } from './brief-colors';
import { DETERMINERS, LINKS, NOT_SUBJECT, STOP_WORDS, UNITS } from './brief-lexicon';
import type { BriefState, Match } from './brief-state';

/**
 * What the picture shows and says: noun phrases (« le trophée de la CAN », « un iPhone 15 »),
 * amounts (« 100 000 F », « -50 % »), text to write (« écris PROMO »), and the names left over.
 */

const ADJECTIVE_ENDINGS = /(?:é|ée|és|ées|if|ive|ifs|ives|al|ale|aux|ales|eux|euse|euses|ais|aise|aises|ain|aine|ains|aines|ien|ienne|iens|iennes|ique|iques|able|ables|ible|ibles|ant|ante|ants|antes|el|elle|els|elles|aire|aires|oire|oires|ier|ière|iers|ières|ois|oise|oises|eur|eurs|eure)$/u;
const PRENOMINAL = new Set(['meilleur', 'meilleure', 'meilleurs', 'meilleures', 'pire', 'pires', 'grand', 'grande', 'grands', 'grandes', 'petit', 'petite', 'petits', 'petites', 'gros', 'grosse', 'beau', 'belle', 'beaux', 'nouveau', 'nouvelle', 'nouveaux', 'vieux', 'vieille', 'jeune', 'premier', 'premiere', 'dernier', 'derniere', 'vrai', 'vraie', 'faux', 'fausse', 'enorme', 'super']);
const SHORT_ADJECTIVES = new Set(['meilleur', 'meilleure', 'meilleurs', 'meilleures', 'pire', 'pires', 'neuf', 'neuve', 'vieux', 'vieille', 'grand', 'grande', 'grands', 'petit', 'petite', 'petits', 'gros', 'grosse', 'jeune', 'beau', 'belle', 'nouveau', 'nouvelle', 'cher', 'chère', 'riche', 'pauvre', 'rapide', 'énorme', 'géant', 'géante', 'vide', 'plein', 'pleine', 'moderne', 'ancien', 'ancienne', 'max', 'pro', 'mini', 'plus', 'ultra', 'xxl', 'double', 'simple', 'propre', 'sale', 'fou', 'folle', 'dernier', 'dernière', 'premier', 'première']);
const RANKING_WORDS = ['meilleurs', 'meilleures', 'pires', 'plus'];
const WRITE_STOPS = ['sur', 'en', 'avec', 'a', 'dans', 'et', 'au'];

/** A word that may follow a noun to describe it; an unknown verb (« le riz coûte ») ends the phrase instead. */
function looksAdjective(raw: string): boolean {
  const w = raw.toLowerCase();
  return SHORT_ADJECTIVES.has(w) || ADJECTIVE_ENDINGS.test(w);
}

/** A noun phrase after a determiner at `i`, its first word at `j`: « le trophée de la CAN », « un iPhone 15 », « une voiture rouge ». */
export function subjectRule(s: BriefState, i: number, j: number): number {
  const { canon, tokens, n } = s;
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
      while (m < n && s.isWord(m) && linking(m)) m++;
      if (s.isWord(m) && !STOP_WORDS.has(canon[m]!) && !DETERMINERS.has(canon[m]!) && (!s.phraseAt(m) || s.phraseAt(m)!.act.t === 'noun')) {
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
    const col = words > 0 ? s.colorAt(k) : null;
    if (col) {
      k = col.end;
      lastWord = k - 1;
      continue;
    }
    const ph = s.phraseAt(k);
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
    s.mark(i, j, 1);
    return j;
  }
  s.endTarget(i);
  if (s.neg) {
    s.chips.push({ pos: s.neg.at, kind: 'sujet', label: `Sujet : sans ${s.raw(j, lastWord)}` });
    s.neg = null;
    s.mark(i, lastWord + 1, 2);
    return lastWord + 1;
  }
  s.subjects.push({ pos: i, text: s.raw(i, lastWord), core: s.raw(j, lastWord) });
  s.mark(i, lastWord + 1, 3);
  s.last = 'subject';
  return lastWord + 1;
}

/** « 100 000 F », « -50 % », « 24h »: an amount to keep for the headline; « 5 meilleurs » makes a ranking. */
export function numberRule(s: BriefState, i: number): number {
  const { canon, tokens } = s;
  let k = i + 1;
  while (tokens[k]?.kind === 'num' && /^\d{3}$/.test(tokens[k]!.raw) && tokens[k]!.start - tokens[k - 1]!.end === 1) k++;
  if ((tokens[k]?.raw === ',' || tokens[k]?.raw === '.') && tokens[k + 1]?.kind === 'num' && tokens[k + 1]!.start === tokens[k]!.end) k += 2;
  if (tokens[k]?.raw === '%' || tokens[k]?.raw === '€' || tokens[k]?.raw === '$' || (s.isWord(k) && UNITS.has(canon[k]!))) k++;
  s.mark(i, k, 4);
  if (tokens[i - 1]?.raw === '-' || tokens[i - 1]?.raw === '+') s.role[i - 1] = 4;
  if (RANKING_WORDS.includes(canon[k] ?? '')) {
    s.setLayout('topList', i, 'classement');
    s.mark(i, k + 1, 3);
    return k + 1;
  }
  s.last = 'number';
  if (k === i + 1 && s.isWord(k) && !STOP_WORDS.has(canon[k]!) && !s.phraseAt(k) && !s.colorAt(k)) return subjectRule(s, i, k);
  return k;
}

/** « écris PROMO », « texte : soldes d’hiver »: the words after it, up to the next design word, are text to show. */
export function writeRule(s: BriefState, i: number, m: Match<'write'>): number {
  const { canon, tokens, n } = s;
  s.mark(i, m.end, 1);
  let k = m.end;
  if (tokens[k]?.raw === ':') k++;
  if (k >= n || tokens[k]!.kind === 'quote' || tokens[k]!.kind === 'break') return k;
  const from = k;
  while (k < n && k < from + 6) {
    const t = tokens[k]!;
    if (t.kind === 'break' || t.kind === 'quote') break;
    if (t.kind === 'word') {
      const ph = s.phraseAt(k);
      if (s.colorAt(k) || (ph && ph.act.t !== 'mood' && ph.act.t !== 'noun' && ph.act.t !== 'stop')) break;
      if (WRITE_STOPS.includes(canon[k]!)) break;
    }
    k++;
  }
  if (k === from || !tokens.slice(from, k).some((t) => t.kind === 'word' || t.kind === 'num')) return from;
  s.quoted.push({ pos: from, text: s.raw(from, k - 1) });
  s.mark(from, k, 3);
  s.last = 'quote';
  return k;
}

/** Words no rule read: names next to « avec », a side or a « vs » are subjects; the rest is reported as ignored. */
export function leftoverRule(s: BriefState): void {
  const { canon, tokens, n, role } = s;
  for (let k = 0; k < n; ) {
    if (role[k] !== 0 || tokens[k]!.kind !== 'word') {
      k++;
      continue;
    }
    let e = k;
    while (e + 1 < n && role[e + 1] === 0 && (tokens[e + 1]!.kind === 'word' || tokens[e + 1]!.kind === 'num')) e++;
    const text = s.raw(k, e);
    const plainWords = canon.slice(k, e + 1);
    const clauseStart = k === 0 || tokens[k - 1]!.kind === 'break';
    const prev = canon[k - 1];
    const vague = plainWords.some((w) => NOT_SUBJECT.has(w));
    const byName = tokens[k]!.cap && !s.shouting && !clauseStart;
    const alone = clauseStart && (e + 1 >= n || tokens[e + 1]!.kind === 'break') && e - k < 3;
    const isSubject = !vague && (prev === 'avec' || s.sideAt.has(e + 1) || s.versusAt.has(e + 1) || s.versusAt.has(k - 1) || byName || alone);
    if (isSubject) s.subjects.push({ pos: k, text, core: text });
    else if (text.length > 1) s.ignored.push({ pos: k, text });
    s.mark(k, e + 1, isSubject ? 3 : 2);
    k = e + 1;
  }
}
