import type { LayoutInput } from '../../shared/engine/layout/layout';
import type { ComposePlan } from './compose-plan';

/**
 * The layout hints of a plan, with the brief's « gros texte » (the words drawn bigger): the
 * generation and the chips' dry run lay out with the same hints, so a chip never promises what the
 * click does not draw.
 */
export function planHints(plan: ComposePlan): NonNullable<LayoutInput['hints']> {
  return { ...plan.hints, bigText: plan.reading.layout.bigText };
}
