import { PictogramName } from '../../shared/engine/model/design';
import { pictogramSvg } from './library';

/** A pictogram as a standalone SVG file for the browser (512 px intrinsic size, so <img> and canvas draw it sharp). */
export function pictogramSvgFile(name: string): string | null {
  if (!PictogramName.safeParse(name).success) return null;
  const svg = pictogramSvg(name);
  if (!svg) return null;
  return svg.replace(/<svg\b([^>]*)>/, (_, attrs: string) => `<svg${attrs.replace(/\s(width|height)="[^"]*"/g, '')} width="512" height="512">`);
}
