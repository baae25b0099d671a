// The hand-traced true mattes of tests/fixtures/mattes (see its README): reading their SVG sources,
// rasterising them, and loading the committed PNGs with the photo crop each one belongs to.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export const mattesDir = path.join(import.meta.dirname, '..', 'fixtures', 'mattes');
export const photosDir = path.join(import.meta.dirname, '..', 'fixtures', 'photos');

/** What a traced shape is: the person's outline, their hair, sparse strands painted with partial alpha, or a gap in the person. */
export type ShapeRole = 'person' | 'hair' | 'wisps' | 'hole';

export interface MatteSource {
  name: string;
  photo: string;
  /** The part of the photo the matte covers, in photo pixels (the SVG's viewBox). */
  crop: { x: number; y: number; w: number; h: number };
  shapes: Array<{ role: ShapeRole; d: string; opacity: number }>;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

export function readMatteSource(file: string): MatteSource {
  const text = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(text)?.[0];
  if (!root) throw new Error(`${file}: no <svg> element`);
  const photo = attribute(root, 'data-photo');
  const box = attribute(root, 'viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  if (!photo || !box || box.length !== 4 || box.some((v) => !Number.isInteger(v))) throw new Error(`${file}: needs data-photo and an integer viewBox`);
  const shapes = [...text.matchAll(/<path\b[^>]*>/g)].map(([tag]) => {
    const role = attribute(tag, 'class') as ShapeRole | undefined;
    const d = attribute(tag, 'd');
    if (!role || !['person', 'hair', 'wisps', 'hole'].includes(role) || !d) throw new Error(`${file}: a path needs class="person|hair|wisps|hole" and d`);
    return { role, d, opacity: Number(attribute(tag, 'fill-opacity') ?? 1) };
  });
  const [x, y, w, h] = box as [number, number, number, number];
  return { name: path.basename(file, '.svg'), photo, crop: { x, y, w, h }, shapes };
}

export const matteSources = () =>
  readdirSync(mattesDir)
    .filter((f) => f.endsWith('.svg'))
    .sort()
    .map((f) => readMatteSource(path.join(mattesDir, f)));

function svgOf(source: MatteSource, body: string) {
  const { x, y, w, h } = source.crop;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#000"/>${body}</svg>`,
  );
}

/** The true alpha (8 bits, 1–2 px anti-aliased edge) and the hair mask (0 or 255) of one traced source. */
export async function rasterise(source: MatteSource): Promise<{ alpha: Buffer; hair: Buffer }> {
  const fill = (role: ShapeRole, colour: string, withOpacity: boolean) =>
    source.shapes
      .filter((s) => s.role === role)
      .map((s) => `<path d="${s.d}" fill="${colour}"${withOpacity && s.opacity < 1 ? ` fill-opacity="${s.opacity}"` : ''}/>`)
      .join('');
  // Order matters: strands are painted over the background only, holes cut through everything.
  const alphaSvg = svgOf(source, fill('wisps', '#fff', true) + fill('person', '#fff', false) + fill('hair', '#fff', false) + fill('hole', '#000', false));
  const hairSvg = svgOf(source, fill('wisps', '#fff', false) + fill('hair', '#fff', false) + fill('hole', '#000', false));
  const { w, h } = source.crop;
  const alphaRaw = await sharp(alphaSvg, { density: 72 }).removeAlpha().extractChannel(0).raw().toBuffer();
  const alpha = await sharp(alphaRaw, { raw: { width: w, height: h, channels: 1 } })
    .blur(0.5)
    .toColourspace('b-w')
    .png()
    .toBuffer();
  const hairRaw = await sharp(hairSvg, { density: 72 }).removeAlpha().extractChannel(0).raw().toBuffer();
  for (let i = 0; i < hairRaw.length; i++) hairRaw[i] = hairRaw[i]! >= 128 ? 255 : 0;
  const hair = await sharp(hairRaw, { raw: { width: w, height: h, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
  return { alpha, hair };
}
