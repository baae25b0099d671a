import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, glowLine, ink, lit, mass, onSubjectSide, pool, shade, touchesCalm, variantRng } from './brush';

/**
 * Health: a clean clinic wall under soft ceiling light, a wide wall stripe with a heartbeat line,
 * a lit cross sign and a glass cabinet. The masses are the pale upper wall, the stripe at mid
 * height and the cabinet standing at the subject's outer edge.
 */
export function paintClinique(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 71);
  const u = h / 720;
  const stripe = h * (0.56 + rng() * 0.06);
  const floor = h * 0.84;

  // The clean wall: lighter than the ground, under a soft light from above.
  band(ctx, look, 0, stripe, w, lit(look, 0.75), lit(look, 0.55), 0.9);
  ctx.beginPath();
  ctx.rect(0, stripe, w, h * 0.07);
  mass(ctx, look, mix(look.far, look.accent, 0.35), 0.7, 1.5 * u);
  band(ctx, look, stripe + h * 0.07, floor, w, lit(look, 0.35), mix(look.far, look.near, 0.4), 0.9);
  ctx.beginPath();
  ctx.rect(0, floor, w, h - floor);
  mass(ctx, look, shade(look, 0.25), 0.95, 1.5 * u);
  pool(ctx, look, w * (0.35 + rng() * 0.3), 0, w * 0.45, look.light, 0.35);

  // The cabinet with glass doors at the subject's outer edge.
  const cw = w * 0.15;
  const cx = onSubjectSide(look, w, 0.02) - (look.subjectSide === 'left' ? 0 : cw);
  const ct = h * 0.26;
  ctx.beginPath();
  ctx.rect(cx, ct, cw, floor - ct);
  mass(ctx, look, mix(look.near, look.far, 0.45), 0.85, 2 * u);
  ctx.beginPath();
  ctx.rect(cx + cw * 0.08, ct + h * 0.03, cw * 0.39, (floor - ct) * 0.52);
  ctx.rect(cx + cw * 0.53, ct + h * 0.03, cw * 0.39, (floor - ct) * 0.52);
  ctx.fillStyle = rgba(mix(look.light, look.far, 0.4), ink(look, look.mode === 'neon' ? 0.15 : 0.45));
  ctx.fill();

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  // Bottles on the cabinet's shelves.
  ctx.beginPath();
  for (const shelf of [0.24, 0.48]) {
    const y = ct + h * 0.03 + (floor - ct) * 0.52 * shelf;
    ctx.rect(cx + cw * 0.08, y, cw * 0.84, h * 0.006);
    for (let i = 0; i < 4; i += 1) {
      const bw = cw * 0.09;
      const bh = h * (0.04 + 0.02 * ((i + Math.round(look.variant * 3)) % 2));
      ctx.rect(cx + cw * (0.14 + i * 0.2), y - bh, bw, bh);
    }
  }
  ctx.fillStyle = rgba(mix(look.near, look.far, 0.3), ink(look, 0.75));
  ctx.fill();

  // The heartbeat line along the stripe.
  const ly = stripe + h * 0.035;
  ctx.beginPath();
  ctx.moveTo(0, ly);
  const beats = [0.3 + rng() * 0.1, 0.72 + rng() * 0.1];
  for (const b of beats) {
    const x = b * w;
    ctx.lineTo(x - h * 0.05, ly);
    ctx.lineTo(x - h * 0.03, ly - h * 0.03);
    ctx.lineTo(x - h * 0.01, ly + h * 0.02);
    ctx.lineTo(x + h * 0.01, ly - h * 0.09);
    ctx.lineTo(x + h * 0.03, ly + h * 0.05);
    ctx.lineTo(x + h * 0.05, ly);
  }
  ctx.lineTo(w, ly);
  glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.light, look.accent, 0.2), 2.5 * u, 0.8);

  // The cross sign above the subject, lit.
  const s = h * 0.13;
  const sx = onSubjectSide(look, w, 0.28 + rng() * 0.05);
  const sy = h * 0.14;
  if (!touchesCalm(look, w, h, { x: sx - s, y: sy - s, w: 2 * s, h: 2 * s }, 0)) {
    pool(ctx, look, sx, sy, s * 2.2, look.light, 0.45);
    ctx.beginPath();
    ctx.roundRect(sx - s * 0.78, sy - s * 0.78, s * 1.56, s * 1.56, s * 0.25);
    if (look.mode === 'neon') glowLine(ctx, look, look.light, 2 * u, 0.8);
    else {
      ctx.fillStyle = rgba(mix(look.light, '#FFFFFF', 0.5), ink(look, 0.85));
      ctx.fill();
    }
    ctx.beginPath();
    const a = s * 0.2;
    const b = s * 0.58;
    ctx.moveTo(sx - a, sy - b);
    ctx.lineTo(sx + a, sy - b);
    ctx.lineTo(sx + a, sy - a);
    ctx.lineTo(sx + b, sy - a);
    ctx.lineTo(sx + b, sy + a);
    ctx.lineTo(sx + a, sy + a);
    ctx.lineTo(sx + a, sy + b);
    ctx.lineTo(sx - a, sy + b);
    ctx.lineTo(sx - a, sy + a);
    ctx.lineTo(sx - b, sy + a);
    ctx.lineTo(sx - b, sy - a);
    ctx.lineTo(sx - a, sy - a);
    ctx.closePath();
    if (look.mode === 'neon') glowLine(ctx, look, look.accent, 2 * u, 1);
    else {
      ctx.fillStyle = rgba(look.accent, ink(look, 0.95));
      ctx.fill();
    }
  }
  ctx.restore();
}
