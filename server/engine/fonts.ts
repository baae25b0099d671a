import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { FONT_FILES, type FontFile } from '../../shared/engine/render/fonts';

const require = createRequire(import.meta.url);

/** Path of a shipped font file, resolved through its npm package (works in dev, tests and builds). */
export function fontPath(file: FontFile): string {
  return join(dirname(require.resolve(`${file.pkg}/package.json`)), file.path);
}

let registered = false;

/** Registers the curated fonts in Skia once per process, under the names designs use. */
export function ensureFonts(): void {
  if (registered) return;
  for (const file of FONT_FILES) {
    if (GlobalFonts.registerFromPath(fontPath(file), file.family) === null) throw new Error(`moteur: police ${file.family} introuvable`);
  }
  registered = true;
}
