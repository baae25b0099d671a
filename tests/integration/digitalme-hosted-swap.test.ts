import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkPhoto } from '../../server/digitalme/photo-check';
import { SKIN_TOLERANCE, hostedSwap } from '../../server/studio/face-swap/hosted-swap';
import { detectTargetFaces } from '../../server/vision/face-swap';
import { deltaE2000 } from '../../shared/engine/style/color';
import { swapSourcesOf, type SwapSource } from '../../server/digitalme/portraits';
import { makeFaceSwap } from '../../server/studio/face-swap/swap-engine';
import { Asset } from '../../server/files/asset.entity';
import { readAll } from '../../server/files/storage';
import type { FaceSwapEdit, ImageEngine } from '../../server/image-engines/engine';
import { createGeminiImages } from '../../server/image-engines/gemini';
import { geminiEngine } from '../../server/image-engines/gemini-engine';
import { localEngine } from '../../server/image-engines/local';
import { createOpenAIImages } from '../../server/image-engines/openai';
import { openAIEngine } from '../../server/image-engines/openai-engine';
import { NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';
import { decodeRgb } from '../../server/vision/raster';
import { darkenedSkin, fixturePhoto } from '../fixtures/digitalme-photos';
import { geminiAnswers, startGeminiServer, type FakeGemini } from '../fixtures/gemini-server';
import { FAST_RETRIES } from '../fixtures/image-adapter-harness';
import { answers, startOpenAIServer, type FakeOpenAI } from '../fixtures/openai-server';
import { JESPER_PHOTOS, seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { COLORCHECKER_SRGB } from '../../scripts/lib/face-eval';
import { useHarness } from './harness';

/**
 * Face Swap by a hosted engine (server/studio/face-swap/hosted-swap.ts, swap-engine.ts) against our loopback
 * servers that speak OpenAI's and Gemini's APIs: the picture's face region goes first with its mask,
 * then the owner's DigitalMe photos; only the face's outline can change; the answer's skin is put back
 * to the DigitalMe's when the model moved it; an outage falls back to the offline swap, and
 * FACESWAP_ENGINE=local never calls out. The target is Eileen Collins' NASA portrait (public domain,
 * tests/fixtures/photos/CREDITS.md); the DigitalMe is Jesper's fixture set, and for the skin-tone
 * guard a STAND-IN of it darkened to the ColorChecker « dark skin » patch (not a Black person's photo).
 */
let openai: FakeOpenAI;
let gemini: FakeGemini;
let jesper: string;
let standIn: string;
const picture = fixturePhoto('astronaut.png');
let face: { x: number; y: number; w: number; h: number };

const h = useHarness({ worker: false });
beforeAll(async () => {
  [openai, gemini] = await Promise.all([startOpenAIServer(), startGeminiServer()]);
  jesper = (await h.newUser('Awa Diop')).userId;
  standIn = (await h.newUser('Binta Ndiaye')).userId;
  await seedReadyDigitalMe(h.services.orm.em, h.services.storage, jesper);
  const darkened = [];
  for (const name of JESPER_PHOTOS) {
    const check = await checkPhoto(fixturePhoto(name));
    if (check.status !== 'accepted') throw new Error(`${name}: ${check.reason}`);
    darkened.push(await darkenedSkin(fixturePhoto(name), check.facts.mesh as never, COLORCHECKER_SRGB.darkSkin));
  }
  await seedReadyDigitalMe(h.services.orm.em, h.services.storage, standIn, darkened);
  const image = await decodeRgb(picture, 4096);
  const [found] = await detectTargetFaces(image);
  face = { x: found!.box.x / image.width, y: found!.box.y / image.height, w: found!.box.w / image.width, h: found!.box.h / image.height };
}, 240_000);
afterAll(async () => {
  await Promise.all([openai?.close(), gemini?.close()]);
});
beforeEach(() => {
  openai.reset();
  gemini.reset();
});

const openAI = () => openAIEngine(createOpenAIImages({ apiKey: openai.apiKey, baseUrl: openai.url, model: 'gpt-image-1', ...FAST_RETRIES, maxRetries: 1 }), randomUUID);
const geminiE = () => geminiEngine(createGeminiImages({ apiKey: gemini.apiKey, baseUrl: gemini.url, ...FAST_RETRIES, maxRetries: 1 }), randomUUID);
const log = { warnings: [] as unknown[], warn(...args: unknown[]) { this.warnings.push(args); } };

async function sourcesOf(userId: string): Promise<{ sources: SwapSource[]; read: (s: SwapSource) => Promise<Buffer | null> }> {
  const em = h.services.orm.em.fork();
  const sources = await swapSourcesOf(em, userId);
  const keys = new Map((await em.find(Asset, { id: { $in: sources.map((s) => s.assetId) }, user: userId })).map((a) => [a.id, a.key]));
  return { sources, read: async (s) => (keys.has(s.assetId) ? readAll(h.services.storage, keys.get(s.assetId)!) : null) };
}

async function rgba(png: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(png).ensureAlpha().resize({ width, height, fit: 'fill' }).raw().toBuffer();
}

describe('Face Swap by OpenAI images/edits', () => {
  it('sends the face region with its mask first, then the owner’s photos, with input_fidelity high; nothing outside the face changes', async () => {
    const { sources, read } = await sourcesOf(jesper);
    const made = await makeFaceSwap({ engine: openAI(), config: { FACESWAP_ENGINE: 'auto' }, log }, picture, face, sources, read);
    expect(made.by).toBe('hosted');
    expect(openai.requests).toHaveLength(1);
    const [req] = openai.requests;
    expect(req!.path).toBe('/v1/images/edits');
    expect(req!.fields).toMatchObject({ model: 'gpt-image-1', input_fidelity: 'high', background: 'opaque' });
    const files = req!.files!;
    const images = files.filter((f) => f.field === 'image[]');
    expect(images.map((f) => f.type)).toEqual(['image/png', 'image/jpeg', 'image/jpeg', 'image/jpeg']);
    const mask = files.find((f) => f.field === 'mask')!;
    const [first, maskMeta] = await Promise.all([sharp(images[0]!.bytes).metadata(), sharp(mask.bytes).metadata()]);
    expect([maskMeta.width, maskMeta.height]).toEqual([first.width, first.height]);
    // The crop is about the face, not the whole portrait: less is sent, and the model sees the face.
    expect(first.width! * first.height!).toBeLessThan(512 * 512 * 0.6);
    for (const f of images.slice(1)) expect((await sharp(f.bytes).metadata()).exif).toBeUndefined();
    expect(req!.fields!.prompt).toContain('Redraw only the masked face');
    expect(req!.fields!.prompt).toContain('Do not lighten, darken');
    expect(req!.fields!.prompt!.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);

    // Outside the face's feathered outline, every pixel is the picture's own.
    const before = await rgba(picture, made.width, made.height);
    const after = await rgba(made.png, made.width, made.height);
    const f = made.targetFace.box;
    let outside = 0;
    let changedOutside = 0;
    for (let y = 0; y < made.height; y++) {
      for (let x = 0; x < made.width; x++) {
        if (x > f.x - f.w * 0.3 && x < f.x + f.w * 1.3 && y > f.y - f.h * 0.4 && y < f.y + f.h * 1.3) continue;
        outside++;
        const o = (y * made.width + x) * 4;
        if (before[o] !== after[o] || before[o + 1] !== after[o + 1] || before[o + 2] !== after[o + 2]) changedOutside++;
      }
    }
    expect(outside).toBeGreaterThan(100_000);
    expect(changedOutside).toBe(0);
  }, 60_000);

  it('falls back to the offline swap when OpenAI is down, and never calls out with FACESWAP_ENGINE=local', async () => {
    const { sources, read } = await sourcesOf(jesper);
    openai.script('/images/edits', [answers.serverError(500), answers.serverError(503)]);
    const down = await makeFaceSwap({ engine: openAI(), config: { FACESWAP_ENGINE: 'auto' }, log }, picture, face, sources, read);
    expect(down.by).toBe('offline');
    expect(openai.requests).toHaveLength(2);
    expect(log.warnings.length).toBeGreaterThan(0);
    openai.reset();
    const local = await makeFaceSwap({ engine: openAI(), config: { FACESWAP_ENGINE: 'local' }, log }, picture, face, sources, read);
    expect(local.by).toBe('offline');
    expect(openai.requests).toHaveLength(0);
    expect(localEngine.swapFace).toBeUndefined();
  }, 60_000);
});

describe('Face Swap by Gemini', () => {
  it('sends the face region then two of the owner’s photos (three images at most), and keeps the rest', async () => {
    const { sources, read } = await sourcesOf(jesper);
    const made = await makeFaceSwap({ engine: geminiE(), config: { FACESWAP_ENGINE: 'auto' }, log }, picture, face, sources, read);
    expect(made.by).toBe('hosted');
    expect(gemini.requests).toHaveLength(1);
    const [req] = gemini.requests;
    expect(req!.images.map((i) => i.mimeType)).toEqual(['image/png', 'image/jpeg', 'image/jpeg']);
    expect(req!.text).toContain('Redraw only the face in the first image');
    gemini.script([geminiAnswers.serverError(503), geminiAnswers.serverError(503)]);
    expect((await makeFaceSwap({ engine: geminiE(), config: { FACESWAP_ENGINE: 'auto' }, log }, picture, face, sources, read)).by).toBe('offline');
  }, 60_000);
});

describe('the skin-tone guard on a model that lightens the skin', () => {
  /** A « model » that gives back the picture with the masked area lightened by 40 % toward white: the known failure on dark skin. */
  const lightening: Required<Pick<ImageEngine, 'swapFace'>> = {
    async swapFace(edit: FaceSwapEdit) {
      const { data, info } = await sharp(edit.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const mask = await sharp(edit.mask).ensureAlpha().raw().toBuffer();
      for (let i = 0; i < info.width * info.height; i++) {
        const redo = 1 - mask[i * 4 + 3]! / 255;
        for (let c = 0; c < 3; c++) data[i * 4 + c] = Math.round(data[i * 4 + c]! + redo * 0.4 * (255 - data[i * 4 + c]!));
      }
      return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
    },
  };

  it('puts the DigitalMe’s own skin tone back, on the darkened stand-in and on the light set', async () => {
    for (const userId of [standIn, jesper]) {
      const { sources, read } = await sourcesOf(userId);
      const made = await hostedSwap(lightening, picture, face, sources, read);
      expect(made.toneCorrected).toBe(true);
      expect(deltaE2000(made.skin.source, made.skin.answer)).toBeGreaterThan(SKIN_TOLERANCE);
      expect(deltaE2000(made.skin.source, made.skin.result)).toBeLessThanOrEqual(SKIN_TOLERANCE);
      // Not lightened: the result's lightness is the DigitalMe's within 2 L*.
      expect(Math.abs(made.skin.result[0] - made.skin.source[0])).toBeLessThan(2);
    }
  }, 90_000);
});
