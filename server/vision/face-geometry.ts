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
