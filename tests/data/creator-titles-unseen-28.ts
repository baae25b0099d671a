/**
 * A twenty-eighth set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them. Written blind (titles of creators who react,
 * compare and rank: versus, tops, tests, reviews, prices, in every topic), committed in one commit
 * before being measured, and never tuned on. Same rules as `creator-titles.ts`; none accepts only a
 * person or a big word.
 */
import { fcfa, phone, PERSON } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles28: UnseenTitle[] = [
  { title: 'Sénégal 2-0 Cameroun : mon avis sur le match', accept: ['fluent:soccer-ball', 'flag:sn', 'flag:cm'], topic: 'football' },
  { title: 'Top 5 des plus beaux buts de la CAN 2024 !', accept: ['fluent:soccer-ball', 'fluent:goal-net', 'fluent:trophy'], topic: 'football' },
  {
    title: 'Drogba ou Eto’o : qui est le meilleur attaquant africain de tous les temps ?',
    accept: ['fluent:soccer-ball', 'flag:ci', 'flag:cm'],
    topic: 'football',
  },
  { title: 'Lutte : Modou Lô vs Siteu, qui gagne ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling'], topic: 'sport' },
  {
    title: 'J’ai testé la salle de muscu à 10 000 F par mois à Yaoundé',
    accept: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'],
    topic: 'sport',
  },
  { title: 'Garba ou alloco ?', accept: ['minia:attieke', 'minia:alloco'], topic: 'cuisine' },
  { title: 'Le meilleur thieb de Dakar ? J’ai goûté 4 restaurants à la Médina', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  {
    title: 'Poulet DG vs ndolé : le vrai plat national du Cameroun',
    accept: ['fluent:poultry-leg', 'fluent:leafy-green', 'flag:cm'],
    topic: 'cuisine',
  },
  {
    title: 'Wave, Orange Money ou Moov Money : j’ai comparé les frais sur 50 000 F',
    accept: [...phone, 'minia:billets-fcfa'],
    topic: 'argent',
  },
  { title: 'Tontine ou banque ? Où garder tes 100 000 FCFA', accept: ['minia:banque', 'minia:sac-fcfa', 'minia:billets-fcfa'], topic: 'argent' },
  {
    title: 'Combien j’ai gagné en 1 mois en revendant des pagnes au marché Dantokpa',
    accept: [...fcfa, 'minia:sac-fcfa'],
    topic: 'argent',
  },
  {
    title: 'iPhone 11 ou Tecno Camon 30 : lequel acheter avec 150 000 F ?',
    accept: [...phone, 'minia:smartphone-2'],
    topic: 'tech',
  },
  { title: 'Redmi ou Itel ?', accept: [...phone, 'minia:smartphone-2'], topic: 'tech' },
  { title: 'Le meilleur laptop pas cher pour les étudiants de Yaoundé', accept: ['fluent:laptop'], topic: 'tech' },
  { title: 'BAC ou BTS : quelle filière choisir au Togo ?', accept: ['fluent:graduation-cap', 'minia:ecole', 'fluent:books'], topic: 'ecole' },
  { title: 'Top 10 des meilleurs lycées de Bamako en 2025', accept: ['minia:ecole', 'fluent:school', 'fluent:graduation-cap'], topic: 'ecole' },
  { title: 'J’ai eu 17 de moyenne au BEPC ! Mes astuces', accept: ['fluent:graduation-cap', 'fluent:books', 'fluent:memo'], topic: 'ecole' },
  {
    title: 'Cocody ou Yopougon : où vivre à Abidjan avec 200 000 F par mois ?',
    accept: ['minia:ville', 'fluent:cityscape', 'fluent:houses'],
    topic: 'ville',
  },
  { title: 'Dakar ou Abidjan ?', accept: ['minia:ville', 'flag:sn', 'flag:ci'], topic: 'ville' },
  {
    title: 'Assinie ou Grand-Bassam : la meilleure plage pour ce week-end ?',
    accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:palm-tree'],
    topic: 'plage',
  },
  { title: 'J’ai testé l’île de Ngor pour 5000 F seulement', accept: ['fluent:desert-island', 'fluent:beach-with-umbrella'], topic: 'plage' },
  { title: 'Les 5 plus belles mosquées du Maroc', accept: ['fluent:mosque', 'flag:ma'], topic: 'religion' },
  {
    title: 'Mon avis sur les veillées de prière dans les églises de Kinshasa',
    accept: ['fluent:church', 'fluent:folded-hands'],
    topic: 'religion',
  },
  {
    title: 'Tresses ou perruque : qu’est-ce qui revient le moins cher à Douala ?',
    accept: ['fluent:woman-getting-haircut', 'fluent:hair-pick'],
    topic: 'beaute',
  },
  { title: 'J’ai testé le beurre de karité 30 jours sur mon visage', accept: ['fluent:lotion-bottle', 'fluent:jar'], topic: 'beaute' },
  { title: 'Top 3 des rouges à lèvres pour peau noire', accept: ['fluent:lipstick', 'fluent:kiss-mark'], topic: 'beaute' },
  {
    title: 'FIFA ou eFootball : le meilleur jeu sur téléphone ?',
    accept: ['fluent:video-game', 'fluent:mobile-phone', 'fluent:soccer-ball'],
    topic: 'jeux',
  },
  { title: 'Ludo : j’ai battu mon grand frère 4 fois d’affilée', accept: ['fluent:game-die'], topic: 'jeux' },
  {
    title: 'Fally Ipupa ou Ferre Gola : qui a sorti le meilleur album ?',
    accept: ['fluent:musical-notes', 'fluent:microphone', 'fluent:optical-disk'],
    topic: 'musique',
  },
  {
    title: 'Top 10 des sons coupé-décalé de l’année',
    accept: ['fluent:musical-notes', 'fluent:speaker-high-volume', 'fluent:headphone'],
    topic: 'musique',
  },
  {
    title: 'Wally Seck, nouveau son : ma réaction',
    accept: ['fluent:musical-notes', 'fluent:headphone', 'fluent:microphone'],
    topic: 'musique',
  },
  { title: 'Corolla ou Elantra : quel taxi est le plus rentable à Dakar ?', accept: ['fluent:taxi', 'fluent:automobile'], topic: 'auto' },
  {
    title: 'Jakarta ou moto chinoise ? La meilleure moto pour faire zem à Cotonou',
    accept: ['fluent:motorcycle', 'fluent:motor-scooter'],
    topic: 'auto',
  },
  {
    title: 'J’ai acheté une voiture venue de Belgique à 3 millions, bonne affaire ?',
    accept: ['fluent:automobile', 'fluent:sport-utility-vehicle', 'minia:billets-fcfa'],
    topic: 'auto',
  },
  {
    title: 'Construire au village ou louer en ville ? Le vrai calcul',
    accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'],
    topic: 'maison',
  },
  {
    title: 'Combien coûte une maison de 3 chambres à Ouaga ?',
    accept: ['fluent:house', 'fluent:house-with-garden', 'minia:billets-fcfa'],
    topic: 'maison',
  },
  { title: 'Dalle ou tôle : quel toit choisir pour ta maison ?', accept: ['fluent:house', 'fluent:building-construction'], topic: 'maison' },
  { title: 'Mouton de Tabaski à 350 000 F ?!', accept: ['fluent:ram', 'fluent:ewe'], topic: 'fete' },
  {
    title: 'Le meilleur maquis pour le Nouvel An à Abidjan',
    accept: ['fluent:party-popper', 'fluent:clinking-beer-mugs', 'fluent:fireworks'],
    topic: 'fete',
  },
  {
    title: 'Mariage à 5 millions ou mariage simple ? Mon avis',
    accept: ['fluent:wedding', 'fluent:ring', 'fluent:woman-with-veil'],
    topic: 'fete',
  },
  {
    title: 'Paludisme : 5 remèdes de grand-mère qui marchent vraiment ?',
    accept: ['fluent:mosquito', 'fluent:herb', 'fluent:pill'],
    topic: 'sante',
  },
  {
    title: 'Clinique privée ou hôpital public : j’ai comparé les prix à Conakry',
    accept: ['fluent:hospital', 'fluent:stethoscope'],
    topic: 'sante',
  },
  { title: 'Moringa ou gingembre ?', accept: ['fluent:herb', 'fluent:ginger-root', 'fluent:leafy-green'], topic: 'sante' },
  {
    title: 'Poulets de chair ou pondeuses : lequel rapporte le plus ?',
    accept: ['fluent:chicken', 'fluent:egg', 'fluent:hatching-chick'],
    topic: 'agriculture',
  },
  {
    title: 'J’ai planté 1 hectare de maïs au Burkina : le bilan',
    accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:man-farmer'],
    topic: 'agriculture',
  },
  { title: 'Prix du carburant au Niger : ce qui change ce mois-ci', accept: ['fluent:fuel-pump', 'fluent:newspaper'], topic: 'actu' },
  {
    title: 'Hausse du prix du pain à Libreville : mon avis',
    accept: ['fluent:baguette-bread', 'fluent:bread', 'fluent:chart-increasing'],
    topic: 'actu',
  },
  {
    title: 'J’ai quitté mon travail pour vendre du garba, voici ce qui s’est passé',
    accept: ['minia:attieke', PERSON],
    topic: 'histoire',
  },
  { title: 'Mon pire voyage en car de Bamako à Dakar : 30 heures de galère', accept: ['fluent:bus', 'fluent:oncoming-bus'], topic: 'histoire' },
  { title: 'Rester en France ou rentrer au pays ? Mon choix final', accept: ['flag:fr', 'fluent:airplane', PERSON], topic: 'histoire' },
];
