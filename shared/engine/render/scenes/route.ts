import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, calmly, clipBeyondCalm, glowLine, ink, lit, mass, pool, touchesCalm, variantRng } from './brush';

/**
 * Cars: a road running to the horizon between its kerbs, streetlights and palms along it. The
 * masses are a sky over a low horizon and a dark wedge of asphalt rising from the bottom edge, so
 * the road reads at feed size before any lamp does.
 */
export function paintRoute(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 11);
  const u = h / 720;
  const hy = h * (0.5 + rng() * 0.06);
  // The road runs away behind the subject, the side the eye goes to after the words.
  // Far enough to that side that the road's edges cross as little of the words as they can.
  const vx = w * (look.subjectSide === 'left' ? 0.28 + rng() * 0.08 : 0.64 + rng() * 0.08);
  const spread = w * (0.8 + rng() * 0.2);
  const at = (p: number) => hy + (h - hy) * p;
  const half = (p: number) => spread * p * 0.5;

  // Sky: the ground colour brightening to a glow on the horizon where the road ends.
  band(ctx, look, 0, hy, w, look.far, lit(look, 0.65), 0.92);
  pool(ctx, look, vx, hy, w * 0.42, look.light, 0.5);

  // A far line of hills, close to the sky's colour.
  ctx.beginPath();
  ctx.moveTo(0, hy);
  for (let x = 0; x <= w; x += w / 12) ctx.lineTo(x, hy - h * (0.025 + 0.03 * Math.abs(Math.sin(x / w * 7 + look.variant * 6))));
  ctx.lineTo(w, hy);
  ctx.closePath();
  mass(ctx, look, mix(look.far, look.near, 0.45), 0.8, 1.5 * u);

  // The verges, then the asphalt wedge.
  band(ctx, look, hy, h, w, mix(look.near, look.far, 0.35), look.near, 0.9);
  ctx.beginPath();
  ctx.moveTo(vx - w * 0.004, hy);
  ctx.lineTo(vx + w * 0.004, hy);
  ctx.lineTo(vx + half(1), h);
  ctx.lineTo(vx - half(1), h);
  ctx.closePath();
  mass(ctx, look, mix(look.near, '#000000', 0.45), 0.95, 2.5 * u);

  // Kerbs in the accent and white, in perspective, then the centre dashes; quieter behind the words.
  const kerb = (side: number, alpha: number) => {
    for (let i = 0; i < 14; i += 1) {
      const p0 = (i / 14) ** 1.6;
      const p1 = ((i + 1) / 14) ** 1.6;
      ctx.beginPath();
      ctx.moveTo(vx + side * half(p0), at(p0));
      ctx.lineTo(vx + side * half(p1), at(p1));
      ctx.lineTo(vx + side * half(p1) * 1.06, at(p1));
      ctx.lineTo(vx + side * half(p0) * 1.06, at(p0));
      ctx.closePath();
      ctx.fillStyle = rgba(i % 2 === 0 ? look.accent : look.light, ink(look, (look.mode === 'neon' ? 0.9 : 0.75) * alpha));
      ctx.fill();
    }
  };
  const dashes = (alpha: number) => {
    for (let i = 0; i < 7; i += 1) {
      const p0 = ((i + 0.2) / 7) ** 1.8;
      const p1 = ((i + 0.65) / 7) ** 1.8;
      ctx.beginPath();
      ctx.moveTo(vx - half(p0) * 0.025, at(p0));
      ctx.lineTo(vx + half(p0) * 0.025, at(p0));
      ctx.lineTo(vx + half(p1) * 0.025, at(p1));
      ctx.lineTo(vx - half(p1) * 0.025, at(p1));
      ctx.closePath();
      ctx.fillStyle = rgba(look.light, ink(look, 0.85 * alpha));
      ctx.fill();
    }
  };
  calmly(ctx, look, w, h, 0.35, (alpha) => {
    kerb(-1, alpha);
    kerb(1, alpha);
    dashes(alpha);
  });

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.03);
  // Streetlights on one side, palms on the other, smaller towards the horizon.
  const lampSide = rng() < 0.5 ? -1 : 1;
  for (const p of [0.12, 0.24, 0.45, 0.8]) {
    const y = at(p);
    const tall = h * 1.05 * p + h * 0.04;
    const xl = vx + lampSide * (half(p) * 1.25 + w * 0.01);
    if (!touchesCalm(look, w, h, { x: xl - tall * 0.3, y: y - tall, w: tall * 0.6, h: tall }, 0)) streetlight(ctx, look, xl, y, tall, -lampSide, u);
    const xp = vx - lampSide * (half(p) * 1.3 + w * 0.015);
    if (!touchesCalm(look, w, h, { x: xp - tall * 0.4, y: y - tall, w: tall * 0.8, h: tall }, 0)) palm(ctx, look, xp, y, tall * 0.95, rng() < 0.5 ? -1 : 1, u);
  }
  ctx.restore();
}

function streetlight(ctx: Ctx, look: SceneLook, x: number, y: number, tall: number, toward: number, u: number): void {
  const arm = tall * 0.22 * toward;
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x, y - tall);
  ctx.quadraticCurveTo(x, y - tall * 1.04, x + arm, y - tall * 1.02);
  glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.near, '#000000', 0.3), Math.max(1.5, tall * 0.018), 0.9);
  pool(ctx, look, x + arm, y - tall * 0.99, tall * 0.28, look.light, 0.55);
  ctx.beginPath();
  ctx.ellipse(x + arm, y - tall * 1.0, Math.max(2 * u, tall * 0.04), Math.max(1 * u, tall * 0.014), 0, 0, Math.PI * 2);
  ctx.fillStyle = rgba(look.light, ink(look, 0.95));
  ctx.fill();
}

function palm(ctx: Ctx, look: SceneLook, x: number, y: number, tall: number, lean: number, u: number): void {
  const tx = x + lean * tall * 0.12;
  const ty = y - tall;
  ctx.beginPath();
  ctx.moveTo(x - tall * 0.02, y);
  ctx.quadraticCurveTo(x + lean * tall * 0.02, y - tall * 0.6, tx, ty);
  ctx.lineTo(tx + tall * 0.012, ty);
  ctx.quadraticCurveTo(x + lean * tall * 0.04, y - tall * 0.6, x + tall * 0.02, y);
  ctx.closePath();
  const color = mix(look.near, '#000000', 0.25);
  mass(ctx, look, color, 0.95, 1.5 * u);
  ctx.beginPath();
  for (let i = 0; i < 7; i += 1) {
    const a = Math.PI * (1.08 + (i / 6) * 0.84);
    const len = tall * (0.32 + 0.06 * Math.sin(i * 2.1));
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.55 + len * 0.32;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.08;
    const nx = -Math.sin(a) * len * 0.07;
    const ny = Math.cos(a) * len * 0.07;
    ctx.moveTo(tx, ty);
    ctx.quadraticCurveTo(mx + nx, my + ny, ex, ey);
    ctx.quadraticCurveTo(mx - nx, my - ny, tx, ty);
  }
  mass(ctx, look, color, 0.95, 1.5 * u);
}
