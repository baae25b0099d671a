import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import type { Design } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { applyOperations, type Operation } from '../../shared/engine/model/operations';
import { editHost } from '../fixtures/edit-designs';

/**
 * The 9:16 and 1:1 files are laid out again from the edited design: a decoration the user deleted
 * in the editor (the layout's own arrow, halo, rays, label…) must not be drawn again by that
 * layout, and what they hid stays hidden; what only the other frame draws still comes.
 */
const m = serverMeasurer();
const host = editHost(m);

function edit(d: Design, ...ops: Operation[]): Design {
  const out = applyOperations(host, d, ops);
  expect(out.refused).toEqual([]);
  return out.design;
}
const ids = (d: Design) => d.layers.map((l) => l.id);

describe('9:16 and 1:1 of an edited design', () => {
  it('never bring back a decoration deleted in the editor, in every style', () => {
    const back: string[] = [];
    let removedCount = 0;
    for (const style of ['pro', 'mini', 'vlog', 'gaming', 'actu', 'viral'] as const) {
      for (const seed of [0, 3]) {
        const d = layoutDesign(m, { title: 'Mon marché à Dakar', prompt: '', style, seed, subjects: [{ kind: 'picto', icon: 'fluent:shopping-cart' }] });
        // Every decoration the layout drew (the shapes and the label; not the headline nor the subject).
        for (const layer of d.layers.filter((l) => l.type === 'shape' || (l.type === 'text' && l.role === 'tag'))) {
          if (!ids(d).includes(layer.id)) continue;
          const edited = edit(d, { op: 'remove', layer: layer.id });
          const gone = ids(d).filter((id) => !ids(edited).includes(id));
          removedCount++;
          for (const format of ['story', 'square'] as const) {
            const again = ids(adaptDesign(m, edited, format)).filter((id) => gone.includes(id));
            if (again.length > 0) back.push(`${style}/${seed}/${format}: ${again.join(', ')}`);
          }
        }
      }
    }
    expect(removedCount).toBeGreaterThan(12);
    expect(back).toEqual([]);
  });

  it('keep hidden layers hidden, and draw what only the other frame has', () => {
    const d = layoutDesign(m, { title: 'Mon marché à Dakar', prompt: '', style: 'viral', seed: 0, subjects: [{ kind: 'picto', icon: 'fluent:shopping-cart' }] });
    // The viral 9:16 layout adds an arrow of its own that the 16:9 one has not.
    expect(ids(d)).not.toContain('fleche');
    expect(ids(adaptDesign(m, d, 'story'))).toContain('fleche');
    const edited = edit(d, { op: 'visibility', layer: 'cercle', visible: false }, { op: 'add-shape', shape: 'arrow', target: 'titre' });
    for (const format of ['story', 'square'] as const) {
      const a = adaptDesign(m, edited, format);
      expect(a.hidden, format).toEqual(['cercle']);
      expect(ids(a), format).toContain('ajout-1');
    }
    expect(ids(adaptDesign(m, edited, 'story'))).toContain('fleche');
  });

  it('keep a decoration that was only moved or recoloured', () => {
    const d = layoutDesign(m, { title: 'Mon marché à Dakar', prompt: '', style: 'actu', seed: 0, subjects: [{ kind: 'picto', icon: 'fluent:shopping-cart' }] });
    const edited = edit(d, { op: 'move', layer: 'fleche', dx: -20, dy: 10 }, { op: 'remove', layer: 'cercle' });
    for (const format of ['story', 'square'] as const) {
      const a = ids(adaptDesign(m, edited, format));
      expect(a, format).toContain('fleche');
      expect(a, format).not.toContain('cercle');
    }
  });
});

describe('another style for an edited design', () => {
  it('never brings back a decoration deleted in the editor when the new style draws it too', () => {
    const back: string[] = [];
    let shared = 0;
    const styles = ['pro', 'mini', 'vlog', 'gaming', 'actu', 'viral'] as const;
    for (const style of styles) {
      for (const title of ['Je teste les meilleurs burgers de Dakar', '7 astuces pour faire des économies']) {
        const d = layoutDesign(m, { title, prompt: '', style, seed: 3, subjects: [{ kind: 'picto', icon: 'fluent:hamburger' }] });
        for (const layer of d.layers.filter((l) => l.type === 'shape' || (l.type === 'text' && l.role !== 'headline'))) {
          const edited = edit(d, { op: 'remove', layer: layer.id });
          const gone = ids(d).filter((id) => !ids(edited).includes(id));
          for (const other of styles.filter((s) => s !== style)) {
            // Would the other style draw it, had it not been deleted? Then it must stay deleted.
            if (!ids(edit(d, { op: 'style', style: other })).some((id) => gone.includes(id))) continue;
            shared++;
            const again = ids(edit(edited, { op: 'style', style: other })).filter((id) => gone.includes(id));
            if (again.length > 0) back.push(`${style} → ${other} « ${title} »: ${again.join(', ')}`);
          }
        }
      }
    }
    expect(shared).toBeGreaterThan(10);
    expect(back).toEqual([]);
  });
});
