import type { Background, Layer } from '../model/design';

/** Layers that carry meaning and are never removed to declutter. */
const KEPT_SHAPES = new Set([
  'bandeau', 'filet', 'etiquette', 'cercle', 'fleche', 'accent', 'sujet', 'hexagone', 'globe', 'soleil', 'voile',
  // The compositions' own marks (compositions.ts) and the brand's: a « VS » without its disc, a split without its halves, would not read.
  'rosette', 'disque-vs', 'moitie-droite', 'moitie-avant', 'couture', 'avant-fond', 'apres-fond', 'bandeau-titre', 'etiquette-citation', 'chaine-fond',
]);

/** An insert's frame goes with its picture. */
const kept = (id: string): boolean => KEPT_SHAPES.has(id) || id.endsWith('-cadre');

/**
 * « Améliorer »'s decluttering: decorative shapes go, busy background details (bokeh, slashes)
 * go, the vignette softens. The background remembers it (`decluttered`), so the 9:16 and 1:1
 * versions, laid out again, are decluttered the same way.
 */
export function declutter(layers: Layer[], background: Background): { layers: Layer[]; background: Background } {
  return {
    layers: layers.filter((l) => l.type !== 'shape' || kept(l.id)),
    background: background.kind === 'procedural' ? { ...background, params: { ...background.params, bokeh: [], slashes: [], vignette: 0.2, ...(background.params.decluttered === true ? {} : calmerScene(background.params.scene)), decluttered: true } } : background,
  };
}

/** The topic's scene stays (it says what the picture is about) but steps back: half as strong, once. */
function calmerScene(scene: unknown): { scene?: Record<string, unknown> } {
  if (!scene || typeof scene !== 'object') return {};
  const s = scene as Record<string, unknown>;
  const strength = typeof s.strength === 'number' ? s.strength : 0.6;
  return { scene: { ...s, strength: Math.round(strength * 500) / 1000 } };
}

export function isDecluttered(background: Background): boolean {
  return background.kind === 'procedural' && background.params.decluttered === true;
}
