// The home-screen icons of the web app manifest (client/public/manifest.webmanifest), drawn by sharp
// from our own logo, client/public/favicon.svg, at every build: no picture of it is kept in git to
// drift from the logo, and sharp is a dependency already.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The logo's square, corners squared, and its letter scaled about the centre: a launcher masks a
 * maskable icon to its own shape (a circle, a squircle…) and promises to keep only the centre circle
 * of 80 % of the width whole. At `scale` 0.8 the letter's corners stay 18 units of 64 from the centre,
 * inside that circle's 25.6. iOS rounds the corners of an apple-touch-icon itself: the same art.
 */
export function fullBleedLogo(logoSvg, scale = 0.8) {
  const squared = logoSvg.replace(/<rect ([^>]*?) rx="[\d.]+"/, '<rect $1');
  const letter = /<path [^>]*\/>/.exec(squared)?.[0];
  if (squared === logoSvg || !letter) throw new Error('favicon.svg is no longer a rounded square with one path: update build-icons.mjs');
  const offset = 32 * (1 - scale);
  return squared.replace(letter, `<g transform="translate(${offset} ${offset}) scale(${scale})">${letter}</g>`);
}

/** What the manifest and the pages name, file by file: size in pixels and which art. */
export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, art: 'logo' },
  { file: 'icons/icon-512.png', size: 512, art: 'logo' },
  { file: 'icons/icon-maskable-512.png', size: 512, art: 'full-bleed' },
  { file: 'apple-touch-icon.png', size: 180, art: 'full-bleed' },
];

/** Writes every icon into `outDir` (dist/client). Palette PNGs: the logo has two colours and their edges. */
export async function buildIcons(outDir = path.join(root, 'dist', 'client')) {
  const logo = readFileSync(path.join(root, 'client', 'public', 'favicon.svg'), 'utf8');
  const arts = { logo, 'full-bleed': fullBleedLogo(logo) };
  for (const icon of ICONS) {
    // The SVG is 64 units wide: a density of 72 × size / 64 draws it at `size` pixels, sharp at once.
    const png = await sharp(Buffer.from(arts[icon.art]), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toBuffer();
    const file = path.join(outDir, icon.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildIcons();
