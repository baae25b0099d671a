import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chooseReferences, clearPersonSide, referenceJpeg, type ReferenceCandidate } from '../../server/studio/me/hosted-scene';
import { serverMeasurer } from '../../server/engine/index';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { STYLE_IDS, type Layer } from '../../shared/engine/model/design';
import { buildScenePrompt, NO_TEXT_INSTRUCTION } from '../../server/image-engines/prompts';

/**
 * Which DigitalMe photos go to a hosted engine as references (server/studio/me/hosted-scene.ts),
 * how they are cropped and stripped, and the words that ask for the scene.
 */
const photo = (photoId: string, yaw: number, expression: ReferenceCandidate['expression'], best = true, pitch = 0): ReferenceCandidate => ({
  photoId,
  assetId: `asset-${photoId}`,
  facts: { width: 1000, height: 800, box: [400, 200, 200, 240], angles: { yaw, pitch, roll: 0 } },
  expression,
  best,
});

describe('chooseReferences', () => {
  it('leads with the most frontal of the best photos, then adds a new expression before a new angle', () => {
    const chosen = chooseReferences([
      photo('a', 18, 'smiling'),
      photo('b', 3, 'smiling'),
      photo('c', -20, 'smiling'), // a new angle only
      photo('d', 6, 'surprised'), // a new expression
      photo('e', 1, 'serious', false), // more frontal, but not among the best
    ]);
    expect(chosen.map((c) => c.photoId)).toEqual(['b', 'd', 'e']);
  });

  it('never more than asked, never the same photo twice, and nothing from nothing', () => {
    const set = [photo('a', 0, 'smiling'), photo('b', 0, 'smiling')];
    expect(chooseReferences(set, 3).map((c) => c.photoId)).toEqual(['a', 'b']);
    expect(chooseReferences(set, 1)).toHaveLength(1);
    expect(chooseReferences([], 3)).toEqual([]);
  });

  it('with the same expressions, a new head angle wins over the set order', () => {
    const chosen = chooseReferences([photo('a', 0, 'smiling'), photo('b', 2, 'smiling'), photo('c', 25, 'smiling')], 2);
    expect(chosen.map((c) => c.photoId)).toEqual(['a', 'c']);
  });
});

describe('referenceJpeg', () => {
  it('crops head and shoulders around the face, 768 px at most, as a JPEG without EXIF', async () => {
    // A photo whose face box (red) sits in a big grey frame, with EXIF that must not travel.
    const source = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#808080' } })
      .composite([{ input: { create: { width: 300, height: 360, channels: 3, background: '#ff0000' } }, left: 1800, top: 500 }])
      .withExif({ IFD0: { Artist: 'Awa Diop', Copyright: 'private' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const ref = await referenceJpeg(source, { width: 3000, height: 2000, box: [1800, 500, 300, 360], angles: { yaw: 0, pitch: 0, roll: 0 } });
    const meta = await sharp(ref).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(768);
    // The face is inside the crop, near its centre: its middle pixel is red.
    const { data, info } = await sharp(ref).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    const side = 2.4 * 360; // the crop's side in source pixels
    const faceMid = { x: ((1950 - (1950 - side / 2)) / side) * info.width, y: ((680 - (500 + 360 * 0.65 - side / 2)) / side) * info.height };
    const [r, g, b] = at(Math.round(faceMid.x), Math.round(faceMid.y));
    expect([r! > 200, g! < 60, b! < 60]).toEqual([true, true, true]);
  });

  it('sends the whole photo, downsized, when its size is not the one measured', async () => {
    const source = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#335577' } }).png().toBuffer();
    const ref = await referenceJpeg(source, { width: 4000, height: 3000, box: [1800, 500, 300, 360], angles: { yaw: 0, pitch: 0, roll: 0 } });
    expect(await sharp(ref).metadata()).toMatchObject({ format: 'jpeg', width: 768, height: 576 });
  });
});

describe('buildScenePrompt', () => {
  it('names the references, keeps the skin tone, quotes the brief, and ends with the no-text rule', () => {
    const prompt = buildScenePrompt({ brief: 'Je teste le "meilleur" téléphone\nà 100 000 F', style: 'gaming', references: 3 });
    expect(prompt).toContain('The 3 attached photos all show the same real person');
    expect(prompt).toMatch(/exact skin tone/);
    expect(prompt).toMatch(/Do not lighten, darken/);
    expect(prompt).toContain(`"Je teste le 'meilleur' téléphone à 100 000 F"`);
    expect(prompt.endsWith(NO_TEXT_INSTRUCTION)).toBe(true);
    expect(buildScenePrompt({ brief: '', style: 'pro', references: 1 })).toContain('The attached photo shows a real person');
  });
});

describe('clearPersonSide', () => {
  const centre = (l: Layer) => (l.type === 'shape' ? ('from' in l ? (l.from.x + l.to.x) / 2 : 'w' in l ? l.x + l.w / 2 : l.x) : l.type === 'text' ? l.box.x + l.box.w / 2 : 0);
  it('takes the styles’ emblems and the question mark off the creator’s side, in every style, and keeps the headline', () => {
    let removed = 0;
    for (const style of STYLE_IDS) {
      for (const title of ['Ce prix est fou', 'iPhone ou Samsung ?']) {
        const design = layoutDesign(serverMeasurer(), { title, prompt: '', style, seed: 3, background: { asset: 'scene' }, hints: { side: 'right' } });
        const cleared = clearPersonSide(design);
        removed += design.layers.length - cleared.layers.length;
        const onPerson = cleared.layers.filter((l) => (l.type === 'shape' || (l.type === 'text' && l.role !== 'headline' && l.role !== 'number')) && centre(l) >= design.width * 0.6);
        expect(onPerson, `${style} « ${title} »`).toEqual([]);
        expect(cleared.layers.filter((l) => l.type === 'text' && l.role === 'headline')).toHaveLength(1);
      }
    }
    expect(removed).toBeGreaterThan(0); // there was something to clear: the check is not vacuous
  });
});
