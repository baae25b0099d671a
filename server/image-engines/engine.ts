import type { Config } from '../config';
import type { ImageEngine } from '../ports';
import { localEngine } from './local';
import { createOpenAIImages } from './openai';
import { openAIEngine } from './openai-engine';
import { createGeminiImages } from './gemini';
import { geminiEngine } from './gemini-engine';

// The interfaces are the kernel's (server/ports.ts); their importers keep finding them here.
export type { ComposeChoices, ComposeInput, Composed, EngineAsset, FaceSwapEdit, ImageEngine, PictureEdit, SceneWithPerson } from '../ports';

export function engineFor(config: Config, newId: () => string): ImageEngine {
  switch (config.IMAGE_ENGINE) {
    case 'local':
      return localEngine;
    case 'openai':
      return openAIEngine(createOpenAIImages({ apiKey: config.OPENAI_API_KEY ?? '', baseUrl: config.OPENAI_BASE_URL, model: config.OPENAI_IMAGE_MODEL, timeoutMs: config.OPENAI_TIMEOUT_MS, maxRetries: config.IMAGE_ENGINE_MAX_RETRIES }), newId);
    case 'gemini':
      return geminiEngine(createGeminiImages({ apiKey: config.GEMINI_API_KEY ?? '', baseUrl: config.GEMINI_BASE_URL, model: config.GEMINI_IMAGE_MODEL, timeoutMs: config.GEMINI_TIMEOUT_MS, maxRetries: config.IMAGE_ENGINE_MAX_RETRIES }), newId);
  }
}
