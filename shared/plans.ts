import { FEATURE_LABELS, isAvailable, type Feature } from './features';
import { xof, type Xof } from './money';

/** The one plan catalogue (DECISIONS.md « Plans »). Landing, /tarifs, checkout, invoices and gates all read it. */
export type PlanId = 'STARTER' | 'PREMIUM' | 'MASTER';
export type { Feature };
export { FEATURE_LABELS };

export interface Plan {
  id: PlanId;
  name: string;
  priceXof: Xof;
  thumbnailsPerMonth: number;
  creditsPerMonth: number;
  highlighted: boolean;
  badge: string | null;
  features: readonly Feature[];
}

const STARTER_FEATURES = ['generation', 'image_upload', 'headline_edit', 'modification', 'mgx3', 'logo', 'score', 'export_hd'] as const;
const PREMIUM_FEATURES = [...STARTER_FEATURES, 'faceswap', 'digitalme', 'export_4k'] as const;
const MASTER_FEATURES = [...PREMIUM_FEATURES, 'early_access', 'team', 'priority_support', 'training_opt_out'] as const;

export const PLANS: readonly Plan[] = [
  { id: 'STARTER', name: 'Starter', priceXof: xof(9840), thumbnailsPerMonth: 20, creditsPerMonth: 200, highlighted: false, badge: null, features: STARTER_FEATURES },
  { id: 'PREMIUM', name: 'Premium', priceXof: xof(19680), thumbnailsPerMonth: 100, creditsPerMonth: 1000, highlighted: true, badge: 'Recommandé', features: PREMIUM_FEATURES },
  { id: 'MASTER', name: 'Master', priceXof: xof(45920), thumbnailsPerMonth: 350, creditsPerMonth: 3500, highlighted: false, badge: null, features: MASTER_FEATURES },
];

export const ALL_FEATURES: readonly Feature[] = MASTER_FEATURES;

/**
 * DECISIONS.md « Credits »: packs buyable at any time from the studio, prices tax included. A pack
 * always costs more per credit than every plan, and less than any plan that gives more credits.
 */
export type PackId = 'PACK_100' | 'PACK_200' | 'PACK_300';
export interface CreditPack {
  id: PackId;
  credits: number;
  priceXof: Xof;
}
export const PACKS: readonly CreditPack[] = [
  { id: 'PACK_100', credits: 100, priceXof: xof(5900) },
  { id: 'PACK_200', credits: 200, priceXof: xof(10900) },
  { id: 'PACK_300', credits: 300, priceXof: xof(14900) },
];

/**
 * Packs no longer sold (not in checkout's choices). An order made before they were retired can still
 * be paid, granted and shown: its amount is on the order row, its credits here. PACK_300 was sold at
 * 15 900 F before it became 14 900 F: same id, same credits, the order keeps the price it was sold at.
 */
const RETIRED_PACKS: ReadonlyArray<{ id: string; credits: number }> = [{ id: 'PACK_1000', credits: 1000 }];

/** Prices include Senegal VAT 18 %: HT = round(TTC / 1.18), TVA = TTC − HT, in whole francs. */
export const VAT_RATE = 0.18;
export function splitVat(ttc: Xof): { ht: Xof; tva: Xof } {
  const ht = xof(Math.round(ttc / (1 + VAT_RATE)));
  return { ht, tva: xof(ttc - ht) };
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}

/** What a plan gives today, and what it will give once built (the checkout's summary). */
export function planToday(plan: Plan): { now: Feature[]; soon: Feature[] } {
  return { now: plan.features.filter(isAvailable), soon: plan.features.filter((f) => !isAvailable(f)) };
}

/** Features a plan lacks, for the greyed lines of the landing cards. */
export function missingFeatures(plan: Plan): Feature[] {
  return ALL_FEATURES.filter((feature) => !plan.features.includes(feature));
}

/** A plan is a 30-day paid period (mobile money cannot be debited automatically). */
export const PLAN_PERIOD_DAYS = 30;
/** Pack credits of a user without a plan stay valid this long. */
export const PACK_VALID_DAYS_WITHOUT_PLAN = 30;
/** The renewal reminder goes out this many days before the paid time ends. */
export const RENEWAL_REMINDER_DAYS = 3;

export function findPack(id: string): CreditPack | undefined {
  return PACKS.find((pack) => pack.id === id);
}

/** The credits an order of this pack grants, retired packs included (an old order may be paid late). */
export function packCredits(id: string): number | undefined {
  return (findPack(id) ?? RETIRED_PACKS.find((pack) => pack.id === id))?.credits;
}

/** Higher is more: an upgrade starts at once, a downgrade waits for the renewal. */
export function planRank(id: PlanId): number {
  return PLANS.findIndex((plan) => plan.id === id);
}

/** The cheapest plan that includes a feature, for « réservé au forfait … » messages. */
export function planUnlocking(feature: Feature): Plan {
  const plan = PLANS.find((p) => p.features.includes(feature));
  if (!plan) throw new Error(`no plan includes ${feature}`);
  return plan;
}

export function planHas(planId: PlanId | null, feature: Feature): boolean {
  return planId !== null && (findPlan(planId)?.features.includes(feature) ?? false);
}

export type Product = { kind: 'plan'; plan: Plan } | { kind: 'pack'; pack: CreditPack };

export function findProduct(id: string): Product | undefined {
  const plan = findPlan(id);
  if (plan) return { kind: 'plan', plan };
  const pack = findPack(id);
  return pack ? { kind: 'pack', pack } : undefined;
}

/** The invoice and checkout line of a product, in French; retired packs keep their name. */
export function productLabel(id: string): string {
  const plan = findPlan(id);
  if (plan) return `Forfait ${plan.name} — ${PLAN_PERIOD_DAYS} jours`;
  const credits = packCredits(id);
  return credits === undefined ? id : `Pack de ${new Intl.NumberFormat('fr-FR').format(credits)} crédits`;
}

export function productPrice(id: string): Xof | undefined {
  const product = findProduct(id);
  return product ? (product.kind === 'plan' ? product.plan.priceXof : product.pack.priceXof) : undefined;
}
