/**
 * A nineteenth set of fifty titles written for issue 30, blind: creators who post about everyday
 * life and advice (children and in-laws, cooking on a budget, small shops and salons, savings and
 * debts, renting and building, health worries, exams, faith and feasts, football and wrestling
 * nights, phones, travel, the news that touches daily life). Each has the subjects a creator would
 * accept and the topic whose scene belongs behind it. Committed in one commit before being
 * measured, and never tuned on. Same rules as `creator-titles.ts`; one accepts only a person.
 */
import { PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles19: UnseenTitle[] = [
  {
    title: 'Sénégal vs Cameroun : j’ai regardé le match au grin avec les vieux',
    accept: ['flag:sn', 'flag:cm', 'fluent:soccer-ball'],
    topic: 'football',
  },
  {
    title: 'Finale des Navétanes : notre ASC gagne aux penaltys !!',
    accept: ['fluent:soccer-ball', 'fluent:trophy', 'fluent:goal-net'],
    topic: 'football',
  },
  {
    title: 'Éléphants ou Lions ?',
    accept: ['fluent:elephant', 'fluent:lion', 'fluent:soccer-ball'],
    topic: 'football',
  },
  {
    title: 'Modou Lô vs Siteu : j’étais à l’Arène nationale, l’ambiance était folle',
    accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:stadium'],
    topic: 'sport',
  },
  {
    title: 'Footing à 5 h du matin dans Ouaga pendant un mois : résultat',
    accept: ['fluent:person-running', 'fluent:man-running', 'fluent:running-shoe'],
    topic: 'sport',
  },
  {
    title: 'Thiéboudienne pour 8 personnes avec 3 000 F seulement',
    accept: ['minia:thieboudienne', ...fcfa],
    topic: 'cuisine',
  },
  { title: 'Mon garba du dimanche', accept: ['minia:attieke'], topic: 'cuisine' },
  {
    title: 'Poulet DG facile pour recevoir la belle-famille',
    accept: ['fluent:poultry-leg', 'fluent:chicken'],
    topic: 'cuisine',
  },
  {
    title: 'Tontine à 10 000 F la semaine : mon bilan après 1 an',
    accept: ['minia:sac-fcfa', ...fcfa],
    topic: 'argent',
  },
  {
    title: 'Moov Money ou MTN MoMo : j’ai comparé les frais de retrait',
    accept: [...phone, 'minia:billets-fcfa'],
    topic: 'argent',
  },
  {
    title: 'Sortir des dettes sans honte : 6 conseils qui marchent vraiment',
    accept: ['minia:argent-envole', ...fcfa],
    topic: 'argent',
  },
  {
    title: 'J’ai ouvert ma boutique avec 150 000 F, bilan après 6 mois',
    accept: ['fluent:convenience-store', 'minia:billets-fcfa', 'minia:sac-fcfa'],
    topic: 'argent',
  },
  {
    title: '5 réglages pour que ta batterie tienne toute la journée',
    accept: ['fluent:battery', 'fluent:low-battery', 'fluent:mobile-phone'],
    topic: 'tech',
  },
  {
    title: 'Tecno ou Itel ?',
    accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'],
    topic: 'tech',
  },
  {
    title: 'Le meilleur forfait internet à Cotonou en ce moment : Celtiis ou MTN ?',
    accept: ['fluent:antenna-bars', 'fluent:mobile-phone', 'fluent:globe-with-meridians'],
    topic: 'tech',
  },
  {
    title: 'BEPC 2024 : 7 erreurs à ne pas faire le jour de l’examen',
    accept: ['fluent:memo', 'fluent:pencil', 'minia:ecole'],
    topic: 'ecole',
  },
  {
    title: 'Mon fils a eu 18 de moyenne, voici notre méthode à la maison',
    accept: ['fluent:books', 'fluent:graduation-cap', 'fluent:student'],
    topic: 'ecole',
  },
  {
    title: 'Rentrée : combien coûte vraiment la liste de fournitures à Lomé ?',
    accept: ['fluent:backpack', 'fluent:pencil', 'minia:ecole'],
    topic: 'ecole',
  },
  {
    title: 'Visite du Plateau, le quartier des affaires d’Abidjan',
    accept: ['minia:ville', 'fluent:cityscape', 'fluent:office-building'],
    topic: 'ville',
  },
  {
    title: 'Brazza ou Kin : où la vie est la plus chère ?',
    accept: ['flag:cd', 'flag:cg', 'minia:ville'],
    topic: 'ville',
  },
  {
    title: 'Retour au bled après 8 ans, l’arrivée à Casablanca',
    accept: ['fluent:airplane-arrival', 'flag:ma', 'fluent:luggage'],
    topic: 'ville',
  },
  {
    title: 'Week-end à Assinie en famille : combien ça coûte ?',
    accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:water-wave'],
    topic: 'plage',
  },
  {
    title: 'On part à Pointe-Denis en pirogue depuis Libreville',
    accept: ['fluent:canoe', 'fluent:beach-with-umbrella', 'fluent:palm-tree'],
    topic: 'plage',
  },
  {
    title: 'Le mouton de la Tabaski à 250 000 F, on fait comment ?',
    accept: ['fluent:ram', 'fluent:ewe', 'minia:billets-fcfa'],
    topic: 'religion',
  },
  {
    title: 'Jeûner en plein chantier pendant le Ramadan : mes 5 conseils',
    accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'],
    topic: 'religion',
  },
  {
    title: 'Notre veillée de Noël à la paroisse de Mvog-Ada',
    accept: ['fluent:church', 'fluent:latin-cross', 'fluent:christmas-tree'],
    topic: 'religion',
  },
  {
    title: '3 coiffures tressées faciles pour les fillettes avant la rentrée',
    accept: ['fluent:girl', 'fluent:hair-pick', 'fluent:woman-getting-haircut'],
    topic: 'beaute',
  },
  {
    title: 'Mon salon de coiffure à Douala, 1 an après',
    accept: ['fluent:barber-pole', 'fluent:scissors', 'fluent:woman-getting-haircut'],
    topic: 'beaute',
  },
  {
    title: 'FIFA ou eFootball ? On a joué toute la nuit au vidéo club',
    accept: ['fluent:video-game', 'fluent:joystick'],
    topic: 'jeux',
  },
  { title: 'Ludo contre maman, le perdant fait la vaisselle', accept: ['fluent:game-die'], topic: 'jeux' },
  {
    title: 'Je réagis au nouveau son de Didi B',
    accept: [PERSON, 'fluent:headphone', 'fluent:musical-notes'],
    topic: 'musique',
  },
  {
    title: 'Ndombolo, makossa ou coupé-décalé : la playlist parfaite pour un mariage',
    accept: ['fluent:musical-notes', 'fluent:speaker-high-volume', 'fluent:man-dancing'],
    topic: 'musique',
  },
  {
    title: 'Voiture « venant de France » : 6 pièges avant d’acheter',
    accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'fluent:warning'],
    topic: 'auto',
  },
  {
    title: 'Bamako–Dakar en car : 2 jours de route, je vous montre tout',
    accept: ['fluent:bus', 'fluent:oncoming-bus', 'fluent:motorway'],
    topic: 'auto',
  },
  {
    title: 'Ma moto Jakarta m’a lâchée en pleine brousse',
    accept: ['fluent:motorcycle', 'fluent:wrench'],
    topic: 'auto',
  },
  {
    title: 'Construire à Abomey-Calavi avec 5 millions, c’est possible ?',
    accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'],
    topic: 'maison',
  },
  {
    title: 'Le bailleur m’a demandé 6 mois de caution !!',
    accept: ['fluent:house', 'fluent:key', PERSON],
    topic: 'maison',
  },
  {
    title: 'Mariage coutumier au village : la dot de ma sœur en 10 minutes',
    accept: ['fluent:ring', 'fluent:wrapped-gift'],
    topic: 'fete',
  },
  {
    title: 'Le baptême de notre petite dernière, les coulisses',
    accept: ['fluent:baby', 'fluent:balloon', 'fluent:party-popper'],
    topic: 'fete',
  },
  {
    title: 'Paludisme chez l’enfant : quand faut-il filer à l’hôpital ?',
    accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'],
    topic: 'sante',
  },
  {
    title: 'Tension à 18 à seulement 40 ans, mon histoire',
    accept: ['fluent:anatomical-heart', 'fluent:stethoscope', PERSON],
    topic: 'sante',
  },
  {
    title: 'Combien coûte un accouchement à l’hôpital à Niamey ?',
    accept: ['fluent:hospital', 'fluent:pregnant-woman', 'fluent:baby'],
    topic: 'sante',
  },
  {
    title: 'Mon premier champ de maïs près de Bobo : ce que j’ai récolté',
    accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:man-farmer'],
    topic: 'agriculture',
  },
  {
    title: '300 poulets de chair dans la cour, mon bénéfice après 45 jours',
    accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:rooster'],
    topic: 'agriculture',
  },
  {
    title: 'Délestage : on craque !',
    accept: ['fluent:light-bulb', 'fluent:candle', 'fluent:high-voltage'],
    topic: 'actu',
  },
  {
    title: 'Inondations à Kinshasa : notre rue sous l’eau depuis hier',
    accept: ['fluent:water-wave', 'fluent:cloud-with-rain', 'fluent:umbrella-with-rain-drops'],
    topic: 'actu',
  },
  {
    title: 'Grève des enseignants : nos enfants à la maison depuis 2 semaines',
    accept: ['fluent:teacher', 'fluent:placard', 'minia:ecole'],
    topic: 'actu',
  },
  {
    title: 'Le sac de riz passe à 22 000 F, comment on fait ?',
    accept: ['fluent:cooked-rice', 'fluent:chart-increasing', 'minia:billets-fcfa'],
    topic: 'actu',
  },
  { title: 'Ma belle-mère a débarqué chez nous sans prévenir…', accept: [PERSON], topic: 'histoire' },
  {
    title: 'Storytime : mon mari avait une deuxième famille à Lomé',
    accept: [PERSON, 'fluent:broken-heart'],
    topic: 'histoire',
  },
];
