/**
 * A twenty-second set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them: small channels just starting (simple, direct and
 * sometimes clumsy titles, typos kept, a few typed emoji, all-caps words, questions to the audience,
 * parts, episodes and lives). Committed in one commit before being measured, and never tuned on: it
 * measures the matcher, the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles22: UnseenTitle[] = [
  // Football
  { title: 'Les Lions du Sénégal ont gagné ce soir !!! ma réaction EN DIRECT', accept: ['fluent:soccer-ball', 'flag:sn', 'fluent:lion'], topic: 'football' },
  { title: 'Match de quartier a Yopougon ⚽ on a perdu 3-2', accept: ['fluent:soccer-ball', 'fluent:goal-net'], topic: 'football' },
  { title: "Qui va gagné la CAN ? Cameroun ou Côte d'Ivoire ?", accept: ['flag:cm', 'flag:ci', 'fluent:trophy'], topic: 'football' },
  // Sport
  { title: "Lutte sénégalaise : le combat de dimanche à l'arène, qui a vraiment gagné ?", accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'flag:sn'], topic: 'sport' },
  { title: 'Mon 1er jour a la salle de sport 💪', accept: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'], topic: 'sport' },
  { title: "Je cours 10 km à Ouaga sans m'arrêter ? épisode 1", accept: ['fluent:person-running', 'fluent:running-shoe'], topic: 'sport' },
  // Cooking
  { title: 'ATTIEKE poisson a 1000F seulement c possible ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Recette du mafé de ma grand mère Partie 2', accept: ['minia:mafe'], topic: 'cuisine' },
  { title: 'Je prépare le riz gras pour toute la famille ce dimanche', accept: ['fluent:cooked-rice', 'fluent:pot-of-food'], topic: 'cuisine' },
  // Money
  { title: "Combien j'ai gagné avec ma petite boutique en 1 mois ? (vrais chiffres)", accept: [...fcfa, 'fluent:convenience-store'], topic: 'argent' },
  { title: "On m'a volé 50 000 FCFA sur Orange Money 😭", accept: [...phone, 'minia:billets-fcfa'], topic: 'argent' },
  { title: 'Tontine ou banque ?', accept: ['minia:sac-fcfa', 'minia:banque', 'minia:billets-fcfa'], topic: 'argent' },
  // Tech
  { title: 'Unboxing Tecno Spark 20', accept: [...phone], topic: 'tech' },
  { title: 'Comment créer ta chaîne YouTube avec juste ton téléphone Partie 1', accept: ['minia:bouton-lecture', ...phone], topic: 'tech' },
  { title: "Mon PC portable ne s'allume plus aidez moi svp", accept: ['fluent:laptop'], topic: 'tech' },
  // School
  { title: "Résultats du BAC au Mali : j'ai eu ou pas ?", accept: ['fluent:graduation-cap', 'minia:ecole', 'flag:ml'], topic: 'ecole' },
  { title: '5 astuces pour reviser le BEPC sans stress', accept: ['fluent:books', 'fluent:memo', 'fluent:notebook'], topic: 'ecole' },
  { title: "Premier jour d'école de ma petite soeur", accept: ['minia:ecole', 'fluent:backpack', 'fluent:school'], topic: 'ecole' },
  // Town
  { title: 'Marché Dantokpa en direct', accept: ['minia:ville', 'flag:bj'], topic: 'ville' },
  { title: "Embouteillage a Kinshasa ce matin c'est trop", accept: ['fluent:automobile', 'minia:ville', 'flag:cd'], topic: 'ville' },
  { title: 'Je visite la médina de Marrakech pour la 1ere fois', accept: ['flag:ma', 'minia:ville'], topic: 'ville' },
  // Beach
  { title: "Une journée à la plage de Lomé avec les amis, on a nagé jusqu'au soir", accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'flag:tg'], topic: 'plage' },
  { title: 'Pointe-Denis week end vlog 🌴', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:desert-island'], topic: 'plage' },
  // Faith
  { title: 'Ramadan épisode 3 : ma rupture du jeûne', accept: ['fluent:crescent-moon', 'fluent:mosque', 'fluent:star-and-crescent'], topic: 'religion' },
  { title: 'Messe de Pâques à la cathédrale de Yaoundé', accept: ['fluent:church'], topic: 'religion' },
  { title: 'Pourquoi je prie 5 fois par jour ? je réponds à vos questions', accept: ['fluent:folded-hands', 'fluent:mosque', 'fluent:prayer-beads'], topic: 'religion' },
  // Beauty
  { title: 'Tresses faciles pour petites filles', accept: ['fluent:girl', PERSON], topic: 'beaute' },
  { title: 'Mon maquillage pour un mariage, rapide et pas cher', accept: ['fluent:lipstick'], topic: 'beaute' },
  { title: 'Le beurre de karité pour les cheveux, ça marche vraiment ??', accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  // Games
  { title: 'FIFA en ligne contre mon petit frère, il a pleuré', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: "Ludo jusqu'à 3h du matin avec les cousins", accept: ['fluent:game-die'], topic: 'jeux' },
  // Music
  { title: 'Mon premier son de coupé décalé !!! dites moi en commentaire', accept: ['fluent:microphone', 'fluent:musical-notes', 'fluent:headphone'], topic: 'musique' },
  { title: "TOP 10 des sons ivoiriens de l'année", accept: ['fluent:musical-notes', 'fluent:headphone', 'fluent:keycap-10'], topic: 'musique' },
  { title: 'Djembé épisode 2', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  // Cars and motorbikes
  { title: 'Ma moto Jakarta est encore tombée en panne', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Toyota ou Mercedes ? laquelle acheter au Cameroun', accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  // Home
  { title: 'Je construis ma maison au village avec 2 millions seulement', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Visite de mon studio à Abidjan, loyer 60 000 F', accept: ['fluent:house', 'fluent:key', 'fluent:couch-and-lamp'], topic: 'maison' },
  // Feasts
  { title: 'Mariage à Bamako 🎉', accept: ['fluent:wedding', 'fluent:ring', 'fluent:party-popper'], topic: 'fete' },
  { title: 'Anniversaire surprise pour maman, elle a pleuré', accept: ['fluent:birthday-cake', 'fluent:wrapped-gift', 'fluent:balloon'], topic: 'fete' },
  // Health
  { title: 'Palu encore ?? comment je me soigne à Niamey', accept: ['fluent:mosquito', 'fluent:pill', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Mal de dents depuis 3 jours, que faire ?', accept: ['fluent:tooth'], topic: 'sante' },
  { title: 'Je perds 5 kilos en 1 mois ? mon régime', accept: [BIG_WORD, PERSON], topic: 'sante' },
  // Farming
  { title: 'Mon champ de maïs après 2 mois de pluie', accept: ['fluent:ear-of-corn', 'fluent:seedling'], topic: 'agriculture' },
  { title: "Élevage de poulets : combien j'ai gagné en 3 mois ?", accept: ['fluent:chicken', ...fcfa], topic: 'agriculture' },
  { title: "Cacao : Ghana ou Côte d'Ivoire, qui paie mieux les planteurs ?", accept: ['flag:gh', 'flag:ci'], topic: 'agriculture' },
  // News
  { title: 'URGENT coupure de courant à Dakar depuis hier soir', accept: ['fluent:high-voltage', 'fluent:light-bulb', 'flag:sn'], topic: 'actu' },
  { title: 'Conakry : le sac de riz a encore augmenté ??', accept: ['fluent:cooked-rice', 'fluent:sheaf-of-rice', 'flag:gn'], topic: 'actu' },
  // History
  { title: "L'histoire de Soundiata Keita racontée simplement", accept: ['fluent:crown', 'fluent:scroll'], topic: 'histoire' },
  { title: 'Qui était Thomas Sankara ? Partie 1', accept: ['flag:bf', PERSON], topic: 'histoire' },
];
