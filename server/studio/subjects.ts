import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign, type Layer } from '../../shared/engine/model/design';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { pictogramAspect } from '../pictograms/library';
import { lockOwnReady, saveRevision } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';

/**
 * « Autre sujet »: the next pictogram MGX3 proposed for this generation, in the same paid design
 * (DECISIONS: cycling the proposals is free; any other change is a modification). The subject keeps
 * its place and size; a new revision is drawn, and if drawing fails the previous design comes back.
 */
export async function nextSubject(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string }): Promise<{ thumbnail: IThumbnail; icon: string }> {
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const proposals = t.proposals ?? [];
    const design = parseDesign(t.design);
    const subject = design.layers.find((l) => l.type === 'picto' && l.role === 'subject');
    if (proposals.length < 2 || !subject || subject.type !== 'picto') throw new AppError('NO_OTHER_SUBJECT');
    const at = proposals.indexOf(subject.icon);
    const icon = proposals[(at + 1) % proposals.length]!;
    const aspect = pictogramAspect(icon) ?? 1;
    const swap = (l: Layer): Layer => {
      if (l.type !== 'picto' || l.role !== 'subject' || l.icon !== subject.icon) return l;
      // Same centre, same height budget; the width follows the new pictogram's shape.
      const h = Math.min(l.box.h, l.box.w / aspect);
      const w = h * aspect;
      return { ...l, icon, box: { x: Math.round(l.box.x + (l.box.w - w) / 2), y: Math.round(l.box.y + (l.box.h - h) / 2), w: Math.round(w), h: Math.round(h) } };
    };
    await saveRevision(tx, args.queue, t, { ...design, layers: design.layers.map(swap) }, undefined, 'subject');
    return { thumbnail: t, icon };
  });
}
