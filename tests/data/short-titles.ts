/**
 * Forty long titles as our creators write them, each too long for the picture in at least one style,
 * with the shorter titles a French editor would accept in its place: at most five words, the user's
 * own words in their order, correct French that keeps what the title is about. `[]` means « none »:
 * every short enough piece is a fragment (a preposition, « sans » or « quand » left hanging, a subject
 * without its verb, a verb without what it says, an adjective without its noun), so nothing is offered.
 * Written before the cutter, to judge it; a number and its digit groups (« 5 000 ») count as one word,
 * and so does « F CFA ».
 */

const norm = (s: string): string =>
  s
    .toLocaleLowerCase('fr-FR')
    .replace(/’/gu, "'")
    .replace(/[\s?!.…]+$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

/** Whether a suggestion is right for a judged title: one of its cuts, or nothing when none is good French. */
export function isRightCut(entry: ShortTitle, suggestion: string | null): boolean {
  return entry.accept.length === 0 ? suggestion === null : suggestion !== null && entry.accept.map(norm).includes(norm(suggestion));
}

export interface ShortTitle {
  title: string;
  /** Accepted cuts (compared without case, final punctuation or apostrophe style); `[]`: none. */
  accept: string[];
}

export const shortTitles: ShortTitle[] = [
  // The head noun phrase with its number, the complements dropped
  {
    title: '10 meilleures astuces pour économiser quand on est étudiant à Dakar en 2026 sans se priver',
    accept: ['10 meilleures astuces pour économiser', '10 meilleures astuces'],
  },
  { title: 'Les 7 plus belles plages du Sénégal que vous devez absolument visiter cet été', accept: ['Les 7 plus belles plages'] },
  { title: 'Top 10 des pays africains où il fait bon vivre en 2026 selon les expatriés', accept: ['Top 10 des pays africains'] },
  { title: 'Les 5 erreurs que font tous les débutants sur YouTube et comment les éviter', accept: ['Les 5 erreurs'] },
  { title: 'Les meilleures adresses pour manger à Cotonou quand on n’a que 2 000 F en poche', accept: ['Les meilleures adresses pour manger'] },
  {
    title: 'Recette facile du mafé au poulet pour 6 personnes en moins d’une heure',
    accept: ['Recette facile du mafé', 'Recette du mafé au poulet', 'Mafé au poulet'],
  },
  { title: 'Ma routine du matin pour avoir une peau parfaite même avec le climat de Ouaga', accept: ['Ma routine du matin'] },
  { title: 'La vérité sur l’arnaque des faux recruteurs sur Facebook (regardez avant de postuler)', accept: ['La vérité sur l’arnaque'] },
  { title: 'Jus de bissap maison sans sucre ajouté (la recette de ma grand-mère)', accept: ['Jus de bissap maison', 'Jus de bissap'] },
  // A sentence kept whole, its complements dropped
  { title: "J'ai testé tous les garbas d'Abidjan pour trouver le meilleur du quartier", accept: ["J'ai testé tous les garbas"] },
  { title: 'J’ai vécu avec 5 000 F CFA pendant une semaine à Abidjan et voilà le résultat', accept: ['J’ai vécu avec 5 000 F CFA'] },
  { title: 'Je vends des jus dans la rue pendant une semaine : combien j’ai gagné ?', accept: ['Je vends des jus'] },
  // « Comment / Voici / Pourquoi » dropped when what remains is a sentence
  {
    title: 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain au quartier',
    accept: ['J’ai gagné mon premier salaire', 'Mon premier salaire'],
  },
  { title: "Comment j'ai gagné 1 million de F CFA en 30 jours avec mon petit business", accept: ["J'ai gagné 1 million", "Comment j'ai gagné 1 million"] },
  { title: 'Pourquoi personne ne regarde tes vidéos alors que tu publies tous les jours', accept: ['Personne ne regarde tes vidéos'] },
  { title: 'Comment réussir son bac du premier coup même si tu n’as jamais été bon élève', accept: ['Comment réussir son bac', 'Réussir son bac'] },
  // The part before or after a colon, a dash, a comma
  { title: 'Dakar la nuit : 3 coins secrets que même les Dakarois ne connaissent pas encore', accept: ['Dakar la nuit', '3 coins secrets'] },
  { title: 'L’été à Dakar : 5 plages à voir absolument avant la rentrée scolaire', accept: ['L’été à Dakar', '5 plages à voir absolument', '5 plages à voir'] },
  { title: 'iPhone 17 ou Tecno Camon : lequel acheter avec un budget de 200 000 F CFA ?', accept: ['iPhone 17 ou Tecno Camon'] },
  { title: 'Coupe du monde 2026 : les Lions de la Teranga peuvent-ils enfin aller en finale ?', accept: ['Coupe du monde 2026'] },
  {
    title: 'Mariage traditionnel au Burkina Faso : toutes les étapes expliquées par ma tante',
    accept: ['Mariage traditionnel au Burkina Faso', 'Mariage traditionnel'],
  },
  {
    title: 'NIGERIA - CAMEROUN : les Lions Indomptables humiliés en demi-finale de la CAN ?',
    accept: ['NIGERIA - CAMEROUN', 'Les Lions Indomptables humiliés'],
  },
  { title: 'Tabaski 2026 : combien coûte vraiment un mouton à Dakar cette année ?', accept: ['Tabaski 2026', 'Combien coûte vraiment un mouton'] },
  { title: 'Cuisine : le poulet DG camerounais, la recette complète avec les plantains mûrs', accept: ['Le poulet DG camerounais', 'Le poulet DG'] },
  {
    title: 'Ils se moquaient de moi parce que je vendais des beignets, aujourd’hui j’ai 3 boutiques',
    accept: ['Aujourd’hui j’ai 3 boutiques', 'Ils se moquaient de moi'],
  },
  // None: every short piece is a fragment, or loses what the title says
  { title: 'Le vrai prix de la vie à Abidjan en 2025 : loyer, transport, nourriture et sorties', accept: [] },
  { title: 'Ce que personne ne vous dit sur la vie d’étudiant à Dakar avec 50 000 F par mois', accept: [] },
  { title: 'Quand j’ai annoncé à ma famille que je quittais mon travail pour faire YouTube', accept: [] },
  { title: 'Pourquoi les jeunes Sénégalais quittent le pays en pirogue malgré tous les dangers', accept: [] },
  { title: 'Elle m’a dit qu’elle ne m’aimait plus alors j’ai fait ça devant toute sa famille', accept: [] },
  { title: 'Je ne pensais pas qu’un simple plat de riz pouvait coûter aussi cher à Dakar', accept: [] },
  { title: 'À 25 ans je gagne plus que mes parents grâce à l’élevage de poulets bicyclette', accept: [] },
  { title: 'On a mangé dans le restaurant le plus cher d’Abidjan (addition à 300 000 F)', accept: [] },
  { title: 'Un Sénégalais sur trois ne mange pas à sa faim : voici notre enquête', accept: [] },
  { title: 'Le jour où j’ai failli perdre tout mon argent à cause d’une arnaque sur WhatsApp', accept: [] },
  { title: 'Ma perruque à 20 000 F vaut-elle vraiment le coup ? Mon avis honnête après 3 mois', accept: [] },
  { title: 'Les Lions de l’Atlas ont encore gagné et le Maroc entier fait la fête dans les rues', accept: [] },
  { title: 'Mon petit frère a construit une voiture avec des bouteilles en plastique à Bamako', accept: [] },
  { title: 'Si tu as moins de 25 ans et que tu vis encore chez tes parents, regarde ça', accept: [] },
  { title: 'Le prix du sac de riz a encore augmenté au marché de Sandaga ce mois-ci', accept: [] },
];
