import { ignore, emit, refuse, targetOf, type RuleResult, type View } from './instruction-context';
import { agree, cap, the } from './instruction-labels';
import type { Ref } from './instruction-lexicon';
import { pixels } from './instruction-pictures';
import { Refusal, resolveRef, type Target } from './instruction-targets';

/** « enlève le logo », « cache la flèche », « remets le logo ». */
export function removeRule(v: View, previous: Target[]): RuleResult {
  const verb = v.verb('remove', 'hide', 'show');
  if (!verb) return null;
  // « remets le titre en jaune »: a colour, a place or a size make it a change, not a reappearance.
  if (verb.v === 'show' && (v.color() || v.first('place') || v.first('size'))) return null;
  v.use(verb.i);
  const refs = v.refs(verb.i + 1).filter((r) => r.ref !== 'word');
  if (refs.some((r) => r.ref === 'background')) return refuse(v, 'Le fond ne s’enlève pas : changez sa couleur ou son style.');
  if (v.first('stroke')) return refuse(v, 'Le contour ne s’enlève pas : changez plutôt sa couleur.');
  let targets: Target[] = [];
  if (refs.length > 0) {
    for (const r of refs) {
      const t = resolveRef(v.ctx.design, r.ref as Exclude<Ref, 'word'>, r.plural);
      if (t instanceof Refusal) return refuse(v, t.reason);
      targets.push(t);
      v.use(r.i);
    }
  } else {
    const found = targetOf(v, verb.i + 1, v.cells.length);
    if (!found) {
      if (previous.length === 0) return null;
      targets = previous;
    } else if (found.target instanceof Refusal) {
      // Something the design does not hold as a layer (« enlève la voiture »): inside the photo, if there is one.
      if (verb.v !== 'show' && v.ctx.design.layers.some((l) => l.type === 'image')) return pixels(v);
      return refuse(v, found.target.reason);
    } else targets = [found.target];
  }
  const r = removeTargets(v, verb.v as 'remove' | 'hide' | 'show', targets);
  return { ...r, repeat: (next, more) => removeTargets(next, verb.v as 'remove' | 'hide' | 'show', more) };
}

export function removeTargets(v: View, verb: 'remove' | 'hide' | 'show', targets: Target[]): { did: boolean; targets: Target[] } {
  v.useAll();
  const hidden = new Set(v.ctx.design.hidden ?? []);
  let did = false;
  for (const t of targets) {
    if (t.kind !== 'layer') {
      ignore(v.ctx, v.clause, 'Le fond ne s’enlève pas : changez sa couleur ou son style.');
      continue;
    }
    const n = t.name;
    if (verb === 'show') {
      const list = t.layers.filter((l) => hidden.has(l.id));
      if (list.length === 0) {
        ignore(v.ctx, v.clause, `${cap(the(n))} est déjà visible.`);
        continue;
      }
      emit(v.ctx, `${cap(n.noun)} ${agree(n, 'affiché', 'affichée')}`, list.map((l) => ({ op: 'visibility', layer: l.id, visible: true }) as const));
    } else if (verb === 'hide' || t.ref === 'headline') {
      // The headline is never deleted (operations.ts refuses it): hidden, it can come back.
      emit(v.ctx, `${cap(n.noun)} ${agree(n, 'masqué', 'masquée')}`, t.layers.map((l) => ({ op: 'visibility', layer: l.id, visible: false }) as const));
    } else {
      emit(v.ctx, `${cap(n.noun)} ${agree(n, 'enlevé', 'enlevée')}`, t.layers.map((l) => ({ op: 'remove', layer: l.id }) as const));
    }
    did = true;
  }
  return { did, targets };
}
