import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { parseDesign, type StyleId } from '../../../shared/engine/model/design';
import { defineJob } from '../../jobs/define';
import { engineAssetFile } from '../../files/keys';
import { ImageEngineError } from '../../image-engines/errors';
import { composeWithMe } from '../me/hosted-scene';
import { Asset } from '../../files/asset.entity';
import { failGeneration, lockOpenJob } from '../paid-jobs';
import { notifyStatus } from '../../realtime/status-events';
import { COMPOSE_FAILED_QUEUE, COMPOSE_QUEUE } from './queues';
import { renderHd } from './render-file';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GenerationStage, SkinTone } from '../../../shared/schemas/studio';
import { planComposition } from '../compose-plan';
import { titleShape } from '../../../shared/engine/layout/compositions';
import { prepareUserImages } from '../user-images';
import { Thumbnail } from '../thumbnail.entity';
import { brandChoices } from '../../brand/service';
import { withEngineFaces } from '../../vision/picture-faces';
import { meSubjects } from '../me/me-subject';
import { layoutDesign } from '../../../shared/engine/layout/layout';
import { decodeImage, serverMeasurer } from '../../engine/index';
import { madeWay } from '../make-way';

/** How long a job that shares its process with the web waits before drawing, for the design's live event and the pictograms it asks for (see below). */
const DESIGN_EVENT_HEADSTART_MS = 30;

/** Moves a generation to its next live stage (the studio shows it at once). */
async function setStage(em: EntityManager, thumbnailId: string, stage: GenerationStage): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(Thumbnail, { id: thumbnailId, status: 'rendering' }, { stage });
    await notifyStatus(tx, { thumbnailId, status: 'rendering' });
  });
}

/**
 * Composes a paid thumbnail: the engine makes the design (and, for a hosted engine, its images),
 * which is saved with its assets; then its HD files are drawn in this same job (render-file.ts's
 * renderHd), which closes the generation. Idempotent: a finished job is left alone, a saved design
 * whose files were not drawn is drawn. After its last retry pg-boss copies the
 * payload to `studio.compose-failed`, which refunds. A hosted engine's refusal or outage fails the
 * generation at once with its French reason (the adapter already retried what could be retried).
 */
export const composeJob = defineJob({
  name: COMPOSE_QUEUE,
  schema: z.object({ jobId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 300, deadLetter: COMPOSE_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: config.RENDER_CONCURRENCY }),
  async handler({ jobId }, ctx) {
    const em = ctx.orm.em.fork();
    const started = await em.transactional(async (tx) => {
      const job = await lockOpenJob(tx, jobId);
      if (!job) return null;
      // Composed already, its files not drawn (the worker stopped while drawing them, or writing them failed): drawn now.
      if (job.thumbnail.design) return { drawOnly: { id: job.thumbnail.id, userId: job.user.id, revision: job.thumbnail.revision, design: parseDesign(job.thumbnail.design) } };
      job.status = 'running';
      job.attempts += 1;
      job.startedAt ??= new Date();
      job.thumbnail.status = 'rendering';
      job.thumbnail.stage = 'composing';
      await tx.flush();
      await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'rendering' });
      const { id, title, prompt, style, seed, images, options } = job.thumbnail;
      return { userId: job.user.id, thumbnail: { id, title, prompt, style: style as StyleId, seed, images: images ?? [], skinTone: (options?.skinTone ?? 'dark') as SkinTone, withMe: options?.withMe === true } };
    });
    if (!started) return;
    const { drawOnly } = started;
    if (drawOnly) {
      await renderHd(em, ctx, drawOnly, { purpose: 'generation', thumbnailId: drawOnly.id, target: 'hd', revision: drawOnly.revision, jobId });
      return;
    }
    const { thumbnail, userId } = started;

    // What the title, the brief and the user's images give: subjects, colours, layout (compose-plan.ts).
    const plan = planComposition({ title: thumbnail.title, prompt: thumbnail.prompt, skinTone: thumbnail.skinTone });
    const own = await prepareUserImages(em, ctx.storage, userId, thumbnail.images, () => setStage(em, thumbnail.id, 'cutting'));
    // The user's own images come first: a pictogram only when they gave no subject.
    let subjects = own.subjects.length > 0 ? own.subjects : plan.subjects;
    // Two or three of the user's pictures share the frame as two halves; the « VS » disc only when the title opposes them.
    let hints = own.subjects.length >= 2 && !plan.hints.composition ? { ...plan.hints, composition: 'versus' as const, versusMark: titleShape(plan.headline).versus !== null } : plan.hints;
    // « Ma marque » (server/brand): logo or channel tag, font, and the first brand colour as accent unless the brief chose one.
    const wantsBrand = (await em.findOne(Thumbnail, thumbnail.id, { fields: ['options'] }))?.options?.brand !== false;
    const brand = wantsBrand ? await brandChoices(em, userId) : null;
    const brandedFor = (h: typeof hints) => (brand ? { logo: brand.logo, font: brand.font, channel: brand.channel, hints: { ...h, accent: h.accent ?? brand.accent ?? null } } : {});

    // « Moi »: the user's own portrait leads, turned toward the words (server/studio/me/me-subject.ts).
    if (thumbnail.withMe) {
      // Laid out as the engine will (brand included: its corner moves the frame), only to see where the words fall.
      const probeInput = { title: plan.headline, prompt: thumbnail.prompt, style: thumbnail.style, seed: thumbnail.seed, hints, reaction: plan.reaction, tag: plan.tag, background: own.background, ...brandedFor(hints) };
      const me = await meSubjects(em, userId, { prompt: thumbnail.prompt, title: thumbnail.title, reading: plan.reading, others: subjects, probe: (s) => layoutDesign(serverMeasurer(), { ...probeInput, subjects: s }) });
      if (me) {
        subjects = me.subjects;
        hints = { ...hints, side: hints.side ?? me.side };
        ctx.log.info({ jobId, expression: me.choice.expression, exact: me.choice.exact, facing: me.choice.facing, headline: me.headline }, '« Moi » portrait chosen');
      } else ctx.log.warn({ jobId }, '« Moi » asked but the DigitalMe has no portrait left; generated without it');
    }

    const branded = brandedFor(hints);

    let composed;
    try {
      const input = {
        title: plan.headline,
        prompt: thumbnail.prompt,
        style: thumbnail.style,
        seed: thumbnail.seed,
        subjects,
        hints,
        reaction: plan.reaction,
        tag: plan.tag,
        topic: plan.topic,
        background: own.background,
        ...branded,
        signal: ctx.signal,
      };
      // « Moi » with a hosted engine: a scene with the creator from their DigitalMe photos, else offline (server/studio/me/hosted-scene.ts).
      composed = thumbnail.withMe
        ? await composeWithMe({ em, storage: ctx.storage, engine: ctx.engine, newId: randomUUID, log: ctx.log }, { userId, compose: input, sceneSubjects: own.subjects })
        : await ctx.engine.compose(input);
    } catch (err) {
      if (err instanceof ImageEngineError) {
        ctx.log.warn({ jobId, code: err.code, err: err.message }, 'image engine failed; generation refunded');
        await failGeneration(em, jobId, { failure: err.failure, detail: err.message });
        return;
      }
      throw err;
    }
    ctx.signal?.throwIfAborted(); // pg-boss gave up on this attempt: leave the outcome to the retry or the dead letter
    // A hosted engine's pictures may hold photographed faces: found now, so Face Swap can refuse before charging.
    composed = { ...composed, design: await withEngineFaces(composed.design, composed.assets, (err) => ctx.log.warn({ jobId, err }, 'faces of an AI picture not detected; Face Swap will find none')) };
    // The layout pass: whatever collides in the engine's design makes way (the engine's pictures are not stored yet: read from memory).
    const enginePictures = new Map(await Promise.all(composed.assets.map(async (a) => [a.id, await decodeImage(a.png)] as const)));
    composed = { ...composed, design: await madeWay(em, ctx.storage, userId, composed.design, [], enginePictures) };
    const keys = new Map<string, string>();
    for (const asset of composed.assets) {
      const key = engineAssetFile(userId, asset.id);
      await ctx.storage.put(key, asset.png);
      keys.set(asset.id, key);
    }

    const saved = await em.transactional(async (tx) => {
      const job = await lockOpenJob(tx, jobId);
      if (!job) return null;
      for (const asset of composed.assets) {
        tx.create(Asset, { id: asset.id, user: userId, kind: asset.kind, key: keys.get(asset.id)!, width: asset.width, height: asset.height, bytes: asset.png.length });
      }
      job.thumbnail.design = composed.design as unknown as Record<string, unknown>;
      job.thumbnail.engine = ctx.engine.id.slice(0, 16);
      // « Moi » is the subject: cycling pictograms in its place would take the user out of their own thumbnail.
      job.thumbnail.proposals = own.subjects.length > 0 || subjects.some((s) => s.kind === 'image' && s.me) ? [] : plan.proposals;
      job.thumbnail.stage = 'rendering';
      await notifyStatus(tx, { thumbnailId: thumbnail.id, status: 'rendering' });
      await tx.flush();
      return { revision: job.thumbnail.revision };
    });
    if (!saved) {
      ctx.log.warn({ jobId }, 'composition finished after the job was closed; result discarded');
      return;
    }
    ctx.log.info({ jobId, thumbnailId: thumbnail.id, engine: ctx.engine.id, assets: composed.assets.length }, 'design composed');
    // A page following this thumbnail through this very process (web and worker in one, as `npm start`
    // runs them) is sent the design by a NOTIFY, a read and a write on this thread, then asks for the
    // design's new pictograms: drawing the files first would hold both for the length of the drawing
    // (30 ms, far more on a busy machine), while the page paints the design itself. A few tens of
    // milliseconds let them go first; the file is ready that much later, which nobody waits on as much.
    if (ctx.statusEvents?.watching(thumbnail.id)) await sleep(DESIGN_EVENT_HEADSTART_MS);
    // The files are drawn here, in this job, from the pictures this process holds: a job of its own would
    // read the row, decode the pictures and go through the queue again. Should this worker stop before
    // the thumbnail is ready, pg-boss runs this job again, which draws the saved design (drawOnly above).
    await renderHd(em, ctx, { id: thumbnail.id, userId, revision: saved.revision, design: composed.design }, { purpose: 'generation', thumbnailId: thumbnail.id, target: 'hd', revision: saved.revision, jobId }, enginePictures);
  },
});
