import { CREDIT_COSTS } from '../../shared/credits';

/** French words of AI photo edits (« Modification » by description, hosted engine only). */
export const frAiEdit = {
  /** The landing's « Modification » option: clothes and objects only with a hosted engine. */
  modificationWithAi: `Décrivez le changement : texte, couleurs, et même les vêtements ou un objet de la photo. La miniature est modifiée sans repartir de zéro, pour ${CREDIT_COSTS.modification} crédits seulement.`,
  modificationWithoutAi: `Décrivez le changement : texte, couleurs, tailles, positions. La miniature est modifiée sans repartir de zéro, pour ${CREDIT_COSTS.modification} crédits seulement.`,
  faqQuestion: 'Puis-je changer les vêtements ou un objet sur la photo ?',
  faqBefore: 'Oui, avec une ',
  faqFeature: 'modification par description',
  faqAfter: ` (« mets-lui une chemise rouge ») : le moteur IA retouche seulement la photo, jamais le texte, pour ${CREDIT_COSTS.modification} crédits, rendus s’il refuse la demande.`,
} as const;
