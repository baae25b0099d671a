import { CREDIT_COSTS } from '../../shared/credits';

/** « Décrire une modification » in the studio (client/pages/studio/InstructionBox.tsx). */
export const frInstruction = {
  title: 'Décrire une modification',
  label: 'Décrire une modification',
  placeholder: 'Mets le titre en jaune et change le fond en bleu nuit',
  hint: 'Écrivez comme vous parlez : couleurs, textes, tailles, places, flèches, cercles, style. L’aperçu est gratuit.',
  reading: 'Lecture…',
  understood: 'Compris',
  ignored: 'Ignoré',
  nothing: 'Rien à changer pour l’instant : essayez « titre plus grand » ou « fond rouge ».',
  apply: `Appliquer (${CREDIT_COSTS.modification} crédits)`,
  applying: 'Application…',
  applied: 'Modification appliquée : la miniature se met à jour.',
  cancel: 'Effacer',
  pixelsTitle: 'Changements de la photo',
  needsAi: 'Cette modification demande le moteur IA',
  needsAiHint: 'Le moteur IA n’est pas disponible ici : ces changements ne sont ni appliqués ni facturés.',
  aiLater: 'avec le moteur IA, par « Modifier la photo »',
  applyPicture: `Modifier la photo (${CREDIT_COSTS.modification} crédits)`,
  short: `Il vous faut ${CREDIT_COSTS.modification} crédits pour appliquer cette modification.`,
  previewing: 'Aperçu de la modification (non enregistrée)',
};
