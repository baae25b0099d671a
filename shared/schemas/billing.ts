import { z } from 'zod';
import './zod-fr';
import { PACKS, PLANS, type PackId, type PlanId } from '../plans';

const PRODUCT_IDS = [...PLANS.map((p) => p.id), ...PACKS.map((p) => p.id)] as [PlanId | PackId, ...Array<PlanId | PackId>];
const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

/**
 * SPEC.md §3 « Checkout request »: the plan (or a credit pack) is the only choice; amounts always come
 * from the catalogue. The return addresses must be our own pages (checked on the server).
 */
export const CheckoutInput = z.object({
  planId: z.enum(PRODUCT_IDS, { error: 'Forfait inconnu. Choisissez un forfait de la liste.' }),
  successUrl: z.url({ protocol: /^https?$/, error: 'Adresse de retour invalide.' }).max(2000),
  cancelUrl: z.url({ protocol: /^https?$/, error: 'Adresse de retour invalide.' }).max(2000),
});
export type CheckoutInput = z.infer<typeof CheckoutInput>;

export const OrderId = z.uuid({ error: 'Commande introuvable.' });

/** What a customer reads and quotes for an order (invoice, support): « CMD- » and the id's first 8 characters. */
export function orderReference(orderId: string): string {
  return `CMD-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export const NextPlanInput = z.object({ planId: z.enum(PLAN_IDS).nullable() });
export const RemindersInput = z.object({ on: z.boolean() });

export const SANDBOX_OUTCOMES = ['paid', 'cancelled', 'failed'] as const;
export const SandboxId = z.string().regex(/^sbx_[A-Za-z0-9_-]{16,36}$/, { error: 'Paiement de test introuvable.' });
export const SandboxCompleteInput = z.object({ id: SandboxId, outcome: z.enum(SANDBOX_OUTCOMES) });
