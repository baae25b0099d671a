import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';

/**
 * Family name stored in designs. We register the bundled TTF under its public
 * Google Fonts name so a stored Design stays meaningful to a browser editor.
 */
export const HEADLINE_FONT_FAMILY = 'Anton';

let registered = false;
let measureCtx: SKRSContext2D | undefined;

function antonPath(): string {
  // Resolve through the package so the path works in dev, tests and bundles.
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('@expo-google-fonts/anton/package.json');
  return join(dirname(pkg), '400Regular', 'Anton_400Regular.ttf');
}

/** Registers Anton once per process (Skia keeps it globally). */
export function ensureFonts(): void {
  if (registered) return;
  const key = GlobalFonts.registerFromPath(antonPath(), HEADLINE_FONT_FAMILY);
  if (key === null) throw new Error(`render engine: could not register ${HEADLINE_FONT_FAMILY} font`);
  registered = true;
}

/** CSS font shorthand for the canvas; integer sizes keep layouts reproducible. */
export function fontString(family: string, size: number): string {
  return `${size}px "${family}"`;
}

/**
 * A tiny shared context used only for measureText during layout: creating a
 * canvas per measurement would dominate layout time.
 */
export function getMeasureContext(): SKRSContext2D {
  ensureFonts();
  measureCtx ??= createCanvas(8, 8).getContext('2d');
  return measureCtx;
}
