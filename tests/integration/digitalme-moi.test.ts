import { describe, expect, it } from 'vitest';
import type { ImageLayer, PictoLayer } from '../../shared/engine/model/design';
import { isPersonPictogram } from '../../shared/engine/model/people';
import { DigitalMePhoto } from '../../server/digitalme/digitalme.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { paidPlan } from './billing-probe';
import { appCodeOf, waitForFinalStatus, useHarness } from './harness';

/**
 * « Moi » in the studio: a generation with the user's own DigitalMe portrait (any style), the
 * expression the brief asks for, only the user's own cut-outs; the plan and the set checked before
 * anything is charged; a person pictogram replaced by « Moi » as a paid modification. The set is the
 * fixture seed (3 real photos of one person, fewer than the product's 15: see ready-digitalme.ts).
 */
const h = useHarness();

const em = () => h.services.orm.em.fork();
const meLayer = (layers: unknown[]) => (layers as ImageLayer[]).find((l) => l.type === 'image' && l.me);
async function cutoutsOf(userId: string): Promise<Map<string, string>> {
  const photos = await em().find(DigitalMePhoto, { user: userId, status: 'accepted' });
  return new Map(photos.map((p) => [p.cutout!.id, p.id]));
}
async function readyMe(name: string) {
  const user = await h.newUser(name);
  const seeded = await seedReadyDigitalMe(h.services.orm.em, h.services.storage, user.userId);
  await paidPlan(h, user.userId, 'PREMIUM');
  return { user, seeded };
}

describe('« Moi » in a generation', () => {
  it('places the user’s own cut-out with the brief’s expression, in a style other than Gaming, for 10 credits', async () => {
    const { user, seeded } = await readyMe('Awa Diop');
    // The set says which photo is shocked: the brief « Je suis choqué… » must pick that one.
    const shocked = seeded.photoIds[1]!;
    await em().nativeUpdate(DigitalMePhoto, { user: user.userId }, { expression: 'smiling' });
    await em().nativeUpdate(DigitalMePhoto, { id: shocked }, { expression: 'shocked' });
    const before = (await user.as().auth.balance()).credits;
    const t = await user.as().studio.generate({ title: 'Ce prix est fou', prompt: 'Je suis choqué par ce prix, fond rouge', mode: 'prompt', style: 'pro', withMe: true });
    expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('ready');
    expect((await user.as().auth.balance()).credits).toBe(before - 10);
    const done = await user.as().studio.get({ id: t.id });
    const me = meLayer(done.design!.layers)!;
    expect(me).toBeDefined();
    const own = await cutoutsOf(user.userId);
    expect(own.get(me.asset)).toBe(shocked);
    expect(me.cutout).toBe(true);
    expect(me.face).not.toBeNull();
    // « Moi » is the subject: no pictogram person beside it, no pictograms to cycle in its place.
    expect(done.design!.layers.some((l) => l.type === 'picto' && l.role === 'subject' && isPersonPictogram(l.icon))).toBe(false);
    expect((await em().findOneOrFail(Thumbnail, t.id)).proposals).toEqual([]);

    // Without a shocked photo, the closest face the set has (surprised) is taken over a smile.
    const surprised = seeded.photoIds[2]!;
    await em().nativeUpdate(DigitalMePhoto, { id: shocked }, { expression: 'sad' });
    await em().nativeUpdate(DigitalMePhoto, { id: surprised }, { expression: 'surprised' });
    const t2 = await user.as().studio.generate({ title: 'Ce prix est fou', prompt: 'Je suis choqué par ce prix', mode: 'prompt', style: 'mini', withMe: true });
    expect(await waitForFinalStatus(h, t2.id, 60_000)).toBe('ready');
    expect(own.get(meLayer((await user.as().studio.get({ id: t2.id })).design!.layers)!.asset)).toBe(surprised);

    // The report of issue 32: two shocked photos, the face-painted one the set's best and the more frontal
    // (its stored share is what the check reads on a synthetic painted copy, face-paint.ts): the clean one is drawn.
    const clean = seeded.photoIds[0]!;
    for (const [id, yaw, cover, best] of [[clean, 3, 0, false], [shocked, 0, 0.36, true]] as const) {
      const photo = await em().findOneOrFail(DigitalMePhoto, id);
      await em().nativeUpdate(DigitalMePhoto, { id }, { expression: 'shocked', best, facts: { ...photo.facts!, angles: { ...photo.facts!.angles, yaw }, cover } });
    }
    const t3 = await user.as().studio.generate({ title: 'Ce prix est fou', prompt: 'Je suis choqué par ce prix', mode: 'prompt', style: 'pro', withMe: true });
    expect(await waitForFinalStatus(h, t3.id, 60_000)).toBe('ready');
    expect(own.get(meLayer((await user.as().studio.get({ id: t3.id })).design!.layers)!.asset)).toBe(clean);
  }, 120_000);

  it('never draws another user’s face: each generation uses its owner’s cut-outs only', async () => {
    const a = await readyMe('Moussa Ndiaye');
    const b = await readyMe('Fatou Sow');
    const aCuts = await cutoutsOf(a.user.userId);
    const bCuts = await cutoutsOf(b.user.userId);
    const t = await b.user.as().studio.generate({ title: 'Ma routine du matin', prompt: '', style: 'vlog', withMe: true });
    expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('ready');
    const asset = meLayer((await b.user.as().studio.get({ id: t.id })).design!.layers)!.asset;
    expect(bCuts.has(asset)).toBe(true);
    expect(aCuts.has(asset)).toBe(false);
  }, 120_000);

  it('refuses « Moi » without a plan that includes it, or without a ready set, and charges nothing', async () => {
    const noPlan = await h.newUser('Ibrahima Fall');
    await seedReadyDigitalMe(h.services.orm.em, h.services.storage, noPlan.userId);
    const credits = (await noPlan.as().auth.balance()).credits;
    const err = (await noPlan.as().studio.generate({ title: 'Ma routine', prompt: '', style: 'pro', withMe: true }).catch((e: unknown) => e)) as { cause?: { code?: string; details?: { requiredPlan?: string } } };
    expect(err.cause?.code).toBe('PLAN_REQUIRED');
    expect(err.cause?.details?.requiredPlan).toBe('Premium');
    expect((await noPlan.as().auth.balance()).credits).toBe(credits);
    expect(await em().count(Thumbnail, { user: noPlan.userId })).toBe(0);

    // Never made a set and no plan: the plan is what is missing (the studio names it and links the pricing page).
    const nothing = await h.newUser('Awa Ndoye');
    expect(await nothing.as().studio.me()).toEqual({ usable: false, reason: 'plan', requiredPlan: 'Premium' });
    const refused = (await nothing.as().studio.generate({ title: 'Ma routine', prompt: '', style: 'pro', withMe: true }).catch((e: unknown) => e)) as { cause?: { code?: string } };
    expect(refused.cause?.code).toBe('PLAN_REQUIRED');

    const noSet = await h.newUser('Aïssatou Ba');
    await paidPlan(h, noSet.userId, 'MASTER');
    const before = (await noSet.as().auth.balance()).credits;
    expect(await appCodeOf(noSet.as().studio.generate({ title: 'Ma routine', prompt: '', style: 'pro', withMe: true }))).toBe('DIGITALME_NOT_READY');
    expect((await noSet.as().auth.balance()).credits).toBe(before);
  }, 120_000);
});

describe('« Remplacer par Moi »', () => {
  it('turns a person pictogram into the user’s portrait for 5 credits, and is refused (free) without a usable DigitalMe', async () => {
    const { user } = await readyMe('Cheikh Diouf');
    const t = await user.as().studio.generate({ title: 'Il a tout perdu', prompt: 'un homme surpris', mode: 'prompt', style: 'actu' });
    expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('ready');
    const design = (await user.as().studio.get({ id: t.id })).design!;
    const person = design.layers.find((l): l is PictoLayer => l.type === 'picto' && l.role === 'subject' && isPersonPictogram(l.icon));
    expect(person, JSON.stringify(design.layers.map((l) => (l.type === 'picto' ? l.icon : l.type)))).toBeDefined();
    const before = (await user.as().auth.balance()).credits;
    const { charged } = await user.as().studio.modify({ id: t.id, ops: [{ op: 'me', layer: person!.id }] });
    expect(charged).toBe(true);
    expect((await user.as().auth.balance()).credits).toBe(before - 5);
    expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('ready');
    const after = (await user.as().studio.get({ id: t.id })).design!;
    const me = meLayer(after.layers)!;
    expect(me.id).toBe(person!.id);
    expect((await cutoutsOf(user.userId)).has(me.asset)).toBe(true);
    // A thing is not a person: refused with its reason, nothing charged.
    const headline = after.layers.find((l) => l.type === 'text')!;
    expect(await appCodeOf(user.as().studio.modify({ id: t.id, ops: [{ op: 'me', layer: headline.id }] }))).toBe('EDIT_REFUSED');

    // The plan ends: the same edit on another thumbnail is refused before any charge.
    const other = await h.newUser('Mariama Sarr');
    await seedReadyDigitalMe(h.services.orm.em, h.services.storage, other.userId);
    const t2 = await other.as().studio.generate({ title: 'Il a tout perdu', prompt: 'un homme surpris', mode: 'prompt', style: 'actu' });
    expect(await waitForFinalStatus(h, t2.id, 60_000)).toBe('ready');
    const d2 = (await other.as().studio.get({ id: t2.id })).design!;
    const p2 = d2.layers.find((l): l is PictoLayer => l.type === 'picto' && l.role === 'subject' && isPersonPictogram(l.icon))!;
    const credits = (await other.as().auth.balance()).credits;
    expect(await appCodeOf(other.as().studio.modify({ id: t2.id, ops: [{ op: 'me', layer: p2.id }] }))).toBe('PLAN_REQUIRED');
    expect((await other.as().auth.balance()).credits).toBe(credits);
  }, 180_000);
});
