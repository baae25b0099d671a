import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign } from '../../shared/engine/model/design';
import { improveDesign } from '../../shared/engine/layout/improve';
import type { ScoreReport } from '../../shared/engine/quality/score';
import { serverMeasurer } from '../engine/index';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { currentReport } from './dto';
import type { Storage } from '../files/storage';
import { madeWay } from './make-way';
import { lockOwnReady, saveRevision } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';

/**
 * « Améliorer »: applies the score's fixable suggestions to the design, saves it as a new revision
 * and re-renders it (post-processing only: no new generation, no credits — it corrects our own
 * layout). Says NOTHING_TO_IMPROVE when no suggestion can be applied automatically.
 */
export async function improveThumbnail(em: EntityManager, args: { queue: JobQueue; storage: Storage; userId: string; thumbnailId: string }): Promise<{ thumbnail: IThumbnail; applied: string[] }> {
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const current = parseDesign(t.design);
    // The findings the studio showed, with today's answer on what can be fixed (older reports too).
    const report = currentReport(t.score as unknown as ScoreReport | null, current);
    if (!report || !report.checks.some((c) => c.fixable)) throw new AppError('NOTHING_TO_IMPROVE');
    const { design, applied } = improveDesign(serverMeasurer(), current, report);
    if (applied.length === 0 || JSON.stringify(design) === JSON.stringify(current)) throw new AppError('NOTHING_TO_IMPROVE');
    // A grown headline keeps its new size: what it now touches makes way.
    await saveRevision(tx, args.queue, t, await madeWay(tx, args.storage, args.userId, design, ['titre']));
    return { thumbnail: t, applied };
  });
}
