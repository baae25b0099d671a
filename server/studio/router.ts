import { tracked } from '@trpc/server';
import { z } from 'zod';
import { DEFAULT_STYLE, GenerateInput, HeadlineEdit, PROMPT_MAX, SKIN_TONES, StyleId, ThumbnailId, TITLE_MAX } from '../../shared/schemas/studio';
import { DeleteIds, HistoryInput, RenameTitle, Revision } from '../../shared/schemas/history';
import { briefChips } from './brief-dry-run';
import { nextSubject } from './subjects';
import { planHas, planUnlocking } from '../../shared/plans';
import { featurePlan } from '../billing/subscriptions';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { sourceOf } from '../auth/rate-limit';
import { exportDto, toDto, toHistoryItem } from './dto';
import { EXPORT_FORMATS } from './export.entity';
import { listExports, requestExport } from './exports';
import { requestGeneration } from './generate';
import { digitalMeUse } from '../digitalme/portraits';
import { deleteThumbnails, listHistory, renameThumbnail } from './history';
import { duplicateThumbnail } from './duplicate';
import { listVersions, restoreVersion } from './versions';
import { improveThumbnail } from './improve';
import { headlineOperations, modifyThumbnail } from './modify';
import { readInstructionFor } from './instruction';
import { INSTRUCTION_MAX } from '../../shared/engine/model/instruction-limits';
import { OperationList } from '../../shared/engine/model/operations';
import { parseDesign } from '../../shared/engine/model/design';
import { aiEditAvailable, INSTRUCTION_MIN, requestAiEdit } from './ai-edit';
import { getOwnThumbnail } from './thumbnails';
import { faceSwapOptions, requestFaceSwap } from './face-swap/face-swap-request';
import { photoSizesOf } from './photo-sizes';

const TERMINAL = new Set(['ready', 'failed']);

/** Saves count against the user's limit before their input is even read: refused calls count too. */
const modifyProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await ctx.services.limits.consume('modifyUser', ctx.auth.userId);
  return next();
});

/** « Décrire une modification » is read on each pause in typing: a burst limit and an hourly one, counted before the input is read. */
const instructionProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await ctx.services.limits.consume('instructionBurstUser', ctx.auth.userId);
  await ctx.services.limits.consume('instructionUser', ctx.auth.userId);
  return next();
});

/** The brief is read by visitors too: counted per source, before the input is read. */
const briefProcedure = publicProcedure.use(async ({ ctx, next }) => {
  await ctx.services.limits.consume('briefSource', sourceOf(ctx.client.ip));
  return next();
});

export const studioRouter = router({
  generate: authedProcedure.input(GenerateInput).mutation(async ({ ctx, input }) => {
    const thumbnails = await requestGeneration(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, input });
    // The first variant as before, and every variant of the click (one or three) side by side.
    const variants = thumbnails.map(toDto);
    return { ...variants[0]!, variants };
  }),

  /** « Autre sujet »: the next pictogram proposed for this generation (free, DECISIONS). */
  /** « Ajout image »: what the small-photo rule makes of the chosen photos, to warn before « Générer ». */
  photoSizes: authedProcedure.input(z.object({ ids: z.array(z.uuid()).max(50) })).query(({ ctx, input }) => photoSizesOf(ctx.em, ctx.auth.userId, input.ids).then((items) => ({ items }))),
  nextSubject: authedProcedure.input(z.object({ id: ThumbnailId })).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('freeRenderUser', ctx.auth.userId);
    const { thumbnail } = await nextSubject(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, thumbnailId: input.id });
    return toDto(thumbnail);
  }),

  /**
   * What MGX3 understands of a brief, before the click (the chips under the field); visitors try the
   * settings too. With the title and style, the generation is dry-run so each chip says « Compris »
   * only when the picture shows it (brief-dry-run.ts).
   */
  readBrief: briefProcedure
    .input(z.object({ prompt: z.string().max(PROMPT_MAX), skinTone: z.enum(SKIN_TONES).default('dark'), title: z.string().trim().max(TITLE_MAX).default(''), style: StyleId.default(DEFAULT_STYLE) }))
    .query(({ input }) => briefChips({ title: input.title, prompt: input.prompt, style: input.style, skinTone: input.skinTone })),

  /** A 4K, 9:16 or 1:1 file of the current design (4K: Premium and Master). */
  export: authedProcedure
    .input(z.object({ id: ThumbnailId, format: z.enum(EXPORT_FORMATS, { error: 'Format d’export inconnu.' }) }))
    .mutation(async ({ ctx, input }) => {
      await ctx.services.limits.consume('freeRenderUser', ctx.auth.userId);
      const row = await requestExport(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, thumbnailId: input.id, format: input.format });
      return exportDto(row);
    }),

  /** What the user's plan lets the studio offer (the server still checks each request). */
  capabilities: authedProcedure.query(async ({ ctx }) => {
    const plan = await featurePlan(ctx.em, ctx.auth.userId);
    return {
      export4k: planHas(plan, 'export_4k'),
      export4kPlan: planUnlocking('export_4k').name,
      /** Master's early access to new features (shared/early-access.ts), a team member's too. */
      earlyAccess: planHas(plan, 'early_access'),
      prioritySupport: planHas(plan, 'priority_support'),
      /** AI edits of a picture (clothes, an object): only with a hosted engine (IMAGE_ENGINE openai or gemini). */
      aiEdit: aiEditAvailable(ctx.services.engine),
    };
  }),

  exports: authedProcedure.input(z.object({ id: ThumbnailId })).query(async ({ ctx, input }) => {
    return (await listExports(ctx.em, ctx.auth.userId, input.id)).map(exportDto);
  }),

  /** « Améliorer »: applies the legibility score's fixable suggestions and re-renders (free). */
  improve: authedProcedure.input(z.object({ id: ThumbnailId })).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('freeRenderUser', ctx.auth.userId);
    const { thumbnail, applied } = await improveThumbnail(ctx.em, { queue: ctx.services.queue, storage: ctx.services.storage, userId: ctx.auth.userId, thumbnailId: input.id });
    return { thumbnail: toDto(thumbnail), applied };
  }),

  /**
   * Saves edits made in the studio as operations on the saved design (the editor, a French
   * instruction; `headline` is the older headline-only edit): a modification, 5 credits. `laidOut`:
   * the editor ran the layout pass after each change and sends what it did among the operations.
   */
  modify: modifyProcedure.input(z.union([z.object({ id: ThumbnailId, ops: OperationList, laidOut: z.boolean().optional(), by: z.enum(['hand', 'instruction']).optional() }), z.object({ id: ThumbnailId, headline: HeadlineEdit })])).mutation(async ({ ctx, input }) => {
    const ops = 'ops' in input ? input.ops : headlineOperations(parseDesign((await getOwnThumbnail(ctx.em, ctx.auth.userId, input.id)).design), input.headline);
    const laidOut = 'ops' in input && input.laidOut === true;
    // `by`: a French instruction's operations settle as its preview did (studio/make-way.ts).
    const by = 'ops' in input ? input.by : undefined;
    const { thumbnail, charged } = await modifyThumbnail(ctx.em, { queue: ctx.services.queue, storage: ctx.services.storage, userId: ctx.auth.userId, thumbnailId: input.id, ops, by, passRun: laidOut });
    return { thumbnail: toDto(thumbnail), charged };
  }),

  /**
   * An AI edit of the thumbnail's picture (« mets-lui une chemise rouge »): 5 credits, refunded if the
   * engine refuses or is down; without a hosted engine, AI_ENGINE_REQUIRED and nothing charged.
   * `layerId` names an image layer, or `fond` for the background; else the subject, else the background.
   */
  aiEdit: authedProcedure
    .input(
      z.object({
        id: ThumbnailId,
        instruction: z
          .string()
          .trim()
          .min(INSTRUCTION_MIN, { error: `Décrivez le changement en ${INSTRUCTION_MIN} caractères au moins.` })
          .max(INSTRUCTION_MAX, { error: `Décrivez le changement en ${INSTRUCTION_MAX} caractères au plus.` }),
        layerId: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'Calque inconnu.' }).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { thumbnail } = await requestAiEdit(ctx.em, { queue: ctx.services.queue, engine: ctx.services.engine, userId: ctx.auth.userId, thumbnailId: input.id, instruction: input.instruction, layerId: input.layerId });
      return { thumbnail: toDto(thumbnail), charged: true };
    }),

  /**
   * « Face Swap »: the user's DigitalMe face in place of a photographed face of the design, 10 credits,
   * refunded if the swap fails. Refused before anything is charged without the plan (PLAN_REQUIRED),
   * a ready DigitalMe, a face (FACESWAP_NO_FACE), a choice among several (FACESWAP_CHOOSE_FACE, with
   * the faces), or a face too turned (FACESWAP_PROFILE).
   */
  faceSwap: authedProcedure
    .input(z.object({ id: ThumbnailId, face: z.number({ error: 'Visage inconnu.' }).int({ error: 'Visage inconnu.' }).min(0, { error: 'Visage inconnu.' }).max(11, { error: 'Visage inconnu.' }).optional() }))
    .mutation(async ({ ctx, input }) => {
      const { thumbnail } = await requestFaceSwap(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, thumbnailId: input.id, face: input.face });
      return { thumbnail: toDto(thumbnail), charged: true };
    }),

  /** What the studio may offer for « Face Swap » on a thumbnail: its cost, the faces to pick, or why not. */
  faceSwapOptions: authedProcedure.input(z.object({ id: ThumbnailId })).query(async ({ ctx, input }) => {
    return faceSwapOptions(ctx.em, ctx.auth.userId, input.id);
  }),

  /**
   * « Décrire une modification »: what a French instruction changes on the saved design, and the
   * design it gives (free, nothing saved; `modify` with the returned ops commits it). Read on every
   * pause in typing, hence its own generous limit.
   */
  readInstruction: instructionProcedure
    .input(z.object({ id: ThumbnailId, text: z.string().max(INSTRUCTION_MAX, { error: `Une modification se décrit en ${INSTRUCTION_MAX} caractères au plus.` }) }))
    .query(async ({ ctx, input }) => {
      // Hosted engines can redraw pixels; the local one cannot (clothes, objects in a photo).
      return readInstructionFor(ctx.em, { storage: ctx.services.storage, userId: ctx.auth.userId, thumbnailId: input.id, text: input.text, hasAiEngine: ctx.services.engine.id !== 'local' });
    }),

  /**
   * Whether « Moi » can be asked now, and why not (the studio's switch explains it): `plan` (the plan
   * does not include DigitalMe; `requiredPlan` names the cheapest that does), `none` or `not_ready`.
   */
  me: authedProcedure.query(async ({ ctx }) => {
    const use = await digitalMeUse(ctx.em, ctx.auth.userId);
    return { usable: use.usable, reason: use.usable ? null : use.reason, requiredPlan: planUnlocking('digitalme').name };
  }),

  get: authedProcedure.input(z.object({ id: ThumbnailId })).query(async ({ ctx, input }) => {
    return toDto(await getOwnThumbnail(ctx.em, ctx.auth.userId, input.id));
  }),

  /** The user's thumbnails, newest first, searched by title and filtered by style, days and exports. */
  history: authedProcedure.input(HistoryInput).query(async ({ ctx, input }) => {
    const page = await listHistory(ctx.em, ctx.auth.userId, input);
    return { items: page.items.map(toHistoryItem), nextCursor: page.nextCursor };
  }),

  /** Every rendered version of a thumbnail, newest first, each with its own picture. */
  versions: authedProcedure.input(z.object({ id: ThumbnailId })).query(async ({ ctx, input }) => {
    return listVersions(ctx.em, ctx.auth.userId, input.id);
  }),

  /** « Restaurer »: a version's design drawn again as a new revision, free. */
  restoreVersion: authedProcedure.input(z.object({ id: ThumbnailId, revision: Revision })).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('freeRenderUser', ctx.auth.userId);
    const { thumbnail, restored } = await restoreVersion(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, thumbnailId: input.id, revision: input.revision });
    return { thumbnail: toDto(thumbnail), restored };
  }),

  /** « Dupliquer »: a new thumbnail with the same design and settings, drawn for free. */
  duplicate: authedProcedure.input(z.object({ id: ThumbnailId })).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('freeRenderUser', ctx.auth.userId);
    return toDto(await duplicateThumbnail(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, thumbnailId: input.id }));
  }),

  /** A new name in the history and for downloads (the picture keeps its headline). */
  rename: authedProcedure.input(z.object({ id: ThumbnailId, title: RenameTitle })).mutation(async ({ ctx, input }) => {
    return toDto(await renameThumbnail(ctx.em, ctx.auth.userId, input.id, input.title));
  }),

  /** Deletes thumbnails with their versions, exports and files; returns how many were the user's. */
  delete: authedProcedure.input(z.object({ ids: DeleteIds })).mutation(async ({ ctx, input }) => {
    const deleted = await deleteThumbnails({ em: ctx.em, storage: ctx.services.storage, log: ctx.log }, ctx.auth.userId, input.ids);
    ctx.log.info({ asked: input.ids.length, deleted }, 'thumbnails deleted');
    return { deleted };
  }),

  /**
   * Live status over SSE: the current state first, then each change, until ready or failed.
   * Changes arrive by Postgres NOTIFY from whichever process renders.
   */
  status: authedProcedure.input(z.object({ id: ThumbnailId })).subscription(async function* ({ ctx, input, signal }) {
    const changes = ctx.services.statusEvents?.changes(input.id, signal);
    try {
      let dto = toDto(await getOwnThumbnail(ctx.em.fork(), ctx.auth.userId, input.id));
      yield tracked(`${dto.id}:${dto.status}:${dto.stage}`, dto);
      while (changes && !TERMINAL.has(dto.status)) {
        if ((await changes.next()).done) return;
        dto = toDto(await getOwnThumbnail(ctx.em.fork(), ctx.auth.userId, input.id));
        yield tracked(`${dto.id}:${dto.status}:${dto.stage}`, dto);
      }
    } finally {
      await changes?.return?.();
    }
  }),
});
