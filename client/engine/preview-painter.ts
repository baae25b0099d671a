import type { LoadedImage, RenderHost } from '../../shared/engine/render/canvas';
import { pictoKey, type Design, type Layer } from '../../shared/engine/model/design';
import { renderBackground, renderLayer } from '../../shared/engine/render/render';
import { imagesForScale, surface } from './browser';

/**
 * The editor's preview, redrawn from the edited layer up. An edit changes one layer (a drag, a
 * colour, a word), so everything under it is the same pixels as in the last frame: the painter keeps
 * the canvas as it was under each layer (an offscreen copy per layer boundary) and, on the next draw,
 * copies back the highest copy whose layers below are unchanged, then draws the layers above it.
 *
 * The result is the very pixels of a full draw (drawPrepared): every part of a design is drawn in its
 * own saved state (shared/engine/render/render.ts), the copy back is a 1:1 'copy' of the same-size canvas,
 * and the layers above are drawn over the same pixels by the same code — tests/e2e/editor-redraw.spec.ts
 * compares both after a series of edits.
 */

/**
 * Copies kept (beside the background's): one per layer of a design of up to 12 layers, 2 MB each for a
 * 960×540 preview. A design with more layers (up to 60) keeps the background's and the edited layer's.
 */
const MAX_COPIES = 12;
/** Canvases of stale copies kept to hold the next ones: a drag drops and takes again the copies above the dragged layer each frame. */
const MAX_SPARE = MAX_COPIES + 1;

export interface PaintStats {
  /** Index (among the drawn layers) of the first layer drawn again; `layers` when nothing was. */
  from: number;
  /** How many layers the design draws (hidden ones excepted). */
  layers: number;
}

interface Copy {
  canvas: HTMLCanvasElement;
  /** The keys of the background and the layers it holds, in order. */
  keys: string[];
}

export class PreviewPainter {
  private readonly copies = new Map<number, Copy>();
  private readonly spare: HTMLCanvasElement[] = [];
  private frame = '';
  private lastKeys: readonly string[] = [];
  private readonly sourceIds = new WeakMap<object, number>();
  private nextSourceId = 1;

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /** Draws `design` at `scale` (the canvas takes the scaled size), reusing what lies under the first changed layer. */
  draw(design: Design, images: ReadonlyMap<string, LoadedImage>, scale: number): PaintStats {
    const { canvas } = this;
    const width = Math.round(design.width * scale);
    const height = Math.round(design.height * scale);
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas 2D indisponible');
    const host: RenderHost = { createSurface: surface, images: imagesForScale(design, images, scale) };

    // Copies are only valid for one size and scale.
    const frame = `${width}x${height}@${scale}`;
    if (frame !== this.frame) {
      this.dropCopies(0);
      this.frame = frame;
    }
    const hidden = new Set(design.hidden ?? []);
    const layers = design.layers.filter((l) => !hidden.has(l.id));
    // keys[0] is the background, keys[i + 1] the i-th drawn layer.
    const keys = [this.backgroundKey(design, host), ...layers.map((l) => this.layerKey(l, host))];

    // The highest boundary whose copy holds exactly this design's background and layers below it.
    let from = -1;
    for (const [boundary, copy] of this.copies) {
      if (boundary > from && boundary <= layers.length && copy.keys.every((k, i) => k === keys[i])) from = boundary;
    }
    // Copies above a changed layer hold stale pixels: they are taken again as the layers are drawn.
    this.dropCopies(from + 1);
    // The first layer that differs from the last frame: the one being edited, most likely again next.
    // keys[b] is the last thing a copy under layer b holds, so a first change at keys[b + 1] means boundary b.
    let same = 0;
    while (same < keys.length && keys[same] === this.lastKeys[same]) same++;
    const edited = Math.max(0, same - 1);
    this.lastKeys = keys;

    if (from >= 0) {
      const copy = this.copies.get(from)!;
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalCompositeOperation = 'copy';
      ctx.drawImage(copy.canvas, 0, 0);
      ctx.restore();
    } else {
      // As a canvas freshly sized starts: transparent (a background colour with alpha shows it).
      ctx.clearRect(0, 0, width, height);
      renderBackground(ctx, design, host, scale);
      this.keep(0, keys, layers.length, edited);
      from = 0;
    }
    for (let i = from; i < layers.length; i++) {
      if (i > from) this.keep(i, keys, layers.length, edited);
      renderLayer(ctx, design, layers[i]!, host, scale);
    }
    return { from, layers: layers.length };
  }

  /** Keeps the canvas as it is now as the copy under layer `boundary`. */
  private keep(boundary: number, keys: readonly string[], layerCount: number, edited: number): void {
    // Many layers: only the copy under the edited one, the next edit's likely starting point.
    if (layerCount > MAX_COPIES && boundary !== edited && boundary !== 0) return;
    const existing = this.copies.get(boundary);
    if (!existing && this.copies.size > MAX_COPIES) {
      // Full: the copy farthest from the edited layer goes (never the background's, the cheapest start).
      let far = -1;
      for (const b of this.copies.keys()) if (b !== 0 && (far < 0 || Math.abs(b - edited) > Math.abs(far - edited))) far = b;
      if (far > 0) this.dropCopies(far, far);
    }
    const target = existing?.canvas ?? this.spare.pop() ?? document.createElement('canvas');
    if (target.width !== this.canvas.width || target.height !== this.canvas.height) {
      target.width = this.canvas.width;
      target.height = this.canvas.height;
    }
    const c = target.getContext('2d');
    if (!c) return;
    c.globalCompositeOperation = 'copy';
    c.drawImage(this.canvas, 0, 0);
    this.copies.set(boundary, { canvas: target, keys: keys.slice(0, boundary + 1) });
  }

  /** Drops the copies from `fromBoundary` to `toBoundary`; a few canvases are kept for the next copies, the rest freed. */
  private dropCopies(fromBoundary: number, toBoundary = Infinity): void {
    for (const [boundary, copy] of this.copies) {
      if (boundary < fromBoundary || boundary > toBoundary) continue;
      this.copies.delete(boundary);
      if (this.spare.length < MAX_SPARE) this.spare.push(copy.canvas);
    }
  }

  /** What a layer's pixels depend on: the layer itself and the image it draws (a reload of it is a change). */
  private layerKey(layer: Layer, host: RenderHost): string {
    const asset = layer.type === 'image' || layer.type === 'logo' ? layer.asset : layer.type === 'picto' ? pictoKey(layer.icon) : null;
    return `${JSON.stringify(layer)}#${asset ? this.sourceId(host.images.get(asset)) : ''}`;
  }

  private backgroundKey(design: Design, host: RenderHost): string {
    const bg = design.background;
    return `${design.width}x${design.height}|${JSON.stringify(bg)}#${bg.kind === 'image' ? this.sourceId(host.images.get(bg.asset)) : ''}`;
  }

  private sourceId(img: LoadedImage | undefined): number {
    if (!img) return 0;
    const source = img.source as object;
    let id = this.sourceIds.get(source);
    if (id === undefined) this.sourceIds.set(source, (id = this.nextSourceId++));
    return id;
  }
}
