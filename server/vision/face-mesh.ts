// Face mesh (478 points) and head angles on Human, for the swap and its checks. The
// models are the DigitalMe's one second Human instance (face-models.ts), so the check and the swap share
// one set of loaded weights and one turn at a time with every other detection in the process.
import { analyseFaces, loadFaceModels, type FaceModels } from './face-models';
import type { Rgb } from './raster';

export type Point = [number, number];

export interface MeshFace {
  box: { x: number; y: number; w: number; h: number };
  score: number;
  /** 478 points in the image's pixels: 468 of the canonical mesh, then 10 of the irises. */
  mesh: Point[];
  /** Degrees; yaw is the head turned left or right, pitch up or down, roll tilted in the picture plane. */
  yaw: number;
  pitch: number;
  roll: number;
  /** Inner lip gap over the face's height (forehead to chin): ≈ 0 closed, 0.1 and more wide open. */
  mouthOpen: number;
}

export interface MeshModels {
  face: FaceModels;
  /** Triangles of the canonical mesh (indices into `mesh`, three by three); the same on every face. */
  triangles: Uint16Array;
  /** Canonical UV position of each mesh point (0–1), to name regions (forehead…) whatever the pose. */
  uv: [number, number][];
}

let loading: Promise<MeshModels> | null = null;

export function loadMeshModels(): Promise<MeshModels> {
  loading ??= loadFaceModels().then(
    (face) => ({ face, triangles: Uint16Array.from(face.full.faceTriangulation), uv: face.full.faceUVMap }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const degrees = (radians: number) => (radians * 180) / Math.PI;

/** Mesh faces of a decoded picture, largest first. */
export async function detectMeshFaces(image: Rgb): Promise<MeshFace[]> {
  const { face } = await loadMeshModels();
  const faces = await analyseFaces(face, image);
  return faces
    .filter((f) => f.mesh.length >= 468)
    .map((f): MeshFace => {
      const mesh = f.mesh.map((p): Point => [p[0], p[1]]);
      const angle = f.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
      return {
        box: { x: f.box[0], y: f.box[1], w: f.box[2], h: f.box[3] },
        score: f.score,
        mesh,
        yaw: degrees(angle.yaw),
        pitch: degrees(angle.pitch),
        roll: degrees(angle.roll),
        mouthOpen: mouthOpening(mesh),
      };
    })
    .sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h);
}

const dist = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Canonical mesh indices (MediaPipe face mesh, as listed in Human's facemeshcoords.ts, MIT). */
export const meshIndex = {
  foreheadTop: 10,
  chin: 152,
  upperInnerLip: 13,
  lowerInnerLip: 14,
  silhouette: [10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109],
  innerLips: [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308, 324, 318, 402, 317, 14, 87, 178, 88, 95],
  rightEye: [33, 246, 161, 160, 159, 158, 157, 173, 133, 155, 154, 153, 145, 144, 163, 7],
  leftEye: [263, 466, 388, 387, 386, 385, 384, 398, 362, 382, 381, 380, 374, 373, 390, 249],
  /** Points on the eyes, brows and lips and their first rings: never skin when measuring skin tone. */
  features: [
    61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 185, 40, 39, 37, 0, 267, 269, 270, 409, 78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 191, 80, 81, 82, 13, 312, 311, 310, 415,
    76, 77, 90, 180, 85, 16, 315, 404, 320, 307, 306, 184, 74, 73, 72, 11, 302, 303, 304, 408, 62, 96, 89, 179, 86, 15, 316, 403, 319, 325, 292, 183, 42, 41, 38, 12, 268, 271, 272, 407,
    246, 161, 160, 159, 158, 157, 173, 33, 7, 163, 144, 145, 153, 154, 155, 133, 247, 30, 29, 27, 28, 56, 190, 130, 25, 110, 24, 23, 22, 26, 112, 243, 113, 225, 224, 223, 222, 221, 189,
    226, 31, 228, 229, 230, 231, 232, 233, 244, 156, 70, 63, 105, 66, 107, 55, 193, 35, 124, 46, 53, 52, 65,
    466, 388, 387, 386, 385, 384, 398, 263, 249, 390, 373, 374, 380, 381, 382, 362, 467, 260, 259, 257, 258, 286, 414, 359, 255, 339, 254, 253, 252, 256, 341, 463, 342, 445, 444, 443, 442, 441, 413,
    446, 261, 448, 449, 450, 451, 452, 453, 464, 383, 300, 293, 334, 296, 336, 285, 417, 265, 353, 276, 283, 282, 295,
  ],
};

export function mouthOpening(mesh: Point[]): number {
  const height = dist(mesh[meshIndex.foreheadTop]!, mesh[meshIndex.chin]!);
  return height > 0 ? dist(mesh[meshIndex.upperInnerLip]!, mesh[meshIndex.lowerInnerLip]!) / height : 0;
}

/**
 * The face from the top of the forehead to the chin, as a box: the silhouette's width, and the
 * forehead-to-chin length as its height (what « the face is at least 35 % of the frame » measures).
 */
export function faceOval(mesh: ReadonlyArray<readonly [number, number]>): { x: number; y: number; w: number; h: number } {
  const top = mesh[meshIndex.foreheadTop]!;
  const chin = mesh[meshIndex.chin]!;
  const xs = meshIndex.silhouette.map((i) => mesh[i]![0]);
  const x = Math.min(...xs);
  return { x, y: Math.min(top[1], chin[1]), w: Math.max(...xs) - x, h: Math.hypot(chin[0] - top[0], chin[1] - top[1]) };
}

/**
 * The forehead-to-chin face estimated from a detector's box, when no mesh was measured: Human's box is
 * larger than the face (measured on the fixture photos: the mesh's forehead-to-chin length is 0.60–0.71
 * of the box's height, its top 0.11–0.19 of the height below the box's). The low end is taken, so a
 * face placed from the estimate is never smaller than intended.
 */
export function ovalFromDetectorBox(box: { x: number; y: number; w: number; h: number }): { x: number; y: number; w: number; h: number } {
  return { x: box.x + box.w * 0.12, y: box.y + box.h * 0.14, w: box.w * 0.76, h: box.h * 0.6 };
}

/** A box measured on a photo moved into its cut-out's pixels (`source`: where the cut-out comes from, in the photo's pixels). */
export function intoCutout(box: { x: number; y: number; w: number; h: number }, source: { x: number; y: number; w: number; h: number }, cutout: { width: number }): { x: number; y: number; w: number; h: number } {
  const k = cutout.width / Math.max(1, source.w);
  return { x: Math.round((box.x - source.x) * k), y: Math.round((box.y - source.y) * k), w: Math.round(box.w * k), h: Math.round(box.h * k) };
}
