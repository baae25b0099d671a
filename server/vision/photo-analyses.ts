// Each photo analysed once: its face analysis and its cut-out are made by the current version of the
// models at most once (eagerly by the `vision.analyse` job at upload, or by the first generation that
// finds none), stored in `photo_analyses`, and read by every later generation, edit and build.
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Asset, type IAsset } from '../files/asset.entity';
import { engineAssetFile } from '../files/keys';
import { readAll, type Storage } from '../files/storage';
import { CURRENT_VERSIONS, type AnalysisKind } from './analysis-versions';
import { analyseImage, cutOutObject, cutOutPerson, CutoutError, type CutOut } from './cutout';
import { meshFace } from './face-height';
import { headAndShoulders, MAX_REGION_SIDE, upscaleRegion } from './upscale';
import { photoSize } from '../../shared/engine/quality/photo-size';
import { cutSides } from './cut-edges';
import type { BleedSide } from '../../shared/engine/layout/hero-placement';
import type { Box } from './matte';
import { PhotoAnalysis, type AnalysisData, type CutoutData, type FaceData, type IPhotoAnalysis, type UpscaleData } from './photo-analysis.entity';

/** The photo's file is gone from storage (deleted meanwhile, or lost): nothing can be analysed. */
export class PhotoMissingError extends Error {
  constructor(readonly assetId: string) {
    super(`photo ${assetId} has no file to analyse`);
    this.name = 'PhotoMissingError';
  }
}

/** A stored cut-out, as designs use it: the picture's asset, its size, where its face is and which part of the photo it shows. */
export interface StoredCutout {
  id: string;
  key: string;
  width: number;
  height: number;
  face: Box | null;
  source: Box | null;
  /** The sides its photo cut (a close-up). */
  bleed: BleedSide[];
}

/** What a computation hands back to be stored: its data, and the derived picture it made, if any. */
interface Made {
  data: AnalysisData;
  picture?: Pick<CutOut, 'png' | 'width' | 'height'>;
}

/** The derived picture's asset kind, per analysis. */
const DERIVED_KIND = { cutout: 'cutout', upscale: 'upscaled', face: null } as const satisfies Record<AnalysisKind, IAsset['kind'] | null>;

export interface AnalysisOptions {
  /** The photo's bytes when the caller has them; read from storage otherwise, and only if something must be made. */
  bytes?: Buffer;
  /** Called before anything is computed here (the studio says « Détourage » then): not when it was stored already. */
  onCompute?: () => Promise<void>;
}

function lazyBytes(storage: Storage, photo: IAsset, given?: Buffer): () => Promise<Buffer> {
  let bytes: Promise<Buffer> | null = given ? Promise.resolve(given) : null;
  return () =>
    (bytes ??= readAll(storage, photo.key).then((b) => {
      if (!b) throw new PhotoMissingError(photo.id);
      return b;
    }));
}

/**
 * The current version's row of `kind` for `photo`, made by `make` when there is none. Concurrent askers
 * of one analysis (the upload's job and a generation clicked at once, two workers) compute it at most
 * once: the first holds a transaction-scoped advisory lock on (photo, kind, version) while it computes,
 * the others wait on it and read its row. The unique index on the same three stays the last word.
 */
async function storedOnce(
  em: EntityManager,
  storage: Storage,
  photo: IAsset,
  kind: AnalysisKind,
  make: () => Promise<Made>,
  onCompute?: () => Promise<void>,
): Promise<IPhotoAnalysis> {
  const version = CURRENT_VERSIONS[kind];
  const where = { source: photo.id, kind, version };
  const known = await em.findOne(PhotoAnalysis, where, { populate: ['file'] });
  if (known) return known;
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`photo-analysis:${photo.id}:${kind}:${version}`]);
    const first = await tx.findOne(PhotoAnalysis, where, { populate: ['file'], refresh: true });
    if (first) return first;
    await onCompute?.();
    const made = await make();
    const userId = photo.user.id;
    const fileId = made.picture ? randomUUID() : null;
    const key = fileId ? engineAssetFile(userId, fileId) : null;
    if (made.picture && key) await storage.put(key, made.picture.png);
    try {
      // The photo kept until this commits: a deletion asked meanwhile waits, then finds what was made
      // here and deletes it with the photo; one that went first leaves nothing to attach to. Its owner
      // first, as closing the account locks them (then their photos): the same order, no deadlock.
      await tx.execute('select id from users where id = ? for key share', [userId]);
      const still = await tx.findOne(Asset, { id: photo.id }, { lockMode: LockMode.PESSIMISTIC_READ, refresh: true });
      if (!still) throw new PhotoMissingError(photo.id);
      const derivedKind = DERIVED_KIND[kind];
      if (fileId && key && made.picture && derivedKind) {
        const { png, width, height } = made.picture;
        tx.create(Asset, {
          id: fileId,
          user: userId,
          kind: derivedKind,
          key,
          width,
          height,
          bytes: png.length,
          format: 'png',
          hasAlpha: kind === 'cutout',
          derivedFrom: photo.id,
        });
      }
      const row = tx.create(PhotoAnalysis, { user: userId, source: photo.id, kind, version, file: fileId, data: made.data });
      await tx.flush();
      return row;
    } catch (err) {
      if (key) await storage.delete(key).catch(() => undefined);
      throw err;
    }
  });
}

/** A photo's face analysis (role, faces, the largest face's height and box from the mesh), as stored. */
export async function analyseFace(bytes: Buffer): Promise<FaceData> {
  const analysed = await analyseImage(bytes);
  const largest = analysed.faces[0];
  const mesh = largest ? await meshFace(bytes, largest, analysed) : null;
  return { ...analysed, faceHeight: mesh?.height ?? null, faceOval: mesh?.oval ?? null };
}

/** The photo's face analysis (role, faces, the largest face's height), made once per version. */
export async function faceAnalysis(em: EntityManager, storage: Storage, photo: IAsset, opts: AnalysisOptions = {}): Promise<FaceData> {
  return faceOf(em, storage, photo, lazyBytes(storage, photo, opts.bytes), opts.onCompute);
}

async function faceOf(em: EntityManager, storage: Storage, photo: IAsset, bytes: () => Promise<Buffer>, onCompute?: () => Promise<void>): Promise<FaceData> {
  const row = await storedOnce(em, storage, photo, 'face', async () => ({ data: await analyseFace(await bytes()) }), onCompute);
  return row.data as FaceData;
}

function cutoutOf(row: IPhotoAnalysis): StoredCutout | null {
  const data = row.data as CutoutData;
  const file = row.file;
  if ('failed' in data || !file) return null;
  return { id: file.id, key: file.key, width: file.width, height: file.height, face: data.face, source: data.source, bleed: data.bleed ?? [] };
}

async function cutOut(make: () => Promise<CutOut>): Promise<Made> {
  try {
    const cut = await make();
    return { data: { face: cut.face, source: cut.source, bleed: await cutSides(cut.png) }, picture: cut };
  } catch (err) {
    // Stored too: the next generation draws the photo framed at once, instead of failing the same way.
    if (err instanceof CutoutError) return { data: { failed: err.code } };
    throw err;
  }
}

/**
 * The photo's cut-out, made once per version: the person (or the clean object) its face analysis found,
 * or what `make` cuts out (the DigitalMe build's own recipe). Null when the segmentation found no usable
 * subject. Call it for photos the face analysis gives a cut-out (isCutOut), or with `make`.
 */
export async function photoCutout(
  em: EntityManager,
  storage: Storage,
  photo: IAsset,
  opts: AnalysisOptions & { face?: FaceData; make?: (bytes: Buffer) => Promise<CutOut> } = {},
): Promise<StoredCutout | null> {
  const bytes = lazyBytes(storage, photo, opts.bytes);
  const { make } = opts;
  // The face analysis first, outside the cut-out's lock: the cut-out keeps the person by its faces.
  const face = make ? null : (opts.face ?? (await faceOf(em, storage, photo, bytes, opts.onCompute)));
  // A face a little small for a hero (quality/photo-size.ts): its head and shoulders enlarged ×4 once, and cut out of that.
  const enlarged = face && needsUpscale(face) ? await photoUpscale(em, storage, photo, (b) => upscaleHead(b, face), { bytes: opts.bytes, onCompute: opts.onCompute }) : null;
  const row = await storedOnce(
    em,
    storage,
    photo,
    'cutout',
    () =>
      cutOut(async () => {
        if (make) return make(await bytes());
        if (enlarged) return cutOutEnlarged(storage, enlarged, face!);
        return face!.role === 'person' ? cutOutPerson(await bytes(), face!) : cutOutObject(await bytes());
      }),
    opts.onCompute,
  );
  return cutoutOf(row);
}

/**
 * A lone person whose face (forehead to chin, measured on the mesh) is between the two sizes of the
 * small-photo rule. A group is cut out of the photo as it is: on the wide strip its heads and shoulders
 * make, enlarged, the person segmenter found almost nothing (faceapi-sample4: 1 % of the picture).
 */
export function needsUpscale(face: FaceData): face is FaceData & { faceHeight: number; faceOval: Box } {
  return face.role === 'person' && face.faces.length === 1 && face.faceHeight !== null && Boolean(face.faceOval) && photoSize(face.faceHeight) === 'upscale' && enlargedRegion(face as FaceData & { faceHeight: number; faceOval: Box }) !== null;
}

/** The part of the photo to enlarge: the person's head and shoulders around the face the mesh measured. */
function enlargedRegion(face: FaceData & { faceHeight: number; faceOval: Box }): Box | null {
  const box = headAndShoulders({ centreX: face.faceOval.x + face.faceOval.w / 2, top: face.faceOval.y, faceHeight: face.faceHeight }, face.width, face.height);
  return box.w > MAX_REGION_SIDE || box.h > MAX_REGION_SIDE ? null : box;
}

/** What the enlarged copy keeps: the part of the photo it shows and how much larger it is. */
interface EnlargedData {
  box: Box;
  scale: number;
  method: string;
}

/** The person's head and shoulders enlarged ×4 (server/vision/upscale.ts), with the part of the photo it shows. */
export async function upscaleHead(bytes: Buffer, face: FaceData & { faceHeight: number; faceOval: Box }) {
  const box = enlargedRegion(face);
  if (!box) throw new RangeError('upscale: this head and shoulders take more than the upscaler does');
  const up = await upscaleRegion(bytes, box);
  const data: EnlargedData = { box, scale: up.scale, method: up.method };
  return { png: up.png, width: up.width, height: up.height, data: { ...data } };
}

async function cutOutEnlarged(storage: Storage, enlarged: StoredUpscale, face: FaceData): Promise<CutOut> {
  const png = await readAll(storage, enlarged.key);
  if (!png) throw new Error(`upscaled copy ${enlarged.id} has no file`);
  return cutOutOfEnlarged({ png, width: enlarged.width, height: enlarged.height, data: enlarged.data }, face);
}

/** The person cut out of an enlarged head and shoulders; its `source` told in the photo's own pixels, as every cut-out's is. */
export async function cutOutOfEnlarged(enlarged: { png: Buffer; width: number; height: number; data: UpscaleData }, face: FaceData): Promise<CutOut> {
  const { box } = enlarged.data as unknown as EnlargedData;
  // The copy's own size gives the enlargement (a region larger than the upscaler's limit is enlarged less).
  const sx = enlarged.width / box.w;
  const sy = enlarged.height / box.h;
  const inside = face.faces.filter((f) => f.x + f.w / 2 >= box.x && f.x + f.w / 2 <= box.x + box.w && f.y + f.h / 2 >= box.y && f.y + f.h / 2 <= box.y + box.h);
  const faces = inside.map((f) => ({ ...f, x: (f.x - box.x) * sx, y: (f.y - box.y) * sy, w: f.w * sx, h: f.h * sy }));
  const cut = await cutOutPerson(enlarged.png, { width: enlarged.width, faces });
  const src = cut.source;
  return { ...cut, source: { x: Math.round(box.x + src.x / sx), y: Math.round(box.y + src.y / sy), w: Math.round(src.w / sx), h: Math.round(src.h / sy) } };
}

/** A stored upscaled copy of a photo: its picture's asset (kind `upscaled`, derived from the photo) and what the upscaler kept of it. */
export interface StoredUpscale {
  id: string;
  key: string;
  width: number;
  height: number;
  data: UpscaleData;
}

/**
 * The photo's upscaled copy, made once per version by `make` (the upscaler, server/vision/upscale.ts,
 * whose weights and algorithm go into CURRENT_VERSIONS.upscale): stored and deleted like a cut-out.
 */
export async function photoUpscale(
  em: EntityManager,
  storage: Storage,
  photo: IAsset,
  make: (bytes: Buffer) => Promise<{ png: Buffer; width: number; height: number; data: UpscaleData }>,
  opts: AnalysisOptions = {},
): Promise<StoredUpscale> {
  const bytes = lazyBytes(storage, photo, opts.bytes);
  const row = await storedOnce(
    em,
    storage,
    photo,
    'upscale',
    async () => {
      const made = await make(await bytes());
      return { data: made.data, picture: made };
    },
    opts.onCompute,
  );
  const file = row.file!;
  return { id: file.id, key: file.key, width: file.width, height: file.height, data: row.data as UpscaleData };
}

/** Whether the face analysis gives the photo a cut-out: a person, or an object on a clean ground. */
export function isCutOut(face: Pick<FaceData, 'role' | 'faceHeight'>): boolean {
  return (face.role === 'person' && !isSmallPersonPhoto(face)) || face.role === 'object';
}

/** A photo of a person whose face is below the size an enlargement still makes sharp: a framed insert, never cut out. */
export function isSmallPersonPhoto(face: Pick<FaceData, 'role' | 'faceHeight'>): boolean {
  return face.role === 'person' && face.faceHeight !== null && photoSize(face.faceHeight) === 'small';
}

/**
 * Everything the current models make of a photo, made now (the `vision.analyse` job, at upload): its
 * face analysis, then its cut-out when it has one. A photo deleted meanwhile is left alone.
 */
export async function analysePhoto(em: EntityManager, storage: Storage, photoId: string): Promise<'done' | 'gone'> {
  const photo = await em.findOne(Asset, { id: photoId, kind: 'upload' });
  if (!photo) return 'gone';
  const bytes = await readAll(storage, photo.key);
  if (!bytes) return 'gone';
  try {
    const face = await faceAnalysis(em, storage, photo, { bytes });
    if (isCutOut(face)) await photoCutout(em, storage, photo, { bytes, face });
    return 'done';
  } catch (err) {
    if (err instanceof PhotoMissingError) return 'gone';
    throw err;
  }
}

/** Whether the current models' analysis of a photo is stored (its face, and its cut-out when it has one). */
export async function analysisReady(em: EntityManager, photoId: string): Promise<boolean> {
  const rows = await em.find(PhotoAnalysis, { source: photoId, kind: { $in: ['face', 'cutout'] } }, { fields: ['kind', 'version', 'data'] });
  const face = rows.find((r) => r.kind === 'face' && r.version === CURRENT_VERSIONS.face);
  if (!face) return false;
  return !isCutOut(face.data as FaceData) || rows.some((r) => r.kind === 'cutout' && r.version === CURRENT_VERSIONS.cutout);
}

/**
 * The cut-out of each photo that has one (the current version's, else the newest stored), read only:
 * what « ma photo » names in an instruction. Scoped to the user.
 */
export async function storedCutoutIds(em: EntityManager, userId: string, photoIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (photoIds.length === 0) return out;
  const rows = await em.find(
    PhotoAnalysis,
    { user: userId, source: { $in: [...photoIds] }, kind: 'cutout', file: { $ne: null } },
    { orderBy: { createdAt: 'desc' } },
  );
  const rank = (r: IPhotoAnalysis) => (r.version === CURRENT_VERSIONS.cutout ? 0 : 1);
  for (const row of rows.sort((a, b) => rank(a) - rank(b))) if (!out.has(row.source.id)) out.set(row.source.id, row.file!.id);
  return out;
}

/**
 * The face analyses already stored for these photos of a user (the current version's, else the latest
 * one), by photo id: what the studio reads to warn about a face too small before a generation. A photo
 * whose analysis is still being made is absent.
 */
export async function storedFaceAnalyses(em: EntityManager, userId: string, photoIds: readonly string[]): Promise<Map<string, FaceData>> {
  if (photoIds.length === 0) return new Map();
  const rows = await em.find(PhotoAnalysis, { user: userId, source: { $in: [...photoIds] }, kind: 'face' }, { orderBy: { createdAt: 'desc' } });
  const out = new Map<string, FaceData>();
  for (const id of photoIds) {
    const mine = rows.filter((r) => r.source.id === id);
    const row = mine.find((r) => r.version === CURRENT_VERSIONS.face) ?? mine[0];
    if (row) out.set(id, row.data as FaceData);
  }
  return out;
}
