import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createClient, errorCode } from '../../client/lib/trpc';
import { terminateSubscription } from '../../server/billing/subscriptions';
import { DigitalMe, DigitalMePhoto } from '../../server/digitalme/digitalme.entity';
import { buildFailedJob } from '../../server/digitalme/jobs/build';
import { checkPhotoFailedJob } from '../../server/digitalme/jobs/check-photo';
import { digitalMeUse, portraitsOf } from '../../server/digitalme/portraits';
import { acceptImageUpload } from '../../server/files/uploads';
import { addPhoto } from '../../server/digitalme/service';
import { Asset } from '../../server/files/asset.entity';
import { DIGITALME_CONSENT_VERSION } from '../../shared/digitalme';
import { blurred, fixturePhoto, reencoded, shrunk } from '../fixtures/digitalme-photos';
import { paidPlan } from './billing-probe';
import { eventually, type Harness, useHarness } from './harness';

/**
 * The DigitalMe set end to end through the HTTP API as the page sends it (one photo per call, on the
 * upload mount), checked by the real worker. The minimum is lowered to 3 (DIGITALME_MIN_PHOTOS): only
 * three independent photos of one person (Jesper, CREDITS.md) exist here; crafted copies are not
 * independent photos and are used only to trigger refusals.
 */
const h = useHarness({ env: { DIGITALME_MIN_PHOTOS: '3' }, http: true });

type User = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: User) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const settled = (user: User) =>
  eventually(async () => {
    const s = await clientOf(user).digitalMe.state.query();
    return s.photos.every((p) => p.status !== 'checking') ? s : undefined;
  }, 60_000, 'every photo checked');
async function appCodeOf(call: Promise<unknown>): Promise<string | null> {
  try {
    await call;
  } catch (err) {
    return errorCode(err);
  }
  throw new Error('expected the call to fail');
}
/** The three photos that pass together: two real photos of Jesper, and one of them mirrored (see below why not his third). */
async function threeValid(): Promise<Array<[string, Buffer]>> {
  const j2 = fixturePhoto('jesper_2.jpg');
  return [
    ['jesper_2.jpg', j2],
    ['jesper.jpg', fixturePhoto('jesper.jpg')],
    ['miroir.jpg', await sharp(j2).flop().jpeg({ quality: 90 }).toBuffer()],
  ];
}
const filesOf = async (userId: string) => (await Promise.all(['uploads', 'assets', 'digitalme'].map((r) => h.services.storage.list(`${r}/${userId}/`)))).flat().map((f) => f.key);

describe('DigitalMe: the set', () => {
  let owner: User;
  const sent: Record<string, string> = {};

  it('is for Premium and Master: without the plan, consent and photos are refused naming Premium', async () => {
    owner = await h.newUser('Awa Ndiaye');
    const api = clientOf(owner);
    const refused = api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    await expect(refused).rejects.toMatchObject({ data: { appCode: 'PLAN_REQUIRED', requiredPlan: 'Premium' } });
    expect(await appCodeOf(api.digitalMe.upload.mutate(file(fixturePhoto('jesper.jpg'), 'moi.jpg')))).toBe('PLAN_REQUIRED');
    expect((await api.digitalMe.state.query()).plan).toEqual({ included: false, requiredPlan: 'Premium' });
  });

  it('takes no photo before consent, then stores the consent with its date and version', async () => {
    await paidPlan(h, owner.userId, 'PREMIUM');
    const api = clientOf(owner);
    expect(await appCodeOf(api.digitalMe.upload.mutate(file(fixturePhoto('jesper.jpg'), 'moi.jpg')))).toBe('DIGITALME_CONSENT_REQUIRED');
    expect(await h.services.storage.list(`uploads/${owner.userId}/`)).toEqual([]);
    expect(await appCodeOf(api.digitalMe.consent.mutate({ accepted: true, version: '2020-01-01' }))).toBe('DIGITALME_CONSENT_REQUIRED');
    await api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    const state = await api.digitalMe.state.query();
    expect(state.consent).toMatchObject({ version: DIGITALME_CONSENT_VERSION, current: true });
    expect(Date.now() - Date.parse(state.consent!.at)).toBeLessThan(60_000);
    expect(state.status).toBe('collecting');
  });

  it('checks each photo in the worker: good ones pass, each refused one says why in French', async () => {
    const api = clientOf(owner);
    // The three valid photos are two real photos of Jesper and one of them mirrored: the fixtures hold
    // few independent photos of one person (his third, new_wave_2, is from years before; once cleaned
    // the three are 0.52–0.53 apart, under the identity limit 0.54 by less than the measurement's noise).
    const j2 = fixturePhoto('jesper_2.jpg');
    const photos: Array<[string, Buffer]> = [
      ...(await threeValid()),
      ['paysage.jpg', fixturePhoto('grand_canyon_3.jpg')],
      ['groupe.jpg', fixturePhoto('faceapi-sample2.jpg')],
      ['plage.jpg', fixturePhoto('cold_water.jpg')],
      ['flou.jpg', await blurred(j2, 6)],
      ['copie.jpg', await reencoded(await shrunk(j2, 790), 70)],
      ['astronaute.jpg', await sharp(fixturePhoto('astronaut.png')).jpeg({ quality: 92 }).toBuffer()],
    ];
    for (const [name, bytes] of photos) sent[name] = (await api.digitalMe.upload.mutate(file(bytes, name))).id;
    const state = await settled(owner);
    const verdict = Object.fromEntries(Object.entries(sent).map(([name, id]) => [name, state.photos.find((p) => p.id === id)!.reason ?? 'accepted']));
    expect(verdict).toEqual({
      'jesper_2.jpg': 'accepted',
      'miroir.jpg': 'accepted',
      'jesper.jpg': 'accepted',
      'paysage.jpg': 'no_face',
      'groupe.jpg': 'several_faces',
      'plage.jpg': 'face_too_small',
      'flou.jpg': 'blurry',
      'copie.jpg': 'duplicate',
      'astronaute.jpg': 'other_person',
    });
    expect(state.valid).toBe(3);
    expect(state.photos.find((p) => p.id === sent['paysage.jpg'])!.message).toBe('Aucun visage trouvé sur cette photo.');
    expect(state.photos.find((p) => p.id === sent['copie.jpg'])!.message).toMatch(/presque identique/);
  }, 120_000);

  it('keeps no EXIF nor GPS in what it stores', async () => {
    const api = clientOf(owner);
    const tagged = await sharp(fixturePhoto('jesper.jpg')).rotate(3).withExif({ IFD0: { Make: 'Tecno', Model: 'Camon 20', Copyright: 'Awa' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 41/1 0/1' } }).jpeg().toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined(); // the sent file does carry them
    const photo = await api.digitalMe.upload.mutate(file(tagged, 'exif.jpg'));
    const row = await h.services.orm.em.fork().findOneOrFail(DigitalMePhoto, photo.id, { populate: ['asset'] });
    const stored = (await h.services.storage.open(row.asset.key))!;
    const bytes = Buffer.concat(await stored.stream.toArray());
    const meta = await sharp(bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Tecno'))).toBe(false);
    await settled(owner);
    await api.digitalMe.removePhoto.mutate({ id: photo.id });
    expect(await h.services.storage.exists(row.asset.key)).toBe(false);
  }, 60_000);

  it('is private: another user sees none of it and cannot remove or fetch its photos', async () => {
    const stranger = await h.newUser('Moussa Traoré');
    await paidPlan(h, stranger.userId, 'PREMIUM');
    const api = clientOf(stranger);
    expect((await api.digitalMe.state.query()).status).toBe('none');
    await api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    expect(await appCodeOf(api.digitalMe.removePhoto.mutate({ id: sent['jesper_2.jpg']! }))).toBe('NOT_FOUND');
    const row = await h.services.orm.em.fork().findOneOrFail(DigitalMePhoto, sent['jesper_2.jpg']!, { populate: ['asset'] });
    const res = await fetch(`${h.base}/files/assets/${row.asset.id}`, { headers: { cookie: `ml_at=${stranger.accessToken}` } });
    expect(res.status).toBe(404);
    const mine = await fetch(`${h.base}/files/assets/${row.asset.id}`, { headers: { cookie: `ml_at=${owner.accessToken}` } });
    expect(mine.status).toBe(200);
  });

  it('judges the set again when it changes: the near-duplicate passes once its twin is removed', async () => {
    const api = clientOf(owner);
    await api.digitalMe.removePhoto.mutate({ id: sent['jesper_2.jpg']! });
    const state = await api.digitalMe.state.query();
    expect(state.photos.find((p) => p.id === sent['jesper_2.jpg'])).toBeUndefined();
    expect(state.photos.find((p) => p.id === sent['copie.jpg'])).toMatchObject({ status: 'accepted', reason: null, message: null });
    // Reasons of the photo itself do not change with the set.
    expect(state.photos.find((p) => p.id === sent['flou.jpg'])!.reason).toBe('blurry');
    expect(state.photos.find((p) => p.id === sent['astronaute.jpg'])!.reason).toBe('other_person');
    expect(state.valid).toBe(3);
  });

  it('is built from the minimum of valid photos, with live progress, into « Moi » portraits', async () => {
    const api = clientOf(owner);
    // Refused photos do not count: 3 valid of 9 is the lowered minimum.
    // The `digitalMe.events` stream of the owner, and of another user: each hears only their own set.
    const stop = new AbortController();
    const listen = async (user: User) => {
      const ticks: number[] = [];
      const stream = await user.as(stop.signal).digitalMe.events();
      void (async () => {
        try {
          for await (const _ of stream) ticks.push(Date.now());
        } catch {
          // aborted
        }
      })();
      return ticks;
    };
    const ticks = await listen(owner);
    const theirs = await listen(await h.newUser('Oumar Sy'));
    await eventually(async () => (ticks.length > 0 && theirs.length > 0 ? true : undefined), 10_000, 'both streams open');
    ticks.length = 0;
    theirs.length = 0;
    await api.digitalMe.build.mutate();
    expect(await appCodeOf(api.digitalMe.upload.mutate(file(fixturePhoto('bar55.jpg'), 'x.jpg')))).toBe('DIGITALME_BUSY');
    const ready = await eventually(async () => {
      const s = await api.digitalMe.state.query();
      return s.status === 'ready' || s.status === 'failed' ? s : undefined;
    }, 90_000, 'built');
    stop.abort();
    expect(ready).toMatchObject({ status: 'ready', progress: 100, usable: true });
    expect(ticks.length).toBeGreaterThanOrEqual(4); // the request, progress for each of the 3 photos, ready
    expect(theirs).toEqual([]);
    const em = h.services.orm.em.fork();
    const portraits = await portraitsOf(em, owner.userId);
    expect(portraits).toHaveLength(3);
    for (const p of await em.find(DigitalMePhoto, { user: owner.userId, status: 'accepted' })) {
      expect(await h.services.storage.exists(p.faceKey!)).toBe(true);
      const face = await sharp(Buffer.concat(await (await h.services.storage.open(p.faceKey!))!.stream.toArray())).metadata();
      expect([face.width, face.height, face.format]).toEqual([512, 512, 'jpeg']);
      expect(face.exif).toBeUndefined();
    }
    // The cut-outs carry no metadata either.
    for (const { cutoutAssetId } of portraits) {
      const cut = await em.findOneOrFail(Asset, cutoutAssetId);
      const meta = await sharp(Buffer.concat(await (await h.services.storage.open(cut.key))!.stream.toArray())).metadata();
      expect([meta.format, meta.exif, meta.xmp]).toEqual(['png', undefined, undefined]);
    }
    expect((await em.findOneOrFail(DigitalMe, { user: owner.userId })).descriptor).toHaveLength(128); // the central photo's dlib descriptor
    // The cut-outs are served to their owner only, like the photos (the aligned faces are not served at all).
    const stranger = await h.newUser('Ibrahima Fall');
    for (const { cutoutAssetId } of portraits) {
      const theirs = await fetch(`${h.base}/files/assets/${cutoutAssetId}`, { headers: { cookie: `ml_at=${stranger.accessToken}` } });
      expect(theirs.status).toBe(404);
      const mine = await fetch(`${h.base}/files/assets/${cutoutAssetId}`, { headers: { cookie: `ml_at=${owner.accessToken}` } });
      expect(mine.status).toBe(200);
    }
    expect((await clientOf(stranger).digitalMe.state.query()).photos).toEqual([]);
  }, 120_000);

  it('refuses a build below the minimum, and a 21st photo', async () => {
    const other = await h.newUser('Fatou Sow');
    await paidPlan(h, other.userId, 'MASTER');
    const api = clientOf(other);
    await api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    await api.digitalMe.upload.mutate(file(fixturePhoto('jesper.jpg'), 'a.jpg'));
    await settled(other);
    expect(await appCodeOf(api.digitalMe.build.mutate())).toBe('DIGITALME_TOO_FEW');
    // 20 photos kept (set up directly: 20 independent photos of one person do not exist here).
    const em = h.services.orm.em.fork();
    const set = await em.findOneOrFail(DigitalMe, { user: other.userId });
    const asset = await em.findOneOrFail(Asset, { user: other.userId, purpose: 'digitalme' });
    for (let i = 0; i < 19; i++) em.create(DigitalMePhoto, { digitalMe: set, user: other.userId, asset, status: 'accepted' });
    await em.flush();
    expect(await appCodeOf(api.digitalMe.upload.mutate(file(fixturePhoto('jesper_2.jpg'), 'b.jpg')))).toBe('DIGITALME_SET_FULL');
  }, 60_000);

  it('keeps no file the set could not take: not an image (its own French error), or the set changed while the photo was received', async () => {
    const user = await h.newUser('Mariama Kane');
    await paidPlan(h, user.userId, 'PREMIUM');
    const api = clientOf(user);
    await api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    expect(await appCodeOf(api.digitalMe.upload.mutate(new File([new TextEncoder().encode('pas une photo')], 'notes.jpg', { type: 'image/jpeg' })))).toBe('UPLOAD_NOT_IMAGE');
    // A build started from another tab while this photo was still arriving.
    const bytes = (async function* () {
      await h.services.orm.em.fork().nativeUpdate(DigitalMe, { user: user.userId }, { status: 'processing' });
      yield new Uint8Array(fixturePhoto('jesper.jpg'));
    })();
    const deps = { em: h.services.orm.em.fork(), storage: h.services.storage, queue: h.services.queue, minPhotos: 3 };
    await expect(addPhoto(deps, user.userId, bytes, 'moi.jpg')).rejects.toMatchObject({ code: 'DIGITALME_BUSY' });
    expect(await filesOf(user.userId)).toEqual([]);
    const em = h.services.orm.em.fork();
    expect(await em.count(Asset, { user: user.userId })).toBe(0);
    expect(await em.count(DigitalMePhoto, { user: user.userId })).toBe(0);
  }, 60_000);

  it('leaves no file behind when deleted while it is being built', async () => {
    const user = await h.newUser('Khady Diop');
    await paidPlan(h, user.userId, 'PREMIUM');
    const api = clientOf(user);
    await api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    for (const [name, bytes] of await threeValid()) await api.digitalMe.upload.mutate(file(bytes, name));
    expect((await settled(user)).valid).toBe(3);
    await api.digitalMe.build.mutate();
    // Deleted once the first face is written, while the next ones are being made.
    await eventually(async () => ((await api.digitalMe.state.query()).progress > 0 ? true : undefined), 60_000, 'first photo built');
    await api.digitalMe.delete.mutate();
    const em = h.services.orm.em.fork();
    await eventually(async () => {
      const [row] = await em.execute<Array<{ n: number }>>(`select count(*)::int as n from pgboss.job where name = 'digitalme.build' and state in ('created', 'retry', 'active')`);
      return row?.n === 0 ? true : undefined;
    }, 60_000, 'the build job ended');
    expect(await filesOf(user.userId)).toEqual([]);
    expect(await em.count(Asset, { user: user.userId })).toBe(0);
    expect((await api.digitalMe.state.query()).status).toBe('none');
  }, 120_000);

  it('ends a check or a build that failed on every attempt: the photo refused as unreadable, the set failed', async () => {
    const user = await h.newUser('Aminata Ba');
    await paidPlan(h, user.userId, 'PREMIUM');
    const api = clientOf(user);
    await api.digitalMe.consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
    const em = h.services.orm.em.fork();
    const set = await em.findOneOrFail(DigitalMe, { user: user.userId });
    // Stored through the upload path without queueing a check, so no real job races the dead letter.
    const bytes = (async function* () {
      yield new Uint8Array(fixturePhoto('jesper.jpg'));
    })();
    const { asset } = await acceptImageUpload({ em, storage: h.services.storage }, bytes, { userId: user.userId, purpose: 'digitalme', fileName: 'a.jpg' });
    // As if its check job had crashed on every attempt: left « checking », and the set « processing » for revision 4.
    const photo = em.create(DigitalMePhoto, { digitalMe: set, user: user.userId, asset: asset.id, status: 'checking' });
    Object.assign(set, { status: 'processing', revision: 4 });
    await em.flush();
    const ctx = { ...h.services, jobId: randomUUID(), retryCount: 0 };
    await checkPhotoFailedJob.handler({ photoId: photo.id }, ctx);
    await buildFailedJob.handler({ digitalMeId: set.id, revision: 3 }, ctx); // an older build: nothing to fail
    expect((await api.digitalMe.state.query()).status).toBe('processing');
    await buildFailedJob.handler({ digitalMeId: set.id, revision: 4 }, ctx);
    const state = await api.digitalMe.state.query();
    expect(state.status).toBe('failed');
    expect(state.photos).toEqual([expect.objectContaining({ id: photo.id, status: 'refused', reason: 'not_image' })]);
  }, 60_000);

  it('is kept but unusable when the plan ends, and deleted at once with every file', async () => {
    const em = h.services.orm.em.fork();
    expect((await digitalMeUse(em, owner.userId)).usable).toBe(true);
    await terminateSubscription(em, { userId: owner.userId, reason: 'fin du forfait (test)' });
    const api = clientOf(owner);
    const kept = await api.digitalMe.state.query();
    expect(kept).toMatchObject({ status: 'ready', usable: false, plan: { included: false } });
    expect(await filesOf(owner.userId)).not.toEqual([]);
    // Deletion needs no plan: it is a right.
    await api.digitalMe.delete.mutate();
    expect(await filesOf(owner.userId)).toEqual([]);
    const fresh = h.services.orm.em.fork();
    expect(await fresh.count(DigitalMePhoto, { user: owner.userId })).toBe(0);
    expect(await fresh.count(DigitalMe, { user: owner.userId })).toBe(0);
    expect(await fresh.count(Asset, { user: owner.userId })).toBe(0);
    expect((await api.digitalMe.state.query()).status).toBe('none');
  }, 60_000);
});
