import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, ink, mass, oval, pool, touchesCalm, variantRng } from './brush';

/**
 * Music: a stage seen from the pit, spotlight beams falling from a truss, the stage's glow and a
 * crowd of raised hands in silhouette along the bottom edge. The masses are the dark hall, the
 * bright fan of beams and the black band of the crowd.
 */
export function paintConcert(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 37);
  const u = h / 720;
  const stage = h * (0.66 + rng() * 0.05);

  // The hall darkens the ground, the stage glows under the beams.
  band(ctx, look, 0, stage, w, mix(look.far, look.near, 0.45), look.far, 0.75);
  const focus = look.subjectSide === 'left' ? w * (0.3 + rng() * 0.1) : w * (0.6 + rng() * 0.1);
  pool(ctx, look, focus, stage, w * 0.45, look.light, 0.6);
  ctx.beginPath();
  ctx.rect(0, stage, w, h * 0.05);
  mass(ctx, look, mix(look.near, look.far, 0.2), 0.9, 2 * u);

  // The beams: cones from the truss to the floor, lighter at their source.
  const truss = h * 0.07;
  const beams = 5 + Math.floor(rng() * 2);
  for (let i = 0; i < beams; i += 1) {
    const x0 = w * ((i + 0.5) / beams);
    const x1 = focus + (x0 - focus) * 0.35 + (rng() - 0.5) * w * 0.2;
    const spread = w * (0.07 + rng() * 0.05);
    const color = i % 3 === 1 ? mix(look.light, look.accent, 0.45) : look.light;
    ctx.beginPath();
    ctx.moveTo(x0 - w * 0.006, truss);
    ctx.lineTo(x0 + w * 0.006, truss);
    ctx.lineTo(x1 + spread, stage);
    ctx.lineTo(x1 - spread, stage);
    ctx.closePath();
    if (look.mode === 'flat') {
      ctx.fillStyle = rgba(color, ink(look, 0.5));
    } else {
      const g = ctx.createLinearGradient(0, truss, 0, stage);
      g.addColorStop(0, rgba(color, ink(look, look.mode === 'neon' ? 0.5 : 0.7)));
      g.addColorStop(1, rgba(color, ink(look, 0.12)));
      ctx.fillStyle = g;
    }
    ctx.fill();
  }

  // The truss and its lamps.
  ctx.beginPath();
  ctx.rect(0, truss - h * 0.02, w, h * 0.022);
  mass(ctx, look, mix(look.near, '#000000', 0.3), 0.95, 1.5 * u);
  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  ctx.beginPath();
  for (let i = 0; i < beams; i += 1) oval(ctx, w * ((i + 0.5) / beams), truss + h * 0.004, h * 0.022, h * 0.014);
  ctx.fillStyle = rgba(look.light, ink(look, 0.95));
  ctx.fill();
  ctx.restore();

  crowd(ctx, look, w, h, rng());
}

/** Heads and shoulders along the bottom edge, some arms raised; the arms leave the words alone. */
function crowd(ctx: Ctx, look: SceneLook, w: number, h: number, v: number): void {
  const color = look.mode === 'neon' ? mix(look.far, '#000000', 0.5) : mix(look.near, '#000000', 0.35);
  // Heads sized on the 16:9 height: a 9:16 frame keeps a crowd of people, not a few giant hands.
  const unit = Math.min(h, (w * 9) / 16);
  const n = Math.max(6, Math.round((13 * w) / unit / (16 / 9)));
  const heads: Array<{ x: number; y: number; r: number }> = [];
  for (let i = 0; i <= n; i += 1) {
    const x = (w * (i + 0.5 * ((i * 7 + Math.round(v * 10)) % 3) / 2)) / n;
    const r = unit * (0.045 + 0.012 * Math.sin(i * 2.3 + v * 9));
    heads.push({ x, y: h - unit * 0.1 - r * 0.2 + unit * 0.02 * Math.sin(i * 1.3 + v * 4), r });
  }
  // Raised arms first, so the heads and shoulders lie over their roots.
  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  ctx.beginPath();
  for (const [i, hd] of heads.entries()) {
    if ((i + Math.round(v * 5)) % 3 === 0) continue;
    const dir = i % 2 === 0 ? -1 : 1;
    const bx = hd.x + dir * hd.r * 1.3;
    const by = hd.y + hd.r * 0.8;
    const tx = bx + dir * hd.r * (0.6 + 0.5 * ((i * 5) % 3) / 2);
    const ty = hd.y - hd.r * (3.2 + ((i * 3) % 4) * 0.3);
    if (touchesCalm(look, w, h, { x: Math.min(bx, tx) - hd.r, y: ty - hd.r, w: Math.abs(tx - bx) + 2 * hd.r, h: by - ty + hd.r }, 0.01)) continue;
    ctx.moveTo(bx - hd.r * 0.45, by);
    ctx.lineTo(tx - hd.r * 0.28, ty);
    ctx.lineTo(tx + hd.r * 0.28, ty);
    ctx.lineTo(bx + hd.r * 0.45, by);
    ctx.closePath();
    oval(ctx, tx, ty - hd.r * 0.25, hd.r * 0.38, hd.r * 0.5, dir * 0.2);
  }
  ctx.fillStyle = rgba(color, ink(look, 0.95));
  ctx.fill();
  ctx.restore();
  ctx.beginPath();
  for (const hd of heads) {
    oval(ctx, hd.x, hd.y, hd.r, hd.r * 1.12);
    ctx.moveTo(hd.x - hd.r * 2.2, h);
    ctx.quadraticCurveTo(hd.x - hd.r * 2, hd.y + hd.r * 0.9, hd.x, hd.y + hd.r * 0.9);
    ctx.quadraticCurveTo(hd.x + hd.r * 2, hd.y + hd.r * 0.9, hd.x + hd.r * 2.2, h);
    ctx.closePath();
  }
  ctx.fillStyle = rgba(color, ink(look, 1));
  ctx.fill();
}
