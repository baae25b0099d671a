import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPhoto } from '../../server/digitalme/photo-check';
import { isCloseUp, roundPortrait } from '../../server/vision/round-portrait';
import { cutOutPerson } from '../../server/vision/cutout';
import { fixturePhoto } from '../fixtures/digitalme-photos';

/**
 * A close-up (the face cut by the photo's own edges) is drawn as a round badge, not as a torn cut-out;
 * a head-and-shoulders photo keeps its silhouette (its bottom cut goes to the frame's edge).
 */
async function measured(name: string) {
  const bytes = fixturePhoto(name);
  const check = await checkPhoto(bytes);
  if (check.status !== 'accepted') throw new Error(`${name} refused: ${check.reason}`);
  const [x, y, w, h] = check.facts.box;
  return { bytes, facts: check.facts, face: { x, y, w, h }, cut: await cutOutPerson(bytes, { width: check.facts.width, faces: [{ x, y, w, h, score: 1 }] }) };
}

describe('DigitalMe portraits from close-ups', { timeout: 60_000 }, () => {
  it('tells a face cut by the photo’s edges from a head-and-shoulders photo', async () => {
    expect(await isCloseUp((await measured('jesper.jpg')).cut)).toBe(true);
    expect(await isCloseUp((await measured('jesper_2.jpg')).cut)).toBe(false);
    expect(await isCloseUp((await measured('astronaut.png')).cut)).toBe(false);
  });

  it('makes a disc of the photo around the face: transparent corners, opaque face, its box in the badge', async () => {
    const { bytes, facts, face } = await measured('jesper.jpg');
    const badge = await roundPortrait(bytes, face, facts);
    expect(badge.width).toBe(badge.height);
    const { data, info } = await sharp(badge.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect([alpha(1, 1), alpha(info.width - 2, 1), alpha(1, info.height - 2), alpha(info.width - 2, info.height - 2)]).toEqual([0, 0, 0, 0]);
    const f = badge.face!;
    expect(alpha(Math.round(f.x + f.w / 2), Math.round(f.y + f.h / 2))).toBe(255);
    expect(f.x).toBeGreaterThanOrEqual(0);
    expect(f.x + f.w).toBeLessThanOrEqual(badge.width + 1);
    // The face fills a good part of the disc: a badge, not a distant snapshot.
    expect(f.w / badge.width).toBeGreaterThan(0.4);
  });
});
