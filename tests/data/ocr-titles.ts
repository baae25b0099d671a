/**
 * Thirty titles for reading the headline back (OCR), written as francophone West-African creators
 * title their videos: money in F CFA, food, football, tech, school, religion and holidays, beauty,
 * business, questions, numbers, accents (é è ê à ç ô î û) and both apostrophes.
 * Committed before anything was measured on them, and never tuned on: no title here is in another
 * list of the repository, so the figure they give is what a new user's titles would get.
 */
export const OCR_TITLES: readonly string[] = [
  // Money
  "Combien j'ai dépensé pour la Tabaski cette année ?",
  "Mon salaire de 150 000 F CFA : où va l'argent ?",
  'Le kilo de riz à 650 F : ça flambe à Sandaga',
  // Food
  "Le garba le moins cher d'Abidjan à 300 F",
  'Recette du yassa poulet comme à Ziguinchor',
  'Je goûte le pain de singe pour la première fois',
  'Ma mère juge mon thiéboudienne sans pitié',
  // Football
  'Les Éléphants peuvent-ils garder leur titre ?',
  "Côte d'Ivoire - Mali : qui ira en finale ?",
  'Mon onze idéal des Lions de la Teranga',
  // Tech
  'J’ai acheté un iPhone à Adjamé : ARNAQUE ?',
  'Quel téléphone à moins de 80 000 F ?',
  'Internet lent ? 4 réglages à faire sur ton Android',
  // School
  'Réussir le bac sans stress : ma méthode',
  'Le maître d’école qui a changé ma vie',
  'Grève des enseignants : que va-t-il se passer ?',
  // Religion and holidays
  "Ramadan : ma routine jusqu'à la rupture du jeûne",
  'Préparer la Korité avec un petit budget',
  'Noël à Lomé : la fête chez nous',
  'Baptême à Bamako : on a tout préparé nous-mêmes',
  // Beauty
  '5 coiffures en tresses pour la rentrée',
  'Ma routine pour une peau éclatante à 2 000 F',
  'Le beurre de karité : vrai ou faux miracle ?',
  // Business
  'Lancer son commerce de pagnes avec 50 000 F',
  "Mes bénéfices après 3 mois d'élevage de poules",
  'Ça coûte combien de construire à Ouagadougou ?',
  'Une journée au marché Dantokpa de Cotonou',
  // Questions and daily life
  'Pourquoi les jeunes quittent le village ?',
  'Faut-il encore faire confiance aux tontines ?',
  'Contrôle de police à Dakar : mes droits',
];
