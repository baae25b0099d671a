// Piecewise-affine warp on raw buffers: each triangle of the target's mesh takes its pixels from the
// same triangle of the source's mesh. The triangulation is the mesh's own fixed one, so a point of the
// source's cheek always lands on the target's cheek, and nothing flips as faces move (a Delaunay
// triangulation of each face would pick different triangles on each photo).
import type { Point } from './face-mesh';

export interface Region {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The pixels' rectangle holding `points`, grown by `margin` and kept inside a `width` × `height` picture. */
export function pointsRegion(points: Point[], width: number, height: number, margin = 0): Region {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const rx = Math.max(0, Math.floor(x0 - margin));
  const ry = Math.max(0, Math.floor(y0 - margin));
  return { x: rx, y: ry, w: Math.max(0, Math.min(width, Math.ceil(x1 + margin)) - rx), h: Math.max(0, Math.min(height, Math.ceil(y1 + margin)) - ry) };
}

/** Calls `visit(index, b0, b1, b2)` for each pixel centre of `region` inside the triangle (barycentrics). */
export function rasterTriangle(p0: Point, p1: Point, p2: Point, region: Region, visit: (index: number, b0: number, b1: number, b2: number) => void): void {
  const area = (p1[0] - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (p1[1] - p0[1]);
  if (Math.abs(area) < 1e-6) return;
  const x0 = Math.max(region.x, Math.floor(Math.min(p0[0], p1[0], p2[0])));
  const x1 = Math.min(region.x + region.w - 1, Math.ceil(Math.max(p0[0], p1[0], p2[0])));
  const y0 = Math.max(region.y, Math.floor(Math.min(p0[1], p1[1], p2[1])));
  const y1 = Math.min(region.y + region.h - 1, Math.ceil(Math.max(p0[1], p1[1], p2[1])));
  const inv = 1 / area;
  // A hair of tolerance: neighbouring triangles then overlap by a fraction of a pixel instead of leaving cracks.
  const tolerance = -1e-4;
  for (let y = y0; y <= y1; y++) {
    const py = y + 0.5;
    for (let x = x0; x <= x1; x++) {
      const px = x + 0.5;
      const b1 = ((px - p0[0]) * (p2[1] - p0[1]) - (p2[0] - p0[0]) * (py - p0[1])) * inv;
      const b2 = ((p1[0] - p0[0]) * (py - p0[1]) - (px - p0[0]) * (p1[1] - p0[1])) * inv;
      const b0 = 1 - b1 - b2;
      if (b0 >= tolerance && b1 >= tolerance && b2 >= tolerance) visit((y - region.y) * region.w + (x - region.x), b0, b1, b2);
    }
  }
}

/** 1 inside the given triangles (in `region`'s coordinates), 0 elsewhere. */
export function rasterTriangles(points: Point[], triangles: ArrayLike<number>, region: Region, keep: (t: number) => boolean = () => true): Float32Array {
  const mask = new Float32Array(region.w * region.h);
  for (let t = 0; t < triangles.length; t += 3) {
    if (!keep(t)) continue;
    rasterTriangle(points[triangles[t]!]!, points[triangles[t + 1]!]!, points[triangles[t + 2]!]!, region, (i) => {
      mask[i] = 1;
    });
  }
  return mask;
}

/** 1 inside a simple polygon (even-odd rule), 0 elsewhere, sampled at pixel centres of `region`. */
export function rasterPolygon(polygon: Point[], region: Region): Float32Array {
  const mask = new Float32Array(region.w * region.h);
  for (let y = 0; y < region.h; y++) {
    const py = region.y + y + 0.5;
    const crossings: number[] = [];
    for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
      const [xi, yi] = polygon[i]!;
      const [xj, yj] = polygon[j]!;
      if (yi > py !== yj > py) crossings.push(xi + ((py - yi) * (xj - xi)) / (yj - yi));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k]! - region.x - 0.5));
      const to = Math.min(region.w - 1, Math.floor(crossings[k + 1]! - region.x - 0.5));
      for (let x = from; x <= to; x++) mask[y * region.w + x] = 1;
    }
  }
  return mask;
}

export interface Warped {
  /** Planar float RGB (0–255) of the source, in the target's `region`. */
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
  /** 1 where a triangle covered the pixel. */
  coverage: Float32Array;
}

/** Warps the source picture's face onto the target's mesh, inside `region` of the target. */
export function warpFace(source: { data: Uint8Array; width: number; height: number }, sourceMesh: Point[], targetMesh: Point[], triangles: ArrayLike<number>, region: Region): Warped {
  const n = region.w * region.h;
  const out: Warped = { r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n), coverage: new Float32Array(n) };
  const { data, width, height } = source;
  for (let t = 0; t < triangles.length; t += 3) {
    const i0 = triangles[t]!;
    const i1 = triangles[t + 1]!;
    const i2 = triangles[t + 2]!;
    const s0 = sourceMesh[i0]!;
    const s1 = sourceMesh[i1]!;
    const s2 = sourceMesh[i2]!;
    rasterTriangle(targetMesh[i0]!, targetMesh[i1]!, targetMesh[i2]!, region, (i, b0, b1, b2) => {
      // Mesh points are continuous coordinates; pixel (x, y) has its centre at x + 0.5.
      const sx = Math.min(width - 1, Math.max(0, b0 * s0[0] + b1 * s1[0] + b2 * s2[0] - 0.5));
      const sy = Math.min(height - 1, Math.max(0, b0 * s0[1] + b1 * s1[1] + b2 * s2[1] - 0.5));
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      const a = (y0 * width + x0) * 3;
      const b = (y0 * width + x1) * 3;
      const c = (y1 * width + x0) * 3;
      const d = (y1 * width + x1) * 3;
      out.r[i] = w00 * data[a]! + w10 * data[b]! + w01 * data[c]! + w11 * data[d]!;
      out.g[i] = w00 * data[a + 1]! + w10 * data[b + 1]! + w01 * data[c + 1]! + w11 * data[d + 1]!;
      out.b[i] = w00 * data[a + 2]! + w10 * data[b + 2]! + w01 * data[c + 2]! + w11 * data[d + 2]!;
      out.coverage[i] = 1;
    });
  }
  return out;
}
