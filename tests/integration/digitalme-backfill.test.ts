import { describe, expect, it } from 'vitest';
import { DIGITALME_CONSENT_VERSION } from '../../shared/digitalme';
import { DigitalMe, DigitalMePhoto, type StoredPhotoFacts } from '../../server/digitalme/digitalme.entity';
import { queueDescriptorBackfill } from '../../server/digitalme/jobs/backfill-descriptors';
import { BACKFILL_DESCRIPTORS_QUEUE } from '../../server/digitalme/jobs/queues';
import { checkPhoto, type PhotoFacts } from '../../server/digitalme/photo-check';
import { storedFacts } from '../../server/digitalme/portrait-build';
import { digitalMeState } from '../../server/digitalme/service';
import { readAll } from '../../server/files/storage';
import { acceptImageUpload } from '../../server/files/uploads';
import { DESCRIPTOR_VERSION } from '../../server/vision/face-descriptor';
import { fixturePhoto } from '../fixtures/digitalme-photos';
import { useHarness } from './harness';

/**
 * `digitalme.backfill-descriptors` through the real worker and pg-boss, on rows as an older release
 * left them: photos whose stored measures have no dlib descriptor, a ready set whose reference was
 * Human's 1024-d embedding (emptied by the migration), an accepted photo stored without measures, and
 * one whose file is gone. Photos are fixture photos of Jesper and Eileen Collins (CREDITS.md); a set
 * here holds two, fewer than the product's 15, since no more independent photos of one person exist.
 */
const h = useHarness();
const em = () => h.services.orm.em.fork();

/** A DigitalMe photo stored through the upload path, with the measures the check takes on its stored bytes today. */
async function storedPhoto(userId: string, file: string) {
  const { asset } = await acceptImageUpload({ em: em(), storage: h.services.storage }, (async function* () {
    yield new Uint8Array(fixturePhoto(file));
  })(), { userId, purpose: 'digitalme', fileName: file });
  const check = await checkPhoto((await readAll(h.services.storage, asset.key))!);
  if (!check.facts) throw new Error(`${file} not measured`);
  return { asset, facts: check.facts };
}

/** What the check stored before descriptors existed: the same measures, without the descriptor and the covered share. */
function legacyFacts(facts: PhotoFacts): StoredPhotoFacts {
  const { descriptor: _d, descriptorVersion: _v, cover: _c, ...rest } = storedFacts(facts);
  return rest;
}

async function digitalMeOf(name: string, status: 'ready' | 'collecting') {
  const user = await h.newUser(name);
  const fork = em();
  const d = fork.create(DigitalMe, { user: user.userId, status, consentAt: new Date(), consentVersion: DIGITALME_CONSENT_VERSION, ...(status === 'ready' ? { readyAt: new Date(), progress: 100 } : {}) });
  await fork.flush();
  return { userId: user.userId, digitalMeId: d.id };
}

async function runBackfill() {
  await queueDescriptorBackfill(h.services.boss);
  await h.drained(BACKFILL_DESCRIPTORS_QUEUE, 60_000);
}

describe('digitalme.backfill-descriptors', { timeout: 120_000 }, () => {
  it('measures every stored photo’s descriptor again as the check measures it, rebuilds a ready set’s reference, and sends a set with a missing file back to its owner', async () => {
    // A ready set: Jesper twice (accepted), Eileen Collins refused as someone else; no descriptor anywhere.
    const ready = await digitalMeOf('Jesper Ancien', 'ready');
    const photos = { j2: await storedPhoto(ready.userId, 'jesper_2.jpg'), j1: await storedPhoto(ready.userId, 'jesper.jpg'), other: await storedPhoto(ready.userId, 'astronaut.png') };
    const fork = em();
    const rows = {
      j2: fork.create(DigitalMePhoto, { digitalMe: ready.digitalMeId, user: ready.userId, asset: photos.j2.asset.id, status: 'accepted', facts: legacyFacts(photos.j2.facts), expression: 'sad' }),
      j1: fork.create(DigitalMePhoto, { digitalMe: ready.digitalMeId, user: ready.userId, asset: photos.j1.asset.id, status: 'accepted', facts: legacyFacts(photos.j1.facts), expression: 'sad' }),
      other: fork.create(DigitalMePhoto, { digitalMe: ready.digitalMeId, user: ready.userId, asset: photos.other.asset.id, status: 'refused', reason: 'other_person', facts: legacyFacts(photos.other.facts), expression: 'smiling' }),
    };
    await fork.flush();

    // A set being collected: one accepted photo stored without measures, one whose file is gone.
    const broken = await digitalMeOf('Jesper Perdu', 'collecting');
    const kept = await storedPhoto(broken.userId, 'jesper.jpg');
    const lost = await storedPhoto(broken.userId, 'jesper_2.jpg');
    const brokenRows = {
      kept: fork.create(DigitalMePhoto, { digitalMe: broken.digitalMeId, user: broken.userId, asset: kept.asset.id, status: 'accepted', facts: null }),
      lost: fork.create(DigitalMePhoto, { digitalMe: broken.digitalMeId, user: broken.userId, asset: lost.asset.id, status: 'accepted', facts: legacyFacts(lost.facts) }),
    };
    await fork.flush();
    await h.services.storage.delete(lost.asset.key);
    expect((await digitalMeState(em(), broken.userId, 15)).recheck).toBe(false);

    await runBackfill();

    const photo = (id: string) => em().findOneOrFail(DigitalMePhoto, id);
    // Each descriptor is the one the check measures on the stored bytes, at today's version; the rest of the measures are kept.
    for (const [key, row] of Object.entries(rows) as Array<[keyof typeof rows, (typeof rows)[keyof typeof rows]]>) {
      const after = await photo(row.id);
      expect(after.facts!.descriptor, key).toEqual(photos[key].facts.descriptor);
      expect(after.facts!.descriptorVersion).toBe(DESCRIPTOR_VERSION);
      expect(after.facts!.cover).toBe(storedFacts(photos[key].facts).cover);
      expect(after.facts!.mesh).toEqual(legacyFacts(photos[key].facts).mesh);
    }
    // The expression each accepted photo was stored with (the emotion model's « sad ») is read again, as the check reads it today.
    expect([(await photo(rows.j2.id)).expression, (await photo(rows.j1.id)).expression]).toEqual([photos.j2.facts.expression, photos.j1.facts.expression]);
    expect(photos.j1.facts.expression).toBe('smiling');
    // Jesper's two photos are one person (0.53 apart as stored, the limit 0.54), Eileen Collins still someone else.
    expect([(await photo(rows.j2.id)).status, (await photo(rows.j1.id)).status, (await photo(rows.other.id)).reason]).toEqual(['accepted', 'accepted', 'other_person']);
    // The ready set stays ready, its reference the central photo's descriptor.
    const set = await em().findOneOrFail(DigitalMe, ready.digitalMeId);
    expect(set.status).toBe('ready');
    expect([rows.j2.id, rows.j1.id]).toContain(set.centralPhoto);
    expect(set.descriptor).toEqual((await photo(set.centralPhoto!)).facts!.descriptor);
    expect((await photo(rows.j1.id)).similarity).toBeGreaterThan(0.5);
    expect((await digitalMeState(em(), ready.userId, 15)).recheck).toBe(false);

    // The photo stored without measures has them now, whole; the one whose file is gone is refused as unreadable.
    const keptAfter = await photo(brokenRows.kept.id);
    expect(keptAfter.status).toBe('accepted');
    expect(keptAfter.facts!.descriptor).toEqual(kept.facts.descriptor);
    const lostAfter = await photo(brokenRows.lost.id);
    expect([lostAfter.status, lostAfter.reason, lostAfter.facts]).toEqual(['refused', 'not_image', null]);
    // Its set asks its owner to check the photos again (the page shows it in French).
    const state = await digitalMeState(em(), broken.userId, 15);
    expect(state).toMatchObject({ status: 'collecting', recheck: true, valid: 1 });

    // Idempotent: a second pass finds nothing to measure and changes nothing.
    const stamps = await Promise.all([...Object.values(rows), ...Object.values(brokenRows)].map(async (r) => (await photo(r.id)).updatedAt.getTime()));
    await runBackfill();
    expect(await Promise.all([...Object.values(rows), ...Object.values(brokenRows)].map(async (r) => (await photo(r.id)).updatedAt.getTime()))).toEqual(stamps);
    expect((await digitalMeState(em(), broken.userId, 15)).recheck).toBe(true);
  });
});
