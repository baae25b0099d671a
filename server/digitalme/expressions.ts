// The expression of every stored DigitalMe photo read again from what it keeps (its mesh and head
// angles), for when the rule changes: issue 32 replaced the emotion model by the mesh's geometry, and
// the photos checked before keep the model's label (« angry » made « serious » by the migration) until
// this runs. The set's best photo per expression and angle follows, on the sets already built.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expressionFromMesh } from '../vision/face-expression';
import { DigitalMe, DigitalMePhoto } from './digitalme.entity';
import { chooseBest } from './portrait-build';

export interface RecomputedExpressions {
  /** Photos with stored measures, read again. */
  photos: number;
  /** Of them, those whose expression changed. */
  changed: number;
  /** Built sets whose best photos were chosen again. */
  rebuiltBest: number;
}

/**
 * Reads the expression of every DigitalMe photo with stored measures again from its mesh, set by set
 * (each under its set's lock, as the build and the checks write it). Photos without measures (refused
 * before any face was measured) keep theirs. Safe to run again: a second run changes nothing.
 */
export async function recomputeStoredExpressions(em: EntityManager): Promise<RecomputedExpressions> {
  const totals: RecomputedExpressions = { photos: 0, changed: 0, rebuiltBest: 0 };
  const sets = await em.getConnection().execute<Array<{ id: string }>>('select distinct "digital_me_id" as "id" from "digital_me_photos" where "facts" is not null order by 1');
  for (const { id: digitalMeId } of sets) {
    await em.fork().transactional(async (tx) => {
      const digitalMe = await tx.findOne(DigitalMe, digitalMeId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!digitalMe) return;
      const photos = await tx.find(DigitalMePhoto, { digitalMe, facts: { $ne: null } });
      let acceptedChanged = false;
      for (const photo of photos) {
        const expression = expressionFromMesh(photo.facts!.mesh, photo.facts!.angles);
        totals.photos++;
        if (photo.expression === expression) continue;
        photo.expression = expression;
        totals.changed++;
        if (photo.status === 'accepted') acceptedChanged = true;
      }
      // The best photos are chosen at the build, per expression: a built set's choice follows its new labels.
      if (acceptedChanged && digitalMe.status === 'ready') {
        const accepted = photos.filter((p) => p.status === 'accepted');
        const best = chooseBest(accepted.map((p) => ({ id: p.id, expression: p.expression ?? null, facts: p.facts!, similarity: p.similarity ?? null })));
        for (const p of accepted) p.best = best.has(p.id);
        totals.rebuiltBest++;
      }
      await tx.flush();
    });
  }
  return totals;
}
