import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoWithoutBackground, removeFlatBackground } from '../../server/brand/flat-background';
import { rasterize, scoreRendered, serverMeasurer } from '../../server/engine/index';
import { FORMAT_IDS, headlineOf, type Design, type FormatId, type TextLayer } from '../../shared/engine/model/design';
import { cornerViolations, offFrame } from '../../shared/engine/model/edit';
import { cornerZone, intersects } from '../../shared/engine/layout/frame';
import { capHeight } from '../../shared/engine/quality/legibility';
import { CHANNEL_VIEW_WIDTH, layoutDesign } from '../../shared/engine/layout/layout';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { honestScore } from '../../shared/engine/quality/score';
import { BRAND_CORNERS } from '../../shared/schemas/brand';

const m = serverMeasurer();

/** RGBA pixels: a flat ground with a filled disc (anti-aliased by sharp), optionally noisy like a JPEG. */
async function discOn(ground: string, disc: string, opts: { jpeg?: boolean; size?: number } = {}) {
  const size = opts.size ?? 120;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${ground}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 3}" fill="${disc}"/></svg>`;
  let img = sharp(Buffer.from(svg));
  if (opts.jpeg) img = sharp(await img.jpeg({ quality: 80 }).toBuffer());
  const { data, info } = await img.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const alphaAt = (img: { data: Uint8Array | Uint8ClampedArray | Buffer; width: number }, x: number, y: number) => img.data[(y * img.width + x) * 4 + 3]!;

describe('« Retirer le fond uni »', () => {
  it('makes a flat white ground transparent, keeps the logo opaque, and feathers only a one-pixel edge', async () => {
    const src = await discOn('#FFFFFF', '#1F4FD8', { jpeg: true });
    const before = Buffer.from(src.data);
    const result = removeFlatBackground(src);
    if (!result.ok) throw new Error('refused');
    // The input is left as it was.
    expect(Buffer.from(src.data).equals(before)).toBe(true);
    const out = result.image;
    expect(result.background!.r).toBeGreaterThan(245);
    for (const [x, y] of [[0, 0], [119, 0], [0, 119], [119, 119], [60, 5], [5, 60]] as const) expect(alphaAt(out, x, y)).toBe(0);
    expect(alphaAt(out, 60, 60)).toBe(255);
    expect(alphaAt(out, 60, 30)).toBe(255);
    // Partial alpha only on the rim of the disc (radius 40 around 60,60), never inside or far out.
    for (let y = 0; y < 120; y++) {
      for (let x = 0; x < 120; x++) {
        const a = alphaAt(out, x, y);
        if (a === 0 || a === 255) continue;
        const r = Math.hypot(x + 0.5 - 60, y + 0.5 - 60);
        expect(Math.abs(r - 40), `${x},${y} alpha ${a}`).toBeLessThan(3);
      }
    }
    // No white fringe: a rim pixel's colour is the logo's blue, not a paler mix with the white ground.
    const rim = [...Array(120).keys()].map((x) => (60 * 120 + x) * 4).find((i) => out.data[i + 3]! > 0 && out.data[i + 3]! < 255);
    if (rim !== undefined) expect(out.data[rim]!).toBeLessThan(120);
  });

  it('works on any flat colour, and leaves an already transparent logo alone', async () => {
    const green = removeFlatBackground(await discOn('#00A050', '#FFD400'));
    expect(green.ok && alphaAt(green.image, 2, 2) === 0 && alphaAt(green.image, 60, 60) === 255).toBe(true);
    const clear = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite([{ input: { create: { width: 20, height: 20, channels: 4, background: '#FF0000' } }, left: 15, top: 15 }]).raw().toBuffer();
    const same = removeFlatBackground({ data: clear, width: 50, height: 50 });
    expect(same.ok && same.removed === 0 && Buffer.from(same.image.data).equals(clear)).toBe(true);
  });

  it('refuses a photo-like or two-tone border, so nothing is guessed', async () => {
    const photo = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).ensureAlpha().raw().toBuffer();
    expect(removeFlatBackground({ data: photo, width: 200, height: 150 })).toMatchObject({ ok: false, reason: 'not-flat' });
    const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="50" fill="#FFFFFF"/><rect y="50" width="100" height="50" fill="#101010"/></svg>`;
    const two = await sharp(Buffer.from(halves)).ensureAlpha().raw().toBuffer();
    expect(removeFlatBackground({ data: two, width: 100, height: 100 }).ok).toBe(false);
  });

  it('stores the result trimmed to the logo, as a PNG with alpha', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#FFFFFF"/><rect x="100" y="50" width="80" height="60" fill="#E10600"/></svg>`;
    const result = await logoWithoutBackground(await sharp(Buffer.from(svg)).png().toBuffer());
    if (!result.ok) throw new Error('refused');
    const meta = await sharp(result.png).metadata();
    expect([meta.format, meta.hasAlpha, result.width, result.height]).toEqual(['png', true, 80, 60]);
    const white = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#FFFFFF' } }).png().toBuffer();
    expect(await logoWithoutBackground(white)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('the channel tag', () => {
  const titles = ['Ma routine du matin', 'Les 10 plats que tout Dakar adore en 2025', 'Top 5 des astuces', 'Avant / après : ma chambre'];
  const channels = ['Awa TV', 'La cuisine de Tata Aminata — recettes !!'];

  it('sits in the chosen corner, inside the frame, never bottom-right, readable, for 16:9, 9:16 and 1:1', () => {
    const failures: string[] = [];
    for (const corner of BRAND_CORNERS) {
      for (const [i, title] of titles.entries()) {
        for (const channel of channels) {
          for (const style of ['pro', 'actu', 'vlog', 'viral'] as const) {
            const hd = layoutDesign(m, { title, prompt: '', style, seed: 11 + i * 101, channel: { text: channel, corner } });
            const designs: Design[] = [hd, ...FORMAT_IDS.filter((f): f is Exclude<FormatId, 'hd'> => f !== 'hd').map((f) => adaptDesign(m, hd, f))];
            for (const d of designs) {
              const where = `${d.format}/${style}/${corner} « ${title} » ${channel}`;
              const tag = d.layers.find((l): l is TextLayer => l.type === 'text' && l.id === 'chaine');
              const pill = d.layers.find((l) => l.id === 'chaine-fond');
              if (!tag || !pill || pill.type !== 'shape' || pill.shape !== 'badge') {
                failures.push(`${where}: no tag`);
                continue;
              }
              const box = { x: pill.x, y: pill.y, w: pill.w, h: pill.h };
              if (box.x < 0 || box.y < 0 || box.x + box.w > d.width || box.y + box.h > d.height) failures.push(`${where}: off the frame`);
              if (intersects(box, cornerZone(d.width, d.height)) || cornerViolations(d).length > 0 || offFrame(d).length > 0) failures.push(`${where}: in the duration corner`);
              const left = box.x + box.w / 2 < d.width / 2;
              const top = box.y + box.h / 2 < d.height / 2;
              const want = d.format === 'hd' ? corner : 'bottom-left';
              if ((want === 'top-right' && (left || !top)) || (want === 'top-left' && (!left || !top)) || (want === 'bottom-left' && (!left || top))) failures.push(`${where}: not in ${want}`);
              // Capitals still readable in YouTube's desktop grid (at least 5.4 px there: the layout aims at 6, a long name may shrink by 20 %).
              const cap = (capHeight(m, 'Inter', tag.size) * CHANNEL_VIEW_WIDTH) / d.width;
              if (cap < 4.8) failures.push(`${where}: capitals of ${cap.toFixed(1)} px`);
              // The headline keeps clear of it.
              const h = headlineOf(d)!;
              if (intersects(h.box, box)) failures.push(`${where}: over the headline`);
              if (tag.fill !== '#FFFFFF' || tag.font.family !== 'Inter') failures.push(`${where}: not white Inter`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a design without a brand is laid out exactly as before (no tag, no change)', () => {
    const input = { title: 'Ma routine du matin', prompt: '', style: 'pro' as const, seed: 42 };
    expect(layoutDesign(m, { ...input, channel: null, font: null })).toEqual(layoutDesign(m, input));
    expect(layoutDesign(m, input).layers.some((l) => l.id === 'chaine')).toBe(false);
  });

  it('a brand font and a dark brand colour keep the headline green on the score', () => {
    for (const style of ['pro', 'mini', 'vlog', 'gaming', 'actu', 'viral'] as const) {
      const d = layoutDesign(m, { title: 'Ta chaîne va exploser', prompt: '', style, seed: 7, font: 'Montserrat', hints: { accent: '#101830' }, channel: { text: 'Awa TV', corner: 'top-left' } });
      expect(headlineOf(d)!.font.family).toBe('Montserrat');
      const report = scoreRendered(d, rasterize(d), new Map());
      expect(honestScore(report).level, `${style} ${JSON.stringify(report.checks.filter((c) => c.status !== 'ok'))}`).toBe('bon');
    }
  });
});
