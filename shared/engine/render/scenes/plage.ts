import type { Ctx } from '../canvas';
import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, glow, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * A beach: a pale sky, the sun low over the sea behind the subject, a band of sea with its
 * glitter, the sand up to a foaming shore, and a palm leaning in from the frame's edge.
 */
export const paintPlage: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 7);
  ctx.globalAlpha = look.strength;
  const horizon = h * (0.5 + rng() * 0.05);
  const shore = h * (0.7 + rng() * 0.04);

  // The sky, bluer down to the horizon; the sun sits on it behind the subject.
  const haze = natural(look, away(look.far, 0.26), '#5DB8F0');
  mass(ctx, look, haze, (c) => c.rect(-4, -4, w + 8, horizon + 4), { top: natural(look, look.far, '#5DB8F0'), y0: 0, y1: horizon, edge: false });
  const sx = w * (0.74 + rng() * 0.06);
  const sy = horizon - h * 0.1;
  glow(ctx, look, sx, sy, h * 0.4, look.light, 0.6);
  prop(ctx, look, mix(look.light, '#FFFFFF', 0.3), (c) => c.arc(sx, sy, h * 0.11, 0, Math.PI * 2), 3);

  // The sea, and the sun's glitter on it.
  const sea = natural(look, look.near, '#1679B8');
  mass(ctx, look, sea, (c) => c.rect(-4, horizon, w + 8, shore - horizon + h * 0.03), { top: mix(sea, look.far, 0.4), y0: horizon, y1: shore });
  outsideCalm(ctx, look, w, h, () =>
    line(ctx, look, look.light, Math.max(2, h / 200), (c) => {
      for (let k = 0; k < 7; k += 1) {
        const y = horizon + ((shore - horizon) * (k + 0.6)) / 7.5;
        const half = w * (0.02 + 0.012 * k) * (0.6 + rng() * 0.8);
        const cx = sx + (rng() - 0.5) * w * 0.04;
        c.moveTo(cx - half, y);
        c.lineTo(cx + half, y);
      }
    }, 0.55),
  );

  // The sand from a wavy shore down, with its line of foam.
  const sand = natural(look, away(look.far, 0.34), '#E8C27A');
  const shoreline = (c: Ctx) => {
    c.moveTo(-4, shore);
    for (let i = 1; i <= 4; i += 1) c.quadraticCurveTo(((i - 0.5) * w) / 4, shore + (i % 2 === 0 ? -1 : 1) * h * 0.03, (i * w) / 4 + 4, shore);
  };
  mass(ctx, look, sand, (c) => {
    shoreline(c);
    c.lineTo(w + 4, h + 4);
    c.lineTo(-4, h + 4);
    c.closePath();
  }, { top: mix(sand, look.light, 0.25), y0: shore, y1: h });
  outsideCalm(ctx, look, w, h, () => line(ctx, look, mix(look.light, '#FFFFFF', 0.5), Math.max(3, h / 120), shoreline, 0.6));

  // A palm leaning in from the subject's edge: its trunk, then its fronds against the sky.
  const base = { x: w * 1.02, y: h };
  const crown = { x: w * (0.9 + rng() * 0.03), y: h * 0.16 };
  const trunk = mix(look.near, '#000000', 0.2);
  prop(ctx, look, trunk, (c) => {
    c.moveTo(base.x - w * 0.025, base.y);
    c.quadraticCurveTo(crown.x + w * 0.02, h * 0.55, crown.x - w * 0.008, crown.y);
    c.lineTo(crown.x + w * 0.008, crown.y);
    c.quadraticCurveTo(crown.x + w * 0.045, h * 0.55, base.x + w * 0.025, base.y);
    c.closePath();
  });
  prop(ctx, look, trunk, (c) => {
    for (let i = 0; i < 7; i += 1) {
      const a = Math.PI + 0.1 + (i / 6) * Math.PI * 0.95 + (rng() - 0.5) * 0.2;
      const len = h * (0.2 + rng() * 0.08);
      const droop = h * 0.08;
      const ex = crown.x + Math.cos(a) * len;
      const ey = crown.y + Math.sin(a) * len * 0.5 + droop;
      const mx = crown.x + Math.cos(a) * len * 0.55;
      const my = crown.y + Math.sin(a) * len * 0.55 - h * 0.03;
      c.moveTo(crown.x, crown.y);
      c.quadraticCurveTo(mx - h * 0.03, my - h * 0.02, ex, ey);
      c.quadraticCurveTo(mx + h * 0.02, my + h * 0.03, crown.x, crown.y);
    }
  }, 2);
};
