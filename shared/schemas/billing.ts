import { z } from 'zod';
import { PLANS, type PlanId } from '../plans';

const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

/** SPEC.md §3 « Checkout request »: the plan is the only choice; amounts always come from the catalogue. */
export const CheckoutInput = z.object({
  planId: z.enum(PLAN_IDS, { error: 'Forfait inconnu. Choisissez un forfait de la liste.' }),
  successUrl: z.url({ error: 'Adresse de retour invalide.' }).max(2000),
  cancelUrl: z.url({ error: 'Adresse de retour invalide.' }).max(2000),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;
