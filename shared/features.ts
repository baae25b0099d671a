/**
 * Everything the site sells, and whether the product does it today (DECISIONS.md « Honesty of the
 * pages »). A feature that is not `available` is marked « Bientôt disponible » wherever it is sold:
 * plan cards, /tarifs, the landing showcase, the FAQ and the checkout's summary. The issue that
 * builds a feature flips its `available` to true, and every mark goes at once.
 */
export type Feature =
  | 'generation'
  | 'image_upload'
  | 'headline_edit'
  | 'modification'
  | 'mgx3'
  | 'logo'
  | 'score'
  | 'export_hd'
  | 'faceswap'
  | 'digitalme'
  | 'export_4k'
  | 'early_access'
  | 'team'
  | 'priority_support'
  | 'training_opt_out';

export interface FeatureInfo {
  /** How a plan card names it. */
  label: string;
  available: boolean;
}

export const FEATURE_STATUS: Record<Feature, FeatureInfo> = {
  generation: { label: 'Génération par titre ou par prompt', available: true },
  // Up to 3 of the user's images in a Gaming design: people cut out, a screenshot or landscape as the background.
  image_upload: { label: 'Ajout image (style Gaming)', available: true },
  headline_edit: { label: 'Retouche du titre : texte, couleurs, position', available: true },
  // « Décrire une modification » reads a French sentence into edit operations; clothes and objects in a photo need a hosted engine (the landing promises them only then).
  modification: { label: 'Modification par description', available: true },
  mgx3: { label: 'Modèle MGX3 : six styles, calques modifiables', available: true },
  // « Ma marque »: logo, colours, font and channel name in every new design.
  logo: { label: 'Votre logo dans les miniatures', available: true },
  score: { label: 'Score de lisibilité et « Améliorer »', available: true },
  export_hd: { label: 'Export HD 1280×720, 9:16 et 1:1', available: true },
  // Your DigitalMe face in place of a photographed one (a Gaming upload, an AI picture): 10 credits, refunded on failure.
  faceswap: { label: 'FaceSwap', available: true },
  // 15 to 20 photos checked one by one, then « Moi » in every style (server/digitalme).
  digitalme: { label: 'DigitalMe', available: true },
  export_4k: { label: 'Export 4K', available: true },
  // New features reserved to Master until their public date (shared/early-access.ts).
  early_access: { label: 'Accès anticipé aux nouveautés', available: true },
  // Invitations by e-mail, the owner's features, own credits first then the team's (server/teams).
  team: { label: 'Comptes équipe (jusqu’à 4 membres)', available: true },
  priority_support: { label: 'Support prioritaire', available: true },
  // Master: « Refuser la réutilisation » in Mon espace, asked by any future reuse first (server/privacy/reuse.ts).
  training_opt_out: { label: 'Refus de réutilisation de vos contenus', available: true },
};

export const COMING_SOON = 'Bientôt disponible';

export function isAvailable(feature: Feature): boolean {
  return FEATURE_STATUS[feature].available;
}

/** Plan card labels, for code that only needs the words. */
export const FEATURE_LABELS: Record<Feature, string> = Object.fromEntries(
  Object.entries(FEATURE_STATUS).map(([feature, info]) => [feature, info.label]),
) as Record<Feature, string>;
