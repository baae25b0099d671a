import type { RenderHost } from '../render/canvas';
import type { Design } from '../model/design';
import { layerInk } from '../layout/ink';

/**
 * How much of each layer a viewer really sees: its own ink (alpha over one half, ink.ts) minus what
 * the layers drawn over it cover. A pictogram under the words or behind the big figure may be in the
 * design and still not be seen; the brief's chips say « Compris » only for what is.
 */
export interface LayerSight {
  /** Cells the layer inks on its own. */
  ink: number;
  /** Of those, cells no later layer inks over. */
  visible: number;
  /** `visible` as a share of the whole frame (0..1). */
  share: number;
  /** Share of the layer's own ink that later layers cover (0..1; 1 when it inks nothing). */
  covered: number;
}

/** Seen enough to say it is drawn: at least this share of the frame… */
export const SEEN_SHARE = 0.02;
/** …with at most this share of its ink covered. */
export const SEEN_COVERED = 0.5;

/** Whether a layer is seen by the rule above. */
export function isSeen(sight: LayerSight | undefined): boolean {
  return sight !== undefined && sight.share >= SEEN_SHARE && sight.covered <= SEEN_COVERED;
}

/**
 * Every drawn layer's sight, by id, read on a grid `scale` times the frame (a quarter is 320×180 cells
 * for HD: a 2 % share is 1 152 of them, plenty to judge). Hidden layers are not drawn and are absent.
 */
export function visibleInk(design: Design, host: RenderHost, scale = 0.25): Map<string, LayerSight> {
  const hidden = new Set(design.hidden ?? []);
  const drawn = design.layers.filter((l) => !hidden.has(l.id));
  const w = Math.max(1, Math.round(design.width * scale));
  const h = Math.max(1, Math.round(design.height * scale));
  const scratch = host.createSurface(w, h);
  const masks = drawn.map((l) => layerInk(design, l, host, scale, scratch));
  const above = new Uint8Array(w * h);
  const frame = w * h;
  const out = new Map<string, LayerSight>();
  // From the top down: each layer is covered by the union of those drawn after it.
  for (let i = drawn.length - 1; i >= 0; i--) {
    const mask = masks[i]!;
    const b = mask.bounds;
    let visible = 0;
    if (b) {
      for (let y: number = b.y0; y <= b.y1; y++) {
        for (let x: number = b.x0; x <= b.x1; x++) {
          const at = y * w + x;
          if (mask.bits[at] !== 1) continue;
          if (above[at] !== 1) visible++;
          above[at] = 1;
        }
      }
    }
    const id = drawn[i]!.id;
    // Two layers never share an id in a valid design; if they did, the one seen more speaks for it.
    const sight = { ink: mask.count, visible, share: visible / frame, covered: mask.count > 0 ? 1 - visible / mask.count : 1 };
    const known = out.get(id);
    if (!known || known.visible < sight.visible) out.set(id, sight);
  }
  return out;
}
