import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import type { Box, Design, Layer, TextLayer } from '../../shared/engine/model/design';
import { cornerViolations, textReach } from '../../shared/engine/model/edit';
import { cornerZone, intersects } from '../../shared/engine/layout/frame';
import { safeArea } from '../../shared/engine/layout/safe-area';
import { applyOperations, followers, effectiveOperation, layerBounds, textGroupBounds, type Operation } from '../../shared/engine/model/operations';
import { editDesigns, editHost } from '../fixtures/edit-designs';

/**
 * Text dragged past the frame comes back into the safe area (the frame less 5 % on each side, less
 * the duration corner) instead of being refused: the studio and the server apply the same move.
 */
const m = serverMeasurer();
const host = editHost(m);
const designs = editDesigns(m);

function boundsOf(d: Design, id: string): Box {
  return textGroupBounds(d, d.layers.find((l) => l.id === id)!);
}

const texts = (d: Design): Layer[] => d.layers.filter((l) => l.type === 'text' && !(d.hidden ?? []).includes(l.id) && !cornerViolations(d).includes(l.id));

describe('text moved past the frame', () => {
  it('stops at the safe area’s edge on the side it was pushed, never refused, never further out than it was', () => {
    let cases = 0;
    for (const d of designs) {
      const area = safeArea(d.width, d.height);
      for (const t of texts(d)) {
        const before = boundsOf(d, t.id);
        for (const [dx, dy] of [[-3000, 0], [3000, 0], [0, -3000], [0, 3000], [-3000, -3000], [3000, -3000], [-3000, 3000]] as const) {
          const r = applyOperations(host, d, [{ op: 'move', layer: t.id, dx, dy }]);
          const where = `${d.style}/${t.id} by ${dx},${dy}`;
          expect(r.refused, where).toEqual([]);
          const b = boundsOf(r.design, t.id);
          // Inside the safe area, or where it already was on a side the layout had it past the margin.
          expect(b.x, where).toBeGreaterThanOrEqual(Math.min(area.x, before.x) - 1);
          expect(b.y, where).toBeGreaterThanOrEqual(Math.min(area.y, before.y) - 1);
          expect(b.x + b.w, where).toBeLessThanOrEqual(Math.max(area.x + area.w, before.x + before.w) + 1);
          expect(b.y + b.h, where).toBeLessThanOrEqual(Math.max(area.y + area.h, before.y + before.h) + 1);
          // Pushed against the edge it was dragged past (not snapped back to where it started).
          if (dx < 0 && before.x >= area.x) expect(b.x, where).toBeLessThanOrEqual(area.x + 1);
          if (dy < 0 && before.y >= area.y) expect(b.y, where).toBeLessThanOrEqual(area.y + 1);
          if (dx > 0 && dy === 0 && before.x + before.w <= area.x + area.w) {
            // To the right edge, or to the duration corner's left edge when it lies in the way (by its shadow).
            const reach = textReach(t as TextLayer);
            const extra = reach.x + reach.w - (before.x + before.w);
            const blocked = intersects({ ...reach, x: area.x + area.w - reach.w + extra }, cornerZone(d.width, d.height));
            expect(b.x + b.w, where).toBeGreaterThanOrEqual((blocked ? cornerZone(d.width, d.height).x - extra : area.x + area.w) - 3);
          }
          expect(cornerViolations(r.design), where).toEqual([]);
          // Nothing but the text and what follows it (its pill, the headline's band and label) moved.
          const own = new Set([t.id, ...followers(d, t).map((c) => c.id)]);
          expect(r.design.layers.filter((l) => !own.has(l.id)), where).toEqual(d.layers.filter((l) => !own.has(l.id)));
          cases++;
        }
      }
    }
    expect(cases).toBeGreaterThan(40);
  });

  it('dragged into the duration corner, stops just above it or just left of it, whichever is nearer', () => {
    for (const d of designs) {
      const corner = cornerZone(d.width, d.height);
      const t = d.layers.find((l) => l.type === 'text' && l.role === 'headline')!;
      const b = boundsOf(d, t.id);
      // Its bottom-right corner aimed at the middle of the duration corner: a little to the right of
      // the corner's left edge and far down, then far right and a little under its top edge.
      for (const [ax, ay] of [
        [corner.x + 20, corner.y + corner.h / 2],
        [corner.x + corner.w / 2, corner.y + 20],
      ] as const) {
        const op: Operation = { op: 'move', layer: t.id, dx: Math.round(ax - (b.x + b.w)), dy: Math.round(ay - (b.y + b.h)) };
        const r = applyOperations(host, d, [op]);
        const where = `${d.style} to ${ax},${ay}`;
        expect(r.refused, where).toEqual([]);
        const moved = r.design.layers.find((l) => l.id === t.id)!;
        expect(cornerViolations(r.design), where).toEqual([]);
        const a = boundsOf(r.design, t.id);
        expect(intersects(a, corner), where).toBe(false);
        // It went most of the way: against the corner on the side it came nearest.
        expect(Math.hypot(a.x + a.w - ax, a.y + a.h - ay), where).toBeLessThan(Math.hypot(b.x + b.w - ax, b.y + b.h - ay));
        // What the editor records is the move made, and applying it gives the same picture.
        const made = effectiveOperation(d, op);
        expect(made, where).not.toEqual(op);
        expect(applyOperations(host, d, [made]).design.layers.find((l) => l.id === t.id), where).toEqual(moved);
      }
    }
  });

  it('a text the layout put past the margin moves along it without being pulled in', () => {
    const d = designs[0]!;
    const t = d.layers.find((l) => l.type === 'text' && l.role === 'headline')!;
    const area = safeArea(d.width, d.height);
    // Put 10 px past the left margin by hand-made design (as an older layout would), then moved down.
    const dx = area.x - 10 - boundsOf(d, t.id).x;
    const past: Design = { ...d, layers: d.layers.map((l) => (l.id === t.id && l.type === 'text' ? { ...l, x: l.x + dx, box: { ...l.box, x: l.box.x + dx }, fit: l.fit ? { ...l.fit, box: { ...l.fit.box, x: l.fit.box.x + dx } } : null } : l)) };
    const r = applyOperations(host, past, [{ op: 'move', layer: t.id, dx: 0, dy: 12 }]);
    expect(boundsOf(r.design, t.id).x).toBe(boundsOf(past, t.id).x);
    expect(boundsOf(r.design, t.id).y).toBe(boundsOf(past, t.id).y + 12);
    // Further left: no.
    expect(boundsOf(applyOperations(host, past, [{ op: 'move', layer: t.id, dx: -30, dy: 0 }]).design, t.id).x).toBe(boundsOf(past, t.id).x);
  });

  it('leaves pictures and shapes to move as asked (a photo may run off an edge)', () => {
    const d = designs[0]!;
    const subject = d.layers.find((l) => l.type === 'picto')!;
    const r = applyOperations(host, d, [{ op: 'move', layer: subject.id, dx: -3000, dy: 0 }]);
    expect(layerBounds(r.design, r.design.layers.find((l) => l.id === subject.id)!).x).toBe(layerBounds(d, subject).x - 3000);
  });
});
