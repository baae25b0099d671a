import type { Layer } from '../../../shared/engine/model/design';
import { emit, ignore, refuse, targetOf, type RuleResult, type View } from './instruction-context';
import { agree, cap, the } from './instruction-labels';
import type { Ref } from './instruction-lexicon';
import { Refusal, resolveRef, sameTarget, type Name, type Target } from './instruction-targets';

/**
 * Rotation requests: « penche le titre », « incline le logo vers la gauche », « tourne la flèche de
 * 30 degrés », « remets le titre droit ». Texts, pictograms and badges keep an angle (the `rotate`
 * operation sets it, within ±45°); an arrow keeps none, so its `rotate` turns it by that many degrees
 * about its middle. Negative is counter-clockwise, « vers la gauche », as the editor's buttons.
 */

/** A tilt asked without a number: what a creator means by « penche », « un peu », « beaucoup ». */
const STEP = { slight: 4, normal: 8, strong: 15 } as const;
const MAX = 45;

export function rotateRule(v: View, previous: Target[]): RuleResult {
  const turn = v.verb('rotate');
  const straighten = v.verb('straighten');
  const level = v.first('level');
  // « remets l’étiquette droite »: after « remets », a bare « droite » is upright, not a place.
  const show = v.verb('show', 'put');
  const place = v.first('place');
  const bareRight = show && place?.item.at === 'right' && /^droite?$/i.test(place.raw);
  // « le titre ne doit plus être penché », « pas penché »: upright.
  const negated = turn !== undefined && v.clause.toks.some((t, k) => k < v.cells[turn.i]!.from && (t.canon === 'ne' || t.canon === "n'" || t.canon === 'pas' || t.canon === 'jamais'));
  const upright = Boolean(straighten || negated || (level && (turn || show || !v.verb('add', 'replace', 'write', 'move'))) || bareRight);
  if (!turn && !upright) return null;
  // « tourne la flèche vers le téléphone » points an arrow: the shapes' rule.
  if (turn && !upright && v.prep('toward') >= 0 && !place && v.refs().some((r) => r.ref === 'arrow')) return null;
  v.use(turn?.i, straighten?.i, level?.i, show?.i, place?.i, v.first('sense')?.i, v.first('intensity')?.i, ...v.items('degrees').map((x) => x.i), ...v.items('prep').map((x) => x.i));

  const targets = targetsOf(v, previous);
  if (targets instanceof Refusal) return refuse(v, targets.reason);
  if (targets.length === 0) return refuse(v, 'Dites ce qu’il faut tourner : le titre, une étiquette, un pictogramme…');
  const angle = upright ? null : angleOf(v);
  if (angle === 'invalid') return refuse(v, `Un angle va de −${MAX}° à ${MAX}°.`);
  const r = rotateTargets(v, targets, angle);
  return { ...r, repeat: (next, more) => rotateTargets(next, more, angle) };
}

function rotateTargets(v: View, targets: Target[], angle: Angle | null): { did: boolean; targets: Target[] } {
  v.useAll();
  let did = false;
  for (const t of targets) {
    if (t.kind === 'background') {
      ignore(v.ctx, v.clause, 'le fond couvre toute l’image, il ne se tourne pas.');
      continue;
    }
    for (const layer of t.layers) if (rotateOne(v, layer, t.name, angle)) did = true;
  }
  return { did, targets };
}

function targetsOf(v: View, previous: Target[]): Target[] | Refusal {
  const refs = v.refs().filter((r) => r.ref !== 'word');
  if (refs.length > 0) {
    const out: Target[] = [];
    for (const r of refs) {
      const t = resolveRef(v.ctx.design, r.ref as Exclude<Ref, 'word'>, r.plural);
      if (t instanceof Refusal) return t;
      if (!out.some((x) => sameTarget(x, t))) out.push(t);
    }
    return out;
  }
  // « penche le téléphone »: a pictogram named by its noun.
  const firstFree = v.cells.findIndex((c) => c.slot.k === 'free' && v.clause.toks[c.from]!.kind === 'word');
  if (firstFree >= 0) {
    // From its determiner (« la manette »: feminine) to the angle (« le téléphone de 20 degrés »).
    let from = firstFree;
    while (from > 0 && v.cells[from - 1]!.slot.k === 'stop') from--;
    const angleAt = v.cells.findIndex((c, i) => i > firstFree && v.clause.toks[c.from]!.kind === 'num');
    const found = targetOf(v, from, angleAt > 0 ? angleAt : v.cells.length);
    if (found) return found.target instanceof Refusal ? found.target : [found.target];
  }
  return previous;
}

/** The angle asked: { by } a turn from where the layer is, { to } an angle, or a default tilt (null sign: the layer's own side). */
type Angle = { by: number } | { to: number } | { tilt: number; sign: 1 | -1 | null };

function angleOf(v: View): Angle | 'invalid' {
  const toks = v.clause.toks;
  const place = v.first('place')?.item.at;
  const sense = v.first('sense')?.item.dir ?? (place === 'left' ? -1 : place === 'right' ? 1 : null);
  for (let c = 0; c < v.cells.length; c++) {
    const tok = toks[v.cells[c]!.from]!;
    if (tok.kind !== 'num') continue;
    const next = v.cells[c + 1];
    const unit = next && ((next.slot.k === 'item' && next.slot.item.k === 'degrees') || toks[next.from]!.raw === '°');
    const before = c > 0 ? toks[v.cells[c - 1]!.from]! : undefined;
    // A bare number counts after « de » or « à » (« tourne le titre de 20 »); elsewhere it may be words to write.
    if (!unit && before?.canon !== 'de' && before?.canon !== 'a') continue;
    const minus = before?.raw === '-' && before.end === tok.start;
    const n = Number(tok.canon);
    if (!Number.isFinite(n)) continue;
    if (n > MAX) return 'invalid';
    const signed = sense !== null ? sense * n : minus ? -n : n;
    // « à 20 degrés » is an angle; « de 20 degrés » a turn from where it is.
    const beforeDe = c > 1 ? toks[v.cells[c - 2]!.from]! : undefined;
    const absolute = before?.canon === 'a' || (minus && beforeDe?.canon === 'a');
    return absolute ? { to: signed } : { by: signed };
  }
  const f = v.first('intensity')?.item.f;
  return { tilt: STEP[f ?? 'normal'], sign: sense };
}

const round = (n: number) => Math.round(n * 10) / 10;
const degrees = (n: number) => `${n < 0 ? '−' : ''}${String(Math.abs(n)).replace('.', ',')}°`;

function rotateOne(v: View, layer: Layer, n: Name, angle: Angle | null): boolean {
  const ctx = v.ctx;
  const straight = agree(n, 'droit', 'droite');
  if (layer.type === 'shape' && layer.shape === 'arrow') {
    if (angle === null) {
      ignore(ctx, v.clause, 'une flèche n’a pas de position droite : tournez-la d’un angle, « tourne la flèche de 20 degrés ».');
      return false;
    }
    const by = 'by' in angle ? angle.by : 'to' in angle ? angle.to : angle.tilt * (angle.sign ?? -1);
    if (by === 0) return false;
    emit(ctx, `${cap(n.noun)} ${agree(n, 'tourné', 'tournée')} de ${degrees(by)}`, [{ op: 'rotate', layer: layer.id, degrees: by }]);
    return true;
  }
  const current = layer.type === 'text' || layer.type === 'picto' ? layer.rotation : layer.type === 'shape' && layer.shape === 'badge' ? layer.rotation : null;
  if (current === null) {
    ignore(ctx, v.clause, layer.type === 'logo' ? 'le logo reste droit.' : layer.type === 'image' ? 'une photo reste droite ; seuls les textes, les pictogrammes et les badges se tournent.' : 'seuls les textes, les pictogrammes, les flèches et les badges se tournent.');
    return false;
  }
  let to: number;
  if (angle === null) to = 0;
  else if ('to' in angle) to = angle.to;
  else if ('by' in angle) to = current + angle.by;
  else to = current + angle.tilt * (angle.sign ?? (current > 0 ? 1 : -1));
  to = round(Math.max(-MAX, Math.min(MAX, to)));
  if (to === round(current)) {
    ignore(ctx, v.clause, to === 0 ? `${the(n)} est déjà ${straight}.` : Math.abs(to) === MAX ? `${the(n)} est déjà au plus ${agree(n, 'penché', 'penchée')} (${MAX}°).` : `${the(n)} a déjà cet angle.`);
    return false;
  }
  const label = to === 0 ? `${cap(n.noun)} ${agree(n, 'remis', 'remise')} ${straight}` : `${cap(n.noun)} ${agree(n, 'incliné', 'inclinée')} à ${degrees(to)}`;
  emit(ctx, label, [{ op: 'rotate', layer: layer.id, degrees: to }]);
  return true;
}
