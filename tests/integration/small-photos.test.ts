import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageLayer } from '../../shared/engine/model/design';
import { HERO_FACE_MIN, UPSCALE_FACE_MIN } from '../../shared/engine/quality/photo-size';
import { acceptImageUpload } from '../../server/files/uploads';
import { PhotoAnalysis } from '../../server/vision/photo-analysis.entity';
import { paidPlan } from './billing-probe';
import { appCodeOf, eventually, useHarness, waitForFinalStatus, type Harness } from './harness';

/**
 * Small photos by a clear rule (shared/engine/quality/photo-size.ts), through the real upload, the real
 * analysis job and the real generation: a face under 64 px is refused until the user takes it as a
 * framed insert (and nothing is charged meanwhile), a face between 64 and 128 px is enlarged once at
 * upload and made the hero from that copy, and 4K is not made when it would enlarge a face more than
 * 4 times. The photos are the astronaut fixture (CREDITS.md) as sent (a face of about 100 px) and
 * shrunk to 160 px (about 30 px).
 */
const h = useHarness();
const em = () => h.services.orm.em.fork();
const astronaut = readFileSync(path.join(import.meta.dirname, '../fixtures/photos/astronaut.png'));
type Person = Awaited<ReturnType<Harness['newUser']>>;

async function sent(user: Person, bytes: Buffer) {
  const { asset } = await acceptImageUpload({ em: em(), storage: h.services.storage, queue: h.services.queue }, (async function* () {
    yield new Uint8Array(bytes);
  })(), { userId: user.userId, purpose: 'image', fileName: 'photo.jpg' });
  // The analysis job made at upload: the studio reads its verdict before « Générer ».
  return eventually(async () => {
    const [size] = (await user.as().studio.photoSizes({ ids: [asset.id] })).items;
    return size?.analysed ? { id: asset.id, size } : undefined;
  }, 30_000, 'the photo analysed');
}

describe('small photos', { timeout: 120_000 }, () => {
  it('asks before using a face under 64 px, charges nothing until « continuer quand même », then draws it framed, never the hero', async () => {
    const user = await h.newUser('Ibrahima Fall');
    const tiny = await sent(user, await sharp(astronaut).resize(160).jpeg({ quality: 90 }).toBuffer());
    expect(tiny.size.size).toBe('small');
    expect(tiny.size.faceHeight).toBeLessThan(UPSCALE_FACE_MIN);
    const before = (await user.as().auth.balance()).credits;
    const input = { title: 'Ma première partie classée', prompt: '', style: 'gaming' as const, mode: 'images' as const, images: [tiny.id] };
    expect(await appCodeOf(user.as().studio.generate(input))).toBe('PHOTO_TOO_SMALL');
    expect((await user.as().auth.balance()).credits).toBe(before);

    const t = await user.as().studio.generate({ ...input, smallPhotos: true });
    expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('ready');
    const design = (await user.as().studio.get({ id: t.id })).design!;
    const photo = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject')!;
    expect(photo).toMatchObject({ asset: tiny.id, cutout: false, face: null });
    expect(design.layers.some((l) => l.type === 'shape' && l.id === `${photo.id}-cadre`)).toBe(true);
    // Framed, not cut out: nothing was made from it but its face analysis.
    expect((await em().find(PhotoAnalysis, { source: tiny.id })).map((r) => r.kind)).toEqual(['face']);
  });

  it('enlarges a face between 64 and 128 px once, makes it the hero from that copy, and offers no 4K that would blow it up', async () => {
    const user = await h.newUser('Mariama Ba');
    await paidPlan(h, user.userId, 'PREMIUM');
    const mid = await sent(user, await sharp(astronaut).jpeg({ quality: 92 }).toBuffer());
    expect(mid.size.size).toBe('upscale');
    expect(mid.size.faceHeight).toBeGreaterThanOrEqual(UPSCALE_FACE_MIN);
    expect(mid.size.faceHeight).toBeLessThan(HERO_FACE_MIN);
    const enlarged = await eventually(async () => (await em().findOne(PhotoAnalysis, { source: mid.id, kind: 'upscale' }, { populate: ['file'] })) ?? undefined, 30_000, 'the enlarged copy');
    // Four times the photo's head and shoulders (three face heights wide): wider than the whole 512 px photo.
    expect(enlarged.file!.width).toBeGreaterThan(512);

    const t = await user.as().studio.generate({ title: 'Ma première partie classée', prompt: '', style: 'gaming', mode: 'images', images: [mid.id] });
    expect(await waitForFinalStatus(h, t.id, 60_000)).toBe('ready');
    const design = (await user.as().studio.get({ id: t.id })).design!;
    const hero = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject')!;
    const cutRow = await em().findOneOrFail(PhotoAnalysis, { source: mid.id, kind: 'cutout' }, { populate: ['file'] });
    expect(hero).toMatchObject({ asset: cutRow.file!.id, cutout: true, sourceFace: mid.size.faceHeight });
    // The cut-out comes from the enlarged copy: more pixels across the face than the photo itself has.
    expect((hero.face!.h / hero.box.h) * cutRow.file!.height).toBeGreaterThan(mid.size.faceHeight! * 2);
    expect(hero.face!.h / design.height).toBeGreaterThanOrEqual(0.35);

    // A 1 000 px face in 4K from a 100 px one: refused, with its reason, and nothing queued.
    expect(await appCodeOf(user.as().studio.export({ id: t.id, format: '4k' }))).toBe('EXPORT_4K_PHOTO_TOO_SMALL');
    expect(await user.as().studio.exports({ id: t.id })).toEqual([]);
    // The other formats stay offered.
    await user.as().studio.export({ id: t.id, format: 'square' });
  });
});
