// The hosted path of « Moi »: with a hosted image engine (OpenAI images/edits with high input
// fidelity, or Gemini's image model), the best photos of the user's DigitalMe go with the request
// as reference images and the engine draws a scene with the creator in it; our layout then sets
// the headline over it, as over any AI background. Without the capability (the local engine), or
// when the hosted call fails, the caller composes « Moi » offline (cut-out portraits): the offline
// DigitalMe never needs this. The generation was charged once when it was asked for; falling back
// happens inside the same paid job, so nothing is charged twice and nothing is refunded for it.
//
// What leaves the machine, and what stays there (checked in the providers' documentation, 2026-11):
// - Only up to 3 small JPEG crops of the user's own photos (head and shoulders, 768 px at most,
//   re-encoded by sharp, so no EXIF, GPS or other metadata), per request. Nothing is uploaded ahead
//   of time, no file or model is created on the provider's side, no identifier of ours is kept
//   there: deleting the DigitalMe (rows, files, descriptors) leaves no remote model to delete.
// - OpenAI (platform docs, « Data controls in the OpenAI platform »): data sent to the API is not
//   used to train or improve OpenAI models unless the organisation opts in; abuse monitoring logs
//   « may contain certain customer content, such as prompts and responses » and are « retained for
//   up to 30 days » by default (Zero Data Retention or Modified Abuse Monitoring need OpenAI's
//   approval, and the same page notes image inputs as an exception in rare cases).
// - Google (Gemini API Additional Terms, « zero data retention » page, abuse monitoring page): with
//   Paid Services, prompts, « including […] files such as images », and responses are not used to
//   improve Google's products, and are logged « for a limited period of time solely for detecting
//   violations of the Prohibited Use Policy » (55 days per the abuse monitoring page). Unpaid
//   services ARE used to improve Google's products, with human review: DECISIONS' « commercial
//   terms only » means a billed Gemini project, never the free tier.
// Neither is « nothing kept »: the privacy policy must say that the photos sent for a hosted scene
// may stay in the provider's abuse-monitoring logs for up to 30 (OpenAI) or 55 (Google) days.
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { DigitalMeExpression } from '../../../shared/digitalme';
import { colorLuminance, contrastRatio, luminance } from '../../../shared/engine/style/color';
import type { Design, Layer } from '../../../shared/engine/model/design';
import { layoutDesign } from '../../../shared/engine/layout/layout';
import { serverMeasurer } from '../../engine/index';
import { readAll, type Storage } from '../../files/storage';
import type { ComposeInput, Composed, EngineAsset, ImageEngine } from '../../image-engines/engine';
import { ImageEngineError } from '../../image-engines/errors';
import { localEngine } from '../../image-engines/local';
import { Asset } from '../../files/asset.entity';
import type { StoredPhotoFacts } from '../../digitalme/digitalme.entity';
import { yawBucket } from '../../digitalme/portrait-build';
import { digitalMeUse, portraitsOf, swapSourcesOf } from '../../digitalme/portraits';

export const SCENE_REFERENCES = {
  /** Gemini 2.5 Flash Image is documented best with at most 3 input images; OpenAI gets the same 3. */
  max: 3,
  /** Long side of a reference: the models read faces at this size, and small requests cost less and go faster. */
  maxSide: 768,
  quality: 88,
} as const;

/** Darkening over a scene with the creator: their face keeps its tones (an AI background gets 0.4). */
export const SCENE_DIM = 0.15;

/** A candidate photo, as the choice reads it. */
export interface ReferenceCandidate {
  photoId: string;
  assetId: string;
  facts: Pick<StoredPhotoFacts, 'width' | 'height' | 'box' | 'angles'>;
  expression: DigitalMeExpression | null;
  best: boolean;
}

/**
 * The photos to send, the most telling first: the most frontal of the set's best photos leads (with
 * high input fidelity gpt-image-1 gives the first input the finest details: openai-engine.ts), then each next one is the
 * candidate that adds the most the others lack: a new expression first, then a new head angle
 * (left, front, right), the set's order (best, then most alike the set) breaking ties. Pure.
 */
export function chooseReferences(candidates: readonly ReferenceCandidate[], max: number = SCENE_REFERENCES.max): ReferenceCandidate[] {
  if (candidates.length === 0 || max <= 0) return [];
  const turn = (c: ReferenceCandidate) => Math.abs(c.facts.angles.yaw) + 0.5 * Math.abs(c.facts.angles.pitch);
  const pool = candidates.some((c) => c.best) ? candidates.filter((c) => c.best) : candidates;
  const first = pool.reduce((a, b) => (turn(b) < turn(a) ? b : a));
  const chosen = [first];
  while (chosen.length < Math.min(max, candidates.length)) {
    const expressions = new Set(chosen.map((c) => c.expression));
    const angles = new Set(chosen.map((c) => yawBucket(c.facts.angles.yaw)));
    let pick: ReferenceCandidate | null = null;
    let pickScore = -Infinity;
    candidates.forEach((c, i) => {
      if (chosen.includes(c)) return;
      const score = (expressions.has(c.expression) ? 0 : 2) + (angles.has(yawBucket(c.facts.angles.yaw)) ? 0 : 1) + (c.best ? 0.5 : 0) - i * 0.001;
      if (score > pickScore) [pick, pickScore] = [c, score];
    });
    if (!pick) break;
    chosen.push(pick);
  }
  return chosen;
}

/**
 * One reference: the head and shoulders around the measured face box, at most 768 px, as a JPEG
 * without any metadata (sharp writes none unless asked). When the stored photo's size is not the
 * one the check measured (it should be), the whole photo is sent, downsized: never a wrong crop.
 */
export async function referenceJpeg(bytes: Buffer, facts: ReferenceCandidate['facts']): Promise<Buffer> {
  const meta = await sharp(bytes).metadata();
  let image = sharp(bytes);
  if (meta.width === facts.width && meta.height === facts.height) {
    const [x, y, w, h] = facts.box;
    const side = Math.min(Math.round(2.4 * Math.max(w, h)), meta.width, meta.height);
    const cx = x + w / 2;
    const cy = y + h * 0.65; // a little below the face's centre: the shoulders matter more than the sky
    const left = Math.round(Math.min(Math.max(cx - side / 2, 0), meta.width - side));
    const top = Math.round(Math.min(Math.max(cy - side / 2, 0), meta.height - side));
    image = image.extract({ left, top, width: side, height: side });
  }
  return image
    .resize({ width: SCENE_REFERENCES.maxSide, height: SCENE_REFERENCES.maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: SCENE_REFERENCES.quality })
    .toBuffer();
}

/** The chosen references of the user's ready DigitalMe, as bytes, read only from the owner's own assets. */
export async function sceneReferences(em: EntityManager, storage: Storage, userId: string): Promise<{ photoIds: string[]; images: Buffer[] }> {
  const [sources, portraits] = await Promise.all([swapSourcesOf(em, userId), portraitsOf(em, userId)]);
  const byPhoto = new Map(portraits.map((p) => [p.photoId, p]));
  const chosen = chooseReferences(sources.map((s) => ({ ...s, expression: byPhoto.get(s.photoId)?.expression ?? null, best: byPhoto.get(s.photoId)?.best ?? false })));
  if (chosen.length === 0) return { photoIds: [], images: [] };
  // The photo rows are the user's; their assets are checked to be the user's too before a byte is read.
  const assets = await em.find(Asset, { id: { $in: chosen.map((c) => c.assetId) }, user: userId }, { fields: ['id', 'key'] });
  const keys = new Map(assets.map((a) => [a.id, a.key]));
  const photoIds: string[] = [];
  const images: Buffer[] = [];
  for (const c of chosen) {
    const key = keys.get(c.assetId);
    const bytes = key ? await readAll(storage, key) : null;
    if (!bytes) continue;
    images.push(await referenceJpeg(bytes, c.facts));
    photoIds.push(c.photoId);
  }
  return { photoIds, images };
}

/** The mean relative luminance of the scene's calm side (the left 60 %), under the design's dim. */
async function sideLuminance(png: Buffer, dim: number): Promise<number> {
  const meta = await sharp(png).metadata();
  const width = Math.max(1, Math.round((meta.width ?? 1) * PERSON_FROM));
  const { channels } = await sharp(png).extract({ left: 0, top: 0, width, height: meta.height ?? 1 }).removeAlpha().stats();
  const [r, g, b] = channels.map((c) => c.mean * (1 - dim));
  return luminance(r!, g!, b!);
}

/** Where the scene prompt puts the person: the right 40 % of the frame. */
const PERSON_FROM = 0.6;

/**
 * Without a subject of its own, each style draws its emblem where the subject would be (Pro's
 * spotlit diamond, Gaming's hexagon, Actu's globe, their halos and rays), and a question puts its
 * big « ? » beside the words: on a scene, that is the creator's face. The shapes and the marks
 * (text that is not the headline nor its figure) centred in the person's part of the frame go; the
 * headline and its own shapes (Actu's band and strap, on the left) stay.
 */
export function clearPersonSide(design: Design): Design {
  const from = design.width * PERSON_FROM;
  const centreX = (l: Layer): number | null => {
    if (l.type === 'shape') return 'from' in l ? (l.from.x + l.to.x) / 2 : 'w' in l ? l.x + l.w / 2 : l.x;
    if (l.type === 'text' && l.role !== 'headline' && l.role !== 'number') return l.box.x + l.box.w / 2;
    return null;
  };
  return { ...design, layers: design.layers.filter((l) => (centreX(l) ?? 0) < from) };
}

/**
 * Our layout over a scene with the creator (its PNG stored as `assetId`). The creator is in the
 * picture, on its right as the prompt asks: the headline goes left (the subject's side is right),
 * no reaction pictogram (their own face is the reaction, and one was drawn over it), the styles'
 * emblems off their side (clearPersonSide), and a light dim (not the 0.4 an AI background gets) so
 * their face keeps its own tones.
 */
export async function layOutScene(compose: ComposeInput, png: Buffer, assetId: string): Promise<Design> {
  const { reaction: _reaction, ...rest } = compose;
  const lay = (textColor?: string) =>
    clearPersonSide(layoutDesign(serverMeasurer(), { ...rest, background: { asset: assetId }, hints: { ...compose.hints, side: 'right', ...(textColor ? { textColor } : {}) }, keep: { dim: SCENE_DIM } }));
  let design = lay();
  // A style's ink assumes its own background (Mini's dark letters on pastel): on a dark scene it
  // vanishes. When the words' colour contrasts less than 3:1 with the calm side of the scene, white
  // or near-black, whichever reads better, takes its place (a colour the brief chose is kept, and
  // words on the style's own band are left alone).
  const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline');
  // Actu sets its words on its own band: the scene is not behind them.
  const onBand = (box: { x: number; y: number; w: number; h: number }) =>
    design.layers.some((l) => l.type === 'shape' && l.shape === 'badge' && l.x <= box.x + box.w / 2 && box.x + box.w / 2 <= l.x + l.w && l.y <= box.y + box.h / 2 && box.y + box.h / 2 <= l.y + l.h);
  if (headline?.type === 'text' && !compose.hints?.textColor && !onBand(headline.box)) {
    const side = await sideLuminance(png, SCENE_DIM);
    if (contrastRatio(colorLuminance(headline.fill), side) < 3) design = lay(contrastRatio(1, side) >= contrastRatio(colorLuminance('#111111'), side) ? '#FFFFFF' : '#111111');
  }
  return design;
}

export type SceneOutcome =
  | { kind: 'scene'; composed: Composed; referencePhotoIds: string[] }
  /**
   * Compose « Moi » offline instead. `no_capability`: the engine has no scenes (local);
   * `not_usable`: no ready DigitalMe under a plan that includes it; `no_photos`: none could be read;
   * `engine_failed`: the hosted call was refused or failed (`error` says why).
   */
  | { kind: 'offline'; reason: 'no_capability' | 'not_usable' | 'no_photos' | 'engine_failed'; error?: ImageEngineError };

/**
 * A « Moi » generation through the hosted engine: the scene with the creator, laid out under our
 * headline (the subjects given are drawn over it; with the person in the scene, usually none).
 * Asks nothing of the engine, and reads no photo, when it has no scenes. A caller's abort is
 * passed on as it is (the job's attempt is over); any other engine failure answers `offline`.
 */
export async function composeSceneWithMe(
  deps: { em: EntityManager; storage: Storage; engine: ImageEngine; newId: () => string },
  input: { userId: string; compose: ComposeInput },
): Promise<SceneOutcome> {
  const scene = deps.engine.sceneWithPerson?.bind(deps.engine);
  if (!scene) return { kind: 'offline', reason: 'no_capability' };
  if (!(await digitalMeUse(deps.em, input.userId)).usable) return { kind: 'offline', reason: 'not_usable' };
  const refs = await sceneReferences(deps.em, deps.storage, input.userId);
  if (refs.images.length === 0) return { kind: 'offline', reason: 'no_photos' };
  const { compose } = input;
  let png: Buffer;
  try {
    png = await scene({ brief: compose.prompt.trim() || compose.title, references: refs.images, style: compose.style, ...(compose.signal ? { signal: compose.signal } : {}) });
  } catch (err) {
    compose.signal?.throwIfAborted();
    if (err instanceof ImageEngineError) return { kind: 'offline', reason: 'engine_failed', error: err };
    throw err;
  }
  const meta = await sharp(png).metadata();
  const background: EngineAsset = { id: deps.newId(), kind: 'ai-background', png, width: meta.width ?? 1536, height: meta.height ?? 1024 };
  const design = await layOutScene(compose, png, background.id);
  return { kind: 'scene', composed: { design, assets: [background] }, referencePhotoIds: refs.photoIds };
}

/**
 * What a « Moi » generation's render job composes with (server/studio/jobs/render-thumbnail.ts):
 * the hosted scene when the engine can draw one, with `sceneSubjects` (the user's own uploads; the
 * person is in the scene, so no cut-out or pictogram of them) drawn over it; when the hosted call
 * failed, the offline composition (local engine, the « Moi » cut-out among `compose.subjects`), with
 * no second paid call and no second charge; otherwise the engine's usual composition. An engine
 * error of that usual composition propagates as before (the job refunds).
 */
export async function composeWithMe(
  deps: { em: EntityManager; storage: Storage; engine: ImageEngine; newId: () => string; log?: { warn(obj: object, msg: string): void } },
  input: { userId: string; compose: ComposeInput; sceneSubjects: ComposeInput['subjects'] },
): Promise<Composed> {
  const outcome = await composeSceneWithMe(deps, { userId: input.userId, compose: { ...input.compose, subjects: input.sceneSubjects } });
  if (outcome.kind === 'scene') return outcome.composed;
  if (outcome.reason !== 'engine_failed') return deps.engine.compose(input.compose);
  deps.log?.warn({ engine: deps.engine.id, code: outcome.error?.code, err: outcome.error?.message }, 'hosted « Moi » scene failed; composed offline');
  return localEngine.compose(input.compose);
}
