import { createCanvas } from '@napi-rs/canvas';
import type { Canvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Ctx, LoadedImage } from '../../shared/engine/render/canvas';
import { Design, DesignError, FONT_FAMILIES, FORMAT_IDS, FORMATS, headlineOf, parseDesign, STYLE_IDS } from '../../shared/engine/model/design';
import type { Background, Box, FontFamily, FormatId, ImageLayer, ShapeLayer, StyleId, TextLayer } from '../../shared/engine/model/design';
import { cornerZone, frameTemplate, intersects } from '../../shared/engine/layout/frame';
import { improveDesign } from '../../shared/engine/layout/improve';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { transformLayer } from '../../shared/engine/layout/transform';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import type { LayoutInput } from '../../shared/engine/layout/layout';
import { mulberry32 } from '../../shared/engine/model/prng';
import { renderDesign, rotatedBounds, textInkBox } from '../../shared/engine/render/render';
import { countWords } from '../../shared/engine/quality/score';
import type { CheckId, ScoreReport } from '../../shared/engine/quality/score';
import { STYLES } from '../../shared/engine/style/styles';
import { cleanTitle, frenchHeadline, NNBSP_EM, pickEmphasis, tokenize, wordCore } from '../../shared/engine/text/text';
import { serverSurface } from '../../server/engine/canvas';
import { decodeImage, encodeJpeg, encodePreview, MAX_JPEG_BYTES, MIN_QUALITY, rasterize, scoreRendered, serverMeasurer } from '../../server/engine/index';
import { paintImage, subjectImage, V1_DESIGN } from '../golden/cases';

/*
 * The MGX3 engine as a user sees it: the files it writes, the French headline as drawn (pixels,
 * not only strings), the corner YouTube covers with the duration, and the legibility score.
 */

const m = serverMeasurer();
const NNBSP = '\u202f';
const NBSP = '\u00a0';
const LONG_140 = 'Voici l’histoire incroyable de comment j’ai construit une entreprise rentable depuis ma chambre à Ouagadougou sans capital de départ, ni aide !';
const BLACK: Background = { kind: 'procedural', recipe: 'flat', colors: ['#000000'], params: {} };
const noImages: ReadonlyMap<string, LoadedImage> = new Map();

const input = (over: Partial<LayoutInput> = {}): LayoutInput => ({ title: 'Comment j’ai gagné 5 000 F CFA en 24 h ?', prompt: '', style: 'pro', seed: 1234, ...over });
const lay = (over: Partial<LayoutInput> = {}): Design => layoutDesign(m, input(over));
const headline = (d: Design): TextLayer => {
  const h = headlineOf(d);
  if (!h) throw new Error('pas de titre');
  return h;
};
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/* ------------------------------------------------------------------------------------------------
 * Seeded French titles: accents, numbers with units, punctuation, 1 to 20 words.
 */
const WORDS = [
  'été', 'à', 'Dakar', 'ça', 'où', 'garçon', 'Noël', 'œuvre', 'élève', 'hôpital', 'naïf', 'déjà', 'très', 'Côte d’Ivoire', 'Sénégal',
  'Ouagadougou', 'Abidjan', 'thiéboudienne', 'marché', 'chaîne', 'YouTube', 'j’ai', 'gagné', 'l’histoire', 'pourquoi', 'comment', 'vraiment',
  'meilleur', 'incroyable', 'secret', 'premier', 'million', 'gratuit', 'le', 'la', 'les', 'de', 'du', 'un', 'une', 'pour', 'avec', 'mon', 'ma',
  'vidéo', 'réussir', 'ÉNORME', 'Ève', 'île', 'fenêtre', 'où', 'maïs',
  '5 000 F CFA', '24 h', '10 kg', '3 000 €', '100 %', '2025', '10:30', '1er', '7', '15 minutes', '12 ans',
  '?', '!', ':', ';', ',', '.', '…', '?!', '»', '«', '"Défi"', '« oui »', '–', '(vrai)', '!!!',
] as const;

function randomTitle(rng: () => number): string {
  const n = 1 + Math.floor(rng() * 20);
  const words: string[] = [];
  for (let i = 0; i < n; i++) words.push(WORDS[Math.floor(rng() * WORDS.length)] ?? 'vidéo');
  return words.join(' ');
}

function randomTitles(count: number, seed: number): string[] {
  const rng = mulberry32(seed);
  const fixed = ['', '🔥🔥🔥', '   ', 'x'.repeat(140), LONG_140, 'Anticonstitutionnellement', '? ! : ; début bizarre', 'Ça', 'Où ?'];
  return [...fixed, ...Array.from({ length: Math.max(0, count - fixed.length) }, () => randomTitle(rng))].slice(0, count);
}

/** Logo shapes (width / height) over the whole range the schema allows. */
const LOGO_ASPECTS = [1, 2, 0.5, 4, 0.25, 10, 0.1] as const;
const logoAsset = (aspect: number): string => uuid(900 + LOGO_ASPECTS.indexOf(aspect as (typeof LOGO_ASPECTS)[number]));
const SUBJECT_ASSET = uuid(5);
const CORPUS_TITLES: Record<FormatId, number> = { hd: 100, story: 20, square: 20 };

interface Sample {
  format: FormatId;
  style: StyleId;
  title: string;
  seed: number;
  logo: number | null;
  design: Design;
}
let corpusCache: Sample[] | undefined;

/**
 * The layouts most tests walk through, laid out once: 100 seeded titles × 6 styles in 16:9, 20 × 6
 * in 9:16 and in 1:1; every other one with a logo (all the shapes above), every third with a subject.
 */
function corpus(): Sample[] {
  if (corpusCache) return corpusCache;
  const out: Sample[] = [];
  for (const format of FORMAT_IDS) {
    const titles = randomTitles(CORPUS_TITLES[format], 1000 + format.length);
    for (const style of STYLE_IDS) {
      for (const [i, title] of titles.entries()) {
        const seed = i * 7919;
        const logo = i % 2 === 0 ? (LOGO_ASPECTS[i % LOGO_ASPECTS.length] ?? 1) : null;
        const design = lay({
          style,
          format,
          title,
          seed,
          logo: logo === null ? undefined : { asset: logoAsset(logo), aspect: logo },
          subject: i % 3 === 0 ? { asset: SUBJECT_ASSET, width: 500, height: 700, face: null } : undefined,
        });
        out.push({ format, style, title, seed, logo, design });
      }
    }
  }
  corpusCache = out;
  return out;
}
const where = (s: Sample): string => `${s.format}/${s.style} seed ${s.seed} logo ${s.logo ?? 'non'} « ${s.title} » → ${JSON.stringify(headline(s.design).lines)}`;

/* ------------------------------------------------------------------------------------------------
 * Pixels.
 */
interface Raster {
  rgba: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const canvases = new Map<string, Canvas>();
/**
 * What rasterize() draws (same renderDesign, same Skia) inside one box: a canvas reused per frame
 * size, clipped to the box and read back there only. The corner test draws hundreds of frames and
 * only looks at their corner; it checks first that this gives rasterize()'s pixels, shadows
 * bleeding in from outside the box included.
 */
function renderBox(d: Design, images: ReadonlyMap<string, LoadedImage>, box: Box): Raster {
  const key = `${d.width}×${d.height}`;
  const canvas = canvases.get(key) ?? createCanvas(d.width, d.height);
  canvases.set(key, canvas);
  const ctx = canvas.getContext('2d');
  const x = Math.floor(box.x);
  const y = Math.floor(box.y);
  const w = Math.ceil(box.x + box.w) - x;
  const h = Math.ceil(box.y + box.h) - y;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  renderDesign(ctx as unknown as Ctx, d, { createSurface: serverSurface, images }, 1);
  ctx.restore();
  return { rgba: ctx.getImageData(x, y, w, h).data, width: w, height: h };
}

/** Only the text and logo layers, over flat black (fill, outline and shadow intact). */
const textAndLogoOnly = (d: Design): Design => ({ ...d, background: BLACK, layers: d.layers.filter((l) => l.type === 'text' || l.type === 'logo') });

/** Pixels in a box that are not pure black: how many, and the first one. */
function nonBlack(r: Raster, box: Box): { count: number; first: [number, number] | null } {
  let count = 0;
  let first: [number, number] | null = null;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(r.width, Math.ceil(box.x + box.w));
  const y1 = Math.min(r.height, Math.ceil(box.y + box.h));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * r.width + x) * 4;
      if ((r.rgba[i] ?? 0) + (r.rgba[i + 1] ?? 0) + (r.rgba[i + 2] ?? 0) > 0) {
        count++;
        first ??= [x, y];
      }
    }
  }
  return { count, first };
}

type Pred = (r: number, g: number, b: number) => boolean;
/** Ink over black: any channel clearly lit. */
const ink: Pred = (r, g, b) => Math.max(r, g, b) > 64;
/** The highlight colour (#FF0000) against the white fill. */
const red: Pred = (r, g) => r > 64 && g < r * 0.5;
const white: Pred = (r, g, b) => ink(r, g, b) && !red(r, g, b);

function scan(r: Raster, pred: Pred, box: Box = { x: 0, y: 0, w: r.width, h: r.height }): { cols: boolean[]; rows: boolean[] } {
  const cols = new Array<boolean>(r.width).fill(false);
  const rows = new Array<boolean>(r.height).fill(false);
  for (let y = Math.max(0, box.y); y < Math.min(r.height, box.y + box.h); y++) {
    for (let x = Math.max(0, box.x); x < Math.min(r.width, box.x + box.w); x++) {
      const i = (y * r.width + x) * 4;
      if (pred(r.rgba[i] ?? 0, r.rgba[i + 1] ?? 0, r.rgba[i + 2] ?? 0)) {
        cols[x] = true;
        rows[y] = true;
      }
    }
  }
  return { cols, rows };
}
const firstTrue = (a: boolean[]): number => a.indexOf(true);
const lastTrue = (a: boolean[]): number => a.lastIndexOf(true);
/** Runs of consecutive true values (ink clusters along an axis). */
const clusters = (a: boolean[]): number => a.reduce((n, v, i) => n + (v && !a[i - 1] ? 1 : 0), 0);

/** A design holding one text layer drawn by hand (Anton 200 px, white, highlight in pure red) on black. */
function textDesign(lines: string[], over: Partial<TextLayer> = {}): Design {
  const size = over.size ?? 200;
  const layer: TextLayer = {
    type: 'text',
    id: 'titre',
    role: 'headline',
    text: lines.join(' '),
    case: 'upper',
    font: { family: 'Anton', weight: 400 },
    size,
    fit: null,
    lines,
    align: 'left',
    x: 100,
    y: 460,
    lineHeight: size,
    fill: '#FFFFFF',
    stroke: null,
    shadow: null,
    highlight: { words: [], color: '#FF0000' },
    rotation: 0,
    box: { x: 0, y: 0, w: 0, h: 0 },
    ...over,
  };
  layer.box = textInkBox(m, layer);
  return { version: 2, format: 'hd', width: 1280, height: 720, style: 'pro', seed: 0, background: BLACK, layers: [layer] };
}

/** Horizontal gap (px) between the last red column and the first white column after it, or the reverse. */
function gapBetween(r: Raster, leftPred: Pred, rightPred: Pred, side: 'redThenWhite' | 'whiteThenRed'): number {
  const left = scan(r, leftPred).cols;
  const right = scan(r, rightPred).cols;
  if (side === 'redThenWhite') {
    const endLeft = lastTrue(left);
    const startRight = right.findIndex((v, x) => v && x > endLeft);
    return startRight - endLeft - 1;
  }
  const startRight = firstTrue(right);
  const endLeft = left.slice(0, startRight).lastIndexOf(true);
  return startRight - endLeft - 1;
}

/* ------------------------------------------------------------------------------------------------
 * Images for the tests.
 */
/** One plain magenta logo per shape, keyed by its asset id. */
async function logos(aspects: readonly number[]): Promise<Map<string, LoadedImage>> {
  const out = new Map<string, LoadedImage>();
  for (const aspect of aspects) out.set(logoAsset(aspect), await paintImage(Math.max(1, Math.round(100 * aspect)), 100, () => [255, 0, 255, 255]));
  return out;
}

/** A PNG of pure noise (the worst case for JPEG), decoded for an image background. */
async function noiseImage(width: number, height: number, seed: number): Promise<LoadedImage> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed >>> 0;
  for (let i = 0; i < raw.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  return decodeImage(await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer());
}

/** Many decorative shapes all over the frame. */
function manyShapes(count: number, width: number, height: number): ShapeLayer[] {
  const rng = mulberry32(99);
  const colors = ['#FF2BD6', '#00E5FF', '#FFE600', '#39FF14', '#FFFFFF', '#E10600'];
  const c = (): string => colors[Math.floor(rng() * colors.length)] ?? '#FFFFFF';
  const px = (): number => Math.round(rng() * width);
  const py = (): number => Math.round(rng() * height);
  return Array.from({ length: count }, (_, i): ShapeLayer => {
    const id = `deco-${i}`;
    switch (i % 6) {
      case 0:
        return { type: 'shape', id, shape: 'rays', x: px(), y: py(), r0: 20, r1: 260, rays: 24, rotation: i * 7, color: c(), opacity: 0.5 };
      case 1:
        return { type: 'shape', id, shape: 'circle', x: px(), y: py(), r: 40 + Math.round(rng() * 120), fill: null, stroke: c(), lineWidth: 6, opacity: 0.8 };
      case 2:
        return { type: 'shape', id, shape: 'orb', x: px(), y: py(), r: 60, colors: [c(), c(), c()] };
      case 3:
        return { type: 'shape', id, shape: 'polygon', x: px(), y: py(), r: 90, sides: 3 + (i % 9), rotation: i * 13, cornerRadius: 6, fill: c(), stroke: c(), lineWidth: 4, opacity: 0.6 };
      case 4:
        return { type: 'shape', id, shape: 'underline', x: px(), y: py(), w: 300, thickness: 12, color: c(), wave: true, opacity: 0.9 };
      default:
        return { type: 'shape', id, shape: 'ring', x: px(), y: py(), r: 120, lineWidth: 8, color: c(), opacity: 0.7 };
    }
  });
}

const check = (report: ScoreReport, id: CheckId) => {
  const c = report.checks.find((x) => x.id === id);
  if (!c) throw new Error(`pas de vérification ${id}`);
  return c;
};
const score = (d: Design, images: ReadonlyMap<string, LoadedImage> = noImages): ScoreReport => scoreRendered(d, rasterize(d, images), images);
const RANK = { faible: 0, moyen: 1, ok: 2 } as const;

/* ================================================================================================ */

describe('design document', { timeout: 30_000 }, () => {
  it('every layout validates against the Design schema and survives a JSON round trip', () => {
    for (const format of FORMAT_IDS) {
      for (const style of STYLE_IDS) {
        for (const [i, extra] of [{}, { background: { asset: uuid(1) } }, { subject: { asset: uuid(2), width: 400, height: 600, face: { x: 100, y: 60, w: 200, h: 240 } }, logo: { asset: uuid(3), aspect: 2 } }].entries()) {
          for (const title of ['Vlog', LONG_140, 'Été à Dakar : le « Défi » ultime']) {
            const d = lay({ style, format, title, seed: 40 + i, ...extra });
            const parsed = Design.safeParse(d);
            expect(parsed.success, `${format}/${style}/${i} « ${title} » ${parsed.success ? '' : parsed.error.message}`).toBe(true);
            expect(d.width).toBe(FORMATS[format].width);
            expect(d.height).toBe(FORMATS[format].height);
            // Nothing is left to a default: what is stored is what was laid out.
            expect(parseDesign(JSON.parse(JSON.stringify(d)))).toEqual(d);
          }
        }
      }
    }
  });

  it('reads a version 1 design and draws it', () => {
    const d = parseDesign(structuredClone(V1_DESIGN));
    expect(d.version).toBe(2);
    expect(d.format).toBe('hd');
    expect([d.width, d.height]).toEqual([1280, 720]);
    expect(d.style).toBe('pro');
    expect(d.seed).toBe(424242);
    expect(d.background.kind).toBe('procedural');
    if (d.background.kind !== 'procedural') throw new Error('fond procédural attendu');
    expect(d.background.recipe).toBe('beam');
    // Version 1 stored pixels, version 2 shares of the frame.
    expect(d.background.params.beam).toMatchObject({ topX: 420 / 1280, bottomWidth: 420 / 1280 });
    expect(d.layers.map((l) => (l.type === 'shape' ? l.shape : l.type))).toEqual(['glow', 'rays', 'orb', 'ring', 'text']);
    const h = headline(d);
    expect(h.lines).toEqual(['L’ÉTÉ À DAKAR\u202f:', 'LE VRAI PRIX']);
    expect(h.font.family).toBe('Anton');
    expect(h.stroke).toEqual({ color: '#000000', width: 14 });
    expect(h.shadow).toEqual({ color: 'rgba(0,0,0,0.55)', blur: 18, dx: 0, dy: 6 });
    expect(h.highlight).toEqual({ words: ['PRIX'], color: '#FFD400' });

    const r = rasterize(d);
    expect([r.width, r.height]).toEqual([1280, 720]);
    // The headline is drawn: white fill and the yellow highlight inside its box, over the dark background.
    const inBox = scan(r, (rr, g, b) => rr > 240 && g > 240 && b > 240, h.box);
    expect(inBox.cols.filter(Boolean).length).toBeGreaterThan(300);
    const yellow = scan(r, (rr, g, b) => rr > 230 && g > 190 && g < 230 && b < 40, { x: h.box.x, y: 340, w: h.box.w, h: 130 });
    expect(yellow.cols.filter(Boolean).length).toBeGreaterThan(80);
    // And the shapes: the orb is bright in the middle of the subject area.
    const orb = (270 * 1280 + 1010) * 4; // (1010, 270): inside the orb (centre 1010,330, radius 140)
    expect((r.rgba[orb] ?? 0) + (r.rgba[orb + 1] ?? 0)).toBeGreaterThan(300);
  });

  it('refuses garbage with a DesignError', () => {
    const good = JSON.parse(JSON.stringify(lay())) as Record<string, unknown>;
    const garbage: unknown[] = [
      null,
      undefined,
      42,
      'design',
      [],
      {},
      { version: 2 },
      { ...good, version: 3 },
      { ...good, width: 1281 },
      { ...good, format: 'cinema' },
      { ...good, style: 'rétro' },
      { ...good, seed: -1 },
      { ...good, layers: [{ type: 'text' }] },
      { ...good, layers: [...(good.layers as unknown[]), { type: 'logo', id: 'logo', asset: uuid(1), corner: 'bottom-right', size: 0.1 }] },
      { ...good, background: { kind: 'procedural', recipe: 'flat', colors: ['red'] } },
      { ...good, layers: Array.from({ length: 61 }, (_, i) => ({ type: 'shape', id: `c-${i}`, shape: 'glow', x: 0, y: 0, r: 1, color: '#FFFFFF' })) },
      { version: 1 },
      { ...structuredClone(V1_DESIGN), headline: undefined },
      { ...structuredClone(V1_DESIGN), background: null },
    ];
    for (const g of garbage) expect(() => parseDesign(g), JSON.stringify(g)?.slice(0, 120)).toThrow(DesignError);
  });
});

describe('determinism', { timeout: 30_000 }, () => {
  it('the same input gives the same design and the same pixels', () => {
    for (const style of STYLE_IDS) {
      const a = lay({ style, seed: 77 });
      const b = lay({ style, seed: 77 });
      expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      expect(rasterize(a).rgba.equals(rasterize(b).rgba), style).toBe(true);
      // A stored design (JSON) draws the same pixels again.
      expect(rasterize(parseDesign(JSON.parse(JSON.stringify(a)))).rgba.equals(rasterize(a).rgba), style).toBe(true);
    }
  });

  it('other seeds of the same title give other palettes and placements, in every style', async () => {
    const small = async (d: Design): Promise<Buffer> => {
      const r = rasterize(d);
      return sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).resize(64, 36, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    };
    for (const style of STYLE_IDS) {
      const designs = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => lay({ style, seed }));
      const strip = (d: Design): string => JSON.stringify({ ...d, seed: 0 });
      expect(new Set(designs.map(strip)).size, style).toBe(designs.length);
      // Palettes: more than one background over 8 seeds; placements: the decoration or the headline moves.
      expect(new Set(designs.map((d) => JSON.stringify(d.background.colors))).size, `${style} palettes`).toBeGreaterThan(1);
      const placement = (d: Design): string => JSON.stringify(d.layers.map((l) => (l.type === 'text' ? [l.y, l.rotation] : l.type === 'shape' ? ('x' in l ? [l.x, l.y] : [l.from, l.to]) : l.id)));
      expect(new Set(designs.map(placement)).size, `${style} placements`).toBeGreaterThan(1);
      // Visibly different: mean absolute difference of a 64×36 thumbnail.
      const [a, b] = await Promise.all([small(designs[0] as Design), small(designs[1] as Design)]);
      let diff = 0;
      for (let i = 0; i < a.length; i++) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
      expect(diff / a.length, style).toBeGreaterThan(3);
    }
  });

  it('the 9:16 and 1:1 versions keep the 16:9 palette and accent', () => {
    for (const style of STYLE_IDS) {
      const hd = lay({ style, seed: 5 });
      for (const format of ['story', 'square'] as const) {
        const other = lay({ style, seed: 5, format });
        expect(other.background.colors, `${style}/${format}`).toEqual(hd.background.colors);
        expect(headline(other).highlight.color, `${style}/${format}`).toBe(headline(hd).highlight.color);
      }
    }
  });
});

describe('French typography (strings)', { timeout: 30_000 }, () => {
  it('uppercases keeping accents and cedillas', () => {
    expect(frenchHeadline('été à dakar')).toBe('ÉTÉ À DAKAR');
    expect(frenchHeadline('Ça')).toBe('ÇA');
    expect(frenchHeadline('noël, œuvre, maïs, hôpital')).toBe('NOËL, ŒUVRE, MAÏS, HÔPITAL');
    expect(frenchHeadline('été à dakar', 'asis')).toBe('été à dakar');
  });

  it('puts a narrow no-break space before ? ! : ; and inside « », not in times', () => {
    expect(frenchHeadline('Où ?')).toBe(`OÙ${NNBSP}?`);
    expect(frenchHeadline('Où?')).toBe(`OÙ${NNBSP}?`);
    expect(frenchHeadline('Attention : ça marche ; vraiment ! Enfin ?!')).toBe(`ATTENTION${NNBSP}: ÇA MARCHE${NNBSP}; VRAIMENT${NNBSP}! ENFIN${NNBSP}?!`);
    expect(frenchHeadline('"Défi"')).toBe(`«${NNBSP}DÉFI${NNBSP}»`);
    expect(frenchHeadline('« Défi »')).toBe(`«${NNBSP}DÉFI${NNBSP}»`);
    expect(frenchHeadline('«Défi»')).toBe(`«${NNBSP}DÉFI${NNBSP}»`);
    expect(frenchHeadline('Rendez-vous à 10:30')).toBe('RENDEZ-VOUS À 10:30');
    expect(frenchHeadline('5 000 F CFA')).toBe(`5${NNBSP}000 F CFA`);
    expect(frenchHeadline("l'été")).toBe('L’ÉTÉ');
  });

  it('cleans titles: emoji and control characters out, a French default when nothing is left', () => {
    expect(cleanTitle('🔥 Été   à Dakar 🔥')).toBe('Été à Dakar');
    expect(cleanTitle('')).toBe('Ma nouvelle vidéo');
    expect(cleanTitle('🔥🔥')).toBe('Ma nouvelle vidéo');
    expect(cleanTitle('? ! : début')).toBe('début');
  });

  it('glues numbers to their unit and punctuation to its word', () => {
    expect(tokenize(frenchHeadline('Gagner 5 000 F CFA en 24 h ?'))).toEqual(['GAGNER', `5${NNBSP}000${NBSP}F${NBSP}CFA`, 'EN', `24${NBSP}H${NNBSP}?`]);
    expect(tokenize(frenchHeadline('Perdre 10 kg en 15 minutes !'))).toEqual(['PERDRE', `10${NBSP}KG`, 'EN', `15${NBSP}MINUTES${NNBSP}!`]);
    expect(tokenize(frenchHeadline('Quoi ? ! Non … vraiment'))).toEqual([`QUOI${NNBSP}?${NNBSP}!`, 'NON…', 'VRAIMENT']);
    expect(tokenize(frenchHeadline('Le « vrai » prix'))).toEqual(['LE', `«${NNBSP}VRAI${NNBSP}»`, 'PRIX']);
    expect(tokenize(frenchHeadline('100 % gratuit – vraiment'))).toEqual([`100${NBSP}%`, `GRATUIT${NBSP}–`, 'VRAIMENT']);
    // The currency stays whole even without its number (« 1 million de F CFA »).
    expect(tokenize(frenchHeadline('1 million de F CFA en 30 jours'))).toEqual([`1${NBSP}MILLION`, 'DE', `F${NBSP}CFA`, 'EN', `30${NBSP}JOURS`]);
  });

  it('never starts a line with ? ! : ; , . » (many titles, every style and format)', () => {
    for (const sample of corpus()) {
      for (const line of headline(sample.design).lines) {
        expect(line, where(sample)).not.toMatch(/^[?!:;,.…»)\u202f\u00a0 ]/u);
        expect(line, where(sample)).not.toMatch(/[«(\u00a0 ]$/u);
      }
    }
  });

  it('keeps « 5 000 F CFA » and « 24 h » on one line with their number', () => {
    const titles = [
      'Comment j’ai gagné 5 000 F CFA en 24 h ?',
      'Gagner 5 000 F CFA par jour sans diplôme en 24 h',
      'Mon défi : vivre avec 5 000 F CFA pendant une semaine entière à Dakar',
      'Le marathon de 24 h le plus difficile du monde entier',
    ];
    for (const format of FORMAT_IDS) {
      for (const style of STYLE_IDS) {
        for (const [seed, title] of titles.entries()) {
          const lines = headline(lay({ style, format, title, seed })).lines;
          const where = `${format}/${style} ${JSON.stringify(lines)}`;
          for (const line of lines) {
            if (line.includes(`5${NNBSP}000`)) expect(line, where).toContain(`5${NNBSP}000${NBSP}F${NBSP}CFA`);
            if (/(^| )24/u.test(line)) expect(line, where).toContain(`24${NBSP}H`);
            expect(line, where).not.toMatch(/^(F|CFA|H)([ \u202f\u00a0]|$)/u);
          }
          expect(lines.join(' '), where).toMatch(/5\u202f000\u00a0F\u00a0CFA|24\u00a0H/u);
        }
      }
    }
  });

  it('breaks long titles over 2–4 lines on 16:9 (mostly 2–3) and never over 4 lines anywhere', () => {
    const long = corpus().filter((c) => c.format === 'hd' && tokenize(frenchHeadline(cleanTitle(c.title))).length >= 6);
    expect(long.length).toBeGreaterThan(300);
    for (const sample of long) {
      expect(headline(sample.design).lines.length, where(sample)).toBeGreaterThanOrEqual(2);
      expect(headline(sample.design).lines.length, where(sample)).toBeLessThanOrEqual(4);
    }
    // A fourth line on 16:9 is the exception that a phone needs, not the habit.
    const short = corpus().filter((c) => c.format === 'hd' && tokenize(frenchHeadline(cleanTitle(c.title))).length <= 4);
    expect(short.filter((s) => headline(s.design).lines.length === 4).length / short.length).toBeLessThan(0.25);
    for (const sample of corpus()) expect(headline(sample.design).lines.length, where(sample)).toBeLessThanOrEqual(4);
    // Too long for the minimum size: cut with « … », never mid-word without it.
    const cut = headline(lay({ title: LONG_140 }));
    expect(cut.lines.at(-1)).toMatch(/…$/u);
    expect(headline(lay({ title: 'x'.repeat(140) })).lines).toEqual([expect.stringMatching(/^X+…$/u)]);
  });

  it('cuts a word too long for the line at the minimum size with « … », inside its area', () => {
    for (const format of FORMAT_IDS) {
      for (const style of STYLE_IDS) {
        const h = headline(lay({ style, format, title: 'Anticonstitutionnellement' }));
        const area = h.fit!.box;
        expect(h.lines, `${format}/${style}`).toEqual([expect.stringMatching(/^ANTICONST[A-Z]*(…)?$/u)]);
        expect(h.box.x + h.box.w, `${format}/${style}`).toBeLessThanOrEqual(area.x + area.w);
      }
    }
  });

  // Known limitation, kept visible: when a word is too long for a line at the minimum size, it is
  // cut with « … » and every word after it is dropped (mini: « ANTICONSTITUTION… » alone). When
  // the engine keeps the following words, this test fails: turn it into a plain `it`.
  it('keeps the words that follow an over-long word', () => {
    const h = headline(lay({ style: 'mini', title: 'Anticonstitutionnellement : le mot le plus long de France' }));
    expect(h.lines.join(' ')).toContain('FRANCE');
  });

  it('emphasises numbers first, then superlatives, then the key noun, 1 to 3 words', () => {
    expect(pickEmphasis(['LES 10 MEILLEURES', 'ASTUCES DE 2025'])).toEqual(['10', '2025', 'MEILLEURES']);
    expect(pickEmphasis(['LES 10 ASTUCES'])).toEqual(['10']);
    expect(pickEmphasis(['LES 10 MEILLEURES ASTUCES'])).toEqual(['10', 'MEILLEURES']);
    expect(pickEmphasis(['LE SECRET LE PLUS', 'INCROYABLE DE DAKAR'])).toEqual(['SECRET', 'INCROYABLE']);
    expect(pickEmphasis(['UNE JOURNÉE AU MARCHÉ', 'DE SANDAGA'])).toEqual(['JOURNÉE']);
    expect(pickEmphasis([`GAGNER 5${NNBSP}000${NBSP}F${NBSP}CFA`])).toEqual([`5${NNBSP}000${NBSP}F${NBSP}CFA`]);
    expect(pickEmphasis(['VLOG'])).toEqual(['VLOG']);
    for (const sample of corpus()) {
      const h = headline(sample.design);
      const cores = h.lines.flatMap((l) => l.split(' ')).map(wordCore).filter(Boolean);
      const at = `${where(sample)} → ${JSON.stringify(h.highlight.words)}`;
      expect(h.highlight.words.length, at).toBeGreaterThanOrEqual(1);
      expect(h.highlight.words.length, at).toBeLessThanOrEqual(3);
      for (const w of h.highlight.words) expect(cores, at).toContain(w);
      if (cores.length >= 2) expect(h.highlight.words.length, at).toBeLessThanOrEqual(Math.floor(cores.length / 2));
    }
  });
});

describe('French typography (pixels)', { timeout: 30_000 }, () => {
  it('draws the accents of « ÉTÉ » above the capitals, in every font', () => {
    for (const family of FONT_FAMILIES) {
      const font = { family, weight: 400 };
      const capTop = firstTrue(scan(rasterize(textDesign(['ETE'], { font })), ink).rows);
      const accented = rasterize(textDesign(['ÉTÉ'], { font }));
      expect(firstTrue(scan(accented, ink).rows), family).toBeLessThan(capTop - 0.1 * 200);
      // Two accents, one over each E: two clusters of ink above the capitals.
      expect(clusters(scan(accented, ink, { x: 0, y: 0, w: 1280, h: capTop - 2 }).cols), family).toBe(2);
    }
  });

  it('draws the cedilla of « ÇA » below the baseline, in every font', () => {
    const baseline = 460;
    for (const family of FONT_FAMILIES as readonly FontFamily[]) {
      const font = { family, weight: 400 };
      const plain = scan(rasterize(textDesign(['CA'], { font })), ink);
      const cedilla = rasterize(textDesign(['ÇA'], { font }));
      expect(lastTrue(plain.rows), family).toBeLessThanOrEqual(baseline + 0.03 * 200);
      expect(lastTrue(scan(cedilla, ink).rows), family).toBeGreaterThan(baseline + 0.08 * 200);
      // Under the Ç, not under the A: the ink below the baseline stays within the C's columns.
      const cEnd = lastTrue(scan(rasterize(textDesign(['C'], { font })), ink).cols);
      const below = scan(cedilla, ink, { x: 0, y: baseline + 8, w: 1280, h: 200 });
      expect(firstTrue(below.cols), family).toBeGreaterThanOrEqual(100);
      expect(lastTrue(below.cols), family).toBeLessThanOrEqual(cEnd);
    }
  });

  it('leaves a visible narrow space between « OÙ » and « ? »', () => {
    const size = 200;
    const gap = (line: string): number => gapBetween(rasterize(textDesign([line], { highlight: { words: ['OÙ'], color: '#FF0000' } })), red, white, 'redThenWhite');
    const spaced = gap(frenchHeadline('Où ?'));
    const tight = gap('OÙ?');
    expect(spaced).toBeGreaterThanOrEqual(0.1 * size);
    expect(spaced - tight).toBeGreaterThanOrEqual(0.1 * size);
    expect(spaced - tight).toBeLessThanOrEqual(NNBSP_EM * size + 2);
  });

  it('leaves visible narrow spaces inside « DÉFI »', () => {
    const size = 200;
    const render = (line: string): Raster => rasterize(textDesign([line], { highlight: { words: ['DÉFI'], color: '#FF0000' } }));
    const spaced = render(frenchHeadline('"Défi"'));
    const tight = render('«DÉFI»');
    const before = gapBetween(spaced, white, red, 'whiteThenRed');
    const after = gapBetween(spaced, red, white, 'redThenWhite');
    expect(before).toBeGreaterThanOrEqual(0.1 * size);
    expect(after).toBeGreaterThanOrEqual(0.1 * size);
    expect(before - gapBetween(tight, white, red, 'whiteThenRed')).toBeGreaterThanOrEqual(0.1 * size);
    expect(after - gapBetween(tight, red, white, 'redThenWhite')).toBeGreaterThanOrEqual(0.1 * size);
  });

  it('draws the narrow spaces through the whole pipeline (layout → render), in every style', () => {
    for (const style of STYLE_IDS) {
      for (const [title, word, side] of [['Où ?', 'OÙ', 'q'], ['« Défi »', 'DÉFI', 'quotes']] as const) {
        const d = lay({ style, title, seed: 3 });
        const h = headline(d);
        expect(h.lines, style).toEqual([frenchHeadline(title)]);
        // Same layer, made measurable: upright, no outline or shadow, the word in red, alone on black.
        const flat: TextLayer = { ...h, rotation: 0, stroke: null, shadow: null, fill: '#FFFFFF', highlight: { words: [word], color: '#FF0000' } };
        const r = rasterize({ ...d, background: BLACK, layers: [{ ...flat, box: textInkBox(m, flat) }] });
        const min = 0.1 * h.size;
        expect(gapBetween(r, red, white, 'redThenWhite'), `${style} ${title}`).toBeGreaterThanOrEqual(min);
        if (side === 'quotes') expect(gapBetween(r, white, red, 'whiteThenRed'), `${style} ${title}`).toBeGreaterThanOrEqual(min);
      }
    }
  });
});

describe('the duration corner and the safe areas', { timeout: 30_000 }, () => {
  it('no text or logo pixel in the bottom-right 20 % × 20 %, for every style and format', async () => {
    const images = await logos(LOGO_ASPECTS);
    // The fast path reads exactly what rasterize() draws, in the whole frame and in the corner,
    // where a glow cast from outside it must show.
    const zone = cornerZone(1280, 720);
    const crop = (r: Raster, b: Box): Buffer => {
      const rows: Buffer[] = [];
      for (let y = b.y; y < b.y + b.h; y++) rows.push(Buffer.from(r.rgba.subarray((y * r.width + b.x) * 4, (y * r.width + b.x + b.w) * 4)));
      return Buffer.concat(rows);
    };
    const sample = textAndLogoOnly(lay({ style: 'gaming', title: LONG_140, logo: { asset: logoAsset(1), aspect: 1 } }));
    expect(Buffer.from(renderBox(sample, images, { x: 0, y: 0, w: 1280, h: 720 }).rgba).equals(rasterize(sample, images).rgba)).toBe(true);
    const glow = textDesign(['OUI'], { x: 860, y: 560, size: 100, shadow: { color: '#00E5FF', blur: 60, dx: 30, dy: 30 } });
    const glowBox = headline(glow).box;
    expect(glowBox.x + glowBox.w).toBeLessThan(zone.x);
    const glowCorner = renderBox(glow, noImages, zone);
    expect(nonBlack(glowCorner, { x: 0, y: 0, w: 256, h: 144 }).count).toBeGreaterThan(100);
    expect(Buffer.from(glowCorner.rgba).equals(crop(rasterize(glow), zone))).toBe(true);

    const failures: string[] = [];
    for (const s of corpus()) {
      const corner = cornerZone(s.design.width, s.design.height);
      const r = renderBox(textAndLogoOnly(s.design), images, corner);
      const { count, first } = nonBlack(r, { x: 0, y: 0, w: r.width, h: r.height });
      const at = first ? `${first[0] + Math.floor(corner.x)},${first[1] + Math.floor(corner.y)}` : '';
      if (count > 0) failures.push(`${where(s)}: ${count} px, le premier en ${at}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the headline off the subject, inside its margins, at or above the minimum size', () => {
    for (const s of corpus()) {
      const frame = frameTemplate(s.format, STYLES[s.style].headlineShare);
      const minSize = Math.round(STYLES[s.style].minSize * frame.textScale);
      const d = s.design;
      const h = headline(d);
      // The headline's area is the one its composition gave it (kept on the layer for editing).
      const area = h.fit!.box;
      const hull = rotatedBounds(h.box, h.rotation);
      const at = `${where(s)} ${d.composition?.id} ${JSON.stringify(hull)}`;
      // Off the subjects, except where the composition lays the words on the picture (full-bleed).
      if (d.composition?.id !== 'full-bleed') {
        for (const l of d.layers) if ((l.type === 'image' || l.type === 'picto') && l.role === 'subject') expect(intersects(hull, l.box), `${at} ${l.id}`).toBe(false);
      }
      // Upright ink inside the headline area (itself inside the frame's margins), give or take the
      // pixel that rounding the anchor and the ink box can add…
      expect(area.x, at).toBeGreaterThanOrEqual(frame.margin - 1);
      expect(area.x + area.w, at).toBeLessThanOrEqual(d.width - frame.margin + 1);
      expect(h.box.x, at).toBeGreaterThanOrEqual(area.x - 1);
      expect(h.box.y, at).toBeGreaterThanOrEqual(area.y - 1);
      expect(h.box.x + h.box.w, at).toBeLessThanOrEqual(area.x + area.w + 1);
      expect(h.box.y + h.box.h, at).toBeLessThanOrEqual(area.y + area.h + 1);
      // …and tilted ink (vlog, gaming, viral) at least half a margin from every edge.
      expect(hull.x, at).toBeGreaterThanOrEqual(frame.margin / 2);
      expect(hull.y, at).toBeGreaterThanOrEqual(frame.margin / 2);
      expect(hull.x + hull.w, at).toBeLessThanOrEqual(d.width - frame.margin / 2);
      expect(hull.y + hull.h, at).toBeLessThanOrEqual(d.height - frame.margin / 2);
      if (s.format === 'story') {
        // Shorts and TikTok draw their own buttons over the top 10 % and the bottom 20 %.
        expect(hull.y, at).toBeGreaterThanOrEqual(d.height * 0.1);
        expect(hull.y + hull.h, at).toBeLessThanOrEqual(d.height * 0.8);
      }
      expect(h.size, at).toBeGreaterThanOrEqual(minSize);
    }
  });
});

describe('files', { timeout: 30_000 }, () => {
  const isClean = async (file: Buffer, width: number, height: number): Promise<void> => {
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([width, height]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.hasAlpha).toBe(false);
    expect(file.length).toBeLessThan(MAX_JPEG_BYTES);
  };

  it('writes a clean 1280×720 JPEG under 2 MB and a WebP preview of at most 480 px', async () => {
    for (const style of STYLE_IDS) {
      const r = rasterize(lay({ style }));
      const { jpeg, quality } = await encodeJpeg(r.rgba, r.width, r.height);
      await isClean(jpeg, 1280, 720);
      expect(quality).toBeGreaterThanOrEqual(MIN_QUALITY);
    }
    for (const format of FORMAT_IDS) {
      const r = rasterize(lay({ format }));
      const meta = await sharp(await encodePreview(r.rgba, r.width, r.height)).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(480);
      expect((meta.width ?? 0) / (meta.height ?? 1)).toBeCloseTo(r.width / r.height, 1);
    }
  });

  it('stays under 2 MB at quality ≥ 70 for the longest title on the busiest design, in HD and 4K', async () => {
    // Pure noise behind 60 layers: 4K (the noise upscaled) pushes the encoder down to its quality floor.
    const noise = await noiseImage(1280, 720, 1);
    const bg = uuid(50);
    const base = lay({ title: LONG_140, style: 'gaming', background: { asset: bg } });
    expect(headline(base).text.length).toBeGreaterThan(130);
    const busy: Design = { ...base, background: { ...base.background, dim: 0 } as Background, layers: [...manyShapes(60 - base.layers.length, 1280, 720), ...base.layers] };
    expect(Design.safeParse(busy).success).toBe(true);
    for (const scale of [1, 3]) {
      const r = rasterize(busy, new Map([[bg, noise]]), scale);
      const { jpeg, quality } = await encodeJpeg(r.rgba, r.width, r.height);
      await isClean(jpeg, 1280 * scale, 720 * scale);
      expect(quality, `×${scale}`).toBeGreaterThanOrEqual(MIN_QUALITY);
    }
  });

  it('renders 4K (scale 3) at 3840×2160 with sharp vector layers', async () => {
    const d = lay({ style: 'viral' });
    const r = rasterize(d, noImages, 3);
    expect([r.width, r.height]).toEqual([3840, 2160]);
    expect(r.rgba.length).toBe(3840 * 2160 * 4);
    const { jpeg } = await encodeJpeg(r.rgba, r.width, r.height);
    await isClean(jpeg, 3840, 2160);
    // The same picture, three times larger: downscaled, it matches the HD render.
    const hd = rasterize(d);
    const down = await sharp(r.rgba, { raw: { width: 3840, height: 2160, channels: 4 } }).resize(1280, 720, { kernel: 'cubic' }).removeAlpha().raw().toBuffer();
    let diff = 0;
    for (let i = 0, j = 0; i < down.length; i += 3, j += 4) diff += Math.abs((down[i] ?? 0) - (hd.rgba[j] ?? 0));
    expect(diff / (down.length / 3)).toBeLessThan(6);
  });

  it('carries what « Améliorer » added (outline, veil) into the 9:16 and 1:1 versions', () => {
    const hd = lay({ style: 'mini', title: 'Le secret des brochettes', seed: 4 });
    const report: ScoreReport = { score: 50, checks: [{ id: 'contraste', label: 'Contraste du titre', status: 'faible', points: 5, max: 30, measure: 'ratio 1,2:1', advice: 'x', fixable: true }] };
    const improved = improveDesign(m, hd, report).design;
    const ih = headline(improved);
    expect(ih.stroke).not.toBeNull();
    for (const format of ['story', 'square'] as const) {
      const other = adaptDesign(m, improved, format);
      const oh = headline(other);
      expect(oh.stroke?.color, format).toBe(ih.stroke?.color);
      expect(oh.stroke!.width / oh.size, format).toBeCloseTo(ih.stroke!.width / ih.size, 1);
      const veil = other.layers.find((l) => l.id === 'voile');
      expect(veil, format).toBeDefined();
      expect(other.layers.indexOf(veil!), format).toBeLessThan(other.layers.indexOf(oh));
    }
    // Without « Améliorer », no veil appears out of nowhere.
    expect(adaptDesign(m, hd, 'story').layers.some((l) => l.id === 'voile')).toBe(false);
  });

  it('adapts a design to 9:16 and 1:1 by laying it out again, not by cropping', () => {
    for (const style of STYLE_IDS) {
      const hd = lay({ style, title: 'Les 10 meilleures astuces pour réussir sa chaîne YouTube', seed: 9, hints: { composition: 'side', side: 'right' } });
      const h = headline(hd);
      for (const format of ['story', 'square'] as const) {
        const other = adaptDesign(m, hd, format);
        const where = `${style}/${format}`;
        expect(Design.safeParse(other).success, where).toBe(true);
        expect([other.format, other.width, other.height], where).toEqual([format, FORMATS[format].width, FORMATS[format].height]);
        const oh = headline(other);
        expect(oh.text, where).toBe(h.text);
        expect(oh.highlight, where).toEqual(h.highlight);
        expect(other.background.colors, where).toEqual(hd.background.colors);
        // The whole headline is there (a crop of the 16:9 frame would cut it; the taller frame may
        // even show words the 16:9 one had to cut with « … »)…
        expect(oh.lines.join(' '), where).toContain(h.lines.join(' ').replace(/…$/u, ''));
        expect(oh.box.x, where).toBeGreaterThanOrEqual(0);
        expect(oh.box.x + oh.box.w, where).toBeLessThanOrEqual(other.width);
        // …laid out for the new frame: another shape of block or another place than in 16:9…
        const aspect = (b: Box): number => b.w / b.h;
        const rel = (b: Box, d: Design): [number, number] => [(b.x + b.w / 2) / d.width, (b.y + b.h / 2) / d.height];
        const [ax, ay] = rel(h.box, hd);
        const [bx, by] = rel(oh.box, other);
        const reshaped = Math.abs(Math.log(aspect(oh.box) / aspect(h.box))) > 0.1;
        const moved = Math.max(Math.abs(ax - bx), Math.abs(ay - by)) > 0.05;
        expect(reshaped || moved, `${where} ${JSON.stringify(h.box)} → ${JSON.stringify(oh.box)}`).toBe(true);
        // …and not the centre crop of the 16:9 frame, which would cut the headline on its left.
        const cropW = (hd.height * other.width) / other.height;
        const cropX = (hd.width - cropW) / 2;
        expect(h.box.x, where).toBeLessThan(cropX);
        const k = other.height / hd.height;
        const cropped = { x: (h.box.x - cropX) * k, y: h.box.y * k, w: h.box.w * k, h: h.box.h * k };
        expect(Math.abs(oh.box.x - cropped.x) + Math.abs(oh.box.y - cropped.y) + Math.abs(oh.box.w - cropped.w), where).toBeGreaterThan(0.05 * other.width);
        const r = rasterize(other);
        expect([r.width, r.height], where).toEqual([FORMATS[format].width, FORMATS[format].height]);
      }
    }
  });
});

describe('legibility score and « Améliorer »', { timeout: 30_000 }, () => {
  const good = (): Design => lay({ title: 'Été à Dakar', style: 'pro', seed: 1 });

  it('scores a good design ≥ 80 with nothing weak', () => {
    for (const d of [good(), lay({ title: 'Mon premier million', style: 'pro', seed: 2 })]) {
      const report = score(d);
      expect(report.score).toBeGreaterThanOrEqual(80);
      expect(report.checks.filter((c) => c.status === 'faible')).toEqual([]);
      for (const c of report.checks) if (c.status === 'ok') expect(c.advice).toBeNull();
    }
  });

  /** Improves, re-renders, re-scores: the named check gets better and so does the score. */
  function expectImproved(d: Design, id: CheckId, images: ReadonlyMap<string, LoadedImage> = noImages): { before: ScoreReport; after: ScoreReport; design: Design } {
    const before = score(d, images);
    expect(check(before, id).fixable, id).toBe(true);
    const { design, applied } = improveDesign(m, d, before);
    expect(applied.length, id).toBeGreaterThan(0);
    expect(Design.safeParse(design).success, id).toBe(true);
    const after = score(design, images);
    expect(RANK[check(after, id).status], `${id}: ${check(before, id).status} → ${check(after, id).status}`).toBeGreaterThan(RANK[check(before, id).status]);
    expect(after.score, id).toBeGreaterThan(before.score);
    return { before, after, design };
  }

  it('flags a white headline without outline on a near-white background, and « Améliorer » fixes it', () => {
    const base = lay({ title: 'Été à Dakar', style: 'mini', seed: 1 });
    const h = headline(base);
    const pale: TextLayer = { ...h, fill: '#FFFFFF', stroke: null, shadow: null, highlight: { ...h.highlight, color: '#FFFFFF' } };
    const d: Design = { ...base, background: { kind: 'procedural', recipe: 'flat', colors: ['#F4F4F4'], params: {} }, layers: base.layers.map((l) => (l.id === h.id ? pale : l)) };
    const report = score(d);
    const c = check(report, 'contraste');
    expect(c.status).toBe('faible');
    expect(c.advice).toMatch(/contour|fond/u);
    expect(report.score).toBeLessThan(score(base).score);
    const { design } = expectImproved(d, 'contraste');
    expect(headline(design).stroke?.width ?? 0).toBeGreaterThan(0);
  });

  it('flags a 12-word headline, and « Améliorer » leaves the words alone', () => {
    const title = 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain';
    const d = lay({ title, style: 'pro', seed: 3 });
    expect(countWords(headline(d).lines.join(' '))).toBe(12);
    const report = score(d);
    const c = check(report, 'mots');
    expect(c.status).toBe('faible');
    expect(c.fixable).toBe(false);
    expect(c.advice).toMatch(/5 mots/u);
    expect(report.score).toBeLessThan(score(good()).score);
    const improved = improveDesign(m, d, report).design;
    expect(headline(improved).text).toBe(headline(d).text);
    expect(headline(improved).lines.join(' ')).toBe(headline(d).lines.join(' '));
    expect(check(score(improved), 'mots')).toEqual(c);
  });

  it('flags a headline moved into the duration corner, and « Améliorer » takes it out', async () => {
    const d0 = good();
    const h = headline(d0);
    const dx = 1280 - 24 - (h.box.x + h.box.w);
    const dy = 720 - 24 - (h.box.y + h.box.h);
    const moved: TextLayer = { ...h, x: h.x + dx, y: h.y + dy, box: { ...h.box, x: h.box.x + dx, y: h.box.y + dy } };
    const d: Design = { ...d0, layers: d0.layers.map((l) => (l.id === h.id ? moved : l)) };
    // The user sees it: headline pixels under the duration badge.
    expect(nonBlack(rasterize(textAndLogoOnly(d)), cornerZone(1280, 720)).count).toBeGreaterThan(0);
    const c = check(score(d), 'coin');
    expect(c.status).toBe('faible');
    expect(c.advice).toMatch(/durée/u);
    const { design } = expectImproved(d, 'coin');
    expect(nonBlack(rasterize(textAndLogoOnly(design)), cornerZone(1280, 720)).count).toBe(0);
  });

  it('flags a tiny headline, and « Améliorer » makes it grow', () => {
    const d0 = good();
    const h = headline(d0);
    const tinySize = 24;
    const tiny: TextLayer = { ...h, size: tinySize, lineHeight: tinySize, stroke: h.stroke ? { ...h.stroke, width: 3 } : null };
    tiny.box = textInkBox(m, tiny);
    const d: Design = { ...d0, layers: d0.layers.map((l) => (l.id === h.id ? tiny : l)) };
    const c = check(score(d), 'taille');
    expect(c.status).toBe('faible');
    expect(c.advice).toMatch(/téléphone/u);
    const { design } = expectImproved(d, 'taille');
    expect(headline(design).size).toBeGreaterThan(tinySize * 2);
  });

  it('flags a small face, and « Améliorer » enlarges the subject', async () => {
    const asset = uuid(60);
    const images = new Map([[asset, await subjectImage()]]);
    // A person is laid out as the hero (its face at least 35 % of the height); made small by hand in the
    // editor (scaled to a quarter around the bottom of its place), its face is ~12 % of the frame's height.
    const laid = lay({ title: 'Été à Dakar', style: 'pro', seed: 1, hints: { composition: 'side' }, subject: { asset, width: 400, height: 600, face: { x: 160, y: 110, w: 80, h: 80 } } });
    const hero = laid.layers.find((l): l is ImageLayer => l.type === 'image')!;
    expect(hero.face!.h / 720).toBeGreaterThanOrEqual(0.35);
    const small = transformLayer(hero, { k: 0.27, ax: hero.box.x + hero.box.w / 2, ay: 720, dx: 0, dy: 0 }) as ImageLayer;
    const d = { ...laid, layers: laid.layers.map((l) => (l.id === hero.id ? small : l)) };
    const subject = d.layers.find((l): l is ImageLayer => l.type === 'image');
    expect((subject?.face?.h ?? 0) / 720).toBeLessThan(0.15);
    const c = check(score(d, images), 'visage');
    expect(c.status).toBe('faible');
    expect(c.advice).toMatch(/visage/u);
    const { design } = expectImproved(d, 'visage', images);
    const bigger = design.layers.find((l): l is ImageLayer => l.type === 'image');
    expect(bigger?.box.h ?? 0).toBeGreaterThan(subject?.box.h ?? 0);
    expect(intersects(bigger?.box ?? { x: 0, y: 0, w: 0, h: 0 }, rotatedBounds(headline(design).box, headline(design).rotation))).toBe(false);
  });
});

