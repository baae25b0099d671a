import sharp from 'sharp';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { serverMeasurer } from '../engine/index';
import type { EngineAsset, ImageEngine } from '../ports';
import type { GeminiImages } from './gemini';
import { withinBudget } from './budget';
import { editThroughMask } from './masked-edit';
import { COMPOSE_BUDGET_MS, EDIT_BUDGET_MS, REFRAME_BUDGET_MS, SCENE_BUDGET_MS } from './openai-engine';
import { buildImagePrompt, buildFaceSwapPrompt, buildScenePrompt } from './prompts';

/**
 * Google's Gemini image model: a text-free 16:9 background from the brief and the style (the same
 * prompt as OpenAI's), under our own layout. Gemini makes no transparent pictures, so the subjects
 * stay what the studio planned (pictograms, the user's own cut-outs), and a user's own background
 * (Gaming) is kept rather than replaced. Picture edits send the crop without a mask (Gemini takes
 * none) and composite the answer back through our mask (masked-edit.ts).
 */
export function geminiEngine(images: GeminiImages, newId: () => string, budgets: { composeBudgetMs?: number; reframeBudgetMs?: number; editBudgetMs?: number; sceneBudgetMs?: number } = {}): ImageEngine {
  const composeBudgetMs = budgets.composeBudgetMs ?? COMPOSE_BUDGET_MS;
  const sceneBudgetMs = budgets.sceneBudgetMs ?? SCENE_BUDGET_MS;
  const reframeBudgetMs = budgets.reframeBudgetMs ?? REFRAME_BUDGET_MS;
  const editBudgetMs = budgets.editBudgetMs ?? EDIT_BUDGET_MS;
  return {
    id: 'gemini',
    async compose(input) {
      if (input.background) return { design: layoutDesign(serverMeasurer(), input), assets: [] };
      const brief = input.prompt.trim() || input.title;
      const png = await withinBudget(composeBudgetMs, input.signal, 'Gemini: the thumbnail background', (signal) =>
        images.generate({ prompt: buildImagePrompt({ brief, style: input.style, colors: input.hints?.background }), aspectRatio: '16:9', signal }),
      );
      const meta = await sharp(png).metadata();
      const background: EngineAsset = { id: newId(), kind: 'ai-background', png, width: meta.width ?? 1344, height: meta.height ?? 768 };
      const design = layoutDesign(serverMeasurer(), { ...input, background: { asset: background.id } });
      return { design, assets: [background] };
    },
    async reframe(png, style, signal) {
      return withinBudget(reframeBudgetMs, signal, 'Gemini: redrawing the 9:16 background', (budgeted) =>
        images.generate({ prompt: buildImagePrompt({ brief: 'Extend this exact scene to a tall portrait frame; keep its look, light and colours.', style }), images: [png], aspectRatio: '9:16', signal: budgeted }),
      );
    },
    async editPicture(edit) {
      return withinBudget(editBudgetMs, edit.signal, 'Gemini: editing the picture', (signal) =>
        // 1024 px on the long side: the model's own working size (1024×1024 for a square).
        editThroughMask(edit, { maxSide: 1024 }, (crop) => images.generate({ prompt: edit.prompt, images: [crop.png], signal })),
      );
    },
    /**
     * generateContent with the picture's crop first, then the DigitalMe photos (three images in all
     * at most, Google's advice), composited back through the mask: Gemini takes no mask, so the
     * prompt names the face and the compositing keeps everything else.
     */
    async swapFace(edit) {
      const references = edit.references.slice(0, GEMINI_MAX_REFERENCES - 1);
      return withinBudget(editBudgetMs, edit.signal, 'Gemini: the face swap', (signal) =>
        editThroughMask({ png: edit.png, mask: edit.mask, prompt: '' }, { maxSide: 1024 }, (crop) =>
          images.generate({ prompt: buildFaceSwapPrompt({ references: references.length, masked: false }), images: [crop.png, ...references], signal }),
        ),
      );
    },
    /**
     * generateContent with the prompt, then one `inlineData` part per DigitalMe photo, and a 16:9
     * frame (1344×768). Google's documentation: « For best results using Gemini 2.5 Flash Image,
     * include a maximum of three images in an input » (image generation limitations), hence at
     * most 3 here, the most telling first.
     */
    async sceneWithPerson(scene) {
      const references = scene.references.slice(0, GEMINI_MAX_REFERENCES);
      return withinBudget(sceneBudgetMs, scene.signal, 'Gemini: the scene with the creator', (signal) =>
        images.generate({ prompt: buildScenePrompt({ brief: scene.brief, style: scene.style, references: references.length }), images: references, aspectRatio: '16:9', signal }),
      );
    },
  };
}

/** Gemini 2.5 Flash Image works best with at most three input images (Google's image generation limitations). */
export const GEMINI_MAX_REFERENCES = 3;
