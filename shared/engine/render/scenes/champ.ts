import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, ink, lit, mass, onSubjectSide, onWordsSide, oval, pool, touchesCalm, variantRng } from './brush';

/**
 * Farming: rows of crops running to a high horizon, a low sun behind the subject, rolling hills and
 * a broad tree. The masses are a bright sky over the top third and the striped field below it.
 */
export function paintChamp(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 53);
  const u = h / 720;
  const hy = h * (0.36 + rng() * 0.06);

  // The sky lightens to the horizon; the sun sits low behind the subject.
  band(ctx, look, 0, hy, w, lit(look, 0.5), lit(look, 0.85), 0.95);
  const sx = onSubjectSide(look, w, 0.2 + rng() * 0.08);
  const sy = hy - h * 0.1;
  pool(ctx, look, sx, sy, h * 0.45, look.light, 0.55);
  ctx.beginPath();
  oval(ctx, sx, sy, h * 0.1, h * 0.1);
  ctx.fillStyle = rgba(mix(look.light, look.accent, 0.2), ink(look, 0.9));
  ctx.fill();

  // Two lines of hills, the farther one closer to the sky's colour.
  for (const [k, tone] of [[0, 0.3], [1, 0.55]] as const) {
    ctx.beginPath();
    ctx.moveTo(0, hy + h * 0.01);
    for (let i = 0; i <= 10; i += 1) {
      const x = (w * i) / 10;
      ctx.lineTo(x, hy - h * (0.04 - k * 0.025) - h * 0.035 * Math.sin(i * (0.9 + k * 0.4) + look.variant * 5 + k));
    }
    ctx.lineTo(w, hy + h * 0.01);
    ctx.closePath();
    mass(ctx, look, mix(look.far, look.near, tone), 0.8, 1.5 * u);
  }

  // The field, then its rows: dark furrows running to a point on the horizon.
  const fieldColor = mix(look.near, '#000000', 0.15);
  ctx.beginPath();
  ctx.rect(0, hy, w, h - hy);
  mass(ctx, look, fieldColor, 1, 0);
  const vx = onWordsSide(look, w, 0.45 + rng() * 0.1);
  const rows = 11;
  ctx.beginPath();
  for (let i = -rows; i <= rows; i += 1) {
    const x0 = vx + (i / rows) * w * 1.8;
    const x1 = vx + ((i + 0.45) / rows) * w * 1.8;
    ctx.moveTo(vx + (x0 - vx) * 0.02, hy);
    ctx.lineTo(x0, h);
    ctx.lineTo(x1, h);
    ctx.lineTo(vx + (x1 - vx) * 0.02, hy);
    ctx.closePath();
  }
  // The rows run on behind the words, kept low in contrast there by their fade to the horizon and
  // their modest strength: a field cut where the words begin would frame them like a box.
  if (look.mode === 'neon') {
    ctx.strokeStyle = rgba(look.light, ink(look, 0.3));
    ctx.lineWidth = 1.5 * u;
    ctx.stroke();
  } else {
    const row = mix(fieldColor, look.light, 0.2);
    if (look.mode === 'flat') ctx.fillStyle = rgba(mix(look.near, '#000000', 0.06), ink(look, 0.6));
    else {
      const g = ctx.createLinearGradient(0, hy, 0, h);
      g.addColorStop(0, rgba(row, ink(look, 0.1)));
      g.addColorStop(1, rgba(row, ink(look, 0.55)));
      ctx.fillStyle = g;
    }
    ctx.fill();
  }

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  // A broad tree on the horizon, at the subject's outer edge.
  const tx = onSubjectSide(look, w, 0.1 + rng() * 0.05);
  const tall = h * 0.34;
  if (!touchesCalm(look, w, h, { x: tx - tall * 0.6, y: hy - tall, w: tall * 1.2, h: tall }, 0)) tree(ctx, look, tx, hy + h * 0.02, tall, u);
  ctx.restore();
}

function tree(ctx: Ctx, look: SceneLook, x: number, y: number, tall: number, u: number): void {
  const color = mix(look.near, '#000000', 0.2);
  ctx.beginPath();
  ctx.moveTo(x - tall * 0.05, y);
  ctx.lineTo(x - tall * 0.03, y - tall * 0.55);
  ctx.lineTo(x + tall * 0.03, y - tall * 0.55);
  ctx.lineTo(x + tall * 0.05, y);
  ctx.closePath();
  for (const [dx, dy, r] of [[0, 0.72, 0.26], [-0.26, 0.6, 0.2], [0.26, 0.62, 0.21], [-0.12, 0.85, 0.18], [0.15, 0.84, 0.17]] as const) oval(ctx, x + dx * tall, y - dy * tall, r * tall * 1.2, r * tall);
  mass(ctx, look, color, 0.95, 1.5 * u);
}
