// Enlarging a small face's head and shoulders four times, once, at upload (server/vision/upscale.ts): the way
// the product uses by default, and ESRGAN-slim in its worker thread, tiled.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planTiles, TILE, TILE_MARGIN } from '../../server/vision/esrgan';
import type { Rgb } from '../../server/vision/raster';
import { resample } from '../../server/vision/resample';
import { upscaleRegion } from '../../server/vision/upscale';
import { ssim } from '../support/image-similarity';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
const rgb = async (image: Buffer | ReturnType<typeof sharp>): Promise<Rgb> => {
  const { data, info } = await (Buffer.isBuffer(image) ? sharp(image) : image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
};
const jpeg = (image: Rgb) =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
const maxDifference = (a: Rgb, b: Rgb) => a.data.reduce((m, v, i) => Math.max(m, Math.abs(v - b.data[i]!)), 0);

// Jesper's face in jesper_2.jpg (800×532): forehead top (378, 109) to chin (377, 424), so 315 px tall; its
// outline spans x 263–526, y 109–424 (Human's mesh).
const JESPER = { photo: 'photos/jesper_2.jpg', crop: { x: 174, y: 46, w: 440, h: 440 }, face: { x: 263 - 174, y: 109 - 46, w: 263, h: 315 } };

describe('enlarging a small face', { timeout: 30_000 }, () => {
  it('a 56 px face comes back four times larger, and the default way is as close to the original photo as ESRGAN-slim or closer', async () => {
    const original = await rgb(
      sharp(readFileSync(path.join(fixtures, JESPER.photo))).extract({ left: JESPER.crop.x, top: JESPER.crop.y, width: JESPER.crop.w, height: JESPER.crop.h }),
    );
    const k = 56 / JESPER.face.h;
    const small = resample(original, Math.round(original.width * k), Math.round(original.height * k));
    const bytes = await jpeg(small);
    const whole = { x: 0, y: 0, w: small.width, h: small.height };
    const closeness = async (method: 'lanczos3' | 'esrgan-slim') => {
      const up = await upscaleRegion(bytes, whole, method);
      expect([up.width, up.height]).toEqual([small.width * 4, small.height * 4]);
      return ssim(resample(await rgb(up.png), original.width, original.height), original, JESPER.face);
    };
    const [byDefault, byModel] = [await closeness('lanczos3'), await closeness('esrgan-slim')];
    expect(byDefault).toBeGreaterThanOrEqual(byModel);
  });

  it('ESRGAN-slim draws what its publisher shows for its own example', async () => {
    // A 44 px piece of @upscalerjs/esrgan-slim's fixture and the same place in its published ×4 result: the
    // 24 px inside it, with 10 px of context around, must come out as the publisher's whole picture has it.
    const up = await upscaleRegion(readFileSync(path.join(fixtures, 'upscale', 'flower.png')), { x: 10, y: 10, w: 24, h: 24 }, 'esrgan-slim');
    const expected = await rgb(readFileSync(path.join(fixtures, 'upscale', 'flower-esrgan-x4.png')));
    expect(maxDifference(await rgb(up.png), expected)).toBeLessThanOrEqual(2);
  });

  it('where ESRGAN tiles meet, the picture is the one a single tile draws: no seam', async () => {
    const photo = await rgb(sharp(readFileSync(path.join(fixtures, JESPER.photo))).resize(300));
    const bytes = await jpeg(photo);
    // 150 px wide takes two tiles side by side; their cores meet at `seam`.
    const pair = { x: 60, y: 60, w: 150, h: 40 };
    const tiles = planTiles(pair, { x: 0, y: 0, w: photo.width, h: photo.height });
    expect(tiles).toHaveLength(2);
    const seam = tiles[0]!.core.x + tiles[0]!.core.w;
    // One tile straddling the seam, its core 40 px either side.
    const across = { x: seam - 40, y: pair.y, w: 80, h: pair.h };
    const [two, one] = [await upscaleRegion(bytes, pair, 'esrgan-slim'), await upscaleRegion(bytes, across, 'esrgan-slim')];
    expect(two.esrgan?.tileMs).toHaveLength(2);
    expect(one.esrgan?.tileMs).toHaveLength(1);
    // The 20 px either side of the seam, ×4, in both pictures.
    const band = (png: Buffer, left: number) => rgb(sharp(png).extract({ left: left * 4, top: 0, width: 40 * 4, height: pair.h * 4 }));
    expect(maxDifference(await band(two.png, seam - 20 - pair.x), await band(one.png, 20))).toBeLessThanOrEqual(2);
  });

  it('the ESRGAN thread is gone when the call returns', async () => {
    const threads = () => readdirSync('/proc/self/task').length;
    const bytes = readFileSync(path.join(fixtures, 'upscale', 'flower.png'));
    await upscaleRegion(bytes, { x: 0, y: 0, w: 16, h: 16 }, 'esrgan-slim'); // any thread a first call starts for good
    const before = threads();
    await upscaleRegion(bytes, { x: 0, y: 0, w: 16, h: 16 }, 'esrgan-slim');
    expect(threads()).toBe(before);
  });

  it('tiles of at most 128 px cover the region once, each core with its context where the photo has pixels', () => {
    const bounds = { x: 0, y: 0, w: 500, h: 400 };
    for (const region of [
      { x: 0, y: 0, w: 500, h: 400 },
      { x: 37, y: 5, w: 109, h: 217 },
      { x: 200, y: 300, w: 1, h: 100 },
    ]) {
      const covered = new Uint8Array(bounds.w * bounds.h);
      for (const tile of planTiles(region, bounds)) {
        expect(Math.max(tile.w, tile.h)).toBeLessThanOrEqual(TILE);
        const { core } = tile;
        expect(core.x - tile.x).toBe(Math.min(TILE_MARGIN, core.x));
        expect(tile.x + tile.w - (core.x + core.w)).toBe(Math.min(TILE_MARGIN, bounds.w - (core.x + core.w)));
        for (let y = core.y; y < core.y + core.h; y++)
          for (let x = core.x; x < core.x + core.w; x++) covered[y * bounds.w + x] = covered[y * bounds.w + x]! + 1;
      }
      let wrong = 0;
      for (let y = 0; y < bounds.h; y++) {
        for (let x = 0; x < bounds.w; x++) {
          const mine = x >= region.x && x < region.x + region.w && y >= region.y && y < region.y + region.h;
          if (covered[y * bounds.w + x] !== (mine ? 1 : 0)) wrong++;
        }
      }
      expect(wrong).toBe(0);
    }
  });
});
