import { layoutDesign, type LayoutInput } from '../../shared/engine/layout/layout';
import { headlineOf, type Design, type StyleId } from '../../shared/engine/model/design';
import { visibleInk, type LayerSight } from '../../shared/engine/quality/visible-ink';
import type { BriefChipsReading } from '../../shared/schemas/brief-chips';
import type { SkinTone } from '../../shared/schemas/studio';
import { makeWayOnServer, serverMeasurer } from '../engine/index';
import { serverSurface } from '../engine/canvas';
import { pictoImages } from '../engine/pictos';
import { pictogramSvg } from '../pictograms/library';
import { checkBrief } from './brief-check';
import { planComposition, readBriefFor, type ComposePlan } from './compose-plan';

/**
 * The seed of the dry run. A generation draws its own seed, which may pick another composition
 * where the brief asks none; what a brief asks (a side, a layout, « gros texte ») is forced by its
 * hints whatever the seed, so the chips hold for every seed on what they name.
 */
export const DRY_RUN_SEED = 1;

export interface BriefDrawing {
  plan: ComposePlan;
  /** The design as the generation saves it: laid out, then through the layout pass. */
  design: Design;
  sights: Map<string, LayerSight>;
  /** The headline's size without « gros texte » (only when the brief asks for it). */
  plainHeadlineSize?: number;
}

/** What a generation would draw for this title, brief and style (no engine picture, no brand, no « Moi »). */
export async function drawBrief(args: { title: string; prompt: string; style: StyleId; skinTone: SkinTone; seed?: number }): Promise<BriefDrawing> {
  const plan = planComposition({ title: args.title, prompt: args.prompt, skinTone: args.skinTone });
  const hints = plan.hints;
  const input: LayoutInput = { title: plan.headline, prompt: args.prompt, style: args.style, seed: args.seed ?? DRY_RUN_SEED, subjects: plan.subjects, hints, reaction: plan.reaction, tag: plan.tag, topic: plan.topic };
  const m = serverMeasurer();
  const laid = layoutDesign(m, input);
  const images = await pictoImages(laid, pictogramSvg);
  const design = makeWayOnServer(laid, images);
  const sights = visibleInk(design, { createSurface: serverSurface, images });
  const plainHeadlineSize = hints.bigText ? headlineOf(layoutDesign(m, { ...input, hints: { ...hints, bigText: false } }))?.size : undefined;
  return { plan, design, sights, ...(plainHeadlineSize !== undefined ? { plainHeadlineSize } : {}) };
}

/**
 * The studio's chips for a brief, before the click: the plan and the layout run as the generation
 * runs them, and each chip is « Compris » only when that design shows it (brief-check.ts).
 */
export async function briefChips(args: { title: string; prompt: string; style: StyleId; skinTone: SkinTone }): Promise<Required<BriefChipsReading>> {
  let drawn: BriefDrawing;
  try {
    drawn = await drawBrief(args);
  } catch {
    // A title the engine cannot lay out is refused by the generation too, which says why: the chips say what was read, unjudged.
    const reading = readBriefFor(args.prompt, args.skinTone);
    return { understood: reading.understood, notDrawn: [], ignored: reading.ignored };
  }
  return chipsOf(drawn);
}

/** The chips a drawing earns. */
export function chipsOf(drawn: BriefDrawing): Required<BriefChipsReading> {
  const { plan } = drawn;
  const check = checkBrief({ reading: plan.reading, headline: plan.headline, proposals: plan.proposals, design: drawn.design, sights: drawn.sights, ...(drawn.plainHeadlineSize !== undefined ? { plainHeadlineSize: drawn.plainHeadlineSize } : {}) });
  return { understood: check.understood, notDrawn: check.notDrawn, ignored: plan.reading.ignored };
}
