import type { FontFamily } from '../model/design';

/**
 * The curated fonts, shipped as TTF files from `@expo-google-fonts/*` (SIL Open Font Licence, texts
 * in licenses/). The same files are registered in Skia on the server and loaded with FontFace in the
 * browser, under the same family names, so a design measures and draws the same on both sides.
 * Every one has the French letters (É È Ê À Ç Œ « » …); none but Inter has the narrow no-break space,
 * which is why text.ts draws that space itself instead of asking the font.
 */
export interface FontFile {
  family: FontFamily;
  weight: number;
  /** npm package and path inside it. */
  pkg: string;
  path: string;
  /** Public URL under which the server serves the file to the browser. */
  url: string;
  licence: string;
}

function font(family: FontFamily, weight: number, pkg: string, file: string, licence: string): FontFile {
  const dir = file.replace(/^[A-Za-z]+_/, '').replace(/\.ttf$/, '');
  return { family, weight, pkg: `@expo-google-fonts/${pkg}`, path: `${dir}/${file}`, url: `/fonts/${file}`, licence };
}

export const FONT_FILES: readonly FontFile[] = [
  font('Anton', 400, 'anton', 'Anton_400Regular.ttf', 'licenses/Anton-OFL.txt'),
  font('Oswald', 700, 'oswald', 'Oswald_700Bold.ttf', 'licenses/Oswald-OFL.txt'),
  font('Montserrat', 800, 'montserrat', 'Montserrat_800ExtraBold.ttf', 'licenses/Montserrat-OFL.txt'),
  font('Fredoka', 700, 'fredoka', 'Fredoka_700Bold.ttf', 'licenses/Fredoka-OFL.txt'),
  font('Russo One', 400, 'russo-one', 'RussoOne_400Regular.ttf', 'licenses/RussoOne-OFL.txt'),
  font('Archivo Black', 400, 'archivo-black', 'ArchivoBlack_400Regular.ttf', 'licenses/ArchivoBlack-OFL.txt'),
  font('Inter', 800, 'inter', 'Inter_800ExtraBold.ttf', 'licenses/Inter-OFL.txt'),
];

/** The file that draws a family at a weight (the nearest shipped weight). */
export function fontFileFor(family: FontFamily, weight: number): FontFile {
  const candidates = FONT_FILES.filter((f) => f.family === family);
  const best = candidates.sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
  if (!best) throw new Error(`police inconnue: ${family}`);
  return best;
}

/**
 * The canvas `font` shorthand. Each family is registered with a single weight, so the weight is
 * left out: asking Skia or Chromium for another weight would make one of them synthesise bold.
 */
export function fontString(family: FontFamily, size: number): string {
  return `${Math.round(size * 100) / 100}px "${family}"`;
}
