import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, glowLine, ink, mass, onSubjectSide, oval, pool, touchesCalm, variantRng } from './brush';

/**
 * Video games: a gaming desk against a wall lit by an LED strip, a wide screen glowing behind the
 * subject, hexagon light panels and a controller. The masses are the desk top across the lower
 * third and the bright screen on the subject's side.
 */
export function paintArene(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 23);
  const u = h / 720;
  const desk = h * (0.7 + rng() * 0.05);
  const side = look.subjectSide === 'left' ? -1 : 1;

  // The wall darkens towards the desk; the LED strip under its edge washes it in colour.
  band(ctx, look, 0, desk, w, mix(look.far, look.near, 0.35), look.far, 0.7);
  const strip = look.mode === 'flat' ? look.accent : mix(look.light, look.accent, 0.35);
  ctx.beginPath();
  ctx.moveTo(0, desk - h * 0.012);
  ctx.lineTo(w, desk - h * 0.012);
  glowLine(ctx, look, strip, 4 * u, 0.85);
  if (look.mode !== 'flat') {
    const g = ctx.createLinearGradient(0, desk - h * 0.3, 0, desk);
    g.addColorStop(0, rgba(strip, 0));
    g.addColorStop(1, rgba(strip, ink(look, 0.55)));
    ctx.fillStyle = g;
    ctx.fillRect(0, desk - h * 0.3, w, h * 0.3);
  }

  // Two slanted LED bars on the wall at the subject's outer edge, a streamer's room's signature.
  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.03);
  for (const k of [0, 1]) {
    const x0 = onSubjectSide(look, w, 0.03 + k * 0.06 + rng() * 0.02);
    ctx.beginPath();
    ctx.moveTo(x0, desk - h * 0.08);
    ctx.lineTo(x0 - side * w * 0.1, h * 0.05);
    const color = k === 0 ? look.accent : look.light;
    if (look.mode === 'flat') glowLine(ctx, look, color, 5 * u, 0.8);
    else {
      ctx.lineCap = 'round';
      ctx.strokeStyle = rgba(color, ink(look, 0.22));
      ctx.lineWidth = 22 * u;
      ctx.stroke();
      ctx.strokeStyle = rgba(mix(color, '#FFFFFF', 0.4), ink(look, 0.95));
      ctx.lineWidth = 5 * u;
      ctx.stroke();
    }
  }
  ctx.restore();

  // The screen, wide and lit, behind the subject.
  const sw = w * (0.4 + rng() * 0.06);
  const sh = sw * 0.5;
  const sx = onSubjectSide(look, w, 0.22) - sw / 2;
  const sy = desk - h * 0.06 - sh;
  // The screen's bias light spills on the wall around it, as on a streamer's setup.
  pool(ctx, look, sx + sw / 2, sy + sh / 2, sw * 0.85, mix(look.light, look.accent, 0.3), 0.45);
  ctx.beginPath();
  ctx.rect(sx + sw * 0.47, sy + sh, sw * 0.06, h * 0.06);
  ctx.rect(sx + sw * 0.38, desk - h * 0.01, sw * 0.24, h * 0.012);
  mass(ctx, look, mix(look.near, '#000000', 0.4), 0.95, 1.5 * u);
  ctx.beginPath();
  ctx.roundRect(sx, sy, sw, sh, h * 0.012);
  mass(ctx, look, mix(look.near, '#000000', 0.5), 1, 3 * u);
  screen(ctx, look, sx + h * 0.012, sy + h * 0.012, sw - h * 0.024, sh - h * 0.024, rng());

  // The desk top and its front, the darkest mass of the scene.
  ctx.beginPath();
  ctx.rect(0, desk, w, h - desk);
  mass(ctx, look, look.near, 0.95, 0);
  ctx.beginPath();
  ctx.moveTo(0, desk);
  ctx.lineTo(w, desk);
  glowLine(ctx, look, mix(look.near, look.light, 0.45), 2 * u, 0.8);
  band(ctx, look, desk + h * 0.03, h, w, mix(look.near, '#000000', 0.2), mix(look.near, '#000000', 0.45), 0.6);

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.03);
  // Hexagon light panels on the wall, above the screen or beside it.
  const r = h * 0.055;
  const hx = onSubjectSide(look, w, 0.07 + rng() * 0.05);
  const hy = Math.max(r * 1.1, sy - r * 1.9);
  const cells: Array<[number, number]> = [[0, 0], [1, 0.5], [1, -0.5], [2, 0], [3, 0.5]];
  for (const [i, [cx, cy]] of cells.entries()) {
    if (i >= 3 + Math.floor(rng() * 3)) break;
    const x = hx - side * cx * r * 1.62;
    const y = hy + cy * r * 1.82;
    if (touchesCalm(look, w, h, { x: x - r, y: y - r, w: 2 * r, h: 2 * r }, 0.02)) continue;
    hexagon(ctx, x, y, r * 0.9);
    const lit = i % 2 === 0 ? look.light : look.accent;
    if (look.mode === 'neon') glowLine(ctx, look, lit, 2 * u, 0.9);
    else {
      ctx.fillStyle = rgba(mix(lit, look.far, 0.25), ink(look, 0.55));
      ctx.fill();
    }
  }
  // A keyboard with its lit edge and a controller on the desk.
  const kx = sx + sw * 0.18;
  const ky = desk + h * 0.05;
  ctx.beginPath();
  ctx.roundRect(kx, ky, sw * 0.5, h * 0.045, h * 0.008);
  mass(ctx, look, mix(look.near, look.far, 0.4), 0.95, 1.5 * u);
  ctx.beginPath();
  ctx.moveTo(kx + h * 0.01, ky + h * 0.045);
  ctx.lineTo(kx + sw * 0.5 - h * 0.01, ky + h * 0.045);
  glowLine(ctx, look, look.accent, 1.5 * u, 0.7);
  controller(ctx, look, sx + (side > 0 ? -sw * 0.02 : sw * 1.02), desk + h * 0.1, h * 0.07, u);
  ctx.restore();
}

function screen(ctx: Ctx, look: SceneLook, x: number, y: number, sw: number, sh: number, v: number): void {
  const lit = mix(look.light, look.far, 0.35);
  if (look.mode === 'flat') {
    ctx.fillStyle = rgba(look.light, ink(look, 0.9));
    ctx.fillRect(x, y, sw, sh);
  } else {
    const g = ctx.createLinearGradient(x, y, x + sw, y + sh);
    g.addColorStop(0, rgba(lit, ink(look, 0.7)));
    g.addColorStop(1, rgba(mix(look.accent, look.far, 0.5), ink(look, 0.55)));
    ctx.fillStyle = g;
    ctx.fillRect(x, y, sw, sh);
  }
  // A game's landscape on the screen: a horizon of hills, seen from afar.
  ctx.beginPath();
  ctx.moveTo(x, y + sh);
  for (let i = 0; i <= 8; i += 1) ctx.lineTo(x + (sw * i) / 8, y + sh * (0.62 + 0.12 * Math.sin(i * 1.7 + v * 5)));
  ctx.lineTo(x + sw, y + sh);
  ctx.closePath();
  ctx.fillStyle = rgba(mix(look.near, look.far, 0.3), ink(look, look.mode === 'flat' ? 0.35 : 0.55));
  ctx.fill();
}

function hexagon(ctx: Ctx, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let k = 0; k < 6; k += 1) {
    const a = (Math.PI / 3) * k;
    if (k === 0) ctx.moveTo(x + r * Math.cos(a), y + r * Math.sin(a));
    else ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
  }
  ctx.closePath();
}

/** A controller's silhouette: a rounded body with two grips. */
function controller(ctx: Ctx, look: SceneLook, x: number, y: number, s: number, u: number): void {
  ctx.beginPath();
  oval(ctx, x - s * 0.55, y + s * 0.15, s * 0.42, s * 0.5, -0.5);
  oval(ctx, x + s * 0.55, y + s * 0.15, s * 0.42, s * 0.5, 0.5);
  ctx.roundRect(x - s * 0.8, y - s * 0.35, s * 1.6, s * 0.6, s * 0.3);
  mass(ctx, look, mix(look.near, look.far, 0.35), 0.95, 1.5 * u);
  ctx.beginPath();
  oval(ctx, x - s * 0.45, y - s * 0.05, s * 0.1, s * 0.1);
  oval(ctx, x + s * 0.45, y - s * 0.05, s * 0.1, s * 0.1);
  ctx.fillStyle = rgba(look.accent, ink(look, 0.8));
  ctx.fill();
}
