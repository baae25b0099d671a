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
