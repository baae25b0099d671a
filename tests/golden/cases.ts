/**
 * Golden images of the MGX3 engine: a fixed set of designs whose rendering is compared with
 * reference PNG files (tests/golden/refs). Imported by the test (tests/unit/golden.test.ts) and by
 * the script that rewrites the references on purpose (`npm run golden:update`, scripts/golden.ts).
 *
 * Everything here is deterministic: fixed titles and seeds, images built from code (no files, no
 * randomness), so a difference means the engine draws differently.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import type { LoadedImage, Measurer } from '../../shared/engine/render/canvas';
import { parseDesign } from '../../shared/engine/model/design';
import type { Design } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { decodeImage, makeWayOnServer, rasterize } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramAspect, pictogramSvg } from '../../server/pictograms/library';

export const GOLDEN_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REFS_DIR = path.join(GOLDEN_DIR, 'refs');
/** Actual and diff images of failed comparisons (gitignored). */
export const OUT_DIR = path.join(GOLDEN_DIR, 'out');
/** pixelmatch's per-pixel colour threshold (0..1, perceptual YIQ distance). */
export const PIXEL_THRESHOLD = 0.1;
/** A case fails when more than this share of its pixels differ. */
export const MAX_DIFF_SHARE = 0.002;
/** The committed references must stay small. */
export const MAX_REFS_BYTES = 3 * 1024 * 1024;
export const UPDATE_HINT = 'Si le changement de rendu est voulu, régénérez les références exprès avec `npm run golden:update` et relisez les PNG avant de les committer.';

/**
 * A design saved by the version 1 engine (issue 2): one Anton headline, a « beam-gradient »
 * background in pixels of the 1280×720 frame and untyped shapes (« burst » became « rays »).
 */
export const V1_DESIGN = {
  version: 1,
  width: 1280,
  height: 720,
  style: 'pro',
  seed: 424242,
  background: {
    kind: 'beam-gradient',
    colors: ['#0E1E45', '#03050C'],
    angle: 35,
    beam: { topX: 420, topWidth: 120, bottomX: 760, bottomWidth: 420, color: '#FFF6CC', opacity: 0.14 },
    vignette: 0.65,
  },
  headline: {
    text: 'L’été à Dakar : le vrai prix',
    lines: ['L’ÉTÉ À DAKAR\u202f:', 'LE VRAI PRIX'],
    fontFamily: 'Anton',
    fontSize: 112,
    x: 72,
    y: 318,
    lineHeight: 122,
    fill: '#FFFFFF',
    stroke: '#000000',
    strokeWidth: 14,
    accent: '#FFD400',
    emphasis: ['PRIX'],
    box: { x: 60, y: 200, w: 560, h: 262 },
    shadow: { color: 'rgba(0,0,0,0.55)', blur: 18, offsetX: 0, offsetY: 6 },
  },
  shapes: [
    { kind: 'glow', x: 1010, y: 330, r: 300, color: '#FFD400', opacity: 0.5 },
    { kind: 'burst', r0: 150, r1: 290, rays: 16, rotation: 8, color: '#FFFFFF', opacity: 0.2, x: 1010, y: 330 },
    { kind: 'orb', x: 1010, y: 330, r: 140, colors: ['#FFF2B3', '#FFD400', '#665500'] },
    { kind: 'ring', x: 1010, y: 330, r: 160, lineWidth: 4, color: '#FFFFFF', opacity: 0.55 },
  ],
} as const;

/** Asset ids of the images built below. */
export const SUBJECT_ASSET = '5b0c7a52-1f1e-4c1b-9a57-2d8e4f6a0b11';
export const LOGO_ASSET = '9e3d2c41-7b6a-4f58-8e19-0c2b3a4d5e6f';

/** RGBA pixels from a function of the pixel (deterministic drawings without any image file). */
export async function paintImage(width: number, height: number, paint: (x: number, y: number) => readonly [number, number, number, number]): Promise<LoadedImage> {
  const raw = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = paint(x, y);
      const i = (y * width + x) * 4;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = a;
    }
  }
  const png = await sharp(raw, { raw: { width, height, channels: 4 } }).png({ compressionLevel: 1 }).toBuffer();
  return decodeImage(png);
}

/** A cut-out « person »: head and shoulders on a transparent background, 400×600. */
export function subjectImage(): Promise<LoadedImage> {
  return paintImage(400, 600, (x, y) => {
    const head = (x - 200) ** 2 / 95 ** 2 + (y - 190) ** 2 / 120 ** 2 <= 1;
    const body = (x - 200) ** 2 / 190 ** 2 + (y - 600) ** 2 / 260 ** 2 <= 1;
    if (head) return [224, 172, 128, 255];
    if (body) return [40, 90, 200, 255];
    return [0, 0, 0, 0];
  });
}

/** A round badge logo, 200×200. */
export function logoImage(): Promise<LoadedImage> {
  return paintImage(200, 200, (x, y) => {
    const d = Math.hypot(x - 100, y - 100);
    if (d > 98) return [0, 0, 0, 0];
    return d > 80 ? [255, 255, 255, 255] : [215, 25, 32, 255];
  });
}

export interface GoldenScene {
  design: Design;
  images: ReadonlyMap<string, LoadedImage>;
}

export interface GoldenCase {
  /** File name of the reference, without extension. */
  name: string;
  build(m: Measurer): Promise<GoldenScene>;
}

const noImages: ReadonlyMap<string, LoadedImage> = new Map();

/** A composition drawn with its pictograms (the very SVG files the worker draws, from the npm packages). */
const composed = (name: string, input: Parameters<typeof layoutDesign>[1], icons: string[]): GoldenCase => ({
  name,
  build: async (m) => {
    const design = layoutDesign(m, { ...input, subjects: icons.map((icon) => ({ kind: 'picto', icon, aspect: pictogramAspect(icon) ?? 1 })) });
    return { design, images: await pictoImages(design, pictogramSvg) };
  },
});
const laid = (name: string, input: Parameters<typeof layoutDesign>[1]): GoldenCase => ({
  name,
  build: async (m) => ({ design: layoutDesign(m, input), images: noImages }),
});

export const GOLDEN_CASES: readonly GoldenCase[] = [
  laid('hd-pro', { title: 'Comment j’ai gagné 5 000 F CFA en 24 h ?', prompt: 'argent, business', style: 'pro', seed: 11 }),
  laid('hd-mini', { title: 'Été à Dakar : le « Défi » ultime', prompt: '', style: 'mini', seed: 12 }),
  laid('hd-vlog', { title: 'Où manger le meilleur thiéboudienne ?', prompt: 'cuisine', style: 'vlog', seed: 13, topic: 'cuisine' }),
  laid('hd-gaming', { title: 'Ça passe ou ça casse : 100 % boss !', prompt: 'jeu', style: 'gaming', seed: 14 }),
  laid('hd-actu', { title: 'Côte d’Ivoire : ce qui change le 1er janvier', prompt: 'afrique', style: 'actu', seed: 15 }),
  laid('hd-viral', { title: 'J’ai testé le pire resto de Dakar !', prompt: 'choc', style: 'viral', seed: 16 }),
  laid('story-vlog', { title: 'Une journée au marché de Sandaga', prompt: 'marche', style: 'vlog', seed: 17, format: 'story' }),
  laid('square-actu', { title: 'Le vrai prix du ciment en 2025', prompt: 'economie', style: 'actu', seed: 18, format: 'square' }),
  {
    name: 'hd-pro-sujet-logo',
    build: async (m) => {
      const [subject, logo] = await Promise.all([subjectImage(), logoImage()]);
      const design = layoutDesign(m, {
        title: 'Mon premier million à 25 ans',
        prompt: 'finance',
        style: 'pro',
        seed: 19,
        subject: { asset: SUBJECT_ASSET, width: 400, height: 600, face: { x: 105, y: 70, w: 190, h: 240 } },
        logo: { asset: LOGO_ASSET, aspect: 1 },
      });
      return { design, images: new Map([[SUBJECT_ASSET, subject], [LOGO_ASSET, logo]]) };
    },
  },
  // One case per composition, each in another style, with the scene of its topic behind the subject.
  composed('compo-side', { title: 'Mon premier million à 25 ans', prompt: '', style: 'pro', seed: 21, topic: 'argent', hints: { composition: 'side', side: 'right' } }, ['minia:billets-fcfa']),
  composed('compo-big-number', { title: '7 astuces pour économiser', prompt: '', style: 'mini', seed: 22, topic: 'argent', hints: { composition: 'big-number', side: 'right' } }, ['minia:pieces-fcfa']),
  composed('compo-versus', { title: 'Sénégal vs Côte d’Ivoire', prompt: '', style: 'viral', seed: 23, topic: 'football', hints: { composition: 'versus' } }, ['flag:sn', 'flag:ci']),
  composed('compo-before-after', { title: 'Ma chambre avant / après', prompt: '', style: 'vlog', seed: 24, topic: 'maison', hints: { composition: 'before-after' } }, ['fluent:bed']),
  composed('compo-question', { title: 'Qui est le meilleur joueur ?', prompt: '', style: 'gaming', seed: 25, topic: 'jeux', hints: { composition: 'question', side: 'left' } }, ['fluent:video-game']),
  composed('compo-top-list', { title: 'Top 5 des villes les plus chères', prompt: '', style: 'actu', seed: 26, topic: 'ville', hints: { composition: 'top-list', side: 'right' } }, ['minia:ville']),
  composed('compo-reaction', { title: 'J’ai testé le pire burger de Dakar', prompt: '', style: 'viral', seed: 27, topic: 'cuisine', reaction: 'fluent:face-screaming-in-fear', hints: { composition: 'reaction', side: 'right' } }, ['fluent:hamburger']),
  composed('compo-full-bleed', { title: 'Le derby de Dakar', prompt: '', style: 'pro', seed: 28, topic: 'football', hints: { composition: 'full-bleed', side: 'right' } }, ['fluent:soccer-ball']),
  { name: 'v1-pro', build: async () => ({ design: parseDesign(structuredClone(V1_DESIGN)), images: noImages }) },
];

export interface Rendered {
  rgba: Buffer;
  width: number;
  height: number;
}

/**
 * The golden image of a case: the full-resolution render, halved by averaging each 2×2 block (in
 * plain code, so it is exact everywhere). Lossless full-resolution references would weigh ~5 MB;
 * halved they stay well under the 3 MB budget and still show any change of layout, colour or glyph.
 */
export const REF_REDUCTION = 2;

export async function renderCase(c: GoldenCase, m: Measurer): Promise<Rendered> {
  const { design, images } = await c.build(m);
  // As the product draws it: after the layout pass.
  return reduce(rasterize(makeWayOnServer(design, images), images), REF_REDUCTION);
}

export function reduce(r: Rendered, k: number): Rendered {
  const width = Math.floor(r.width / k);
  const height = Math.floor(r.height / k);
  const out = Buffer.alloc(width * height * 4);
  const n = k * k;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < k; dy++) for (let dx = 0; dx < k; dx++) sum += r.rgba[((y * k + dy) * r.width + x * k + dx) * 4 + c] ?? 0;
        out[(y * width + x) * 4 + c] = Math.round(sum / n);
      }
    }
  }
  return { rgba: out, width, height };
}

export function refPath(name: string): string {
  return path.join(REFS_DIR, `${name}.png`);
}

/** Lossless PNG of a golden image (alpha dropped: every frame is opaque; no palette: sharp's palette mode is lossy). */
export function encodePng(r: Rendered): Promise<Buffer> {
  return sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha().png({ compressionLevel: 9, adaptiveFiltering: true, palette: false }).toBuffer();
}

export interface Comparison {
  name: string;
  /** Why the case fails, or null when it matches. */
  failure: string | null;
  diffPixels: number;
  share: number;
}

/**
 * Compares a render with its reference (pixelmatch, anti-aliasing ignored). On failure the actual
 * image and a diff image go to tests/golden/out/.
 */
export async function compareWithRef(name: string, actual: Rendered): Promise<Comparison> {
  const file = refPath(name);
  if (!existsSync(file)) return saveFailure(name, actual, null, `référence absente (${path.relative(process.cwd(), file)})`, 0, 1);
  const ref = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  if (ref.info.width !== actual.width || ref.info.height !== actual.height) {
    return saveFailure(name, actual, null, `taille ${actual.width}×${actual.height}, la référence fait ${ref.info.width}×${ref.info.height}`, 0, 1);
  }
  const diff = Buffer.alloc(actual.width * actual.height * 4);
  const diffPixels = pixelmatch(ref.data, actual.rgba, diff, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const share = diffPixels / (actual.width * actual.height);
  if (share <= MAX_DIFF_SHARE) {
    // A case that passes again leaves no stale failure images behind.
    for (const f of [`${name}.actual.png`, `${name}.diff.png`]) rmSync(path.join(OUT_DIR, f), { force: true });
    return { name, failure: null, diffPixels, share };
  }
  const pct = (share * 100).toFixed(3);
  return saveFailure(name, actual, diff, `${diffPixels} pixels différents (${pct} % > ${MAX_DIFF_SHARE * 100} %)`, diffPixels, share);
}

async function saveFailure(name: string, actual: Rendered, diff: Buffer | null, why: string, diffPixels: number, share: number): Promise<Comparison> {
  mkdirSync(OUT_DIR, { recursive: true });
  const actualFile = path.join(OUT_DIR, `${name}.actual.png`);
  writeFileSync(actualFile, await encodePng(actual));
  const files = [path.relative(process.cwd(), actualFile)];
  if (diff) {
    const diffFile = path.join(OUT_DIR, `${name}.diff.png`);
    writeFileSync(diffFile, await sharp(diff, { raw: { width: actual.width, height: actual.height, channels: 4 } }).png().toBuffer());
    files.push(path.relative(process.cwd(), diffFile));
  }
  return { name, failure: `golden « ${name} » : ${why} — voir ${files.join(' et ')}. ${UPDATE_HINT}`, diffPixels, share };
}
