/**
 * Fifty titles written for issue 30, with the subjects a creator would accept and the topic whose
 * scene belongs behind them. Committed in one commit before any matcher or scene code, and never
 * tuned on: they measure the matcher, the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; four accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone, type CreatorTitle, type Topic } from './creator-titles';

export interface UnseenTitle extends CreatorTitle {
  topic: Topic;
  /**
   * The topic a second annotator gave, labelling blind, where it differs: a set's misses once read
   * count either. The figure measured blind counts `topic` alone.
   */
  alsoTopic?: Topic;
}

/** Whether a topic is one the title's annotators gave it. */
export function topicAccepted(title: UnseenTitle, topic: string | null | undefined): boolean {
  return topic === title.topic || (title.alsoTopic !== undefined && topic === title.alsoTopic);
}

export const unseenTitles: UnseenTitle[] = [
  // Football
  { title: 'Le Mali peut-il battre le Maroc samedi ?', accept: ['flag:ml', 'flag:ma'], topic: 'football' },
  { title: 'Les 5 plus beaux buts de la semaine', accept: ['fluent:soccer-ball', 'fluent:goal-net'], topic: 'football' },
  { title: 'Mon fils signe dans un centre de formation de foot', accept: ['fluent:soccer-ball', 'fluent:page-with-curl'], topic: 'football' },
  { title: 'Burkina 2 - 2 Cap-Vert : les notes des joueurs', accept: ['flag:bf', 'flag:cv'], topic: 'football' },
  // Other sports
  { title: 'Marathon de Dakar : j’ai fini en 4 heures', accept: ['fluent:person-running-dark', 'fluent:man-running-dark', 'fluent:woman-running-dark'], topic: 'sport' },
  { title: 'Combat de lutte : Balla Gaye 2 contre Modou Lô', accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark', 'fluent:boxing-glove'], topic: 'sport' },
  // Cooking
  { title: 'Yassa poisson pour 10 personnes avec 5 000 F', accept: ['minia:yassa'], topic: 'cuisine' },
  { title: 'Le secret d’un mafé bien épais', accept: ['minia:mafe'], topic: 'cuisine' },
  { title: 'Alloco-poisson au bord de la lagune', accept: ['minia:alloco'], topic: 'cuisine' },
  { title: 'Thiep bou dien au four, ça marche ?', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Jus de gingembre maison : 3 litres pour 1 000 F', accept: ['fluent:tropical-drink', 'fluent:cup-with-straw', 'fluent:ginger-root'], topic: 'cuisine' },
  { title: 'Attiéké garba : le vrai prix à Treichville', accept: ['minia:attieke'], topic: 'cuisine' },
  // Money
  { title: 'Tontine : comment j’ai économisé 2 millions', accept: fcfa, topic: 'argent' },
  { title: 'Payer ses factures avec Wave, c’est sûr ?', accept: phone.concat(['minia:billets-fcfa']), topic: 'argent' },
  { title: 'Combien coûte une boutique au marché ?', accept: ['fluent:convenience-store', 'minia:billets-fcfa', 'fluent:shopping-bags'], topic: 'argent' },
  { title: 'Prêt bancaire refusé : voici quoi faire', accept: ['fluent:bank', 'minia:billets-fcfa'], topic: 'argent' },
  { title: 'Vendre sur WhatsApp : 300 000 F le premier mois', accept: phone.concat(['minia:billets-fcfa']), topic: 'argent' },
  // Tech
  { title: 'Tecno Spark ou Redmi : lequel acheter ?', accept: phone, topic: 'tech' },
  { title: 'Mon ordinateur portable est trop lent : 5 solutions', accept: ['fluent:laptop'], topic: 'tech' },
  { title: 'Starlink arrive au Sénégal', accept: ['fluent:satellite', 'fluent:satellite-antenna', 'flag:sn'], topic: 'tech' },
  { title: 'J’ai demandé à une IA d’écrire mon CV', accept: ['fluent:robot', 'fluent:page-facing-up'], topic: 'tech' },
  { title: 'De 0 à 10 000 abonnés en 90 jours', accept: ['minia:bouton-lecture', 'fluent:chart-increasing'], topic: 'tech' },
  // School
  { title: 'Résultats du bac : j’ai eu mention très bien', accept: ['fluent:graduation-cap', 'fluent:memo', 'fluent:1st-place-medal'], topic: 'ecole' },
  { title: 'Une journée dans mon lycée à Thiès', accept: ['minia:ecole', 'fluent:school', 'fluent:backpack'], topic: 'ecole' },
  { title: 'Réussir le concours de l’ENA sans prof particulier', accept: ['fluent:memo', 'fluent:books', 'fluent:graduation-cap'], topic: 'ecole' },
  // City and travel
  { title: '24 heures à Abidjan avec 10 000 F', accept: ['minia:ville', 'flag:ci', 'fluent:cityscape'], topic: 'ville' },
  { title: 'Dakar la nuit : les quartiers à voir', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Je prends le TER pour la première fois', accept: ['fluent:high-speed-train', 'fluent:train', 'fluent:light-rail'], topic: 'ville' },
  { title: 'Marrakech en 3 jours : mon itinéraire', accept: ['flag:ma', 'minia:ville', 'fluent:cityscape'], topic: 'ville' },
  // Beach
  { title: 'Week-end à Assinie : la plage parfaite ?', accept: ['fluent:beach-with-umbrella', 'fluent:desert-island', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Ma première fois en pirogue sur la mer', accept: ['fluent:canoe', 'fluent:water-wave', 'fluent:sailboat'], topic: 'plage' },
  // Religion
  { title: 'Mes 40 jours de carême', accept: ['fluent:church', 'fluent:folded-hands-dark', 'fluent:latin-cross'], topic: 'religion' },
  { title: 'Préparer la Tabaski quand on est étudiant', accept: ['fluent:ewe', 'fluent:ram'], topic: 'religion' },
  { title: 'Nuit du Destin : ce que je demande à Dieu', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:folded-hands-dark'], topic: 'religion' },
  // Beauty
  { title: 'Je teste le fond de teint le moins cher du marché', accept: ['fluent:lipstick', 'fluent:lotion-bottle'], topic: 'beaute' },
  { title: 'Locks ou tresses : que choisir pour l’été ?', accept: ['fluent:woman-getting-haircut-dark', 'fluent:woman-curly-hair-dark', 'fluent:person-getting-haircut-dark'], topic: 'beaute' },
  { title: 'Ma tenue en wax pour le mariage de ma sœur', accept: ['fluent:dress', 'fluent:wedding'], topic: 'beaute' },
  // Gaming
  { title: 'Je finis GTA 6 en une nuit', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Tournoi eFootball : 100 000 F pour le gagnant', accept: ['fluent:video-game', 'fluent:trophy', 'fluent:soccer-ball'], topic: 'jeux' },
  // Music
  { title: 'J’apprends le djembé en 7 jours', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  { title: 'Soirée karaoké chez tata', accept: ['fluent:microphone', 'fluent:musical-notes'], topic: 'musique' },
  // Cars
  { title: 'Permis de conduire au premier essai ?', accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'fluent:identification-card'], topic: 'auto' },
  // Home, health, farming, news
  { title: 'Déménagement : on quitte la maison familiale', accept: ['fluent:house', 'fluent:package', 'fluent:delivery-truck'], topic: 'maison' },
  { title: 'Tension artérielle : les aliments à éviter', accept: ['fluent:stethoscope', 'fluent:anatomical-heart', 'fluent:red-heart'], topic: 'sante' },
  { title: 'Poulailler de 500 poulets : bilan après 6 mois', accept: ['fluent:chicken', 'fluent:hatching-chick'], topic: 'agriculture' },
  { title: 'Hausse du prix du riz : ce qui se passe', accept: ['fluent:cooked-rice', 'fluent:sheaf-of-rice', 'fluent:chart-increasing'], topic: 'actu' },
  // No pictogram fits: a person with the expression, or the strongest word drawn big
  { title: 'Je ne pensais pas en arriver là', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Ne faites JAMAIS confiance à ce genre de personne', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Ce jour-là, j’ai tout perdu', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Mon avis honnête après 3 mois', accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
