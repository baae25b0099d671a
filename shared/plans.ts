import { xof, type Xof } from './money';

/** The one plan catalogue (DECISIONS.md « Plans »). Landing, /tarifs, checkout, invoices and gates all read it. */
export type PlanId = 'STARTER' | 'PREMIUM' | 'MASTER';
export type Feature =
  | 'generation'
  | 'modification'
  | 'mgx3'
  | 'export_hd'
  | 'faceswap'
  | 'digitalme'
  | 'export_4k'
  | 'early_access'
  | 'team'
  | 'priority_support'
  | 'training_opt_out';

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

export const FEATURE_LABELS: Record<Feature, string> = {
  generation: 'Génération (titre, prompt, image)',
  modification: 'Modification par description',
  mgx3: 'Modèle MGX3',
  export_hd: 'Export HD 1280×720',
  faceswap: 'FaceSwap',
  digitalme: 'DigitalMe',
  export_4k: 'Export 4K',
  early_access: 'Accès anticipé aux nouveautés',
  team: 'Comptes équipe (jusqu’à 4 membres)',
  priority_support: 'Support prioritaire',
  training_opt_out: 'Refus de réutilisation de vos contenus',
};

const STARTER_FEATURES = ['generation', 'modification', 'mgx3', 'export_hd'] as const;
const PREMIUM_FEATURES = [...STARTER_FEATURES, 'faceswap', 'digitalme', 'export_4k'] as const;
const MASTER_FEATURES = [...PREMIUM_FEATURES, 'early_access', 'team', 'priority_support', 'training_opt_out'] as const;

export const PLANS: readonly Plan[] = [
  { id: 'STARTER', name: 'Starter', priceXof: xof(9840), thumbnailsPerMonth: 20, creditsPerMonth: 200, highlighted: false, badge: null, features: STARTER_FEATURES },
  { id: 'PREMIUM', name: 'Premium', priceXof: xof(19680), thumbnailsPerMonth: 100, creditsPerMonth: 1000, highlighted: true, badge: 'Recommandé', features: PREMIUM_FEATURES },
  { id: 'MASTER', name: 'Master', priceXof: xof(45920), thumbnailsPerMonth: 350, creditsPerMonth: 3500, highlighted: false, badge: null, features: MASTER_FEATURES },
];

export const ALL_FEATURES: readonly Feature[] = MASTER_FEATURES;

/** DECISIONS.md « Credits »: packs buyable at any time from the studio, prices tax included. */
export type PackId = 'PACK_100' | 'PACK_300' | 'PACK_1000';
export interface CreditPack {
  id: PackId;
  credits: number;
  priceXof: Xof;
}
export const PACKS: readonly CreditPack[] = [
  { id: 'PACK_100', credits: 100, priceXof: xof(5900) },
  { id: 'PACK_300', credits: 300, priceXof: xof(15900) },
  { id: 'PACK_1000', credits: 1000, priceXof: xof(45900) },
];

/** Prices include Senegal VAT 18 %: HT = round(TTC / 1.18), TVA = TTC − HT, in whole francs. */
export const VAT_RATE = 0.18;
export function splitVat(ttc: Xof): { ht: Xof; tva: Xof } {
  const ht = xof(Math.round(ttc / (1 + VAT_RATE)));
  return { ht, tva: xof(ttc - ht) };
}

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
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

/** The invoice and checkout line of a product, in French. */
export function productLabel(id: string): string {
  const product = findProduct(id);
  if (!product) return id;
  return product.kind === 'plan'
    ? `Forfait ${product.plan.name} — ${PLAN_PERIOD_DAYS} jours`
    : `Pack de ${new Intl.NumberFormat('fr-FR').format(product.pack.credits)} crédits`;
}

export function productPrice(id: string): Xof | undefined {
  const product = findProduct(id);
  return product ? (product.kind === 'plan' ? product.plan.priceXof : product.pack.priceXof) : undefined;
}
