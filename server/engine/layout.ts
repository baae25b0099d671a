import { getMeasureContext, HEADLINE_FONT_FAMILY } from './fonts.ts';
import { HEIGHT, intersectsCorner, SAFE_MARGIN, WIDTH } from './frame.ts';
import { hashString, mulberry32, normalizeSeed, pick } from './prng.ts';
import type { Rng } from './prng.ts';
import { isStyleId, STYLES } from './styles.ts';
import type { Palette, StyleSpec } from './styles.ts';
import { cleanTitle, frenchHeadline, pickEmphasis, tokenize, typeset } from './typography.ts';
import type { Design, HeadlineBox, RenderInput } from './types.ts';

/** Lowercase, accent-free words of the prompt, to match palette tags. */
function promptWords(prompt: string): Set<string> {
  const plain = (prompt ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new Set(plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/**
 * The prompt only nudges the palette: a palette whose tags match a prompt
 * word wins 3 times out of 4, otherwise the seed decides alone.
 */
function choosePalette(rng: Rng, style: StyleSpec, prompt: string): Palette {
  const words = promptWords(prompt);
  const matching = style.palettes.filter((p) => p.tags.some((t) => words.has(t)));
  const roll = rng();
  return matching.length > 0 && roll < 0.75 ? pick(rng, matching) : pick(rng, style.palettes);
}

/** Lay out a thumbnail: pure and deterministic in (title, prompt, style, seed). */
export function layoutDesign(input: RenderInput): Design {
  if (!isStyleId(input.style)) throw new Error(`render engine: unknown style ${JSON.stringify(input.style)}`);
  const style = STYLES[input.style];
  const seed = normalizeSeed(input.seed);
  // Mixing the style in keeps "seed 7 in pro" and "seed 7 in vlog" unrelated.
  const rng = mulberry32(seed ^ hashString(input.style));
  const palette = choosePalette(rng, style, input.prompt);
  const accent = pick(rng, palette.accents ?? style.accents);
  const anchor = pick(rng, style.anchors);

  const marginX = Math.max(SAFE_MARGIN, style.region.marginX);
  const marginY = Math.max(SAFE_MARGIN, style.region.marginY);
  const region: HeadlineBox = { x: marginX, y: marginY, w: Math.floor(WIDTH * style.region.rightRatio) - marginX, h: HEIGHT - 2 * marginY };

  const text = frenchHeadline(cleanTitle(input.title));
  const ts = typeset(getMeasureContext(), tokenize(text), {
    family: HEADLINE_FONT_FAMILY,
    maxWidth: region.w,
    maxHeight: region.h,
    minSize: style.minFontSize,
    maxSize: style.maxFontSize,
    strokeRatio: style.text.strokeRatio,
    maxLines: 3,
  });

  const blockH = ts.top + ts.bottom;
  const x = Math.round(region.x + ts.left);
  const y = Math.round(region.y + (region.h - blockH) * anchor + ts.top);
  const box: HeadlineBox = {
    x: Math.floor(x - ts.left),
    y: Math.floor(y - ts.top),
    w: Math.ceil(ts.left + ts.right),
    h: Math.ceil(blockH),
  };
  // Structural guarantee (text lives in the left ~62 %), asserted so that a
  // future style with a different region cannot silently break it.
  if (intersectsCorner(box)) throw new Error('render engine: headline overlaps the duration badge corner');

  const shadow = style.text.shadow;
  const scene = { rng, palette, accent, headline: box };
  return {
    version: 1,
    width: WIDTH,
    height: HEIGHT,
    style: input.style,
    seed,
    background: style.background(scene),
    headline: {
      text,
      lines: ts.lines,
      fontFamily: HEADLINE_FONT_FAMILY,
      fontSize: ts.fontSize,
      x,
      y,
      lineHeight: ts.lineHeight,
      fill: palette.ink ?? style.text.fill,
      stroke: palette.outline ?? style.text.stroke,
      strokeWidth: ts.strokeWidth,
      accent,
      emphasis: pickEmphasis(ts.lines),
      box,
      ...(shadow && {
        shadow: {
          color: shadow.color,
          blur: Math.round(ts.fontSize * shadow.blurRatio),
          offsetX: 0,
          offsetY: Math.round(ts.fontSize * shadow.offsetRatio),
        },
      }),
    },
    shapes: style.shapes(scene),
  };
}
