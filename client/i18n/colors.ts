/**
 * French names for colours, so a screen reader says « Jaune », not « #FFD400 ». The studio's
 * swatches have their own names; any other colour is described by its hue and lightness.
 */
const NAMED: Record<string, string> = {
  '#FFD400': 'Jaune',
  '#FF3B30': 'Rouge',
  '#39FF14': 'Vert fluo',
  '#00E5FF': 'Cyan',
  '#FF5A36': 'Orange',
  '#2B59FF': 'Bleu',
  '#FFFFFF': 'Blanc',
  '#111111': 'Noir',
};

const HUES: ReadonlyArray<readonly [number, string]> = [
  [15, 'Rouge'],
  [40, 'Orange'],
  [65, 'Jaune'],
  [165, 'Vert'],
  [200, 'Cyan'],
  [255, 'Bleu'],
  [290, 'Violet'],
  [345, 'Rose'],
  [360, 'Rouge'],
];

export function colorName(hex: string): string {
  const key = hex.toUpperCase();
  const named = NAMED[key];
  if (named) return named;
  const m = /^#([0-9A-F]{2})([0-9A-F]{2})([0-9A-F]{2})$/.exec(key);
  if (!m) return 'Couleur personnalisée';
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((c) => Number.parseInt(c, 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const sat = max === min ? 0 : (max - min) / (1 - Math.abs(2 * light - 1));
  if (light < 0.12) return 'Noir';
  if (light > 0.94) return 'Blanc';
  if (sat < 0.15) return light < 0.4 ? 'Gris foncé' : light > 0.7 ? 'Gris clair' : 'Gris';
  const d = max - min;
  let hue = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  hue = (hue * 60 + 360) % 360;
  const name = HUES.find(([limit]) => hue < limit)?.[1] ?? 'Rouge';
  return light < 0.3 ? `${name} foncé` : light > 0.75 ? `${name} clair` : name;
}
