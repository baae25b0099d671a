/**
 * What a file is, from its first bytes only: the name and the declared type are the sender's word,
 * the bytes are not. Accepted: JPEG, PNG, WebP (and AVIF where this machine's sharp decodes it).
 * Everything else is named, so the refusal can say what to send instead.
 */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'gif' | 'pdf' | 'svg' | 'zip' | 'unknown';

/** Bytes enough to tell every type above apart (an SVG may open with a long XML prologue). */
export const SNIFF_BYTES = 4096;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export function sniffImageType(head: Buffer): SniffedType {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return heifKind(head);
  const latin = head.toString('latin1', 0, Math.min(head.length, SNIFF_BYTES));
  if (latin.startsWith('GIF87a') || latin.startsWith('GIF89a')) return 'gif';
  // PDF readers accept the signature anywhere in the first kilobyte.
  if (latin.slice(0, 1024).includes('%PDF-')) return 'pdf';
  if (latin.startsWith('PK\x03\x04') || latin.startsWith('PK\x05\x06')) return 'zip';
  if (/<svg[\s>]/i.test(head.toString('utf8', 0, Math.min(head.length, SNIFF_BYTES)))) return 'svg';
  return 'unknown';
}

/** An ISO-BMFF image: AVIF or HEIC by its major brand, then its compatible brands (`mif1` alone is either). */
function heifKind(head: Buffer): SniffedType {
  const boxSize = head.readUInt32BE(0);
  const end = Math.min(head.length, Math.max(16, boxSize));
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(head.toString('latin1', at, at + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  return 'unknown';
}
