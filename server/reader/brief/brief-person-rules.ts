import type { Expression, Who } from './brief-lexicon';
import type { BriefState, Match } from './brief-state';

/** A person and their face: « une femme surprise », « un homme qui a l’air choqué », « moi choqué », « sans personne ». */

/** Words met around an expression: « un homme qui a l'air choqué », « une fille trop contente ». */
const EXPRESSION_FILLERS = new Set(['qui', 'est', 'a', "l'", 'air', 'avec', 'tres', 'trop', 'vraiment', 'super', 'hyper', 'completement', 'totalement', 'un', 'peu', 'la', 'le', 'les', 'yeux', 'visage', 'expression', 'regard', 'une', 'sa', 'son', 'ses', 'grave', 'carrement', 'vraiment', 'tout', 'toute', 'genre']);

/** The expression written within a few words of `from`, through words like « qui a l’air ». */
function expressionAfter(s: BriefState, from: number): { expr: Expression; end: number } | null {
  const { canon, tokens, n } = s;
  for (let k = from; k < n && k < from + 6 && tokens[k]!.kind === 'word'; k++) {
    const ph = s.phraseAt(k);
    if (ph?.act.t === 'expr') return { expr: ph.act.expr, end: ph.end };
    // « une femme surprise », « un homme sérieux »: the mood word describes the face.
    if (ph?.act.t === 'mood' && ph.act.mood === 'surprise') return { expr: 'surpris', end: ph.end };
    if (ph?.act.t === 'mood' && ph.act.mood === 'serieux' && canon[k] !== 'pro') return { expr: 'serieux', end: ph.end };
    if (!EXPRESSION_FILLERS.has(canon[k]!)) return null;
  }
  return null;
}

function readPerson(s: BriefState, i: number, end: number, who: Who): number {
  s.endTarget(i);
  if (s.neg) {
    s.noPerson = true;
    s.chips.push({ pos: s.neg.at, kind: 'personne', label: 'Personne : aucune' });
    s.neg = null;
    s.mark(i, end, 2);
    return end;
  }
  const e = expressionAfter(s, end);
  const stop = e ? e.end : end;
  s.mark(i, stop, 2);
  if (!s.person) s.person = { who, expression: e?.expr ?? null, pos: i };
  else if (s.person.who === who) s.person.expression ??= e?.expr ?? null;
  else s.ignored.push({ pos: i, text: s.raw(i, stop - 1) });
  s.last = 'person';
  return stop;
}

export function personRule(s: BriefState, i: number, m: Match<'person'>): number {
  return readPerson(s, i, m.end, m.act.who);
}

/** « moi », « ma tête »: the creator's own face; « moi » alone only with an expression after it. */
export function selfRule(s: BriefState, i: number, m: Match<'self'>): number {
  if (m.act.needsExpression && !expressionAfter(s, m.end)) {
    s.mark(i, m.end, 1);
    return m.end;
  }
  return readPerson(s, i, m.end, 'personne');
}

/** An expression on its own: the person's face if it has none yet, else the mood it carries. */
export function expressionRule(s: BriefState, i: number, m: Match<'expr'>): number {
  s.mark(i, m.end, 2);
  if (s.person && s.person.expression === null && !s.neg) s.person.expression = m.act.expr;
  else if (m.act.mood) s.setMood(m.act.mood, i, s.raw(i, m.end - 1));
  else s.ignored.push({ pos: i, text: s.raw(i, m.end - 1) });
  return m.end;
}
