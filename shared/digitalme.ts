// DigitalMe: why a photo of the set is refused, what expression it shows, and how many photos a set
// needs. Shared so the server's checks and the client's per-photo reasons speak the same codes.

/** A set is accepted from this many valid photos (15 by default, a setting), and holds at most MAX. */
export const DIGITALME_MIN_PHOTOS = 15;
export const DIGITALME_MAX_PHOTOS = 20;

/** One code per refusal reason, in the order the checks run: the first that fails is the one shown. */
export const DIGITALME_REFUSALS = [
  'not_image',
  'too_small',
  'no_face',
  'several_faces',
  'face_too_small',
  // Light first: a dark photo is also noisy and flat, and its real fault is the light, not the focus.
  'too_dark',
  'overexposed',
  'blurry',
  'turned',
  'eyes_hidden',
  'duplicate',
  'other_person',
] as const;
export type DigitalMeRefusal = (typeof DIGITALME_REFUSALS)[number];

/** The sentence shown next to a refused photo's thumbnail. Typed by code: a new code does not compile untranslated. */
export const DIGITALME_REFUSAL_TEXT: Record<DigitalMeRefusal, string> = {
  not_image: 'Ce fichier n’est pas une photo que nous savons lire (JPEG, PNG, WebP ou AVIF).',
  too_small: 'Photo trop petite : il faut au moins 512 pixels sur le petit côté.',
  no_face: 'Aucun visage trouvé sur cette photo.',
  several_faces: 'Plusieurs visages sur cette photo : il n’en faut qu’un, le vôtre.',
  face_too_small: 'Votre visage est trop petit sur cette photo (moins de 150 pixels de large) : rapprochez-vous.',
  turned: 'Visage trop tourné ou trop penché : regardez davantage vers l’objectif.',
  eyes_hidden: 'Vos yeux sont cachés ou fermés (lunettes de soleil, main, cheveux) : ils doivent être visibles.',
  blurry: 'Photo floue : tenez l’appareil immobile et faites la mise au point sur votre visage.',
  too_dark: 'Photo trop sombre ou visage à contre-jour : placez-vous face à la lumière.',
  overexposed: 'Photo surexposée : le visage est brûlé par la lumière. Évitez le soleil direct ou le flash de près.',
  duplicate: 'Cette photo est presque identique à une autre de la série : variez l’angle ou l’expression.',
  other_person: 'Cette photo ne semble pas montrer la même personne que le reste de la série.',
};

/**
 * Expressions the set is sorted by, read from the face mesh's geometry (server/vision/face-expression.ts);
 * the brief asks for them by these words (content, surpris, choqué, sérieux, triste, neutre). Anger is
 * not among them: the mesh tells a frown (serious) but not anger from it, and a brief asking for it
 * gets the serious face.
 */
export const DIGITALME_EXPRESSIONS = ['smiling', 'surprised', 'serious', 'shocked', 'sad', 'neutral'] as const;
export type DigitalMeExpression = (typeof DIGITALME_EXPRESSIONS)[number];

export const DIGITALME_EXPRESSION_TEXT: Record<DigitalMeExpression, string> = {
  smiling: 'souriant',
  surprised: 'surpris',
  serious: 'sérieux',
  shocked: 'choqué',
  sad: 'triste',
  neutral: 'neutre',
};

/** « 12/15 photos valides »: the count the set's page keeps visible. */
export function validPhotosLabel(valid: number, min = DIGITALME_MIN_PHOTOS): string {
  const plural = valid > 1 ? 's' : '';
  return `${valid}/${min} photo${plural} valide${plural}`;
}

/**
 * The consent text ticked before the first photo, and its version (stored with the date of the tick).
 * A change of wording is a new version: people who ticked an older one are asked again.
 */
export const DIGITALME_CONSENT_VERSION = '2026-11-23';
export const DIGITALME_CONSENT_TEXT =
  'J’accepte que MiniaLab analyse mes photos pour créer mon DigitalMe : mon visage y est mesuré (données biométriques) pour vérifier les photos, me reconnaître et me placer dans mes miniatures. Mes photos restent privées, ne servent à entraîner aucun modèle, et je peux les supprimer à tout moment : elles sont alors effacées aussitôt.';
