/** The style ids, alone in a module so that pages listing styles do not load the design schema. */
export const STYLE_IDS = ['pro', 'mini', 'vlog', 'gaming', 'actu', 'viral'] as const;
export type StyleId = (typeof STYLE_IDS)[number];
