import type { Config } from '../config';
import type { Design, StyleId } from '../../shared/engine/design';
import type { LayoutInput } from '../../shared/engine/layout';
import { localEngine } from './local';
import { createOpenAIImages } from './openai';
import { openAIEngine } from './openai-engine';
import { createGeminiImages } from './gemini';
import { geminiEngine } from './gemini-engine';

/**
 * What the studio decided before the engine runs (compose-plan.ts): the subjects, the brief's hints,
 * the user's images (cut-outs, background) and the brand's logo. Engines pass it to the layout.
 */
export type ComposeChoices = Pick<LayoutInput, 'subjects' | 'hints' | 'reaction' | 'tag' | 'logo' | 'background' | 'font' | 'channel'>;

export interface ComposeInput extends ComposeChoices {
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
  /**
   * An AI edit of a picture (clothes, an object in a photo), hosted engines only: the local engine
   * has none, and the studio then says this change needs the AI engine. Answers a PNG of the
   * input's size whose pixels outside the mask are the input's own, alpha included (the engine
   * composites the model's answer back through the mask itself: models treat a mask as a hint,
   * or take none). Throws ImageEngineError on a refusal or an outage.
   */
  editPicture?(input: PictureEdit): Promise<Buffer>;
  /**
   * A scene with the creator in it, drawn from reference photos of their DigitalMe (DECISIONS:
   * hosted engines under commercial terms only; the reference photos carry the identity, nothing
   * is trained). Hosted engines only: the local engine has none, and the studio then composes
   * « Moi » offline (server/studio/me/hosted-scene.ts decides). Answers a landscape PNG as the
   * model makes it (1536×1024 for OpenAI, 1344×768 for Gemini), text-free; the layout frames it.
   * Throws ImageEngineError on a refusal or an outage.
   */
  sceneWithPerson?(input: SceneWithPerson): Promise<Buffer>;
  /**
   * A Face Swap done by the hosted model (server/studio/face-swap/hosted-swap.ts decides and checks it):
   * the face under the mask redrawn as the person of the DigitalMe reference photos, through the
   * same mask compositing as `editPicture` (pixels outside the mask are the picture's own). Hosted
   * engines only; without it, or when it fails, the offline swap is made. Throws ImageEngineError.
   */
  swapFace?(input: FaceSwapEdit): Promise<Buffer>;
}

export interface FaceSwapEdit {
  /** The picture whose face is replaced (PNG; a cut-out keeps its transparency). */
  png: Buffer;
  /** Same size: opaque kept, transparent redone (the face's outline, feathered). */
  mask: Buffer;
  /** 1 to 3 JPEG photos of the DigitalMe's owner, the closest in pose first. */
  references: Buffer[];
  signal?: AbortSignal;
}

export interface SceneWithPerson {
  /** The user's brief (or the title when there is none); quoted into the prompt, never obeyed. */
  brief: string;
  /** 1 to 3 JPEG photos of the same person, the most telling first (hosted-scene.ts picks them). */
  references: Buffer[];
  style: StyleId;
  signal?: AbortSignal;
}

export interface PictureEdit {
  /** The picture to edit (PNG, JPEG or WebP; a cut-out keeps its transparency). */
  png: Buffer;
  /**
   * PNG of the same size: opaque pixels are kept, transparent ones redone, partly transparent ones
   * blended. Absent: the whole picture may change.
   */
  mask?: Buffer;
  /** The model's prompt (prompts.ts `buildEditPrompt`). */
  prompt: string;
  signal?: AbortSignal;
}

export function engineFor(config: Config, newId: () => string): ImageEngine {
  switch (config.IMAGE_ENGINE) {
    case 'local':
      return localEngine;
    case 'openai':
      return openAIEngine(createOpenAIImages({ apiKey: config.OPENAI_API_KEY ?? '', baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS }), newId);
    case 'gemini':
      return geminiEngine(createGeminiImages({ apiKey: config.GEMINI_API_KEY ?? '', baseUrl: config.GEMINI_BASE_URL, model: config.GEMINI_IMAGE_MODEL, timeoutMs: config.GEMINI_TIMEOUT_MS }), newId);
  }
}
