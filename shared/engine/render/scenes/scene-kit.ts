import type { Ctx } from '../canvas';
import { colorLuminance, hexToHsl, hslToHex, mix, rgba } from '../../style/color';
import { mulberry32, type Rng } from '../../model/prng';
import type { SceneLook } from './scene-look';

/**
 * What the scene painters share: one drawing vocabulary (a mass, a prop, a line, a light) that each
 * mode renders in its own manner, so a painter is written once and reads as Pro's soft silhouettes,
 * Mini's flat pastel shapes or Gaming's neon outlines.
 */

export type PathFn = (ctx: Ctx) => void;

/** Painters draw as if the subject stood on the right; a subject on the left mirrors the whole scene. */
export function facingSubject(ctx: Ctx, look: SceneLook, w: number): SceneLook {
  if (look.subjectSide === 'right') return look;
  ctx.translate(w, 0);
  ctx.scale(-1, 1);
  return { ...look, calm: { ...look.calm, x: 1 - look.calm.x - look.calm.w }, subjectSide: 'right' };
}

/** The seeded draw of a picture's small variations (positions, counts). */
export function variantRng(look: SceneLook, salt: number): Rng {
  return mulberry32(Math.round(look.variant * 1_000_003) + salt * 7919);
}

/**
 * Runs `draw` everywhere but the headline's box and a margin around it: details (lines, windows,
 * stars, chalk) never sit under the words, where they would fight the letters at feed size.
 */
export function outsideCalm(ctx: Ctx, look: SceneLook, w: number, h: number, draw: () => void): void {
  const m = Math.round(h * 0.04);
  const { x, y, w: cw, h: ch } = look.calm;
  if (cw <= 0 || ch <= 0) {
    draw();
    return;
  }
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, w, h);
  const x0 = x * w - m;
  const y0 = y * h - m;
  const x1 = (x + cw) * w + m;
  const y1 = (y + ch) * h + m;
  // Wound the other way: the non-zero rule leaves the box out of the clip.
  ctx.moveTo(x0, y0);
  ctx.lineTo(x0, y1);
  ctx.lineTo(x1, y1);
  ctx.lineTo(x1, y0);
  ctx.closePath();
  ctx.clip();
  try {
    draw();
  } finally {
    ctx.restore();
  }
}

/** Whether a point lies in the words' box (with a margin, shares of the frame). */
export function inCalm(look: SceneLook, px: number, py: number, margin = 0.04): boolean {
  const { x, y, w, h } = look.calm;
  return w > 0 && px > x - margin && px < x + w + margin && py > y - margin && py < y + h + margin;
}

/** Neon draws its masses as dark panes: the ground a little darker, so the outlines glow on them. */
function neonFill(look: SceneLook, color: string): string {
  return mix(color, look.far, 0.75);
}

/**
 * A big readable mass (a wall, a floor, a skyline): solid and flat fill it, solid with a soft
 * vertical shade from `top` to `color`; neon fills it dark and draws its edge as a glowing line.
 * `rim` lights a solid mass's outline thinly, as a back light does: a dark silhouette on a dark
 * ground (Pro's night) is otherwise read only by its shape's faint step.
 */
export function mass(ctx: Ctx, look: SceneLook, color: string, path: PathFn, opts: { top?: string; y0?: number; y1?: number; edge?: boolean; rim?: boolean } = {}): void {
  ctx.beginPath();
  path(ctx);
  if (look.mode === 'neon') {
    ctx.fillStyle = neonFill(look, color);
    ctx.fill();
    if (opts.edge !== false) glowStroke(ctx, look, look.near, 3);
    return;
  }
  if (look.mode === 'solid' && opts.top && opts.y0 !== undefined && opts.y1 !== undefined) {
    const g = ctx.createLinearGradient(0, opts.y0, 0, opts.y1);
    g.addColorStop(0, opts.top);
    g.addColorStop(1, color);
    ctx.fillStyle = g;
  } else {
    ctx.fillStyle = color;
  }
  ctx.fill();
  if (opts.rim && look.mode === 'solid') {
    ctx.strokeStyle = rgba(look.light, 0.3);
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/** A mid-size prop: filled in solid and flat, a neon outline over a dark pane in neon. */
export function prop(ctx: Ctx, look: SceneLook, color: string, path: PathFn, lineWidth = 3): void {
  ctx.beginPath();
  path(ctx);
  if (look.mode === 'neon') {
    ctx.fillStyle = neonFill(look, color);
    ctx.fill();
    glowStroke(ctx, look, look.light, lineWidth);
    return;
  }
  ctx.fillStyle = color;
  ctx.fill();
}

/** Strokes the current path; neon twice, a wide translucent stroke then a thin bright one. */
export function glowStroke(ctx: Ctx, look: SceneLook, color: string, width: number, alpha = 1): void {
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  if (look.mode === 'neon') {
    ctx.strokeStyle = rgba(color, 0.22 * alpha);
    ctx.lineWidth = width * 4;
    ctx.stroke();
    ctx.strokeStyle = rgba(mix(color, '#FFFFFF', 0.35), 0.9 * alpha);
    ctx.lineWidth = width;
    ctx.stroke();
    return;
  }
  ctx.strokeStyle = rgba(color, alpha);
  ctx.lineWidth = width;
  ctx.stroke();
}

/** A line or a set of lines (pitch lines, chalk, a chart): built by `path`, stroked in the mode's manner. */
export function line(ctx: Ctx, look: SceneLook, color: string, width: number, path: PathFn, alpha = 1): void {
  ctx.beginPath();
  path(ctx);
  glowStroke(ctx, look, color, width, alpha);
}

/** A soft light (a lamp, a floodlight, the sun's halo): a radial glow, a plain pale disc in flat. */
export function glow(ctx: Ctx, look: SceneLook, x: number, y: number, r: number, color: string, alpha: number): void {
  if (look.mode === 'flat') {
    ctx.fillStyle = rgba(color, alpha * 0.45);
    ctx.beginPath();
    ctx.arc(x, y, r * 0.55, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba(color, alpha));
  g.addColorStop(0.35, rgba(color, alpha * 0.45));
  g.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = g;
  // The disc, not its square: a fifth fewer pixels shaded. Glows are the costliest fills of a scene
  // (a radial gradient per pixel): measured, they were half a painter's time, so their radii stay
  // under half the frame's height.
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

/** A vertical wash over the whole frame (a sky, a wall's light), from `top` to `bottom` between y0 and y1. */
export function wash(ctx: Ctx, look: SceneLook, top: string, bottom: string, y0: number, y1: number, w: number): void {
  if (look.mode === 'flat') {
    // Flat shapes have no gradient: the wash is two bands meeting halfway.
    ctx.fillStyle = top;
    ctx.fillRect(0, y0, w, (y1 - y0) / 2);
    ctx.fillStyle = bottom;
    ctx.fillRect(0, (y0 + y1) / 2, w, (y1 - y0) / 2);
    return;
  }
  const g = ctx.createLinearGradient(0, y0, 0, y1);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fillRect(0, y0, w, y1 - y0);
}

/**
 * The first of the candidate centres (shares of the width) where a prop of `bw`×`bh` (shares)
 * whose top is at `top` stays clear of the words, or null: a prop is moved or left out, never cut.
 */
export function freeSpot(look: SceneLook, candidates: readonly number[], top: number, bw: number, bh: number, margin = 0.03): number | null {
  const { x, y, w, h } = look.calm;
  for (const c of candidates) {
    const x0 = c - bw / 2;
    const clear = w <= 0 || x0 + bw < x - margin || x0 > x + w + margin || top + bh < y - margin || top > y + h + margin;
    if (clear && x0 >= -bw * 0.3 && x0 + bw <= 1 + bw * 0.3) return c;
  }
  return null;
}

/**
 * A colour of the look moved towards a natural hue (`hue`: any colour of that hue) by the look's
 * `tint`, its lightness kept: Pro's grass stays dark, Mini's stays pastel. The move is a mix with
 * that hue at the colour's own lightness, never a turn of the hue wheel, whose halfway points are
 * colours of neither (pink turned towards blue passes through magenta).
 */
export function natural(look: SceneLook, color: string, hue: string): string {
  if (look.tint <= 0) return color;
  const [, , l] = hexToHsl(color);
  const [th, ts] = hexToHsl(hue);
  return mix(color, hslToHex(th, Math.min(ts, 0.3 + 3 * Math.min(l, 1 - l)), l), look.tint);
}

/**
 * A colour a fixed step (HSL lightness) further from mid-grey: darker on a dark ground, lighter on
 * a light one, so a scene is a silhouette on Pro's night and a paper cut-out on Mini's pastel. A
 * fixed step, never a mix towards a shared colour: a mix pulls every palette towards that colour,
 * and measured on the tuning titles, scenes drawn that way made a style's pictures more alike than
 * no scene at all (Minimaliste's 16×9 grey distance fell from 54 to 45; this way it is 55).
 */
export function away(color: string, step: number): string {
  const [h, s, l] = hexToHsl(color);
  // Which side of mid-grey is read from the luminance (L* 50), not from HSL lightness, which puts
  // every saturated colour at 0.5: Viral's yellow is a light ground, its blue a dark one.
  // Short of white: a pastel keeps a trace of its hue for `natural` to turn.
  return hslToHex(h, s, Math.max(0.02, Math.min(0.95, l + (colorLuminance(color) > 0.18 ? step : -step))));
}
