// A picture background cropped to a tall or square frame keeps its photographed faces in view: a
// 16:9 scene with its person on the right (a hosted « Moi » scene, an uploaded photo) used to be
// cropped about its centre, which showed the empty side in 9:16.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawBackground } from '../../shared/engine/render/backgrounds';
import { decodeImage, serverSurface } from '../../server/engine/canvas';

// 1600×900: blue on the left two thirds, red on the right third (where the « face » is).
const scene = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0000ff' } })
  .composite([{ input: await sharp({ create: { width: 533, height: 900, channels: 3, background: '#ff0000' } }).png().toBuffer(), left: 1067, top: 0 }])
  .png()
  .toBuffer();

async function centreColour(faces: Array<{ x: number; y: number; w: number; h: number }>, width: number, height: number): Promise<[number, number, number]> {
  const image = await decodeImage(scene);
  const ctx = serverSurface(width, height).getContext('2d')!;
  drawBackground(ctx, { kind: 'image', asset: 'a', crop: { x: 0, y: 0, w: 1, h: 1 }, colors: ['#000000'], dim: 0, faces: faces.map((f) => ({ ...f, score: 1 })) } as never, width, height, image);
  const px = (ctx as unknown as CanvasRenderingContext2D).getImageData(Math.floor(width / 2), Math.floor(height / 2), 1, 1).data;
  return [px[0]!, px[1]!, px[2]!];
}

describe('a picture background in a tall frame', () => {
  it('is cropped about its faces when it has some, about its centre otherwise', async () => {
    expect(await centreColour([{ x: 0.8, y: 0.3, w: 0.1, h: 0.2 }], 540, 960)).toEqual([255, 0, 0]);
    expect(await centreColour([], 540, 960)).toEqual([0, 0, 255]);
    // In the wide frame it was made for, nothing is cropped: the centre stays the picture's centre.
    expect(await centreColour([{ x: 0.8, y: 0.3, w: 0.1, h: 0.2 }], 1600, 900)).toEqual([0, 0, 255]);
  });
});
