import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { createClient } from '../../client/lib/trpc';
import { getBalance } from '../../server/credits/ledger';
import { Asset } from '../../server/files/asset.entity';
import { PhotoAnalysis, type FaceData } from '../../server/vision/photo-analysis.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { cornerViolations } from '../../shared/engine/model/edit';
import { parseDesign, type Design } from '../../shared/engine/model/design';
import { IMAGES_STYLE_MESSAGE, STYLES } from '../../shared/schemas/studio';
import { landscape } from '../fixtures/synthetic-pictures';
import { waitForFinalStatus, type Harness, useHarness } from './harness';
import { rawRequest } from './http-client';

/**
 * « Ajout image » and the generation pipeline end to end: uploads through the real path, the worker
 * cutting out the person and using the landscape as background, Gaming only, variants charged
 * together, « Autre sujet » for free. Real Postgres, real pg-boss, the real vision models.
 */

const h = useHarness({ worker: true, http: true });

type User = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: User) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const portrait = readFileSync(path.join(import.meta.dirname, '../fixtures/photos/astronaut.png'));

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const { message, details } = describeError(err);
    return [message, ...details].join(' ');
  }
  throw new Error('expected a refusal');
}

async function savedDesign(id: string): Promise<Design> {
  const t = await h.services.orm.em.fork().findOneOrFail(Thumbnail, id);
  return parseDesign(t.design);
}

describe('« Ajout image »: the user’s own pictures in a Gaming design', { timeout: 60_000 }, () => {
  let user: User;
  let person: string;
  let wide: string;
  beforeAll(async () => {
    user = await h.newUser('Moussa Gaming');
    const api = clientOf(user);
    person = (await api.images.upload.mutate(file(portrait, 'moi.png', 'image/png'))).id;
    wide = (await api.images.upload.mutate(file(landscape(), 'paysage.png', 'image/png'))).id;
  });

  it('cuts the person out as the subject and lays the landscape behind, under our headline', async () => {
    const started = await clientOf(user).studio.generate.mutate({ title: 'Ma session Free Fire', prompt: '', style: 'gaming', mode: 'images', images: [person, wide] });
    expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
    const design = await savedDesign(started.id);
    expect(design.background.kind).toBe('image');
    expect(design.background.kind === 'image' && design.background.asset).toBe(wide);
    const subject = design.layers.find((l) => l.type === 'image' && l.role === 'subject');
    expect(subject?.type === 'image' && subject.cutout).toBe(true);
    const cutout = await h.services.orm.em.fork().findOneOrFail(Asset, { id: subject!.type === 'image' ? subject!.asset : '' });
    expect([cutout.kind, cutout.derivedFrom, cutout.user.id]).toEqual(['cutout', person, user.userId]);
    // The astronaut's face is found and placed in the frame.
    expect(subject?.type === 'image' && subject.face).toBeTruthy();
    expect(cornerViolations(design)).toEqual([]);

    // The cut-out is private: its owner reads a transparent PNG, nobody else reads anything.
    const mine = await fetch(`${h.base}/files/assets/${cutout.id}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
    expect(mine.status).toBe(200);
    const meta = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect([meta.format, meta.hasAlpha]).toEqual(['png', true]);
    const other = await h.newUser('Curieux');
    expect((await rawRequest(`${h.base}/files/assets/${cutout.id}`, { headers: { cookie: `ml_at=${other.accessToken}` } })).status).toBe(404);
    expect((await rawRequest(`${h.base}/files/assets/${cutout.id}`)).status).toBe(401);
    expect((await rawRequest(`${h.base}/files/assets/${person}`, { headers: { cookie: `ml_at=${other.accessToken}` } })).status).toBe(404);

    // A second generation with the same photo reuses its cut-out.
    const again = await clientOf(user).studio.generate.mutate({ title: 'Encore moi', prompt: '', style: 'gaming', mode: 'images', images: [person] });
    expect(await waitForFinalStatus(h, again.id, 30_000)).toBe('ready');
    expect(await h.services.orm.em.fork().count(Asset, { user: user.userId, kind: 'cutout' })).toBe(1);
    // Each upload was analysed once, and what was found is kept for the next generations.
    const uploads = await h.services.orm.em.fork().find(PhotoAnalysis, { source: { $in: [person, wide] }, kind: 'face' });
    expect(Object.fromEntries(uploads.map((u) => [u.source.id, (u.data as FaceData).role]))).toEqual({ [person]: 'person', [wide]: 'background' });
  });

  it('refuses images in every other style, whatever the client sends, and charges nothing', async () => {
    const before = await getBalance(h.services.orm.em.fork(), user.userId);
    for (const style of STYLES.map((s) => s.id).filter((s) => s !== 'gaming')) {
      const message = await refusal(clientOf(user).studio.generate.mutate({ title: 'Pas en Gaming', prompt: '', style, mode: 'images', images: [person] }));
      expect(message, style).toContain(IMAGES_STYLE_MESSAGE);
    }
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(before);
  });

  it('refuses more than three images, and someone else’s image', async () => {
    const api = clientOf(user);
    const extra = await Promise.all([1, 2].map(async (i) => (await api.images.upload.mutate(file(await sharp({ create: { width: 600 + i, height: 400, channels: 3, background: '#3366aa' } }).png().toBuffer(), `x${i}.png`, 'image/png'))).id));
    expect(await refusal(api.studio.generate.mutate({ title: 'Quatre', prompt: '', style: 'gaming', mode: 'images', images: [person, wide, ...extra] }))).toContain('Trois images au plus');
    const stranger = await h.newUser('Autre Personne');
    expect(await refusal(clientOf(stranger).studio.generate.mutate({ title: 'Pas à moi', prompt: '', style: 'gaming', mode: 'images', images: [person] }))).toContain('n’existe plus');
  });

  it('keeps a design whose image was deleted since: it is drawn again without it', async () => {
    const api = clientOf(user);
    const gone = (await api.images.upload.mutate(file(await sharp({ create: { width: 900, height: 700, channels: 3, background: '#aa3366' } }).png().toBuffer(), 'gone.png', 'image/png'))).id;
    const started = await api.studio.generate.mutate({ title: 'Sans elle', prompt: '', style: 'gaming', mode: 'images', images: [gone] });
    expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
    expect(JSON.stringify(await savedDesign(started.id))).toContain(gone);
    await api.images.delete.mutate({ id: gone });
    // A new file of the same design (1:1) is still made: the missing picture is skipped, the rest drawn.
    const square = await api.studio.export.mutate({ id: started.id, format: 'square' });
    let ready = square;
    for (let i = 0; i < 100 && ready.status !== 'ready' && ready.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      ready = (await api.studio.exports.query({ id: started.id })).find((e) => e.id === square.id)!;
    }
    expect(ready.status).toBe('ready');
  });
});

describe('subjects from the title, variants, « Autre sujet »', { timeout: 60_000 }, () => {
  it('draws a pictogram that means the title, and cycles the proposals for free', async () => {
    const user = await h.newUser('Awa Cuisine');
    const api = clientOf(user);
    const started = await api.studio.generate.mutate({ title: 'Le meilleur mafé de Dakar', prompt: '', style: 'vlog' });
    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    const design = await savedDesign(started.id);
    const subject = design.layers.find((l) => l.type === 'picto' && l.role === 'subject');
    // The dish's own drawing, not a generic pot.
    expect(subject?.type === 'picto' && subject.icon).toBe('minia:mafe');
    const dto = await api.studio.get.query({ id: started.id });
    expect(dto.proposals.length).toBeGreaterThanOrEqual(2);
    const balance = await getBalance(h.services.orm.em.fork(), user.userId);
    await api.studio.nextSubject.mutate({ id: started.id });
    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    const next = (await savedDesign(started.id)).layers.find((l) => l.type === 'picto' && l.role === 'subject');
    expect(next?.type === 'picto' && next.icon).toBe(dto.proposals[1]);
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(balance);
  });

  it('follows the brief: its colour, its subject and its quoted words', async () => {
    const user = await h.newUser('Fatou Brief');
    const started = await clientOf(user).studio.generate.mutate({ title: '', prompt: 'fond vert, un téléphone, écris "Mon avis"', style: 'pro', mode: 'prompt' });
    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    const design = await savedDesign(started.id);
    const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline');
    expect(headline?.type === 'text' && headline.text).toBe('Mon avis');
    expect(design.layers.some((l) => l.type === 'picto' && l.icon.startsWith('fluent:mobile-phone'))).toBe(true);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(design.background.colors[0]!.slice(i, i + 2), 16)) as [number, number, number];
    expect(g).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(b);
  });

  it('reads a brief for anyone trying the studio, before the click: what it understood and what it ignored', async () => {
    const visitor = createClient({ origin: h.base });
    const reading = await visitor.studio.readBrief.query({ prompt: 'fond vert, titre en jaune, une femme surprise à droite, écris "Mon avis"' });
    const labels = reading.understood.map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining([expect.stringMatching(/^Fond : vert/u), expect.stringMatching(/^Titre : jaune/u)]));
    // Understood too, but no pictogram shows a surprised woman: listed apart, with why, not « Compris ».
    expect(reading.notDrawn).toEqual(expect.arrayContaining([{ kind: 'personne', label: 'Personne : femme', reason: { code: 'expression', detail: 'surprise' } }]));
  });

  it('makes three variants in one click for 30 credits, or none when the balance is short', async () => {
    const user = await h.newUser('Trois Variantes');
    const api = clientOf(user);
    const made = await api.studio.generate.mutate({ title: 'Mon voyage à Abidjan', prompt: '', style: 'viral', variants: 3 });
    expect(made.variants).toHaveLength(3);
    expect(new Set(made.variants.map((v) => v.batch)).size).toBe(1);
    expect(await getBalance(h.services.orm.em.fork(), user.userId)).toBe(0);
    for (const v of made.variants) expect(await waitForFinalStatus(h, v.id)).toBe('ready');
    const designs = await Promise.all(made.variants.map((v) => savedDesign(v.id)));
    // Different pictures: not three copies of one layout.
    expect(new Set(designs.map((d) => JSON.stringify([d.composition, d.background.colors]))).size).toBeGreaterThan(1);
    expect((await api.studio.history.query({ limit: 10 })).items).toHaveLength(3);

    const short = await h.newUser('Solde Court');
    await clientOf(short).studio.generate.mutate({ title: 'Une', prompt: '', style: 'mini' });
    expect(await refusal(clientOf(short).studio.generate.mutate({ title: 'Trois de trop', prompt: '', style: 'mini', variants: 3 }))).toMatch(/Crédits insuffisants/u);
    expect((await clientOf(short).studio.history.query({ limit: 10 })).items).toHaveLength(1);
    expect(await getBalance(h.services.orm.em.fork(), short.userId)).toBe(20);
  });
});
