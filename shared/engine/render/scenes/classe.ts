import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * A classroom: a wide chalkboard in its wooden frame filling the wall (the words sit on it as if
 * written there), a few chalk marks where they leave room, and the pupils' desks in front.
 */
export const paintClasse: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 5);
  ctx.globalAlpha = look.strength;
  const wainscot = h * 0.68;

  // The lower wall, a painted band under the board.
  const lower = natural(look, away(look.far, 0.16), '#D9B98C');
  mass(ctx, look, lower, (c) => c.rect(-4, wainscot, w + 8, h - wainscot + 4), { edge: false });

  // The board, a step further from the wall's grey, in its wooden frame with a tray.
  const bx = w * 0.05;
  const by = h * (0.08 + rng() * 0.03);
  const bw = w * 0.9;
  const bh = wainscot - by - h * 0.07;
  const wood = natural(look, mix(look.near, look.light, 0.3), '#A8703C');
  const frameW = Math.max(6, h * 0.022);
  prop(ctx, look, wood, (c) => c.rect(bx - frameW, by - frameW, bw + frameW * 2, bh + frameW * 2), 2);
  const board = natural(look, away(look.near, 0.12), '#2E6B4F');
  mass(ctx, look, board, (c) => c.rect(bx, by, bw, bh), { top: mix(board, look.far, 0.25), y0: by, y1: by + bh });
  prop(ctx, look, wood, (c) => c.rect(bx - frameW * 0.5, by + bh + frameW, bw + frameW, frameW * 0.9), 2);

  // Chalk: a triangle, a curve on its axes and a few lines of writing, only away from the words.
  const chalk = look.mode === 'flat' ? look.light : mix(look.light, '#FFFFFF', 0.6);
  const lw = Math.max(2, h / 220);
  outsideCalm(ctx, look, w, h, () => {
    const gx = bx + bw * (0.7 + rng() * 0.06);
    const gy = by + bh * 0.78;
    line(ctx, look, chalk, lw, (c) => {
      c.moveTo(gx, gy);
      c.lineTo(gx + bw * 0.2, gy);
      c.moveTo(gx, gy);
      c.lineTo(gx, gy - bh * 0.55);
      c.moveTo(gx, gy - bh * 0.04);
      c.bezierCurveTo(gx + bw * 0.06, gy - bh * 0.02, gx + bw * 0.1, gy - bh * 0.5, gx + bw * 0.18, gy - bh * 0.48);
    }, 0.6);
    const tx = bx + bw * (0.08 + rng() * 0.05);
    const ty = by + bh * 0.2;
    line(ctx, look, chalk, lw, (c) => {
      c.moveTo(tx, ty + bh * 0.3);
      c.lineTo(tx + bw * 0.08, ty);
      c.lineTo(tx + bw * 0.14, ty + bh * 0.3);
      c.closePath();
      for (let k = 0; k < 3; k += 1) {
        const y = by + bh * (0.66 + k * 0.1);
        let x = bx + bw * 0.06;
        const end = bx + bw * (0.32 + rng() * 0.12);
        c.moveTo(x, y);
        while (x < end) {
          const word = bw * (0.02 + rng() * 0.04);
          c.quadraticCurveTo(x + word * 0.25, y - h * 0.012, x + word * 0.5, y);
          c.quadraticCurveTo(x + word * 0.75, y + h * 0.012, x + word, y);
          x += word + bw * 0.015;
          c.moveTo(x, y);
        }
      }
    }, 0.5);
  });

  // The desks: two tops in perspective with their legs, one each side.
  const row = h * (0.84 + rng() * 0.03);
  const deskTone = mix(look.near, '#000000', 0.1);
  for (const [cx, dw] of [
    [w * 0.2, w * 0.36],
    [w * 0.76, w * 0.4],
  ] as const) {
    prop(ctx, look, deskTone, (c) => {
      c.moveTo(cx - dw * 0.44, row);
      c.lineTo(cx + dw * 0.44, row);
      c.lineTo(cx + dw / 2, row + h * 0.05);
      c.lineTo(cx - dw / 2, row + h * 0.05);
      c.closePath();
      c.rect(cx - dw * 0.45, row + h * 0.05, h * 0.018, h);
      c.rect(cx + dw * 0.45 - h * 0.018, row + h * 0.05, h * 0.018, h);
    });
    outsideCalm(ctx, look, w, h, () =>
      line(ctx, look, look.light, Math.max(1.5, h / 360), (c) => {
        c.moveTo(cx - dw * 0.44, row);
        c.lineTo(cx + dw * 0.44, row);
      }, 0.4),
    );
  }
};
