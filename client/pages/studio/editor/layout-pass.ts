import type { RenderHost, Surface } from '../../../../shared/engine/render/canvas';
import type { Design } from '../../../../shared/engine/model/design';
import { collisions, elementsOf } from '../../../../shared/engine/layout/collisions';
import { makeWay, PASS_SCALE, placedBy } from '../../../../shared/engine/layout/make-way';
import { makeWayOperation, type Operation } from '../../../../shared/engine/model/operations';
import { imagesForScale, prepareDesign } from '../../../engine/browser';
import { ownerOf } from './layer-names';

/**
 * The layout pass in the browser (shared/engine/layout/make-way.ts), on the same code as the server:
 * after a change the editor runs it with what the change placed pinned, and keeps its result as a
 * 'make-way' operation (edit-history.ts), so the user sees the others make way as soon as the
 * gesture ends and the save replays exactly that. What still overlaps is measured by the same rules
 * on the same grid, to be shown.
 */

/** Operations that move nothing: the pass would find what it found before. */
const STILL: ReadonlySet<Operation['op']> = new Set(['set-highlight', 'set-colors', 'background', 'order', 'remove', 'make-way']);

export function needsPass(op: Operation): boolean {
  return !STILL.has(op.op);
}

/** A scratch canvas the pass reads back often: kept in memory rather than on the GPU. */
function readSurface(width: number, height: number): Surface {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  c.getContext('2d', { willReadFrequently: true });
  return c;
}

/** The images the preview loaded (once per page), pictograms as bitmaps at the pass's size. */
async function passHost(design: Design): Promise<RenderHost> {
  const images = await prepareDesign(design);
  return { createSurface: readSurface, images: imagesForScale(design, images, PASS_SCALE) };
}

/** What the pass makes of `op`, which turned `before` into `after`: a 'make-way' operation, or null when nothing has to move. */
export async function passAfter(before: Design, op: Operation, after: Design): Promise<{ settle: Operation | null; ms: number }> {
  const host = await passHost(after);
  const started = performance.now();
  const settle = makeWayOperation(makeWay(after, host, { pinned: placedBy([op], before, after) }));
  return { settle, ms: performance.now() - started };
}

/** Two listed layers whose ink still overlaps more than the rules allow (a pill counts as its words). */
export interface Overlap {
  a: string;
  b: string;
}

/** The overlaps left in a design, measured on the pass's grid: each pair once, by the layers the editor lists. */
export async function overlapsIn(design: Design): Promise<Overlap[]> {
  const host = await passHost(design);
  const elements = elementsOf(design, host, PASS_SCALE);
  const listed = (elementId: string): string | null => {
    const first = elements.find((e) => e.id === elementId)?.layers[0];
    const layer = first ? design.layers.find((l) => l.id === first) : undefined;
    return layer ? ownerOf(design, layer).id : null;
  };
  const out: Overlap[] = [];
  const seen = new Set<string>();
  for (const c of collisions(design, host, PASS_SCALE, elements)) {
    if (c.rule === 'corner') continue;
    const a = listed(c.a);
    const b = listed(c.b);
    if (!a || !b || a === b) continue;
    const key = [a, b].sort().join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ a, b });
  }
  return out;
}
