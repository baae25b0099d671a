/**
 * The one place colour maths is written, for the engine, the readers, the vision and brand code and
 * the pages: hex parsing, mixing, WCAG luminance and contrast, HSL, CIE Lab and its differences.
 * Designs store plain #RRGGBB strings.
 */

/** sRGB bytes of #RRGGBB (with or without #); anything else reads as black. */
export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const v = m?.[1] ? parseInt(m[1], 16) : 0;
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** #RRGGBB (upper case) of sRGB channels, rounded and clamped to 0..255. */
export function rgbToHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

const parse = hexToRgb;
const toHex = rgbToHex;

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
// WCAG 2 writes the threshold 0.03928, the sRGB standard 0.04045: no byte falls between them, so one table serves both.
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

/** Rec. 601 luma (0..255) of sRGB bytes, as image-processing code measures brightness and edges. */
export function luma601(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** Euclidean distance between two sRGB colours (bytes). */
export function rgbDistance(r1: number, g1: number, b1: number, r2: number, g2: number, b2: number): number {
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}

/** Hue (degrees, 0..360), saturation and lightness (0..1) of #RRGGBB. */
export function hexToHsl(hex: string): [number, number, number] {
  const [r, g, b] = parse(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

/** #RRGGBB of a hue (degrees), saturation and lightness (clamped to 0..1). */
export function hslToHex(h: number, s: number, l: number): string {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  s = clamp(s);
  l = clamp(l);
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return toHex([r, g, b].map((v) => (v + m) * 255));
}

// sRGB ↔ CIE Lab (D65) and colour differences. Skin tone is judged in Lab because its L* axis follows
// perceived lightness: a shift that lightens dark skin shows up as ΔL*, whatever the RGB values.

/** Linear light in single precision, as the Lab measures were tuned with. */
const LINEAR32 = Float32Array.from(LINEAR);

// D65 reference white.
const Xn = 0.95047;
const Yn = 1;
const Zn = 1.08883;
const eps = 216 / 24389;
const kappa = 24389 / 27;

const f = (t: number) => (t > eps ? Math.cbrt(t) : (kappa * t + 16) / 116);
const fInv = (t: number) => (t ** 3 > eps ? t ** 3 : (116 * t - 16) / kappa);
const linearToSrgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

export type Lab = [number, number, number];

/** One pixel, sRGB bytes in, Lab out. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const R = LINEAR32[r & 255]!;
  const G = LINEAR32[g & 255]!;
  const B = LINEAR32[b & 255]!;
  const fx = f((0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / Xn);
  const fy = f((0.2126729 * R + 0.7151522 * G + 0.072175 * B) / Yn);
  const fz = f((0.0193339 * R + 0.119192 * G + 0.9503041 * B) / Zn);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** One pixel, Lab in, sRGB out as floats 0–255 (clamped; rounding is the caller's). */
export function labToRgb(L: number, a: number, b: number): [number, number, number] {
  const fy = (L + 16) / 116;
  const X = Xn * fInv(fy + a / 500);
  const Y = Yn * (L > kappa * eps ? fy ** 3 : L / kappa);
  const Z = Zn * fInv(fy - b / 200);
  const R = 3.2404542 * X - 1.5371385 * Y - 0.4985314 * Z;
  const G = -0.969266 * X + 1.8760108 * Y + 0.041556 * Z;
  const B = 0.0556434 * X - 0.2040259 * Y + 1.0572252 * Z;
  const clamp = (c: number) => Math.min(255, Math.max(0, 255 * linearToSrgb(Math.min(1, Math.max(0, c)))));
  return [clamp(R), clamp(G), clamp(B)];
}

/** CIEDE2000 (Sharma, Wu & Dalal 2005), kL = kC = kH = 1. */
export function deltaE2000(x: Lab, y: Lab): number {
  const [L1, a1, b1] = x;
  const [L2, a2, b2] = y;
  const rad = Math.PI / 180;
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cbar = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / rad;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(b1, a1p);
  const h2p = hue(b2, a2p);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * rad);
  const Lbp = (L1 + L2) / 2;
  const Cbp = (C1p + C2p) / 2;
  let hbp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbp = (h1p + h2p) / 2;
    else hbp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos((hbp - 30) * rad) + 0.24 * Math.cos(2 * hbp * rad) + 0.32 * Math.cos((3 * hbp + 6) * rad) - 0.2 * Math.cos((4 * hbp - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hbp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbp - 50) ** 2) / Math.sqrt(20 + (Lbp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbp;
  const Sh = 1 + 0.015 * Cbp * T;
  const Rt = -Math.sin(2 * dTheta * rad) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}

/** Published ColorChecker Classic values (X-Rite, post-2009 formulation, D50 Lab as commonly quoted). */
export const colorChecker = {
  darkSkin: [37.99, 13.56, 14.06] as Lab,
  lightSkin: [65.71, 18.13, 17.81] as Lab,
};
