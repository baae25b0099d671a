// Face paint and covers (server/vision/face-paint.ts), measured by the DigitalMe check on real fixture
// photos (tests/fixtures/photos, CREDITS.md) and on SYNTHETIC copies of them: paint drawn onto their skin
// through their own mesh, a surgical mask drawn the same way, a hard side light (tests/fixtures/painted-face.ts),
// and a darkened STAND-IN (the light skin moved in Lab to Monk 10: not a dark-skinned person). Then the
// three places that choose a creator's photo, fed what the check measured, skip the painted one.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPhoto, type PhotoFacts } from '../../server/digitalme/photo-check';
import { chooseBest, storedFacts } from '../../server/digitalme/portrait-build';
import type { StoredPhotoFacts } from '../../server/digitalme/digitalme.entity';
import type { Portrait } from '../../server/digitalme/portraits';
import { choosePortrait } from '../../server/studio/me/portrait-choice';
import { measuredFace } from '../../server/studio/face-swap/digitalme-swap';
import { isCovered, paintLimits } from '../../server/vision/face-paint';
import { chooseSource } from '../../server/vision/face-swap';
import { darkenedSkin, exposed, fixturePhoto, MONK } from '../fixtures/digitalme-photos';
import { paintedFace, sideLit, type PaintName } from '../fixtures/painted-face';

const FACES = ['astronaut.png', 'jesper_2.jpg'] as const;
const COVERS: PaintName[] = ['tricolore', 'stripes', 'surgicalMask'];
const facts = new Map<string, PhotoFacts>();

async function measure(key: string, bytes: Buffer): Promise<PhotoFacts> {
  const check = await checkPhoto(bytes);
  if (check.status !== 'accepted') throw new Error(`${key} refused: ${check.reason} ${check.detail}`);
  facts.set(key, check.facts);
  return check.facts;
}

beforeAll(async () => {
  for (const name of FACES) {
    const photo = await measure(name, fixturePhoto(name));
    for (const cover of COVERS) await measure(`${name} ${cover}`, await paintedFace(fixturePhoto(name), photo.mesh, cover));
    await measure(`${name} side light`, await sideLit(fixturePhoto(name), photo.mesh));
    await measure(`${name} Monk 10`, await darkenedSkin(fixturePhoto(name), photo.mesh, MONK[10]));
  }
  await measure('astronaut.png 2 stops under', await exposed(fixturePhoto('astronaut.png'), 0.25));
}, 60_000);

const cover = (key: string) => facts.get(key)!.cover;

describe('the check measures how much of the face is painted or covered', () => {
  it.each(FACES)('%s: SYNTHETIC flags on both cheeks, two stripes and a surgical mask read covered', (name) => {
    for (const c of COVERS) expect(cover(`${name} ${c}`), c).toBeGreaterThan(paintLimits.covered);
  });
  it.each(FACES)('%s: the photo, its darkened STAND-IN (Monk 10) and a SYNTHETIC hard side light read clean', (name) => {
    for (const key of [name, `${name} side light`, `${name} Monk 10`]) expect(cover(key), key).toBeLessThanOrEqual(paintLimits.covered);
  });
  it('a photo 2 stops under reads clean', () => {
    expect(cover('astronaut.png 2 stops under')).toBeLessThanOrEqual(paintLimits.covered);
  });
  it('is kept with the stored facts', () => {
    for (const key of ['astronaut.png', 'astronaut.png tricolore', 'jesper_2.jpg surgicalMask']) expect(storedFacts(facts.get(key)!).cover).toBeCloseTo(cover(key), 3);
  });
  it('a photo stored before the measure existed counts as clean', () => {
    expect(isCovered(undefined)).toBe(false);
  });
});

describe('a painted photo is not chosen when a clean one exists (the « moi choqué » report)', () => {
  const painted = () => facts.get('astronaut.png tricolore')!;
  const clean = () => facts.get('astronaut.png')!;
  const portrait = (id: string, f: PhotoFacts, yaw: number, best: boolean): Portrait => ({
    photoId: id,
    cutoutAssetId: `cut-${id}`,
    expression: 'shocked',
    yaw,
    pitch: 0,
    mouthOpening: 0,
    best,
    oval: null,
    checkBox: null,
    bleed: [],
    covered: isCovered(f.cover),
  });

  it('choosePortrait: the clean shocked face, though the painted one is the set’s best and faces the camera', () => {
    const set = [portrait('painted', painted(), 0, true), portrait('clean', clean(), 9, false)];
    expect(choosePortrait(set, 'shocked', null)!.portrait.photoId).toBe('clean');
    expect(choosePortrait(set, 'shocked', 'right')!.portrait.photoId).toBe('clean');
    // Only a painted shocked face: it is still shown rather than another expression.
    const onlyPainted = [portrait('painted', painted(), 0, true), { ...portrait('smile', clean(), 0, true), expression: 'smiling' as const }];
    expect(choosePortrait(onlyPainted, 'shocked', null)!.portrait.photoId).toBe('painted');
  });

  it('chooseBest: the clean photo is its bucket’s best, though the painted one is closer to the set and sharper', () => {
    const photo = (id: string, f: StoredPhotoFacts, similarity: number) => ({ id, expression: 'shocked' as const, facts: f, similarity });
    const paintedStored = storedFacts(painted());
    const cleanStored = { ...storedFacts(clean()), sharpness: 0.05 };
    const { cover: _measured, ...oldStored } = cleanStored;
    expect([...chooseBest([photo('painted', paintedStored, 0.99), photo('clean', cleanStored, 0.8)])]).toEqual(['clean']);
    // A photo measured before the share existed counts as clean.
    expect([...chooseBest([photo('painted', paintedStored, 0.99), photo('old', oldStored, 0.8)])]).toEqual(['old']);
    // A bucket with only a painted photo keeps it.
    expect([...chooseBest([photo('painted', paintedStored, 0.99)])]).toEqual(['painted']);
  });

  it('chooseSource (Face Swap): a clean photo turned away before the painted one in the target’s very pose', () => {
    const source = (id: string, f: PhotoFacts, yaw: number) => measuredFace({ photoId: id, assetId: `asset-${id}`, facts: { ...storedFacts(f), angles: { ...f.angles, yaw } } });
    const target = { yaw: painted().angles.yaw, pitch: painted().angles.pitch, roll: painted().angles.roll, mouthOpen: measuredFace({ photoId: 'p', assetId: 'a', facts: storedFacts(painted()) }).mouthOpen };
    expect(chooseSource(target, [source('painted', painted(), painted().angles.yaw), source('clean', clean(), painted().angles.yaw + 20)])).toBe(1);
    expect(chooseSource(target, [source('painted', painted(), painted().angles.yaw), null])).toBe(0);
  });
});
