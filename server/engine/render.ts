import { createCanvas } from '@napi-rs/canvas';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBackground } from './backgrounds.ts';
import { ensureFonts, fontString } from './fonts.ts';
import { drawShape } from './shapes.ts';
import { splitEmphasis } from './typography.ts';
import type { Design } from './types.ts';

/**
 * Rasterise a Design to raw RGBA (width*height*4 bytes). Every layer starts
 * from an opaque background, so the premultiplied bytes of canvas.data() are
 * the plain colours and need no un-premultiplying.
 */
export function renderDesign(design: Design): Buffer {
  ensureFonts();
  const canvas = createCanvas(design.width, design.height);
  const ctx = canvas.getContext('2d');
  drawBackground(ctx, design.background, design.width, design.height);
  for (const shape of design.shapes) drawShape(ctx, shape);
  drawHeadline(ctx, design.headline);
  return canvas.data();
}

function drawHeadline(ctx: SKRSContext2D, h: Design['headline']): void {
  if (h.lines.length === 0) return;
  ctx.save();
  ctx.font = fontString(h.fontFamily, h.fontSize);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  const baseline = (i: number): number => h.y + i * h.lineHeight;
  const setShadow = (on: boolean): void => {
    ctx.shadowColor = on && h.shadow ? h.shadow.color : 'rgba(0,0,0,0)';
    ctx.shadowBlur = on && h.shadow ? h.shadow.blur : 0;
    ctx.shadowOffsetX = on && h.shadow ? h.shadow.offsetX : 0;
    ctx.shadowOffsetY = on && h.shadow ? h.shadow.offsetY : 0;
  };

  // Outline first for every line, then fills on top: the fills of adjacent
  // lines are never covered by a neighbour's thick stroke.
  const outlined = h.strokeWidth > 0;
  if (outlined) {
    setShadow(true);
    ctx.lineJoin = 'round';
    ctx.lineWidth = h.strokeWidth;
    ctx.strokeStyle = h.stroke;
    h.lines.forEach((line, i) => ctx.strokeText(line, h.x, baseline(i)));
  }
  setShadow(!outlined);
  h.lines.forEach((line, i) => {
    for (const seg of splitEmphasis(line, h.emphasis)) {
      if (seg.text.trim() === '') continue;
      const dx = seg.start === 0 ? 0 : ctx.measureText(line.slice(0, seg.start)).width;
      ctx.fillStyle = seg.accent ? h.accent : h.fill;
      ctx.fillText(seg.text, h.x + dx, baseline(i));
    }
  });
  ctx.restore();
}
