import type { Ctx, LoadedImage } from './canvas';
import { rgba } from '../style/color';
import type { Background } from '../model/design';
import { num, obj, objs, str } from '../model/read';
import type { Layer } from '../model/read';
import { drawScene } from './scenes/index';

/**
 * Background recipes. Parameters are resolved at layout time and read defensively here (they are
 * free-form JSON per recipe): a bad value degrades to a default instead of failing a render.
 *
 *  - flat:    colors[0]
 *  - beam:    linear gradient + diagonal light beam + vignette        (pro)
 *  - warm:    linear gradient + soft bokeh discs + vignette           (vlog)
 *  - neon:    dark gradient + light rays + perspective grid + slashes (gaming)
 *  - news:    studio gradient + light sweep + fine stripes            (actu)
 *  - pop:     sunburst of two colours around a centre + vignette      (viral)
 *  - other:   linear gradient of `colors` (forward compatibility)
 */
export function drawBackground(ctx: Ctx, bg: Background, w: number, h: number, image: LoadedImage | undefined): void {
  // Always start from an opaque fill: the encoder relies on alpha being 255.
  ctx.fillStyle = bg.colors[0] ?? '#111111';
  ctx.fillRect(0, 0, w, h);
  if (bg.kind === 'image') {
    if (image) drawCover(ctx, image, bg.crop, w, h, facesCentre(bg.faces));
    else linear(ctx, bg.colors, 45, w, h);
    if (bg.dim > 0) {
      ctx.fillStyle = `rgba(0,0,0,${bg.dim})`;
      ctx.fillRect(0, 0, w, h);
    }
    return;
  }
  const p = bg.params as Layer;
  const colors = bg.colors;
  // The topic's scene (scenes/) lies on the base colours, under the recipe's light and vignette.
  const scene = obj(p, 'scene');
  switch (bg.recipe) {
    case 'flat':
      drawScene(ctx, scene, w, h, () => {
        ctx.fillStyle = colors[0] ?? '#111111';
        ctx.fillRect(0, 0, w, h);
      });
      break;
    case 'beam':
      linear(ctx, colors, num(p, 'angle', 45), w, h);
      drawScene(ctx, scene, w, h, () => linear(ctx, colors, num(p, 'angle', 45), w, h));
      beam(ctx, obj(p, 'beam'), w, h);
      vignette(ctx, num(p, 'vignette', 0.6), w, h);
      break;
    case 'warm':
      linear(ctx, colors, num(p, 'angle', 45), w, h);
      drawScene(ctx, scene, w, h, () => linear(ctx, colors, num(p, 'angle', 45), w, h));
      for (const d of objs(p, 'bokeh')) disc(ctx, num(d, 'x', 0) * w, num(d, 'y', 0) * h, Math.max(1, num(d, 'r', 0.04) * Math.max(w, h)), num(d, 'opacity', 0.2));
      vignette(ctx, num(p, 'vignette', 0.2), w, h);
      break;
    case 'neon': {
      linear(ctx, colors, num(p, 'angle', 90), w, h);
      drawScene(ctx, scene, w, h, () => linear(ctx, colors, num(p, 'angle', 90), w, h));
      const cx = num(p, 'cx', 0.7) * w;
      const cy = num(p, 'cy', 0.45) * h;
      rays(ctx, cx, cy, Math.hypot(w, h), Math.round(num(p, 'rays', 18)), num(p, 'rotation', 0), str(p, 'rayColor', '#00E5FF'), num(p, 'rayOpacity', 0.12));
      grid(ctx, w, h, num(p, 'horizon', 0.68), str(p, 'gridColor', '#FF2BD6'), num(p, 'gridOpacity', 0.45));
      for (const s of objs(p, 'slashes')) slash(ctx, s, w, h);
      vignette(ctx, num(p, 'vignette', 0.5), w, h);
      break;
    }
    case 'news': {
      linear(ctx, colors, num(p, 'angle', 20), w, h);
      drawScene(ctx, scene, w, h, () => linear(ctx, colors, num(p, 'angle', 20), w, h));
      const sweepX = num(p, 'sweep', 0.6) * w;
      const g = ctx.createRadialGradient(sweepX, h * 0.35, 0, sweepX, h * 0.35, Math.max(w, h) * 0.7);
      g.addColorStop(0, rgba('#FFFFFF', num(p, 'light', 0.18)));
      g.addColorStop(1, rgba('#FFFFFF', 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = rgba('#FFFFFF', 0.035);
      const step = Math.max(4, Math.round(Math.min(w, h) / 90));
      for (let y = 0; y < h; y += step * 2) ctx.fillRect(0, y, w, step);
      vignette(ctx, num(p, 'vignette', 0.45), w, h);
      break;
    }
    case 'pop': {
      const cx = num(p, 'cx', 0.7) * w;
      const cy = num(p, 'cy', 0.5) * h;
      const n = Math.max(6, Math.min(48, Math.round(num(p, 'rays', 20))));
      const rot = (num(p, 'rotation', 0) * Math.PI) / 180;
      const R = Math.hypot(w, h);
      const burst = (): void => {
        ctx.fillStyle = colors[1] ?? colors[0] ?? '#FFD400';
        ctx.beginPath();
        for (let i = 0; i < n; i += 1) {
          const a = rot + (i * Math.PI * 2) / n;
          const b = a + Math.PI / n;
          ctx.moveTo(cx, cy);
          ctx.lineTo(cx + Math.cos(a) * R, cy + Math.sin(a) * R);
          ctx.lineTo(cx + Math.cos(b) * R, cy + Math.sin(b) * R);
          ctx.closePath();
        }
        ctx.fill();
      };
      burst();
      drawScene(ctx, scene, w, h, () => {
        ctx.fillStyle = colors[0] ?? '#FFD400';
        ctx.fillRect(0, 0, w, h);
        burst();
      });
      const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.max(w, h) * 0.45);
      g.addColorStop(0, rgba('#FFFFFF', 0.55));
      g.addColorStop(1, rgba('#FFFFFF', 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, w, h);
      vignette(ctx, num(p, 'vignette', 0.25), w, h);
      break;
    }
    default:
      linear(ctx, colors, num(p, 'angle', 45), w, h);
      drawScene(ctx, scene, w, h, () => linear(ctx, colors, num(p, 'angle', 45), w, h));
  }
}

/** Cover-fit the crop of an image to the frame. */
/**
 * The picture cropped to the frame's shape. The part kept is centred, or, when the picture holds
 * photographed faces, centred on them as far as the picture allows: a 16:9 scene with its person on
 * the right keeps the person in a 9:16 or 1:1 frame instead of their empty left side.
 */
function drawCover(ctx: Ctx, img: LoadedImage, crop: { x: number; y: number; w: number; h: number }, w: number, h: number, focus: { x: number; y: number } | null = null): void {
  let sw = img.width * crop.w;
  let sh = img.height * crop.h;
  let sx = img.width * crop.x;
  let sy = img.height * crop.y;
  const target = w / h;
  const within = (centre: number, start: number, size: number, kept: number) => Math.min(Math.max(centre - kept / 2, start), start + size - kept);
  if (sw / sh > target) {
    const nw = sh * target;
    sx = within(focus ? img.width * focus.x : sx + sw / 2, sx, sw, nw);
    sw = nw;
  } else {
    const nh = sw / target;
    sy = within(focus ? img.height * focus.y : sy + sh / 2, sy, sh, nh);
    sh = nh;
  }
  ctx.drawImage(img.source, sx, sy, sw, sh, 0, 0, w, h);
}

/** The centre of a picture's photographed faces (shares of the picture), or null when it has none. */
function facesCentre(faces: ReadonlyArray<{ x: number; y: number; w: number; h: number }> | undefined): { x: number; y: number } | null {
  if (!faces || faces.length === 0) return null;
  const x0 = Math.min(...faces.map((f) => f.x));
  const x1 = Math.max(...faces.map((f) => f.x + f.w));
  const y0 = Math.min(...faces.map((f) => f.y));
  const y1 = Math.max(...faces.map((f) => f.y + f.h));
  return { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
}

function linear(ctx: Ctx, colors: readonly string[], angleDeg: number, w: number, h: number): void {
  if (colors.length < 2) return;
  const a = (angleDeg * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  // Half-length of the gradient line so that both corners get the end colours.
  const half = (Math.abs(w * dx) + Math.abs(h * dy)) / 2;
  const g = ctx.createLinearGradient(w / 2 - dx * half, h / 2 - dy * half, w / 2 + dx * half, h / 2 + dy * half);
  colors.forEach((c, i) => g.addColorStop(i / (colors.length - 1), c));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/** A soft diagonal light beam; x positions are shares of the width. */
function beam(ctx: Ctx, b: Layer | undefined, w: number, h: number): void {
  if (!b) return;
  const topX = num(b, 'topX', 0.5) * w;
  const topW = num(b, 'topWidth', 0.1) * w;
  const bottomX = num(b, 'bottomX', 0.7) * w;
  const bottomW = num(b, 'bottomWidth', 0.3) * w;
  const color = str(b, 'color', '#FFFFFF');
  const opacity = num(b, 'opacity', 0.12);
  // Three nested quads fake a soft edge without a (slow) blur filter.
  for (const spread of [1.6, 1.0, 0.45]) {
    const g = ctx.createLinearGradient(0, 0, 0, h);
    g.addColorStop(0, rgba(color, opacity * 0.75));
    g.addColorStop(1, rgba(color, opacity * 0.15));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.moveTo(topX - (topW * spread) / 2, 0);
    ctx.lineTo(topX + (topW * spread) / 2, 0);
    ctx.lineTo(bottomX + (bottomW * spread) / 2, h);
    ctx.lineTo(bottomX - (bottomW * spread) / 2, h);
    ctx.closePath();
    ctx.fill();
  }
}

function disc(ctx: Ctx, x: number, y: number, r: number, a: number): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, rgba('#FFF6E6', a * 0.55));
  g.addColorStop(0.8, rgba('#FFF6E6', a));
  g.addColorStop(1, rgba('#FFF6E6', 0));
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}

function rays(ctx: Ctx, cx: number, cy: number, R: number, n: number, rotationDeg: number, color: string, opacity: number): void {
  const count = Math.max(6, Math.min(64, n));
  const rot = (rotationDeg * Math.PI) / 180;
  const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, R * 0.6);
  g.addColorStop(0, rgba(color, opacity));
  g.addColorStop(1, rgba(color, 0));
  ctx.fillStyle = g;
  ctx.beginPath();
  for (let i = 0; i < count; i++) {
    const a = rot + (i * Math.PI * 2) / count;
    const b = a + Math.PI / count / 1.6;
    ctx.moveTo(cx, cy);
    ctx.lineTo(cx + Math.cos(a) * R, cy + Math.sin(a) * R);
    ctx.lineTo(cx + Math.cos(b) * R, cy + Math.sin(b) * R);
    ctx.closePath();
  }
  ctx.fill();
}

/** A synthwave floor: perspective lines from a vanishing point on the horizon. */
function grid(ctx: Ctx, w: number, h: number, horizon: number, color: string, opacity: number): void {
  const hy = h * Math.min(0.95, Math.max(0.3, horizon));
  const g = ctx.createLinearGradient(0, hy, 0, h);
  g.addColorStop(0, rgba(color, 0));
  g.addColorStop(1, rgba(color, opacity));
  ctx.strokeStyle = g;
  ctx.lineWidth = Math.max(1.5, h / 360);
  ctx.beginPath();
  const vx = w / 2;
  for (let i = -12; i <= 12; i++) {
    ctx.moveTo(vx, hy);
    ctx.lineTo(vx + i * (w / 8), h);
  }
  for (let k = 1; k <= 8; k++) {
    const y = hy + (h - hy) * (k / 8) ** 2;
    ctx.moveTo(0, y);
    ctx.lineTo(w, y);
  }
  ctx.stroke();
}

function slash(ctx: Ctx, s: Layer, w: number, h: number): void {
  const x = num(s, 'x', 0.5) * w;
  const width = num(s, 'w', 0.05) * w;
  const lean = num(s, 'lean', 0.25) * h;
  ctx.fillStyle = rgba(str(s, 'color', '#FFFFFF'), num(s, 'opacity', 0.08));
  ctx.beginPath();
  ctx.moveTo(x + lean, 0);
  ctx.lineTo(x + lean + width, 0);
  ctx.lineTo(x + width - lean, h);
  ctx.lineTo(x - lean, h);
  ctx.closePath();
  ctx.fill();
}

function vignette(ctx: Ctx, strength: number, w: number, h: number): void {
  if (strength <= 0) return;
  const g = ctx.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.42, w / 2, h / 2, Math.hypot(w / 2, h / 2));
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(1, `rgba(0,0,0,${Math.min(1, strength)})`);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}
