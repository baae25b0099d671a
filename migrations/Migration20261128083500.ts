import { Migration } from '@mikro-orm/migrations';

// Thumbnails stored why they failed as a French sentence; they now store a code from
// shared/failures.ts (with the credits given back after a `:`), said in French by the client.
// The sentences are written here as the code produced them on this day, so this file does not
// change when the client's wording does.

const BACK = ' Vos crédits ont été rendus.';

/** Every fixed sentence the code could store, with its code. */
export const SENTENCES: Array<[code: string, sentence: string]> = [
  ['GENERATION_QUEUED', `La génération n’a pas pu démarrer.${BACK}`],
  ['GENERATION_COMPOSING', `La composition de la miniature a échoué.${BACK}`],
  ['GENERATION_CUTTING', `Le détourage de vos images a échoué.${BACK}`],
  ['GENERATION_RENDERING', `Le rendu de l’image a échoué.${BACK}`],
  ['FAILED', `La génération a échoué.${BACK}`],
  ['ENGINE_TIMEOUT', `Le moteur d’images n’a pas répondu à temps.${BACK}`],
  ['ENGINE_UNAVAILABLE', `Le moteur d’images est indisponible pour le moment.${BACK}`],
  ['ENGINE_REFUSED', `Le moteur d’images a refusé cette description. Reformulez-la.${BACK}`],
  ['ENGINE_AUTH', `Le moteur d’images est mal configuré.${BACK}`],
  ['ENGINE_BAD_REQUEST', `Le moteur d’images n’a pas accepté cette demande.${BACK}`],
  ['ENGINE_BAD_RESPONSE', `Le moteur d’images a renvoyé une image illisible.${BACK}`],
  ['MODIFICATION_FAILED', `La modification n’a pas pu être appliquée.${BACK}`],
  ['AI_EDIT_REFUSED', `Le moteur IA a refusé cette modification.${BACK}`],
  ['AI_EDIT_UNAVAILABLE', 'Le moteur IA ne répond pas pour le moment. Réessayez plus tard : vos crédits ont été rendus.'],
  ['AI_EDIT_FAILED', `La modification de la photo n’a pas pu être faite.${BACK}`],
  ['FACESWAP_FAILED', `Le Face Swap n’a pas pu être fait.${BACK}`],
  ['FACESWAP_UNREADABLE_TARGET', `Cette image ne peut pas être lue : essayez une autre miniature.${BACK}`],
  ['FACESWAP_NO_FACE_IN_TARGET', `Aucun visage n’a été trouvé sur cette miniature : Face Swap a besoin d’un visage photographié.${BACK}`],
  ['FACESWAP_SEVERAL_FACES', `Cette miniature contient plusieurs visages : choisissez celui à remplacer.${BACK}`],
  ['FACESWAP_FACE_NOT_FOUND', `Le visage choisi n’a pas été retrouvé sur cette miniature : choisissez-le à nouveau.${BACK}`],
  ['FACESWAP_PROFILE_TOO_STEEP', `Ce visage est trop tourné (de profil) pour être remplacé proprement : choisissez une image où il regarde davantage vers l’objectif.${BACK}`],
  ['FACESWAP_NO_USABLE_SOURCE', `Aucune photo de votre DigitalMe ne convient : il faut au moins une photo avec un visage net, assez de face.${BACK}`],
  ['COPY_FAILED', 'La copie n’a pas pu être dessinée. Aucun crédit n’a été utilisé : supprimez-la et réessayez.'],
  ['IMPROVE_FAILED', 'Impossible d’appliquer les améliorations. La miniature précédente est conservée.'],
];

/** A generation's stage sentences also said how many credits came back (« Vos 10 crédits ont été rendus. »). */
const COUNTED: Array<[code: string, start: string]> = [
  ['GENERATION_QUEUED', 'La génération n’a pas pu démarrer.'],
  ['GENERATION_COMPOSING', 'La composition de la miniature a échoué.'],
  ['GENERATION_CUTTING', 'Le détourage de vos images a échoué.'],
  ['GENERATION_RENDERING', 'Le rendu de l’image a échoué.'],
];

const STORED_CODE = '^[A-Z_]+(:[0-9]+)?$';

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const pattern = (value: string) => value.replace(/[.()?*+[\]{}^$|\\]/g, '\\$&');

export class Migration20261128083500 extends Migration {

  override name = 'Migration20261128083500';

  override up(): void | Promise<void> {
    for (const [code, sentence] of SENTENCES) {
      this.addSql(`update "thumbnails" set "error" = ${text(code)} where "error" = ${text(sentence)};`);
    }
    for (const [code, start] of COUNTED) {
      const counted = `^${pattern(start)} Vos ([0-9]+) crédits? ont été rendus\\.$`;
      this.addSql(`update "thumbnails" set "error" = ${text(`${code}:`)} || substring("error" from ${text(counted)}) where "error" ~ ${text(counted)};`);
    }
    // Anything else (a sentence no version wrote, a technical word) reads as the generic failure.
    this.addSql(`update "thumbnails" set "error" = 'FAILED' where "error" is not null and "error" !~ ${text(STORED_CODE)};`);
  }

  override down(): void | Promise<void> {
    for (const [code, start] of COUNTED) {
      const counted = `^${code}:([0-9]+)$`;
      this.addSql(`update "thumbnails" set "error" = ${text(`${start} Vos `)} || substring("error" from ${text(counted)}) || ${text(' crédits ont été rendus.')} where "error" ~ ${text(counted)};`);
    }
    for (const [code, sentence] of SENTENCES) {
      this.addSql(`update "thumbnails" set "error" = ${text(sentence)} where "error" = ${text(code)};`);
    }
  }

}
