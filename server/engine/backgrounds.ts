import type { SKRSContext2D } from '@napi-rs/canvas';
import { rgba } from './color.ts';
import { num, obj, objs, str, strs } from './read.ts';
import type { Layer } from './read.ts';

/**
 * Background layer kinds. Parameters are all resolved at layout time, so
 * drawing is a pure function of the stored layer.
 *
 *  - flat:           colors[0]
 *  - beam-gradient:  linear gradient (angle°) + diagonal light beam + vignette
 *  - warm-gradient:  linear gradient (angle°) + soft bokeh discs + vignette
 *  - anything else:  linear gradient of `colors` (forward compatibility)
 */
export function drawBackground(ctx: SKRSContext2D, bg: Layer, w: number, h: number): void {
  const colors = strs(bg, 'colors');
  // Always start from an opaque fill: the encoder relies on alpha being 255.
  ctx.fillStyle = colors[0] ?? '#111111';
  ctx.fillRect(0, 0, w, h);
  switch (str(bg, 'kind', 'flat')) {
    case 'flat':
      break;
    case 'beam-gradient':
      linear(ctx, colors, num(bg, 'angle', 45), w, h);
      beam(ctx, obj(bg, 'beam'), h);
      vignette(ctx, num(bg, 'vignette', 0.6), w, h);
      break;
    case 'warm-gradient':
      linear(ctx, colors, num(bg, 'angle', 45), w, h);
      bokeh(ctx, objs(bg, 'bokeh'));
      vignette(ctx, num(bg, 'vignette', 0.2), w, h);
      break;
    default:
      linear(ctx, colors, num(bg, 'angle', 45), w, h);
  }
}

function linear(ctx: SKRSContext2D, colors: string[], angleDeg: number, w: number, h: number): void {
  if (colors.length < 2) return;
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  // Half-length of the gradient line so that both corners get the end colours.
  const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2;
  const g = ctx.createLinearGradient(w / 2 - dx * half, h / 2 - dy * half, w / 2 + dx * half, h / 2 + dy * half);
  colors.forEach((c, i) => g.addColorStop(i / (colors.length - 1), c));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

function beam(ctx: SKRSContext2D, b: Layer | undefined, h: number): void {
  if (!b) return;
  const topX = num(b, 'topX', 600);
  const topW = num(b, 'topWidth', 120);
  const bottomX = num(b, 'bottomX', 900);
  const bottomW = num(b, 'bottomWidth', 400);
  const color = str(b, 'color', '#FFFFFF');
  const opacity = num(b, 'opacity', 0.12);
  // Three nested quads fake a soft edge without a (slow) blur filter.
  for (const spread of [1.6, 1.0, 0.45]) {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, rgba(color, opacity * 0.75));
    g.addColorStop(1, rgba(color, opacity * 0.15));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(topX - (topW * spread) / 2, 0);
    ctx.lineTo(topX + (topW * spread) / 2, 0);
    ctx.lineTo(bottomX + (bottomW * spread) / 2, h);
    ctx.lineTo(bottomX - (bottomW * spread) / 2, h);
    ctx.closePath();
    ctx.fill();
  }
}

function bokeh(ctx: SKRSContext2D, discs: Layer[]): void {
  for (const d of discs) {
    const x = num(d, 'x', 0);
    const y = num(d, 'y', 0);
    const r = Math.max(1, num(d, 'r', 40));
    const a = num(d, 'opacity', 0.2);
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    g.addColorStop(0, rgba('#FFF6E6', a * 0.55));
    g.addColorStop(0.8, rgba('#FFF6E6', a));
    g.addColorStop(1, rgba('#FFF6E6', 0));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
}

function vignette(ctx: SKRSContext2D, strength: number, w: number, h: number): void {
  if (strength <= 0) return;
  const g = ctx.createRadialGradient(w / 2, h / 2, h * 0.3, w / 2, h / 2, Math.hypot(w / 2, h / 2));
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, `rgba(0,0,0,${Math.min(1, strength)})`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}
