import type { Ctx } from '../canvas';
import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, glow, line, mass, natural, outsideCalm, variantRng } from './scene-kit';

/**
 * A football pitch seen from the penalty spot: the stands and their floodlights far away, the
 * mown grass filling the lower half, and the goal with its boxes behind the subject.
 */
export const paintTerrain: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 1);
  ctx.globalAlpha = look.strength;
  const goalLine = h * (0.5 + rng() * 0.06);
  const standTop = goalLine - h * 0.22;

  // A night sky over the stadium, then the stands: a dark band, its tiers barely drawn.
  const night = away(look.near, 0.1);
  mass(ctx, look, look.far, (c) => c.rect(-4, -4, w + 8, standTop + 4), { top: night, y0: 0, y1: standTop, edge: false });
  const stands = away(look.near, 0.06);
  mass(ctx, look, stands, (c) => c.rect(-4, standTop, w + 8, goalLine - standTop), { top: mix(look.far, look.near, 0.3), y0: standTop, y1: goalLine, rim: true });
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, Math.max(1, h / 360), (c) => {
      for (const k of [0.3, 0.55, 0.78]) {
        c.moveTo(0, standTop + (goalLine - standTop) * k);
        c.lineTo(w, standTop + (goalLine - standTop) * k);
      }
    }, 0.12);
  });

  // Floodlights: two masts whose lamps light the night above the stands.
  const masts = [w * (0.06 + rng() * 0.06), w * (0.56 + rng() * 0.1)];
  for (const mx of masts) {
    const top = h * 0.07;
    glow(ctx, look, mx, top + h * 0.03, h * 0.3, look.light, 0.5);
    outsideCalm(ctx, look, w, h, () => {
      line(ctx, look, look.near, Math.max(2, h / 160), (c) => {
        c.moveTo(mx, top + h * 0.06);
        c.lineTo(mx, standTop);
      });
      ctx.fillStyle = mix(look.light, '#FFFFFF', 0.5);
      for (let i = 0; i < 3; i += 1) for (let j = 0; j < 2; j += 1) ctx.fillRect(mx - h * 0.045 + i * h * 0.032, top + j * h * 0.028, h * 0.024, h * 0.02);
    });
  }

  // The grass, softer towards the goal, in mown stripes that run to the vanishing point.
  // The grass, a step further from mid-grey than the wall, turned towards green.
  const grass = natural(look, away(look.far, 0.16), '#2FA84F');
  mass(ctx, look, grass, (c) => c.rect(-4, goalLine, w + 8, h - goalLine + 4), { top: mix(grass, look.far, 0.35), y0: goalLine, y1: h });
  const vx = w * 0.72;
  const vy = goalLine - h * 1.4;
  if (look.mode !== 'neon') {
    ctx.fillStyle = mix(grass, '#000000', look.mode === 'flat' ? 0.04 : 0.08);
    ctx.beginPath();
    const stripes = 12;
    for (let i = -stripes; i < stripes; i += 2) {
      const xa = vx + (i * w) / 5;
      const xb = vx + ((i + 1) * w) / 5;
      const at = (x: number, y: number) => vx + ((x - vx) * (y - vy)) / (h - vy);
      ctx.moveTo(at(xa, goalLine), goalLine);
      ctx.lineTo(at(xb, goalLine), goalLine);
      ctx.lineTo(xb, h);
      ctx.lineTo(xa, h);
      ctx.closePath();
    }
    ctx.fill();
  }

  // The goal behind the subject, and the lines of its boxes widening towards the viewer.
  const gx = w * (0.74 + rng() * 0.06);
  const gw = w * 0.26;
  const gh = h * 0.17;
  const lw = Math.max(2, h / 170);
  const boxes = (half: number, depth: number) => (c: Ctx) => {
    c.moveTo(gx - half, goalLine);
    c.lineTo(gx - half * 1.35, goalLine + depth);
    c.lineTo(gx + half * 1.35, goalLine + depth);
    c.lineTo(gx + half, goalLine);
  };
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, lw, (c) => {
      c.moveTo(-4, goalLine);
      c.lineTo(w + 4, goalLine);
      boxes(w * 0.36, h * 0.36)(c);
      boxes(w * 0.19, h * 0.13)(c);
      c.moveTo(gx + h * 0.012, goalLine + h * 0.26);
      c.arc(gx, goalLine + h * 0.26, h * 0.012, 0, Math.PI * 2);
    }, 0.7);
    // The net: a fine hatch, then the posts and bar.
    line(ctx, look, look.light, Math.max(1, h / 500), (c) => {
      for (let i = 1; i < 12; i += 1) {
        c.moveTo(gx - gw / 2 + (gw * i) / 12, goalLine - gh);
        c.lineTo(gx - gw / 2 + (gw * i) / 12 + (i < 6 ? 6 : -6), goalLine);
      }
      for (let j = 1; j < 6; j += 1) {
        c.moveTo(gx - gw / 2, goalLine - gh + (gh * j) / 6);
        c.lineTo(gx + gw / 2, goalLine - gh + (gh * j) / 6);
      }
    }, 0.3);
    line(ctx, look, mix(look.light, '#FFFFFF', 0.6), lw * 2.2, (c) => {
      c.moveTo(gx - gw / 2, goalLine);
      c.lineTo(gx - gw / 2, goalLine - gh);
      c.lineTo(gx + gw / 2, goalLine - gh);
      c.lineTo(gx + gw / 2, goalLine);
    }, 0.9);
  });
};
