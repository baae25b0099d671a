// A hand-written Poisson solver for gradient-domain blending (OpenCV.js has no seamlessClone): solves
//   4·h_i − Σ_{j ∈ 4-neighbours of i, j in the domain} h_j = b_i   for every pixel i of the domain,
// with h = 0 on every pixel outside it (Dirichlet), channel by channel.
//
// Conjugate gradients preconditioned by one multigrid V-cycle. The levels are built by aggregation:
// each coarse cell is a 2×2 block of finer ones, and its equation is the sum of theirs with the block
// taken as one value (Galerkin, R = Pᵀ, P piecewise constant). That keeps any domain shape exact on
// every level (a face outline with a hole at the mouth), where a re-discretised coarse grid puts the
// boundary in the wrong place and its corrections overshoot; the cycle is symmetric (red then black
// before, black then red after), so it is a valid preconditioner and CG converges whatever the shape.
// Every level is stored as a full padded rectangle with per-cell coefficients (0 outside the domain),
// so each sweep is a plain pass over memory. `npm run bench -- poisson` times it at 1280×720.

interface Level {
  w: number;
  h: number;
  /** Padded row length (w + 2): the padding ring and every cell outside the domain hold 0. */
  stride: number;
  /** Diagonal of each cell (0 outside the domain) and its inverse (0 there too). */
  diagonal: Float32Array;
  inverse: Float32Array;
  /** Coupling of each cell with its right and lower neighbour (both in the domain: > 0). */
  east: Float32Array;
  south: Float32Array;
  /**
   * The finest level: every coupling between domain cells is 1 and every value outside the domain is 0,
   * so a neighbour needs no coefficient (its value is 0 when it is outside): `inverse` is all it reads.
   */
  unit: boolean;
  /** Rows and columns the domain spans on this level (padded coordinates), to skip empty margins. */
  y0: number;
  y1: number;
  x0: number;
  x1: number;
}

export interface PoissonOptions {
  /** Stop once the residual's norm is this share of the right-hand side's. */
  tolerance?: number;
  maxIterations?: number;
}

/** Coarse-grid corrections from piecewise-constant aggregation undershoot: they are scaled by this. */
const OVER_CORRECTION = 1.8;
/** Gauss–Seidel sweeps before and after each coarse correction. */
const SWEEPS = 2;

function emptyLevel(w: number, h: number, unit = false): Level {
  const n = (w + 2) * (h + 2);
  // The finest level reads no coupling (see `unit`): its east and south are left empty.
  const couplings = unit ? 0 : n;
  return { w, h, stride: w + 2, diagonal: new Float32Array(n), inverse: new Float32Array(n), east: new Float32Array(couplings), south: new Float32Array(couplings), unit, y0: 1, y1: 0, x0: 1, x1: 0 };
}

function spanOf(level: Level): void {
  const { w, h, stride, diagonal } = level;
  let y0 = h + 1;
  let y1 = 0;
  let x0 = w + 1;
  let x1 = 0;
  const inverse = level.inverse;
  for (let y = 1; y <= h; y++) {
    const row = y * stride;
    for (let x = 1; x <= w; x++) {
      const d = diagonal[row + x]!;
      if (d === 0) continue;
      inverse[row + x] = 1 / d;
      if (y < y0) y0 = y;
      y1 = y;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
    }
  }
  Object.assign(level, { y0, y1, x0, x1 });
}

function finestLevel(domain: Uint8Array, w: number, h: number): Level {
  const level = emptyLevel(w, h, true);
  const s = level.stride;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (domain[y * w + x]) level.diagonal[(y + 1) * s + x + 1] = 4;
    }
  }
  spanOf(level);
  return level;
}

/** The Galerkin coarse level PᵀAP of 2×2 blocks: diagonals and couplings summed, inner couplings taken out twice. */
function coarsen(fine: Level): Level {
  const cw = Math.ceil(fine.w / 2);
  const ch = Math.ceil(fine.h / 2);
  const coarse = emptyLevel(cw, ch);
  const fs = fine.stride;
  const cs = coarse.stride;
  for (let y = fine.y0; y <= fine.y1; y++) {
    for (let x = fine.x0; x <= fine.x1; x++) {
      const i = y * fs + x;
      if (fine.diagonal[i] === 0) continue;
      const X = ((x - 1) >> 1) + 1;
      const Y = ((y - 1) >> 1) + 1;
      const I = Y * cs + X;
      coarse.diagonal[I]! += fine.diagonal[i]!;
      // Between two domain cells of the finest level the coupling is 1.
      const e = fine.unit ? (fine.diagonal[i + 1]! > 0 ? 1 : 0) : fine.east[i]!;
      if (e > 0) {
        if (((x - 1) & 1) === 0) coarse.diagonal[I]! -= 2 * e; // both cells in the block
        else coarse.east[I]! += e;
      }
      const s = fine.unit ? (fine.diagonal[i + fs]! > 0 ? 1 : 0) : fine.south[i]!;
      if (s > 0) {
        if (((y - 1) & 1) === 0) coarse.diagonal[I]! -= 2 * s;
        else coarse.south[I]! += s;
      }
    }
  }
  spanOf(coarse);
  return coarse;
}

function buildLevels(domain: Uint8Array, w: number, h: number): Level[] {
  const levels = [finestLevel(domain, w, h)];
  for (;;) {
    const last = levels[levels.length - 1]!;
    if (last.x1 - last.x0 < 4 || last.y1 - last.y0 < 4) break;
    levels.push(coarsen(last));
  }
  return levels;
}

/**
 * Red-black Gauss–Seidel sweep; `first` is the colour relaxed first ((x + y) even: 0). From zero, the
 * first colour's neighbours are all 0 (whatever the buffer held): it is b / diagonal, no fill needed.
 */
function sweep(level: Level, x: Float32Array, b: Float32Array, first: 0 | 1, fromZero = false): void {
  const { stride: s, inverse, east, south, y0, y1, x0, x1, unit } = level;
  for (let colour = 0; colour < 2; colour++) {
    const parity = colour === 0 ? first : 1 - first;
    for (let y = y0; y <= y1; y++) {
      const row = y * s;
      const start = row + x0 + ((x0 + y + parity) & 1);
      const end = row + x1;
      if (fromZero && colour === 0) {
        for (let i = start; i <= end; i += 2) x[i] = b[i]! * inverse[i]!;
      } else if (unit) {
        for (let i = start; i <= end; i += 2) x[i] = (b[i]! + x[i + 1]! + x[i - 1]! + x[i + s]! + x[i - s]!) * inverse[i]!;
      } else {
        for (let i = start; i <= end; i += 2) x[i] = (b[i]! + east[i]! * x[i + 1]! + east[i - 1]! * x[i - 1]! + south[i]! * x[i + s]! + south[i - s]! * x[i - s]!) * inverse[i]!;
      }
    }
  }
}

/** out = b − A·x over the domain's span (0 outside the domain). */
function residual(level: Level, x: Float32Array, b: Float32Array, out: Float32Array): void {
  const { stride: s, diagonal, east, south, y0, y1, x0, x1 } = level;
  if (level.unit) {
    // diagonal / 4 is 1 on the domain and 0 outside, where the residual must stay 0.
    for (let y = y0; y <= y1; y++) for (let i = y * s + x0; i <= y * s + x1; i++) out[i] = (b[i]! - 4 * x[i]! + x[i + 1]! + x[i - 1]! + x[i + s]! + x[i - s]!) * diagonal[i]! * 0.25;
    return;
  }
  for (let y = y0; y <= y1; y++) {
    for (let i = y * s + x0; i <= y * s + x1; i++) {
      out[i] = b[i]! - (diagonal[i]! * x[i]! - east[i]! * x[i + 1]! - east[i - 1]! * x[i - 1]! - south[i]! * x[i + s]! - south[i - s]! * x[i - s]!);
    }
  }
}

interface Work {
  x: Float32Array[];
  b: Float32Array[];
  r: Float32Array[];
}

/** One symmetric V-cycle from x = 0 on level `at`: work.x[at] ≈ A⁻¹·b. */
function vCycle(levels: Level[], work: Work, at: number, b: Float32Array): void {
  const level = levels[at]!;
  const x = work.x[at]!;
  if (at === levels.length - 1) {
    sweep(level, x, b, 0, true);
    for (let k = 1; k < 8; k++) sweep(level, x, b, 0);
    for (let k = 0; k < 8; k++) sweep(level, x, b, 1);
    return;
  }
  sweep(level, x, b, 0, true);
  for (let k = 1; k < SWEEPS; k++) sweep(level, x, b, 0);
  const r = work.r[at]!;
  residual(level, x, b, r);
  const coarse = levels[at + 1]!;
  const cb = work.b[at + 1]!;
  const fs = level.stride;
  const cs = coarse.stride;
  // Restriction: each coarse cell sums its 2×2 children (cells outside the domain hold 0 residual).
  for (let Y = coarse.y0; Y <= coarse.y1; Y++) {
    const top = (2 * Y - 1) * fs;
    for (let X = coarse.x0; X <= coarse.x1; X++) {
      const i = top + 2 * X - 1;
      cb[Y * cs + X] = r[i]! + r[i + 1]! + r[i + fs]! + r[i + fs + 1]!;
    }
  }
  vCycle(levels, work, at + 1, cb);
  const cx = work.x[at + 1]!;
  const inverse = level.inverse;
  // Prolongation: each child takes its block's value (cells outside the domain stay 0: their inverse is 0).
  for (let Y = coarse.y0; Y <= coarse.y1; Y++) {
    const top = (2 * Y - 1) * fs;
    for (let X = coarse.x0; X <= coarse.x1; X++) {
      const e = OVER_CORRECTION * cx[Y * cs + X]!;
      if (e === 0) continue;
      const i = top + 2 * X - 1;
      if (inverse[i]! > 0) x[i]! += e;
      if (inverse[i + 1]! > 0) x[i + 1]! += e;
      if (inverse[i + fs]! > 0) x[i + fs]! += e;
      if (inverse[i + fs + 1]! > 0) x[i + fs + 1]! += e;
    }
  }
  for (let k = 0; k < SWEEPS; k++) sweep(level, x, b, 1);
}

/**
 * Solves the system above for each channel of `rhs` (w × h planes, read only on the domain) and returns
 * the solutions as w × h planes, 0 outside the domain.
 */
export function solvePoisson(rhs: Float32Array[], domain: Uint8Array, w: number, h: number, options: PoissonOptions = {}): Float32Array[] {
  const tolerance = options.tolerance ?? 1e-2;
  const maxIterations = options.maxIterations ?? 40;
  const levels = buildLevels(domain, w, h);
  const top = levels[0]!;
  const { stride: s, y0, y1, x0, x1, diagonal } = top;
  const size = (l: Level) => new Float32Array((l.w + 2) * (l.h + 2));
  // The finest level's right-hand side is CG's residual itself: no buffer of its own.
  const work: Work = { x: levels.map(size), b: levels.map((l, k) => (k === 0 ? new Float32Array(0) : size(l))), r: levels.map(size) };
  const solution = size(top);
  const r = size(top);
  const p = size(top);
  return rhs.map((plane) => {
    solution.fill(0);
    let norm2 = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = domain[y * w + x] ? plane[y * w + x]! : 0;
        r[(y + 1) * s + x + 1] = v;
        norm2 += v * v;
      }
    }
    const out = new Float32Array(w * h);
    if (norm2 === 0) return out;
    // z = M⁻¹·r, one V-cycle; the CG loops are fused so each pass reads its arrays once.
    const z = work.x[0]!;
    vCycle(levels, work, 0, r);
    p.set(z);
    let rz = 0;
    for (let y = y0; y <= y1; y++) for (let i = y * s + x0; i <= y * s + x1; i++) rz += r[i]! * z[i]!;
    const q = work.r[0]!; // free between V-cycles
    for (let k = 0; k < maxIterations; k++) {
      let pq = 0;
      for (let y = y0; y <= y1; y++) {
        for (let i = y * s + x0; i <= y * s + x1; i++) {
          const v = (4 * p[i]! - p[i + 1]! - p[i - 1]! - p[i + s]! - p[i - s]!) * diagonal[i]! * 0.25;
          q[i] = v;
          pq += p[i]! * v;
        }
      }
      const alpha = rz / pq;
      let rr = 0;
      for (let y = y0; y <= y1; y++) {
        for (let i = y * s + x0; i <= y * s + x1; i++) {
          solution[i]! += alpha * p[i]!;
          const v = r[i]! - alpha * q[i]!;
          r[i] = v;
          rr += v * v;
        }
      }
      if (rr <= tolerance * tolerance * norm2) break;
      vCycle(levels, work, 0, r);
      let next = 0;
      for (let y = y0; y <= y1; y++) for (let i = y * s + x0; i <= y * s + x1; i++) next += r[i]! * z[i]!;
      const beta = next / rz;
      rz = next;
      for (let y = y0; y <= y1; y++) for (let i = y * s + x0; i <= y * s + x1; i++) p[i] = z[i]! + beta * p[i]!;
    }
    for (let y = 0; y < h; y++) out.set(solution.subarray((y + 1) * s + 1, (y + 1) * s + 1 + w), y * w);
    return out;
  });
}

/** A·h − b's largest magnitude on the domain, for tests: how far an answer is from solving the system. */
export function poissonResidual(solution: Float32Array, rhs: Float32Array, domain: Uint8Array, w: number, h: number): number {
  const at = (x: number, y: number) => (x >= 0 && y >= 0 && x < w && y < h && domain[y * w + x] ? solution[y * w + x]! : 0);
  let worst = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!domain[y * w + x]) continue;
      const r = 4 * at(x, y) - at(x - 1, y) - at(x + 1, y) - at(x, y - 1) - at(x, y + 1) - rhs[y * w + x]!;
      worst = Math.max(worst, Math.abs(r));
    }
  }
  return worst;
}
