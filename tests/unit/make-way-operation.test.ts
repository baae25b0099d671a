import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { serverSurface } from '../../server/engine/canvas';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { makeWay, placedBy } from '../../shared/engine/layout/make-way';
import { headlineOf, type Design } from '../../shared/engine/model/design';
import { applyOperations, layerBounds, makeWayOperation, Operation } from '../../shared/engine/model/operations';
import { squashOperations } from '../../shared/engine/model/squash';
import { editDesigns, editHost } from '../fixtures/edit-designs';

/**
 * The editor runs the layout pass in the browser after a gesture and keeps what it did as one
 * operation ('make-way'), saved with the gesture: replayed on the server it gives the very design the
 * pass gave, whatever the server's canvas would have measured.
 */
const m = serverMeasurer();
const host = editHost(m);

async function pass(design: Design, pinned: readonly string[]) {
  return makeWay(design, { createSurface: serverSurface, images: await pictoImages(design, pictogramSvg) }, { pinned });
}

describe('the layout pass as an operation', () => {
  it('replays exactly what the pass made of a subject dropped on the headline, through JSON and the squash', async () => {
    let replayed = 0;
    const kinds = new Set<string>();
    // Each design as laid out, and with a red arrow at its subject (which follows it, or is shortened off the words).
    const designs = editDesigns(m).flatMap((d) => [d, applyOperations(host, d, [{ op: 'add-shape', shape: 'arrow' }]).design]);
    for (const design of designs) {
      const subject = design.layers.find((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject');
      const words = headlineOf(design);
      if (!subject || !words) continue;
      const s = layerBounds(design, subject);
      const w = layerBounds(design, words);
      const drag: Operation = { op: 'move', layer: subject.id, dx: Math.round(w.x + w.w / 2 - (s.x + s.w / 2)), dy: Math.round(w.y + w.h / 2 - (s.y + s.h / 2)) };
      const dropped = applyOperations(host, design, [drag]).design;
      const result = await pass(dropped, placedBy([drag], design, dropped));
      const op = makeWayOperation(result);
      const where = `${design.style}/${design.format}`;
      if (!op) {
        expect(result.design, where).toBe(dropped);
        continue;
      }
      // As the draft and the save carry it: JSON, read back by the schema.
      const sent = Operation.parse(JSON.parse(JSON.stringify(op)));
      const again = applyOperations(host, dropped, [sent]);
      expect(again.refused, `${where} ${JSON.stringify(sent)}`).toEqual([]);
      expect(again.design, where).toEqual(result.design);
      // The whole session as « Enregistrer » sends it gives the same design.
      const session = [drag, sent];
      expect(applyOperations(host, design, squashOperations(host, design, session)).design, where).toEqual(result.design);
      if (op.moved.length > 0) kinds.add('moved');
      if (op.pointers.length > 0) kinds.add('pointer');
      if (op.dropped.length > 0) kinds.add('dropped');
      replayed++;
    }
    expect(replayed).toBeGreaterThanOrEqual(4);
    expect([...kinds].sort()).toEqual(['dropped', 'moved', 'pointer']);
  });

  it('is refused on a layer that is not there, and never removes the headline', () => {
    const design = editDesigns(m)[0]!;
    const gone = applyOperations(host, design, [{ op: 'make-way', moved: [{ layer: 'disparu', k: 1, ax: 0, ay: 0, dx: 10, dy: 0 }], pointers: [], dropped: [] }]);
    expect(gone.refused).toHaveLength(1);
    const headline = applyOperations(host, design, [{ op: 'make-way', moved: [], pointers: [], dropped: [headlineOf(design)!.id] }]);
    expect(headline.refused).toHaveLength(1);
    expect(headline.design).toBe(design);
  });
});
