import type { Ctx } from '../canvas';
import type { Layer } from '../../model/read';

/**
 * How a scene is drawn in a style, resolved at layout time (shared/engine/style/scene-looks.ts) and
 * stored in the background's `params.scene`, so a saved design draws the same scene forever.
 * Colours are derived from the style's palette: a scene belongs to the picture, it never brings
 * colours of its own.
 */
export interface SceneLook {
  /** Shapes far away (skyline, back wall), close to the ground colour. */
  far: string;
  /** Shapes near the viewer (counter, pitch, desk), a step further from the ground. */
  near: string;
  /** Lit details (windows, lines, stars, highlights). */
  light: string;
  /** The picture's accent, for one or two small details at most. */
  accent: string;
  /**
   * How shapes are drawn: `solid` filled silhouettes (Pro, Vlog, Actu, Viral), `flat` pastel
   * shapes with no gradient (Mini), `neon` outlines with a glow (Gaming).
   */
  mode: 'solid' | 'flat' | 'neon';
  /** Overall strength 0..1: the words and subject lie over the scene and must stay the first read. */
  strength: number;
  /** Where the headline's ink lies, as shares of the frame: details stay calm there. */
  calm: { x: number; y: number; w: number; h: number };
  /** Which side the subject stands on; a scene may put its focal point behind it. */
  subjectSide: 'left' | 'right';
  /** A small seeded variation (0..1) each painter may use for positions. */
  variant: number;
  /**
   * How far (0..1) a painter may turn its shapes towards their natural hue (grass, sea, night)
   * while keeping the style's lightness: a green pitch reads as a pitch where a navy one reads as a
   * floor, and two scenes of one palette part by colour as well as by shape.
   */
  tint: number;
  /**
   * How near the scene is drawn (-1..1, 0 as painted): a negative lift zooms it from the frame's
   * bottom edge (the horizon rises, the masses grow), a positive one from its top (the horizon
   * sinks, the sky widens). Two pictures of one topic otherwise put their counter, pitch or skyline
   * at the same height every time.
   */
  lift: number;
}

/** Draws one scene over the background's base gradient and under its light effects. */
export type ScenePainter = (ctx: Ctx, look: SceneLook, w: number, h: number, params: Layer) => void;
