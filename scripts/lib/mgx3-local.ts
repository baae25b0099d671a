/**
 * MGX3 as the worker runs it, without the database: the title and brief read (compose-plan.ts),
 * laid out, and drawn with its pictograms. For the contact sheets, the variety figures and the headline OCR.
 */
import type { LoadedImage } from '../../shared/engine/render/canvas';
import type { Design, StyleId } from '../../shared/engine/model/design';
import type { TopicId } from '../../shared/engine/model/topics';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { encodeJpeg, makeWayOnServer, rasterize, serverMeasurer } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { planComposition } from '../../server/studio/compose-plan';

/** The design as laid out, before the layout pass (the pass is what `madeDesign` adds). */
export function designFor(title: string, style: StyleId, seed: number, prompt = '', topic?: TopicId): Design {
  const plan = planComposition({ title, prompt });
  return layoutDesign(serverMeasurer(), { title: plan.headline, prompt, style, seed, subjects: plan.subjects, hints: plan.hints, reaction: plan.reaction, tag: plan.tag, topic: topic ?? plan.topic });
}

/** The design as the worker saves it: laid out, then through the layout pass. */
export async function madeDesign(title: string, style: StyleId, seed: number, prompt = ''): Promise<Design> {
  const design = designFor(title, style, seed, prompt);
  return makeWayOnServer(design, await pictoImages(design, pictogramSvg));
}

export async function drawDesign(design: Design, scale: number, extra: ReadonlyMap<string, LoadedImage> = new Map()): Promise<{ rgba: Buffer; width: number; height: number }> {
  const images = new Map([...extra, ...(await pictoImages(design, pictogramSvg, scale))]);
  return rasterize(design, images, scale);
}

/** The 1280×720 file the export job writes for a design (render-file.ts): drawn at scale 1, encoded as the JPEG YouTube receives. */
export async function productJpeg(design: Design): Promise<Buffer> {
  const r = await drawDesign(design, 1);
  return (await encodeJpeg(r.rgba, r.width, r.height)).jpeg;
}
