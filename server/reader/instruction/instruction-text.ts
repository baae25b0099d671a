import { plainWord } from '../brief/brief-words';
import { headlineOf } from '../../../shared/engine/model/design';
import { emit, handled, refuse, type RuleResult, type View } from './instruction-context';
import { cap } from './instruction-labels';
import type { Ref } from './instruction-lexicon';
import { MISSING, NAMES, Refusal, resolveRef, textRole } from './instruction-targets';
import { isCaps } from './instruction-words';
import { wordCore } from '../../../shared/engine/text/text';

/** Text requests: « le mot ARGENT en vert », « enlève le deuxième mot », « écris "TOP 5" ». */

/** « le mot ARGENT en vert », « enlève le deuxième mot », « ajoute le mot GRATUIT ». */
export function wordRule(v: View): RuleResult {
  const refs = v.refs();
  const wordRef = refs.find((r) => r.ref === 'word');
  if (!wordRef) return null;
  const d = v.ctx.design;
  const inTag = refs.some((r) => r.ref === 'tag');
  const layer = inTag ? textRole(d, ['tag', 'strap']) : headlineOf(d);
  if (!layer) return refuse(v, inTag ? MISSING.tag : 'Cette miniature n’a pas de titre.');
  const where = inTag ? 'l’étiquette' : 'le titre';
  const current = v.ctx.texts.get(layer.id) ?? layer.text;
  const list = current.split(/\s+/).filter(Boolean);
  const ordinal = v.first('ordinal');
  const quote = v.quote();
  const payloadCell = v.cells.findIndex((c) => c.slot.k === 'payload');
  const written = quote?.text.trim() ?? (payloadCell >= 0 ? v.rawCells(payloadCell, payloadCell + 1) : '');
  // « l’argent » is the word « argent »: elisions do not count.
  const key = (w: string) => plainWord(wordCore(w)).replace(/^[a-z]{1,7}['’]/, '');
  let index = -1;
  if (ordinal) index = ordinal.item.n === -1 ? list.length - 1 : ordinal.item.n - 1;
  else if (written) index = list.findIndex((w) => key(w) === key(written));
  const add = v.verb('add', 'write');
  const remove = v.verb('remove', 'hide');
  const color = v.color();
  v.useAll();
  if (remove) {
    if (index < 0 || index >= list.length) return refuse(v, written ? `« ${written} » n’est pas dans ${where}.` : `Ce mot n’est pas dans ${where}.`);
    if (list.length === 1) return refuse(v, 'C’est le seul mot : changez plutôt le texte.');
    const gone = list[index]!;
    const next = list.filter((_, i) => i !== index).join(' ');
    v.ctx.texts.set(layer.id, next);
    emit(v.ctx, `Mot « ${wordCore(gone) || gone} » enlevé`, [{ op: 'set-text', layer: layer.id, text: next }]);
    return handled([{ kind: 'layer', layers: [layer], name: inTag ? NAMES.tag : NAMES.headline, ref: inTag ? 'tag' : 'headline' }]);
  }
  if (add && written && index < 0) {
    const start = v.first('edge')?.item.at === 'start';
    const next = start ? `${written} ${current}` : `${current} ${written}`;
    if (next.length > 140) return refuse(v, 'Un texte ne peut pas dépasser 140 caractères.');
    v.ctx.texts.set(layer.id, next);
    emit(v.ctx, `Mot « ${written} » ajouté`, [{ op: 'set-text', layer: layer.id, text: next }]);
    return handled();
  }
  if (color) {
    if (index < 0 || index >= list.length) return refuse(v, written ? `« ${written} » n’est pas dans ${where}.` : `Ce mot n’est pas dans ${where}.`);
    // The highlight lists words as typeset (upper case, French spacing): the drawn word's own core.
    const target = key(list[index]!);
    const core = layer.lines.flatMap((l) => l.split(' ')).map(wordCore).find((c) => key(c) === target) ?? wordCore(list[index]!);
    const words = [...(v.ctx.highlighted.get(layer.id) ?? []), core].filter((w, i, all) => all.indexOf(w) === i).slice(-6);
    v.ctx.highlighted.set(layer.id, words);
    emit(v.ctx, `Mot « ${core} » en ${color.color.label}`, [
      { op: 'set-highlight', layer: layer.id, words },
      { op: 'set-colors', layer: layer.id, accent: color.color.hex },
    ]);
    return handled();
  }
  return refuse(v, 'Dites ce que devient le mot : « le mot PRIX en rouge », « enlève le mot PRIX ».');
}



export function setText(v: View, ref: Ref, written: string): RuleResult {
  const d = v.ctx.design;
  const t = resolveRef(d, ref === 'tag' || ref === 'number' ? ref : 'headline', false);
  if (t instanceof Refusal) return refuse(v, t.reason);
  const text = written.trim();
  if (!text) return null;
  if (text.length > 140) return refuse(v, 'Un texte ne peut pas dépasser 140 caractères.');
  if (t.kind !== 'layer') return null;
  const layer = t.layers[0]!;
  v.useAll();
  v.ctx.texts.set(layer.id, text);
  emit(v.ctx, `${cap(t.name.noun)} : « ${text} »`, [{ op: 'set-text', layer: layer.id, text }]);
  return handled([t]);
}

/** « écris "TOP 5 ASTUCES" », « le titre : "…" », « écris GRATUIT ». */
export function writeRule(v: View): RuleResult {
  const quote = v.quote();
  const write = v.verb('write');
  if (!quote && !write) return null;
  const textRef = v.refs().find((r) => r.ref === 'headline' || r.ref === 'tag' || r.ref === 'number');
  if (quote) {
    // A quote next to a colour or a place without a verb is not new words (« le titre "X" en jaune » is rare; keep it simple).
    return setText(v, textRef?.ref ?? 'headline', quote.text);
  }
  // The words start after the verb, the name of the text and « en », « par », « : ».
  let from = write!.i + 1;
  while (from < v.cells.length) {
    const s = v.cells[from]!.slot;
    const skip = s.k === 'stop' ? !isCaps(v.clause.toks[v.cells[from]!.from]!.raw) : s.k === 'item' && ((s.item.k === 'ref' && s.item.ref !== 'word') || s.item.k === 'prep');
    if (!skip) break;
    from++;
  }
  return setText(v, textRef?.ref ?? 'headline', v.rawCells(from, v.cells.length).replace(/^[:\s]+/, ''));
}
