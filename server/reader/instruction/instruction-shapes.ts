import { plainWord } from '../brief/brief-words';
import { emit, handled, nounName, refuse, targetOf, type RuleResult, type View } from './instruction-context';
import { agree, cap, of, the } from './instruction-labels';
import { Refusal, resolveRef, type Name, type Target } from './instruction-targets';

/** « ajoute une flèche vers le téléphone », « entoure le visage », « souligne le titre », « ajoute une étiquette EXCLU ». */
export function shapeRule(v: View): RuleResult {
  const circleVerb = v.verb('circle');
  const underlineVerb = v.verb('underline');
  const add = v.verb('add', 'put');
  const removing = v.verb('remove', 'hide', 'show');
  const refs = v.refs();
  const shapeRef = refs.find((r) => r.ref === 'arrow' || r.ref === 'circle' || r.ref === 'underline' || r.ref === 'tag');
  const toward = v.prep('toward');
  const around = v.prep('around');
  const color = v.color();
  const colorHex = color?.color.hex;
  v.use(color?.i);
  if (circleVerb || (shapeRef?.ref === 'circle' && !removing && (add?.v === 'add' || indefiniteBefore(v, shapeRef.i) || around >= 0))) {
    const at = circleVerb ? circleVerb.i : around >= 0 ? around : shapeRef!.i;
    v.use(circleVerb?.i, add?.i, shapeRef?.ref === 'circle' ? shapeRef.i : undefined, around);
    const found = targetOf(v, at + 1, v.cells.length);
    return addShape(v, 'circle', found, colorHex, (n) => `Cercle autour ${of(n)}`, 'Cercle ajouté');
  }
  if (underlineVerb || (shapeRef?.ref === 'underline' && !removing && add)) {
    const at = underlineVerb ? underlineVerb.i : shapeRef!.i;
    v.use(underlineVerb?.i, add?.i, shapeRef?.ref === 'underline' ? shapeRef.i : undefined, v.prep('under'));
    const found = targetOf(v, at + 1, v.cells.length) ?? { target: resolveRef(v.ctx.design, 'headline', false), words: 'titre' };
    return addShape(v, 'underline', found, colorHex, (n) => `${cap(n.noun)} ${agree(n, 'souligné', 'soulignée')}`, 'Soulignement ajouté');
  }
  if (shapeRef?.ref === 'arrow' && !removing && (add?.v === 'add' || indefiniteBefore(v, shapeRef.i) || toward > shapeRef.i)) {
    v.use(add?.i, shapeRef.i, toward);
    const found = toward > shapeRef.i ? targetOf(v, toward + 1, v.cells.length) : null;
    return addShape(v, 'arrow', found, colorHex, (n) => `Flèche vers ${the(n)}`, 'Flèche ajoutée');
  }
  if (shapeRef?.ref === 'tag' && add && !removing && (add.v === 'add' || indefiniteBefore(v, shapeRef.i))) {
    v.use(add.i, shapeRef.i);
    const payload = v.quote()?.text ?? payloadText(v, shapeRef.i + 1);
    // A badge or a label says something: without its words it was an empty red bar on the picture.
    if (!payload) {
      const badge = /badge|pastille/.test(plainWord(shapeRef.raw));
      return refuse(v, badge ? 'Écrivez le texte du badge, par exemple « ajoute un badge "NOUVEAU" ».' : 'Écrivez le texte de l’étiquette, par exemple « ajoute une étiquette "EXCLU" ».');
    }
    if (payload.length > 24) return refuse(v, 'Une étiquette tient en 24 caractères.');
    v.useAll();
    emit(v.ctx, `Étiquette « ${payload} »`, [{ op: 'add-tag', text: payload, ...(colorHex ? { color: colorHex } : {}) }]);
    return handled();
  }
  // « ajoute "GRATUIT" »: new words on their own are a tag.
  const quote = v.quote();
  if (add?.v === 'add' && quote && refs.length === 0) {
    if (quote.text.length > 24) return refuse(v, 'Une étiquette tient en 24 caractères.');
    v.useAll();
    emit(v.ctx, `Étiquette « ${quote.text} »`, [{ op: 'add-tag', text: quote.text, ...(colorHex ? { color: colorHex } : {}) }]);
    return handled();
  }
  v.used.delete(color?.i ?? -1);
  return null;
}

function indefiniteBefore(v: View, i: number): boolean {
  const prev = v.cells[i - 1]?.slot;
  return prev?.k === 'stop' && prev.indefinite;
}

/** Words to write after a cell: a quote, the shouted words, else the unknown words that follow, as written. */
function payloadText(v: View, from: number): string {
  for (let i = from; i < v.cells.length; i++) {
    const s = v.cells[i]!.slot;
    if (s.k === 'quote') return s.text.trim();
    if (s.k === 'payload') return v.rawCells(i, i + 1);
    if (s.k === 'free') {
      let j = i;
      while (j < v.cells.length && v.cells[j]!.slot.k === 'free') j++;
      return v.rawCells(i, j);
    }
  }
  return '';
}

function addShape(v: View, shape: 'arrow' | 'circle' | 'underline', found: { target: Target | Refusal; words: string } | null, color: string | undefined, label: (n: Name) => string, plain: string): RuleResult {
  const extra = color ? { color } : {};
  if (found?.target instanceof Refusal) return refuse(v, found.target.reason);
  v.useAll();
  if (!found) {
    emit(v.ctx, plain, [{ op: 'add-shape', shape, ...extra }]);
    return handled();
  }
  const t = found.target;
  if (t.kind === 'background') return refuse(v, 'Le fond couvre toute l’image : choisissez un élément.');
  const layer = t.layers[0]!;
  const name = t.ref === 'noun' ? nounName(found.words) : t.name;
  emit(v.ctx, label(name), [{ op: 'add-shape', shape, target: layer.id, ...extra }]);
  return handled([t]);
}
