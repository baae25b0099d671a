/**
 * A ninth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Written in yet other everyday situations and sentence
 * shapes (transport, ceremonies, markets, exams, building, farming, health, news, sketches,
 * challenges…), committed in one commit before the next round of tuning was measured on it, and
 * never tuned on: it measures the matcher, the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles9: UnseenTitle[] = [
  // Football
  { title: 'Éléphants ou Lions Indomptables : qui passe en demie ?', accept: ['flag:ci', 'flag:cm', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Sénégal 2-0 Bénin : les notes des joueurs', accept: ['flag:sn', 'flag:bj', 'fluent:soccer-ball'], topic: 'football' },
  { title: "J'ai acheté le maillot du Syli National à 7000 F au marché Madina", accept: ['fluent:running-shirt', 'fluent:t-shirt', 'flag:gn'], topic: 'football' },
  // Sport
  { title: '30 jours de corde à sauter : voici mon résultat', accept: [BIG_WORD, PERSON, 'fluent:flexed-biceps-dark'], topic: 'sport' },
  { title: 'Lutte avec frappe : qui est le vrai Roi des arènes ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:boxing-glove'], topic: 'sport' },
  { title: 'Marathon de Marrakech : mon premier 42 km', accept: ['fluent:person-running-dark', 'fluent:running-shoe', 'fluent:sports-medal'], topic: 'sport' },
  // Cooking
  { title: 'Ndolè crevettes comme au pays, sans prise de tête', accept: ['fluent:pot-of-food', 'fluent:shrimp'], topic: 'cuisine' },
  { title: "Attiéké garba à 500 F : on a testé 4 kiosques d'Abobo", accept: ['minia:attieke'], topic: 'cuisine' },
  // Money
  { title: 'Tontine de 25 000 FCFA par semaine : ce que personne ne vous dit', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: "Comment j'ai remboursé 1 million de dettes en 8 mois", accept: [...fcfa, 'minia:argent-envole'], topic: 'argent' },
  { title: "MTN MoMo ou Moov Money : j'ai comparé les frais pendant 1 mois", accept: ['fluent:mobile-phone', 'minia:smartphone', 'minia:smartphone-2'], topic: 'argent' },
  // Tech
  { title: 'Ce téléphone à 45 000 F tient-il vraiment 2 jours ?', accept: [...phone, 'fluent:battery'], topic: 'tech' },
  { title: 'Fibre ou 4G ?', accept: ['fluent:wireless', 'fluent:antenna-bars', 'fluent:globe-with-meridians'], topic: 'tech' },
  { title: "L'IA va-t-elle remplacer les graphistes africains ?", accept: ['fluent:robot', 'fluent:artist-palette', 'fluent:laptop'], topic: 'tech' },
  // School
  { title: 'BAC : 7 erreurs qui font échouer en philo', accept: ['fluent:graduation-cap', 'fluent:memo', 'fluent:page-facing-up'], topic: 'ecole' },
  { title: '24h dans un internat de Bingerville', accept: ['minia:ecole', 'fluent:school', 'fluent:backpack'], topic: 'ecole' },
  { title: 'Quand le prof de maths rend les copies (sketch)', accept: ['fluent:teacher-dark', 'fluent:page-facing-up', PERSON], topic: 'ecole' },
  // City
  { title: 'Dakar by night : Plateau, Almadies et Ngor en une soirée', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Kinshasa sans réseau !', accept: ['flag:cd', 'minia:ville', 'fluent:mobile-phone-off'], topic: 'ville' },
  { title: 'Dantokpa à 5h du matin, avant la foule', accept: ['fluent:basket', 'fluent:shopping-bags', 'flag:bj'], topic: 'ville' },
  // Beach
  { title: 'Assinie en week-end : combien ça coûte vraiment ?', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'minia:billets-fcfa'], topic: 'plage' },
  { title: 'Kribi, la cascade qui tombe direct dans la mer', accept: ['fluent:water-wave', 'fluent:beach-with-umbrella', 'flag:cm'], topic: 'plage' },
  // Religion
  { title: 'Ramadan : 5 habitudes à garder après la Korité', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Pèlerinage de Popenguine à pied : 3 jours de marche', accept: ['fluent:church', 'fluent:latin-cross', 'fluent:person-walking-dark'], topic: 'religion' },
  { title: "Prier 5 fois par jour au boulot, c'est possible ?", accept: ['fluent:mosque', 'fluent:prayer-beads', 'fluent:person-kneeling-dark'], topic: 'religion' },
  // Beauty
  { title: 'Nattes collées sans rajouts : tenue 6 semaines, voici comment', accept: ['fluent:hair-pick', 'fluent:woman-curly-hair-dark', 'fluent:person-getting-haircut-dark'], topic: 'beaute' },
  { title: "Le xeessal abîme ta peau : voici pourquoi j'ai arrêté", accept: ['fluent:lotion-bottle', PERSON], topic: 'beaute' },
  // Games
  { title: 'Ludo King avec mes tantes, ça a très mal fini', accept: ['fluent:game-die', 'fluent:mobile-phone', 'minia:smartphone'], topic: 'jeux' },
  { title: "FIFA sur PS5 : j'affronte le champion de Treichville", accept: ['fluent:video-game', 'fluent:joystick', 'fluent:soccer-ball'], topic: 'jeux' },
  // Music
  { title: 'Ma réaction au clip qui enflamme Abidjan en ce moment', accept: [PERSON, 'fluent:musical-notes', 'fluent:headphone'], topic: 'musique' },
  { title: "J'apprends la kora en 30 jours (jour 1)", accept: ['fluent:musical-notes', 'fluent:banjo'], topic: 'musique' },
  // Cars and transport
  { title: 'Acheter un « venu de France » à Cotonou : les 6 pièges', accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'flag:bj'], topic: 'auto' },
  { title: 'POV : tu prends le car rapide à 6h du matin à Colobane', accept: ['fluent:bus', 'fluent:minibus', 'fluent:oncoming-bus'], topic: 'auto' },
  { title: 'Moto Jakarta ou tricycle pour faire taxi à Niamey ?', accept: ['fluent:motorcycle', 'fluent:auto-rickshaw', 'fluent:motor-scooter'], topic: 'auto' },
  // Home and building
  { title: "Ma maison à Bamako, des fondations jusqu'au toit en 14 mois", accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Déménagement galère à Lomé', accept: ['fluent:package', 'fluent:delivery-truck', 'fluent:house'], topic: 'maison' },
  // Weddings, baptisms, parties
  { title: 'Dot à Bafoussam : la liste complète de la belle-famille', accept: ['fluent:wedding', 'fluent:ring', 'fluent:wrapped-gift'], topic: 'fete' },
  { title: 'Le ngénte de mon neveu : 2 moutons, 300 invités', accept: ['fluent:ram', 'fluent:ewe', 'fluent:baby-dark'], topic: 'fete' },
  { title: "Soirée jusqu'à 6h !!", accept: ['fluent:party-popper', 'fluent:partying-face', 'fluent:confetti-ball'], topic: 'fete' },
  // Health
  { title: "Palu 3 fois en un mois à Niamey : ce que le médecin m'a dit", accept: ['fluent:mosquito', 'fluent:pill', 'fluent:health-worker-dark'], topic: 'sante' },
  { title: 'Ne mangez plus après 20h pendant 10 jours', accept: [BIG_WORD, PERSON], topic: 'sante' },
  { title: "Hypertension à 35 ans : les signes que j'ai ignorés", accept: ['fluent:anatomical-heart', 'fluent:stethoscope'], topic: 'sante' },
  // Farming
  { title: 'Piment sur 1 hectare à Thiès : mes dépenses et ma récolte', accept: ['fluent:hot-pepper', 'fluent:seedling', 'fluent:farmer-dark'], topic: 'agriculture' },
  { title: 'Élever 500 poulets dans ma cour, bonne idée ?', accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:hatching-chick'], topic: 'agriculture' },
  { title: 'Le cacao ne paie plus ? Les planteurs de Soubré répondent', accept: ['fluent:farmer-dark', 'fluent:chocolate-bar', 'fluent:seedling'], topic: 'agriculture' },
  // News
  { title: "Coupure d'électricité à Conakry : 4 jours dans le noir", accept: ['fluent:light-bulb', 'fluent:candle', 'fluent:electric-plug'], topic: 'actu' },
  { title: 'Prix du pain : ce qui change dès lundi', accept: ['fluent:baguette-bread', 'fluent:bread', 'fluent:newspaper'], topic: 'actu' },
  { title: 'Élections au Gabon, on vous explique tout en 8 minutes', accept: ['fluent:ballot-box-with-ballot', 'flag:ga'], topic: 'actu' },
  // History and culture
  { title: 'Voici pourquoi les Mossi et les Samo se taquinent depuis toujours', accept: [PERSON, 'flag:bf', 'fluent:people-hugging'], topic: 'histoire' },
  { title: 'Béhanzin, le roi qui a dit non à la France', accept: ['fluent:crown', 'fluent:person-with-crown-dark', 'flag:bj'], topic: 'histoire' },
];
