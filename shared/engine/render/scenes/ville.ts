import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, glow, inCalm, mass, natural, outsideCalm, variantRng } from './scene-kit';

/**
 * A city at dusk: the sky warmer towards the horizon, a far skyline close to its colour, a near
 * skyline with lit windows and a tower behind the subject.
 */
export const paintVille: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 6);
  ctx.globalAlpha = look.strength;
  const horizon = h * 0.72;

  // The dusk sky, warmer down to the city.
  const dusk = natural(look, away(look.far, 0.22), '#F39A4C');
  mass(ctx, look, dusk, (c) => c.rect(-4, -4, w + 8, horizon + 4), { top: look.far, y0: 0, y1: horizon, edge: false });
  glow(ctx, look, w * 0.72, horizon, h * 0.45, look.light, 0.4);

  // The far skyline: thin towers close to the sky's colour.
  const far = natural(look, mix(look.far, look.near, 0.3), '#6A6FA8');
  mass(ctx, look, far, (c) => {
    let x = -w * 0.02;
    while (x < w) {
      const bw = w * (0.03 + rng() * 0.05);
      const top = h * (0.36 + rng() * 0.2);
      c.rect(x, top, bw, h - top);
      x += bw + w * rng() * 0.012;
    }
  }, { edge: true });

  // The near skyline, with a tall tower (and its mast) behind the subject.
  const near = natural(look, away(look.near, 0.08), '#2E3266');
  const blocks: { x: number; w: number; top: number }[] = [];
  let x = -w * 0.03;
  while (x < w) {
    const bw = w * (0.07 + rng() * 0.07);
    const tower = x + bw / 2 > w * 0.66 && x + bw / 2 < w * 0.86 && !blocks.some((b) => b.top < h * 0.3);
    const top = tower ? h * (0.12 + rng() * 0.06) : h * (0.46 + rng() * 0.2);
    blocks.push({ x, w: bw, top });
    x += bw + w * (rng() < 0.3 ? 0.01 : 0);
  }
  mass(ctx, look, near, (c) => {
    for (const b of blocks) {
      c.rect(b.x, b.top, b.w, h - b.top + 4);
      if (b.top < h * 0.3) c.rect(b.x + b.w / 2 - h * 0.005, b.top - h * 0.08, h * 0.01, h * 0.08);
    }
  }, { top: mix(near, look.light, 0.1), y0: h * 0.3, y1: h, rim: true });

  // Lit windows, a few per floor, never under the words.
  const lit = look.mode === 'flat' ? look.light : mix(look.light, look.accent, 0.15);
  outsideCalm(ctx, look, w, h, () => {
    ctx.fillStyle = lit;
    ctx.beginPath();
    const ww = h * 0.016;
    const wh = h * 0.022;
    for (const b of blocks) {
      for (let y = b.top + h * 0.03; y < h - wh; y += h * 0.05) {
        for (let wx = b.x + w * 0.012; wx < b.x + b.w - ww - w * 0.008; wx += w * 0.022) {
          if (rng() < 0.3 && !inCalm(look, wx / w, y / h, 0.02)) ctx.rect(wx, y, ww, wh);
        }
      }
    }
    ctx.fill();
  });
};
