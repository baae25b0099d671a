import { drawBackground } from './backgrounds';
import type { Ctx, LoadedImage, Measurer, RenderHost } from './canvas';
import type { Box, Design, ImageLayer, Layer, LogoLayer, PictoLayer, TextLayer } from '../model/design';
import { pictoKey } from '../model/design';
import { fontString } from './fonts';
import { drawShape } from './shapes';
import { drawRun, measureRun, splitEmphasis } from '../text/text';

/**
 * Draws a design on a 2D context, layer by layer. The same function runs in the browser (preview,
 * editing) and on the server (final files). `scale` draws the design larger (4K = 3).
 */
export function renderDesign(ctx: Ctx, design: Design, host: RenderHost, scale = 1): void {
  renderBackground(ctx, design, host, scale);
  const hidden = design.hidden && design.hidden.length > 0 ? new Set(design.hidden) : null;
  for (const layer of design.layers) if (!hidden?.has(layer.id)) renderLayer(ctx, design, layer, host, scale);
}

/**
 * The background alone, each part of a design drawn in its own saved state: what one draws never
 * leaks into the next, so the browser's preview can keep the pixels under a layer and draw only
 * from that layer up (client/engine/preview-painter.ts) with the very result of a full draw.
 */
export function renderBackground(ctx: Ctx, design: Design, host: RenderHost, scale = 1): void {
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const bgImage = design.background.kind === 'image' ? host.images.get(design.background.asset) : undefined;
  drawBackground(ctx, design.background, design.width, design.height, bgImage);
  ctx.restore();
}

/** One layer over what the context holds (whether it is hidden is the caller's business). */
export function renderLayer(ctx: Ctx, design: Design, layer: Layer, host: RenderHost, scale = 1): void {
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  switch (layer.type) {
    case 'shape':
      drawShape(ctx, layer);
      break;
    case 'text':
      drawText(ctx, layer, scale);
      break;
    case 'image': {
      const img = host.images.get(layer.asset);
      if (img) drawImageLayer(ctx, layer, img, host, scale, frameOf(design));
      break;
    }
    case 'picto': {
      const img = host.images.get(pictoKey(layer.icon));
      if (img) drawPicto(ctx, layer, img, host, scale, frameOf(design));
      break;
    }
    case 'logo': {
      const img = host.images.get(layer.asset);
      if (img) drawLogo(ctx, layer, img, design.width, design.height);
      break;
    }
  }
  ctx.restore();
}

const frameOf = (design: Design): Box => ({ x: 0, y: 0, w: design.width, h: design.height });

/** Start x of line i for the layer's alignment. */
function lineStart(m: Measurer, layer: TextLayer, line: string): number {
  if (layer.align === 'left') return layer.x;
  const width = measureRun(m, line, layer.size).width;
  return layer.align === 'center' ? layer.x - width / 2 : layer.x - width;
}

/** `scale`: shadows ignore the canvas transform, so their blur and offsets are scaled by hand. */
export function drawText(ctx: Ctx, layer: TextLayer, scale = 1): void {
  if (layer.lines.length === 0) return;
  ctx.save();
  ctx.font = fontString(layer.font.family, layer.size);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  if (layer.rotation) {
    const cx = layer.box.x + layer.box.w / 2;
    const cy = layer.box.y + layer.box.h / 2;
    ctx.translate(cx, cy);
    ctx.rotate((layer.rotation * Math.PI) / 180);
    ctx.translate(-cx, -cy);
  }
  const baseline = (i: number): number => layer.y + i * layer.lineHeight;
  const starts = layer.lines.map((line) => lineStart(ctx, layer, line));
  const setShadow = (on: boolean): void => {
    const s = on ? layer.shadow : null;
    ctx.shadowColor = s ? s.color : 'rgba(0,0,0,0)';
    ctx.shadowBlur = s ? s.blur * scale : 0;
    ctx.shadowOffsetX = s ? s.dx * scale : 0;
    ctx.shadowOffsetY = s ? s.dy * scale : 0;
  };
  // Outlines first for every line, then fills on top: a thick stroke never covers a neighbour's fill.
  const stroke = layer.stroke && layer.stroke.width > 0 ? layer.stroke : null;
  if (stroke) {
    setShadow(true);
    ctx.lineJoin = 'round';
    ctx.miterLimit = 2;
    ctx.lineWidth = stroke.width;
    ctx.strokeStyle = stroke.color;
    layer.lines.forEach((line, i) => drawRun(ctx, line, starts[i] ?? layer.x, baseline(i), layer.size, 'stroke'));
  }
  setShadow(!stroke);
  layer.lines.forEach((line, i) => {
    const x0 = starts[i] ?? layer.x;
    for (const seg of splitEmphasis(line, layer.highlight.words)) {
      if (seg.text.trim() === '') continue;
      const dx = seg.start === 0 ? 0 : measureRun(ctx, line.slice(0, seg.start), layer.size).width;
      ctx.fillStyle = seg.accent ? layer.highlight.color : layer.fill;
      drawRun(ctx, seg.text, x0 + dx, baseline(i), layer.size, 'fill');
    }
  });
  ctx.restore();
}

/** Draws an image into its box, cover-fitted; cut-outs get their outline and glow around the silhouette. */
function drawImageLayer(ctx: Ctx, layer: ImageLayer, img: LoadedImage, host: RenderHost, scale: number, frame: Box): void {
  const { box } = layer;
  const fit = Math.min(box.w / img.width, box.h / img.height);
  // Cut-outs are contained (the whole subject shows); photos cover their box.
  const s = layer.cutout ? fit : Math.max(box.w / img.width, box.h / img.height);
  const dw = img.width * s;
  const dh = img.height * s;
  const dx = box.x + (box.w - dw) / 2;
  const dy = layer.cutout ? box.y + box.h - dh : box.y + (box.h - dh) / 2;
  ctx.save();
  ctx.globalAlpha = layer.opacity;
  if (!layer.cutout) {
    ctx.beginPath();
    ctx.rect(box.x, box.y, box.w, box.h);
    ctx.clip();
  }
  if (layer.cutout) drawSilhouetteEffects(ctx, host, img, { x: dx, y: dy, w: dw, h: dh }, layer.outline, layer.glow, scale, frame);
  ctx.drawImage(img.source, dx, dy, dw, dh);
  ctx.restore();
}

/** Where a contained image lands in its box: as large as fits, centred across, on the box's bottom. */
export function containedBox(box: Box, width: number, height: number): Box {
  const s = Math.min(box.w / Math.max(1, width), box.h / Math.max(1, height));
  const w = width * s;
  const h = height * s;
  return { x: box.x + (box.w - w) / 2, y: box.y + box.h - h, w, h };
}

/** A pictogram: contained, bottom-centred, optionally tilted and muted (greyed, faded). */
function drawPicto(ctx: Ctx, layer: PictoLayer, img: LoadedImage, host: RenderHost, scale: number, frame: Box): void {
  const at = containedBox(layer.box, img.width, img.height);
  ctx.save();
  ctx.globalAlpha = layer.opacity * (layer.muted ? 0.55 : 1);
  if (layer.rotation) {
    const cx = at.x + at.w / 2;
    const cy = at.y + at.h / 2;
    ctx.translate(cx, cy);
    ctx.rotate((layer.rotation * Math.PI) / 180);
    ctx.translate(-cx, -cy);
  }
  drawSilhouetteEffects(ctx, host, img, at, layer.outline, layer.glow, scale, layer.rotation ? null : frame);
  if (layer.muted) {
    // Greyed by drawing the shape in grey over itself, keeping its shading (no ctx.filter: not in every canvas).
    const k = Math.min(scale, 4096 / Math.max(at.w, at.h, 1));
    const surface = host.createSurface(Math.max(1, Math.ceil(at.w * k)), Math.max(1, Math.ceil(at.h * k)));
    const c = surface.getContext('2d');
    if (c) {
      c.drawImage(img.source, 0, 0, surface.width, surface.height);
      c.globalCompositeOperation = 'saturation';
      c.fillStyle = '#808080';
      c.fillRect(0, 0, surface.width, surface.height);
      c.globalCompositeOperation = 'destination-in';
      c.drawImage(img.source, 0, 0, surface.width, surface.height);
      ctx.drawImage(surface as unknown as CanvasImageSource, at.x, at.y, at.w, at.h);
    }
  } else {
    ctx.drawImage(img.source, at.x, at.y, at.w, at.h);
  }
  ctx.restore();
}

/**
 * Glow and outline around an image's silhouette (its alpha), drawn before the image itself.
 * `visible` is the frame (design units) when the context is not rotated: only the part of the box that
 * can show is worked on (a hero's bust runs far below the frame). The outline is the silhouette copied
 * at 16 whole-pixel offsets onto one scratch surface, then drawn once; the glow is blurred on a surface
 * a few times smaller and drawn enlarged: a wide blur loses nothing at low resolution, and drawing both
 * at full size cost 50–80 ms for a hero in HD.
 */
function drawSilhouetteEffects(
  ctx: Ctx,
  host: RenderHost,
  img: LoadedImage,
  at: Box,
  outline: { color: string; width: number } | null,
  glow: { color: string; blur: number } | null,
  scale: number,
  visible: Box | null,
): void {
  const o = outline && outline.width > 0 ? outline.width : 0;
  const blur = glow && glow.blur > 0 ? glow.blur : 0;
  if (!o && !blur) return;
  // A canvas shadow of blur b spreads about 1.5 b (three standard deviations of b / 2).
  const pad = o + blur * 1.5 + 2;
  const region = effectRegion(at, pad, visible);
  if (!region) return;
  // The scratch surfaces never exceed the frame's own pixels: a huge box costs no more than a full frame.
  const k = Math.min(scale, 4096 / Math.max(region.w, region.h, 1));
  const sw = Math.max(1, Math.ceil(region.w * k));
  const sh = Math.max(1, Math.ceil(region.h * k));
  const sil = silhouette(host, img, sw, sh, { x: (at.x - region.x) * k, y: (at.y - region.y) * k, w: at.w * k, h: at.h * k }, outline?.color ?? glow?.color ?? '#FFFFFF');
  if (blur) {
    // Blurred where it is cheap: the glow's own spread is many pixels, so a quarter-size copy loses no detail.
    const q = Math.min(1, 8 / (blur * k));
    const gw = Math.max(1, Math.ceil(sw * q));
    const gh = Math.max(1, Math.ceil(sh * q));
    const g = scratch(host, gw, gh);
    // Only the shadow lands: the silhouette itself is drawn a frame's width to the left, off the surface.
    g.ctx.shadowColor = glow!.color;
    g.ctx.shadowBlur = blur * k * q;
    g.ctx.shadowOffsetX = gw + 16;
    g.ctx.drawImage(sil, -(gw + 16), 0, gw, gh);
    g.ctx.drawImage(sil, -(gw + 16), 0, gw, gh);
    ctx.drawImage(g.source, region.x, region.y, region.w, region.h);
  }
  // Drawn once where it used to be drawn 16 times (twice without an outline): under a layer's opacity
  // the copies piled up to an almost opaque shape, so the single copy takes that piled-up opacity.
  const alpha = ctx.globalAlpha;
  if (o) {
    const ring = scratch(host, sw, sh);
    ring.ctx.imageSmoothingEnabled = false;
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI * 2) / 16;
      ring.ctx.drawImage(sil, Math.round(Math.cos(a) * o * k), Math.round(Math.sin(a) * o * k));
    }
    ctx.globalAlpha = 1 - (1 - alpha) ** 16;
    ctx.drawImage(ring.source, region.x, region.y, region.w, region.h);
  } else {
    ctx.globalAlpha = 1 - (1 - alpha) ** 2;
    ctx.drawImage(sil, region.x, region.y, region.w, region.h);
  }
  ctx.globalAlpha = alpha;
}

/** The box grown by `pad` on every side, cut to what can show; null when nothing of it can. */
function effectRegion(at: Box, pad: number, visible: Box | null): Box | null {
  let x0 = at.x - pad;
  let y0 = at.y - pad;
  let x1 = at.x + at.w + pad;
  let y1 = at.y + at.h + pad;
  if (visible) {
    x0 = Math.max(x0, visible.x);
    y0 = Math.max(y0, visible.y);
    x1 = Math.min(x1, visible.x + visible.w);
    y1 = Math.min(y1, visible.y + visible.h);
  }
  // Whole design units: the region's pixels then fall on the frame's pixels at every whole scale.
  x0 = Math.floor(x0);
  y0 = Math.floor(y0);
  x1 = Math.ceil(x1);
  y1 = Math.ceil(y1);
  return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
}

function scratch(host: RenderHost, w: number, h: number): { ctx: Ctx; source: CanvasImageSource } {
  const surface = host.createSurface(Math.max(1, w), Math.max(1, h));
  const c = surface.getContext('2d');
  if (!c) throw new Error('render: no 2D context for a scratch surface');
  return { ctx: c, source: surface as unknown as CanvasImageSource };
}

/** The image's shape filled with one colour, drawn at `at` on a scratch surface of w × h. */
function silhouette(host: RenderHost, img: LoadedImage, w: number, h: number, at: Box, color: string): CanvasImageSource {
  const { ctx: c, source } = scratch(host, w, h);
  c.drawImage(img.source, at.x, at.y, at.w, at.h);
  c.globalCompositeOperation = 'source-in';
  c.fillStyle = color;
  c.fillRect(0, 0, w, h);
  return source;
}

/** A logo is never taller than this share of the frame: a very tall one would reach the duration corner. */
export const LOGO_MAX_HEIGHT = 0.4;

export function logoBox(layer: LogoLayer, width: number, height: number): Box {
  const maxH = height * LOGO_MAX_HEIGHT;
  const tall = (layer.size * width) / layer.aspect > maxH;
  const w = tall ? maxH * layer.aspect : layer.size * width;
  const h = tall ? maxH : w / layer.aspect;
  const x = layer.corner === 'top-right' ? width - layer.margin - w : layer.margin;
  const y = layer.corner === 'bottom-left' ? height - layer.margin - h : layer.margin;
  return { x, y, w, h };
}

function drawLogo(ctx: Ctx, layer: LogoLayer, img: LoadedImage, width: number, height: number): void {
  const box = logoBox({ ...layer, aspect: img.width / img.height }, width, height);
  ctx.save();
  ctx.globalAlpha = layer.opacity;
  ctx.drawImage(img.source, box.x, box.y, box.w, box.h);
  ctx.restore();
}

/** Ink bounds of a text layer as placed (alignment and stroke included, rotation not). */
export function textInkBox(m: Measurer, layer: TextLayer): Box {
  m.font = fontString(layer.font.family, layer.size);
  const half = (layer.stroke?.width ?? 0) / 2 + 1;
  let x0 = Infinity;
  let x1 = -Infinity;
  let y0 = Infinity;
  let y1 = -Infinity;
  layer.lines.forEach((line, i) => {
    const r = measureRun(m, line, layer.size);
    const start = lineStart(m, layer, line);
    const base = layer.y + i * layer.lineHeight;
    x0 = Math.min(x0, start - r.left - half);
    x1 = Math.max(x1, start + r.right + half);
    y0 = Math.min(y0, base - r.ascent - half);
    y1 = Math.max(y1, base + r.descent + half);
  });
  if (!Number.isFinite(x0)) return { x: layer.x, y: layer.y, w: 0, h: 0 };
  return { x: Math.floor(x0), y: Math.floor(y0), w: Math.ceil(x1 - x0), h: Math.ceil(y1 - y0) };
}

/** Bounds of a rotated box (its axis-aligned hull). */
export function rotatedBounds(box: Box, degrees: number): Box {
  if (!degrees) return box;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(a));
  const sin = Math.abs(Math.sin(a));
  const w = box.w * cos + box.h * sin;
  const h = box.w * sin + box.h * cos;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  return { x: cx - w / 2, y: cy - h / 2, w, h };
}
