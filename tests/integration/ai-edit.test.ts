import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Design, ImageLayer } from '../../shared/engine/model/design';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { readAll } from '../../server/files/storage';
import type { ImageEngine } from '../../server/image-engines/engine';
import { createGeminiImages } from '../../server/image-engines/gemini';
import { geminiEngine } from '../../server/image-engines/gemini-engine';
import { localEngine } from '../../server/image-engines/local';
import { createOpenAIImages } from '../../server/image-engines/openai';
import { openAIEngine } from '../../server/image-engines/openai-engine';
import { NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';
import { Asset } from '../../server/files/asset.entity';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { aiEditFailedJob, aiEditJob } from '../../server/studio/jobs/ai-edit';
import { GEMINI_TEST_KEY, geminiAnswers, startGeminiServer, type FakeGemini } from '../fixtures/gemini-server';
import { answers, OPENAI_TEST_KEY, startOpenAIServer, type FakeOpenAI } from '../fixtures/openai-server';
import { appCodeOf, waitForFinalStatus, type Harness, useHarness } from './harness';
import { shownError } from '../fixtures/failure-text';

/**
 * AI edits of a thumbnail's photo (`studio.aiEdit`) with both hosted engines, each a real adapter
 * speaking HTTP to a loopback server of ours (OpenAI Images, Gemini generateContent): a new revision
 * whose picture changed only inside the mask, for 5 credits; a refusal or an outage gives exactly
 * those credits back and leaves the thumbnail as it was; the local engine and a design without a
 * photo are refused before anything is charged.
 */
let openai: FakeOpenAI;
let gemini: FakeGemini;
/** The engine the app uses right now: each test picks one (the app reads it at every request and job). */
let current: ImageEngine = localEngine;
const switching: ImageEngine = {
  get id() {
    return current.id;
  },
  compose: (input) => current.compose(input),
  get reframe() {
    return current.reframe;
  },
  get editPicture() {
    return current.editPicture;
  },
};
let engines: { openai: ImageEngine; gemini: ImageEngine };

beforeAll(async () => {
  [openai, gemini] = await Promise.all([startOpenAIServer(), startGeminiServer()]);
  engines = {
    openai: openAIEngine(createOpenAIImages({ apiKey: OPENAI_TEST_KEY, baseUrl: openai.url, timeoutMs: 5_000 }), randomUUID),
    gemini: geminiEngine(createGeminiImages({ apiKey: GEMINI_TEST_KEY, baseUrl: gemini.url, timeoutMs: 5_000, retryDelayMs: 20 }), randomUUID),
  };
});
afterAll(async () => {
  await Promise.all([openai?.close(), gemini?.close()]);
});
const h = useHarness(() => ({ engine: switching }));
beforeEach(() => {
  openai.reset();
  gemini.reset();
  gemini.fill = '#ff00ff';
});

type User = Awaited<ReturnType<Harness['newUser']>>;
const em = () => h.services.orm.em.fork();
const EDITS = '/v1/images/edits';
const subjectOf = (d: Design | null) => d?.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
const credits = async (user: User) => (await user.as().auth.balance()).credits;

async function ready(user: User, input: { title: string; prompt: string }) {
  const started = await user.as().studio.generate({ ...input, style: 'vlog' });
  expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
  return user.as().studio.get({ id: started.id });
}

async function rgba(assetId: string) {
  const asset = await em().findOneOrFail(Asset, assetId);
  const bytes = await readAll(h.services.storage, asset.key);
  return { asset, ...(await sharp(bytes!).ensureAlpha().raw().toBuffer({ resolveWithObject: true })) };
}

describe('studio.aiEdit with OpenAI Images', () => {
  it('edits the cut-out subject through its own alpha as mask, as a new revision for 5 credits', async () => {
    current = engines.openai;
    const user = await h.newUser('Fatou Sarr');
    const t = await ready(user, { title: 'Ma tenue pour la Tabaski', prompt: 'une femme souriante en boubou' });
    const subject = subjectOf(t.design)!;
    expect(subject).toMatchObject({ cutout: true });
    expect(await credits(user)).toBe(20);
    openai.reset();

    const { thumbnail, charged } = await user.as().studio.aiEdit({ id: t.id, instruction: 'Mets-lui un boubou rouge' });
    expect(charged).toBe(true);
    expect(thumbnail.status).toBe('rendering');
    expect(await credits(user)).toBe(15);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');

    // One call to images/edits: the picture, and a mask the picture's size that redoes the subject only.
    const edits = openai.requests.filter((r) => r.path === EDITS);
    expect(edits).toHaveLength(1);
    expect(openai.requests).toHaveLength(1);
    const [edit] = edits;
    expect(edit!.files!.map((f) => [f.field, f.type]).sort()).toEqual([
      ['image[]', 'image/png'],
      ['mask', 'image/png'],
    ]);
    expect(edit!.fields).toMatchObject({ model: 'gpt-image-1', output_format: 'png', background: 'opaque' });
    expect(edit!.fields!.prompt).toContain('"Mets-lui un boubou rouge"');
    expect(edit!.fields!.prompt!.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    const part = (field: string) => edit!.files!.find((f) => f.field === field)!.bytes;
    const [image, mask] = await Promise.all([part('image[]'), part('mask')].map((bytes) => sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })));
    expect([mask!.info.width, mask!.info.height]).toEqual([image!.info.width, image!.info.height]);
    const maskAlpha = new Set<number>();
    for (let i = 3; i < mask!.data.length; i += 4) maskAlpha.add(mask!.data[i]!);
    expect(maskAlpha.has(0)).toBe(true); // the subject: redo
    expect(maskAlpha.has(255)).toBe(true); // around it: keep

    // The new revision: the subject layer points at a new picture, in the same place.
    const after = await user.as().studio.get({ id: t.id });
    expect(after.revision).toBe(t.revision + 1);
    expect(after.error).toBeNull();
    const edited = subjectOf(after.design)!;
    expect(edited.asset).not.toBe(subject.asset);
    expect(edited.box).toEqual(subject.box);
    expect(after.imageUrl).not.toBe(t.imageUrl);

    // Pixel by pixel: outside the subject nothing moved, the silhouette is the same, inside is the model's.
    const [before, now] = await Promise.all([rgba(subject.asset), rgba(edited.asset)]);
    expect(now.asset).toMatchObject({ kind: 'ai-subject', format: 'png', width: before.info.width, height: before.info.height });
    let changed = 0;
    for (let i = 0; i < before.data.length; i += 4) {
      expect(now.data[i + 3]).toBe(before.data[i + 3]);
      if (before.data[i + 3] === 0) expect(now.data.subarray(i, i + 3).equals(before.data.subarray(i, i + 3))).toBe(true);
      else if (!now.data.subarray(i, i + 3).equals(before.data.subarray(i, i + 3))) changed++;
    }
    expect(changed).toBeGreaterThan(before.data.length / 4 / 4);

    const job = await em().findOneOrFail(GenerationJob, { thumbnail: t.id, kind: 'modify' });
    expect([job.status, job.credits]).toEqual(['succeeded', 5]);
  });

  it('an engine that stays down: « ne répond pas », the 5 credits back, the thumbnail as it was', async () => {
    current = engines.openai;
    const user = await h.newUser('Panne Totale');
    const t = await ready(user, { title: 'Mon voyage à Saint-Louis', prompt: 'un pêcheur sur sa pirogue' });
    openai.reset();
    openai.script(EDITS, Array.from({ length: 8 }, () => answers.serverError(503)));
    await user.as().studio.aiEdit({ id: t.id, instruction: 'Change la couleur de la pirogue en bleu' });
    expect(await credits(user)).toBe(15);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');

    expect(openai.requests.filter((r) => r.path === EDITS)).toHaveLength(4); // the adapter's bounded retries
    const after = await user.as().studio.get({ id: t.id });
    expect(shownError(after)).toMatch(/^Le moteur IA ne répond pas/);
    expect(shownError(after)).toContain('crédits ont été rendus');
    expect(after.revision).toBe(t.revision);
    expect(after.design).toEqual(t.design);
    expect(after.imageUrl).toBe(t.imageUrl);
    expect(await credits(user)).toBe(20);
  });
});

describe('studio.aiEdit with Gemini', () => {
  it('edits the AI background, sends the picture without a mask, and only the part the frame shows may change', async () => {
    current = engines.gemini;
    const user = await h.newUser('Moussa Diallo');
    const t = await ready(user, { title: 'Le grand Magal de Touba', prompt: '' });
    expect(t.engine).toBe('gemini');
    const bg = t.design!.background;
    if (bg.kind !== 'image') throw new Error('expected the Gemini background');
    gemini.reset();
    gemini.fill = '#00ff00';

    const { charged } = await user.as().studio.aiEdit({ id: t.id, instruction: 'Ajoute des drapeaux verts dans le ciel', layerId: 'fond' });
    expect(charged).toBe(true);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    expect(gemini.requests).toHaveLength(1);
    const [req] = gemini.requests;
    expect(req!.images).toHaveLength(1);
    expect(req!.text).toContain('"Ajoute des drapeaux verts dans le ciel"');
    expect(req!.text).toContain('background photo');
    expect(req!.text.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);

    const after = await user.as().studio.get({ id: t.id });
    const newBg = after.design!.background;
    if (newBg.kind !== 'image') throw new Error('the background stays an image');
    expect(newBg.asset).not.toBe(bg.asset);
    expect(newBg.crop).toEqual(bg.crop);
    const [before, now] = await Promise.all([rgba(bg.asset), rgba(newBg.asset)]);
    expect(now.asset.kind).toBe('ai-background');
    const { width, height } = before.info;
    expect([now.info.width, now.info.height]).toEqual([width, height]);
    // Inside the frame's crop: the model's green; outside it (if the crop leaves any), the original.
    const x0 = Math.ceil(bg.crop.x * width) + 1;
    const x1 = Math.floor((bg.crop.x + bg.crop.w) * width) - 1;
    const y0 = Math.ceil(bg.crop.y * height) + 1;
    const y1 = Math.floor((bg.crop.y + bg.crop.h) * height) - 1;
    for (let y = 0; y < height; y += 7) {
      for (let x = 0; x < width; x += 7) {
        const i = (y * width + x) * 4;
        const px = [...now.data.subarray(i, i + 3)];
        if (x >= x0 && x <= x1 && y >= y0 && y <= y1) expect(px).toEqual([0, 255, 0]);
        else if (x < x0 - 2 || x > x1 + 2 || y < y0 - 2 || y > y1 + 2) expect(px).toEqual([...before.data.subarray(i, i + 3)]);
      }
    }
    expect(await credits(user)).toBe(15);
  });

  it('a refusal: French message, exactly 5 credits back even when the job and its dead letter run again, nothing saved', async () => {
    current = engines.gemini;
    const user = await h.newUser('Refus Gemini');
    const t = await ready(user, { title: 'Combat de rue', prompt: '' });
    const assets = await em().count(Asset, { user: user.userId });
    gemini.reset();
    gemini.script([geminiAnswers.promptBlocked('PROHIBITED_CONTENT')]);
    await user.as().studio.aiEdit({ id: t.id, instruction: 'Ajoute du sang partout' });
    expect(await credits(user)).toBe(15);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');

    const after = await user.as().studio.get({ id: t.id });
    expect(shownError(after)).toBe('Le moteur IA a refusé cette modification. Vos crédits ont été rendus.');
    expect(after.revision).toBe(t.revision);
    expect(after.design).toEqual(t.design);
    expect(await credits(user)).toBe(20);
    expect(gemini.requests).toHaveLength(1); // a refusal is never retried: each try is paid for
    expect(await em().count(Asset, { user: user.userId })).toBe(assets);

    // pg-boss may deliver the job again, and its dead letter may fire too: nothing more comes back.
    const job = await em().findOneOrFail(GenerationJob, { thumbnail: t.id, kind: 'modify' });
    expect(job.status).toBe('failed');
    const payload = { jobId: job.id, thumbnailId: t.id, revision: t.revision, layerId: 'fond', instruction: 'Ajoute du sang partout' };
    const ctx = { ...h.services, jobId: 'direct', retryCount: 1 };
    await Promise.all([aiEditJob.handler(payload, ctx), aiEditFailedJob.handler(payload, ctx), aiEditFailedJob.handler(payload, ctx)]);
    expect(await credits(user)).toBe(20);
    expect(await em().count(CreditEntry, { user: user.userId, kind: 'refund' })).toBe(1);
    expect(gemini.requests).toHaveLength(1);
  });
});

describe('refused before anything is charged', () => {
  it('the local engine: AI_ENGINE_REQUIRED, and the capability says so', async () => {
    current = localEngine;
    const user = await h.newUser('Sans Moteur');
    expect((await user.as().studio.capabilities()).aiEdit).toBe(false);
    const t = await ready(user, { title: 'Les 5 secrets du marché Sandaga', prompt: '' });
    expect(await appCodeOf(user.as().studio.aiEdit({ id: t.id, instruction: 'Mets-lui une chemise rouge' }))).toBe('AI_ENGINE_REQUIRED');
    expect(await credits(user)).toBe(20);
    expect(await em().count(GenerationJob, { thumbnail: t.id, kind: 'modify' })).toBe(0);
    expect((await user.as().studio.get({ id: t.id })).status).toBe('ready');

    current = engines.gemini;
    expect((await user.as().studio.capabilities()).aiEdit).toBe(true);
  });

  it('a design without a photo (pictogram, drawn background): NO_PICTURE; a layer that is not a photo: NOT_A_PICTURE', async () => {
    current = localEngine;
    const user = await h.newUser('Sans Photo');
    const t = await ready(user, { title: 'Mon marché à Dakar', prompt: 'un téléphone' });
    current = engines.gemini;
    expect(await appCodeOf(user.as().studio.aiEdit({ id: t.id, instruction: 'Mets le téléphone en rouge' }))).toBe('NO_PICTURE');
    const headline = t.design!.layers.find((l) => l.type === 'text')!;
    expect(await appCodeOf(user.as().studio.aiEdit({ id: t.id, instruction: 'Mets-le en rouge', layerId: headline.id }))).toBe('NOT_A_PICTURE');
    expect(await appCodeOf(user.as().studio.aiEdit({ id: t.id, instruction: 'x' }))).toBe('VALIDATION');
    expect(await credits(user)).toBe(20);
    expect(gemini.requests).toHaveLength(0);
    expect((await user.as().studio.get({ id: t.id })).status).toBe('ready');
  });
});
