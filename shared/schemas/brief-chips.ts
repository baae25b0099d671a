/**
 * What the studio's chips say of a brief before the click: « Compris » only for what the design
 * draws where a viewer sees it, every other choice apart with why (the French words are the
 * client's, client/i18n/fr.ts).
 */

/** Why a choice the brief reader understood is not in the picture. */
export const NOT_DRAWN_CODES = [
  /** Not in the picture at all. */
  'absent',
  /** Drawn, but under 2 % of the frame once what lies over it is taken off. */
  'small',
  /** Drawn, but more than half of it covered. */
  'covered',
  /** No pictogram shows it. */
  'no-picture',
  /** Our own drawing of what the words mean is not ready yet (`detail`: what it shows). */
  'not-yet-drawn',
  /** One subject per picture: this one is offered by « Autre sujet » after the click. */
  'one-subject',
  /** No pictogram shows a person with this expression (`detail`: the expression, as the chip wrote it). */
  'expression',
  /** No pictogram shows this person (`detail`: « un enfant », « un groupe »). */
  'who',
  /** « gros chiffre » with a title that does not lead with a figure. */
  'no-figure',
  /** The title does not allow the layout asked (too long for it, or another layout asked first). */
  'layout',
  /** « gros texte »: the words are already as big as the frame lets them be. */
  'no-room',
  /** The colour is not in the picture. */
  'color',
  /** The accent is too close to the ground to be read: another colour stands in for it. */
  'accent',
  /** « style gaming »: the style is the one chosen in the studio's list, which the brief does not change. */
  'style',
] as const;
export type NotDrawnCode = (typeof NOT_DRAWN_CODES)[number];

export interface BriefChip {
  kind: string;
  label: string;
}

export interface NotDrawnChip extends BriefChip {
  reason: { code: NotDrawnCode; detail?: string };
}

/** `studio.readBrief`'s answer. */
export interface BriefChipsReading {
  understood: readonly BriefChip[];
  notDrawn?: readonly NotDrawnChip[];
  ignored: readonly string[];
}
