// The daily retention pass's rule for photo analyses (server/vision/photo-analyses.ts): what an older
// version of the models made of a photo is deleted, rows and files, once nothing draws it any more. A
// stale cut-out that a design or a DigitalMe portrait still draws stays until that design or portrait
// goes: deleting it would take the person out of a thumbnail the user keeps.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../log';
import type { Storage } from '../files/storage';
import { Asset } from '../files/asset.entity';
import { DigitalMePhoto } from '../digitalme/digitalme.entity';
import { Thumbnail } from '../studio/thumbnail.entity';
import { ThumbnailVersion } from '../studio/version.entity';
import { ANALYSIS_KINDS, CURRENT_VERSIONS } from '../vision/analysis-versions';
import { PhotoAnalysis, type IPhotoAnalysis } from '../vision/photo-analysis.entity';

/** Stale rows looked at per run: a new model version makes every row stale at once; the next days finish. */
export const STALE_ANALYSES_PER_RUN = 2000;

const staleWhere = { $or: ANALYSIS_KINDS.map((kind) => ({ kind, version: { $ne: CURRENT_VERSIONS[kind] } })) };

/** Whether a design of its owner (current or in its history) or a DigitalMe portrait draws this picture. */
async function drawn(em: EntityManager, userId: string, assetId: string): Promise<boolean> {
  if ((await em.count(DigitalMePhoto, { cutout: assetId })) > 0) return true;
  const thumbnails = em.getMetadata(Thumbnail).tableName;
  const versions = em.getMetadata(ThumbnailVersion).tableName;
  // Designs are JSON: an asset id (a uuid) appears in one only where a layer or its background draws it.
  const rows = await em.execute<Array<{ found: boolean }>>(
    `select exists (select 1 from "${thumbnails}" t where t.user_id = ? and strpos(t.design::text, ?) > 0)
         or exists (select 1 from "${versions}" v join "${thumbnails}" t on t.id = v.thumbnail_id where t.user_id = ? and strpos(v.design::text, ?) > 0) as found`,
    [userId, assetId, userId, assetId],
  );
  return rows[0]?.found === true;
}

/** The stale rows a run deletes now: those without a picture, and those whose picture nothing draws. */
async function deletable(em: EntityManager): Promise<IPhotoAnalysis[]> {
  const stale = await em.find(PhotoAnalysis, staleWhere, { populate: ['file'], orderBy: { createdAt: 'asc' }, limit: STALE_ANALYSES_PER_RUN });
  const out: IPhotoAnalysis[] = [];
  for (const row of stale) if (!row.file || !(await drawn(em, row.user.id, row.file.id))) out.push(row);
  return out;
}

export async function countStaleAnalyses(em: EntityManager): Promise<number> {
  return (await deletable(em)).length;
}

/** Deletes the stale analyses nothing draws: each row, its picture's asset, then the picture's file. Returns how many rows. */
export async function deleteStaleAnalyses(deps: { em: EntityManager; storage: Storage; log: Pick<Logger, 'info' | 'error'> }): Promise<number> {
  const rows = await deletable(deps.em);
  if (rows.length === 0) return 0;
  const files = rows.flatMap((r) => (r.file ? [{ id: r.file.id, key: r.file.key }] : []));
  await deps.em.transactional(async (tx) => {
    // The picture's asset first: its row goes with it (cascade); then the rows without a picture.
    if (files.length > 0) await tx.nativeDelete(Asset, { id: { $in: files.map((f) => f.id) } });
    await tx.nativeDelete(PhotoAnalysis, { id: { $in: rows.map((r) => r.id) } });
  });
  // Files once their rows are gone: a failure leaves an orphan the orphan rule deletes a day later.
  for (const f of files)
    await deps.storage.delete(f.key).catch((err: unknown) => deps.log.error({ err, key: f.key }, 'stale analysis deleted, but its file could not be'));
  deps.log.info({ rows: rows.length, files: files.length }, 'stale photo analyses deleted');
  return rows.length;
}
