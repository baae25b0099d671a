import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Asset } from '../../server/files/asset.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { headlineOf } from '../../shared/engine/model/design';
import { appCodeOf, waitForFinalStatus, useHarness } from './harness';

/**
 * « Décrire une modification »: studio.readInstruction reads a French sentence against the saved
 * design for free (with the design it gives), studio.modify applies the operations it returned for
 * 5 credits; a sentence with nothing understood sends nothing and costs nothing.
 */
const h = useHarness();

async function readyThumbnail(name: string) {
  const user = await h.newUser(name);
  const t = await user.as().studio.generate({ title: 'Mon marché à Dakar', prompt: '', style: 'pro' });
  expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
  return { user, t: await user.as().studio.get({ id: t.id }) };
}

describe('studio.readInstruction + studio.modify', () => {
  it('« mets le titre en jaune » is previewed for free, then costs 5 credits and turns the headline yellow', async () => {
    const { user, t } = await readyThumbnail('Awa Sarr');
    const before = (await user.as().auth.balance()).credits;
    const reading = await user.as().studio.readInstruction({ id: t.id, text: 'mets le titre en jaune' });
    expect(reading.understood.map((u) => u.text)).toEqual(['Titre en jaune']);
    expect(reading.ops).toEqual([{ op: 'set-colors', layer: headlineOf(t.design!)!.id, fill: '#FFD400' }]);
    expect(reading.changed).toBe(true);
    expect(headlineOf(reading.preview!)?.fill).toBe('#FFD400');
    // Reading is free and saves nothing.
    expect((await user.as().auth.balance()).credits).toBe(before);
    expect((await user.as().studio.get({ id: t.id })).revision).toBe(t.revision);

    const { charged } = await user.as().studio.modify({ id: t.id, ops: reading.ops });
    expect(charged).toBe(true);
    expect((await user.as().auth.balance()).credits).toBe(before - 5);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const after = await user.as().studio.get({ id: t.id });
    expect(headlineOf(after.design!)?.fill).toBe('#FFD400');
    expect(after.imageUrl).not.toBe(t.imageUrl);
  });

  it('a nonsense instruction understands nothing, sends nothing and costs nothing', async () => {
    const { user, t } = await readyThumbnail('Moussa Fall');
    const before = (await user.as().auth.balance()).credits;
    const reading = await user.as().studio.readInstruction({ id: t.id, text: 'blabla truc machin' });
    expect(reading).toMatchObject({ ops: [], understood: [], ignored: ['blabla truc machin'], preview: null, changed: false });
    // The studio sends nothing; an empty list would be refused anyway, and charged nothing.
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, ops: reading.ops }))).toBe('VALIDATION');
    expect((await user.as().auth.balance()).credits).toBe(before);
    expect((await user.as().studio.get({ id: t.id })).revision).toBe(t.revision);
  });

  it('« mets ma photo comme sujet » in Gaming takes the thumbnail’s own picture (its cut-out), never someone else’s', async () => {
    const user = await h.newUser('Ibrahima Ndiaye');
    const stranger = await h.newUser('Inconnu');
    const t = await user.as().studio.generate({ title: 'Ma nouvelle manette de jeu', prompt: 'une manette de jeu vidéo', style: 'gaming' });
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const saved = await user.as().studio.get({ id: t.id });
    const subject = saved.design!.layers.find((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject');
    expect(subject?.type, JSON.stringify(saved.design!.layers.map((l) => [l.id, l.type]))).toBe('picto');
    // As « Ajout image » leaves them: the user's upload and the cut-out the worker made of it, and a stranger's upload.
    const em = h.services.orm.em.fork();
    const upload = randomUUID();
    const cutout = randomUUID();
    const theirs = randomUUID();
    const row = (id: string, owner: string, kind: 'upload' | 'cutout', derivedFrom: string | null) => em.create(Asset, { id, user: owner, kind, key: `test/${id}`, width: 400, height: 600, bytes: 1000, format: 'png', purpose: kind === 'upload' ? 'image' : null, derivedFrom, hasAlpha: kind === 'cutout' });
    row(upload, user.userId, 'upload', null);
    row(cutout, user.userId, 'cutout', upload);
    row(theirs, stranger.userId, 'upload', null);
    await em.flush();

    // Only a stranger's picture: nothing of the user's to use.
    await em.nativeUpdate(Thumbnail, { id: t.id }, { images: [theirs] });
    const none = await user.as().studio.readInstruction({ id: t.id, text: 'mets ma photo comme sujet' });
    expect([none.ops, none.ignored[0]]).toEqual([[], expect.stringMatching(/pas de photo de vous/)]);

    await em.nativeUpdate(Thumbnail, { id: t.id }, { images: [theirs, upload] });
    const reading = await user.as().studio.readInstruction({ id: t.id, text: 'mets ma photo comme sujet' });
    expect(reading.ops).toEqual([{ op: 'subject', layer: subject!.id, asset: cutout }]);
    expect(reading.changed).toBe(true);
    const drawn = reading.preview!.layers.find((l) => l.id === subject!.id);
    expect(drawn?.type === 'image' && [drawn.asset, drawn.cutout]).toEqual([cutout, true]);
  });

  it('reads only the owner’s thumbnails, and at most 300 characters', async () => {
    const { user, t } = await readyThumbnail('Fatou Diop');
    const other = await h.newUser('Curieuse');
    expect(await appCodeOf(other.as().studio.readInstruction({ id: t.id, text: 'fond rouge' }))).toBe('NOT_FOUND');
    expect(await appCodeOf(user.as().studio.readInstruction({ id: t.id, text: 'x'.repeat(301) }))).toBe('VALIDATION');
  });
});
