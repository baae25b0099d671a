/** Minimal hex colour helpers (designs store plain #RRGGBB strings). */

function parse(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m?.[1] ? parseInt(m[1], 16) : 0;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** Linear mix: t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  return toHex(pa.map((c, i) => c + ((pb[i] ?? 0) - c) * t));
}

/** CSS rgba() from a hex colour, for gradient stops that fade out. */
export function rgba(hex: string, alpha: number): string {
  const c = parseColor(hex);
  const [r, g, b] = [c.r, c.g, c.b];
  alpha *= c.a;
  return `rgba(${r},${g},${b},${Math.round(Math.min(1, Math.max(0, alpha)) * 1000) / 1000})`;
}


/** sRGB channels (0..255) and alpha of #RRGGBB or rgba(). */
export function parseColor(c: string): { r: number; g: number; b: number; a: number } {
  const m = /^rgba\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*,\s*([\d.]+)\s*\)$/.exec(c.trim());
  if (m) return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: Number(m[4]) };
  const [r, g, b] = parse(c);
  return { r, g, b, a: 1 };
}

/** sRGB channel (0..255) → linear light, tabulated: the score reads thousands of pixels. */
const LINEAR = Array.from({ length: 256 }, (_, v) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
});
const lin = (v: number): number => LINEAR[Math.max(0, Math.min(255, Math.round(v)))] ?? 0;

/** WCAG relative luminance of sRGB channels. */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1..21) between two luminances. */
export function contrastRatio(l1: number, l2: number): number {
  const [hi, lo] = l1 > l2 ? [l1, l2] : [l2, l1];
  return (hi + 0.05) / (lo + 0.05);
}

export function colorLuminance(c: string): number {
  const { r, g, b } = parseColor(c);
  return luminance(r, g, b);
}
