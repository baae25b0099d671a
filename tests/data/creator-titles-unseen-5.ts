/**
 * A fifth set of fifty titles written for issue 30, with the subjects a creator would accept and the
 * topic whose scene belongs behind them. Written before the next round of tuning and committed in one
 * commit before being measured; never tuned on: it measures the matcher, the scenes and the variety
 * on titles nothing was fitted to. Its situations and sentence shapes differ on purpose from the
 * earlier sets'. Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles5: UnseenTitle[] = [
  // Football
  { title: 'Lions contre Lions : 2-1 à la 94e minute !!', accept: ['fluent:soccer-ball', 'fluent:lion'], topic: 'football' },
  { title: 'POV : le coach du quartier te laisse sur le banc', accept: ['fluent:soccer-ball', PERSON], topic: 'football' },
  { title: 'Il a quitté Bamako pour un essai dans un club en Europe, et après ?', accept: ['fluent:soccer-ball', 'flag:ml', 'fluent:airplane'], topic: 'football' },
  // Sport
  { title: 'Lutte : Modou Lô ou Boy Niang 2, qui tombe dimanche ?', accept: ['fluent:person-wrestling', 'flag:sn'], topic: 'sport' },
  { title: '10 km à Niamey sous 42 degrés', accept: ['fluent:person-running', 'fluent:hot-face', 'flag:ne'], topic: 'sport' },
  // Cuisine
  { title: 'Alloco du soir ou garba du midi ?', accept: ['minia:attieke', 'minia:alloco'], topic: 'cuisine' },
  { title: 'Le ndolè de mamie', accept: ['fluent:old-woman'], topic: 'cuisine' },
  { title: '3 erreurs qui gâchent ton bissap', accept: ['minia:bissap'], topic: 'cuisine' },
  // Argent
  { title: "J'ai cotisé 2 ans dans une tontine, voici ce que j'ai reçu", accept: ['minia:sac-fcfa'].concat(fcfa), topic: 'argent' },
  { title: 'Fin du mois : xaalis bi dafa jeex', accept: ['minia:argent-envole'].concat(fcfa), topic: 'argent' },
  { title: 'Envoyer 50 000 F de Lomé à Cotonou : quel moyen coûte le moins ?', accept: phone.concat(['minia:billets-fcfa']), topic: 'argent' },
  // Tech
  { title: 'Mon écran cassé réparé à 7 500 F au Plateau', accept: phone, topic: 'tech' },
  { title: 'Ce telephone a 45 000 F tient 3 jours ?', accept: phone.concat(['fluent:battery']), topic: 'tech' },
  { title: "Arrêtez d'acheter vos chargeurs au bord de la route", accept: ['fluent:electric-plug', 'fluent:battery', 'fluent:mobile-phone'], topic: 'tech' },
  // École
  { title: 'BEPC 2025 : les sujets de maths corrigés', accept: ['fluent:triangular-ruler', 'fluent:memo', 'minia:ecole'], topic: 'ecole' },
  { title: "Comment j'ai eu 16 au Bac en révisant la nuit", accept: ['fluent:graduation-cap', 'fluent:books'], topic: 'ecole' },
  { title: 'Sketch : papa découvre mon bulletin du 2e trimestre', accept: ['fluent:page-facing-up', 'fluent:memo', PERSON], topic: 'ecole' },
  // Ville
  { title: 'Bamako en sotrama', accept: ['fluent:minibus', 'flag:ml'], topic: 'ville' },
  { title: 'Nuit blanche à Kin', accept: ['fluent:cityscape-at-dusk', 'fluent:night-with-stars', 'flag:cd'], topic: 'ville' },
  // Plage
  { title: 'Dimanche à Bassam, on a tout filmé', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Kribi ou Assinie : quelle plage pour les vacances ?', accept: ['fluent:beach-with-umbrella', 'flag:cm', 'flag:ci'], topic: 'plage' },
  // Religion
  { title: "Ramadan au boulot : 5 astuces pour tenir jusqu'au ndogou", accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: "Prier à l'heure quand on vend au marché, c'est possible ?", accept: ['fluent:prayer-beads', 'fluent:mosque', 'fluent:folded-hands'], topic: 'religion' },
  { title: "Veillée de prière à Yamoussoukro : j'y étais", accept: ['fluent:church', 'fluent:candle', 'fluent:folded-hands'], topic: 'religion' },
  // Beauté
  { title: 'Mes tresses à 5 000 F tiennent 6 semaines !', accept: ['fluent:woman-getting-haircut', 'fluent:person-getting-haircut'], topic: 'beaute' },
  { title: "Voici pourquoi ta peau devient grise pendant l'harmattan", accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  { title: 'Savon beldi et ghassoul : ma routine hammam', accept: ['fluent:soap', 'fluent:sponge', 'fluent:bathtub'], topic: 'beaute' },
  // Jeux
  { title: 'FIFA contre mon petit frère : 4-4, on rejoue ?', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ludo au grin : le perdant paie le thé', accept: ['fluent:game-die', 'fluent:teacup-without-handle'], topic: 'jeux' },
  // Musique
  { title: 'Réaction au nouveau son de Fally Ipupa', accept: ['fluent:headphone', 'fluent:musical-notes', 'flag:cd'], topic: 'musique' },
  { title: 'Coupé-décalé ou afrobeat, vous dansez quoi en 2025 ?', accept: ['fluent:man-dancing', 'fluent:woman-dancing', 'fluent:musical-notes'], topic: 'musique' },
  { title: "J'ai appris la kora en 30 jours", accept: ['fluent:musical-notes', 'fluent:musical-note'], topic: 'musique' },
  // Auto
  { title: "Corolla ou RAV4 d'occasion avec 6 millions ?", accept: ['fluent:automobile', 'fluent:sport-utility-vehicle'], topic: 'auto' },
  { title: "Le permis à Douala : 3 échecs avant de l'avoir", accept: ['fluent:automobile', 'fluent:identification-card'], topic: 'auto' },
  { title: 'POV : ton zem prend un raccourci', accept: ['fluent:motor-scooter', 'fluent:motorcycle'], topic: 'auto' },
  // Maison
  { title: "Construire à Lomé avec 8 millions, c'est faisable ?", accept: ['fluent:building-construction', 'fluent:brick', 'fluent:house'], topic: 'maison' },
  { title: 'Room tour : ma chambre salon à Yopougon', accept: ['fluent:couch-and-lamp', 'fluent:bed', 'fluent:house'], topic: 'maison' },
  { title: '5 choses à ne jamais dire à ton bailleur', accept: ['fluent:key', 'fluent:house'], topic: 'maison' },
  // Fête
  { title: 'Baptême de mon neveu : le ngénte comme au village', accept: ['fluent:baby', 'fluent:party-popper'], topic: 'fete' },
  { title: 'Mariage coutumier à Bafoussam : on a porté toute la dot devant la famille', accept: ['fluent:wedding', 'fluent:ring', 'fluent:person-with-veil'], topic: 'fete' },
  { title: 'TABASKI 2025 : le mouton à combien cette année ??', accept: ['fluent:ram', 'fluent:ewe'], topic: 'fete' },
  // Santé
  { title: "Palu 3 fois cette année, voici ce que j'ai changé", accept: ['fluent:mosquito', 'fluent:pill'], topic: 'sante' },
  { title: 'Tension à 18 : mon père a failli partir', accept: ['fluent:stethoscope', 'fluent:anatomical-heart', 'fluent:drop-of-blood'], topic: 'sante' },
  { title: 'Ce que personne ne dit sur les tisanes vendues au feu rouge', accept: ['fluent:herb', 'fluent:teacup-without-handle'], topic: 'sante' },
  // Agriculture
  { title: 'Mon champ de maïs à Bouaké, 4 mois après', accept: ['fluent:ear-of-corn', 'fluent:seedling'], topic: 'agriculture' },
  { title: 'Investir 500 000 F dans le piment : bonne idée ?', accept: ['fluent:hot-pepper', 'minia:billets-fcfa'], topic: 'agriculture' },
  // Actu
  { title: 'Coupures de courant à Conakry : on en est où ?', accept: ['fluent:light-bulb', 'fluent:high-voltage', 'flag:gn'], topic: 'actu' },
  { title: 'Libreville : les 5 infos à retenir de la semaine', accept: ['fluent:newspaper', 'fluent:rolled-up-newspaper', 'flag:ga'], topic: 'actu' },
  // Histoire
  { title: 'Je pars.', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: "Démissionner sans plan B ? Je l'ai fait", accept: ['fluent:briefcase', PERSON], topic: 'histoire' },
];
