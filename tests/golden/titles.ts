/**
 * Real French video titles of the kind our creators write (accents, numbers with units, elisions,
 * French punctuation), shared by the headline-size test and the contact sheet (scripts/contact-sheet.ts).
 */

/** 1 to 6 words: every style must draw these with capitals of at least 6 px at 168×94. */
export const SHORT_TITLES = [
  'Ça',
  'Été',
  'Dakar',
  'Mon premier million',
  'Été à Dakar',
  'Où dormir à Bamako ?',
  'Le derby de Dakar',
  'Mon premier vlog à Bamako',
  'J’ai testé le thiéboudienne',
  'Gagner 5 000 F CFA en 24 h',
  'Le meilleur attiéké de Treichville',
  'Les 5 secrets de l’été',
  'Réussir son bac en 2025',
  'Ma routine beauté cheveux crépus',
  'Pourquoi Abidjan explose sur YouTube',
  'Les 10 meilleures astuces pour réussir',
  'FIFA 25 : le défi ultime',
  'Enfin la vérité sur l’économie',
  'Je quitte mon travail aujourd’hui',
  'Élections : ce qui change vraiment',
  'Mariage traditionnel wolof : les préparatifs',
] as const;

/**
 * Longer titles, up to the 140 characters the studio accepts, and one word too long for a line in
 * the wide fonts at a readable size (the studio warns that it will be shortened).
 */
export const LONG_TITLES = [
  'Anticonstitutionnellement',
  'Les 10 meilleures astuces pour réussir sa chaîne YouTube',
  'Voici comment j’ai gagné mon premier salaire en vendant du bon pain',
  'Dakar la nuit : 3 coins secrets que personne ne connaît',
  'L’été à Dakar : 5 plages à voir absolument avant la rentrée',
  'Comment j’ai construit une entreprise rentable depuis ma chambre à Ouagadougou',
  'Voici l’histoire incroyable de comment j’ai construit une entreprise rentable depuis ma chambre à Ouagadougou sans capital de départ, ni aide !',
  'Le vrai prix de la vie à Abidjan en 2025 : loyer, transport, nourriture et sorties',
  'Recette facile du mafé au poulet pour 6 personnes en moins d’une heure',
] as const;

export const SHEET_TITLES: readonly string[] = [...SHORT_TITLES, ...LONG_TITLES];
