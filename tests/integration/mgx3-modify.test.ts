import { describe, expect, it } from 'vitest';
import { headlineOf as headline, type Design, type TextLayer } from '../../shared/engine/model/design';
import { CreditEntry } from '../../server/credits/credit-entry.entity';
import { renderFileFailedJob, renderFileJob } from '../../server/studio/jobs/render-file';
import { composeJob } from '../../server/studio/jobs/compose';
import { GenerationJob } from '../../server/studio/generation-job.entity';
import { appCodeOf, idleHarness, waitForFinalStatus, useHarness } from './harness';
import { applyOperations, layerBounds, OPERATIONS_MAX, type Operation } from '../../shared/engine/model/operations';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { placedBy } from '../../shared/engine/layout/make-way';
import { planComposition } from '../../server/studio/compose-plan';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { cornerViolations } from '../../shared/engine/model/edit';
import { safeArea } from '../../shared/engine/layout/safe-area';
import { makeWayOnServer, serverMeasurer } from '../../server/engine/index';
import { headlineOperations } from '../../server/studio/modify';
import { PROMPT_MAX } from '../../shared/schemas/studio';
import { shownError } from '../fixtures/failure-text';

/**
 * Direct editing saved by the server (`studio.modify`): a modification costs 5 credits, spent with
 * the render it queues; the server typesets the text itself; text dragged into the duration corner or
 * off the picture is brought back into the safe area;
 * a modification that cannot be drawn gives its credits back and the previous picture stays.
 */
const h = useHarness();

const headlineOf = (d: Design): TextLayer => headline(d)!;
/** The edit the studio sends: the headline's words, highlights and a move. */
const edit = (d: Design, over: Partial<{ text: string; words: string[]; color: string; dx: number; dy: number }> = {}) => {
  const h = headlineOf(d);
  return { text: h.text, words: h.highlight.words, color: h.highlight.color, dx: 0, dy: 0, ...over };
};

async function readyThumbnail(name: string) {
  const user = await h.newUser(name);
  const t = await user.as().studio.generate({ title: 'Mon marché à Dakar', prompt: '', style: 'pro' });
  expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
  return { user, t: await user.as().studio.get({ id: t.id }) };
}

describe('studio.modify', () => {
  it('saves new words as a new revision for 5 credits, typeset by the server, and renders them', async () => {
    const { user, t } = await readyThumbnail('Aminata Ba');
    const design = t.design!;
    // Only words are sent: the server typesets them itself (case, narrow spaces, lines, size).
    const { thumbnail, charged } = await user.as().studio.modify({ id: t.id, headline: edit(design, { text: 'Été : la fête à Saint-Louis ?' }) });
    expect(charged).toBe(true);
    expect(thumbnail.revision).toBe(t.revision + 1);
    expect((await user.as().auth.balance()).credits).toBe(15);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const after = await user.as().studio.get({ id: t.id });
    const h1 = headlineOf(after.design!);
    expect(h1.lines.join(' ').replace(/[\u00a0\u202f]/g, ' ')).toBe('ÉTÉ : LA FÊTE À SAINT-LOUIS ?'.replace(/\s+/g, ' '));
    expect(h1.lines.join(' ')).toContain('\u202f?');
    expect(after.imageUrl).not.toBe(t.imageUrl);
    expect(after.score).not.toBeNull();
    const job = await h.services.orm.em.fork().findOneOrFail(GenerationJob, { thumbnail: t.id, kind: 'modify' });
    expect([job.status, job.credits]).toEqual(['succeeded', 5]);

    // Sending the design back unchanged costs nothing and queues nothing.
    const again = await user.as().studio.modify({ id: t.id, headline: edit(after.design!) });
    expect(again.charged).toBe(false);
    expect((await user.as().auth.balance()).credits).toBe(15);
  });

  it('brings a headline dragged into the duration corner, or off the picture, back into the safe area as the studio does', async () => {
    const { user, t } = await readyThumbnail('Ousmane Diallo');
    const design = t.design!;
    const h0 = headlineOf(design);
    const intoCorner = edit(design, { dx: Math.round(design.width * 0.8 - h0.box.x), dy: Math.round(design.height * 0.8 - h0.box.y) });
    // The server applies the same move as the studio's editor: the headline stops at the corner's edge.
    const studio = applyOperations({ measurer: serverMeasurer() }, design, headlineOperations(design, intoCorner));
    expect(studio.refused).toEqual([]);
    expect((await user.as().studio.modify({ id: t.id, headline: intoCorner })).charged).toBe(true);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const once = (await user.as().studio.get({ id: t.id })).design!;
    expect(cornerViolations(once)).toEqual([]);
    expect(headlineOf(once).box).toEqual(headlineOf(studio.design).box);
    // Off the left of the picture: back at the safe area's left edge.
    const offPicture = edit(once, { dx: -headlineOf(once).box.x - 200 });
    expect((await user.as().studio.modify({ id: t.id, headline: offPicture })).charged).toBe(true);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const twice = (await user.as().studio.get({ id: t.id })).design!;
    expect(headlineOf(twice).box.x).toBe(safeArea(design.width, design.height).x);
    expect((await user.as().auth.balance()).credits).toBe(10);
    // Bad edits get French messages, not a render.
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, headline: edit(design, { text: '   ' }) }))).toBe('VALIDATION');
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, headline: edit(design, { color: 'rouge' }) }))).toBe('VALIDATION');
  });

  it('saves what the editor laid out as it was sent (`laidOut`), without running the layout pass again', async () => {
    const { user, t } = await readyThumbnail('Fatou Sow');
    // A layout known to the test: the subject beside the words, as a generation lays it out.
    const m = serverMeasurer();
    const plan = planComposition({ title: 'Mon marché à Dakar', prompt: 'réaction' });
    const laid = layoutDesign(m, { title: plan.headline, prompt: '', style: 'viral', seed: 7919, subjects: plan.subjects, hints: plan.hints, reaction: plan.reaction });
    const design = makeWayOnServer(laid, await pictoImages(laid, pictogramSvg));
    const em = h.services.orm.em.fork();
    const row = await em.findOneOrFail(Thumbnail, t.id);
    row.design = design as unknown as Record<string, unknown>;
    await em.flush();
    // The subject dropped on the words: the server's pass would move the words out of its way…
    const subject = design.layers.find((l) => l.type === 'picto' && l.role === 'subject')!;
    const s = layerBounds(design, subject);
    const w = layerBounds(design, headlineOf(design));
    const ops: Operation[] = [{ op: 'move', layer: subject.id, dx: Math.round(w.x + w.w / 2 - (s.x + s.w / 2)), dy: Math.round(w.y + w.h / 2 - (s.y + s.h / 2)) }];
    const applied = applyOperations({ measurer: m }, design, ops).design;
    const images = await pictoImages(applied, pictogramSvg);
    expect(headlineOf(makeWayOnServer(applied, images, placedBy(ops, design, applied))).box).not.toEqual(headlineOf(applied).box);
    // …but the editor ran the pass itself and sent what it did (here: nothing): saved as sent.
    expect((await user.as().studio.modify({ id: t.id, ops, laidOut: true })).charged).toBe(true);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    expect((await user.as().studio.get({ id: t.id })).design).toEqual(applied);
  });

  it('another user cannot modify the thumbnail, and a modification without credits is refused', async () => {
    const { user, t } = await readyThumbnail('Khady Ndoye');
    const other = await h.newUser('Curieux');
    const headline = edit(t.design!, { text: 'Volé' });
    expect(await appCodeOf(other.as().studio.modify({ id: t.id, headline }))).toBe('NOT_FOUND');
    // Spend down to 0: two more generations (30 → 10 → 0), then a modification is refused.
    for (const title of ['Deux', 'Trois']) {
      const g = await user.as().studio.generate({ title, prompt: '', style: 'mini' });
      await waitForFinalStatus(h, g.id, 30_000);
    }
    expect((await user.as().auth.balance()).credits).toBe(0);
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, headline }))).toBe('INSUFFICIENT_CREDITS');
    // The credits are checked before any layout: a list the layout would refuse is refused for them, at once.
    const h0 = headlineOf(t.design!);
    const intoCorner = edit(t.design!, { dx: Math.round(t.design!.width * 0.8 - h0.box.x), dy: Math.round(t.design!.height * 0.8 - h0.box.y) });
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, headline: intoCorner }))).toBe('INSUFFICIENT_CREDITS');
    expect((await user.as().studio.get({ id: t.id })).revision).toBe(t.revision);
  });

});

describe('refusals cost little', () => {
  it('saves are limited to 10 a minute per person, refused ones counted, and the next is refused before its list is read', async () => {
    const { user, t } = await readyThumbnail('Insistant');
    const design = t.design!;
    const h0 = headlineOf(design);
    // A tag put in the duration corner is refused (a dragged text stops at the corner's edge instead).
    const intoCorner = [{ op: 'add-tag' as const, text: 'EXCLU', at: { x: Math.round(design.width * 0.92), y: Math.round(design.height * 0.92) } }];
    for (let i = 0; i < 9; i++) expect(await appCodeOf(user.as().studio.modify({ id: t.id, ops: intoCorner }))).toBe('TEXT_IN_CORNER');
    const tooLong = Array.from({ length: OPERATIONS_MAX + 1 }, (_, i) => ({ op: 'move' as const, layer: h0.id, dx: i % 2 ? 1 : -1, dy: 0 }));
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, ops: tooLong }))).toBe('VALIDATION');
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, headline: edit(design, { text: 'Enfin une bonne idée' }) }))).toBe('RATE_LIMITED');
    expect((await user.as().auth.balance()).credits).toBe(20);
    // Per person: someone else is answered as before.
    const other = await h.newUser('Voisin');
    expect(await appCodeOf(other.as().studio.modify({ id: t.id, ops: intoCorner }))).toBe('NOT_FOUND');
    // Reading a described change: 30 in 10 s, then refused until the window passes.
    for (let i = 0; i < 30; i++) await user.as().studio.readInstruction({ id: t.id, text: 'fond rouge' });
    expect(await appCodeOf(user.as().studio.readInstruction({ id: t.id, text: 'fond bleu' }))).toBe('RATE_LIMITED');
  });

  it('the brief is read 60 times in 10 s from one source, refused reads counted; another source is served', async () => {
    const from = (ip: string) => h.api({}, ip).studio;
    for (let i = 0; i < 59; i++) await from('10.9.9.9').readBrief({ prompt: `un lion au marché ${i}`, skinTone: 'dark' });
    expect(await appCodeOf(from('10.9.9.9').readBrief({ prompt: 'x'.repeat(PROMPT_MAX + 1), skinTone: 'dark' }))).toBe('VALIDATION');
    expect(await appCodeOf(from('10.9.9.9').readBrief({ prompt: 'un lion', skinTone: 'dark' }))).toBe('RATE_LIMITED');
    expect((await from('10.9.9.10').readBrief({ prompt: 'un lion au marché', skinTone: 'dark' })).understood.length).toBeGreaterThan(0);
  });
});

describe('free renders', () => {
  it('exports and « Améliorer » are free but limited to 120 an hour per person', async () => {
    const { user, t } = await readyThumbnail('Pressé');
    const first = await user.as().studio.export({ id: t.id, format: 'square' });
    for (let i = 1; i < 120; i++) expect((await user.as().studio.export({ id: t.id, format: 'square' })).id).toBe(first.id);
    expect(await appCodeOf(user.as().studio.export({ id: t.id, format: 'story' }))).toBe('RATE_LIMITED');
    expect(await appCodeOf(user.as().studio.improve({ id: t.id }))).toBe('RATE_LIMITED');
    // Someone else is not slowed down by it.
    const other = await readyThumbnail('Patient');
    expect((await other.user.as().studio.export({ id: other.t.id, format: 'story' })).status).not.toBe('failed');
  });
});

describe('studio.modify when the render fails (handlers called directly, no worker)', () => {
  const harness = idleHarness();
  const ctx = harness.ctx;

  it('gives its 5 credits back, once, and keeps the previous picture and design', async () => {
    const user = await harness.get().newUser('Seydou Traoré');
    const started = await user.as().studio.generate({ title: 'Mon marché à Dakar', prompt: '', style: 'pro' });
    const em = harness.get().services.orm.em.fork();
    const gen = await em.findOneOrFail(GenerationJob, { thumbnail: started.id });
    await composeJob.handler({ jobId: gen.id }, ctx());
    await renderFileJob.handler({ thumbnailId: started.id, target: 'hd', revision: 0, jobId: gen.id }, ctx());
    const t = await user.as().studio.get({ id: started.id });
    expect(t.status).toBe('ready');
    const previous = t.design!;

    const { thumbnail } = await user.as().studio.modify({ id: t.id, headline: edit(previous, { text: 'Nouveau titre' }) });
    expect((await user.as().auth.balance()).credits).toBe(15);
    const job = await em.findOneOrFail(GenerationJob, { thumbnail: t.id, kind: 'modify' });
    // Every render attempt failed: pg-boss hands the payload to the dead letter (here twice at once).
    const payload = { thumbnailId: t.id, target: 'hd' as const, revision: thumbnail.revision, jobId: job.id, restore: previous as unknown as Record<string, unknown> };
    await Promise.all([renderFileFailedJob.handler(payload, ctx()), renderFileFailedJob.handler(payload, ctx())]);

    const after = await user.as().studio.get({ id: t.id });
    expect(after.status).toBe('ready');
    expect(shownError(after)).toContain('crédits ont été rendus');
    expect(headlineOf(after.design!).text).toBe(headlineOf(previous).text);
    expect(after.imageUrl?.split('?')[0]).toBe(t.imageUrl?.split('?')[0]);
    expect((await user.as().auth.balance()).credits).toBe(20);
    expect(await em.count(CreditEntry, { user: user.userId, kind: 'refund' })).toBe(1);
    // A late success of that attempt cannot turn it back into a charged, new picture.
    await renderFileJob.handler({ thumbnailId: t.id, target: 'hd', revision: thumbnail.revision, jobId: job.id }, ctx());
    expect(headlineOf((await user.as().studio.get({ id: t.id })).design!).text).toBe(headlineOf(previous).text);
  });
});
