import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import { mulberry32, type Rng } from '../../model/prng';
import type { SceneLook } from './scene-look';

/**
 * What the painters share: the look's strength applied to every ink, the headline's calm box kept
 * free of details, and each mode's manner of drawing a mass or a line (a filled silhouette, a flat
 * pastel shape, a glowing outline), so that a painter says what it draws and not how each style
 * draws it.
 */

/** A painter's own seeded draw for small variations: one design always draws the same scene. */
export function variantRng(look: SceneLook, salt: number): Rng {
  return mulberry32((Math.round(look.variant * 1_000_000) + Math.imul(salt, 0x9e3779b1)) >>> 0);
}

/** An opacity scaled by the look's strength: the words and subject must stay the first read. */
export const ink = (look: SceneLook, alpha: number): number => Math.max(0, Math.min(1, alpha * (0.35 + 0.65 * look.strength)));

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The headline's box in pixels, grown by `pad` (a share of the frame's height) on every side. */
export function calmRect(look: SceneLook, w: number, h: number, pad = 0.04): Rect {
  const p = pad * h;
  return { x: look.calm.x * w - p, y: look.calm.y * h - p, w: look.calm.w * w + 2 * p, h: look.calm.h * h + 2 * p };
}

/** Whether a rectangle touches the headline's box (grown by `pad`): small details skip it. */
export function touchesCalm(look: SceneLook, w: number, h: number, r: Rect, pad = 0.04): boolean {
  if (look.calm.w <= 0 || look.calm.h <= 0) return false;
  const c = calmRect(look, w, h, pad);
  return r.x < c.x + c.w && r.x + r.w > c.x && r.y < c.y + c.h && r.y + r.h > c.y;
}

/** Clips what follows to the frame outside the headline's box: details drawn after it leave the words alone. */
export function clipBeyondCalm(ctx: Ctx, look: SceneLook, w: number, h: number, pad = 0.04): void {
  if (look.calm.w <= 0 || look.calm.h <= 0) return;
  const c = calmRect(look, w, h, pad);
  ctx.beginPath();
  ctx.rect(0, 0, w, h);
  ctx.rect(c.x, c.y, c.w, c.h);
  ctx.clip('evenodd');
}

/** The side the subject stands on, as the x of a share measured from that side's edge. */
export const onSubjectSide = (look: SceneLook, w: number, share: number): number => (look.subjectSide === 'left' ? share * w : (1 - share) * w);
export const onWordsSide = (look: SceneLook, w: number, share: number): number => (look.subjectSide === 'left' ? (1 - share) * w : share * w);

/**
 * Fills the current path as a mass of the scene: a silhouette in `solid`, a flat shape in `flat`,
 * in `neon` a veil of dark under a glowing outline of `line` pixels (neon draws shapes by their
 * edges; its near colour is cyan and would dye the ground).
 */
export function mass(ctx: Ctx, look: SceneLook, color: string, alpha: number, line = 2): void {
  if (look.mode === 'neon') {
    // Half a veil, so a bright neon ground (plasma, acid green) still shows through its shapes.
    ctx.fillStyle = rgba(mix(look.far, '#000000', 0.2), ink(look, alpha * 0.55));
    ctx.fill();
    if (line > 0) glowLine(ctx, look, look.light, line, alpha * 0.8);
    return;
  }
  ctx.fillStyle = rgba(color, ink(look, alpha));
  ctx.fill();
}

/**
 * Strokes the current path as a lit line: in `neon` twice (a wide translucent stroke, then a thin
 * bright one of `width` pixels), as neon tubes are drawn without a blur filter; elsewhere once, a little wider.
 */
export function glowLine(ctx: Ctx, look: SceneLook, color: string, width: number, alpha: number): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (look.mode === 'neon') {
    ctx.strokeStyle = rgba(color, ink(look, alpha * 0.28));
    ctx.lineWidth = width * 3.2;
    ctx.stroke();
    ctx.strokeStyle = rgba(mix(color, '#FFFFFF', 0.35), ink(look, Math.min(1, alpha * 1.2)));
    ctx.lineWidth = width;
    ctx.stroke();
    return;
  }
  ctx.strokeStyle = rgba(color, ink(look, alpha));
  ctx.lineWidth = width * 1.4;
  ctx.stroke();
}

/**
 * A soft pool of light (a lamp, a spotlight, a window's glow): a radial fade in `solid`, the same
 * at half strength in `neon` (its light is cyan), two flat discs in `flat`, where Mini draws no
 * gradient.
 */
export function pool(ctx: Ctx, look: SceneLook, x: number, y: number, r: number, color: string, alpha: number): void {
  ctx.beginPath();
  if (look.mode === 'flat') {
    ctx.fillStyle = rgba(color, ink(look, alpha * 0.45));
    ctx.arc(x, y, r * 0.8, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.arc(x, y, r * 0.5, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba(color, ink(look, look.mode === 'neon' ? alpha * 0.5 : alpha)));
  g.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = g;
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/**
 * A band filled top to bottom from one colour to another (a sky to its horizon, a wall to its
 * floor); `flat` fills it with the first colour only.
 */
export function band(ctx: Ctx, look: SceneLook, y0: number, y1: number, w: number, top: string, bottom: string, alpha: number): void {
  // Neon's near and light colours are cyan: a wide band of them would dye every Gaming ground alike.
  if (look.mode === 'neon') alpha *= 0.4;
  if (look.mode === 'flat') {
    ctx.fillStyle = rgba(top, ink(look, alpha));
  } else {
    const g = ctx.createLinearGradient(0, y0, 0, y1);
    g.addColorStop(0, rgba(top, ink(look, alpha)));
    g.addColorStop(1, rgba(bottom, ink(look, alpha)));
    ctx.fillStyle = g;
  }
  ctx.fillRect(0, y0, w, y1 - y0);
}

/** Adds a closed ellipse to the current path without joining it to the previous shape. */
export function oval(ctx: Ctx, x: number, y: number, rx: number, ry: number, rotation = 0): void {
  ctx.moveTo(x + rx * Math.cos(rotation), y + rx * Math.sin(rotation));
  ctx.ellipse(x, y, rx, ry, rotation, 0, Math.PI * 2);
}

/**
 * Draws `paint` at full strength outside the headline's box and at `inside` (0..1) of it within:
 * for patterns that belong to a mass running behind the words (a field's rows, a road's kerbs),
 * which would break where the words begin if they were left out.
 */
export function calmly(ctx: Ctx, look: SceneLook, w: number, h: number, inside: number, paint: (alpha: number) => void, pad = 0.03): void {
  ctx.save();
  clipBeyondCalm(ctx, look, w, h, pad);
  paint(1);
  ctx.restore();
  if (look.calm.w <= 0 || look.calm.h <= 0 || inside <= 0) return;
  const c = calmRect(look, w, h, pad);
  ctx.save();
  ctx.beginPath();
  ctx.rect(c.x, c.y, c.w, c.h);
  ctx.clip();
  paint(inside);
  ctx.restore();
}

/**
 * A lit tone of the scene (a sky, a clean wall, a window), `t` of the way from the far colour to
 * the light one; neon goes a little less far, to keep its dark.
 */
export const lit = (look: SceneLook, t: number): string => mix(look.far, look.light, look.mode === 'neon' ? t * 0.6 : t);

/**
 * A shadowed tone (a floor, a crowd, furniture), `t` of the way from the near colour to black;
 * neon starts from its far colour, its near one being tinted cyan.
 */
export const shade = (look: SceneLook, t: number): string => mix(look.mode === 'neon' ? look.far : look.near, '#000000', t);
