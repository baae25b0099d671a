import type { StyleId } from '../../../../shared/engine/model/design';
import { STYLES } from '../../../../shared/engine/style/styles';

/** The style's own colours: its accents, its ink and outline, its palettes' accents and inks (10 at most, each once). */
export function paletteOf(style: StyleId): string[] {
  const spec = STYLES[style];
  const all = [...spec.accents, spec.text.fill, spec.text.stroke, ...spec.palettes.flatMap((p) => [...(p.accents ?? []), ...(p.ink ? [p.ink] : [])])];
  return [...new Set(all.filter((c) => /^#[0-9a-fA-F]{6}$/.test(c)).map((c) => c.toUpperCase()))].slice(0, 10);
}
