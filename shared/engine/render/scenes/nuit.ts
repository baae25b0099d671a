import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, freeSpot, glow, inCalm, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * A night sky: deeper at the top, stars away from the words, a crescent beside the subject, dunes
 * far away and the domes and minaret of a town's rooftops along the bottom.
 */
export const paintNuit: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 8);
  ctx.globalAlpha = look.strength;

  // The sky darkens towards the top.
  // The whole sky is the scene's mass, a night blue, deeper at the top.
  const deep = natural(look, away(look.near, 0.2), '#1B2A6B');
  const low = natural(look, away(look.near, 0.08), '#3A3F8F');
  mass(ctx, look, low, (c) => c.rect(-4, -4, w + 8, h + 8), { top: deep, y0: 0, y1: h * 0.75, edge: false });

  // Stars: small discs and a few four-pointed sparkles.
  outsideCalm(ctx, look, w, h, () => {
    ctx.fillStyle = look.mode === 'flat' ? look.light : mix(look.light, '#FFFFFF', 0.5);
    ctx.beginPath();
    for (let i = 0; i < 46; i += 1) {
      const x = rng() * w;
      const y = rng() * h * 0.62;
      const r = h * (0.0025 + rng() * 0.004);
      if (inCalm(look, x / w, y / h, 0.02)) continue;
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    for (let i = 0; i < 4; i += 1) {
      const x = rng() * w;
      const y = rng() * h * 0.5;
      const r = h * (0.014 + rng() * 0.01);
      if (inCalm(look, x / w, y / h, 0.03)) continue;
      ctx.moveTo(x, y - r);
      ctx.quadraticCurveTo(x, y, x + r, y);
      ctx.quadraticCurveTo(x, y, x, y + r);
      ctx.quadraticCurveTo(x, y, x - r, y);
      ctx.quadraticCurveTo(x, y, x, y - r);
      ctx.closePath();
    }
    ctx.fill();
  });

  // The crescent, with its halo, high in the sky between the words and the subject: behind the
  // subject it doubled the moon a Ramadan title draws as its subject. Left out where there is no room.
  const spot = freeSpot(look, [0.54, 0.46, 0.36, 0.24, 0.1], 0.05, 0.14, 0.26);
  if (spot !== null) {
    const mx = w * (spot + (rng() - 0.5) * 0.02);
    const my = h * (0.16 + rng() * 0.04);
    const r = h * 0.08;
    glow(ctx, look, mx, my, h * 0.36, look.light, 0.4);
    prop(ctx, look, mix(look.light, '#FFFFFF', 0.4), (c) => {
      c.arc(mx, my, r, 0, Math.PI * 2);
      c.moveTo(mx + r * 0.35 + r * 0.82, my - r * 0.25);
      c.arc(mx + r * 0.35, my - r * 0.25, r * 0.82, 0, Math.PI * 2, true);
    }, 3);
  }

  // Dunes far away, then the rooftops: flat roofs, a dome and a minaret.
  const dunes = natural(look, mix(low, look.light, 0.12), '#B08A5A');
  mass(ctx, look, dunes, (c) => {
    c.moveTo(-4, h * 0.74);
    c.quadraticCurveTo(w * 0.2, h * 0.6, w * 0.42, h * 0.7);
    c.quadraticCurveTo(w * 0.62, h * 0.78, w * 0.8, h * 0.64);
    c.quadraticCurveTo(w * 0.92, h * 0.58, w + 4, h * 0.66);
    c.lineTo(w + 4, h + 4);
    c.lineTo(-4, h + 4);
    c.closePath();
  });
  const roofs = mix(look.near, '#000000', look.mode === 'flat' ? 0.05 : 0.25);
  const ground = h * 0.8;
  const domeX = w * (0.52 + rng() * 0.1);
  const minX = domeX + w * 0.13;
  mass(ctx, look, roofs, (c) => {
    let x = -4;
    while (x < w) {
      const bw = w * (0.06 + rng() * 0.08);
      const top = ground + h * (rng() * 0.08 - 0.02);
      c.rect(x, top, bw, h - top + 4);
      x += bw;
    }
    c.rect(domeX - w * 0.09, ground - h * 0.04, w * 0.18, h * 0.3);
    c.moveTo(domeX + w * 0.075, ground - h * 0.04);
    c.arc(domeX, ground - h * 0.04, w * 0.075, 0, Math.PI, true);
    c.rect(minX - w * 0.014, ground - h * 0.3, w * 0.028, h * 0.32);
    c.moveTo(minX - w * 0.02, ground - h * 0.3);
    c.lineTo(minX, ground - h * 0.37);
    c.lineTo(minX + w * 0.02, ground - h * 0.3);
    c.closePath();
  }, { rim: true });
  // A few warm windows.
  outsideCalm(ctx, look, w, h, () => {
    ctx.fillStyle = mix(look.light, look.accent, 0.3);
    ctx.beginPath();
    for (let i = 0; i < 9; i += 1) {
      const x = rng() * w;
      if (Math.abs(x - domeX) < w * 0.1) continue;
      ctx.rect(x, ground + h * (0.03 + rng() * 0.1), h * 0.018, h * 0.026);
    }
    ctx.fill();
  });
};
