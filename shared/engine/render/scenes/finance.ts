import type { Ctx } from '../canvas';
import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, glow, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * Money: a wall chart whose bars and curve climb towards the subject, and stacks of coins on the
 * counter in front (no currency sign: the subject says which money).
 */
export const paintFinance: ScenePainter = (ctx, seen, w, h) => {
  // Never mirrored: a chart read from left to right must rise, whichever side the subject is on.
  const look = seen;
  const rng = variantRng(look, 3);
  ctx.globalAlpha = look.strength;
  const base = h * 0.88;

  // The chart's grid, faint, then its bars rising from left to right.
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, Math.max(1, h / 480), (c) => {
      for (let k = 1; k <= 5; k += 1) {
        const y = base - (base * k) / 6;
        c.moveTo(0, y);
        c.lineTo(w, y);
      }
    }, 0.12);
  });
  const n = 8;
  const step = w / n;
  const tops: { x: number; y: number }[] = [];
  for (let i = 0; i < n; i += 1) {
    const rise = (i + 0.6) / n;
    const top = base - h * (0.12 + 0.62 * rise ** 1.3 + (rng() - 0.5) * 0.08);
    tops.push({ x: step * (i + 0.5), y: top });
  }
  // The bars, turned towards the money's green, climb towards the subject.
  const bar = natural(look, away(look.far, 0.18), '#2FBF71');
  mass(ctx, look, bar, (c) => {
    for (const t of tops) c.rect(t.x - step * 0.34, t.y, step * 0.68, base - t.y);
  }, { top: mix(bar, look.light, 0.3), y0: h * 0.1, y1: base, rim: true });

  // The curve over the bars, the area under it lit, and an arrow head at its end.
  const curve = (c: Ctx) => {
    c.moveTo(0, (tops[0]?.y ?? base) + h * 0.05);
    for (const t of tops) c.lineTo(t.x, t.y - h * 0.05);
  };
  if (look.mode !== 'neon') {
    const g = ctx.createLinearGradient(0, h * 0.1, 0, base);
    g.addColorStop(0, mix(look.light, look.far, 0.3));
    g.addColorStop(1, look.far);
    ctx.save();
    ctx.globalAlpha = look.strength * 0.22;
    ctx.fillStyle = look.mode === 'flat' ? mix(look.far, look.light, 0.5) : g;
    ctx.beginPath();
    curve(ctx);
    ctx.lineTo(w, base);
    ctx.lineTo(0, base);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
  const last = tops.at(-1) ?? { x: w, y: h * 0.2 };
  const lw = Math.max(3, h / 90);
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, lw, curve, 0.8);
    line(ctx, look, look.accent, lw, (c) => {
      c.moveTo(last.x - h * 0.05, last.y - h * 0.02);
      c.lineTo(last.x + h * 0.012, last.y - h * 0.07);
      c.lineTo(last.x + h * 0.002, last.y + h * 0.015);
    }, 0.8);
  });
  glow(ctx, look, last.x, last.y, h * 0.3, look.light, 0.35);

  // The counter, and stacks of coins on it.
  mass(ctx, look, look.near, (c) => c.rect(-4, base, w + 8, h - base + 4), { top: mix(look.near, look.light, 0.15), y0: base, y1: h });
  const coin = mix(look.near, look.light, 0.35);
  const edge = mix(look.near, '#000000', 0.2);
  const stacks = [0.06, 0.16, 0.58, 0.68, 0.9].map((s, i) => ({ x: w * (s + rng() * 0.03), n: 3 + Math.floor(rng() * (i > 1 ? 7 : 4)) }));
  const rx = w * 0.036;
  const ry = h * 0.014;
  const th = h * 0.016;
  outsideCalm(ctx, look, w, h, () => {
    for (const s of stacks) {
      const y0 = base + h * 0.07;
      // One path per stack: its coins' edges as sub-paths, filled and outlined at once.
      prop(ctx, look, edge, (c) => {
        for (let k = 0; k < s.n; k += 1) {
          const y = y0 - k * th;
          c.moveTo(s.x + rx, y);
          c.ellipse(s.x, y, rx, ry, 0, 0, Math.PI);
          c.lineTo(s.x - rx, y - th);
          c.ellipse(s.x, y - th, rx, ry, 0, Math.PI, 0, true);
          c.closePath();
        }
      }, 1.5);
      prop(ctx, look, coin, (c) => c.ellipse(s.x, y0 - s.n * th, rx, ry, 0, 0, Math.PI * 2), 1.5);
    }
  });
};
