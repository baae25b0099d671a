import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, freeSpot, glow, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * A beauty corner: a big ring light behind the subject, a mirror framed with bulbs and a shelf of
 * products where the words leave room, and the dressing table along the bottom.
 */
export const paintStudio: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 9);
  ctx.globalAlpha = look.strength;
  const table = h * (0.8 + rng() * 0.04);

  // The back wall, powdery pink, in soft vertical panels.
  const wall = natural(look, away(look.far, 0.16), '#F2A7C3');
  mass(ctx, look, wall, (c) => c.rect(-4, -4, w + 8, table + 4), { top: mix(wall, look.far, 0.4), y0: 0, y1: table, edge: false });
  outsideCalm(ctx, look, w, h, () =>
    line(ctx, look, mix(look.far, look.near, 0.5), Math.max(2, h / 220), (c) => {
      for (let x = w * (0.1 + rng() * 0.05); x < w; x += w * 0.18) {
        c.moveTo(x, 0);
        c.lineTo(x, table);
      }
    }, 0.5),
  );

  // The ring light: a wide halo, its bright ring and its stand.
  const rx = w * (0.74 + rng() * 0.06);
  const ry = h * 0.42;
  const R = h * 0.32;
  glow(ctx, look, rx, ry, R * 1.45, look.light, 0.5);
  line(ctx, look, look.near, Math.max(4, h / 110), (c) => {
    c.moveTo(rx, ry + R);
    c.lineTo(rx, table);
  });
  ctx.beginPath();
  ctx.arc(rx, ry, R, 0, Math.PI * 2);
  if (look.mode === 'neon') {
    ctx.strokeStyle = mix(look.light, '#FFFFFF', 0.2);
    ctx.lineWidth = h * 0.05;
    ctx.globalAlpha = look.strength * 0.25;
    ctx.stroke();
    ctx.globalAlpha = look.strength;
  }
  // A darker band under the ring outlines it, so a white ring holds on a pale wall too.
  ctx.strokeStyle = mix(look.near, '#000000', 0.15);
  ctx.lineWidth = h * 0.052;
  ctx.stroke();
  ctx.strokeStyle = mix(look.light, '#FFFFFF', 0.5);
  ctx.lineWidth = h * 0.04;
  ctx.stroke();
  ctx.strokeStyle = mix(look.light, look.far, 0.25);
  ctx.lineWidth = h * 0.008;
  ctx.stroke();

  // A mirror with its bulbs, moved along the wall to stay clear of the words.
  const mw = 0.16;
  const mh = 0.42;
  const mx = freeSpot(look, [0.45, 0.12, 0.3, 0.55], 0.14, mw + 0.04, mh + 0.04);
  if (mx !== null) {
    const x0 = (mx - mw / 2) * w;
    const y0 = h * 0.16;
    prop(ctx, look, mix(look.near, look.far, 0.2), (c) => c.roundRect(x0, y0, mw * w, mh * h, h * 0.03));
    prop(ctx, look, mix(look.far, look.light, 0.3), (c) => c.roundRect(x0 + h * 0.025, y0 + h * 0.025, mw * w - h * 0.05, mh * h - h * 0.05, h * 0.02), 1.5);
    ctx.fillStyle = mix(look.light, '#FFFFFF', 0.6);
    ctx.beginPath();
    for (let k = 0; k < 5; k += 1) {
      const y = y0 + h * 0.03 + ((mh * h - h * 0.06) * k) / 4;
      for (const x of [x0 - h * 0.001, x0 + mw * w]) {
        ctx.moveTo(x + h * 0.012, y);
        ctx.arc(x, y, h * 0.012, 0, Math.PI * 2);
      }
    }
    ctx.fill();
  }

  // The dressing table, its lit edge, and products standing on it away from the words.
  const top = natural(look, look.near, '#B0707F');
  mass(ctx, look, top, (c) => c.rect(-4, table, w + 8, h - table + 4), { top: mix(top, look.light, 0.2), y0: table, y1: h, rim: true });
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, Math.max(2, h / 260), (c) => {
      c.moveTo(0, table);
      c.lineTo(w, table);
    }, 0.5);
    let x = w * (0.04 + rng() * 0.04);
    const tones = [mix(look.near, look.light, 0.25), mix(look.near, look.accent, 0.35), mix(look.near, look.far, 0.4)];
    for (let i = 0; i < 7 && x < w * 0.6; i += 1) {
      const bw = w * (0.022 + rng() * 0.022);
      const bh = h * (0.07 + rng() * 0.08);
      const tone = tones[i % tones.length] ?? look.near;
      prop(ctx, look, tone, (c) => {
        c.roundRect(x, table - bh, bw, bh, bw * 0.3);
        c.rect(x + bw * 0.3, table - bh - h * 0.022, bw * 0.4, h * 0.024);
      }, 2);
      x += bw + w * (0.012 + rng() * 0.03);
    }
  });
};
