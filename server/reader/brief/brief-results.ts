import { colorLuminance } from '../../../shared/engine/style/color';
import type { Expression, LayoutKey, Mood } from './brief-lexicon';
import type { BriefReading, SubjectFinder } from './brief-reading';
import type { BriefState, ColorHit } from './brief-state';
import type { StyleId } from '../../../shared/engine/model/style-ids';

/** From what the rules found to the reading: a refusal wins over what the brief asked elsewhere, and each choice gets its chip. */

const MOOD_LABEL: Record<Mood, string> = { surprise: 'surprise', serieux: 'sérieuse', festif: 'festive', choc: 'choc', calme: 'calme', mystere: 'mystérieuse' };
const STYLE_LABEL: Record<StyleId, string> = { pro: 'pro', mini: 'minimaliste', vlog: 'vlog', gaming: 'gaming', actu: 'actualité', viral: 'viral' };
export const LAYOUT_LABEL: Record<LayoutKey, string> = { bigNumber: 'gros chiffre', bigText: 'gros texte', beforeAfter: 'avant / après', versus: 'face-à-face', question: 'question', topList: 'classement', reaction: 'réaction', fullBleed: 'photo plein écran' };
export const EXPRESSION_LABEL: Record<Expression, readonly [masculine: string, feminine: string]> = {
  surpris: ['surpris', 'surprise'],
  content: ['content', 'contente'],
  serieux: ['sérieux', 'sérieuse'],
  triste: ['triste', 'triste'],
  colere: ['en colère', 'en colère'],
  peur: ['effrayé', 'effrayée'],
  rire: ['qui rit', 'qui rit'],
  reflechit: ['qui réfléchit', 'qui réfléchit'],
};

export function readingOf(s: BriefState, findSubject: SubjectFinder | undefined): BriefReading {
  const { chips, ignored, slots, excluded, quoted, subjects, layout, layoutPos, style } = s;
  const kept = (hits: ColorHit[]) => hits.filter((h) => !excluded.some((x) => x.family === h.color.family || x.hex === h.color.hex));
  const bgHits = kept(slots.fond);
  const background: string[] = [];
  for (const h of bgHits) if (!background.includes(h.color.hex) && background.length < 3) background.push(h.color.hex);
  background.sort((a, b) => colorLuminance(b) - colorLuminance(a));
  const titleHit = kept(slots.titre)[0] ?? null;
  const accentHit = kept(slots.accent)[0] ?? null;
  const finalMood = s.mood && s.mood.mood !== s.negMood ? s.mood : null;
  for (const key of s.negLayout) layout[key] = false;
  const finalPerson = s.noPerson ? null : s.person;

  const bgLabels = [...new Set(bgHits.filter((h) => background.includes(h.color.hex)).map((h) => h.color.label))];
  if (bgHits[0]) chips.push({ pos: bgHits[0].pos, kind: 'fond', label: `Fond : ${bgLabels.join(' et ')}` });
  if (titleHit) chips.push({ pos: titleHit.pos, kind: 'titre', label: `Titre : ${titleHit.color.label}` });
  if (accentHit) chips.push({ pos: accentHit.pos, kind: 'accent', label: `Accent : ${accentHit.color.label}` });
  for (const extra of [...kept(slots.titre).slice(1), ...kept(slots.accent).slice(1), ...bgHits.filter((h) => !background.includes(h.color.hex))]) ignored.push({ pos: extra.pos, text: extra.color.label });
  if (finalMood) chips.push({ pos: finalMood.pos, kind: 'ambiance', label: `Ambiance : ${MOOD_LABEL[finalMood.mood]}` });
  if (style) chips.push({ pos: style.pos, kind: 'style', label: `Style : ${STYLE_LABEL[style.style]}` });
  for (const key of Object.keys(LAYOUT_LABEL) as LayoutKey[]) if (layout[key] && layoutPos[key] !== undefined) chips.push({ pos: layoutPos[key], kind: 'mise-en-page', label: `Mise en page : ${LAYOUT_LABEL[key]}` });
  if (layout.side && layoutPos.side !== undefined) chips.push({ pos: layoutPos.side, kind: 'mise-en-page', label: `Mise en page : ${s.sideLabel}` });
  if (finalPerson) {
    const expr = finalPerson.expression ? EXPRESSION_LABEL[finalPerson.expression][finalPerson.who === 'femme' ? 1 : 0] : '';
    // « personne surprise » would read as « nobody »: a face without gender is « quelqu’un ».
    const who = finalPerson.who === 'personne' ? 'quelqu’un' : finalPerson.who;
    const glue = finalPerson.who === 'personne' && expr && !/^(?:qui|en) /.test(expr) ? ' de ' : ' ';
    chips.push({ pos: finalPerson.pos, kind: 'personne', label: `Personne : ${who}${expr ? glue + expr : ''}` });
  }
  for (const q of quoted) chips.push({ pos: q.pos, kind: 'texte', label: `Texte : “${q.text}”` });

  subjects.sort((a, b) => a.pos - b.pos);
  const foundSubjects = subjects.map((sub) => {
    let found: { icon: string; label: string } | null = null;
    try {
      found = findSubject ? findSubject(sub.text) : null;
    } catch {
      found = null; // a matcher's failure must not cost the creator their reading
    }
    chips.push({ pos: sub.pos, kind: 'sujet', label: `Sujet : ${found?.label ?? sub.core}` });
    return { text: sub.text, icon: found?.icon ?? null, label: found?.label ?? null };
  });

  chips.sort((a, b) => a.pos - b.pos);
  const understood: BriefReading['understood'] = [];
  for (const c of chips) if (!understood.some((u) => u.label === c.label)) understood.push({ kind: c.kind, label: c.label });
  ignored.sort((a, b) => a.pos - b.pos);
  const ignoredTexts = [...new Set(ignored.map((x) => x.text).filter((x) => x !== ''))];

  return {
    background: background.length > 0 ? background : null,
    textColor: titleHit?.color.hex ?? null,
    accent: accentHit?.color.hex ?? null,
    mood: finalMood?.mood ?? null,
    subjects: foundSubjects,
    quoted: quoted.sort((a, b) => a.pos - b.pos).map((q) => q.text),
    layout,
    refused: [...s.negLayout],
    person: finalPerson ? { who: finalPerson.who, expression: finalPerson.expression } : null,
    style: style?.style ?? null,
    understood,
    ignored: ignoredTexts,
  };
}
