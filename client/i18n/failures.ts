import { formatCredits } from '../../shared/credits';
import type { Failure, FailureCode } from '../../shared/failures';

const back = (f: Failure) => (f.refunded ? `Vos ${formatCredits(f.refunded)} ont été rendus.` : 'Vos crédits ont été rendus.');
const swapped = (why: string) => `${why} Vos crédits ont été rendus.`;

/** One French sentence per failure code: a code added to shared/failures.ts does not compile until it is here. */
export const FAILURE_MESSAGES: Record<FailureCode, (f: Failure) => string> = {
  GENERATION_QUEUED: (f) => `La génération n’a pas pu démarrer. ${back(f)}`,
  GENERATION_COMPOSING: (f) => `La composition de la miniature a échoué. ${back(f)}`,
  GENERATION_CUTTING: (f) => `Le détourage de vos images a échoué. ${back(f)}`,
  GENERATION_RENDERING: (f) => `Le rendu de l’image a échoué. ${back(f)}`,
  ENGINE_TIMEOUT: () => 'Le moteur d’images n’a pas répondu à temps. Vos crédits ont été rendus.',
  ENGINE_UNAVAILABLE: () => 'Le moteur d’images est indisponible pour le moment. Vos crédits ont été rendus.',
  ENGINE_REFUSED: () => 'Le moteur d’images a refusé cette description. Reformulez-la. Vos crédits ont été rendus.',
  ENGINE_AUTH: () => 'Le moteur d’images est mal configuré. Vos crédits ont été rendus.',
  ENGINE_BAD_REQUEST: () => 'Le moteur d’images n’a pas accepté cette demande. Vos crédits ont été rendus.',
  ENGINE_BAD_RESPONSE: () => 'Le moteur d’images a renvoyé une image illisible. Vos crédits ont été rendus.',
  MODIFICATION_FAILED: () => 'La modification n’a pas pu être appliquée. Vos crédits ont été rendus.',
  AI_EDIT_REFUSED: () => 'Le moteur IA a refusé cette modification. Vos crédits ont été rendus.',
  AI_EDIT_UNAVAILABLE: () => 'Le moteur IA ne répond pas pour le moment. Réessayez plus tard : vos crédits ont été rendus.',
  AI_EDIT_FAILED: () => 'La modification de la photo n’a pas pu être faite. Vos crédits ont été rendus.',
  FACESWAP_FAILED: () => swapped('Le Face Swap n’a pas pu être fait.'),
  FACESWAP_UNREADABLE_TARGET: () => swapped('Cette image ne peut pas être lue : essayez une autre miniature.'),
  FACESWAP_NO_FACE_IN_TARGET: () => swapped('Aucun visage n’a été trouvé sur cette miniature : Face Swap a besoin d’un visage photographié.'),
  FACESWAP_SEVERAL_FACES: () => swapped('Cette miniature contient plusieurs visages : choisissez celui à remplacer.'),
  FACESWAP_FACE_NOT_FOUND: () => swapped('Le visage choisi n’a pas été retrouvé sur cette miniature : choisissez-le à nouveau.'),
  FACESWAP_PROFILE_TOO_STEEP: () => swapped('Ce visage est trop tourné (de profil) pour être remplacé proprement : choisissez une image où il regarde davantage vers l’objectif.'),
  FACESWAP_NO_USABLE_SOURCE: () => swapped('Aucune photo de votre DigitalMe ne convient : il faut au moins une photo avec un visage net, assez de face.'),
  FACESWAP_POOR_RESULT: () =>
    swapped('Le visage échangé ne se fondait pas assez bien dans cette image (teinte de peau, raccord ou cou) : nous ne vous l’avons pas livré. Essayez une image où le visage et le cou sont bien visibles et éclairés comme sur vos photos, ou ajoutez à votre DigitalMe une photo prise sous une lumière proche de celle de l’image.'),
  COPY_FAILED: () => 'La copie n’a pas pu être dessinée. Aucun crédit n’a été utilisé : supprimez-la et réessayez.',
  IMPROVE_FAILED: () => 'Impossible d’appliquer les améliorations. La miniature précédente est conservée.',
  FAILED: () => 'La génération a échoué. Vos crédits ont été rendus.',
};

/** The French sentence of a stored failure. */
export function failureMessage(failure: Failure): string {
  return FAILURE_MESSAGES[failure.code](failure);
}
