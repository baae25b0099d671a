import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, freeSpot, glow, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * A kitchen: a tiled splashback, a shelf of pots high on the wall, a hood over the stove behind
 * the subject, and the counter across the lower third with a steaming pot on it.
 */
export const paintCuisine: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 2);
  ctx.globalAlpha = look.strength;
  const counter = h * (0.64 + rng() * 0.05);
  const splash = h * 0.36;

  // The splashback: a band of tiles between the shelf and the counter.
  const tiles = natural(look, away(look.far, 0.2), '#E9A86B');
  mass(ctx, look, tiles, (c) => c.rect(-4, splash, w + 8, counter - splash), { edge: false });
  outsideCalm(ctx, look, w, h, () => {
    const size = h * 0.075;
    line(ctx, look, look.light, Math.max(1, h / 420), (c) => {
      for (let y = splash + size; y < counter; y += size) {
        c.moveTo(0, y);
        c.lineTo(w, y);
      }
      for (let x = (rng() * size) % size; x < w; x += size) {
        c.moveTo(x, splash);
        c.lineTo(x, counter);
      }
    }, 0.22);
  });

  // The hood over the stove, behind the subject, and the light under it.
  const hx = w * (0.74 + rng() * 0.06);
  const hood = mix(look.near, look.far, 0.25);
  mass(ctx, look, hood, (c) => {
    c.moveTo(hx - w * 0.07, -4);
    c.lineTo(hx + w * 0.07, -4);
    c.lineTo(hx + w * 0.07, h * 0.14);
    c.lineTo(hx + w * 0.16, h * 0.27);
    c.lineTo(hx - w * 0.16, h * 0.27);
    c.lineTo(hx - w * 0.07, h * 0.14);
    c.closePath();
  }, { rim: true });
  glow(ctx, look, hx, h * 0.3, h * 0.3, look.light, 0.35);

  // A shelf high on the wall with pots and jars, where the words leave room.
  const shelfY = h * 0.24;
  const shelf = freeSpot(look, [0.3, 0.22, 0.4, 0.14], 0.12, 0.26, 0.14);
  if (shelf !== null) {
    const sx = shelf * w;
    prop(ctx, look, look.near, (c) => c.rect(sx - w * 0.15, shelfY, w * 0.3, h * 0.018));
    let x = sx - w * 0.13;
    for (let i = 0; i < 4; i += 1) {
      const pw = w * (0.035 + rng() * 0.03);
      const ph = h * (0.06 + rng() * 0.05);
      const tone = mix(look.near, look.far, 0.2 + 0.15 * i);
      prop(ctx, look, tone, (c) => {
        c.roundRect(x, shelfY - ph, pw, ph, Math.min(pw, ph) * 0.25);
        c.rect(x + pw * 0.3, shelfY - ph - h * 0.012, pw * 0.4, h * 0.014);
      }, 2);
      x += pw + w * 0.018;
    }
  }

  // The counter: a lit edge, its top, and the cupboards below.
  const top = h * 0.05;
  const wood = natural(look, away(look.near, 0.06), '#8A5A3C');
  mass(ctx, look, mix(wood, look.light, 0.3), (c) => c.rect(-4, counter, w + 8, top));
  mass(ctx, look, wood, (c) => c.rect(-4, counter + top, w + 8, h - counter), { top: mix(wood, '#000000', 0.1), y0: counter + top, y1: h, rim: true });
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, Math.max(2, h / 240), (c) => {
      c.moveTo(0, counter);
      c.lineTo(w, counter);
    }, 0.5);
    line(ctx, look, mix(look.near, '#000000', 0.35), Math.max(2, h / 300), (c) => {
      for (let x = w * (0.05 + rng() * 0.05); x < w; x += w * 0.2) {
        c.moveTo(x, counter + top + h * 0.03);
        c.lineTo(x, h);
      }
    }, 0.6);
  });

  // A pot on the stove, its steam rising into the hood's light.
  const px = hx - w * 0.06;
  const pw = w * 0.11;
  const ph = h * 0.09;
  // Metal catches the hood's light: the pot is lighter than the counter it stands on.
  prop(ctx, look, mix(look.near, look.light, 0.3), (c) => {
    c.roundRect(px - pw / 2, counter - ph, pw, ph, ph * 0.2);
    c.rect(px - pw * 0.62, counter - ph * 0.82, pw * 1.24, ph * 0.12);
  });
  line(ctx, look, look.light, Math.max(2, h / 180), (c) => {
    for (let i = -1; i <= 1; i += 1) {
      const x0 = px + i * pw * 0.28;
      c.moveTo(x0, counter - ph - h * 0.02);
      c.bezierCurveTo(x0 - w * 0.02, counter - ph - h * 0.08, x0 + w * 0.02, counter - ph - h * 0.12, x0, counter - ph - h * 0.19);
    }
  }, 0.35);
};
