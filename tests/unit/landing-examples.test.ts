import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STEP_ONE, STEP_TWO } from '../../client/pages/home/content';
import { EXAMPLES, EXAMPLE_VARIANTS, findExample } from '../../shared/examples';
import { DEFAULT_OUT_DIR, drawnIn, encode, exampleDesign, exampleFileName } from '../../scripts/render-examples';
import { drawDesign } from '../../scripts/lib/mgx3-local';

/** Mean |Δ| per RGB channel between two 480-px JPEGs. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((f) => sharp(f).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('the landing page’s examples', () => {
  it('every example has its files, and draws today what its alt was written for (subject, drawn person, scene)', async () => {
    for (const example of EXAMPLES) {
      for (const { width, format } of EXAMPLE_VARIANTS) expect(existsSync(path.join(DEFAULT_OUT_DIR, exampleFileName(example.id, width, format))), `${example.id} ${width} ${format}`).toBe(true);
      const { design } = await exampleDesign(example);
      expect(drawnIn(design), `${example.id}: rerun npm run landing:examples and rewrite its alt`).toEqual(example.drawn);
    }
  });

  it('the committed pictures are the ones the product’s pipeline makes now (a pictogram example, a drawn person, a modification)', async () => {
    for (const id of ['hero-mafe-maman', 'showcase-faceswap', 'showcase-modification']) {
      const { design, images } = await exampleDesign(findExample(id)!);
      const { rgba } = await drawDesign(design, 1, images);
      const fresh = await encode(rgba, 480, 'jpg');
      const committed = readFileSync(path.join(DEFAULT_OUT_DIR, exampleFileName(id, 480, 'jpg')));
      // Same design, same encoder: the same picture to JPEG's noise; an older engine's picture is far off.
      expect(await meanDifference(fresh, committed), id).toBeLessThan(1.5);
    }
  });

  it('a showcase tab’s bar holds what its picture was made from: the title, the brief, or the modification', () => {
    const titre = STEP_ONE.find((o) => o.key === 'titre')!;
    expect(findExample(titre.imageId)?.title).toBe(titre.bar);
    const prompt = STEP_ONE.find((o) => o.key === 'prompt')!;
    expect(findExample(prompt.imageId)?.prompt).toBe(prompt.bar);
    const modification = STEP_TWO.find((o) => o.key === 'modification')!;
    expect(findExample(modification.imageId)?.instruction).toBe(modification.bar);
    expect(findExample(modification.beforeImageId!)?.instruction).toBeUndefined();
  });

  it('DigitalMe and Face Swap show our drawn person, never a photo, labelled as an example', () => {
    for (const key of ['digitalme', 'faceswap']) {
      const option = STEP_TWO.find((o) => o.key === key)!;
      expect(option.illustrated, key).toBe(true);
      for (const id of [option.imageId, option.beforeImageId].filter((i) => i !== undefined)) expect(findExample(id)?.person, id).toBeDefined();
    }
  });
});
