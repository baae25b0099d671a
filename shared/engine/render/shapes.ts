import type { Ctx } from './canvas';
import { rgba } from '../style/color';
import type { Box, ShapeLayer } from '../model/design';

/** Draws one shape layer. Every parameter was resolved at layout time: drawing is a pure function of the layer. */
export function drawShape(ctx: Ctx, s: ShapeLayer): void {
  ctx.save();
  switch (s.shape) {
    case 'glow': {
      ctx.globalAlpha = s.opacity;
      const g = ctx.createRadialGradient(s.x, s.y, 0, s.x, s.y, Math.max(1, s.r));
      g.addColorStop(0, rgba(s.color, 1));
      g.addColorStop(0.35, rgba(s.color, 0.5));
      g.addColorStop(1, rgba(s.color, 0));
      ctx.fillStyle = g;
      ctx.fillRect(s.x - s.r, s.y - s.r, 2 * s.r, 2 * s.r);
      break;
    }
    case 'rays': {
      ctx.globalAlpha = s.opacity;
      const r1 = Math.max(s.r0 + 1, s.r1);
      const rot = (s.rotation * Math.PI) / 180;
      const step = (Math.PI * 2) / s.rays;
      const g = ctx.createRadialGradient(s.x, s.y, s.r0, s.x, s.y, r1);
      g.addColorStop(0, rgba(s.color, 1));
      g.addColorStop(1, rgba(s.color, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      for (let i = 0; i < s.rays; i++) {
        const a = rot + i * step;
        ctx.moveTo(s.x + Math.cos(a - step * 0.12) * s.r0, s.y + Math.sin(a - step * 0.12) * s.r0);
        ctx.lineTo(s.x + Math.cos(a - step * 0.25) * r1, s.y + Math.sin(a - step * 0.25) * r1);
        ctx.lineTo(s.x + Math.cos(a + step * 0.25) * r1, s.y + Math.sin(a + step * 0.25) * r1);
        ctx.lineTo(s.x + Math.cos(a + step * 0.12) * s.r0, s.y + Math.sin(a + step * 0.12) * s.r0);
        ctx.closePath();
      }
      ctx.fill();
      break;
    }
    case 'orb': {
      const [light, mid, dark] = s.colors as [string, string, string];
      // Highlight off-centre (up-left) so the disc reads as a lit sphere.
      const g = ctx.createRadialGradient(s.x - s.r * 0.35, s.y - s.r * 0.4, s.r * 0.05, s.x, s.y, Math.max(1, s.r));
      g.addColorStop(0, light);
      g.addColorStop(0.55, mid);
      g.addColorStop(1, dark);
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2);
      ctx.fill();
      break;
    }
    case 'ring':
      ctx.globalAlpha = s.opacity;
      ctx.strokeStyle = s.color;
      ctx.lineWidth = s.lineWidth;
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2);
      ctx.stroke();
      break;
    case 'circle':
      ctx.globalAlpha = s.opacity;
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2);
      paint(ctx, s.fill, s.stroke, s.lineWidth);
      break;
    case 'polygon':
      ctx.globalAlpha = s.opacity;
      polygonPath(ctx, s.x, s.y, s.r, s.sides, s.rotation, s.cornerRadius);
      paint(ctx, s.fill, s.stroke, s.lineWidth);
      break;
    case 'badge': {
      ctx.globalAlpha = s.opacity;
      ctx.translate(s.x + s.w / 2, s.y + s.h / 2);
      ctx.rotate((s.rotation * Math.PI) / 180);
      ctx.transform(1, 0, -s.skew, 1, 0, 0);
      ctx.beginPath();
      ctx.roundRect(-s.w / 2, -s.h / 2, s.w, s.h, Math.min(s.radius, s.h / 2, s.w / 2));
      paint(ctx, s.fill, s.stroke, s.lineWidth);
      break;
    }
    case 'underline': {
      ctx.globalAlpha = s.opacity;
      ctx.strokeStyle = s.color;
      ctx.lineWidth = s.thickness;
      ctx.lineCap = 'round';
      ctx.beginPath();
      if (s.wave) {
        const waves = Math.min(200, Math.max(2, Math.round(s.w / (Math.max(1, s.thickness) * 4))));
        const step = s.w / waves;
        ctx.moveTo(s.x, s.y);
        for (let i = 0; i < waves; i++) ctx.quadraticCurveTo(s.x + step * (i + 0.5), s.y + (i % 2 ? 1 : -1) * s.thickness, s.x + step * (i + 1), s.y);
      } else {
        ctx.moveTo(s.x, s.y);
        ctx.lineTo(s.x + s.w, s.y);
      }
      ctx.stroke();
      break;
    }
    case 'arrow':
      ctx.globalAlpha = s.opacity;
      arrowPath(ctx, s.from, s.to, s.width);
      if (s.outline) {
        ctx.lineJoin = 'round';
        ctx.lineWidth = Math.max(4, s.width * 0.35);
        ctx.strokeStyle = s.outline;
        ctx.stroke();
      }
      ctx.fillStyle = s.color;
      ctx.fill();
      break;
    case 'scrim': {
      const g = ctx.createLinearGradient(s.x, s.y, s.x + s.w, s.y);
      g.addColorStop(0, rgba(s.color, s.opacity));
      g.addColorStop(0.75, rgba(s.color, s.opacity * 0.8));
      g.addColorStop(1, rgba(s.color, 0));
      ctx.fillStyle = g;
      ctx.fillRect(s.x, s.y, s.w, s.h);
      break;
    }
  }
  ctx.restore();
}

function paint(ctx: Ctx, fill: string | null, stroke: string | null, lineWidth: number): void {
  if (fill) {
    ctx.fillStyle = fill;
    ctx.fill();
  }
  if (stroke) {
    ctx.strokeStyle = stroke;
    ctx.lineWidth = lineWidth;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }
}

/** A thick arrow: shaft `width` wide, head twice as wide, pointing at `to`. */
function arrowPath(ctx: Ctx, from: { x: number; y: number }, to: { x: number; y: number }, width: number): void {
  const len = Math.max(1, Math.hypot(to.x - from.x, to.y - from.y));
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const nx = -uy;
  const ny = ux;
  const head = Math.min(len * 0.5, width * 2.2);
  const bx = to.x - ux * head;
  const by = to.y - uy * head;
  const w = width / 2;
  const hw = width * 1.15;
  ctx.beginPath();
  ctx.moveTo(from.x + nx * w, from.y + ny * w);
  ctx.lineTo(bx + nx * w, by + ny * w);
  ctx.lineTo(bx + nx * hw, by + ny * hw);
  ctx.lineTo(to.x, to.y);
  ctx.lineTo(bx - nx * hw, by - ny * hw);
  ctx.lineTo(bx - nx * w, by - ny * w);
  ctx.lineTo(from.x - nx * w, from.y - ny * w);
  ctx.closePath();
}

/** Regular polygon with rounded corners (arcTo between edge midpoints). */
function polygonPath(ctx: Ctx, x: number, y: number, r: number, sides: number, rotationDeg: number, corner: number): void {
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

/** Conservative bounding box of a shape layer. */
export function shapeBounds(s: ShapeLayer): Box {
  switch (s.shape) {
    case 'arrow': {
      const pad = s.width * 1.2 + (s.outline ? s.width * 0.2 : 0);
      const x = Math.min(s.from.x, s.to.x) - pad;
      const y = Math.min(s.from.y, s.to.y) - pad;
      return { x, y, w: Math.abs(s.to.x - s.from.x) + 2 * pad, h: Math.abs(s.to.y - s.from.y) + 2 * pad };
    }
    case 'underline':
      return { x: s.x - s.thickness, y: s.y - s.thickness * 1.5, w: s.w + 2 * s.thickness, h: s.thickness * 3 };
    case 'badge':
    case 'scrim': {
      const grow = s.shape === 'badge' ? Math.abs(s.skew) * s.h + (s.stroke ? s.lineWidth : 0) + Math.abs(s.rotation) * 0.02 * s.w : 0;
      return { x: s.x - grow, y: s.y - grow, w: s.w + 2 * grow, h: s.h + 2 * grow };
    }
    case 'rays':
      return { x: s.x - s.r1, y: s.y - s.r1, w: 2 * s.r1, h: 2 * s.r1 };
    case 'ring':
      return { x: s.x - s.r - s.lineWidth / 2, y: s.y - s.r - s.lineWidth / 2, w: 2 * s.r + s.lineWidth, h: 2 * s.r + s.lineWidth };
    case 'circle':
    case 'polygon': {
      const r = s.r + (s.stroke ? s.lineWidth / 2 : 0);
      return { x: s.x - r, y: s.y - r, w: 2 * r, h: 2 * r };
    }
    default:
      return { x: s.x - s.r, y: s.y - s.r, w: 2 * s.r, h: 2 * s.r };
  }
}
