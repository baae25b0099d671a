// The build's aligned face (server/digitalme/align.ts) on a real photo (tests/fixtures/photos,
// CREDITS.md) turned on purpose: the crop must come out with the eyes level and the face centred,
// as measured again by the same face models on the crop itself.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ALIGNED_SIDE, alignedFace, levelAngle } from '../../server/digitalme/align';
import { checkPhoto, type PhotoCheck } from '../../server/digitalme/photo-check';
import { storedFacts } from '../../server/digitalme/portrait-build';
import { fixturePhoto } from '../fixtures/digitalme-photos';

/** The measures as the build reads them: stored on the photo's row. */
const factsOf = (c: PhotoCheck) => {
  if (!c.facts) throw new Error(`no face measured: ${c.status === 'refused' ? `${c.reason} ${c.detail}` : ''}`);
  return storedFacts(c.facts);
};

describe('alignedFace', () => {
  it.each([12, -12])('levels the eyes of a face tilted by %i° and centres it in a 512 px square', async (tilt) => {
    const tilted = await sharp(fixturePhoto('jesper_2.jpg')).rotate(tilt, { background: '#7a7a7a' }).jpeg({ quality: 92 }).toBuffer();
    const facts = factsOf(await checkPhoto(tilted));
    // The measure the crop is turned by sees the tilt (the photo's own few degrees on top of it).
    expect(Math.abs(levelAngle(facts.mesh))).toBeGreaterThan(8);
    const aligned = await alignedFace(tilted, facts);
    const meta = await sharp(aligned).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([ALIGNED_SIDE, ALIGNED_SIDE, 'jpeg']);
    const again = factsOf(await checkPhoto(aligned));
    expect(Math.abs(levelAngle(again.mesh))).toBeLessThan(3);
    const [x, y, w, h] = again.box;
    expect(Math.abs(x + w / 2 - ALIGNED_SIDE / 2)).toBeLessThan(ALIGNED_SIDE * 0.1);
    expect(Math.abs(y + h / 2 - ALIGNED_SIDE / 2)).toBeLessThan(ALIGNED_SIDE * 0.15);
    // Room around the face: neither a close-up of the nose nor a far shot.
    expect(w / ALIGNED_SIDE).toBeGreaterThan(0.45);
    expect(w / ALIGNED_SIDE).toBeLessThan(0.85);
  }, 60_000);
});
