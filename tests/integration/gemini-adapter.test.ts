import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { engineFor } from '../../server/image-engines/engine';
import { createGeminiImages, type GeminiImagesOptions } from '../../server/image-engines/gemini';
import { geminiEngine } from '../../server/image-engines/gemini-engine';
import { buildEditPrompt, NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';
import { GEMINI_TEST_KEY, geminiAnswers, startGeminiServer, type FakeGemini } from '../fixtures/gemini-server';
import { engineError, recordedRetries } from '../fixtures/image-adapter-harness';
import { shownEngineError } from '../fixtures/failure-text';

/**
 * The Gemini adapter (generateContent with an image model) against our fake Gemini over real HTTP:
 * the request Google documents, the image read back from the answer, refusals in a 200, the retry
 * policy (waits through an injected sleep, so nothing here really waits), timeouts; and the Gemini
 * engine's picture edit, which takes no mask and is composited back through ours.
 */
let gemini: FakeGemini;
let sleeps: number[];
const PATH = '/v1beta/models/gemini-2.5-flash-image:generateContent';

function images(overrides: Partial<GeminiImagesOptions> = {}) {
  return createGeminiImages({ apiKey: GEMINI_TEST_KEY, baseUrl: gemini.url, ...recordedRetries(sleeps), ...overrides });
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } }).png().toBuffer();

interface SentBody {
  contents: Array<{ role: string; parts: Array<{ text?: string; inline_data?: { mime_type: string; data: string } }> }>;
  generationConfig: { responseModalities: string[]; imageConfig?: { aspectRatio: string } };
}

beforeAll(async () => {
  gemini = await startGeminiServer();
});
afterAll(async () => {
  await gemini?.close();
});
beforeEach(() => {
  gemini.reset();
  sleeps = [];
});

describe('createGeminiImages', () => {
  it('sends the documented request (key header, model path, text then inline image, both modalities) and decodes the image answered', async () => {
    const input = await photo(600, 400);
    const out = await images().generate({ prompt: 'Mets-lui une chemise rouge', images: [input] });
    expect(gemini.requests).toHaveLength(1);
    const [req] = gemini.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe(PATH);
    expect(req!.headers['x-goog-api-key']).toBe(GEMINI_TEST_KEY);
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    // Never the key in the URL: URLs end up in access logs.
    expect(req!.path).not.toContain(GEMINI_TEST_KEY);
    const body = req!.json as SentBody;
    expect(body.contents).toHaveLength(1);
    expect(body.contents[0]!.role).toBe('user');
    expect(body.contents[0]!.parts[0]).toEqual({ text: 'Mets-lui une chemise rouge' });
    expect(body.contents[0]!.parts[1]!.inline_data!.mime_type).toBe('image/png');
    expect(Buffer.from(body.contents[0]!.parts[1]!.inline_data!.data, 'base64').equals(input)).toBe(true);
    expect(body.generationConfig.responseModalities).toEqual(['TEXT', 'IMAGE']);
    expect(body.generationConfig.imageConfig).toBeUndefined(); // an edit keeps the input's shape

    // The image part of the answer, as a PNG: Gemini's 3:2 size for a 3:2 input, in the fake's colour.
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1248, 832]);
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 0, 255]);
  });

  it('asks for a frame with imageConfig.aspectRatio, and uses the configured model in the path', async () => {
    const fake = await startGeminiServer({ model: 'gemini-3-pro-image-preview' });
    try {
      const out = await createGeminiImages({ apiKey: GEMINI_TEST_KEY, baseUrl: fake.url, model: 'gemini-3-pro-image-preview' }).generate({ prompt: 'Un marché coloré', aspectRatio: '16:9' });
      expect(fake.requests[0]!.path).toBe('/v1beta/models/gemini-3-pro-image-preview:generateContent');
      expect((fake.requests[0]!.json as SentBody).generationConfig.imageConfig).toEqual({ aspectRatio: '16:9' });
      expect(await sharp(out).metadata()).toMatchObject({ width: 1344, height: 768 });
    } finally {
      await fake.close();
    }
  });

  it('a blocked request (promptFeedback.blockReason) is a refusal, in French, not retried', async () => {
    gemini.script([geminiAnswers.promptBlocked('PROHIBITED_CONTENT')]);
    const err = await engineError(images().generate({ prompt: 'quelque chose d’interdit' }));
    expect(err).toMatchObject({ code: 'refused', retryable: false });
    expect(err.message).toContain('PROHIBITED_CONTENT');
    expect(shownEngineError(err)).toContain('refusé');
    expect(gemini.requests).toHaveLength(1);
  });

  it('a picture blocked after it was made (finishReason IMAGE_SAFETY) and a model that declines in words are refusals too', async () => {
    gemini.script([geminiAnswers.imageSafety(), geminiAnswers.textOnly()]);
    expect(await engineError(images().generate({ prompt: 'x' }))).toMatchObject({ code: 'refused', retryable: false });
    const declined = await engineError(images().generate({ prompt: 'x' }));
    expect(declined.code).toBe('refused');
    expect(declined.message).toContain('the model said');
    expect(gemini.requests).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });

  it('429 then 200: waits the RetryInfo delay Google gave, then returns the image', async () => {
    gemini.script([geminiAnswers.rateLimited(7)]);
    const out = await images().generate({ prompt: 'x', images: [await photo(100, 100)] });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(gemini.requests).toHaveLength(2);
    expect(sleeps).toEqual([7_000]);
  });

  it('500 forever: unavailable after maxRetries + 1 attempts, with growing backoff', async () => {
    gemini.script(Array.from({ length: 10 }, () => geminiAnswers.serverError(500)));
    const err = await engineError(images({ maxRetries: 3 }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'unavailable', status: 500 });
    expect(err.message).toContain('after 4 attempts');
    expect(shownEngineError(err)).toBe('Le moteur d’images est indisponible pour le moment. Vos crédits ont été rendus.');
    expect(gemini.requests).toHaveLength(4);
    expect(sleeps).toHaveLength(3);
    // 100, 200, 400 ms, each minus at most 25 % of jitter.
    sleeps.forEach((ms, i) => {
      expect(ms).toBeLessThanOrEqual(100 * 2 ** i);
      expect(ms).toBeGreaterThanOrEqual(75 * 2 ** i);
    });
  });

  it('timeout: a server slower than timeoutMs gives `timeout` after its retries; a fast second answer wins', async () => {
    gemini.script([{ delayMs: 1_000 }, { delayMs: 1_000 }]);
    const err = await engineError(images({ timeoutMs: 80, maxRetries: 1 }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'timeout', retryable: true });
    expect(gemini.requests).toHaveLength(2);

    gemini.reset();
    gemini.script([{ delayMs: 1_000 }]);
    const out = await images({ timeoutMs: 300 }).generate({ prompt: 'x' });
    expect(sniffPng(out)).toBe(true);
    expect(gemini.requests).toHaveLength(2);
  });

  it('a wrong key (400 API_KEY_INVALID) and a missing permission (403) are auth errors, never retried, and the key never shows', async () => {
    const wrong = 'AIzaSyWrongKey-0123456789abcdefghijklmn';
    const err = await engineError(createGeminiImages({ apiKey: wrong, baseUrl: gemini.url, sleep: async (ms) => void sleeps.push(ms) }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'auth', retryable: false, status: 400 });
    expect(err.message).not.toContain(wrong);
    expect(gemini.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('an unknown model (404) and a bad value are bad_request, not retried; a 200 without any image is bad_response', async () => {
    const err = await engineError(createGeminiImages({ apiKey: GEMINI_TEST_KEY, baseUrl: gemini.url, model: 'gemini-nope' }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'bad_request', status: 404 });
    gemini.script([{ status: 200, body: { candidates: [{ content: { parts: [] }, finishReason: 'NO_IMAGE' }] } }, { status: 200, body: '{"candidates": [' }]);
    expect((await engineError(images().generate({ prompt: 'x' }))).code).toBe('bad_response');
    expect((await engineError(images().generate({ prompt: 'x' }))).code).toBe('bad_response');
    expect(sleeps).toEqual([]);
  });
});

describe('the Gemini engine', () => {
  it('is chosen by IMAGE_ENGINE=gemini, which needs its key; it can edit pictures, the local engine cannot', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', IMAGE_ENGINE: 'gemini' })).toThrow(/GEMINI_API_KEY: required when IMAGE_ENGINE=gemini/);
    const config = loadConfig({ NODE_ENV: 'test', IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: GEMINI_TEST_KEY });
    expect([config.GEMINI_BASE_URL, config.GEMINI_IMAGE_MODEL]).toEqual(['https://generativelanguage.googleapis.com', 'gemini-2.5-flash-image']);
    const engine = engineFor(config, randomUUID);
    expect(engine.id).toBe('gemini');
    expect(typeof engine.editPicture).toBe('function');
    expect(engineFor(loadConfig({ NODE_ENV: 'test' }), randomUUID).editPicture).toBeUndefined();
  });

  it('edits a cut-out through our own mask: the subject changes, every pixel outside it and the silhouette stay', async () => {
    // A 300×200 cut-out: a blue disc on a transparent canvas.
    const cutout = await sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><circle cx="150" cy="100" r="80" fill="#2040c0"/></svg>')).png().toBuffer();
    const { data: before, info } = await sharp(cutout).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const mask = await sharp(Buffer.from(before.map((v, i) => (i % 4 === 3 ? 255 - v : 0))), { raw: { width: 300, height: 200, channels: 4 } }).png().toBuffer();
    const prompt = buildEditPrompt({ instruction: 'Mets-lui une chemise rouge', target: 'subject' });
    const out = await geminiEngine(images(), randomUUID).editPicture!({ png: cutout, mask, prompt });

    // One call, the crop of the subject (not the empty canvas), flattened: Gemini takes no mask nor transparency.
    const [req] = gemini.requests;
    expect(req!.images).toHaveLength(1);
    const sent = await sharp(req!.images[0]!.bytes).metadata();
    expect(sent.width).toBeLessThan(300);
    expect(sent.hasAlpha).toBe(false);
    expect(req!.text).toContain('"Mets-lui une chemise rouge"');
    expect(req!.text.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);

    const { data: after, info: outInfo } = await sharp(out).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([outInfo.width, outInfo.height]).toEqual([info.width, info.height]);
    let inside = 0;
    for (let i = 0; i < before.length; i += 4) {
      expect(after[i + 3]).toBe(before[i + 3]); // the silhouette is the original's
      if (before[i + 3] === 0) expect([after[i], after[i + 1], after[i + 2]]).toEqual([before[i], before[i + 1], before[i + 2]]);
      if (before[i + 3] === 255) {
        expect([after[i], after[i + 1], after[i + 2]]).toEqual([255, 0, 255]); // the model's pixels
        inside++;
      }
    }
    expect(inside).toBeGreaterThan(15_000);
  });

  it('composes a text-free 16:9 background asked with imageConfig', async () => {
    const composed = await geminiEngine(images(), randomUUID).compose({ title: 'Les secrets du marché Sandaga', prompt: 'des étals de tissus colorés', style: 'vlog', seed: 7 });
    const body = gemini.requests[0]!.json as SentBody;
    expect(body.generationConfig).toEqual({ responseModalities: ['TEXT', 'IMAGE'], imageConfig: { aspectRatio: '16:9' } });
    const text = body.contents[0]!.parts[0]!.text!;
    expect(text).toContain('"des étals de tissus colorés"');
    expect(text.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    expect(composed.assets).toHaveLength(1);
    expect(composed.assets[0]).toMatchObject({ kind: 'ai-background', width: 1344, height: 768 });
    expect(composed.design.background).toMatchObject({ kind: 'image', asset: composed.assets[0]!.id });
  });
});

function sniffPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
