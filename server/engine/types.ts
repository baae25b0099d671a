/**
 * Public types of the local render engine. The Design is what gets stored as
 * JSON in the database: it must hold every resolved decision (colours,
 * positions, line breaks) so that re-rendering never needs the PRNG again and
 * an editor can tweak one layer without re-running the layout.
 */

/** Visual styles. Adding one = a new id here + an entry in STYLES (styles.ts). */
export type StyleId = 'pro' | 'mini' | 'vlog';

export interface RenderInput {
  title: string;
  /** Free-text brief; it only biases the palette, it is never drawn. */
  prompt: string;
  style: StyleId;
  /** uint32; anything else is coerced with `>>> 0`. */
  seed: number;
}

export interface HeadlineBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface HeadlineShadow {
  color: string;
  blur: number;
  offsetX: number;
  offsetY: number;
}

export interface Design {
  version: 1;
  width: 1280;
  height: 720;
  style: StyleId;
  seed: number;
  background: { kind: string; colors: string[]; [k: string]: unknown };
  headline: {
    /** The full typeset text (uppercased, French spacing), before any « … » truncation. */
    text: string;
    lines: string[];
    fontFamily: string;
    fontSize: number;
    /** Left edge of every line (text is left-aligned). */
    x: number;
    /** Alphabetic baseline of the first line; line i sits at y + i * lineHeight. */
    y: number;
    lineHeight: number;
    fill: string;
    stroke: string;
    strokeWidth: number;
    accent: string;
    /** Words (as they appear in `lines`, without glued punctuation) filled with `accent`. */
    emphasis: string[];
    /** Ink bounds of the whole block, stroke included (shadow excluded). */
    box: HeadlineBox;
    /** Optional drop shadow under the outlined text (absent = none). */
    shadow?: HeadlineShadow;
  };
  /** Drawn between background and headline, in order. Unknown kinds are skipped. */
  shapes: Array<Record<string, unknown>>;
}
