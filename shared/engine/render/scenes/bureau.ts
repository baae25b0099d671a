import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { facingSubject, freeSpot, glow, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * A desk by a window: the window's light behind the subject, the desk top across the lower part,
 * and on it a laptop, a lamp and a plant where the words leave room.
 */
export const paintBureau: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 4);
  ctx.globalAlpha = look.strength;
  const desk = h * (0.7 + rng() * 0.05);

  // The window: a pane of sky with its bars, and the light it throws on the wall.
  const wx = w * (0.5 + rng() * 0.04);
  const ww = w * 0.44;
  const wy = h * 0.05;
  const wh = desk - wy - h * 0.08;
  glow(ctx, look, wx + ww / 2, wy + wh / 2, h * 0.45, look.light, 0.35);
  // The window is lit whatever the ground: a pane of daylight, never a dark hole.
  const sky = natural(look, mix(look.far, look.light, 0.4), '#6FB7F0');
  mass(ctx, look, sky, (c) => c.rect(wx, wy, ww, wh), { top: mix(sky, look.light, 0.3), y0: wy, y1: wy + wh });
  const frame = mix(look.near, look.far, 0.3);
  const bar = Math.max(4, h * 0.014);
  prop(ctx, look, frame, (c) => {
    c.rect(wx - bar, wy - bar, ww + bar * 2, bar);
    c.rect(wx - bar, wy + wh, ww + bar * 2, bar * 1.6);
    c.rect(wx - bar, wy, bar, wh);
    c.rect(wx + ww, wy, bar, wh);
    c.rect(wx + ww / 2 - bar / 2, wy, bar, wh);
    c.rect(wx, wy + wh * 0.45, ww, bar);
  }, 2);

  // The desk: its top lit along the edge, its front in shadow.
  const top = h * 0.045;
  const wood = natural(look, look.near, '#7A5234');
  mass(ctx, look, mix(wood, look.light, 0.25), (c) => c.rect(-4, desk, w + 8, top));
  mass(ctx, look, wood, (c) => c.rect(-4, desk + top, w + 8, h - desk), { top: mix(wood, '#000000', 0.15), y0: desk + top, y1: h, rim: true });
  outsideCalm(ctx, look, w, h, () =>
    line(ctx, look, look.light, Math.max(2, h / 260), (c) => {
      c.moveTo(0, desk);
      c.lineTo(w, desk);
    }, 0.45),
  );

  // The laptop, open, its screen glowing; moved along the desk to stay clear of the words.
  const lw = 0.2;
  const lh = 0.17;
  const lx = freeSpot(look, [0.46, 0.38, 0.54, 0.3, 0.62, 0.2], desk / h - lh, lw, lh);
  if (lx !== null) {
    const cx = lx * w;
    const sw = lw * w * 0.8;
    const sh = lh * h * 0.82;
    prop(ctx, look, mix(look.near, '#000000', 0.25), (c) => {
      c.roundRect(cx - sw / 2, desk - sh - h * 0.012, sw, sh, h * 0.01);
      c.moveTo(cx - (lw * w) / 2, desk);
      c.lineTo(cx + (lw * w) / 2, desk);
      c.lineTo(cx + (lw * w) / 2 - h * 0.01, desk - h * 0.014);
      c.lineTo(cx - (lw * w) / 2 + h * 0.01, desk - h * 0.014);
      c.closePath();
    });
    const screen = mix(look.light, look.far, 0.35);
    prop(ctx, look, screen, (c) => c.rect(cx - sw / 2 + h * 0.012, desk - sh, sw - h * 0.024, sh - h * 0.024), 1.5);
    glow(ctx, look, cx, desk - sh / 2, h * 0.25, look.light, 0.25);
  }

  // A lamp at one end of the desk and a plant at the other, each only where there is room.
  outsideCalm(ctx, look, w, h, () => {
    const lampX = w * 0.08;
    if (freeSpot(look, [0.1], desk / h - 0.3, 0.14, 0.3) !== null) {
      glow(ctx, look, lampX + w * 0.06, desk - h * 0.2, h * 0.3, look.light, 0.4);
      line(ctx, look, look.near, Math.max(3, h / 150), (c) => {
        c.moveTo(lampX, desk);
        c.lineTo(lampX + w * 0.02, desk - h * 0.2);
        c.lineTo(lampX + w * 0.06, desk - h * 0.26);
      });
      prop(ctx, look, look.near, (c) => {
        c.moveTo(lampX + w * 0.04, desk - h * 0.3);
        c.lineTo(lampX + w * 0.1, desk - h * 0.24);
        c.lineTo(lampX + w * 0.065, desk - h * 0.2);
        c.closePath();
        c.ellipse(lampX, desk - h * 0.008, w * 0.03, h * 0.012, 0, 0, Math.PI * 2);
      }, 2);
    }
    const plantX = w * (0.93 + rng() * 0.03);
    const potH = h * 0.08;
    prop(ctx, look, mix(look.near, look.light, 0.1), (c) => {
      c.moveTo(plantX - w * 0.03, desk - potH);
      c.lineTo(plantX + w * 0.03, desk - potH);
      c.lineTo(plantX + w * 0.022, desk);
      c.lineTo(plantX - w * 0.022, desk);
      c.closePath();
    }, 2);
    prop(ctx, look, mix(look.near, look.far, 0.2), (c) => {
      for (let i = 0; i < 6; i += 1) {
        const a = -Math.PI / 2 + (i - 2.5) * 0.38;
        const len = h * (0.12 + rng() * 0.08);
        const ex = plantX + Math.cos(a) * len;
        const ey = desk - potH + Math.sin(a) * len;
        c.moveTo(plantX, desk - potH);
        c.quadraticCurveTo(plantX + Math.cos(a - 0.5) * len * 0.7, desk - potH + Math.sin(a - 0.5) * len * 0.7, ex, ey);
        c.quadraticCurveTo(plantX + Math.cos(a + 0.5) * len * 0.7, desk - potH + Math.sin(a + 0.5) * len * 0.7, plantX, desk - potH);
      }
    }, 2);
  });
};
