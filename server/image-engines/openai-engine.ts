import sharp from 'sharp';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { serverMeasurer } from '../engine/index';
import type { EngineAsset, ImageEngine } from '../ports';
import { withinBudget } from './budget';
import { editThroughMask } from './masked-edit';
import type { ImageSize, OpenAIImages } from './openai';
import { buildImagePrompt, buildFaceSwapPrompt, buildScenePrompt } from './prompts';

/**
 * Whole-call budgets of the hosted engine. pg-boss gives up on a `studio.compose` attempt after 300 s
 * and on a `studio.render-file` attempt after 120 s (their `expireInSeconds`), then runs the job again:
 * the paid API calls are made again, and the user waits three attempts for a generic failure. The
 * adapter alone can take far longer (IMAGE_ENGINE_MAX_RETRIES + 1 attempts × OPENAI_TIMEOUT_MS, 90 s by default, plus backoff),
 * so the engine stops itself before the job expires, as a `timeout` the user can read.
 */
export const COMPOSE_BUDGET_MS = 240_000;
export const REFRAME_BUDGET_MS = 60_000;
/** An AI edit runs in `studio.ai-edit`, which pg-boss gives 300 s per attempt, as a composition. */
export const EDIT_BUDGET_MS = 240_000;
/**
 * A DigitalMe scene runs inside `studio.compose` before the layout: it gets the compose budget less
 * a margin, so a slow answer still leaves time for the offline « Moi » composition it falls back to.
 */
export const SCENE_BUDGET_MS = 180_000;

/** The output size of gpt-image-1 closest to a picture's shape (it has only these three). */
export function closestSize(width: number, height: number): ImageSize {
  const ratio = width / height;
  if (ratio >= 1.25) return '1536x1024';
  if (ratio <= 0.8) return '1024x1536';
  return '1024x1024';
}

/**
 * OpenAI Images (gpt-image-1): a background from the brief and the style, and, when the brief names
 * something, a cut-out subject (transparent background). The prompt always forbids text.
 */
export function openAIEngine(images: OpenAIImages, newId: () => string, budgets: { composeBudgetMs?: number; reframeBudgetMs?: number; editBudgetMs?: number; sceneBudgetMs?: number } = {}): ImageEngine {
  const composeBudgetMs = budgets.composeBudgetMs ?? COMPOSE_BUDGET_MS;
  const sceneBudgetMs = budgets.sceneBudgetMs ?? SCENE_BUDGET_MS;
  const reframeBudgetMs = budgets.reframeBudgetMs ?? REFRAME_BUDGET_MS;
  const editBudgetMs = budgets.editBudgetMs ?? EDIT_BUDGET_MS;
  return {
    id: 'openai',
    async compose(input) {
      const brief = input.prompt.trim() || input.title;
      // The user's « Moi » is the subject when there is one: no invented person beside (or in front of) them.
      const wantSubject = input.prompt.trim().length > 0 && !input.subjects?.some((s) => s.kind === 'image' && s.me);
      const [bg, subject] = await withinBudget(composeBudgetMs, input.signal, 'OpenAI: the thumbnail images', (budget) => {
        // Once one image has failed the thumbnail is lost: the other call stops too, retries included
        // (each would be paid for nothing).
        const lost = new AbortController();
        const signal = AbortSignal.any([budget, lost.signal]);
        const stopTheOther = (err: unknown): never => {
          lost.abort(err);
          throw err;
        };
        return Promise.all([
          images.generate({ prompt: buildImagePrompt({ brief, style: input.style, colors: input.hints?.background }), size: '1536x1024', quality: 'medium', background: 'opaque', signal }).catch(stopTheOther),
          wantSubject ? images.generate({ prompt: buildImagePrompt({ brief, style: input.style, subject: true }), size: '1024x1024', quality: 'medium', background: 'transparent', signal }).catch(stopTheOther) : null,
        ]);
      });
      const assets: EngineAsset[] = [];
      const bgMeta = await sharp(bg).metadata();
      const background: EngineAsset = { id: newId(), kind: 'ai-background', png: bg, width: bgMeta.width ?? 1536, height: bgMeta.height ?? 1024 };
      assets.push(background);
      let subjectAsset: EngineAsset | undefined;
      if (subject) {
        // Trim the transparent margin so the subject's box is the subject.
        const trimmed = await sharp(subject).trim({ threshold: 1 }).png().toBuffer({ resolveWithObject: true });
        subjectAsset = { id: newId(), kind: 'ai-subject', png: trimmed.data, width: trimmed.info.width, height: trimmed.info.height };
        assets.push(subjectAsset);
      }
      const design = layoutDesign(serverMeasurer(), {
        ...input,
        background: { asset: background.id },
        subject: subjectAsset ? { asset: subjectAsset.id, width: subjectAsset.width, height: subjectAsset.height } : undefined,
      });
      return { design, assets };
    },
    async reframe(png, style, signal) {
      return withinBudget(reframeBudgetMs, signal, 'OpenAI: redrawing the 9:16 background', (budgeted) =>
        images.edit({ images: [png], prompt: buildImagePrompt({ brief: 'Extend this exact scene to a tall portrait frame; keep its look, light and colours.', style }), size: '1024x1536', quality: 'medium', background: 'opaque', signal: budgeted }),
      );
    },
    /**
     * images/edits with the mask (transparent = redo). gpt-image-1 treats a mask as guidance and may
     * touch other pixels too, so the answer is composited back through the mask all the same.
     */
    async editPicture(edit) {
      return withinBudget(editBudgetMs, edit.signal, 'OpenAI: editing the picture', (signal) =>
        editThroughMask(edit, { maxSide: 1536 }, (crop) =>
          images.edit({ images: [crop.png], mask: crop.mask, prompt: edit.prompt, size: closestSize(crop.width, crop.height), quality: 'medium', background: 'opaque', signal }),
        ),
      );
    },
    /**
     * images/edits with the picture first (the mask applies to the first image, as OpenAI documents
     * it), the DigitalMe photos after it, and `input_fidelity: high` for the face; the answer is
     * composited back through the mask like any picture edit.
     */
    async swapFace(edit) {
      return withinBudget(editBudgetMs, edit.signal, 'OpenAI: the face swap', (signal) =>
        editThroughMask({ png: edit.png, mask: edit.mask, prompt: '' }, { maxSide: 1536 }, (crop) =>
          images.edit({
            images: [crop.png, ...edit.references],
            mask: crop.mask,
            prompt: buildFaceSwapPrompt({ references: edit.references.length, masked: true }),
            size: closestSize(crop.width, crop.height),
            quality: 'medium',
            background: 'opaque',
            inputFidelity: 'high',
            signal,
          }),
        ),
      );
    },
    /**
     * images/edits with the DigitalMe photos as `image[]` inputs and `input_fidelity: high` (the
     * parameter OpenAI documents for keeping faces), no mask: the whole picture is new, 1536×1024.
     * The most frontal photo comes first (hosted-scene.ts orders them): OpenAI's image guide, as
     * quoted in copies we could read (not in the API reference itself), says gpt-image-1 keeps every
     * input image but gives the first one « richer textures and finer details ».
     */
    async sceneWithPerson(scene) {
      return withinBudget(sceneBudgetMs, scene.signal, 'OpenAI: the scene with the creator', (signal) =>
        images.edit({
          images: scene.references,
          prompt: buildScenePrompt({ brief: scene.brief, style: scene.style, references: scene.references.length }),
          size: '1536x1024',
          quality: 'medium',
          background: 'opaque',
          inputFidelity: 'high',
          signal,
        }),
      );
    },
  };
}
