/**
 * MGX3 as the worker runs it, without the database: the title and brief read (compose-plan.ts),
 * laid out, and drawn with its pictograms. For the contact sheets and the variety figures.
 */
import type { LoadedImage } from '../../shared/engine/render/canvas';
import type { Design, StyleId } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { rasterize, serverMeasurer } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { planComposition } from '../../server/studio/compose-plan';

export function designFor(title: string, style: StyleId, seed: number, prompt = ''): Design {
  const plan = planComposition({ title, prompt });
  return layoutDesign(serverMeasurer(), { title: plan.headline, prompt, style, seed, subjects: plan.subjects, hints: plan.hints, reaction: plan.reaction, tag: plan.tag });
}

export async function drawDesign(design: Design, scale: number, extra: ReadonlyMap<string, LoadedImage> = new Map()): Promise<{ rgba: Buffer; width: number; height: number }> {
  const images = new Map([...extra, ...(await pictoImages(design, pictogramSvg, scale))]);
  return rasterize(design, images, scale);
}
