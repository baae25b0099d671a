// The offline vision module on real photographs (tests/fixtures/photos, see CREDITS.md) and drawn
// pictures: what each upload becomes in « Ajout image », and whether a person's cut-out looks clean.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseImage, CutoutError, cutOutObject, cutOutPerson, visionLimits, type CutOut } from '../../server/vision/cutout';
import { loadObjectModel, loadStats, loadVisionModels } from '../../server/vision/models';
import { landscape, productOnPlainBackground, screenshot } from '../fixtures/synthetic-pictures';

const photo = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'photos', name));

interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}
async function raster(png: Buffer, channels: 3 | 4): Promise<Raster> {
  const pipeline = channels === 4 ? sharp(png).ensureAlpha() : sharp(png).removeAlpha();
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
const alphaAt = (r: Raster, x: number, y: number) => r.data[(y * r.width + x) * 4 + 3]!;

// U²-Net-p too: it loads apart, on the first picture without a person, which these tests read.
beforeAll(async () => {
  await loadVisionModels();
  await loadObjectModel();
}, 30_000);

describe('what an upload is for', () => {
  it('a portrait is a person with one face, boxed on the face', async () => {
    const result = await analyseImage(photo('astronaut.png'));
    expect(result.role).toBe('person');
    expect(result.faces).toHaveLength(1);
    const face = result.faces[0]!;
    // Eileen Collins' face sits around x 150–300, y 50–200 in the 512×512 photo.
    expect(face.x + face.w / 2).toBeGreaterThan(180);
    expect(face.x + face.w / 2).toBeLessThan(270);
    expect(face.y + face.h / 2).toBeGreaterThan(80);
    expect(face.y + face.h / 2).toBeLessThan(170);
  });

  it('a group photo is a person with every face listed, largest first', async () => {
    const result = await analyseImage(photo('faceapi-sample4.jpg'));
    expect(result.role).toBe('person');
    expect(result.faces.length).toBeGreaterThanOrEqual(3);
    const areas = result.faces.map((f) => f.w * f.h);
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });

  it('wide scenery and a wide screenshot become the background', async () => {
    expect((await analyseImage(landscape())).role).toBe('background');
    expect((await analyseImage(screenshot())).role).toBe('background');
  });

  it('a 4:3 scenery photo with nobody in it becomes the background too', async () => {
    expect(await analyseImage(photo('grand_canyon_3.jpg'))).toMatchObject({ role: 'background', faces: [] });
  });

  it('a product on a plain backdrop is an object (or an insert), never a background or a person', async () => {
    expect(['object', 'insert']).toContain((await analyseImage(productOnPlainBackground())).role);
  });

  it('an animal on grass, with no clean backdrop, becomes a framed insert', async () => {
    expect((await analyseImage(photo('spiff.jpg'))).role).toBe('insert');
  });
});

describe('a person cut-out', () => {
  let cut: CutOut;
  let rgba: Raster;
  beforeAll(async () => {
    const bytes = photo('astronaut.png');
    cut = await cutOutPerson(bytes, await analyseImage(bytes));
    rgba = await raster(cut.png, 4);
  }, 30_000);

  it('is a transparent PNG trimmed to the subject, with an opaque face', () => {
    expect(rgba.width).toBe(cut.width);
    expect(cut.width).toBeLessThan(512 + 1);
    expect(alphaAt(rgba, 0, 0)).toBe(0);
    expect(alphaAt(rgba, rgba.width - 1, 0)).toBe(0);
    const face = cut.face!;
    expect(alphaAt(rgba, Math.round(face.x + face.w / 2), Math.round(face.y + face.h / 2))).toBe(255);
  });

  it('has a feathered edge: a soft band a few px wide, never more than about 6 px', () => {
    // For each semi-transparent pixel, the nearest fully transparent and fully opaque pixels (in any
    // direction) must together lie within 6 px: the band is no wider than that. Only strands thinner
    // than the feather (a lock of hair) may stay wholly translucent, so « opaque » is required of 95 %.
    // Within 3 % of either end an alpha is invisible on any background: those count as clear or solid.
    const reach = 6;
    const isClear = (a: number) => a <= 8;
    const isSolid = (a: number) => a >= 247;
    const nearest = (x: number, y: number, wanted: (a: number) => boolean) => {
      for (let d = 1; d <= reach; d++) {
        for (let k = -d; k <= d; k++) {
          if (wanted(alphaAt(rgba, x + k, y - d)) || wanted(alphaAt(rgba, x + k, y + d))) return d;
          if (wanted(alphaAt(rgba, x - d, y + k)) || wanted(alphaAt(rgba, x + d, y + k))) return d;
        }
      }
      return Infinity;
    };
    let semi = 0;
    let banded = 0;
    for (let y = reach; y < rgba.height - reach; y++) {
      for (let x = reach; x < rgba.width - reach; x++) {
        const a = alphaAt(rgba, x, y);
        if (isClear(a) || isSolid(a)) continue;
        semi++;
        const clear = nearest(x, y, isClear);
        expect({ x, y, clear: clear <= 5 }).toEqual({ x, y, clear: true });
        if (clear + nearest(x, y, isSolid) <= reach) banded++;
      }
    }
    expect(semi).toBeGreaterThan(300);
    expect(banded / semi).toBeGreaterThan(0.95);
  });

  it('carries no fringe of the old background: edge colours match the subject, not what surrounded it', async () => {
    const original = await raster(photo('astronaut.png'), 3);
    const { x: ox, y: oy } = cut.source;
    const mean = (pick: (x: number, y: number) => number[] | null, cx: number, cy: number) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = cy - 8; y <= cy + 8; y++) {
        for (let x = cx - 8; x <= cx + 8; x++) {
          const c = pick(x, y);
          if (!c) continue;
          sum[0]! += c[0]!;
          sum[1]! += c[1]!;
          sum[2]! += c[2]!;
          n++;
        }
      }
      return n ? sum.map((v) => v / n) : null;
    };
    const inCut = (x: number, y: number) => x >= 0 && y >= 0 && x < rgba.width && y < rgba.height;
    const subject = (x: number, y: number) => (inCut(x, y) && alphaAt(rgba, x, y) === 255 ? [...rgba.data.subarray((y * rgba.width + x) * 4, (y * rgba.width + x) * 4 + 3)] : null);
    const oldBackground = (x: number, y: number) => {
      const sx = x + ox;
      const sy = y + oy;
      if (sx < 0 || sy < 0 || sx >= original.width || sy >= original.height) return null;
      if (inCut(x, y) && alphaAt(rgba, x, y) > 0) return null;
      return [...original.data.subarray((sy * original.width + sx) * 3, (sy * original.width + sx) * 3 + 3)];
    };
    const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
    let edges = 0;
    let closerToSubject = 0;
    for (let y = 0; y < rgba.height; y += 2) {
      for (let x = 0; x < rgba.width; x += 2) {
        const a = alphaAt(rgba, x, y);
        if (a === 0 || a === 255) continue;
        const fg = mean(subject, x, y);
        const bg = mean(oldBackground, x, y);
        if (!fg || !bg || distance(fg, bg) < 40) continue; // only where the two differ enough to tell
        const own = [...rgba.data.subarray((y * rgba.width + x) * 4, (y * rgba.width + x) * 4 + 3)];
        edges++;
        if (distance(own, fg) < distance(own, bg)) closerToSubject++;
      }
    }
    expect(edges).toBeGreaterThan(50);
    expect(closerToSubject / edges).toBeGreaterThan(0.95);
  });

  it('keeps a whole group together, every face opaque', async () => {
    const bytes = photo('faceapi-sample4.jpg');
    const analysed = await analyseImage(bytes);
    const group = await cutOutPerson(bytes, analysed);
    const rgbaGroup = await raster(group.png, 4);
    const scale = group.width / group.source.w;
    for (const face of analysed.faces) {
      const x = Math.round((face.x + face.w / 2 - group.source.x) * scale);
      const y = Math.round((face.y + face.h / 2 - group.source.y) * scale);
      expect(alphaAt(rgbaGroup, x, y)).toBe(255);
    }
    expect(Math.max(group.width, group.height)).toBeLessThanOrEqual(visionLimits.storedSide);
  }, 30_000);

  it('refuses a picture with nobody in it rather than return a broken cut-out', async () => {
    const grey = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#808080' } }).png().toBuffer();
    const error = await cutOutPerson(grey).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CutoutError);
    expect((error as CutoutError).code).toBe('mask-empty');
  });
});

describe('an object cut-out', () => {
  it('outlines the product and leaves the backdrop transparent', async () => {
    const cut = await cutOutObject(productOnPlainBackground());
    const rgba = await raster(cut.png, 4);
    // The bottle is about 340×720 px in the 1200×1200 picture: the trimmed cut-out is close to that.
    expect(cut.width).toBeGreaterThan(300);
    expect(cut.width).toBeLessThan(480);
    expect(cut.height).toBeGreaterThan(650);
    expect(alphaAt(rgba, 0, 0)).toBe(0);
    expect(alphaAt(rgba, Math.round(rgba.width / 2), Math.round(rgba.height / 2))).toBe(255);
  }, 30_000);
});

describe('models', () => {
  it('are loaded once per process, whatever the number of calls', async () => {
    await loadVisionModels();
    await analyseImage(photo('jesper_2.jpg'));
    expect(loadStats.loads).toBe(1);
  });
});
