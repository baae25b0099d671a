import { parseDesign, type Design } from '../../shared/engine/model/design';
import { reviseReport, type ScoreReport } from '../../shared/engine/quality/score';
import { decodeFailure, type Failure } from '../../shared/failures';
import type { GenerationMode, GenerationStage, ThumbnailStatus } from '../../shared/schemas/studio';
import { serverMeasurer } from '../engine/index';
import type { ExportFormat, IThumbnailExport } from './export.entity';
import type { IThumbnail } from './thumbnail.entity';

/** What the studio's pages receive about thumbnails and exports. */

export interface ThumbnailDto {
  /** The design as saved (current version), for the browser preview and the editor; null until composed. */
  design: Design | null;
  revision: number;
  score: ScoreReport | null;
  engine: string;
  /** Why it failed (or, on a ready one, why its last change did not happen): a code the client says in French. */
  error: Failure | null;
  id: string;
  title: string;
  prompt: string;
  style: string;
  status: ThumbnailStatus;
  /** Where a generation is, for the live progress (en file, composition, détourage, rendu, prête). */
  stage: GenerationStage;
  mode: GenerationMode;
  /** The uploads it was made with. */
  images: string[];
  /** Pictograms MGX3 proposed: « Autre sujet » cycles through them for free. */
  proposals: string[];
  /** Variants of one click share a batch (null for a single one). */
  batch: string | null;
  variant: number;
  createdAt: string;
  readyAt: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  imageUrl: string | null;
  previewUrl: string | null;
  downloadUrl: string | null;
}

/**
 * A saved score with today's answers about it: what « Améliorer » can fix in this design, why not
 * otherwise, and the honest total (a report saved by an older version included). The measures stay
 * those of the rendered file.
 */
export function currentReport(stored: ScoreReport | null, design: Design | null): ScoreReport | null {
  // Reports scored by this version already carry these answers (scoreDesign ends with reviseReport):
  // only older ones are revised, so reading a history page does not typeset every headline again.
  if (!stored || !design || stored.checks.every((check) => 'why' in check)) return stored;
  try {
    return reviseReport(serverMeasurer(), design, stored);
  } catch {
    return stored; // a report of an unknown shape is shown as saved
  }
}

/**
 * The addresses of a thumbnail's current files: the same for a revision wherever it is listed (the
 * studio, the history, « Versions »), so the browser fetches each picture once and keeps it.
 */
export function currentFileUrls(t: Pick<IThumbnail, 'id' | 'status' | 'readyAt' | 'revision'>): Pick<ThumbnailDto, 'imageUrl' | 'previewUrl' | 'downloadUrl'> {
  if (t.status !== 'ready') return { imageUrl: null, previewUrl: null, downloadUrl: null };
  const version = `${t.readyAt ? t.readyAt.getTime() : 0}-${t.revision}`;
  return {
    imageUrl: `/files/thumbnails/${t.id}.jpg?v=${version}`,
    previewUrl: `/files/thumbnails/${t.id}.webp?v=${version}`,
    downloadUrl: `/files/thumbnails/${t.id}.jpg?download=1`,
  };
}

/** What a history card shows: no design, no score (a page of twelve used to carry both, read and sent for nothing). */
export type HistoryItemDto = Pick<ThumbnailDto, 'id' | 'title' | 'style' | 'status' | 'batch' | 'variant' | 'createdAt' | 'readyAt' | 'previewUrl' | 'downloadUrl'>;

export function toHistoryItem(t: IThumbnail): HistoryItemDto {
  const urls = currentFileUrls(t);
  return {
    id: t.id,
    title: t.title,
    style: t.style,
    status: t.status as ThumbnailStatus,
    batch: t.batch ?? null,
    variant: t.variant,
    createdAt: t.createdAt.toISOString(),
    readyAt: t.readyAt?.toISOString() ?? null,
    previewUrl: urls.previewUrl,
    downloadUrl: urls.downloadUrl,
  };
}

export function toDto(t: IThumbnail): ThumbnailDto {
  let design: Design | null = null;
  try {
    design = t.design ? parseDesign(t.design) : null;
  } catch {
    design = null; // unreadable old data: the files still show
  }
  return {
    design,
    revision: t.revision,
    score: currentReport(t.score as unknown as ScoreReport | null, design),
    engine: t.engine,
    error: t.status === 'failed' || (t.error && t.status === 'ready') ? decodeFailure(t.error) : null,
    id: t.id,
    title: t.title,
    prompt: t.prompt,
    style: t.style,
    status: t.status as ThumbnailStatus,
    stage: (t.status === 'ready' ? 'ready' : t.stage) as GenerationStage,
    mode: t.mode as GenerationMode,
    images: t.images ?? [],
    proposals: t.proposals ?? [],
    batch: t.batch ?? null,
    variant: t.variant,
    createdAt: t.createdAt.toISOString(),
    readyAt: t.readyAt?.toISOString() ?? null,
    width: t.width ?? null,
    height: t.height ?? null,
    bytes: t.bytes ?? null,
    ...currentFileUrls(t),
  };
}

export interface ExportDto {
  id: string;
  format: ExportFormat;
  status: IThumbnailExport['status'];
  width: number | null;
  height: number | null;
  bytes: number | null;
  downloadUrl: string | null;
}

export function exportDto(e: IThumbnailExport): ExportDto {
  return {
    id: e.id,
    format: e.format as ExportFormat,
    status: e.status,
    width: e.width ?? null,
    height: e.height ?? null,
    bytes: e.bytes ?? null,
    downloadUrl: e.status === 'ready' ? `/files/exports/${e.id}.jpg` : null,
  };
}
