import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, glowLine, ink, lit, mass, onSubjectSide, oval, pool, shade, touchesCalm, variantRng } from './brush';

/**
 * Storytime: a bedroom corner at night, a window with the moon behind the subject, fairy lights
 * hanging across the wall, a bed's headboard and a bedside lamp's warm pool. The masses are the
 * dark wall, the window's block and the bed along the bottom.
 */
export function paintChambre(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 97);
  const u = h / 720;
  const night = look.mode === 'flat' ? shade(look, 0.06) : shade(look, 0.45);
  const warm = mix(look.light, look.accent, 0.3);

  // The night darkens the room, most at the top.
  band(ctx, look, 0, h, w, night, mix(look.far, night, 0.6), look.mode === 'flat' ? 0.45 : 0.88);

  // The window behind the subject: a night sky, the moon and a few stars.
  const ww = w * (0.22 + rng() * 0.04);
  const wh = h * 0.46;
  const wx = onSubjectSide(look, w, 0.22 + rng() * 0.04) - ww / 2;
  const wy = h * 0.08;
  ctx.beginPath();
  ctx.rect(wx, wy, ww, wh);
  mass(ctx, look, mix(look.near, '#000000', 0.45), 0.95, 2.5 * u);
  const mxc = wx + ww * (0.3 + rng() * 0.4);
  const myc = wy + wh * 0.3;
  pool(ctx, look, mxc, myc, ww * 0.6, look.light, 0.4);
  ctx.beginPath();
  oval(ctx, mxc, myc, h * 0.05, h * 0.05);
  ctx.fillStyle = rgba(mix(look.light, '#FFFFFF', 0.4), ink(look, 0.95));
  ctx.fill();
  ctx.beginPath();
  for (let i = 0; i < 9; i += 1) {
    const x = wx + ww * rng();
    const y = wy + wh * rng();
    oval(ctx, x, y, h * 0.004, h * 0.004);
  }
  ctx.fillStyle = rgba(look.light, ink(look, 0.9));
  ctx.fill();
  ctx.beginPath();
  ctx.rect(wx, wy, ww, wh);
  ctx.moveTo(wx + ww / 2, wy);
  ctx.lineTo(wx + ww / 2, wy + wh);
  ctx.moveTo(wx, wy + wh * 0.5);
  ctx.lineTo(wx + ww, wy + wh * 0.5);
  glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.far, look.light, 0.2), 4 * u, 0.8);

  // The bed: a tall rounded headboard and the duvet along the bottom edge.
  const bedTop = h * (0.74 + rng() * 0.04);
  const bw = w * 0.62;
  const bx = onSubjectSide(look, w, 0.17) - (look.subjectSide === 'left' ? 0 : bw);
  ctx.beginPath();
  ctx.roundRect(bx, bedTop - h * 0.2, bw, h * 0.3, [h * 0.08, h * 0.08, 0, 0]);
  mass(ctx, look, mix(look.near, '#000000', 0.25), 0.95, 2 * u);
  ctx.beginPath();
  ctx.roundRect(bx - w * 0.02, bedTop, bw + w * 0.04, h - bedTop + h * 0.02, h * 0.03);
  mass(ctx, look, lit(look, 0.45), 0.95, 2 * u);

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  // Pillows against the headboard.
  ctx.beginPath();
  for (const k of [0.12, 0.52]) {
    const px = bx + bw * k;
    if (touchesCalm(look, w, h, { x: px, y: bedTop - h * 0.08, w: bw * 0.34, h: h * 0.1 }, 0)) continue;
    ctx.roundRect(px, bedTop - h * 0.07, bw * 0.34, h * 0.09, h * 0.035);
  }
  ctx.fillStyle = rgba(mix(look.far, look.light, 0.3), ink(look, 0.7));
  ctx.fill();

  // Fairy lights hanging in two curves across the wall.
  const y0 = h * (0.05 + rng() * 0.04);
  ctx.beginPath();
  const bulbs: Array<{ x: number; y: number }> = [];
  for (let i = 0; i <= 40; i += 1) {
    const t = i / 40;
    const x = w * t;
    const y = y0 + h * 0.12 * Math.abs(Math.sin(t * Math.PI * 2));
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
    if (i % 2 === 1) bulbs.push({ x, y: y + h * 0.012 });
  }
  glowLine(ctx, look, mix(look.near, look.far, 0.3), 1 * u, 0.6);
  for (const b of bulbs) {
    if (touchesCalm(look, w, h, { x: b.x - 6, y: b.y - 6, w: 12, h: 12 }, 0.01)) continue;
    if (look.mode !== 'flat') pool(ctx, look, b.x, b.y, h * 0.025, warm, 0.5);
    ctx.beginPath();
    oval(ctx, b.x, b.y, h * 0.006, h * 0.009);
    ctx.fillStyle = rgba(look.mode === 'flat' ? look.accent : mix(warm, '#FFFFFF', 0.5), ink(look, 0.95));
    ctx.fill();
  }

  // The bedside table and its lamp at the bed's outer end, or at its inner end when the words leave room.
  const tall = h * 0.36;
  const inner = look.subjectSide === 'left' ? bx + bw + w * 0.06 : bx - w * 0.06;
  const at = [onSubjectSide(look, w, 0.085), inner].find((x) => !touchesCalm(look, w, h, { x: x - h * 0.08, y: bedTop - tall, w: h * 0.16, h: tall }, 0));
  if (at !== undefined) bedside(ctx, look, at, bedTop + h * 0.05, tall, warm, u);
  ctx.restore();
}

function bedside(ctx: Ctx, look: SceneLook, x: number, y: number, tall: number, warm: string, u: number): void {
  pool(ctx, look, x, y - tall * 0.7, tall * 0.9, warm, 0.55);
  ctx.beginPath();
  ctx.rect(x - tall * 0.22, y - tall * 0.35, tall * 0.44, tall * 0.35);
  ctx.rect(x - tall * 0.02, y - tall * 0.62, tall * 0.04, tall * 0.27);
  mass(ctx, look, mix(look.near, '#000000', 0.3), 0.95, 1.5 * u);
  ctx.beginPath();
  ctx.moveTo(x - tall * 0.1, y - tall * 0.86);
  ctx.lineTo(x + tall * 0.1, y - tall * 0.86);
  ctx.lineTo(x + tall * 0.16, y - tall * 0.62);
  ctx.lineTo(x - tall * 0.16, y - tall * 0.62);
  ctx.closePath();
  ctx.fillStyle = rgba(mix(warm, '#FFFFFF', 0.3), ink(look, 0.95));
  ctx.fill();
}
