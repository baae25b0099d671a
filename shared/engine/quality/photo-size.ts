import type { Design } from '../model/design';

/**
 * How big a person's face must be in their photo, from the top of the forehead to the chin, in the
 * photo's own pixels, for the photo to make a hero (hero-placement.ts draws that face at 35–46 % of a
 * 720 px frame, 250–330 px). Read off `npm run bench -- agrandissement` (bench/upscale.ts): each
 * fixture face shrunk to a given height, enlarged back to 300 px and compared with the photo it came
 * from (SSIM on the face, and by eye on the contact sheet).
 * - At HERO_FACE_MIN and above the photo is used as it is (SSIM ≥ 0.95: a sharp face once enlarged).
 * - From UPSCALE_FACE_MIN up to it, the face's head and shoulders are enlarged ×4 once, at upload.
 * - Below UPSCALE_FACE_MIN even that stays soft (SSIM under 0.90): the studio says so before a
 *   generation, and « continuer quand même » draws the photo as a framed insert, never the hero.
 */
export const HERO_FACE_MIN = 128;
export const UPSCALE_FACE_MIN = 64;

export type PhotoSize = 'hero' | 'upscale' | 'small';

/** What the size rule makes of a person's photo from its face's height (forehead to chin, photo pixels). */
export function photoSize(faceHeight: number): PhotoSize {
  if (faceHeight >= HERO_FACE_MIN) return 'hero';
  if (faceHeight >= UPSCALE_FACE_MIN) return 'upscale';
  return 'small';
}

/** 4K is offered only when it does not enlarge a photographed face more than this. */
export const FOUR_K_MAX_ENLARGEMENT = 4;

/** The 4K file is the 16:9 design drawn three times larger (3840×2160). */
const FOUR_K_SCALE = 3;

/**
 * How many times the 4K file would enlarge the most enlarged photographed face of the design (its
 * height in the 4K file over its height in its photo); null when the design draws no face whose photo
 * size is known (pictograms, a drawn person, designs made before this was kept).
 */
export function fourKEnlargement(design: Design): number | null {
  let worst: number | null = null;
  for (const l of design.layers) {
    if (l.type !== 'image' || !l.face || !l.sourceFace || (design.hidden ?? []).includes(l.id)) continue;
    const k = (l.face.h * FOUR_K_SCALE * (1280 / design.width)) / l.sourceFace;
    worst = Math.max(worst ?? 0, k);
  }
  return worst;
}

/** Whether the 4K file may be offered for this design (its faces not enlarged more than 4 times). */
export function fourKAllowed(design: Design): boolean {
  const k = fourKEnlargement(design);
  return k === null || k <= FOUR_K_MAX_ENLARGEMENT;
}
