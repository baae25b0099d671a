import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import { engineFor } from '../../server/image-engines/engine';
import { createGeminiImages, type GeminiImagesOptions } from '../../server/image-engines/gemini';
import { geminiEngine } from '../../server/image-engines/gemini-engine';
import { buildEditPrompt, NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';
import { GEMINI_TEST_KEY, geminiAnswers, startGeminiServer, type FakeGemini } from '../fixtures/gemini-server';
import { engineError, FAST_RETRIES } from '../fixtures/image-adapter-harness';
import { shownEngineError } from '../fixtures/failure-text';

/**
 * The Gemini adapter (Google's SDK, generateContent with an image model) against our loopback
 * Gemini over real HTTP: the request Google documents, the image read back from the answer,
 * refusals in a 200, the retries our config asks of the SDK (10 ms first backoff here), timeouts;
 * and the Gemini engine's picture edit, which takes no mask and is composited back through ours.
 */
let gemini: FakeGemini;
const PATH = '/v1beta/models/gemini-2.5-flash-image:generateContent';

function images(overrides: Partial<GeminiImagesOptions> = {}) {
  return createGeminiImages({ apiKey: GEMINI_TEST_KEY, baseUrl: gemini.url, ...FAST_RETRIES, ...overrides });
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } } }).png().toBuffer();

interface SentBody {
  contents: Array<{ role: string; parts: Array<{ text?: string; inlineData?: { mimeType: string; data: string } }> }>;
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
    expect(body.contents[0]!.parts[1]!.inlineData!.mimeType).toBe('image/png');
    expect(Buffer.from(body.contents[0]!.parts[1]!.inlineData!.data, 'base64').equals(input)).toBe(true);
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
  });

  it('429 then 200: the SDK tries again and returns the image', async () => {
    gemini.script([geminiAnswers.rateLimited(7)]);
    const out = await images().generate({ prompt: 'x', images: [await photo(100, 100)] });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    expect(gemini.requests).toHaveLength(2);
  });

  it('429 forever: rate_limited after our configured count of attempts, French « indisponible »', async () => {
    gemini.script(Array.from({ length: 5 }, () => geminiAnswers.rateLimited(1)));
    const err = await engineError(images({ maxRetries: 2 }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'rate_limited', retryable: true, status: 429 });
    expect(shownEngineError(err)).toMatch(/indisponible pour le moment/);
    expect(gemini.requests).toHaveLength(3);
  });

  it('500 forever: unavailable after maxRetries + 1 attempts', async () => {
    gemini.script(Array.from({ length: 10 }, () => geminiAnswers.serverError(500)));
    const err = await engineError(images({ maxRetries: 3 }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'unavailable', status: 500 });
    expect(err.message).toContain('after 4 attempts');
    expect(shownEngineError(err)).toBe('Le moteur d’images est indisponible pour le moment. Vos crédits ont été rendus.');
    expect(gemini.requests).toHaveLength(4);
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

  it('a closed port is retried, then unavailable; the caller\'s signal stops the wait between attempts', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await engineError(images({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 2 }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'unavailable', retryable: true });
    expect(err.message).toContain('network error');
    expect(err.message).toContain('after 3 attempts');

    gemini.script([geminiAnswers.serverError(503)]);
    const controller = new AbortController();
    const call = images({ retryDelayMs: 10_000 }).generate({ prompt: 'x', signal: controller.signal });
    // Once the 503 is in and the SDK waits its 10 s before the next attempt.
    await vi.waitFor(() => expect(gemini.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 150));
    controller.abort(new Error('job cancelled'));
    // Settled at once with the caller's reason, not when the 10 s wait would have ended.
    const outcome = await Promise.race([call.then(() => 'resolved', (e: unknown) => String(e)), new Promise((resolve) => setTimeout(resolve, 2_000, 'still waiting'))]);
    expect(outcome).toBe('Error: job cancelled');
    expect(gemini.requests).toHaveLength(1);
  });

  it('a wrong key (400 API_KEY_INVALID) and a missing permission (403) are auth errors, never retried, and the key never shows', async () => {
    const wrong = 'AIzaSyWrongKey-0123456789abcdefghijklmn';
    const err = await engineError(createGeminiImages({ apiKey: wrong, baseUrl: gemini.url, ...FAST_RETRIES }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'auth', retryable: false, status: 400 });
    expect(err.message).not.toContain(wrong);
    expect(gemini.requests).toHaveLength(1);
    expect(shownEngineError(err)).toBe('Le moteur d’images est mal configuré. Vos crédits ont été rendus.');
  });

  it('an unknown model (404) and a bad value are bad_request, not retried; a 200 without any image is bad_response', async () => {
    const err = await engineError(createGeminiImages({ apiKey: GEMINI_TEST_KEY, baseUrl: gemini.url, model: 'gemini-nope' }).generate({ prompt: 'x' }));
    expect(err).toMatchObject({ code: 'bad_request', status: 404 });
    gemini.script([{ status: 200, body: { candidates: [{ content: { parts: [] }, finishReason: 'NO_IMAGE' }] } }, { status: 200, body: '{"candidates": [' }]);
    expect((await engineError(images().generate({ prompt: 'x' }))).code).toBe('bad_response');
    expect((await engineError(images().generate({ prompt: 'x' }))).code).toBe('bad_response');
    expect(gemini.requests).toHaveLength(3);
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

  it('built from the configuration, it tries IMAGE_ENGINE_MAX_RETRIES more times (none here)', async () => {
    gemini.script([geminiAnswers.serverError(503)]);
    const config = loadConfig({ NODE_ENV: 'test', IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_BASE_URL: gemini.url, IMAGE_ENGINE_MAX_RETRIES: '0' });
    const err = await engineError(engineFor(config, randomUUID).compose({ title: 'Le marché Sandaga', prompt: '', style: 'vlog', seed: 1 }));
    expect(err).toMatchObject({ code: 'unavailable', status: 503 });
    expect(gemini.requests).toHaveLength(1);
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
