import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { LoadedImage } from '../../../shared/engine/render/canvas';
import { parseDesign, type Design } from '../../../shared/engine/model/design';
import { encodeFailure } from '../../../shared/failures';
import { adaptDesign } from '../../../shared/engine/layout/adapt';
import { decodeImage, encodeJpeg, makeWayOnServer, rasterize, renderHdFiles, serverMeasurer } from '../../engine/index';
import { defineJob, type JobContext } from '../../jobs/define';
import { engineAssetFile, exportFile, thumbnailFiles } from '../../files/keys';
import { readAll } from '../../files/storage';
import { Asset } from '../../files/asset.entity';
import { loadDesignImages } from '../design-images';
import { ThumbnailExport } from '../export.entity';
import { DEAD_LETTER_QUEUE, failGeneration, failModification, lockOpenJob, refundDeadJob } from '../paid-jobs';
import { purposeOf, RENDER_FILE_FAILED_QUEUE, RENDER_FILE_PURPOSES, RENDER_FILE_QUEUE, type RenderFilePurpose } from './queues';
import { notifyStatus } from '../../realtime/status-events';
import { Thumbnail, type IThumbnail } from '../thumbnail.entity';
import { ThumbnailVersion } from '../version.entity';
import { VERSION_KINDS, type VersionKind } from '../../../shared/schemas/history';

/** 4K files are not uploaded to YouTube, so its 2 MB bound does not apply; this only stops a runaway file. */
const MAX_4K_BYTES = 25 * 1024 * 1024;

const Payload = z.object({
  /** Why it runs (server/studio/jobs/queues.ts); absent from payloads queued by older versions, then derived. */
  purpose: z.enum(RENDER_FILE_PURPOSES).optional(),
  thumbnailId: z.uuid(),
  target: z.enum(['hd', '4k', 'story', 'square']),
  revision: z.number().int().min(0),
  /** Set for the first HD render of a paid generation: its success or failure closes the generation. */
  jobId: z.uuid().optional(),
  /** Set for 4K, 9:16 and 1:1 files. */
  exportId: z.uuid().optional(),
  /** For « Améliorer »: the design before it, put back if the new one cannot be drawn. */
  restore: z.record(z.string(), z.unknown()).optional(),
  /** What the version this HD render lists is (a restore, « Autre sujet »…); absent: what the purpose says. */
  version: z.enum(VERSION_KINDS).optional(),
});
export type RenderFilePayload = z.infer<typeof Payload>;

/**
 * Post-processing, separate from generation: draws a saved design and writes its files. `hd` makes
 * the 1280×720 JPEG (< 2 MB), the WebP preview and the legibility score; `4k` draws the same design
 * three times larger; `story` and `square` lay the design out again for 9:16 and 1:1. Re-exporting
 * an edited design only runs this job.
 */
export const renderFileJob = defineJob({
  name: RENDER_FILE_QUEUE,
  schema: Payload,
  queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 120, deadLetter: RENDER_FILE_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: config.RENDER_CONCURRENCY }),
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const thumbnail = await em.findOne(Thumbnail, data.thumbnailId, { refresh: true });
    if (!thumbnail?.design) return;
    if (data.target === 'hd') await renderHd(em, ctx, { id: thumbnail.id, userId: thumbnail.user.id, revision: thumbnail.revision, design: parseDesign(thumbnail.design) }, data);
    else await renderOther(em, ctx, thumbnail, data);
  },
});

/** What an HD render draws: a thumbnail's saved design at its revision. */
export interface SavedDesign {
  id: string;
  userId: string;
  revision: number;
  design: Design;
}

/**
 * The HD files of a saved design (JPEG, WebP preview, score), then the thumbnail ready with its version,
 * and a paid generation (`data.jobId`) closed, in one transaction. The generation's composition calls it
 * in its own job (compose.ts) with the pictures it has in memory (`known`); other renders come through
 * the queue.
 */
export async function renderHd(em: EntityManager, ctx: JobContext, thumbnail: SavedDesign, data: RenderFilePayload, known?: ReadonlyMap<string, LoadedImage>): Promise<void> {
  if (thumbnail.revision !== data.revision) return; // a newer revision is on its way
  const { userId, design } = thumbnail;
  const images = await loadDesignImages(em, ctx.storage, userId, design, 1, known);
  const { jpeg, preview, score, width, height } = await renderHdFiles(design, images);
  ctx.signal?.throwIfAborted();
  // Each revision has its own files: a reader of the previous one never sees a half-replaced file.
  const files = thumbnailFiles(userId, thumbnail.id, data.revision);
  await ctx.storage.put(files.jpeg, jpeg);
  await ctx.storage.put(files.preview, preview);

  const done = await em.transactional(async (tx) => {
    if (data.jobId) {
      const job = await lockOpenJob(tx, data.jobId);
      if (!job) return false;
      job.status = 'succeeded';
      job.error = null;
      job.finishedAt = new Date();
    }
    const t = await tx.findOne(Thumbnail, thumbnail.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!t || t.revision !== data.revision) return false;
    await recordVersion(tx, t, data, files);
    Object.assign(t, {
      status: 'ready',
      jpegKey: files.jpeg,
      previewKey: files.preview,
      width,
      height,
      bytes: jpeg.length,
      score: score as unknown as Record<string, unknown>,
      error: null,
      // Drawn again because its files were lost: the same picture, ready since it first was.
      readyAt: data.purpose === 'repair' && t.readyAt ? t.readyAt : new Date(),
    });
    await tx.flush();
    await notifyStatus(tx, { thumbnailId: t.id, status: 'ready' });
    return true;
  });
  if (done) ctx.log.info({ thumbnailId: thumbnail.id, revision: data.revision, bytes: jpeg.length, score: score.score }, 'thumbnail rendered');
}

/** The kind of version an HD render makes, from its payload. */
function versionKindOf(data: RenderFilePayload): VersionKind {
  if (data.version) return data.version;
  const purpose = purposeOf(data);
  if (purpose === 'repair') return 'generation'; // a repair names its version's kind; a thumbnail drawn before versions had none
  return purpose === 'export' ? 'improvement' : purpose;
}

/**
 * The rendered revision joins the thumbnail's versions (with its own files), in the transaction that
 * marks it ready: the list shows only designs that exist as pictures. A retried job finds its row.
 */
async function recordVersion(tx: EntityManager, t: IThumbnail, data: RenderFilePayload, files: { jpeg: string; preview: string }): Promise<void> {
  const existing = await tx.findOne(ThumbnailVersion, { thumbnail: t.id, revision: data.revision });
  const fields = { design: t.design!, kind: versionKindOf(data), jpegKey: files.jpeg, previewKey: files.preview };
  if (existing) Object.assign(existing, fields);
  else tx.create(ThumbnailVersion, { thumbnail: t.id, revision: data.revision, ...fields });
}

async function renderOther(em: EntityManager, ctx: JobContext, thumbnail: IThumbnail, data: RenderFilePayload): Promise<void> {
  if (!data.exportId) return;
  const exp = await em.transactional(async (tx) => {
    const row = await tx.findOne(ThumbnailExport, data.exportId!, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!row || row.status === 'ready' || row.status === 'failed') return null;
    if (row.revision !== thumbnail.revision) {
      // The design changed since this was asked for (« Améliorer »): its file would not match its revision.
      Object.assign(row, { status: 'failed', error: 'superseded' });
      await tx.flush();
      return null;
    }
    row.status = 'rendering';
    await tx.flush();
    return { id: row.id, revision: row.revision };
  });
  if (!exp) return;
  const userId = thumbnail.user.id;
  let design = parseDesign(thumbnail.design);
  if (data.target === 'story' || data.target === 'square') design = adaptDesign(serverMeasurer(), design, data.target, thumbnail.prompt);
  // Pictograms are vectors: rasterised for the final size (4K draws them three times larger).
  const images = await loadDesignImages(em, ctx.storage, userId, design, data.target === '4k' ? 3 : 1);
  // Laid out again for another frame: what collides there makes way (the 4K file is the 16:9 design, already settled).
  if (data.target === 'story' || data.target === 'square') design = makeWayOnServer(design, images);
  if (data.target === 'story') design = await reframeBackground(em, ctx, userId, design, images);
  const out = rasterize(design, images, data.target === '4k' ? 3 : 1);
  const { jpeg } = await encodeJpeg(out.rgba, out.width, out.height, data.target === '4k' ? MAX_4K_BYTES : undefined);
  ctx.signal?.throwIfAborted();
  const key = exportFile(userId, exp.id);
  await ctx.storage.put(key, jpeg);
  const kept = await em.transactional(async (tx) => {
    const row = await tx.findOne(ThumbnailExport, exp.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!row) return false;
    if (row.status === 'ready' || row.status === 'failed') return true;
    Object.assign(row, { status: 'ready', key, width: out.width, height: out.height, bytes: jpeg.length, error: null, readyAt: new Date() });
    await tx.flush();
    return true;
  });
  // The thumbnail was deleted while this was drawn (« Supprimer »): its file must not outlive it.
  if (!kept) {
    await ctx.storage.delete(key);
    return;
  }
  ctx.log.info({ thumbnailId: thumbnail.id, target: data.target, bytes: jpeg.length }, 'export rendered');
}

/**
 * A 16:9 AI background loses most of itself when cropped to 9:16: a hosted engine that can redraw
 * it for a tall frame does so, unless it shows people. Best effort: on any failure the crop stays.
 */
async function reframeBackground(em: EntityManager, ctx: JobContext, userId: string, design: Design, images: Map<string, LoadedImage>): Promise<Design> {
  const bg = design.background;
  // A picture with people in it (a scene with the creator, an uploaded photo) is never sent back to
  // the provider to be redrawn: the crop follows their faces instead (backgrounds.ts `drawCover`).
  if (bg.kind !== 'image' || !ctx.engine.reframe || bg.faces.length > 0) return design;
  try {
    const asset = await em.findOne(Asset, { id: bg.asset, user: userId });
    const bytes = asset ? await readAll(ctx.storage, asset.key) : null;
    if (!bytes) return design;
    const png = await ctx.engine.reframe(bytes, design.style, ctx.signal);
    const id = randomUUID();
    const key = engineAssetFile(userId, id);
    await ctx.storage.put(key, png);
    const img = await decodeImage(png);
    await em.transactional(async (tx) => {
      tx.create(Asset, { id, user: userId, kind: 'ai-background', key, width: img.width, height: img.height, bytes: png.length });
    });
    images.set(id, img);
    return { ...design, background: { ...bg, asset: id } };
  } catch (err) {
    ctx.log.warn({ err }, 'reframing the background failed; the 9:16 export crops it');
    return design;
  }
}

/**
 * What a render's failure undoes, for each purpose: a paid job is closed and refunded
 * (paid-jobs.ts), a free change or file is marked failed or put back.
 */
const undo: Record<RenderFilePurpose, (em: EntityManager, ctx: JobContext, data: RenderFilePayload) => Promise<void>> = {
  async modification(em, ctx, data) {
    if (!data.jobId || !data.restore) return ctx.log.error({ data }, 'modification payload without its job or design; nothing to undo');
    await refundDeadJob(ctx.log, data.jobId, failModification(em, data.jobId, data.restore), 'modification failed; credits refunded, design restored');
  },
  async generation(em, ctx, data) {
    if (!data.jobId) return ctx.log.error({ data }, 'generation payload without its job; nothing to refund');
    await refundDeadJob(ctx.log, data.jobId, failGeneration(em, data.jobId, { detail: 'export failed after every retry' }), 'generation failed; credits refunded');
  },
  async export(em, _ctx, data) {
    if (!data.exportId) return;
    await em.transactional(async (tx) => {
      const row = await tx.findOne(ThumbnailExport, data.exportId!, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (row && row.status !== 'ready') Object.assign(row, { status: 'failed', error: 'export_failed' });
      await tx.flush();
    });
  },
  async duplicate(em, _ctx, data) {
    // The first render of a copy failed: the copy has no picture, the original is untouched.
    await em.transactional(async (tx) => {
      const t = await tx.findOne(Thumbnail, data.thumbnailId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!t || t.status === 'ready' || t.revision !== data.revision) return;
      Object.assign(t, { status: 'failed', error: encodeFailure('COPY_FAILED') });
      await tx.flush();
      await notifyStatus(tx, { thumbnailId: t.id, status: t.status });
    });
  },
  async repair(_em, ctx, data) {
    // The retention pass drew a lost file again and could not: the row is left as it was, and
    // the next daily pass finds the file still missing and tries again.
    ctx.log.error({ thumbnailId: data.thumbnailId, revision: data.revision }, 'redrawing a thumbnail whose files are missing failed');
  },
  async improvement(em, _ctx, data) {
    // « Améliorer » could not be drawn: the previous files stay in place.
    await em.transactional(async (tx) => {
      const t = await tx.findOne(Thumbnail, data.thumbnailId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!t || t.status === 'ready' || t.revision !== data.revision) return;
      Object.assign(t, { status: t.jpegKey ? 'ready' : 'failed', error: encodeFailure('IMPROVE_FAILED') });
      // The files and score are the previous design's: put that design back (as a new revision).
      if (data.restore) t.design = data.restore;
      t.revision += 1; // the restored design is a change too: later renders follow it
      await tx.flush();
      await notifyStatus(tx, { thumbnailId: t.id, status: t.status });
    });
  },
};

/** Dead letter of `studio.render-file`: what failed is undone according to the payload's purpose. */
export const renderFileFailedJob = defineJob({
  name: RENDER_FILE_FAILED_QUEUE,
  schema: Payload,
  queue: DEAD_LETTER_QUEUE,
  async handler(data, ctx) {
    await undo[purposeOf(data)](ctx.orm.em.fork(), ctx, data);
  },
});
