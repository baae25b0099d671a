import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineOf } from '../../shared/engine/design';
import { appCodeOf, startHarness, waitForFinalStatus, type Harness } from './harness';

/**
 * « Décrire une modification »: studio.readInstruction reads a French sentence against the saved
 * design for free (with the design it gives), studio.modify applies the operations it returned for
 * 5 credits; a sentence with nothing understood sends nothing and costs nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

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

  it('reads only the owner’s thumbnails, and at most 300 characters', async () => {
    const { user, t } = await readyThumbnail('Fatou Diop');
    const other = await h.newUser('Curieuse');
    expect(await appCodeOf(other.as().studio.readInstruction({ id: t.id, text: 'fond rouge' }))).toBe('NOT_FOUND');
    expect(await appCodeOf(user.as().studio.readInstruction({ id: t.id, text: 'x'.repeat(301) }))).toBe('VALIDATION');
  });
});
