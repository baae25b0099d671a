import type { SKRSContext2D } from '@napi-rs/canvas';
import { rgba } from './color.ts';
import { num, optStr, str, strs } from './read.ts';
import type { Layer } from './read.ts';
import type { HeadlineBox } from './types.ts';

/**
 * Shape layer kinds (all centred on x, y):
 *  - glow    { r, color, opacity }                      soft radial halo
 *  - burst   { r0, r1, rays, rotation°, color, opacity } light rays fading out
 *  - orb     { r, colors: [light, mid, dark] }          shaded sphere
 *  - ring    { r, lineWidth, color, opacity }
 *  - circle  { r, fill? , stroke?, lineWidth?, opacity? }
 *  - polygon { r, sides, rotation°, cornerRadius, fill?, stroke?, lineWidth?, opacity? }
 * Unknown kinds are skipped so old engines can render newer designs partially.
 */
export function drawShape(ctx: SKRSContext2D, s: Layer): void {
  const x = num(s, 'x', 0);
  const y = num(s, 'y', 0);
  const r = Math.max(0, num(s, 'r', 0));
  ctx.save();
  ctx.globalAlpha = Math.min(1, Math.max(0, num(s, 'opacity', 1)));
  switch (str(s, 'kind', '')) {
    case 'glow': {
      const c = str(s, 'color', '#FFFFFF');
      const g = ctx.createRadialGradient(x, y, 0, x, y, Math.max(1, r));
      g.addColorStop(0, rgba(c, 1));
      g.addColorStop(0.35, rgba(c, 0.5));
      g.addColorStop(1, rgba(c, 0));
      ctx.fillStyle = g;
      ctx.fillRect(x - r, y - r, 2 * r, 2 * r);
      break;
    }
    case 'burst': {
      const r0 = num(s, 'r0', r);
      const r1 = Math.max(r0 + 1, num(s, 'r1', r0 * 2));
      const rays = Math.max(3, Math.min(64, Math.round(num(s, 'rays', 12))));
      const rot = (num(s, 'rotation', 0) * Math.PI) / 180;
      const step = (Math.PI * 2) / rays;
      const c = str(s, 'color', '#FFFFFF');
      const g = ctx.createRadialGradient(x, y, r0, x, y, r1);
      g.addColorStop(0, rgba(c, 1));
      g.addColorStop(1, rgba(c, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      for (let i = 0; i < rays; i++) {
        const a = rot + i * step;
        ctx.moveTo(x + Math.cos(a - step * 0.12) * r0, y + Math.sin(a - step * 0.12) * r0);
        ctx.lineTo(x + Math.cos(a - step * 0.25) * r1, y + Math.sin(a - step * 0.25) * r1);
        ctx.lineTo(x + Math.cos(a + step * 0.25) * r1, y + Math.sin(a + step * 0.25) * r1);
        ctx.lineTo(x + Math.cos(a + step * 0.12) * r0, y + Math.sin(a + step * 0.12) * r0);
        ctx.closePath();
      }
      ctx.fill();
      break;
    }
    case 'orb': {
      const [light = '#FFFFFF', mid = '#CCCCCC', dark = '#333333'] = strs(s, 'colors');
      // Highlight off-centre (up-left) so the disc reads as a lit sphere.
      const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.05, x, y, Math.max(1, r));
      g.addColorStop(0, light);
      g.addColorStop(0.55, mid);
      g.addColorStop(1, dark);
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'ring':
      ctx.strokeStyle = str(s, 'color', '#FFFFFF');
      ctx.lineWidth = num(s, 'lineWidth', 4);
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.stroke();
      break;
    case 'circle':
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      paint(ctx, s);
      break;
    case 'polygon':
      polygonPath(ctx, x, y, r, Math.max(3, Math.round(num(s, 'sides', 4))), num(s, 'rotation', 0), num(s, 'cornerRadius', 0));
      paint(ctx, s);
      break;
    default:
      break;
  }
  ctx.restore();
}

function paint(ctx: SKRSContext2D, s: Layer): void {
  const fill = optStr(s, 'fill');
  const stroke = optStr(s, 'stroke');
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = num(s, 'lineWidth', 4);
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

/** Regular polygon with rounded corners (arcTo between edge midpoints). */
function polygonPath(ctx: SKRSContext2D, x: number, y: number, r: number, sides: number, rotationDeg: number, corner: number): void {
  const pts = Array.from({ length: sides }, (_, i) => {
    const a = (rotationDeg * Math.PI) / 180 + (i * Math.PI * 2) / sides;
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
  const mid = (i: number): readonly [number, number] => {
    const p = pts[i % sides] ?? [x, y];
    const q = pts[(i + 1) % sides] ?? [x, y];
    return [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  };
  ctx.beginPath();
  const start = mid(sides - 1);
  ctx.moveTo(start[0], start[1]);
  for (let i = 0; i < sides; i++) {
    const p = pts[i] ?? [x, y];
    const m = mid(i);
    ctx.arcTo(p[0], p[1], m[0], m[1], corner);
  }
  ctx.closePath();
}

/** Conservative bounding box of a shape layer (used by tests and layout guards). */
export function shapeBounds(s: Layer): HeadlineBox {
  const x = num(s, 'x', 0);
  const y = num(s, 'y', 0);
  const kind = str(s, 'kind', '');
  const stroke = optStr(s, 'stroke') || kind === 'ring' ? num(s, 'lineWidth', 4) / 2 : 0;
  const r = (kind === 'burst' ? num(s, 'r1', num(s, 'r', 0)) : num(s, 'r', 0)) + stroke;
  return { x: x - r, y: y - r, w: 2 * r, h: 2 * r };
}
