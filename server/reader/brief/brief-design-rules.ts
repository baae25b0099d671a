import { STOP_WORDS } from './brief-lexicon';
import type { BriefState, Match } from './brief-state';

/** Mood, style and layout words: « ambiance festive », « style gaming », « face-à-face », « sujet à droite », « en gros ». */

/** Moods that name an occasion (« Tabaski », « anniversaire »): also words of the topic, for a headline. */
const OCCASIONS = new Set(['tabaski', 'korite', 'aid', 'eid', 'noel', 'anniversaire', 'anniv', 'mariage', 'bapteme', 'carnaval', 'reveillon', 'paques', 'ramadan']);
const PRO_WORDS = ['pro', 'professionnel', 'professionnelle', 'corporate', 'business'];

export function moodRule(s: BriefState, i: number, m: Match<'mood'>): number {
  s.endTarget(i);
  s.setMood(m.act.mood, i, s.raw(i, m.end - 1));
  s.mark(i, m.end, OCCASIONS.has(s.canon[i]!) ? 3 : 2);
  return m.end;
}

export function styleRule(s: BriefState, i: number, m: Match<'style'>): number {
  s.endTarget(i);
  if (!s.style) s.style = { style: m.act.style, pos: i };
  else if (s.style.style !== m.act.style) s.ignored.push({ pos: i, text: s.raw(i, m.end - 1) });
  s.mark(i, m.end, 2);
  return m.end;
}

/** « style », « façon », « look »: what follows names the style, or is reported when we do not know it. */
export function styleMarkerRule(s: BriefState, i: number, m: Match<'styleMarker'>): number {
  const { canon, n } = s;
  const next = s.phraseAt(m.end);
  if (next && next.act.t === 'mood' && PRO_WORDS.includes(canon[m.end]!) && m.act.strict) {
    // « style pro » names the style; a bare « pro » only sets the mood.
    if (!s.style) s.style = { style: 'pro', pos: i };
    s.mark(i, next.end, 2);
    return next.end;
  }
  if (next && (next.act.t === 'style' || next.act.t === 'mood')) {
    s.mark(i, m.end, 2);
    return m.end;
  }
  if (s.colorAt(m.end) || !m.act.strict) {
    s.mark(i, m.end, m.act.strict ? 2 : 1);
    return m.end;
  }
  // « style cyberpunk »: a style we do not know is reported with its name.
  let k = m.end;
  while (k < n && k < m.end + 2 && s.isWord(k) && !STOP_WORDS.has(canon[k]!) && !s.phraseAt(k) && !s.colorAt(k)) k++;
  if (k > m.end) s.ignored.push({ pos: i, text: s.raw(i, k - 1) });
  s.mark(i, k, 2);
  return k;
}

export function layoutRule(s: BriefState, i: number, m: Match<'layout'>): number {
  s.endTarget(i);
  s.setLayout(m.act.key, i, s.raw(i, m.end - 1));
  if (m.act.key === 'versus') s.versusAt.add(i);
  if (m.act.key === 'reaction') s.last = 'reaction';
  s.mark(i, m.end, 2);
  if (m.act.key === 'bigText') {
    // « gros titre jaune »: what follows colours the title; nothing following is not a colour missed.
    s.target = { slot: 'titre', at: i, end: m.end, got: false, used: true };
    s.last = 'title';
  }
  return m.end;
}

/** « à droite »: the subject's side, or the title's (« titre à gauche » puts the subject on the right). */
export function sideRule(s: BriefState, i: number, m: Match<'side'>): number {
  const aboutTitle = s.last === 'title' || s.last === 'quote';
  if (s.target && s.target.slot === 'titre') s.target.used = true;
  const side = aboutTitle ? (m.act.side === 'gauche' ? 'droite' : 'gauche') : m.act.side;
  if (!s.layout.side) {
    s.layout.side = side;
    s.layoutPos.side = i;
    s.sideLabel = aboutTitle ? `titre à ${m.act.side}` : `sujet à ${side}`;
  }
  s.sideAt.add(i);
  s.mark(i, m.end, 2);
  return m.end;
}

/** « en gros » after a number to write makes a big number; elsewhere it says nothing we can draw. */
export function bigRule(s: BriefState, i: number, m: Match<'big'>): number {
  const prev = s.tokens[i - 1];
  const numeric = s.last === 'number' || (prev?.kind === 'quote' && /\d/.test(prev.raw));
  if (numeric) s.setLayout('bigNumber', i, s.raw(i, m.end - 1));
  s.mark(i, m.end, numeric ? 2 : 1);
  return m.end;
}

/** « top 5 »: a ranking. */
export function topRule(s: BriefState, i: number): number {
  s.endTarget(i);
  s.setLayout('topList', i, 'top');
  s.mark(i, i + 2, 3);
  return i + 2;
}
