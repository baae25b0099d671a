import type { RequestHandler } from 'express';
import { PictogramName } from '../../shared/engine/model/design';
import { pictogramSvg } from './library';

/** A pictogram as a standalone SVG file for the browser (512 px intrinsic size, so <img> and canvas draw it sharp). */
export function pictogramSvgFile(name: string): string | null {
  if (!PictogramName.safeParse(name).success) return null;
  const svg = pictogramSvg(name);
  if (!svg) return null;
  return svg.replace(/<svg\b([^>]*)>/, (_, attrs: string) => `<svg${attrs.replace(/\s(width|height)="[^"]*"/g, '')} width="512" height="512">`);
}

/** GET /pictos/:set/:name.svg — every namespace the library knows (`fluent`, `flag`, our `minia`). */
export const servePictogram: RequestHandler<{ set: string; name: string }> = (req, res) => {
  const svg = pictogramSvgFile(`${req.params.set}:${req.params.name}`);
  if (!svg) {
    res.status(404).json({ error: 'Pictogramme introuvable.' });
    return;
  }
  res.setHeader('Cache-Control', 'public, max-age=604800');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // An SVG of our own or from our packages, served as an image: no script runs when drawn on a canvas or in <img>.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  res.type('image/svg+xml').send(svg);
};
