import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pictogramAspect, pictogramExists, pictogramSvg, tonedPictogram } from '../../server/pictograms/library';
import { pictoCacheBytes, pictoImages } from '../../server/engine/pictos';
import type { Design } from '../../shared/engine/model/design';

/** Share of visible pixels and number of distinct colours of a pictogram drawn at `size` px. */
async function rasterise(name: string, size: number): Promise<{ visible: number; colours: number }> {
  const svg = pictogramSvg(name);
  if (svg === null) throw new Error(`no pictogram ${name}`);
  const image = await loadImage(Buffer.from(svg));
  const canvas = createCanvas(size, Math.round(size / (image.width / image.height)));
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  let visible = 0;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 128) continue;
    visible++;
    // Quantised so anti-aliasing does not count as colours.
    colours.add(((data[i] ?? 0) >> 4) * 256 + ((data[i + 1] ?? 0) >> 4) * 16 + ((data[i + 2] ?? 0) >> 4));
  }
  return { visible: visible / (canvas.width * canvas.height), colours: colours.size };
}

describe('pictogram library', () => {
  it('draws Fluent gradients and flags through @napi-rs/canvas, neither blank nor flat', async () => {
    for (const name of ['fluent:money-bag', 'fluent:soccer-ball', 'fluent:woman-raising-hand-dark', 'fluent:video-game', 'flag:sn']) {
      const { visible, colours } = await rasterise(name, 256);
      expect(visible, name).toBeGreaterThan(0.25);
      expect(colours, name).toBeGreaterThan(name.startsWith('flag:') ? 2 : 20);
    }
  });

  it('stays a vector: drawn at 1500 px its edges are as sharp as at any size, unlike an enlarged bitmap', async () => {
    const svg = pictogramSvg('fluent:trophy') ?? '';
    const image = await loadImage(Buffer.from(svg));
    const small = createCanvas(32, 32);
    small.getContext('2d').drawImage(image, 0, 0, 32, 32);
    const softPixels = (draw: (ctx: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void): number => {
      const canvas = createCanvas(1500, 1500);
      const ctx = canvas.getContext('2d');
      draw(ctx);
      const { data } = ctx.getImageData(0, 0, 1500, 1500);
      let soft = 0;
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 8 && (data[i] ?? 0) < 247) soft++;
      return soft;
    };
    const vector = softPixels((ctx) => ctx.drawImage(image, 0, 0, 1500, 1500));
    const enlarged = softPixels((ctx) => ctx.drawImage(small, 0, 0, 1500, 1500));
    expect(vector).toBeGreaterThan(0);
    expect(vector * 5).toBeLessThan(enlarged);
  });

  it('builds standalone SVG documents with their own viewBox', () => {
    expect(pictogramSvg('fluent:money-bag')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32">.*<\/svg>$/s);
    expect(pictogramAspect('fluent:money-bag')).toBe(1);
    expect(pictogramAspect('flag:ci')).toBeCloseTo(4 / 3);
    // An alias drawn mirrored from its parent.
    expect(pictogramSvg('fluent:backhand-index-pointing-right')).toContain('scale(-1 1)');
  });

  it('keeps at most 64 MB of drawn pictograms however many 4K exports a worker makes, the ones drawn again kept', async () => {
    const icons = ['fluent:rocket', 'fluent:house', 'fluent:globe-showing-europe-africa', 'fluent:mobile-phone', 'fluent:laptop', 'fluent:graduation-cap', 'fluent:crescent-moon', 'fluent:christmas-tree'].filter(pictogramExists);
    expect(icons.length).toBeGreaterThanOrEqual(6);
    // One pictogram 1 500 px wide at scale 1: drawn at 2 048 px, 16 MB each.
    const draw = async (icon: string) => {
      const design = { layers: [{ type: 'picto', id: 'p', role: 'subject', icon, box: { x: 0, y: 0, w: 1500, h: 1500 }, rotation: 0, outline: null, glow: null, muted: false, opacity: 1 }] } as unknown as Design;
      const images = await pictoImages(design, pictogramSvg);
      expect(images.size).toBe(1);
      return [...images.values()][0];
    };
    // The money bag is in every other export: it stays drawn while the others come and go.
    const bag = await draw('fluent:money-bag');
    for (const icon of icons) {
      await draw(icon);
      expect(pictoCacheBytes()).toBeLessThanOrEqual(64 * 1024 * 1024);
      expect(await draw('fluent:money-bag')).toBe(bag);
    }
    expect(pictoCacheBytes()).toBeGreaterThan(40 * 1024 * 1024);
  });

  it('rejects unknown or malformed names', () => {
    for (const name of ['fluent:no-such-thing', 'noto:money-bag', 'FLUENT:money-bag', 'fluent:../../etc/passwd', 'fluent:', `fluent:${'a'.repeat(65)}`]) {
      expect(pictogramExists(name), name).toBe(false);
      expect(pictogramSvg(name), name).toBeNull();
    }
  });

  it('names skin-tone variants the way Fluent does', () => {
    expect(tonedPictogram('fluent:man-cook', 'dark')).toBe('fluent:man-cook-dark');
    expect(tonedPictogram('fluent:man-cook-light', 'medium-dark')).toBe('fluent:man-cook-medium-dark');
    expect(tonedPictogram('fluent:money-bag', 'dark')).toBe('fluent:money-bag');
  });
});
