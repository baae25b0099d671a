import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { DigitalMePhoto } from '../../server/digitalme/digitalme.entity';
import { composeSceneWithMe, SCENE_DIM, SCENE_REFERENCES, type SceneOutcome } from '../../server/studio/me/hosted-scene';
import { engineFor, type ComposeInput, type ImageEngine } from '../../server/image-engines/engine';
import { createGeminiImages } from '../../server/image-engines/gemini';
import { geminiEngine } from '../../server/image-engines/gemini-engine';
import { localEngine } from '../../server/image-engines/local';
import { createOpenAIImages } from '../../server/image-engines/openai';
import { openAIEngine } from '../../server/image-engines/openai-engine';
import { NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';
import { Asset } from '../../server/files/asset.entity';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { composeJob } from '../../server/studio/jobs/compose';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { geminiAnswers, startGeminiServer, type FakeGemini } from '../fixtures/gemini-server';
import { engineError, FAST_RETRIES } from '../fixtures/image-adapter-harness';
import { answers, startOpenAIServer, type FakeOpenAI } from '../fixtures/openai-server';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { paidPlan } from './billing-probe';
import { useHarness, type Harness } from './harness';
import type { ImageEngineError } from '../../server/image-engines/errors';
import { shownEngineError } from '../fixtures/failure-text';

/**
 * The hosted path of « Moi » (server/studio/me/hosted-scene.ts) against our loopback servers that
 * speak OpenAI's and Gemini's APIs: the DigitalMe's photos reach them as each API requires them
 * (OpenAI: `image[]` multipart files with `input_fidelity: high`; Gemini: `inlineData` parts),
 * small JPEGs without metadata, only the owner's, the scene asked without text; refusals, rate
 * limits and outages come back as ImageEngineError and answer « offline » (the caller then composes
 * « Moi » with the cut-outs); the local engine has no scenes and nothing is sent anywhere. The set is
 * the fixture seed (3 real photos of one person, fewer than the product's 15: see ready-digitalme.ts).
 */
let openai: FakeOpenAI;
let gemini: FakeGemini;
/** Awa: a ready DigitalMe under Premium. Binta: a ready DigitalMe, no plan (kept, not usable). */
let awa: { userId: string; photoIds: string[]; user: Awaited<ReturnType<Harness['newUser']>> };
let binta: { userId: string; photoIds: string[] };

const h = useHarness({ worker: false });
beforeAll(async () => {
  [openai, gemini] = await Promise.all([startOpenAIServer(), startGeminiServer()]);
  const [a, b] = [await h.newUser('Awa Diop'), await h.newUser('Binta Ndiaye')];
  awa = { userId: a.userId, user: a, photoIds: (await seedReadyDigitalMe(h.services.orm.em, h.services.storage, a.userId)).photoIds };
  await paidPlan(h, a.userId, 'PREMIUM');
  binta = { userId: b.userId, photoIds: (await seedReadyDigitalMe(h.services.orm.em, h.services.storage, b.userId)).photoIds };
}, 180_000);
afterAll(async () => {
  await Promise.all([openai?.close(), gemini?.close()]);
});
beforeEach(() => {
  openai.reset();
  gemini.reset();
});

const openAI = (model = 'gpt-image-1') => openAIEngine(createOpenAIImages({ apiKey: openai.apiKey, baseUrl: openai.url, model, ...FAST_RETRIES, maxRetries: 1 }), randomUUID);
const geminiE = () => geminiEngine(createGeminiImages({ apiKey: gemini.apiKey, baseUrl: gemini.url, ...FAST_RETRIES, maxRetries: 1 }), randomUUID);
const BRIEF = 'Je suis choqué par le prix de ce téléphone';
const input = (over: Partial<ComposeInput> = {}): ComposeInput => ({ title: 'Ce prix est fou', prompt: BRIEF, style: 'pro', seed: 7, ...over });
const scene = (engine: ImageEngine, userId = awa.userId, compose = input()) => composeSceneWithMe({ em: h.services.orm.em.fork(), storage: h.services.storage, engine, newId: randomUUID }, { userId, compose });

async function expectSmallCleanJpeg(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('jpeg');
  expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(SCENE_REFERENCES.maxSide);
  expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
}

async function ownersOf(photoIds: string[]): Promise<string[]> {
  const rows = await h.services.orm.em.fork().find(DigitalMePhoto, { id: { $in: photoIds } });
  return [...new Set(rows.map((r) => r.user.id))];
}

function expectScene(outcome: SceneOutcome): Extract<SceneOutcome, { kind: 'scene' }> {
  expect(outcome.kind).toBe('scene');
  return outcome as Extract<SceneOutcome, { kind: 'scene' }>;
}

describe('OpenAI: images/edits with the DigitalMe photos', () => {
  it('sends 3 of the owner’s photos as image[] JPEG files with input_fidelity high, and lays our headline over the scene', async () => {
    const done = expectScene(await scene(openAI()));
    expect(openai.requests).toHaveLength(1);
    const [req] = openai.requests;
    expect(req!.path).toBe('/v1/images/edits');
    expect(req!.fields).toMatchObject({ model: 'gpt-image-1', input_fidelity: 'high', size: '1536x1024', background: 'opaque', output_format: 'png', n: '1' });
    expect(req!.fields!.mask).toBeUndefined();
    const files = req!.files!;
    expect(files.map((f) => [f.field, f.type])).toEqual(Array(3).fill(['image[]', 'image/jpeg']));
    for (const f of files) await expectSmallCleanJpeg(f.bytes);
    // No text asked of the model: the rule closes the prompt; the brief is quoted inside it.
    expect(req!.fields!.prompt!.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    expect(req!.fields!.prompt).toContain(`"${BRIEF}"`);
    expect(req!.fields!.prompt).toContain('The 3 attached photos all show the same real person');

    // Only Awa's photos, and the first is the most frontal of her best ones.
    expect(done.referencePhotoIds).toHaveLength(3);
    expect(await ownersOf(done.referencePhotoIds)).toEqual([awa.userId]);
    expect(done.referencePhotoIds.every((id) => awa.photoIds.includes(id))).toBe(true);
    const rows = await h.services.orm.em.fork().find(DigitalMePhoto, { user: awa.userId, best: true });
    const frontal = rows.reduce((a, b) => (Math.abs(b.facts!.angles.yaw) + 0.5 * Math.abs(b.facts!.angles.pitch) < Math.abs(a.facts!.angles.yaw) + 0.5 * Math.abs(a.facts!.angles.pitch) ? b : a));
    expect(done.referencePhotoIds[0]).toBe(frontal.id);

    // The scene is the design's background, under our own headline.
    const [asset] = done.composed.assets;
    expect(asset).toMatchObject({ kind: 'ai-background', width: 1536, height: 1024 });
    expect(done.composed.design.background).toMatchObject({ kind: 'image', asset: asset!.id, dim: SCENE_DIM });
    // The person is on the right of the scene: the headline on the left, no reaction pictogram over their face.
    expect(done.composed.design.composition?.side).toBe('right');
    expect(done.composed.design.layers.some((l) => l.type === 'picto')).toBe(false);
    const headline = done.composed.design.layers.find((l) => l.type === 'text' && l.role === 'headline');
    expect(headline).toBeDefined();
  }, 60_000);

  it('a refusal, a rate limit that lasts and an outage are ImageEngineErrors, and answer « offline »', async () => {
    openai.script('/images/edits', [answers.moderationBlocked()]);
    const refused = await scene(openAI());
    expect(refused).toMatchObject({ kind: 'offline', reason: 'engine_failed', error: { code: 'refused', retryable: false } });

    openai.script('/images/edits', [answers.rateLimited(), answers.rateLimited()]);
    expect(await scene(openAI())).toMatchObject({ kind: 'offline', reason: 'engine_failed', error: { code: 'rate_limited' } });

    openai.script('/images/edits', [answers.serverError(500), answers.serverError(503)]);
    const down = await scene(openAI());
    expect(down).toMatchObject({ kind: 'offline', reason: 'engine_failed', error: { code: 'unavailable' } });
    expect(shownEngineError((down as { error: ImageEngineError }).error)).toMatch(/indisponible/);
    // One refusal (never retried) + 2 rate-limited + 2 failed attempts (maxRetries 1): 5 calls, no more.
    expect(openai.requests).toHaveLength(5);
  }, 60_000);

  it('the fake checks input_fidelity as the API does: refused for gpt-image-1-mini, and for an unknown value', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const mini = createOpenAIImages({ apiKey: openai.apiKey, baseUrl: openai.url, model: 'gpt-image-1-mini', ...FAST_RETRIES });
    const err = await engineError(mini.edit({ images: [jpeg], prompt: 'x', size: '1536x1024', inputFidelity: 'high' }));
    expect(err).toMatchObject({ code: 'bad_request', status: 400 });
    expect(err.message).toMatch(/input_fidelity/);
    const full = createOpenAIImages({ apiKey: openai.apiKey, baseUrl: openai.url, ...FAST_RETRIES });
    expect((await engineError(full.edit({ images: [jpeg], prompt: 'x', size: '1536x1024', inputFidelity: 'max' as never }))).message).toMatch(/input_fidelity/);
  });
});

describe('Gemini: generateContent with inlineData photos', () => {
  it('sends the prompt then 3 JPEG inlineData parts, asks 16:9 with an image modality, and frames the 1344×768 answer', async () => {
    const done = expectScene(await scene(geminiE(), awa.userId, input({ style: 'gaming' })));
    expect(gemini.requests).toHaveLength(1);
    const [req] = gemini.requests;
    expect(req!.images.map((i) => i.mimeType)).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg']);
    for (const i of req!.images) await expectSmallCleanJpeg(i.bytes);
    const body = req!.json as { contents: Array<{ role: string; parts: Array<Record<string, unknown>> }>; generationConfig: { responseModalities: string[]; imageConfig: { aspectRatio: string } } };
    expect(body.contents[0]!.role).toBe('user');
    expect(body.contents[0]!.parts.map((p) => Object.keys(p)[0])).toEqual(['text', 'inlineData', 'inlineData', 'inlineData']);
    expect(body.generationConfig).toEqual({ responseModalities: ['TEXT', 'IMAGE'], imageConfig: { aspectRatio: '16:9' } });
    expect(req!.text.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    expect(await ownersOf(done.referencePhotoIds)).toEqual([awa.userId]);
    expect(done.composed.assets[0]).toMatchObject({ kind: 'ai-background', width: 1344, height: 768 });
  }, 60_000);

  it('a blocked request and an overloaded model answer « offline » with the ImageEngineError', async () => {
    gemini.script([geminiAnswers.promptBlocked()]);
    expect(await scene(geminiE())).toMatchObject({ kind: 'offline', reason: 'engine_failed', error: { code: 'refused' } });
    gemini.script([geminiAnswers.serverError(503), geminiAnswers.serverError(503)]);
    expect(await scene(geminiE())).toMatchObject({ kind: 'offline', reason: 'engine_failed', error: { code: 'unavailable' } });
    gemini.script([geminiAnswers.rateLimited(2), geminiAnswers.rateLimited(2)]);
    expect(await scene(geminiE())).toMatchObject({ kind: 'offline', reason: 'engine_failed', error: { code: 'rate_limited' } });
    // One refusal (never retried), then two calls per failure (maxRetries 1).
    expect(gemini.requests).toHaveLength(5);
  }, 60_000);
});

describe('nothing is sent when it must not be', () => {
  it('the local engine has no scenes: « offline », no photo read, no request to either server', async () => {
    const local = engineFor(loadConfig({ NODE_ENV: 'test', IMAGE_ENGINE: 'local' }), randomUUID);
    expect(local.sceneWithPerson).toBeUndefined();
    expect(localEngine.sceneWithPerson).toBeUndefined();
    expect(await scene(local)).toEqual({ kind: 'offline', reason: 'no_capability' });
    expect([openai.requests.length, gemini.requests.length]).toEqual([0, 0]);
  });

  it('a DigitalMe kept without a plan that includes it is not sent; a user without one neither', async () => {
    expect(await scene(openAI(), binta.userId)).toEqual({ kind: 'offline', reason: 'not_usable' });
    const nobody = await h.newUser('Moussa Sow');
    await paidPlan(h, nobody.userId, 'PREMIUM');
    expect(await scene(geminiE(), nobody.userId)).toEqual({ kind: 'offline', reason: 'not_usable' });
    expect([openai.requests.length, gemini.requests.length]).toEqual([0, 0]);
  });

  it('a caller’s abort is not turned into a fallback', async () => {
    openai.script('/images/edits', [{ delayMs: 2_000 }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job expired')), 200);
    await expect(scene(openAI(), awa.userId, input({ signal: controller.signal }))).rejects.toThrow(/job expired/);
  }, 30_000);
});

describe('in the render job of a « Moi » generation', () => {
  /**
   * The generation is asked as the studio asks it, then marked « Moi » in its stored options (the
   * `withMe` input of studio.generate is another branch's), and its render job is run here, once,
   * with the hosted engine: the harness has no worker, so nothing else runs it.
   */
  async function renderWithMe(engine: ImageEngine, title: string) {
    const t = await awa.user.as().studio.generate({ title, prompt: BRIEF, style: 'vlog' });
    const fork = h.services.orm.em.fork();
    const thumb = await fork.findOneOrFail(Thumbnail, t.id);
    await fork.nativeUpdate(Thumbnail, { id: t.id }, { options: { ...thumb.options, withMe: true } });
    const job = await fork.findOneOrFail(GenerationJob, { thumbnail: t.id });
    await composeJob.handler({ jobId: job.id }, { ...h.services, engine, jobId: randomUUID(), retryCount: 0 });
    return h.services.orm.em.fork().findOneOrFail(Thumbnail, t.id);
  }

  it('composes the thumbnail over the scene with the creator, charged once', async () => {
    const before = (await awa.user.as().auth.balance()).credits;
    const done = await renderWithMe(openAI(), 'Ce prix est fou');
    expect((await awa.user.as().auth.balance()).credits).toBe(before - 10);
    expect(openai.requests.map((r) => [r.path, r.files?.length, r.fields?.input_fidelity])).toEqual([['/v1/images/edits', 3, 'high']]);
    const background = (done.design as { background: { kind: string; asset?: string } }).background;
    expect(background.kind).toBe('image');
    expect(await h.services.orm.em.fork().findOneOrFail(Asset, background.asset!)).toMatchObject({ kind: 'ai-background', width: 1536, height: 1024, user: { id: awa.userId } });
    expect(done.engine).toBe('openai');
  }, 60_000);

  it('a refused scene is composed offline in the same job: a thumbnail, no second call, no second charge', async () => {
    const before = (await awa.user.as().auth.balance()).credits;
    openai.script('/images/edits', [answers.moderationBlocked()]);
    const done = await renderWithMe(openAI(), 'Ce prix est fou encore');
    expect(openai.requests).toHaveLength(1);
    expect(done.design).not.toBeNull();
    expect(done.status).not.toBe('failed');
    expect((done.design as { background: { kind: string } }).background.kind).not.toBe('image');
    expect((await awa.user.as().auth.balance()).credits).toBe(before - 10);
  }, 60_000);
});
