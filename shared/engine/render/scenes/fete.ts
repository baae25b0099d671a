import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { clipBeyondCalm, glowLine, ink, onSubjectSide, oval, pool, touchesCalm, variantRng } from './brush';

/**
 * Celebrations: garlands of pennants across the top, a bunch of balloons behind the subject and a
 * sprinkle of confetti. The masses are the balloons' big round shapes and the garlands' band.
 */
export function paintFete(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 67);
  const u = h / 720;
  const colors = [look.accent, look.light, mix(look.near, look.light, 0.25), mix(look.accent, look.light, 0.5)];

  // A party light behind the subject.
  const fx = onSubjectSide(look, w, 0.25);
  pool(ctx, look, fx, h * 0.45, h * 0.8, look.light, 0.45);

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  // Two garlands hanging in curves across the top.
  for (const [g, top] of [[0, 0.03 + rng() * 0.03], [1, 0.1 + rng() * 0.04]] as const) {
    const sag = h * (0.1 + g * 0.04);
    const y0 = h * top;
    const x0 = g === 0 ? -w * 0.02 : w * 0.25 * (look.subjectSide === 'left' ? 0 : 1);
    const x1 = g === 0 ? w * 1.02 : x0 + w * 0.78;
    const at = (t: number) => ({ x: x0 + (x1 - x0) * t, y: y0 + sag * 4 * t * (1 - t) });
    ctx.beginPath();
    for (let i = 0; i <= 20; i += 1) {
      const p = at(i / 20);
      if (i === 0) ctx.moveTo(p.x, p.y);
      else ctx.lineTo(p.x, p.y);
    }
    glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.near, '#000000', 0.2), 1.5 * u, 0.8);
    const flags = g === 0 ? 14 : 10;
    for (let i = 0; i < flags; i += 1) {
      const a = at((i + 0.15) / flags);
      const b = at((i + 0.85) / flags);
      const len = h * 0.085;
      const tip = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 + len };
      if (touchesCalm(look, w, h, { x: a.x, y: Math.min(a.y, b.y), w: b.x - a.x, h: len + 4 }, 0.01)) continue;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.lineTo(tip.x, tip.y);
      ctx.closePath();
      const color = colors[(i + g) % colors.length] ?? look.light;
      if (look.mode === 'neon') glowLine(ctx, look, i % 2 === 0 ? look.light : look.accent, 1.5 * u, 0.9);
      else {
        ctx.fillStyle = rgba(color, ink(look, 0.9));
        ctx.fill();
      }
    }
  }

  // Balloons: a bunch of big ovals with their strings, behind the subject and above it.
  const bx = onSubjectSide(look, w, 0.16 + rng() * 0.06);
  const by = h * 0.3;
  const balloons: Array<[number, number, number]> = [[-0.9, 0.2, 1], [0, -0.2, 1.15], [0.95, 0.15, 0.95], [-0.35, 0.75, 0.9], [0.5, 0.85, 1]];
  const r = Math.min(h, (w * 9) / 16) * 0.1;
  for (const [i, [dx, dy, s]] of balloons.entries()) {
    if (i >= 3 + Math.floor(rng() * 3)) break;
    const x = bx + dx * r * 1.5;
    const y = by + dy * r * 1.6;
    const color = colors[i % colors.length] ?? look.accent;
    ctx.beginPath();
    ctx.moveTo(x, y + r * s * 1.2);
    ctx.quadraticCurveTo(x + r * 0.3, y + r * 2.5, bx, h * 0.82);
    glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.near, look.light, 0.3), 1 * u, 0.6);
    ctx.beginPath();
    oval(ctx, x, y, r * s, r * s * 1.2);
    ctx.moveTo(x - r * 0.12, y + r * s * 1.32);
    ctx.lineTo(x + r * 0.12, y + r * s * 1.32);
    ctx.lineTo(x, y + r * s * 1.18);
    ctx.closePath();
    if (look.mode === 'neon') glowLine(ctx, look, i % 2 === 0 ? look.accent : look.light, 2 * u, 0.9);
    else {
      ctx.fillStyle = rgba(color, ink(look, 0.95));
      ctx.fill();
      ctx.beginPath();
      oval(ctx, x - r * s * 0.35, y - r * s * 0.45, r * s * 0.18, r * s * 0.3, 0.5);
      ctx.fillStyle = rgba('#FFFFFF', ink(look, 0.45));
      ctx.fill();
    }
  }

  // Confetti, sparse, away from the words.
  for (let i = 0; i < 36; i += 1) {
    const x = rng() * w;
    const y = rng() * h;
    const s = h * (0.01 + rng() * 0.012);
    if (touchesCalm(look, w, h, { x: x - s, y: y - s, w: 2 * s, h: 2 * s }, 0.03)) continue;
    ctx.save();
    ctx.translate(x, y);
    ctx.rotate(rng() * Math.PI);
    ctx.fillStyle = rgba(colors[i % colors.length] ?? look.light, ink(look, 0.85));
    ctx.fillRect(-s, -s * 0.4, s * 2, s * 0.8);
    ctx.restore();
  }
  ctx.restore();
}
