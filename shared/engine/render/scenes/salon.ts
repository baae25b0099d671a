import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, glowLine, ink, lit, mass, onSubjectSide, oval, pool, shade, touchesCalm, variantRng } from './brush';

/**
 * Home: a living room, a tall bright window with its curtains behind the subject, a sofa along the
 * floor, a floor lamp and a plant. The masses are the window's light block and the sofa's long
 * dark shape over a floor band.
 */
export function paintSalon(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 41);
  const u = h / 720;
  const floor = h * (0.8 + rng() * 0.04);

  // The wall, a skirting line and the floor.
  band(ctx, look, 0, floor, w, look.far, mix(look.far, look.near, 0.3), 0.6);
  ctx.beginPath();
  ctx.rect(0, floor, w, h - floor);
  mass(ctx, look, lit(look, 0.65), 0.95, 2 * u);
  ctx.beginPath();
  ctx.rect(0, floor - h * 0.018, w, h * 0.018);
  ctx.fillStyle = rgba(mix(look.far, look.light, 0.3), ink(look, 0.6));
  ctx.fill();

  // The window behind the subject, with the daylight it throws on the floor.
  const ww = w * (0.24 + rng() * 0.05);
  const wx = onSubjectSide(look, w, 0.2 + rng() * 0.05) - ww / 2;
  const wy = h * 0.1;
  const wh = floor - h * 0.3 - wy;
  pool(ctx, look, wx + ww / 2, wy + wh / 2, ww * 1.2, look.light, 0.3);
  ctx.beginPath();
  ctx.rect(wx, wy, ww, wh);
  ctx.fillStyle = rgba(mix(look.light, look.far, look.mode === 'flat' ? 0 : 0.1), ink(look, look.mode === 'neon' ? 0.25 : 0.9));
  ctx.fill();
  ctx.beginPath();
  ctx.rect(wx, wy, ww, wh);
  ctx.moveTo(wx + ww / 2, wy);
  ctx.lineTo(wx + ww / 2, wy + wh);
  ctx.moveTo(wx, wy + wh * 0.45);
  ctx.lineTo(wx + ww, wy + wh * 0.45);
  glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.near, look.far, 0.3), 4 * u, 0.85);
  // Curtains hanging from a rod, on both sides of the window.
  ctx.beginPath();
  ctx.rect(wx - ww * 0.22, wy - h * 0.035, ww * 1.44, h * 0.012);
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? wx - ww * 0.18 : wx + ww + ww * 0.18;
    const x1 = side < 0 ? wx + ww * 0.08 : wx + ww * 0.92;
    ctx.moveTo(x0, wy - h * 0.025);
    ctx.lineTo(x1, wy - h * 0.025);
    ctx.quadraticCurveTo(x1 - side * ww * 0.02, wy + wh * 0.6, x0 + side * ww * 0.02, floor - h * 0.2);
    ctx.lineTo(x0, floor - h * 0.2);
    ctx.closePath();
  }
  mass(ctx, look, mix(look.near, look.far, 0.15), 0.85, 2 * u);

  // The sofa, long and low, in front of the window.
  const sofaW = w * (0.52 + rng() * 0.08);
  const sofaX = onSubjectSide(look, w, 0.2) - sofaW / 2 + (look.subjectSide === 'left' ? sofaW * 0.2 : -sofaW * 0.2);
  const seat = floor - h * 0.12;
  const back = floor - h * 0.28;
  ctx.beginPath();
  ctx.roundRect(sofaX, back, sofaW, floor - back - h * 0.03, h * 0.04);
  ctx.roundRect(sofaX - h * 0.04, seat - h * 0.06, h * 0.09, floor - seat + h * 0.03, h * 0.03);
  ctx.roundRect(sofaX + sofaW - h * 0.05, seat - h * 0.06, h * 0.09, floor - seat + h * 0.03, h * 0.03);
  ctx.rect(sofaX + h * 0.02, floor - h * 0.04, h * 0.02, h * 0.04);
  ctx.rect(sofaX + sofaW - h * 0.04, floor - h * 0.04, h * 0.02, h * 0.04);
  mass(ctx, look, shade(look, 0.45), 1, 2 * u);

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  // Cushions: a lighter fold between the back and the seat.
  ctx.beginPath();
  ctx.moveTo(sofaX + h * 0.05, seat);
  ctx.lineTo(sofaX + sofaW - h * 0.05, seat);
  ctx.moveTo(sofaX + sofaW / 2, back + h * 0.03);
  ctx.lineTo(sofaX + sofaW / 2, seat);
  glowLine(ctx, look, mix(look.near, look.light, 0.3), 2 * u, 0.5);
  for (const x of [sofaX + sofaW * 0.2, sofaX + sofaW * 0.8]) {
    if (touchesCalm(look, w, h, { x: x - h * 0.05, y: seat - h * 0.1, w: h * 0.1, h: h * 0.1 }, 0)) continue;
    ctx.beginPath();
    ctx.roundRect(x - h * 0.045, seat - h * 0.09, h * 0.09, h * 0.085, h * 0.02);
    ctx.fillStyle = rgba(x < sofaX + sofaW / 2 ? look.accent : mix(look.light, look.far, 0.3), ink(look, 0.7));
    ctx.fill();
  }
  // A floor lamp and a plant at the sofa's ends, each where it leaves the words alone, else left out.
  const ends = [sofaX - h * 0.12, sofaX + sofaW + h * 0.12];
  const outer = look.subjectSide === 'left' ? ends[0]! : ends[1]!;
  const inner = look.subjectSide === 'left' ? ends[1]! : ends[0]!;
  const lampAt = [inner, outer].find((x) => x > w * 0.03 && x < w * 0.97 && !touchesCalm(look, w, h, { x: x - h * 0.07, y: floor - h * 0.5, w: h * 0.14, h: h * 0.5 }, 0));
  if (lampAt !== undefined) lamp(ctx, look, lampAt, floor, h * 0.5, u);
  const plantAt = [outer, inner].find((x) => x !== lampAt && x > w * 0.03 && x < w * 0.97 && !touchesCalm(look, w, h, { x: x - h * 0.1, y: floor - h * 0.3, w: h * 0.2, h: h * 0.3 }, 0));
  if (plantAt !== undefined) plant(ctx, look, plantAt, floor, h * 0.3, rng(), u);
  ctx.restore();
}

function lamp(ctx: Ctx, look: SceneLook, x: number, y: number, tall: number, u: number): void {
  pool(ctx, look, x, y - tall * 0.85, tall * 0.5, mix(look.light, look.accent, 0.15), 0.5);
  ctx.beginPath();
  ctx.rect(x - tall * 0.008, y - tall * 0.8, tall * 0.016, tall * 0.8);
  oval(ctx, x, y - tall * 0.01, tall * 0.07, tall * 0.015);
  mass(ctx, look, mix(look.near, '#000000', 0.3), 0.95, 1.5 * u);
  ctx.beginPath();
  ctx.moveTo(x - tall * 0.07, y - tall * 0.98);
  ctx.lineTo(x + tall * 0.07, y - tall * 0.98);
  ctx.lineTo(x + tall * 0.12, y - tall * 0.78);
  ctx.lineTo(x - tall * 0.12, y - tall * 0.78);
  ctx.closePath();
  ctx.fillStyle = rgba(mix(look.light, look.accent, 0.2), ink(look, 0.9));
  ctx.fill();
}

function plant(ctx: Ctx, look: SceneLook, x: number, y: number, tall: number, v: number, u: number): void {
  const leaf = mix(look.near, look.far, 0.25);
  ctx.beginPath();
  for (let i = 0; i < 7; i += 1) {
    const a = -Math.PI / 2 + (i - 3) * (0.32 + v * 0.08);
    const len = tall * (0.7 + 0.25 * Math.cos(i * 1.9));
    const ex = x + Math.cos(a) * len * 0.8;
    const ey = y - tall * 0.25 + Math.sin(a) * len;
    const nx = -Math.sin(a) * len * 0.12;
    const ny = Math.cos(a) * len * 0.12;
    ctx.moveTo(x, y - tall * 0.25);
    ctx.quadraticCurveTo((x + ex) / 2 + nx, (y - tall * 0.25 + ey) / 2 + ny, ex, ey);
    ctx.quadraticCurveTo((x + ex) / 2 - nx, (y - tall * 0.25 + ey) / 2 - ny, x, y - tall * 0.25);
  }
  mass(ctx, look, leaf, 0.95, 1.5 * u);
  ctx.beginPath();
  ctx.moveTo(x - tall * 0.14, y - tall * 0.28);
  ctx.lineTo(x + tall * 0.14, y - tall * 0.28);
  ctx.lineTo(x + tall * 0.1, y);
  ctx.lineTo(x - tall * 0.1, y);
  ctx.closePath();
  mass(ctx, look, mix(look.near, '#000000', 0.2), 0.97, 1.5 * u);
}
