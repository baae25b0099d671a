/**
 * Defensive readers for stored design layers: designs come back from the
 * database (and later from an editor), so a bad field must degrade to a
 * default instead of throwing mid-render.
 */

export type Layer = Record<string, unknown>;

export function num(o: Layer, key: string, fallback: number): number {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

export function str(o: Layer, key: string, fallback: string): string {
  const v = o[key];
  return typeof v === 'string' && v.length > 0 ? v : fallback;
}

export function obj(o: Layer, key: string): Layer | undefined {
  const v = o[key];
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Layer) : undefined;
}

export function objs(o: Layer, key: string): Layer[] {
  const v = o[key];
  return Array.isArray(v) ? v.filter((x): x is Layer => typeof x === 'object' && x !== null) : [];
}

