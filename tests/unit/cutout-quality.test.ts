// The person cut-out against hand-traced true mattes (tests/fixtures/mattes): people composited over a
// known flat background, cut out as an upload is (analyseImage's faces, then cutOutPerson), counted against
// the truth. The full measure, every person over four backgrounds and two sizes, is bench/matte-quality.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseImage, cutOutPerson } from '../../server/vision/cutout';
import { loadVisionModels } from '../../server/vision/models';
import { BACKGROUNDS, countMatte, figures, matteCase, placeCutOut, truthAsCut } from '../support/matte-quality';
import { matteSources } from '../support/true-mattes';

const source = (name: string) => matteSources().find((s) => s.name === name)!;
const background = (name: string) => BACKGROUNDS.find((b) => b.name === name)!;

async function cutAndCount(name: string, over: string | null, scale = 1) {
  const c = await matteCase(source(name), over ? background(over) : null, scale);
  const cut = await cutOutPerson(c.png, await analyseImage(c.png));
  return { got: figures(countMatte(c, await placeCutOut(cut, c.width, c.height))), truth: figures(countMatte(c, truthAsCut(c))) };
}

beforeAll(async () => {
  await loadVisionModels();
}, 30_000);

describe('a person cut-out, against a matte traced by hand', () => {
  it('keeps a black quiff against near-black in a small photo, with no more halo than the true edge has', async () => {
    // new_wave_2 downscaled so its face box is about 110 px tall (223×153), like a small upload.
    const { got, truth } = await cutAndCount('new_wave_2', 'presque noir', 110 / 402);
    expect(got.hairRecall).toBeGreaterThan(0.93);
    // Over near-black, the dark hair and jacket themselves are within ΔE 10 of the background.
    expect(got.halo).toBeLessThanOrEqual(truth.halo + 0.01);
  });

  it('keeps the top of a short haircut against a pale background, without a fringe of it', async () => {
    const { got } = await cutAndCount('cold_water', 'presque blanc');
    expect(got.hairRecall).toBeGreaterThan(0.93);
    expect(got.halo).toBeLessThan(0.01);
  });

  it('leaves out the people beside him on the beach, in the photo itself', async () => {
    const { got } = await cutAndCount('cold_water', null);
    expect(got.falseKeep).toBeLessThan(0.1);
    expect(got.iou).toBeGreaterThan(0.9);
  });
});
