import type { Ctx } from '../canvas';
import { mix, rgba } from '../../style/color';
import type { SceneLook } from './scene-look';
import { band, clipBeyondCalm, glowLine, ink, lit, mass, onSubjectSide, oval, pool, shade, variantRng } from './brush';

/** The continents as ellipses on a 0..1 map (x east, y south), enough for a dotted world map to read. */
const CONTINENTS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0.2, 0.28, 0.1, 0.12],
  [0.13, 0.2, 0.06, 0.06],
  [0.3, 0.12, 0.06, 0.05],
  [0.25, 0.44, 0.03, 0.05],
  [0.32, 0.62, 0.055, 0.12],
  [0.3, 0.78, 0.03, 0.06],
  [0.5, 0.22, 0.05, 0.06],
  [0.52, 0.45, 0.07, 0.09],
  [0.55, 0.6, 0.045, 0.08],
  [0.69, 0.24, 0.15, 0.1],
  [0.66, 0.4, 0.03, 0.05],
  [0.76, 0.4, 0.04, 0.05],
  [0.85, 0.7, 0.055, 0.05],
];

/**
 * News: a TV set, a wall of screens behind the subject, a dotted world map across the back wall,
 * light columns and the curved edge of the anchor's desk along the bottom. The masses are the
 * bright screen wall on the subject's side and the dark desk band.
 */
export function paintPlateau(ctx: Ctx, look: SceneLook, w: number, h: number): void {
  const rng = variantRng(look, 83);
  const u = h / 720;
  const desk = h * (0.8 + rng() * 0.04);

  band(ctx, look, 0, desk, w, mix(look.far, look.near, 0.3), lit(look, 0.15), 0.75);

  // The dotted world map across the back wall, faint: it lies behind the words too.
  const mx = w * 0.04;
  const my = h * 0.08;
  const mw = w * 0.92;
  const mh = h * 0.62;
  const step = h * 0.027;
  ctx.beginPath();
  for (let y = my; y < my + mh; y += step) {
    for (let x = mx; x < mx + mw; x += step) {
      const px = (x - mx) / mw;
      const py = (y - my) / mh;
      if (!CONTINENTS.some(([cx, cy, rx, ry]) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 < 1)) continue;
      ctx.rect(x, y, step * 0.5, step * 0.5);
    }
  }
  ctx.fillStyle = rgba(look.mode === 'flat' ? mix(look.near, '#000000', 0.08) : look.light, ink(look, look.mode === 'flat' ? 0.5 : 0.22));
  ctx.fill();

  // Light columns on both sides of the set.
  for (const x of [w * 0.02, w * 0.93]) {
    ctx.beginPath();
    ctx.rect(x, 0, w * 0.05, desk);
    if (look.mode === 'flat') ctx.fillStyle = rgba(look.light, ink(look, 0.5));
    else {
      const g = ctx.createLinearGradient(x, 0, x + w * 0.05, 0);
      g.addColorStop(0, rgba(look.light, 0));
      g.addColorStop(0.5, rgba(look.light, ink(look, 0.3)));
      g.addColorStop(1, rgba(look.light, 0));
      ctx.fillStyle = g;
    }
    ctx.fill();
  }

  // The wall of screens behind the subject: a grid of lit panels, one in the accent.
  const cols = 3;
  const rows = 2;
  const gw = w * (0.34 + rng() * 0.04);
  const gh = gw * 0.56;
  const gx = onSubjectSide(look, w, 0.24) - gw / 2;
  const gy = h * (0.12 + rng() * 0.05);
  pool(ctx, look, gx + gw / 2, gy + gh / 2, gw * 0.8, look.light, 0.35);
  ctx.beginPath();
  ctx.rect(gx - h * 0.012, gy - h * 0.012, gw + h * 0.024, gh + h * 0.024);
  mass(ctx, look, mix(look.near, '#000000', 0.3), 0.95, 2 * u);
  const pw = gw / cols;
  const ph = gh / rows;
  const on = Math.floor(rng() * cols * rows);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const x = gx + c * pw + h * 0.004;
      const y = gy + r * ph + h * 0.004;
      const color = r * cols + c === on ? look.accent : mix(look.light, look.far, 0.15 + 0.15 * ((r + c) % 2));
      if (look.mode === 'neon') {
        ctx.beginPath();
        ctx.rect(x, y, pw - h * 0.008, ph - h * 0.008);
        glowLine(ctx, look, r * cols + c === on ? look.accent : look.light, 1.5 * u, 0.7);
        continue;
      }
      ctx.fillStyle = rgba(color, ink(look, 0.85));
      ctx.fillRect(x, y, pw - h * 0.008, ph - h * 0.008);
    }
  }
  // Correspondents on two of the screens, head and shoulders: a news set's wall, not a window.
  if (look.mode !== 'neon') {
    ctx.beginPath();
    for (const k of [0, 1, 2, 3, 4, 5]) {
      if (k === on || (k + on) % 2 === 1) continue;
      const cx = gx + (k % cols) * pw + pw / 2;
      const by = gy + Math.floor(k / cols) * ph + ph - h * 0.006;
      const r = ph * 0.17;
      oval(ctx, cx, by - ph * 0.52, r, r * 1.15);
      ctx.moveTo(cx - r * 2.3, by);
      ctx.quadraticCurveTo(cx - r * 2.1, by - ph * 0.33, cx, by - ph * 0.33);
      ctx.quadraticCurveTo(cx + r * 2.1, by - ph * 0.33, cx + r * 2.3, by);
      ctx.closePath();
    }
    ctx.fillStyle = rgba(mix(look.near, look.far, 0.3), ink(look, 0.6));
    ctx.fill();
  }

  // The anchor's desk: a curved front with a lit edge along the bottom of the frame.
  const lift = h * 0.05;
  ctx.beginPath();
  ctx.moveTo(0, desk + lift);
  ctx.quadraticCurveTo(w / 2, desk - lift, w, desk + lift);
  ctx.lineTo(w, h);
  ctx.lineTo(0, h);
  ctx.closePath();
  mass(ctx, look, lit(look, 0.55), 0.97, 0);
  band(ctx, look, desk + lift + h * 0.06, h, w, shade(look, 0.2), shade(look, 0.5), 0.95);
  ctx.beginPath();
  ctx.moveTo(0, desk + lift);
  ctx.quadraticCurveTo(w / 2, desk - lift, w, desk + lift);
  glowLine(ctx, look, look.mode === 'neon' ? look.light : mix(look.light, look.accent, 0.3), 3 * u, 0.85);

  ctx.save();
  clipBeyondCalm(ctx, look, w, h, 0.02);
  // A band of accent along the desk's front, and two microphones.
  ctx.beginPath();
  ctx.moveTo(0, desk + lift + h * 0.06);
  ctx.quadraticCurveTo(w / 2, desk - lift + h * 0.06, w, desk + lift + h * 0.06);
  glowLine(ctx, look, look.accent, 4 * u, 0.7);
  ctx.beginPath();
  for (const x of [onSubjectSide(look, w, 0.12), onSubjectSide(look, w, 0.36)]) {
    ctx.rect(x - h * 0.003, desk - h * 0.07, h * 0.006, h * 0.07);
    oval(ctx, x, desk - h * 0.08, h * 0.012, h * 0.02);
  }
  mass(ctx, look, mix(look.near, '#000000', 0.4), 0.9, 1.5 * u);
  ctx.restore();
}
