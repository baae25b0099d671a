// The same design in another style (the editor's « style » operation).
import type { Measurer } from '../render/canvas';
import type { Design, StyleId } from '../model/design';
import { headlineOf } from '../model/design';
import { wordCore } from '../text/text';
import { carryEdits, inputOf, removedByUser } from './adapt';
import { layoutDesign } from './layout';

/**
 * The same words and subjects in another style (the editor's « style » operation): laid out again
 * with the new style's palette and marks; the user's own images stay only in Gaming (DECISIONS), the
 * highlighted words and the layers the user added carry over.
 */
export function restyleDesign(m: Measurer, design: Design, style: StyleId, prompt = ''): Design {
  const input = inputOf(design, design.format, prompt);
  const own = style === 'gaming';
  const laidOut = layoutDesign(m, {
    ...input,
    style,
    subjects: own ? input.subjects : input.subjects?.filter((s) => s.kind !== 'image'),
    background: own ? input.background : undefined,
    keep: { composition: design.composition },
  });
  // A decoration the user deleted (the arrow, the circle, the number…) stays deleted in the new style
  // when that style draws it too: found as in adaptDesign, by laying the design out again in its own style.
  const removed = removedByUser(m, design, input);
  const laid = removed.size === 0 ? laidOut : { ...laidOut, layers: laidOut.layers.filter((l) => !removed.has(l.id) || l.type === 'text' && l.role === 'headline') };
  const before = headlineOf(design);
  const after = headlineOf(laid);
  let next = laid;
  if (before && after) {
    const onLines = new Set(after.lines.flatMap((l) => l.split(' ')).map(wordCore));
    const words = before.highlight.words.filter((w) => onLines.has(w));
    if (words.length > 0) next = { ...laid, layers: laid.layers.map((l) => (l.id === after.id ? { ...after, highlight: { ...after.highlight, words } } : l)) };
  }
  return carryEdits(design, next);
}
