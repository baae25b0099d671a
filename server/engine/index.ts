/**
 * MiniaLab local render engine: title + style + seed → layered Design →
 * 1280×720 JPEG (+ WebP preview). Everything is deterministic in the input.
 */
import { encodeThumbnail } from './encode.ts';
import { layoutDesign } from './layout.ts';
import { renderDesign } from './render.ts';
import type { Design, RenderInput } from './types.ts';

export type { Design, HeadlineBox, HeadlineShadow, RenderInput, StyleId } from './types.ts';
export { layoutDesign } from './layout.ts';
export { renderDesign } from './render.ts';
export { encodeThumbnail, MAX_JPEG_BYTES } from './encode.ts';
export { STYLES, STYLE_IDS, isStyleId } from './styles.ts';
export { CORNER, HEIGHT, WIDTH, intersectsCorner } from './frame.ts';
export { shapeBounds } from './shapes.ts';
export { DEFAULT_TITLE } from './typography.ts';

/** Bump when the same Design would render different pixels (or layout changes). */
export const ENGINE_VERSION = 'local-1.0.0';

export async function renderThumbnail(
  input: RenderInput,
): Promise<{ design: Design; jpeg: Buffer; preview: Buffer; width: 1280; height: 720 }> {
  const design = layoutDesign(input);
  const { jpeg, preview } = await encodeThumbnail(renderDesign(design), design.width, design.height);
  return { design, jpeg, preview, width: design.width, height: design.height };
}
