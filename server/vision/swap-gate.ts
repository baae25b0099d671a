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
    seam: 1.1,
    gap: 2,
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
