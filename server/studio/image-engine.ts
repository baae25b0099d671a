import sharp from 'sharp';
import type { Config } from '../config';
import type { Design, StyleId } from '../../shared/engine/design.ts';
import { layoutDesign } from '../../shared/engine/layout.ts';
import { serverMeasurer } from '../engine/index.ts';
import { buildImagePrompt, createOpenAIImages, type OpenAIImages } from './engines/openai';

export interface ComposeInput {
  title: string;
  prompt: string;
  style: StyleId;
  seed: number;
  signal?: AbortSignal;
}

/** An image the engine made for the design; the job stores it and names it by `id` in the design. */
export interface EngineAsset {
  id: string;
  kind: 'ai-background' | 'ai-subject';
  png: Buffer;
  width: number;
  height: number;
}

export interface Composed {
  design: Design;
  assets: EngineAsset[];
}

/**
 * Generation engines sit behind this (IMAGE_ENGINE). Every engine ends in our own layout: image
 * models only ever make text-free backgrounds and subjects, the headline is always typeset by us.
 */
export interface ImageEngine {
  id: string;
  compose(input: ComposeInput): Promise<Composed>;
  /** Redraws a background for a tall frame (9:16) instead of cropping it; optional, best effort. */
  reframe?(png: Buffer, style: StyleId, signal?: AbortSignal): Promise<Buffer>;
}

/** Offline default: procedural backgrounds and subjects, no network. */
export const localEngine: ImageEngine = {
  id: 'local',
  async compose(input) {
    return { design: layoutDesign(serverMeasurer(), input), assets: [] };
  },
};

/**
 * OpenAI Images (gpt-image-1): a background from the brief and the style, and, when the brief names
 * something, a cut-out subject (transparent background). The prompt always forbids text.
 */
export function openAIEngine(images: OpenAIImages, newId: () => string): ImageEngine {
  return {
    id: 'openai',
    async compose(input) {
      const brief = input.prompt.trim() || input.title;
      const wantSubject = input.prompt.trim().length > 0;
      const [bg, subject] = await Promise.all([
        images.generate({ prompt: buildImagePrompt({ brief, style: input.style }), size: '1536x1024', quality: 'medium', background: 'opaque', signal: input.signal }),
        wantSubject ? images.generate({ prompt: buildImagePrompt({ brief, style: input.style, subject: true }), size: '1024x1024', quality: 'medium', background: 'transparent', signal: input.signal }) : null,
      ]);
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
      return images.edit({ images: [png], prompt: buildImagePrompt({ brief: 'Extend this exact scene to a tall portrait frame; keep its look, light and colours.', style }), size: '1024x1536', quality: 'medium', background: 'opaque', signal });
    },
  };
}

export function engineFor(config: Config, newId: () => string): ImageEngine {
  switch (config.IMAGE_ENGINE) {
    case 'local':
      return localEngine;
    case 'openai':
      return openAIEngine(createOpenAIImages({ apiKey: config.OPENAI_API_KEY ?? '', baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS }), newId);
  }
}
