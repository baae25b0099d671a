/**
 * Thirty titles as one creator's channel publishes them over a few months: mostly plain titles, some
 * questions, a few numbers, a ranking, a match, a before/after. `scripts/variety.ts` draws them in
 * one style and measures how different the pictures are (the issue asks for at least six
 * compositions and a mean 16×9 grey distance of at least 45).
 */
export const VARIETY_TITLES: readonly string[] = [
  'Recette du thiéboudienne de ma grand-mère',
  'Pourquoi tout le monde quitte Dakar ?',
  '7 astuces pour économiser son salaire',
  'Sénégal vs Côte d’Ivoire : le grand match',
  'Ma chambre avant / après',
  'Top 5 des téléphones à moins de 100 000 F',
  'J’ai testé le pire restaurant d’Abidjan',
  'Mon premier million en F CFA',
  'Le marché de Sandaga comme jamais',
  'Comment réussir son bac en 3 mois ?',
  'Une journée avec ma famille à Bamako',
  'Le vrai prix du mouton de Tabaski',
  'Les 5 secrets d’un bon attiéké',
  'Tresses africaines : la routine complète',
  'Combien gagne un youtubeur au Sénégal ?',
  'Je plante 1 000 manguiers dans mon champ',
  'Mali vs Maroc : qui va gagner la CAN ?',
  'Mon setup gaming complet',
  'Ramadan : ma routine du matin',
  'Le jour de mon mariage',
  '100 000 F par mois avec un petit business',
  'Voyage en bus de Dakar à Bamako',
  'Faut-il acheter l’iPhone 16 ?',
  'Ma maison avant et après les travaux',
  'Les Lions de la Teranga champions !',
  'Mes débuts sur TikTok',
  'La vérité sur le franc CFA',
  'Cuisine : le mafé le plus facile',
  'FIFA 25 : mes meilleurs buts',
  'Je vous présente mon bébé',
];
