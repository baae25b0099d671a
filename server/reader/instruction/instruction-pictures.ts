import { plainWord } from '../brief/brief-words';
import type { Layer } from '../../../shared/engine/model/design';
import { emit, handled, rawOf, refuse, targetOf, type RuleResult, type View } from './instruction-context';
import { cap, the } from './instruction-labels';
import type { Ref } from './instruction-lexicon';
import { mainSubject, MISSING, NAMES, Refusal, resolveRef } from './instruction-targets';
import { setText } from './instruction-text';

/**
 * Subject and background requests: pixel edits of a photo (the AI engine's work), « mets ma photo
 * en fond », « remplace le ballon par un trophée ».
 */

/** Clothes, hair, an object inside the photo: only an AI engine can redraw those pixels. */
export function pixelRule(v: View): RuleResult {
  const pixel = v.first('pixel');
  const inPhoto = v.first('photoCtx');
  const swapBy = v.prep('par');
  if (!pixel && !inPhoto) return null;
  if (pixel && swapBy >= 0 && pixel.i > swapBy && v.refs(0, swapBy).some((r) => r.ref !== 'me' && r.ref !== 'face')) return null;
  return pixels(v);
}

export function pixels(v: View): RuleResult {
  const d = v.ctx.design;
  const photo = d.layers.find((l) => l.type === 'image' && l.role === 'subject') ?? d.layers.find((l) => l.type === 'image');
  if (!photo && d.background.kind !== 'image') return refuse(v, 'Cette miniature n’a pas de photo à retoucher.');
  v.useAll();
  const text = rawOf(v.ctx, v.clause.start, v.clause.end);
  v.ctx.out.needsPixels.push(photo ? { text, layer: photo.id } : { text });
  return handled();
}

/** « mets ma photo en fond » (Gaming only: the user's own images go nowhere else). */
export function stylePhotoRule(v: View): RuleResult {
  const refs = v.refs();
  const me = refs.find((r) => r.ref === 'me' || (r.ref === 'subject' && /photo|image/.test(plainWord(r.raw))));
  const bg = refs.find((r) => r.ref === 'background');
  if (!me || !bg || me.i > bg.i || refs.some((r) => r.ref !== 'me' && r.ref !== 'background' && r !== me)) return null;
  const d = v.ctx.design;
  const photo = d.layers.find((l) => l.type === 'image' && l.role === 'subject');
  // The photo the design shows, else the first the host gives (the thumbnail's own images).
  const asset = photo?.type === 'image' ? photo.asset : v.ctx.opts.userImages?.find((a) => d.background.kind !== 'image' || d.background.asset !== a);
  if (!asset) return refuse(v, d.background.kind === 'image' && v.ctx.opts.userImages?.length ? 'Votre photo est déjà en fond.' : MISSING.me);
  if (d.style !== 'gaming') return refuse(v, 'Vos propres images ne vont en fond que dans le style Gaming.');
  v.useAll();
  emit(v.ctx, 'Votre photo en fond', [{ op: 'background', asset }]);
  return handled([{ kind: 'background', name: NAMES.background }]);
}

/** « mets ma photo comme sujet », « utilise mon image en sujet » (« remplace le sujet par ma photo »: swapRule). */
export function photoSubjectRule(v: View): RuleResult {
  const refs = v.refs();
  const me = refs.find((r) => r.ref === 'me' || (r.ref === 'subject' && /photo|image/.test(plainWord(r.raw))));
  const role = refs.find((r) => r !== me && (r.ref === 'subject' || r.ref === 'face'));
  if (!me || !role || me.i > role.i || refs.some((r) => r !== me && r !== role)) return null;
  return photoAsSubject(v, mainSubject(v.ctx.design));
}

/**
 * The user's own picture in the subject's place (Gaming only, as for the background): the first of
 * the images the host gives (the thumbnail's own, cut-outs first) that is not the subject already,
 * else a photo the design shows as its background.
 */
function photoAsSubject(v: View, layer: Layer | undefined): RuleResult {
  const d = v.ctx.design;
  if (!layer || (layer.type !== 'picto' && layer.type !== 'image')) return refuse(v, MISSING.subject);
  if (d.style !== 'gaming') return refuse(v, 'Vos propres images ne vont que dans le style Gaming.');
  const current = layer.type === 'image' ? layer.asset : null;
  const candidates = [...(v.ctx.opts.userImages ?? []), ...(d.background.kind === 'image' ? [d.background.asset] : [])];
  const asset = candidates.find((a) => a !== current);
  if (!asset) return refuse(v, current ? 'Votre photo est déjà le sujet.' : MISSING.me);
  v.useAll();
  emit(v.ctx, 'Votre photo comme sujet', [{ op: 'subject', layer: layer.id, asset }]);
  return handled([{ kind: 'layer', layers: [layer], name: NAMES.subject, ref: 'subject' }]);
}

/** « remplace le ballon par un trophée », « mets un trophée à la place du ballon », « change le titre en TOP 5 ». */
export function swapRule(v: View): RuleResult {
  const verb = v.verb('replace', 'put', 'write');
  const par = v.prep('par');
  const en = v.prep('en');
  const instead = v.prep('instead');
  const as = v.prep('as');
  let x: [number, number];
  let y: [number, number];
  if (instead >= 0) {
    x = [instead + 1, v.cells.length];
    y = [verb ? verb.i + 1 : 0, instead];
  } else if (verb?.v === 'replace' && (par > verb.i || en > verb.i)) {
    const at = par > verb.i ? par : en;
    x = [verb.i + 1, at];
    y = [at + 1, v.cells.length];
  } else return null;
  void as;
  // A colour, a place, a font, a size or a style after « en » is a change of that kind (modifyRule).
  if (v.color(y[0], y[1]) || v.items('place').some((p) => p.i >= y[0]) || v.items('shade').length > 0 || v.items('shadeColor').length > 0 || v.items('family').length > 0 || v.items('fontLook').length > 0 || v.items('size').length > 0 || v.items('recipe').length > 0) return null;
  const xRefs = v.refs(x[0], x[1]);
  const yRefs = v.refs(y[0], y[1]);
  const quote = v.quote();
  const textRef = xRefs.find((r) => r.ref === 'headline' || r.ref === 'tag' || r.ref === 'number');
  if (quote || textRef) {
    return setText(v, textRef?.ref ?? 'headline', quote?.text ?? v.rawCells(y[0], y[1]));
  }
  if (xRefs.some((r) => r.ref === 'background')) {
    if (yRefs.some((r) => r.ref === 'me')) return null;
    return refuse(v, 'Le fond change de couleur ou de style (« fond bleu nuit ») ; un nouveau décor se fait avec « Générer ».');
  }
  if (xRefs.some((r) => r.ref === 'logo')) return refuse(v, 'Le logo se change depuis « Ma marque ».');
  // « ma tête », « mon visage » in the subject's place: the user's photo too.
  const toPhoto = yRefs.some((r) => r.ref === 'me' || (r.ref === 'face' && /^(ma|mon)\s/i.test(r.raw)));
  // X: the layer replaced (named, or a noun matched to a pictogram); Y: the new subject.
  const d = v.ctx.design;
  let layer: Layer | undefined;
  let xWords = '';
  const named = xRefs.find((r) => r.ref === 'subject' || r.ref === 'face' || r.ref === 'me');
  if (named) {
    const t = resolveRef(d, named.ref as Exclude<Ref, 'word'>, false);
    if (t instanceof Refusal) return refuse(v, t.reason);
    layer = t.kind === 'layer' ? t.layers[0] : undefined;
    xWords = the(NAMES.subject);
  } else {
    const found = targetOf(v, x[0], x[1]);
    if (!found) return null;
    xWords = found.words;
    // A noun the design does not show as a pictogram: still its one subject (« remplace le ballon » when the ball is a photo).
    layer = found.target instanceof Refusal ? mainSubject(d) : found.target.kind === 'layer' ? found.target.layers[0] : undefined;
  }
  if (!layer || (layer.type !== 'picto' && layer.type !== 'image')) return refuse(v, MISSING.subject);
  if (toPhoto) return photoAsSubject(v, layer);
  const newPhrase = v.phrase(y[0], y[1]);
  if (!newPhrase) return null;
  const icon = v.ctx.opts.subjectIcon(newPhrase.text);
  if (!icon) {
    if (v.ctx.opts.hasAiEngine && layer.type === 'image') return pixels(v);
    return refuse(v, `Aucun pictogramme ne correspond à « ${newPhrase.text} ».`);
  }
  v.useAll();
  emit(v.ctx, `${cap(xWords)} devient ${newPhrase.text}`, [{ op: 'subject', layer: layer.id, icon }]);
  return handled([{ kind: 'layer', layers: [layer], name: NAMES.subject, ref: 'subject' }]);
}
