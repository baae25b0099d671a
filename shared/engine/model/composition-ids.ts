/** The compositions MGX3 lays thumbnails out with (compositions.ts draws them). Own module: design.ts needs the list. */
export const COMPOSITION_IDS = ['side', 'big-number', 'versus', 'before-after', 'question', 'top-list', 'reaction', 'full-bleed'] as const;
export type CompositionId = (typeof COMPOSITION_IDS)[number];
