// The photographed faces a design holds, found when the design is made, so a Face Swap request is
// checked before anything is charged. Boxes are kept in shares of the picture's own size, so they stay right whatever the layer's box becomes
// (moved in the editor, laid out again for 9:16), and the swap job turns them back into pixels.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Design, PictureFace } from '../../shared/engine/model/design';
import { CURRENT_VERSIONS } from './analysis-versions';
import type { Analysed } from './cutout';
import { decodeRgb } from './raster';
import type { IAsset } from '../files/asset.entity';
import { detectTargetFaces, swapLimits } from './face-swap';
import { PhotoAnalysis, type CutoutData, type FaceData, type IPhotoAnalysis } from './photo-analysis.entity';

type PixelBox = { x: number; y: number; w: number; h: number };
/** What a face analysis found, as the faces of a picture need it. */
type FacesFound = Pick<Analysed, 'faces' | 'width' | 'height'>;

const share = (v: number) => Math.min(1, Math.max(0, v));

/** A pixel box as shares of a picture `width` × `height`, clipped to it; null when nothing of it is inside. */
export function boxShare(box: PixelBox, width: number, height: number, angles?: { yaw: number; pitch: number }): PictureFace | null {
  const x0 = share(box.x / width);
  const y0 = share(box.y / height);
  const x1 = share((box.x + box.w) / width);
  const y1 = share((box.y + box.h) / height);
  if (x1 - x0 <= 0 || y1 - y0 <= 0) return null;
  // Four decimals: under half a pixel of the largest picture the swap reads (4096 px), and a compact design.
  const r = (v: number) => Math.round(v * 1e4) / 1e4;
  return { x: r(x0), y: r(y0), w: r(x1 - x0), h: r(y1 - y0), yaw: angles ? Math.round(angles.yaw) : null, pitch: angles ? Math.round(angles.pitch) : null };
}

/** A share box back in pixels of a picture of that size. */
export function boxPixels(face: Pick<PictureFace, 'x' | 'y' | 'w' | 'h'>, width: number, height: number): PixelBox {
  return { x: face.x * width, y: face.y * height, w: face.w * width, h: face.h * height };
}

/** The faces an upload's analysis found (server/vision: already filtered to people, largest first). */
export function uploadFaces(found: FacesFound): PictureFace[] {
  return found.faces.flatMap((f) => boxShare(f, found.width, found.height) ?? []);
}

/** The long side cut-outs were stored at before their part of the photo was kept (legacy rows). */
const LEGACY_STORED_SIDE = 1600;

/**
 * The faces of a photo's cut-out: every face its analysis found, moved into the cut-out's pixels by
 * the part of the photo it shows. A cut-out made before that part was kept has its own largest face
 * instead, the analysis's largest moved by the crop, which gives the crop's offset at the size it was stored.
 */
export function cutoutFaces(cutout: { width: number; height: number; face: PixelBox | null; source?: PixelBox | null }, found: FacesFound): PictureFace[] {
  const { source } = cutout;
  if (source) {
    const k = cutout.width / source.w;
    return found.faces.flatMap((f) => boxShare({ x: (f.x - source.x) * k, y: (f.y - source.y) * k, w: f.w * k, h: f.h * k }, cutout.width, cutout.height) ?? []);
  }
  const main = found.faces[0];
  if (!cutout.face || !main) return [];
  const k = Math.min(1, LEGACY_STORED_SIDE / Math.max(found.width, found.height));
  const dx = Math.round(main.x * k) - cutout.face.x;
  const dy = Math.round(main.y * k) - cutout.face.y;
  return found.faces.flatMap((f) => boxShare({ x: f.x * k - dx, y: f.y * k - dy, w: f.w * k, h: f.h * k }, cutout.width, cutout.height) ?? []);
}

/** Of several versions of one analysis, the one to read: the current version, else the newest. */
function preferred(rows: IPhotoAnalysis[]): IPhotoAnalysis | undefined {
  return rows.find((r) => r.version === CURRENT_VERSIONS[r.kind]) ?? [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

/** What the layout and Face Swap know of a stored picture: the face the layout aims at, and every face in it. */
export interface StoredPictureFacts {
  face: PixelBox | null;
  faces: PictureFace[];
}

/**
 * The faces of the user's stored pictures from what was measured on them, without detecting again:
 * an upload from its face analysis, a cut-out from its own row and its photo's face analysis. Other
 * pictures (logos, AI pictures, a DigitalMe badge) keep the face their row holds, and list none.
 */
export async function storedPictureFacts(em: EntityManager, assets: readonly IAsset[]): Promise<Map<string, StoredPictureFacts>> {
  const out = new Map<string, StoredPictureFacts>(assets.map((a) => [a.id, { face: (a.face as PixelBox | null) ?? null, faces: [] }]));
  const uploads = assets.filter((a) => a.kind === 'upload').map((a) => a.id);
  const cutouts = assets.filter((a) => a.kind === 'cutout').map((a) => a.id);
  if (uploads.length + cutouts.length === 0) return out;
  const cutRows = cutouts.length > 0 ? await em.find(PhotoAnalysis, { file: { $in: cutouts }, kind: 'cutout' }) : [];
  const sources = [...new Set([...uploads, ...cutRows.map((r) => r.source.id)])];
  const faceRows = await em.find(PhotoAnalysis, { source: { $in: sources }, kind: 'face' });
  const faceOf = (source: string) => preferred(faceRows.filter((r) => r.source.id === source))?.data as FaceData | undefined;
  for (const id of uploads) {
    const found = faceOf(id);
    if (found) out.get(id)!.faces = uploadFaces(found);
  }
  for (const row of cutRows) {
    const asset = assets.find((a) => a.id === row.file?.id);
    const data = row.data as CutoutData;
    if (!asset || 'failed' in data) continue;
    const found = faceOf(row.source.id);
    out.set(asset.id, { face: data.face, faces: found ? cutoutFaces({ width: asset.width, height: asset.height, face: data.face, source: data.source }, found) : [] });
  }
  return out;
}

/**
 * The faces of a freshly made picture (an AI background or subject from a hosted engine, a picture
 * an AI edit redrew): detected with the face mesh, which also gives the head angles, so a profile
 * too steep for the swap is known before anyone pays. Largest first.
 */
export async function detectPictureFaces(png: Buffer): Promise<PictureFace[]> {
  const image = await decodeRgb(png, swapLimits.maxSide);
  const faces = await detectTargetFaces(image);
  return faces
    .sort((a, b) => b.box.w * b.box.h - a.box.w * a.box.h)
    .slice(0, 12)
    .flatMap((f) => boxShare(f.box, image.width, image.height, f) ?? []);
}

/** The design with `faces` set on every layer and image background showing one of these pictures. */
export function withPictureFaces(design: Design, faces: ReadonlyMap<string, PictureFace[]>): Design {
  const bg = design.background;
  return {
    ...design,
    background: bg.kind === 'image' && faces.has(bg.asset) ? { ...bg, faces: faces.get(bg.asset)! } : bg,
    layers: design.layers.map((l) => (l.type === 'image' && faces.has(l.asset) ? { ...l, faces: faces.get(l.asset)! } : l)),
  };
}

/**
 * The faces of a hosted engine's pictures, put in the design it composed. Best effort: a picture the
 * mesh cannot read keeps no faces (Face Swap then says there is none), the generation goes on.
 */
export async function withEngineFaces(design: Design, assets: ReadonlyArray<{ id: string; kind: string; png: Buffer }>, onError: (err: unknown) => void): Promise<Design> {
  const found = new Map<string, PictureFace[]>();
  for (const asset of assets) {
    if (asset.kind !== 'ai-background' && asset.kind !== 'ai-subject') continue;
    try {
      found.set(asset.id, await detectPictureFaces(asset.png));
    } catch (err) {
      onError(err);
    }
  }
  return found.size > 0 ? withPictureFaces(design, found) : design;
}

/** A face of a design Face Swap can replace: which picture it is in, where in it, and where it shows in the frame. */
export interface SwappableFace {
  /** Its number in the design (layers in drawing order, then the background), what the user picks. */
  index: number;
  /** The image layer's id, or `fond` for an image background (server/studio/ai-edit.ts). */
  layerId: string;
  asset: string;
  face: PictureFace;
  /** Frame pixels, rounded; null when the part of the picture that holds it is not shown (cropped away). */
  box: { x: number; y: number; w: number; h: number } | null;
}

const BACKGROUND = 'fond';

function rounded(b: PixelBox): PixelBox {
  return { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) };
}

/** Where a share box of a picture lands in the frame, drawn as shared/engine/render/render.ts and backgrounds.ts draw it. */
function frameBox(face: PictureFace, draw: { x: number; y: number; w: number; h: number; clip: PixelBox }): PixelBox | null {
  const b = { x: draw.x + face.x * draw.w, y: draw.y + face.y * draw.h, w: face.w * draw.w, h: face.h * draw.h };
  const x0 = Math.max(b.x, draw.clip.x);
  const y0 = Math.max(b.y, draw.clip.y);
  const x1 = Math.min(b.x + b.w, draw.clip.x + draw.clip.w);
  const y1 = Math.min(b.y + b.h, draw.clip.y + draw.clip.h);
  // Less than half of the face in view: it is not offered by a click in the preview (the list still names it).
  if (x1 <= x0 || y1 <= y0 || (x1 - x0) * (y1 - y0) < 0.5 * b.w * b.h) return null;
  return rounded(b);
}

/**
 * Every face the design's pictures hold (hidden layers left out), with where each shows in the
 * frame. `size` gives a picture's pixel size (the asset row), needed to place a cover-fitted photo.
 */
export function swappableFaces(design: Design, size: (asset: string) => { width: number; height: number } | undefined): SwappableFace[] {
  const out: SwappableFace[] = [];
  const hidden = new Set(design.hidden ?? []);
  const frame = { x: 0, y: 0, w: design.width, h: design.height };
  for (const layer of design.layers) {
    if (layer.type !== 'image' || hidden.has(layer.id) || layer.faces.length === 0) continue;
    const px = size(layer.asset);
    const { box } = layer;
    let draw: Parameters<typeof frameBox>[1] | null = null;
    if (px) {
      // Cut-outs are contained on the box's bottom; photos cover their box, clipped to it (render.ts).
      const s = layer.cutout ? Math.min(box.w / px.width, box.h / px.height) : Math.max(box.w / px.width, box.h / px.height);
      const w = px.width * s;
      const h = px.height * s;
      draw = { x: box.x + (box.w - w) / 2, y: layer.cutout ? box.y + box.h - h : box.y + (box.h - h) / 2, w, h, clip: layer.cutout ? frame : box };
    }
    for (const face of layer.faces) out.push({ index: out.length, layerId: layer.id, asset: layer.asset, face, box: draw ? frameBox(face, draw) : null });
  }
  const bg = design.background;
  if (bg.kind === 'image' && bg.faces.length > 0) {
    const px = size(bg.asset);
    let draw: Parameters<typeof frameBox>[1] | null = null;
    if (px) {
      // The crop cover-fitted to the frame (backgrounds.ts drawCover): the source rectangle shown, stretched to the frame.
      let sw = px.width * bg.crop.w;
      let sh = px.height * bg.crop.h;
      let sx = px.width * bg.crop.x;
      let sy = px.height * bg.crop.y;
      const target = design.width / design.height;
      if (sw / sh > target) {
        sx += (sw - sh * target) / 2;
        sw = sh * target;
      } else {
        sy += (sh - sw / target) / 2;
        sh = sw / target;
      }
      const k = design.width / sw;
      draw = { x: -sx * k, y: -sy * k, w: px.width * k, h: px.height * k, clip: frame };
    }
    for (const face of bg.faces) out.push({ index: out.length, layerId: BACKGROUND, asset: bg.asset, face, box: draw ? frameBox(face, draw) : null });
  }
  return out;
}

/** A face turned further than the swap can warp cleanly, when the detector measured its angles. */
export function tooTurnedToSwap(face: PictureFace): boolean {
  return (face.yaw !== null && Math.abs(face.yaw) > swapLimits.maxYaw) || (face.pitch !== null && Math.abs(face.pitch) > swapLimits.maxPitch);
}
