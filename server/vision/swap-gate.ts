// The Face Swap's own quality check (issue 32, point 5; DECISIONS: a paid picture job whose result fails
// our checks is not delivered and not charged). A swap is refused when the swapped face's skin left the
// DigitalMe's tone (ΔE2000 > 3, DECISIONS), when it added an edge along its outline, or when the face
// no longer matches the neck below it. The seam and gap limits were chosen by `npm run eval:faces` on
// half of its swap cases (split by person) and reported on the other half; see that report.
import type { SwapMeasures } from './swap-measures';

export type SwapFault = 'skin_tone' | 'seam' | 'neck';

export const swapGate = {
  limits: {
    /** DECISIONS: the swapped face stays within ΔE2000 ≤ 3 of the DigitalMe's. */
    skinDeltaE: 3,
    /**
     * Chosen by `npm run eval:faces` on the « choix » half of its 196 swap cases (split by the target's
     * person): median + 3 median absolute deviations of the new swap's values there (88 seams, 68 necks).
     * On the other half, the report gives how many each refuses (2026-11-29: 5 of 27 light swaps and 0 of
     * 81 stand-ins for the seam, 5 of 11 and 19 of 33 measured necks for the gap).
     */
    seam: 1.92,
    gap: 4.19,
  },
};

/** The first fault of a swap's measures, worst first for the user (their skin, then the edge, then the neck); null when it passes. */
export function swapFault(measures: SwapMeasures, limits = swapGate.limits): SwapFault | null {
  // A measure that could not be taken (NaN: no skin pixel at all) refuses: nothing says the swap is right.
  if (!(measures.skinDeltaE <= limits.skinDeltaE)) return 'skin_tone';
  if (!(measures.seam <= limits.seam)) return 'seam';
  if ('gap' in measures.neck && !(measures.neck.gap <= limits.gap)) return 'neck';
  return null;
}
