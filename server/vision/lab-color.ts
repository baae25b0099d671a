// sRGB ↔ CIE Lab (D65) and colour differences. Skin tone is judged in Lab because its L* axis follows
// perceived lightness: a shift that lightens dark skin shows up as ΔL*, whatever the RGB values.

const srgbToLinearTable = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  srgbToLinearTable[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

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
  const R = srgbToLinearTable[r & 255]!;
  const G = srgbToLinearTable[g & 255]!;
  const B = srgbToLinearTable[b & 255]!;
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
