// 64-bit perceptual hash (the classic pHash: low frequencies of a 32×32 DCT against their median).
// It survives re-encoding, resizing and slight colour changes, so a photo sent twice (or a copy saved
// again by a phone) comes out within a few bits, while two shots of the same pose differ by many more.
import sharp from 'sharp';

const N = 32;
const K = 8;
const cosines = (() => {
  const table = new Float64Array(K * N);
  for (let u = 0; u < K; u++) for (let x = 0; x < N; x++) table[u * N + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N));
  return table;
})();

/** Hex string of 16 digits (64 bits). `input` is an encoded image or a raw RGB frame. */
export async function perceptualHash(input: Buffer | { data: Uint8Array; width: number; height: number }): Promise<string> {
  const pipeline = Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 3 } });
  const grey = await pipeline.greyscale().resize(N, N, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  // Separable DCT, only the 8×8 lowest frequencies.
  const rows = new Float64Array(N * K);
  for (let y = 0; y < N; y++) for (let u = 0; u < K; u++) {
    let s = 0;
    for (let x = 0; x < N; x++) s += grey[y * N + x]! * cosines[u * N + x]!;
    rows[y * K + u] = s;
  }
  const coefficients: number[] = [];
  for (let v = 0; v < K; v++) for (let u = 0; u < K; u++) {
    let s = 0;
    for (let y = 0; y < N; y++) s += rows[y * K + u]! * cosines[v * N + y]!;
    coefficients.push(s);
  }
  // The DC term is the mean brightness: left out of the median so exposure alone does not flip bits.
  const median = coefficients.slice(1).sort((a, b) => a - b)[Math.floor((K * K - 1) / 2)]!;
  let bits = 0n;
  for (const c of coefficients) bits = (bits << 1n) | (c > median ? 1n : 0n);
  return bits.toString(16).padStart(16, '0');
}

export function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}
