/**
 * The Face Swap's hand-written Poisson solver (server/vision/poisson.ts) at 1280×720, the size of a
 * thumbnail, on two blend regions: the largest face such a thumbnail can hold (from its top edge to its
 * bottom one, 720 px tall and 0.78 as wide, an open mouth's hole in it), and, beyond any face, an
 * ellipse filling the whole frame. Three channels, the right-hand side of a real blend (a textured face
 * 12 grey levels off the skin around it, over a feather of 12 % of its width). Printed: the median wall
 * and CPU time of the solve alone and of the whole gradient-domain blend (right-hand side, solve,
 * composition), and how far the answer is from solving the system. Target: the solve ≤ 300 ms on the
 * largest face. Never pass/fail.
 *
 * Run: npx tsx bench/run.ts poisson (or npm run bench -- poisson, which builds the app first)
 */
import { availableParallelism, loadavg } from 'node:os';
import { gradientBlend } from '../server/vision/blend';
import { poissonResidual, solvePoisson } from '../server/vision/poisson';

const W = 1280;
const H = 720;
const fr = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** `rx`, `ry`: the ellipse's half axes in pixels. */
function scene(rx: number, ry: number) {
  const mask = new Float32Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const u = (x - W / 2) / rx;
      const v = (y - H / 2) / ry;
      const r = Math.sqrt(u * u + v * v);
      const mouth = Math.abs(x - W / 2) < rx * 0.3 && Math.abs(y - H / 2 - ry * 0.45) < ry * 0.04;
      if (r < 1 && !mouth) mask[y * W + x] = Math.min(1, (1 - r) / 0.12);
    }
  }
  const face = [0, 1, 2].map((c) => Float32Array.from({ length: W * H }, (_, i) => 150 - 20 * c + 8 * Math.sin((i % W) / 5) * Math.cos(Math.floor(i / W) / 7)));
  const picture = [0, 1, 2].map((c) => Float32Array.from({ length: W * H }, () => 138 - 20 * c));
  const seamless = new Float32Array(W * H).fill(1);
  return { mask, face, picture, seamless };
}

export async function benchPoisson(runs = 5) {
  return { face: await benchRegion(281, 360, runs), frame: await benchRegion(W * 0.48, H * 0.48, runs), load: loadavg()[0]!, cores: availableParallelism() };
}

async function benchRegion(rx: number, ry: number, runs: number) {
  const { mask, face, picture, seamless } = scene(rx, ry);
  const domain = Uint8Array.from(mask, (m) => (m > 0 ? 1 : 0));
  // The right-hand side the blend builds (its solve is what is timed alone below).
  const rhs = face.map((a, c) => {
    const b = picture[c]!;
    const out = new Float32Array(W * H);
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        for (const j of [x + 1 < W ? i + 1 : -1, y + 1 < H ? i + W : -1]) {
          if (j < 0 || (!domain[i] && !domain[j])) continue;
          const d = mask[i]! > 0 && mask[j]! > 0 ? 0.5 * (a[i]! - b[i]! + a[j]! - b[j]!) : mask[i]! > 0 ? a[i]! - b[i]! : a[j]! - b[j]!;
          const f = d * (mask[j]! - mask[i]!);
          out[i]! += f;
          out[j]! -= f;
        }
      }
    }
    return out;
  });
  const time = (run: () => unknown) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let k = 0; k < runs + 1; k++) {
      const t = performance.now();
      const c = process.cpuUsage();
      run();
      const used = process.cpuUsage(c);
      if (k === 0) continue; // the first run compiles
      wall.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    return { wall: median(wall), cpu: median(cpu) };
  };
  let solution: Float32Array[] = [];
  const solve = time(() => {
    solution = solvePoisson(rhs, domain, W, H);
  });
  const blend = time(() => gradientBlend(face, picture, mask, seamless, W, H));
  const residual = Math.max(...rhs.map((b, c) => poissonResidual(solution[c]!, b, domain, W, H)));
  const scale = Math.max(...rhs.map((b) => b.reduce((m, v) => Math.max(m, Math.abs(v)), 0)));
  return { runs, cells: domain.reduce((s, v) => s + v, 0), solve, blend, residual, scale };
}

export function printPoisson(r: Awaited<ReturnType<typeof benchPoisson>>) {
  console.log(`Solveur de Poisson du Face Swap sur une miniature 1280×720, 3 canaux, médiane de ${r.face.runs} :`);
  for (const [label, x] of [
    ['le plus grand visage qu’elle peut contenir (720 px de haut, bouche ouverte)', r.face],
    ['une ellipse qui remplit toute l’image (au-delà de tout visage)', r.frame],
  ] as const) {
    console.log(`  ${label}, ${fr(x.cells)} pixels à résoudre :`);
    console.log(`    résolution seule : ${fr(x.solve.wall)} ms (CPU ${fr(x.solve.cpu)} ms)${x === r.face ? ' — objectif ≤ 300 ms' : ''}`);
    console.log(`    mélange complet (second membre, résolution, composition) : ${fr(x.blend.wall)} ms (CPU ${fr(x.blend.cpu)} ms)`);
    console.log(`    résidu le plus grand : ${fr(x.residual, 4)} (second membre jusqu’à ${fr(x.scale, 1)})`);
  }
  console.log(`  (charge de la machine ${fr(r.load, 2)} sur ${r.cores} cœurs : au-delà d’un par cœur, le temps réel dépasse le temps CPU)`);
}

if (import.meta.url === `file://${process.argv[1]}`) printPoisson(await benchPoisson());
