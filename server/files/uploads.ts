import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES, UPLOAD_THUMBNAIL_SIDE } from '../../shared/limits';
import type { AppErrorCode } from '../../shared/errors';
import { AppError, notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { notifyUserUpdated } from '../realtime/user-events';
import { User } from '../db/user.entity';
import { Asset, type AssetFormat, type IAsset, type UploadPurpose } from './asset.entity';
import { readImageType, SNIFF_BYTES, type ImageReading } from './image-type';
import { uploadFiles } from './keys';
import type { Storage } from './storage';
import { inDecodingTurn } from './upload-slots';
import { FALLBACK_UPLOAD_TEMP_DIR, isDiskFull } from './upload-temp';

/**
 * The one way a person's file becomes an image of the product (« Ajout image », brand logo,
 * profile photo, DigitalMe): written to a temporary file as it streams (25 MB at most, refused the
 * moment it goes over), typed by its bytes, decoded by sharp from that file within a pixel budget
 * (a few decodings at a time: server/files/upload-slots.ts), turned upright, re-encoded without
 * any metadata (EXIF, GPS, XMP, IPTC, ICC: converted to sRGB), then stored privately under its
 * owner with a small WebP thumbnail, within the owner's quota. Whatever is refused leaves nothing:
 * no file, no row. The original bytes are never stored nor served: only what sharp re-encoded.
 */

export interface UploadDeps {
  em: EntityManager;
  storage: Storage;
  /** Queues the analysis of a photo for designs with its upload; without it, the first use analyses it. */
  queue?: JobQueue;
  log?: Logger;
  /** Where the bytes wait while they arrive (uploadTempDir(config.dataDir) in the app). */
  tmpDir?: string;
}

/** A byte source: the web stream tRPC hands an octet-stream procedure, or any async iterable (tests, scripts). */
export type UploadSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>;

export interface UploadOptions {
  userId: string;
  purpose: UploadPurpose;
  /** The name the sender gave the file, for display only. */
  fileName?: string | null;
  /** A profile photo: cut to a square of this side (the most interesting part kept), after cleaning. */
  square?: number;
  /** The request's: a sender gone while the file waits for its decoding leaves the line. */
  signal?: AbortSignal;
}

function refuse(code: AppErrorCode, detail: string): AppError {
  return new AppError(code, `upload refused: ${detail}`);
}

/** A full disk, in words the person can act on (a 503: try later), instead of an internal error. */
function diskFullError(err: unknown, where: string): unknown {
  return isDiskFull(err) ? new AppError('UPLOAD_STORAGE_FULL', `upload refused: no space left while ${where} (${(err as { code: string }).code})`) : err;
}

/** The file's type as sharp reads it, or the refusal that names what to send instead. */
function typeOrRefusal(reading: ImageReading): ImageReading & { kind: 'image' | 'unsure' } {
  if (reading.kind === 'refused') throw refuse(reading.code, reading.detail);
  return reading;
}

/**
 * Writes the file to a new temporary file in `dir` as it arrives, one chunk at a time: memory holds
 * a chunk, never the file. At most MAX_UPLOAD_BYTES: the byte after refuses it at once, without
 * reading further. The first bytes are read by sharp before the rest arrives: a file no image loader
 * recognises, or of a refused type (GIF, SVG, HEIC, PDF), is refused then; cleanImage reads the whole
 * file for the last word. Whatever fails (refusal, sender gone, full disk) removes the file; on
 * success the caller removes it.
 */
async function receiveUpload(source: UploadSource, dir: string): Promise<string> {
  const file = path.join(dir, `${randomUUID()}.part`);
  let handle: FileHandle | null = null;
  let received = false;
  try {
    await mkdir(dir, { recursive: true });
    handle = await open(file, 'wx', 0o600);
    const head: Buffer[] = [];
    let size = 0;
    let looked = false;
    const look = async () => {
      looked = true;
      typeOrRefusal(await readImageType(Buffer.concat(head, Math.min(size, SNIFF_BYTES)), { head: true, limitInputPixels: MAX_UPLOAD_PIXELS }));
      head.length = 0;
    };
    const iterable = source instanceof ReadableStream ? iterate(source) : source;
    try {
      for await (const chunk of iterable) {
        size += chunk.byteLength;
        if (size > MAX_UPLOAD_BYTES) throw refuse('UPLOAD_TOO_LARGE', `more than ${MAX_UPLOAD_BYTES} bytes`);
        const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
        if (!looked) {
          head.push(bytes);
          if (size >= SNIFF_BYTES) await look();
        }
        for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at)).bytesWritten;
      }
    } catch (err) {
      // tRPC's own cap (64 KB on the app router, where these procedures are reachable too) or a client gone mid-file.
      if (err instanceof TRPCError && err.code === 'PAYLOAD_TOO_LARGE') throw refuse('UPLOAD_TOO_LARGE', 'over the body cap');
      throw err;
    }
    if (size === 0) throw refuse('UPLOAD_EMPTY', 'no bytes');
    if (!looked) await look();
    await handle.close();
    handle = null;
    received = true;
    return file;
  } catch (err) {
    throw diskFullError(err, 'receiving the file');
  } finally {
    await handle?.close().catch(() => undefined);
    if (!received) await rm(file, { force: true }).catch(() => undefined);
  }
}

/**
 * Reads a web stream without ever cancelling it: cancelling tRPC's request body destroys the
 * socket, and the refusal could no longer be answered. What the sender still sends is dropped
 * with the connection (server/app.ts closes it after a refused upload).
 */
async function* iterate(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export interface CleanImage {
  data: Buffer;
  format: AssetFormat;
  width: number;
  height: number;
  hasAlpha: boolean;
  thumbnail: Buffer;
}

const SHARP_INPUT = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'truncated' } as const;
/** Quality 90; Huffman tables not optimised: a 12 MP photo costs a fifth less CPU for a file about 5 % larger. */
/**
 * sharp keeps full-resolution colour (4:4:4) from quality 90 up: a third more work for detail no
 * thumbnail shows once drawn at 1280 px; 4:2:0 is what cameras write anyway.
 */
const JPEG = { quality: 90, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;
/** A stuck decode (a hostile file) ends here rather than holding a libuv thread. */
const SHARP_TIMEOUT = { seconds: 20 };

/**
 * Decodes and re-encodes an image (its bytes, or the path of the file holding them): upright (EXIF
 * orientation applied), at most 3 840 px on its long side (JPEG shrinks on load), sRGB, 8 bits, no
 * metadata at all. A photo becomes a JPEG (quality 90); an image with transparent pixels a PNG (a
 * logo keeps its transparency). Trailing bytes after the image (a ZIP glued to a PNG, a phone's
 * motion-photo video) are not carried over.
 */
export async function cleanImage(input: Buffer | string): Promise<CleanImage> {
  // The whole file read by the one reader of types (server/files/image-type.ts): its type, its size,
  // a header whole. Decided from the header alone: a 50 000 × 50 000 bomb is refused before a single pixel is decoded.
  const reading = typeOrRefusal(await readImageType(input, { limitInputPixels: MAX_UPLOAD_PIXELS }));
  if (reading.kind !== 'image') throw refuse('UPLOAD_DAMAGED', reading.detail);
  const { meta } = reading;
  if (meta.width! * meta.height! > MAX_UPLOAD_PIXELS) throw refuse('UPLOAD_TOO_MANY_PIXELS', `${meta.width}x${meta.height}`);

  const shrink = { width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true, kernel: 'linear' } as const;
  // Triangle filter: a phone's 4 032 px to 3 840 px is a slight shrink, where lanczos3 costs a third
  // of the whole cleaning for no visible gain; larger shrinks are pre-shrunk on load anyway.
  const upright = async (): Promise<Sharp> => {
    if (!meta.icc) return sharp(input, { ...SHARP_INPUT, sequentialRead: true }).timeout(SHARP_TIMEOUT).rotate().resize(shrink).toColourspace('srgb');
    // A photo with a colour profile (an iPhone's Display P3): turned and shrunk first with its colours
    // as sent, into an uncompressed TIFF that still carries the profile, then converted to sRGB. The
    // conversion then runs on the smaller, upright image, split over the cores, instead of waiting
    // behind the rotation: 40 % less time for a rotated 12 Mpx photo, colours within 3 levels of 255.
    const turned = await sharp(input, { ...SHARP_INPUT, ignoreIcc: true })
      .timeout(SHARP_TIMEOUT)
      .rotate()
      .resize(shrink)
      .keepIccProfile()
      .tiff({ compression: 'none' })
      .toBuffer();
    return sharp(turned, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE }).timeout(SHARP_TIMEOUT).toColourspace('srgb');
  };
  let out: { data: Buffer; info: OutputInfo };
  let hasAlpha = false;
  try {
    if (meta.hasAlpha) {
      // Decoded once to raw pixels: whether any pixel is transparent decides PNG or JPEG.
      const raw = await (await upright()).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      hasAlpha = anyTransparent(raw.data, raw.info.channels);
      const pixels = sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });
      out = hasAlpha
        ? await pixels.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
        : await pixels.removeAlpha().jpeg(JPEG).toBuffer({ resolveWithObject: true });
    } else {
      out = await (await upright()).jpeg(JPEG).toBuffer({ resolveWithObject: true });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const message = (err as Error).message;
    if (/pixel limit/i.test(message)) throw refuse('UPLOAD_TOO_MANY_PIXELS', message);
    throw refuse('UPLOAD_DAMAGED', message);
  }
  // « Mes images »' small picture, made from the cleaned image (upright, sRGB, a JPEG decoded at 1/8
  // of its size): reading the sent file a second time would decode a camera's 25 MB once more, and
  // map it into memory once more, for 320 pixels.
  const thumbnail = await sharp(out.data, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
    .timeout(SHARP_TIMEOUT)
    .resize({ width: UPLOAD_THUMBNAIL_SIDE, height: UPLOAD_THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75, alphaQuality: 80 })
    .toBuffer();
  return { data: out.data, format: hasAlpha ? 'png' : 'jpeg', width: out.info.width, height: out.info.height, hasAlpha, thumbnail };
}

/**
 * Bytes held in memory made into what the upload path would store from them (typed and refused as an
 * upload would be, then cleaned), without the stream, the quota or the storage.
 * Every DigitalMe photo reaches the check this way, so the face evaluation measures its photos through
 * it (scripts/lib/face-eval.ts): the mesh and the descriptor move with the re-encoding.
 */
export async function cleanUploadBytes(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length === 0) throw refuse('UPLOAD_EMPTY', 'no bytes');
  // As the stream does: the first bytes alone first, so a PDF is named as one.
  typeOrRefusal(await readImageType(bytes.subarray(0, SNIFF_BYTES), { head: true, limitInputPixels: MAX_UPLOAD_PIXELS }));
  return cleanImage(bytes);
}

/**
 * A cleaned image cut to a `side` × `side` square (a profile photo): covered, keeping the part
 * libvips finds most interesting (a face, usually) rather than the plain centre; its small
 * picture made again from the square. Transparency stays (PNG), a photo stays a JPEG.
 */
export async function squareImage(clean: CleanImage, side: number): Promise<CleanImage> {
  const square = sharp(clean.data, { limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE })
    .timeout(SHARP_TIMEOUT)
    .resize({ width: side, height: side, fit: 'cover', position: sharp.strategy.attention });
  const out = await (clean.hasAlpha ? square.png({ compressionLevel: 6 }) : square.jpeg(JPEG)).toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(out.data)
    .resize({ width: Math.min(side, UPLOAD_THUMBNAIL_SIDE), height: Math.min(side, UPLOAD_THUMBNAIL_SIDE) })
    .webp({ quality: 75, alphaQuality: 80 })
    .toBuffer();
  return { ...clean, data: out.data, width: out.info.width, height: out.info.height, thumbnail };
}

function anyTransparent(rgba: Buffer, channels: number): boolean {
  for (let i = channels - 1; i < rgba.length; i += channels) if (rgba[i]! < 255) return true;
  return false;
}

/**
 * Lets libvips split one image over every core (sharp's default on glibc is one thread per image,
 * to limit memory fragmentation on many-core servers; the server sets the allocator sharp's
 * documentation advises instead: server/main.ts). The web process calls it at
 * boot: cleaning a rotated 12 Mpx phone photo with a colour profile then takes ~225 ms instead of
 * ~315 ms on 2 cores, for the same peak memory (bench/upload.ts).
 *
 * And no libvips operation cache: it serves a process that works on the same images again and
 * again, while every upload is a new file (libvips' own advice for such servers). Kept, it held
 * about 100 MB after a few large photos, and the files it had read.
 */
export function spreadImageWorkOverCores(): void {
  sharp.concurrency(availableParallelism());
  keepNoImageCache();
}

/**
 * No libvips operation cache, in every process: a worker too reads only pictures it has not seen
 * (each photo, cut-out and file comes from storage as new bytes), so the cache only held memory:
 * up to its 50 MB and 100 operations after a few photos, for the life of the worker (bench/worker-memory.ts).
 */
export function keepNoImageCache(): void {
  sharp.cache(false);
}

/** A file name for display: no path, no control or direction characters, at most 120 characters. */
export function displayName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').replace(/\s+/g, ' ').trim()).slice(0, 120).join('');
  return clean || null;
}

/** Stored uploads of a user, counted for the quota (every purpose together). */
export async function uploadUsage(em: EntityManager, userId: string): Promise<{ files: number; bytes: number }> {
  const rows = await em.execute<Array<{ files: number; bytes: string | number }>>(
    'select count(*)::int as files, coalesce(sum(bytes), 0)::bigint as bytes from assets where user_id = ? and purpose is not null',
    [userId],
  );
  return { files: rows[0]?.files ?? 0, bytes: Number(rows[0]?.bytes ?? 0) };
}

/**
 * Accepts one image a user sends: returns its Asset (the existing one when the same picture was
 * already sent for the same purpose), or throws an AppError whose code says why, in French on
 * the client. Concurrent uploads of one user queue on their user row: the quota cannot be overshot.
 */
export async function acceptImageUpload(deps: UploadDeps, source: UploadSource, opts: UploadOptions): Promise<{ asset: IAsset; duplicate: boolean }> {
  const usage = await uploadUsage(deps.em, opts.userId);
  // Early answer for a full space (checked again under the lock below): no reason to read 25 MB first.
  if (usage.files >= UPLOAD_QUOTA_FILES || usage.bytes >= UPLOAD_QUOTA_BYTES) throw refuse('UPLOAD_QUOTA_FULL', `${usage.files} files, ${usage.bytes} bytes`);
  const received = await receiveUpload(source, deps.tmpDir ?? FALLBACK_UPLOAD_TEMP_DIR);
  let clean: CleanImage;
  try {
    // sharp reads the file itself: the bytes never come into this process's memory whole.
    clean = await inDecodingTurn(async () => (opts.square ? squareImage(await cleanImage(received), opts.square) : cleanImage(received)), opts.signal);
  } finally {
    await rm(received, { force: true });
  }
  const sha256 = createHash('sha256').update(clean.data).digest('hex');
  const id = randomUUID();
  const files = uploadFiles(opts.userId, id, clean.format);
  let written = false;
  try {
    return await deps.em.transactional(async (tx) => {
      // One upload of this user at a time from here: the count below is still true at commit.
      await tx.execute('select id from users where id = ? for update', [opts.userId]);
      const same = await tx.findOne(Asset, { user: opts.userId, sha256, purpose: opts.purpose });
      if (same) return { asset: same, duplicate: true };
      const now = await uploadUsage(tx, opts.userId);
      if (now.files + 1 > UPLOAD_QUOTA_FILES || now.bytes + clean.data.length > UPLOAD_QUOTA_BYTES) {
        throw refuse('UPLOAD_QUOTA_FULL', `${now.files} files, ${now.bytes} bytes, adding ${clean.data.length}`);
      }
      written = true;
      try {
        await deps.storage.put(files.image, clean.data);
        await deps.storage.put(files.thumbnail, clean.thumbnail);
      } catch (err) {
        throw diskFullError(err, 'storing the cleaned image');
      }
      const asset = tx.create(Asset, {
        id,
        user: opts.userId,
        kind: opts.purpose === 'logo' ? 'logo' : 'upload',
        key: files.image,
        thumbKey: files.thumbnail,
        width: clean.width,
        height: clean.height,
        bytes: clean.data.length,
        format: clean.format,
        purpose: opts.purpose,
        originalName: displayName(opts.fileName),
        hasAlpha: clean.hasAlpha,
        sha256,
      });
      await tx.flush();
      // A photo for designs is analysed now, once, by the worker (server/vision): the generations that
      // use it then only read what was found. A DigitalMe photo is, once its check accepts it.
      if (opts.purpose === 'image') await deps.queue?.enqueue(tx, 'vision.analyse', { assetId: id });
      return { asset, duplicate: false };
    });
  } catch (err) {
    // The row was not committed: its files must not stay behind.
    if (written) await Promise.all([deps.storage.delete(files.image), deps.storage.delete(files.thumbnail)]).catch((e: unknown) => deps.log?.warn({ err: e }, 'could not remove the files of a failed upload'));
    throw err;
  }
}

/** « Mes images »: the user's uploads, newest first (optionally of one purpose). */
export async function listUploads(em: EntityManager, userId: string, purpose?: UploadPurpose): Promise<IAsset[]> {
  // DigitalMe photos are biometric: they live in their set (server/digitalme), never among « Mes images ».
  // The profile photo is shown in « Compte », not among the pictures for designs.
  return em.find(Asset, purpose ? { user: userId, purpose } : { user: userId, purpose: { $ne: null, $nin: ['digitalme', 'avatar'] } }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}

/**
 * Deletes one of the user's uploads, its row then its files. A design that drew it keeps its
 * place: the renderer skips an image it cannot find (a background falls back to its colours).
 */
export async function deleteUpload(deps: UploadDeps, userId: string, id: string): Promise<void> {
  const { asset, keys } = await deps.em.transactional(async (tx) => {
    // Locked first: an analysis finishing meanwhile (server/vision) either lands before, and its
    // pictures are found below, or finds the photo gone and keeps nothing.
    const asset = await tx.findOne(Asset, { id, user: userId, purpose: { $ne: null } }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!asset) throw notFound('image', id);
    // What the worker made from it (cut-outs, their analyses by cascade) goes with it: nothing of a deleted photo stays stored.
    const derived = await tx.find(Asset, { user: userId, derivedFrom: asset.id });
    const keys = [asset.key, asset.thumbKey, ...derived.map((d) => d.key)].filter((k): k is string => Boolean(k));
    for (const d of derived) tx.remove(d);
    tx.remove(asset);
    await tx.flush();
    return { asset, keys };
  });
  // The profile photo gone, the account shows Google's or none, on every open page.
  if (asset.purpose === 'avatar' && (await deps.em.nativeUpdate(User, { id: userId, avatarAssetId: asset.id }, { avatarAssetId: null })) > 0) await notifyUserUpdated(deps.em, userId);
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
}

export interface UploadDto {
  id: string;
  purpose: UploadPurpose;
  name: string | null;
  format: AssetFormat;
  width: number;
  height: number;
  bytes: number;
  hasAlpha: boolean;
  createdAt: string;
  url: string;
  thumbnailUrl: string;
}

export function uploadDto(asset: IAsset): UploadDto {
  return {
    id: asset.id,
    purpose: asset.purpose ?? 'image',
    name: asset.originalName ?? null,
    format: asset.format ?? 'png',
    width: asset.width,
    height: asset.height,
    bytes: asset.bytes,
    hasAlpha: asset.hasAlpha,
    createdAt: asset.createdAt.toISOString(),
    url: `/files/assets/${asset.id}`,
    thumbnailUrl: `/files/assets/${asset.id}/thumb.webp`,
  };
}
