import type { Box } from '../model/design';
import { intersects } from './frame';

/**
 * The creator as the hero: where a photographed person (a « Moi » portrait, an uploaded photo of a
 * person) goes. The thumbnails that get clicked show a big face, so the person is placed by the face —
 * from the top of the forehead to the chin, as the face mesh measured it — at least HERO_FACE_SHARE of
 * the frame's height (a floor, checked on the rendered file by the tests), as large as the room allows
 * up to the format's ceiling, head and shoulders running off the frame's bottom edge. The face never
 * touches what it must avoid (the words, the marks, the duration corner); the shoulders and the hair may.
 *
 * A close-up cut by its photo's sides or top (no shoulders, hair cut flat) keeps those cuts at the
 * frame's edges (`bleed`): a big face cut by the frame, never a straight cut in the middle of the picture.
 */
export const HERO_FACE_SHARE = 0.35;

/**
 * What the layout aims at: the floor and a margin. The face found again on the drawn picture measures
 * up to about 8 % off the photo's own mesh (found on the fixtures' renders: 0.312 for a face laid out
 * at 0.340), so a face laid out exactly at the floor could be judged under it.
 */
export const HERO_PLAN_FLOOR = 0.39;

/** The floor the layout aims at in a frame of that shape: the mesh read a square frame's faces about 9 % short (0.385 for 0.420). */
export function heroPlanFloor(frame: { width: number; height: number }): number {
  return Math.abs(frame.width - frame.height) < frame.height * 0.2 ? 0.4 : HERO_PLAN_FLOOR;
}

/** How big the face may grow, by frame shape: wide frames keep room for the words beside it. */
export function heroCeiling(frame: { width: number; height: number }): number {
  if (frame.width > frame.height * 1.2) return 0.46;
  if (frame.height > frame.width * 1.2) return 0.4;
  return 0.42;
}

export type BleedSide = 'left' | 'top' | 'right';

export interface HeroArgs {
  /** The cut-out's size in its own pixels. */
  size: { width: number; height: number };
  /** The face (forehead to chin) in the cut-out's pixels. */
  face: Box;
  /** The cut-out's sides cut by the photo's edges: they stay at the frame's edges. */
  bleed: readonly BleedSide[];
  /** Where the face may be: the subject's place in the composition. */
  region: Box;
  frame: { width: number; height: number; margin: number };
  /** What the face must not touch. */
  avoid: readonly Box[];
  /** The frame's side the region is on: the face slides that way first when it must move. */
  outer: 'left' | 'right' | null;
  /** The face's share of the frame's height: at least `floor`, at most `ceiling`. */
  floor?: number;
  ceiling?: number;
  /**
   * How low the picture must reach (the frame's bottom by default). A split composition's words lie in
   * a band across the bottom: a short bust may stop inside that band, the words over its cut.
   */
  reach?: number;
}

export interface HeroPlacement {
  /** The cut-out's box in the frame. */
  box: Box;
  /** The face (forehead to chin) in the frame. */
  face: Box;
  /** The face's height over the frame's height. */
  share: number;
}

const AIR = 8;

/** A close-up cut at its top is drawn from the frame's top edge to its bottom edge only while its face stays under this share; beyond, the cut is let be. */
const TOP_BLEED_MAX = 0.62;

/** A bust too short to reach the bottom edge with its face clear of the corner or the words may grow its face up to this share (a tall frame's face is already 650 px wide at 0.45). */
function shortBustCeiling(frame: { width: number; height: number }): number {
  if (frame.width > frame.height * 1.2) return 0.58;
  if (frame.height > frame.width * 1.2) return 0.45;
  return 0.5;
}

/**
 * The placement with the largest face from the ceiling down to the floor; failing that, a larger face
 * (a short bust reaches the bottom edge only with its face high, hence large); failing that, a close-up
 * placed as if uncut. Null when none fits.
 */
export function placeHero(args: HeroArgs): HeroPlacement | null {
  const ceiling = args.ceiling ?? heroCeiling(args.frame);
  const larger = shortBustCeiling(args.frame);
  const within = (a: HeroArgs) => placeWithin(a) ?? (ceiling < larger ? placeWithin({ ...a, floor: ceiling + 0.01, ceiling: larger }) : null);
  // A close-up whose cuts cannot all meet the frame's edges keeps its face large all the same: the cut shows.
  return within(args) ?? (args.bleed.length > 0 ? within({ ...args, bleed: [] }) : null);
}

function placeWithin(args: HeroArgs): HeroPlacement | null {
  const { size, face: f, region, frame, avoid, outer } = args;
  if (f.w <= 0 || f.h <= 0 || size.width <= 0 || size.height <= 0) return null;
  const { width: W, height: H, margin } = frame;
  let floor = args.floor ?? heroPlanFloor(frame);
  let ceiling = Math.max(floor, args.ceiling ?? heroCeiling(frame));
  // Hair cut flat by the photo: the picture runs from the frame's top edge to its bottom one, which
  // takes a face of at least this share (the picture's height over the face's).
  const spanning = f.h / size.height;
  const top = args.bleed.includes('top') && spanning <= TOP_BLEED_MAX && region.y <= margin;
  if (top) {
    floor = Math.max(floor, spanning + 0.005);
    ceiling = Math.max(ceiling, floor);
  }
  // A cut side stays at its edge of the frame when the picture stands on that side; both sides cut, or the other side, and the cut is let be.
  const left = args.bleed.includes('left') && !args.bleed.includes('right') && outer !== 'right';
  const right = args.bleed.includes('right') && !args.bleed.includes('left') && outer !== 'left';
  const slide = outer === 'right' ? 1 : outer === 'left' ? -1 : 0;
  const shifts = slide === 0 ? [0, 0.1, -0.1, 0.2, -0.2, 0.3, -0.3] : [0, 0.1, 0.2, 0.3, -0.1, -0.2];
  // Hair kept whole above the face first, then cut by the frame's top edge (a big face beats a small one with all its hair).
  const hairKept = top ? [0] : [1, 0.55, 0.15];
  for (let share = ceiling; share >= floor - 1e-9; share -= 0.01) {
    const k = (share * H) / f.h;
    const w = size.width * k;
    const h = size.height * k;
    const hair = f.y * k;
    for (const kept of hairKept) {
      for (const shift of shifts) {
        let ox = region.x + region.w / 2 + shift * region.w * (slide || 1) - (f.x + f.w / 2) * k;
        if (left) ox = Math.min(ox, 0);
        if (right) ox = Math.max(ox, W - w);
        // The face as high as its hair allows, never above the region's top; a picture cut at its top starts at the frame's.
        let oy = top ? 0 : Math.max(region.y, margin * 0.3 + hair * kept) - f.y * k;
        // The bust runs off the bottom edge: a person stopping above it looks pasted on.
        const reach = args.reach ?? H;
        if (oy + h < reach) oy = reach - h;
        if (top && oy > 0) continue;
        const faceBox = roundBox({ x: ox + f.x * k, y: oy + f.y * k, w: f.w * k, h: f.h * k });
        if (!fits(faceBox, region, frame, avoid)) continue;
        return { box: roundBox({ x: ox, y: oy, w, h }), face: faceBox, share: faceBox.h / H };
      }
    }
  }
  return null;
}

function fits(face: Box, region: Box, frame: { width: number; height: number; margin: number }, avoid: readonly Box[]): boolean {
  const side = frame.margin * 0.3;
  if (face.x < side || face.x + face.w > frame.width - side || face.y < 0 || face.y + face.h > frame.height - side) return false;
  // The face's middle stays in its place (a versus half, the subject's column).
  const cx = face.x + face.w / 2;
  if (cx < region.x || cx > region.x + region.w) return false;
  if (face.y < region.y - 1 || face.y + face.h > region.y + region.h + 1) return false;
  // The air grows with the face: the mesh found again on a drawn face of 700 px lands up to 20 px off.
  const air = Math.max(AIR, Math.round(face.h * 0.03));
  const aired = { x: face.x - air, y: face.y - air, w: face.w + 2 * air, h: face.h + 2 * air };
  return !avoid.some((a) => intersects(aired, a));
}

function roundBox(b: Box): Box {
  return { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) };
}
