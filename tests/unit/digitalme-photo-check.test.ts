// DigitalMe photo checks on real photographs (tests/fixtures/photos, CREDITS.md) and on photos crafted
// from them (tests/fixtures/digitalme-photos.ts). Faces here are light-skinned: the dark-skin cases are
// STAND-INS (same faces, skin tone moved to Monk 8 and 10) and are named so in every test title.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIGITALME_REFUSALS, DIGITALME_REFUSAL_TEXT, validPhotosLabel } from '../../shared/digitalme';
import { detectBoxes, loadFaceModels } from '../../server/vision/face-models';
import { centralIndex, identityScore } from '../../server/vision/identity';
import { hammingDistance } from '../../server/vision/perceptual-hash';
import { checkPhoto, measureFace, type PhotoCheck, type PhotoFacts } from '../../server/digitalme/photo-check';
import { checkSet, setLimits } from '../../server/digitalme/set-check';
import { cleanUploadBytes } from '../../server/files/uploads';
import { decodeRgb } from '../../server/vision/raster';
import * as F from '../fixtures/digitalme-photos';
import { landscape } from '../fixtures/synthetic-pictures';

const reasonOf = (c: PhotoCheck) => (c.status === 'accepted' ? 'accepted' : c.reason);
const factsOf = (c: PhotoCheck): PhotoFacts => {
  if (!c.facts) throw new Error(`no facts: ${c.status === 'refused' ? `${c.reason} ${c.detail}` : ''}`);
  return c.facts;
};

// Faces counted left to right among those scoring ≥ 0.6. Jesper is tagged by KPhotoAlbum's index.xml
// (CREDITS.md): the right-hand man in bar55*, the middle one in qt-logo. The others are not Jesper.
const JESPER: Array<[string, number]> = [['jesper.jpg', 0], ['jesper_2.jpg', 0], ['new_wave_2.jpg', 0], ['bar55.jpg', 2], ['bar55_2.jpg', 1], ['qt-logo.jpg', 1]];
const NOT_JESPER: Array<[string, number]> = [['astronaut.png', 0], ['bar55.jpg', 1], ['bar55_2.jpg', 0], ['qt-logo.jpg', 0], ['qt-logo.jpg', 2], ['faceapi-sample2.jpg', 0], ['faceapi-sample2.jpg', 1], ['faceapi-sample4.jpg', 0], ['faceapi-sample4.jpg', 1], ['faceapi-sample4.jpg', 2], ['faceapi-sample4.jpg', 3]];

let faceCount = 100;
/** Hashes far apart from one another (Fibonacci hashing of a counter): faces read out of one photo are not copies. */
const distinctHash = (i: number) => ((BigInt(i + 1) * 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn).toString(16).padStart(16, '0');

/**
 * One face of a photo, measured on its own crop as the check measures a single face, as an accepted check;
 * measured once per file. `cleaned`: on the photo as the upload path stores it (cleanUploadBytes), as
 * every DigitalMe photo reaches the check.
 */
const measured = new Map<string, Promise<PhotoCheck>>();
function faceFacts(name: string, nth: number, cleaned = false): Promise<PhotoCheck> {
  const key = `${name}#${nth}${cleaned ? ' cleaned' : ''}`;
  if (!measured.has(key)) measured.set(key, measureNth(name, nth, cleaned));
  return measured.get(key)!;
}

async function measureNth(name: string, nth: number, cleaned: boolean): Promise<PhotoCheck> {
  const models = await loadFaceModels();
  const bytes = cleaned ? (await cleanUploadBytes(F.fixturePhoto(name))).data : F.fixturePhoto(name);
  const meta = await sharp(bytes).metadata();
  const scene = await decodeRgb(bytes, 1024);
  const k = meta.width! / scene.width;
  const found = (await detectBoxes(models, scene)).filter((f) => f.score >= 0.6).sort((a, b) => a.box[0] - b.box[0]);
  const box = found[nth]!.box.map((v) => v * k) as [number, number, number, number];
  const face = await measureFace(models, bytes, { width: meta.width!, height: meta.height! }, scene, box);
  // A distinct hash per face: these are faces, not whole photos, and must not pass for duplicates.
  return { status: 'accepted', facts: { ...face!, width: meta.width!, height: meta.height!, hash: distinctHash(faceCount++) } };
}

const GOOD = ['astronaut.png', 'jesper_2.jpg', 'jesper.jpg', 'new_wave_2.jpg'] as const;
const good = new Map<string, { bytes: Buffer; check: PhotoCheck }>();

beforeAll(async () => {
  for (const name of GOOD) {
    const bytes = F.fixturePhoto(name);
    good.set(name, { bytes, check: await checkPhoto(bytes) });
  }
}, 120_000);

const base = (name: (typeof GOOD)[number]) => good.get(name)!;

describe('a good photo is accepted with what the set needs later', () => {
  it.each(GOOD)('%s', (name) => {
    const check = base(name).check;
    expect(check.status === 'refused' ? `${check.reason}: ${check.detail}` : 'accepted').toBe('accepted');
    const f = factsOf(check);
    expect(f.mesh).toHaveLength(478);
    expect(f.descriptor).toHaveLength(128);
    expect(f.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(f.box[2]).toBeGreaterThanOrEqual(150);
    expect(Math.abs(f.angles.yaw)).toBeLessThan(15);
  });

  it('reads the astronaut’s smile and the young Jesper’s open-mouthed grin as « souriant »', () => {
    expect(factsOf(base('astronaut.png').check).expression).toBe('smiling');
    expect(factsOf(base('new_wave_2.jpg').check).expression).toBe('smiling');
    // Talking, mouth half open, against a closed-lipped smile.
    expect(factsOf(base('jesper_2.jpg').check).mouthOpening).toBeGreaterThan(factsOf(base('jesper.jpg').check).mouthOpening);
  });

  it('reads the expression from the mesh: Jesper talking is « neutre », his smile in a group photo, looking down, « souriant »', async () => {
    // The emotion model read the first as sad and the second as serious (scripts/eval-before/expressions.json).
    expect(factsOf(base('jesper_2.jpg').check).expression).toBe('neutral');
    expect(factsOf(await faceFacts('bar55.jpg', 2)).expression).toBe('smiling');
  });

  it('Jesper talking stays « neutre » on his photo as the upload path stores it, and on that photo sent again as a phone would (JPEG 95), cleaned again', async () => {
    // The mesh moves with the re-encoding: cleaned, his smile score rises from 0.052 to 0.064, 0.070 once
    // sent again at JPEG 95, past the former threshold (0.06) chosen on the committed file as it is.
    const cleaned = (await cleanUploadBytes(base('jesper_2.jpg').bytes)).data;
    const resent = (await cleanUploadBytes(await sharp(base('jesper_2.jpg').bytes).jpeg({ quality: 95 }).toBuffer())).data;
    for (const bytes of [cleaned, resent]) expect(factsOf(await checkPhoto(bytes)).expression).toBe('neutral');
  }, 30_000);

  it('a 12 Mpx copy of a portrait is accepted, its face box in the big photo’s pixels', async () => {
    const big = await F.enlarged(base('jesper_2.jpg').bytes, 5); // 4000 × 2660
    const check = await checkPhoto(big);
    expect(reasonOf(check)).toBe('accepted');
    expect(factsOf(check).box[2] / factsOf(base('jesper_2.jpg').check).box[2]).toBeCloseTo(5, 0);
  }, 30_000);
});

describe('STAND-IN dark skin (light faces with their skin moved to Monk 8 and 10, light unchanged) is not refused', () => {
  it.each(GOOD.flatMap((name) => [8, 10].map((monk) => [name, monk] as const)))('STAND-IN %s, skin to Monk %i, in the original light: accepted', async (name, monk) => {
    const dark = await F.darkenedSkin(base(name).bytes, factsOf(base(name).check).mesh, F.MONK[monk as 8 | 10]);
    const check = await checkPhoto(dark);
    expect(check.status === 'refused' ? `${check.reason}: ${check.detail}` : 'accepted').toBe('accepted');
  }, 30_000);
});

describe('STAND-IN dark skin in dim light: judged by the eye whites and the surroundings, not by the skin', () => {
  // 3.3 stops under: the light faces pass. Before, Monk 8 stand-ins of the same photos were refused as
  // too dark (their skin's highlights sat under the face threshold). Monk 10 at this exposure clips
  // to black (sRGB ≤ 8 on a third of the face and more): detail really lost, refused by clipping.
  it.each(['jesper_2.jpg', 'jesper.jpg'] as const)('STAND-IN %s, skin to Monk 8, 3.3 stops under: accepted like the light original', async (name) => {
    const dim = (bytes: Buffer) => F.exposed(bytes, 2 ** -3.3);
    expect(reasonOf(await checkPhoto(await dim(base(name).bytes)))).toBe('accepted');
    const dark = await F.darkenedSkin(base(name).bytes, factsOf(base(name).check).mesh, F.MONK[8]);
    const check = await checkPhoto(await dim(dark));
    expect(check.status === 'refused' ? `${check.reason}: ${check.detail}` : 'accepted').toBe('accepted');
  }, 30_000);
});

describe('each refusal reason, on a crafted photo', () => {
  it('not an image: a text file', async () => {
    expect(reasonOf(await checkPhoto(Buffer.from('ceci n’est pas une photo')))).toBe('not_image');
  });

  it('too small: a portrait shrunk to 480 px wide', async () => {
    expect(reasonOf(await checkPhoto(await F.shrunk(base('jesper_2.jpg').bytes, 480)))).toBe('too_small');
  });

  it('no face: a real landscape photo and a drawn one', async () => {
    expect(reasonOf(await checkPhoto(F.fixturePhoto('grand_canyon_3.jpg')))).toBe('no_face');
    expect(reasonOf(await checkPhoto(landscape()))).toBe('no_face');
  });

  it('several faces: group photos', async () => {
    expect(reasonOf(await checkPhoto(F.fixturePhoto('faceapi-sample2.jpg')))).toBe('several_faces');
    expect(reasonOf(await checkPhoto(F.fixturePhoto('bar55_2.jpg')))).toBe('several_faces');
  });

  it('face too small: a man standing on a beach, his face 60 px wide', async () => {
    expect(reasonOf(await checkPhoto(F.fixturePhoto('cold_water.jpg')))).toBe('face_too_small');
  });

  it('blurry: the portraits blurred by about 3 px at the face size the set uses', async () => {
    expect(reasonOf(await checkPhoto(await F.blurred(base('astronaut.png').bytes, 3)))).toBe('blurry');
    expect(reasonOf(await checkPhoto(await F.blurred(base('jesper_2.jpg').bytes, 6)))).toBe('blurry');
  });

  it('too dark: under-exposed by 4.6 stops, and back-lit against a burnt-out background', async () => {
    expect(reasonOf(await checkPhoto(await F.exposed(base('jesper_2.jpg').bytes, 0.04)))).toBe('too_dark');
    const backlit = await checkPhoto(await F.backlit(base('astronaut.png').bytes, factsOf(base('astronaut.png').check).box, 0.1));
    expect(reasonOf(backlit)).toBe('too_dark');
  });

  it('overexposed: five times the light, the face burnt white', async () => {
    expect(reasonOf(await checkPhoto(await F.exposed(base('jesper_2.jpg').bytes, 5)))).toBe('overexposed');
  });

  it('eyes hidden: sunglasses painted over the eyes', async () => {
    for (const name of ['jesper_2.jpg', 'astronaut.png'] as const) {
      expect(reasonOf(await checkPhoto(await F.withSunglasses(base(name).bytes, factsOf(base(name).check).mesh)))).toBe('eyes_hidden');
    }
  });

  it('turned: the head tilted 60° (the photo rotated; no real profile photo is available here)', async () => {
    const tilted = await sharp(base('jesper_2.jpg').bytes).rotate(60, { background: '#808080' }).jpeg({ quality: 90 }).toBuffer();
    const check = await checkPhoto(tilted);
    expect(reasonOf(check)).toBe('turned');
  });

  it('duplicate: the same photo re-encoded and slightly shrunk; two shots of one person are not duplicates', async () => {
    const copy = await checkPhoto(await F.reencoded(await F.shrunk(base('jesper_2.jpg').bytes, 790), 70));
    const set = checkSet([base('jesper_2.jpg').check, copy], { min: 1 });
    expect(set.photos.map(reasonOf)).toEqual(['accepted', 'duplicate']);
    expect(hammingDistance(factsOf(base('jesper_2.jpg').check).hash, factsOf(base('jesper.jpg').check).hash)).toBeGreaterThan(8);
  });

  it('other person: Jim, beside Jesper on one scanned photo and the stranger nearest his set, and the astronaut, among six faces of Jesper (three read out of group photos and given to checkSet directly; min lowered to 6)', async () => {
    const jesperFaces = await Promise.all(JESPER.map(([n, i]) => faceFacts(n, i)));
    const jim = await faceFacts('qt-logo.jpg', 2);
    const astronaut = base('astronaut.png').check;
    const set = checkSet([...jesperFaces, jim, astronaut], { min: 6 });
    console.info(`set of Jesper: Jim ${set.similarity[JESPER.length]!.toFixed(3)}, the astronaut ${set.similarity[JESPER.length + 1]!.toFixed(3)} (same person from ${setLimits.sameIdentity})`);
    expect(set.photos.map(reasonOf)).toEqual([...JESPER.map(() => 'accepted'), 'other_person', 'other_person']);
    expect(set.central).not.toBe(JESPER.length);
    expect(set.verdict).toBe('accepted');
  }, 60_000);

  it('other person: Jim is refused from a set of Wayne’s, and Wayne from a set of Jim’s, two men of one scanned photo (cleaned as an upload, each face read out of it and given to checkSet; min lowered to 1)', async () => {
    // Once cleaned they are 0.568 apart: taken for one man at the former limit, 0.58 (issue 32).
    const [wayne, jim] = await Promise.all([faceFacts('qt-logo.jpg', 0, true), faceFacts('qt-logo.jpg', 2, true)]);
    expect(checkSet([wayne, jim], { min: 1 }).photos.map(reasonOf)).toEqual(['accepted', 'other_person']);
    expect(checkSet([jim, wayne], { min: 1 }).photos.map(reasonOf)).toEqual(['accepted', 'other_person']);
  }, 30_000);

  it('every reason has its French sentence, and the count reads « 12/15 photos valides »', () => {
    for (const reason of DIGITALME_REFUSALS) expect(DIGITALME_REFUSAL_TEXT[reason]).toMatch(/^[A-ZÀ-Ý].+\.$/);
    expect(validPhotosLabel(12)).toBe('12/15 photos valides');
    expect(validPhotosLabel(1)).toBe('1/15 photo valide');
  });
});

describe('the set verdict', () => {
  const fake = (i: number): PhotoCheck => {
    const f = factsOf(base('jesper_2.jpg').check);
    // Distinct hashes, same face: only the count decides.
    return { status: 'accepted', facts: { ...f, hash: distinctHash(i) } };
  };
  it('accepted from 15 valid photos, refused at 14 and above 20', () => {
    const hashesApart = Array.from({ length: 21 }, (_, i) => fake(i)).every((a, i, all) => all.every((b, j) => i === j || hammingDistance(a.facts!.hash, b.facts!.hash) > 8));
    expect(hashesApart).toBe(true);
    expect(checkSet(Array.from({ length: 15 }, (_, i) => fake(i))).verdict).toBe('accepted');
    expect(checkSet(Array.from({ length: 14 }, (_, i) => fake(i))).verdict).toBe('too_few');
    expect(checkSet(Array.from({ length: 21 }, (_, i) => fake(i))).verdict).toBe('too_many');
  });
});

describe('identity on the photos available here (light skin only)', () => {
  it('Jesper’s faces stay at or above the threshold against his most central face; other people stay below', async () => {
    const same = (await Promise.all(JESPER.map(([n, i]) => faceFacts(n, i)))).map((c) => factsOf(c));
    const diff = (await Promise.all(NOT_JESPER.map(([n, i]) => faceFacts(n, i)))).map((c) => factsOf(c));
    const centre = same[centralIndex(same)]!;
    const sameScores = same.map((e) => identityScore(e, centre)!);
    const diffScores = diff.map((e) => identityScore(e, centre)!);
    console.info(`identity — Jesper (${sameScores.length} faces) vs his central face: ${sameScores.join(', ')}; ${diffScores.length} other faces: ${diffScores.join(', ')}`);
    const right = sameScores.filter((s) => s >= setLimits.sameIdentity).length + diffScores.filter((s) => s < setLimits.sameIdentity).length;
    expect(right).toBe(sameScores.length + diffScores.length);
  }, 60_000);

  it('a photo stored before descriptors existed is compared to nothing: refused from the set until measured again, even Jesper’s own', async () => {
    const jesperFaces = await Promise.all(JESPER.map(([n, i]) => faceFacts(n, i)));
    // bar55.jpg's Jesper as the check stored him before descriptors: the rest of his measures, no descriptor.
    const legacy: PhotoCheck = { status: 'accepted', facts: { ...factsOf(jesperFaces[3]!), descriptor: undefined as unknown as number[] } };
    expect(identityScore(legacy.facts!, factsOf(jesperFaces[0]!))).toBeNull();
    const set = checkSet([...jesperFaces.slice(0, 3), legacy, ...jesperFaces.slice(4)], { min: 1 });
    expect(set.photos.map(reasonOf)).toEqual(['accepted', 'accepted', 'accepted', 'other_person', 'accepted', 'accepted']);
    expect(set.similarity[3]).toBeNull();
    expect(identityScore(factsOf(jesperFaces[0]!), factsOf(jesperFaces[0]!))).toBe(1);
  }, 60_000);
});
