import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Design, ImageLayer, TextLayer } from '../../shared/engine/model/design';
import { ImageEngineError } from '../../server/image-engines/errors';
import { createOpenAIImages } from '../../server/image-engines/openai';
import { openAIEngine } from '../../server/image-engines/openai-engine';
import { NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';
import { Asset } from '../../server/files/asset.entity';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import type { ExportDto } from '../../server/studio/dto';
import type { ThumbnailDto } from '../../server/studio/dto';
import { answers, OPENAI_TEST_KEY, startOpenAIServer, type FakeOpenAI, type ReceivedRequest } from '../fixtures/openai-server';
import { eventually, waitForFinalStatus, type Harness, useHarness } from './harness';
import { shownEngineError, shownError } from '../fixtures/failure-text';

/**
 * MGX3 with the hosted engine (IMAGE_ENGINE=openai) against the fake OpenAI Images server on
 * loopback: what is asked of the image model, what the user gets (an AI background, a cut-out
 * subject, our own headline), the private asset files, refusals and outages that refund, and the
 * 9:16 export that asks the model to redraw the background (and still works when it cannot).
 */
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startOpenAIServer();
});
afterAll(async () => {
  await fake?.close();
});
const h = useHarness(() => ({
  env: { IMAGE_ENGINE: 'openai', OPENAI_API_KEY: OPENAI_TEST_KEY, OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '10000' },
  http: true,
}));
beforeEach(() => {
  fake.reset();
});

type User = Awaited<ReturnType<Harness['newUser']>>;
const GENERATIONS = '/v1/images/generations';
const EDITS = '/v1/images/edits';
const em = () => h.services.orm.em.fork();

function get(path: string, user: User | null) {
  return fetch(`${h.base}${path}`, { headers: user ? { cookie: `ml_at=${user.accessToken}` } : {} });
}
async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}
const calls = (path: string) => fake.requests.filter((r) => r.path === path);
const jsonOf = (r: ReceivedRequest) => r.json as { model: string; prompt: string; size: string; background: string; quality: string; output_format: string; n: number };

async function generate(user: User, input: { title: string; prompt: string; style: 'pro' | 'mini' | 'vlog' | 'gaming' | 'actu' | 'viral' }) {
  const started = await user.as().studio.generate(input);
  const status = await waitForFinalStatus(h, started.id, 30_000);
  return { status, thumbnail: await user.as().studio.get({ id: started.id }) };
}

function exportDone(user: User, thumbnailId: string, format: ExportDto['format']): Promise<ExportDto> {
  return eventually(
    async () => {
      const row = (await user.as().studio.exports({ id: thumbnailId })).find((e) => e.format === format);
      return row && (row.status === 'ready' || row.status === 'failed') ? row : undefined;
    },
    30_000,
    `${format} export`,
  );
}

const headlineOf = (design: Design | null) => design?.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline');
const subjectOf = (design: Design | null) => design?.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
function backgroundAsset(design: Design | null): string {
  const bg = design?.background;
  if (bg?.kind !== 'image') throw new Error(`expected an image background, got ${bg?.kind}`);
  return bg.asset;
}

/** Requests that arrive after `ms` of quiet would be a retry storm. */
async function settle(ms = 1_500) {
  const before = fake.requests.length;
  await new Promise((r) => setTimeout(r, ms));
  expect(fake.requests.length).toBe(before);
}

// Shared by the export tests below: the first AI thumbnail and its owner.
let owner: User;
let ai: ThumbnailDto;

describe('a generation with the hosted engine', () => {
  it('asks for a text-free background and a cut-out subject, and composes them under our own headline', async () => {
    owner = await h.newUser('Ndèye Fatou');
    const title = 'Les 5 secrets du marché Sandaga';
    const brief = 'une vendeuse souriante devant des étals de tissus colorés, fond vert';
    const { status, thumbnail } = await generate(owner, { title, prompt: brief, style: 'vlog' });
    expect(status).toBe('ready');
    ai = thumbnail;

    // Two calls to the model, both documented requests, both text-free, neither with the title in it.
    const gens = calls(GENERATIONS);
    expect(gens).toHaveLength(2);
    expect(fake.requests).toHaveLength(2);
    const bg = gens.map(jsonOf).find((j) => j.background === 'opaque');
    const subject = gens.map(jsonOf).find((j) => j.background === 'transparent');
    expect(bg).toMatchObject({ model: 'gpt-image-1', size: '1536x1024', quality: 'medium', output_format: 'png', n: 1 });
    expect(subject).toMatchObject({ model: 'gpt-image-1', size: '1024x1024', output_format: 'png', n: 1 });
    for (const req of gens) expect(req.headers.authorization).toBe(`Bearer ${OPENAI_TEST_KEY}`);
    for (const { prompt } of [bg!, subject!]) {
      expect(prompt).toContain(`"${brief}"`);
      expect(prompt.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
      expect(prompt.toLowerCase()).not.toContain('sandaga');
      expect(prompt.toLowerCase()).not.toContain('secrets');
      expect(prompt).toMatch(/golden-hour/); // the vlog art direction
    }
    expect(subject!.prompt).toMatch(/transparent background/);
    // The colour the brief reader understood (« fond vert ») drives the background prompt too.
    expect(bg!.prompt).toMatch(/Dominant background colours: #[0-9A-F]{6}/u);

    // What the user gets: a thumbnail by the openai engine, on its image, with its subject, and our headline.
    expect(ai).toMatchObject({ status: 'ready', engine: 'openai', error: null, width: 1280, height: 720 });
    const bgId = backgroundAsset(ai.design);
    const cutout = subjectOf(ai.design);
    expect(cutout).toMatchObject({ cutout: true, role: 'subject' });
    expect(cutout!.asset).not.toBe(bgId);
    expect(headlineOf(ai.design)!.lines.join(' ').replace(/\s+/g, ' ')).toBe('LES 5 SECRETS DU MARCHÉ SANDAGA');

    const assets = await em().find(Asset, { user: owner.userId }, { orderBy: { kind: 'asc' } });
    expect(assets.map((a) => [a.id, a.kind])).toEqual([
      [bgId, 'ai-background'],
      [cutout!.asset, 'ai-subject'],
    ]);

    // The images are private files: their owner gets the PNGs, nobody else.
    const stranger = await h.newUser('Curieux Voisin');
    const bgRes = await get(`/files/assets/${bgId}`, owner);
    expect(bgRes.status).toBe(200);
    expect(bgRes.headers.get('content-type')).toBe('image/png');
    expect(await sharp(await bytesOf(bgRes)).metadata()).toMatchObject({ format: 'png', width: 1536, height: 1024 });
    const subjectRes = await get(`/files/assets/${cutout!.asset}`, owner);
    expect(subjectRes.status).toBe(200);
    const subjectMeta = await sharp(await bytesOf(subjectRes)).metadata();
    expect(subjectMeta).toMatchObject({ format: 'png', hasAlpha: true });
    expect(subjectMeta.width).toBeLessThan(1024); // the transparent margin was trimmed
    for (const id of [bgId, cutout!.asset]) {
      expect((await get(`/files/assets/${id}`, stranger)).status).toBe(404);
      expect((await get(`/files/assets/${id}`, null)).status).toBe(401);
    }

    const jpeg = await bytesOf(await get(ai.imageUrl!, owner));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
    expect(jpeg.length).toBeLessThan(2 * 1024 * 1024);
    expect(meta.exif).toBeUndefined();
  });

  it('without a brief, only the background is asked for', async () => {
    const user = await h.newUser('Sans Brief');
    const { status, thumbnail } = await generate(user, { title: 'Mon voyage à Saint-Louis', prompt: '', style: 'pro' });
    expect(status).toBe('ready');
    expect(fake.requests).toHaveLength(1);
    const [req] = calls(GENERATIONS);
    expect(jsonOf(req!)).toMatchObject({ background: 'opaque', size: '1536x1024' });
    // The title can only be the topic of the picture, never words to draw in it.
    expect(jsonOf(req!).prompt).toContain('treat it only as a description of the subject');
    expect(jsonOf(req!).prompt.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    expect(thumbnail.engine).toBe('openai');
    expect(thumbnail.design!.background.kind).toBe('image');
    expect(subjectOf(thumbnail.design)).toBeUndefined();
    expect(await em().count(Asset, { user: user.userId })).toBe(1);
  });

  it('a refusal by the model fails the thumbnail in French, refunds, and is not retried', async () => {
    const user = await h.newUser('Refus Modération');
    // One of the two calls is refused, the other meets a 5xx it would retry: once the refusal is in,
    // the thumbnail is lost, so the retries of the other image stop (they would be paid for nothing).
    fake.script(GENERATIONS, [answers.moderationBlocked(), answers.serverError(), answers.serverError(), answers.serverError()]);
    const { status, thumbnail } = await generate(user, { title: 'Combat de rue', prompt: 'une bagarre sanglante', style: 'viral' });
    expect(status).toBe('failed');
    expect(thumbnail.status).toBe('failed');
    expect(shownError(thumbnail)).toContain('refusé');
    expect(shownError(thumbnail)).toMatch(/Vos crédits ont été rendus\.$/);
    expect(thumbnail.imageUrl).toBeNull();
    expect((await user.as().auth.balance()).credits).toBe(30);

    // One call each for the background and the subject, and nothing after.
    expect(calls(GENERATIONS)).toHaveLength(2);
    await settle();
    const [job] = await em().find(GenerationJob, { user: user.userId });
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await em().count(Asset, { user: user.userId })).toBe(0);
  });

  it('an engine that is down fails the thumbnail in French after a bounded number of tries, and refunds', async () => {
    const user = await h.newUser('Panne Serveur');
    // The SDK retries 5xx three times (IMAGE_ENGINE_MAX_RETRIES: four attempts, 20 ms apart as our fake asks); more 500s than that.
    fake.script(GENERATIONS, Array.from({ length: 8 }, () => answers.serverError()));
    const started = Date.now();
    const { status, thumbnail } = await generate(user, { title: 'Le grand Magal de Touba', prompt: '', style: 'actu' });
    expect(status).toBe('failed');
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(shownError(thumbnail)).toBe('Le moteur d’images est indisponible pour le moment. Vos crédits ont été rendus.');
    expect((await user.as().auth.balance()).credits).toBe(30);
    expect(calls(GENERATIONS)).toHaveLength(4);
    await settle();
    expect(await em().count(Asset, { user: user.userId })).toBe(0);
  }, 30_000);
});

describe('the 9:16 export of an AI thumbnail', () => {
  it('asks the model to redraw the background for the tall frame', async () => {
    const background = await bytesOf(await get(`/files/assets/${backgroundAsset(ai.design)}`, owner));
    const credits = (await owner.as().auth.balance()).credits;
    await owner.as().studio.export({ id: ai.id, format: 'story' });
    const story = await exportDone(owner, ai.id, 'story');
    expect(story).toMatchObject({ status: 'ready', width: 1080, height: 1920 });

    const edits = calls(EDITS);
    expect(edits).toHaveLength(1);
    expect(calls(GENERATIONS)).toHaveLength(0);
    const [edit] = edits;
    expect(edit!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(edit!.fields).toMatchObject({ model: 'gpt-image-1', size: '1024x1536', background: 'opaque', output_format: 'png' });
    expect(edit!.fields!.prompt!.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    expect(edit!.files!.map((f) => [f.field, f.type])).toEqual([['image[]', 'image/png']]);
    expect(edit!.files![0]!.bytes.equals(background)).toBe(true);
    // The redrawn background is kept as the owner's asset.
    expect(await em().count(Asset, { user: owner.userId, kind: 'ai-background', width: 1024, height: 1536 })).toBe(1);

    const res = await get(story.downloadUrl!, owner);
    expect(res.status).toBe(200);
    const jpeg = await bytesOf(res);
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
    expect(jpeg.length).toBeLessThan(2 * 1024 * 1024);

    // 1:1 keeps the 16:9 background (cropped): no call to the model.
    await owner.as().studio.export({ id: ai.id, format: 'square' });
    expect(await exportDone(owner, ai.id, 'square')).toMatchObject({ status: 'ready', width: 1080, height: 1080 });
    expect(calls(EDITS)).toHaveLength(1);
    expect((await owner.as().auth.balance()).credits).toBe(credits);
  });

  it('still succeeds, cropped, when the model cannot redraw it', async () => {
    const { status, thumbnail } = await generate(owner, { title: 'Coucher de soleil à Gorée', prompt: '', style: 'mini' });
    expect(status).toBe('ready');
    const assetsBefore = await em().count(Asset, { user: owner.userId });
    fake.reset();
    fake.script(EDITS, Array.from({ length: 8 }, () => answers.serverError(503)));

    await owner.as().studio.export({ id: thumbnail.id, format: 'story' });
    const story = await exportDone(owner, thumbnail.id, 'story');
    expect(story).toMatchObject({ status: 'ready', width: 1080, height: 1920 });
    expect(calls(EDITS)).toHaveLength(4);
    expect(await em().count(Asset, { user: owner.userId })).toBe(assetsBefore);
    const meta = await sharp(await bytesOf(await get(story.downloadUrl!, owner))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);
  }, 30_000);
});

describe('the 9:16 export of a picture with people in it', () => {
  it('never sends it back to the model: the crop follows the faces', async () => {
    const { status, thumbnail } = await generate(owner, { title: 'Mon avis sur le marché Sandaga', prompt: '', style: 'pro' });
    expect(status).toBe('ready');
    // As a scene with the creator, or a photo with a face, has it: its faces saved with the design.
    const fork = em();
    const row = await fork.findOneOrFail(Thumbnail, thumbnail.id);
    const design = row.design as unknown as Design;
    expect(design.background.kind).toBe('image');
    row.design = { ...design, background: { ...design.background, faces: [{ x: 0.7, y: 0.2, w: 0.12, h: 0.25, score: 0.9 }] } } as never;
    await fork.flush();
    fake.reset();
    await owner.as().studio.export({ id: thumbnail.id, format: 'story' });
    expect(await exportDone(owner, thumbnail.id, 'story')).toMatchObject({ status: 'ready', width: 1080, height: 1920 });
    expect(calls(EDITS)).toHaveLength(0);
  }, 30_000);
});

describe('the hosted engine stays within its job', () => {
  // pg-boss gives `studio.compose` 300 s and `studio.render-file` 120 s; an engine still waiting on the API
  // past that gets its job retried (and the paid calls made again). It gives up before, in words a
  // user can read. Budgets are shrunk here; the adapter's own timeout is the smallest allowed (1 s).
  const hanging = () => Array.from({ length: 8 }, () => ({ delayMs: 20_000 }));
  const images = () => createOpenAIImages({ apiKey: OPENAI_TEST_KEY, baseUrl: fake.url, timeoutMs: 1_000 });
  async function rejection(promise: Promise<unknown>): Promise<ImageEngineError> {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ImageEngineError);
    return err as ImageEngineError;
  }

  it('composing gives up at its budget with a timeout', async () => {
    fake.script(GENERATIONS, hanging());
    const engine = openAIEngine(images(), randomUUID, { composeBudgetMs: 1_500 });
    const started = Date.now();
    const err = await rejection(engine.compose({ title: 'Titre', prompt: '', style: 'pro', seed: 1 }));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(err.code).toBe('timeout');
    expect(shownEngineError(err)).toBe('Le moteur d’images n’a pas répondu à temps. Vos crédits ont été rendus.');
    await settle(500);
  });

  it('redrawing for 9:16 gives up at its budget too', async () => {
    fake.script(EDITS, hanging());
    const engine = openAIEngine(images(), randomUUID, { reframeBudgetMs: 1_500 });
    const png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#224488' } }).png().toBuffer();
    const started = Date.now();
    const err = await rejection(engine.reframe!(png, 'pro'));
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(err.code).toBe('timeout');
    await settle(500);
  });
});
