// Measures read off Human's 478-point mesh (MediaPipe Face Mesh numbering, iris points 468–477). Ratios
// of distances within the face, so they hold at any face size and on any skin: no pixel value is read.
export type MeshPoint = readonly [number, number, number?];
export type Mesh = readonly MeshPoint[];

/** The face's outline, clockwise from the top of the forehead: the region whose pixels the checks read. */
export const FACE_OVAL = [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109] as const;
/** Each eye's contour (lids and corners). */
export const EYE_CONTOURS = [
  [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
] as const;
/** Per eye: outer corner, inner corner, upper lid, lower lid. */
const EYE_POINTS = [
  [33, 133, 159, 145],
  [263, 362, 386, 374],
] as const;

const dist = (a: MeshPoint, b: MeshPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const at = (mesh: Mesh, i: number): MeshPoint => {
  const p = mesh[i];
  if (!p) throw new Error(`face mesh: point ${i} missing (${mesh.length} points)`);
  return p;
};

export function polygon(mesh: Mesh, indices: readonly number[]): Array<[number, number]> {
  return indices.map((i) => [at(mesh, i)[0], at(mesh, i)[1]]);
}

/** Lid gap over eye width, per eye (about 0.25–0.35 open, under 0.12 closed). */
export function eyeOpenness(mesh: Mesh): [number, number] {
  const ratio = ([outer, inner, upper, lower]: readonly [number, number, number, number]) =>
    dist(at(mesh, upper), at(mesh, lower)) / Math.max(1, dist(at(mesh, outer), at(mesh, inner)));
  return [ratio(EYE_POINTS[0]), ratio(EYE_POINTS[1])];
}

/** Gap between the inner lips over the mouth's width: 0 closed, about 0.1 talking, 0.4 and more agape. */
export function mouthOpening(mesh: Mesh): number {
  return dist(at(mesh, 13), at(mesh, 14)) / Math.max(1, dist(at(mesh, 78), at(mesh, 308)));
}

/**
 * The face's own frame: x along the line from one outer eye corner to the other, y across it (down the
 * face). A measure read in it is the same whatever the head's roll in the photo.
 */
function faceFrame(mesh: Mesh): (p: MeshPoint) => [number, number] {
  const a = at(mesh, 33);
  const b = at(mesh, 263);
  const len = Math.max(1e-6, dist(a, b));
  const ux = (b[0] - a[0]) / len;
  const uy = (b[1] - a[1]) / len;
  return (p) => [(p[0] - a[0]) * ux + (p[1] - a[1]) * uy, -(p[0] - a[0]) * uy + (p[1] - a[1]) * ux];
}

/**
 * How far the mouth's corners (61, 291) sit above the middle of the lips (between the inner lips, 13
 * and 14), over the mouth's width: above 0 the corners are raised, below 0 they droop. Read on the
 * committed faces (tests/fixtures/photos): 0.03–0.17 smiling, 0.05 neutral, 0.12 neutral looking down:
 * the head's pitch moves it too, so it is not a smile detector on its own.
 */
export function mouthCornerLift(mesh: Mesh): number {
  const inFace = faceFrame(mesh);
  const left = inFace(at(mesh, 61));
  const right = inFace(at(mesh, 291));
  const middle = (inFace(at(mesh, 13))[1] + inFace(at(mesh, 14))[1]) / 2;
  return (middle - (left[1] + right[1]) / 2) / Math.max(1e-6, dist(at(mesh, 61), at(mesh, 291)));
}

/** Per eye: the brow's upper arc above it, its upper lid, its corners (outer, inner). */
const BROW_POINTS = [
  { brow: [70, 63, 105, 66, 107], lid: 159, corners: [33, 133] },
  { brow: [300, 293, 334, 296, 336], lid: 386, corners: [263, 362] },
] as const;

/**
 * How high the brows stand above the upper lids, over each eye's width, the mean of both sides: higher
 * when they are raised (surprise), lower when they are drawn down (a frown). Read on the committed faces:
 * 0.30–0.77 facing the camera, 0.9–1.4 on a head lowered or in profile, so it is compared with the same
 * person's other photos, or with the head's angles known.
 */
export function browRaise(mesh: Mesh): number {
  const [right, left] = browRaiseBySide(mesh);
  return (right + left) / 2;
}

/** browRaise for each side apart (the face's right, then left): « both brows raised » reads the lower one. */
export function browRaiseBySide(mesh: Mesh): [number, number] {
  const inFace = faceFrame(mesh);
  const side = ({ brow, lid, corners }: (typeof BROW_POINTS)[number]) => {
    const browY = brow.reduce((sum, i) => sum + inFace(at(mesh, i))[1], 0) / brow.length;
    return (inFace(at(mesh, lid))[1] - browY) / Math.max(1e-6, dist(at(mesh, corners[0]), at(mesh, corners[1])));
  };
  return [side(BROW_POINTS[0]), side(BROW_POINTS[1])];
}

/**
 * How far the inner end of each brow (107, 336) stands above the brow's middle (105, 334), over the eye's
 * width, the mean of both sides: above 0 the brows slant up toward the nose, as in sadness (the inner
 * brow raiser). Read on the committed faces (none sad): −0.20 to 0.08, the inner end usually level with
 * the middle or below it.
 */
export function innerBrowLift(mesh: Mesh): number {
  const inFace = faceFrame(mesh);
  const side = (middle: number, inner: number, corners: readonly [number, number]) =>
    (inFace(at(mesh, middle))[1] - inFace(at(mesh, inner))[1]) / Math.max(1e-6, dist(at(mesh, corners[0]), at(mesh, corners[1])));
  return (side(105, 107, [33, 133]) + side(334, 336, [263, 362])) / 2;
}

/**
 * The gap between the brows' inner heads (55, 285) over the distance between the outer eye corners:
 * smaller when the brows are drawn together (a frown). Read on the committed faces (none frowning):
 * 0.29–0.37.
 */
export function browGap(mesh: Mesh): number {
  const inFace = faceFrame(mesh);
  return Math.abs(inFace(at(mesh, 285))[0] - inFace(at(mesh, 55))[0]) / Math.max(1e-6, dist(at(mesh, 33), at(mesh, 263)));
}

/**
 * The mouth's width (corner to corner, 61 to 291) over the distance between the outer eye corners: a
 * smile pulls the corners out as well as up. About 0.55–0.60 on a relaxed adult mouth (anthropometric
 * means: mouth 50–54 mm, outer eye corners 88–91 mm). Read on the committed faces: 0.50 and 0.59 on the
 * two neutral ones, 0.59–0.66 on the closed-lipped smiles, 0.71–0.90 on the open ones.
 */
export function mouthWidth(mesh: Mesh): number {
  return dist(at(mesh, 61), at(mesh, 291)) / Math.max(1e-6, dist(at(mesh, 33), at(mesh, 263)));
}
