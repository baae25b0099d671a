import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CORNER,
  ENGINE_VERSION,
  encodeThumbnail,
  intersectsCorner,
  layoutDesign,
  renderDesign,
  renderThumbnail,
  shapeBounds,
  STYLE_IDS,
} from '../../server/engine/index.ts';
import type { Design, RenderInput, StyleId } from '../../server/engine/index.ts';

const STYLES: StyleId[] = ['pro', 'mini', 'vlog'];
const LONG_140 =
  "Voici l'histoire incroyable de comment j'ai construit une entreprise rentable depuis ma chambre à Ouagadougou sans capital de départ, ni aide !";
const TITLES = [
  'Vlog',
  "l'été à Dakar",
  "Pourquoi personne n'en parle ?",
  '10 astuces pour réussir sa chaîne YouTube en 2025',
  'Le vrai prix de la vie à Paris : 3 000 € par mois ?',
  'Anticonstitutionnellement',
  'x'.repeat(140),
  LONG_140,
  '',
  '   ',
  '🔥🔥🔥',
  '? ! : ; début bizarre',
];
const PUNCT_START = /^[?!:;,.…»)]/u;
const input = (over: Partial<RenderInput> = {}): RenderInput => ({
  title: '10 astuces pour réussir sa chaîne YouTube',
  prompt: 'business, argent',
  style: 'pro',
  seed: 1234,
  ...over,
});

describe('render engine: output files', () => {
  it('renders a 1280×720 baseline JPEG under 2 MB without metadata, plus a WebP preview', async () => {
    for (const style of STYLES) {
      const out = await renderThumbnail(input({ style }));
      expect(out.width).toBe(1280);
      expect(out.height).toBe(720);
      const meta = await sharp(out.jpeg).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(1280);
      expect(meta.height).toBe(720);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.hasAlpha).toBe(false);
      expect(out.jpeg.length).toBeLessThan(2 * 1024 * 1024);
      // No APP1 (Exif/XMP) segment anywhere in the header.
      expect(out.jpeg.subarray(0, 4096).includes(Buffer.from('Exif\0'))).toBe(false);

      const prev = await sharp(out.preview).metadata();
      expect(prev.format).toBe('webp');
      expect(prev.width).toBe(480);
      expect(prev.height).toBe(270);
    }
  });

  it('encodeThumbnail starts at quality 88 and reports it', async () => {
    const design = layoutDesign(input({ style: 'mini' }));
    const enc = await encodeThumbnail(renderDesign(design), 1280, 720);
    expect(enc.jpegQuality).toBe(88);
    await expect(encodeThumbnail(Buffer.alloc(10), 1280, 720)).rejects.toThrow();
  });

  it('steps the JPEG quality down (floor 60) until the file is under 2 MB', async () => {
    // Full-frame noise at 2560×1440 weighs > 2 MB at q88, so the loop must kick in.
    const w = 2560;
    const h = 1440;
    const noise = Buffer.alloc(w * h * 4);
    let x = 12345;
    for (let i = 0; i < noise.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      noise[i] = (i & 3) === 3 ? 255 : x >>> 24;
    }
    const enc = await encodeThumbnail(noise, w, h);
    expect(enc.jpeg.length).toBeLessThan(2 * 1024 * 1024);
    expect(enc.jpegQuality).toBeLessThan(88);
    expect(enc.jpegQuality).toBeGreaterThanOrEqual(60);
  });

  it('renderDesign returns raw RGBA with an opaque frame', () => {
    const rgba = renderDesign(layoutDesign(input({ style: 'vlog' })));
    expect(rgba.length).toBe(1280 * 720 * 4);
    for (let i = 3; i < rgba.length; i += 4 * 997) expect(rgba[i]).toBe(255);
  });

  it('exposes a version string and the style list', () => {
    expect(typeof ENGINE_VERSION).toBe('string');
    expect(ENGINE_VERSION.length).toBeGreaterThan(0);
    expect([...STYLE_IDS].sort()).toEqual([...STYLES].sort());
  });
});

describe('render engine: determinism', () => {
  it('same input and seed → byte-identical JPEG and preview', async () => {
    for (const style of STYLES) {
      const a = await renderThumbnail(input({ style, seed: 987654321 }));
      const b = await renderThumbnail(input({ style, seed: 987654321 }));
      expect(a.jpeg.equals(b.jpeg)).toBe(true);
      expect(a.preview.equals(b.preview)).toBe(true);
      expect(a.design).toEqual(b.design);
    }
  });

  it('concurrent renders of the same input stay identical', async () => {
    const outs = await Promise.all([1, 2, 3, 4].map(() => renderThumbnail(input({ style: 'vlog', seed: 77 }))));
    for (const o of outs) expect(o.jpeg.equals(outs[0]?.jpeg ?? Buffer.alloc(0))).toBe(true);
  });

  it('a stored design (JSON round-trip) re-renders to the same pixels', () => {
    const design = layoutDesign(input({ style: 'vlog', title: "Ça a tout changé ! Mon vlog à Abidjan" }));
    const restored = JSON.parse(JSON.stringify(design)) as Design;
    expect(renderDesign(restored).equals(renderDesign(design))).toBe(true);
  });

  it('different seeds → different designs and visibly different images', async () => {
    for (const style of STYLES) {
      const a = await renderThumbnail(input({ style, seed: 1 }));
      const b = await renderThumbnail(input({ style, seed: 2 }));
      expect(a.jpeg.equals(b.jpeg)).toBe(false);
      expect(JSON.stringify(a.design.background) + JSON.stringify(a.design.shapes)).not.toBe(
        JSON.stringify(b.design.background) + JSON.stringify(b.design.shapes),
      );
      // Visibly: mean absolute difference of a 64×36 thumbnail of both frames.
      const small = async (buf: Buffer): Promise<Buffer> => sharp(buf).resize(64, 36, { fit: 'fill' }).raw().toBuffer();
      const [pa, pb] = await Promise.all([small(a.jpeg), small(b.jpeg)]);
      let diff = 0;
      for (let i = 0; i < pa.length; i++) diff += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0));
      expect(diff / pa.length).toBeGreaterThan(4);
    }
  });

  it('lets the prompt bias the palette without ever drawing it', () => {
    const sunset = (prompt: string): number =>
      Array.from({ length: 100 }, (_, seed) => layoutDesign(input({ style: 'vlog', prompt, seed })).background.colors[0]).filter(
        (c) => c === '#FFA040',
      ).length;
    expect(sunset('Vlog à la plage, coucher de soleil')).toBeGreaterThan(sunset('') + 25);
    const design = layoutDesign(input({ prompt: 'SECRETWORD plage' }));
    expect(JSON.stringify(design).toLowerCase()).not.toContain('secretword');
  });

  it('accepts any number as seed (coerced to uint32)', () => {
    expect(layoutDesign(input({ seed: -1 })).seed).toBe(4294967295);
    expect(layoutDesign(input({ seed: 2 ** 32 + 5 })).seed).toBe(5);
    expect(layoutDesign(input({ seed: Number.NaN })).seed).toBe(0);
  });

  it('rejects an unknown style', () => {
    expect(() => layoutDesign(input({ style: 'nope' as StyleId }))).toThrow(/style/);
  });
});

describe('render engine: French typography', () => {
  it('keeps accents when uppercasing', () => {
    const lines = layoutDesign(input({ title: "l'été à Dakar", style: 'mini' })).headline.lines.join(' ');
    expect(lines).toContain('ÉTÉ');
    expect(lines).toContain('À');
    expect(lines).toContain('DAKAR');
    const ca = layoutDesign(input({ title: 'ça marche', style: 'vlog' })).headline.lines.join(' ');
    expect(ca).toContain('ÇA');
  });

  it('puts a narrow no-break space before ? ! : ; and never starts a line with punctuation', () => {
    const q = layoutDesign(input({ title: "Pourquoi personne n'en parle?" })).headline;
    expect(q.lines.join(' ')).toContain('PARLE\u202f?');
    const all = layoutDesign(input({ title: 'Attention : ça marche ; vraiment ! Enfin ?' })).headline.text;
    expect(all).toContain('ATTENTION\u202f:');
    expect(all).toContain('MARCHE\u202f;');
    expect(all).toContain('VRAIMENT\u202f!');
    expect(all).toContain('ENFIN\u202f?');
    // Times keep their colon tight.
    expect(layoutDesign(input({ title: 'Rendez-vous à 10:30' })).headline.text).toContain('10:30');

    for (const style of STYLES) {
      for (const title of [...TITLES, 'Quoi ? ! Non … vraiment ; oui : non', 'a ? b ! c : d ; e ? f ! g : h ; i ? j ! k']) {
        for (const line of layoutDesign(input({ style, title })).headline.lines) {
          expect(line, `${style} « ${title} »`).not.toMatch(PUNCT_START);
        }
      }
    }
  });

  it('breaks long titles over 2–3 lines and short ones on at most 3', () => {
    for (const style of STYLES) {
      for (const title of TITLES) {
        const h = layoutDesign(input({ style, title })).headline;
        expect(h.lines.length).toBeGreaterThanOrEqual(1);
        expect(h.lines.length).toBeLessThanOrEqual(3);
        expect(h.fontSize).toBeGreaterThanOrEqual(56);
      }
    }
    const two = layoutDesign(input({ title: 'Une journée avec moi', style: 'vlog' })).headline;
    expect(two.lines.length).toBe(2);
  });

  it('truncates text that cannot fit at the minimum size with an ellipsis', () => {
    const h = layoutDesign(input({ title: LONG_140 })).headline;
    expect(h.fontSize).toBeLessThanOrEqual(64);
    expect(h.lines.length).toBe(3);
    expect(h.lines[2]).toMatch(/…$/u);
    const word = layoutDesign(input({ title: 'x'.repeat(140) })).headline;
    expect(word.lines).toHaveLength(1);
    expect(word.lines[0]).toMatch(/^X+…$/u);
  });

  it('uses a French default for an empty title', () => {
    for (const title of ['', '   ', '🔥🔥']) {
      expect(layoutDesign(input({ title })).headline.lines.join(' ')).toBe('MA NOUVELLE VIDÉO');
    }
  });

  it('emphasises numbers first, else the longest word', () => {
    expect(layoutDesign(input({ title: '10 astuces pour réussir en 2025' })).headline.emphasis).toEqual(['10', '2025']);
    expect(layoutDesign(input({ title: 'Le prix : 3 000 € par mois' })).headline.emphasis).toEqual(['3\u202f000']);
    expect(layoutDesign(input({ title: 'Une journée incroyable au marché' })).headline.emphasis).toEqual(['INCROYABLE']);
  });

  it('uses Anton with a round-joined outline', () => {
    const h = layoutDesign(input()).headline;
    expect(h.fontFamily).toBe('Anton');
    expect(h.strokeWidth).toBeGreaterThan(0);
    expect(h.stroke).toMatch(/^#/);
  });
});

describe('render engine: safe areas', () => {
  it('keeps the headline in the left part with ≥ 48 px margins and out of the duration-badge corner', () => {
    expect(CORNER).toEqual({ x: 1024, y: 576, w: 256, h: 144 });
    for (const style of STYLES) {
      for (const title of TITLES) {
        for (const seed of [0, 1, 2, 3, 99, 4294967295]) {
          const { headline, shapes } = layoutDesign(input({ style, title, seed }));
          const b = headline.box;
          const where = `${style}/${seed} « ${title} »`;
          expect(intersectsCorner(b), where).toBe(false);
          expect(b.x, where).toBeGreaterThanOrEqual(48);
          expect(b.y, where).toBeGreaterThanOrEqual(48);
          expect(b.x + b.w, where).toBeLessThanOrEqual(1280 * 0.62 + 1);
          expect(b.y + b.h, where).toBeLessThanOrEqual(720 - 48);
          // The abstract subject stays out of the corner too.
          for (const s of shapes) expect(intersectsCorner(shapeBounds(s)), `${where} ${String(s.kind)}`).toBe(false);
        }
      }
    }
  });

  it('draws no headline pixel in the bottom-right corner', () => {
    const region = (rgba: Buffer): Buffer[] => {
      const rows: Buffer[] = [];
      for (let y = CORNER.y; y < 720; y++) rows.push(rgba.subarray((y * 1280 + CORNER.x) * 4, (y * 1280 + 1280) * 4));
      return rows;
    };
    for (const style of STYLES) {
      for (const title of ['Vlog', LONG_140, '10 astuces pour réussir sa chaîne YouTube']) {
        const design = layoutDesign(input({ style, title }));
        const withText = region(renderDesign(design));
        const without = region(renderDesign({ ...design, headline: { ...design.headline, lines: [] } }));
        withText.forEach((row, i) => expect(row.equals(without[i] ?? Buffer.alloc(0)), `${style} row ${i}`).toBe(true));
      }
    }
  });
});
