/**
 * A hundred and twenty titles of an eighth round of issue 30, written and labelled before the matcher
 * saw them: creators of every country of francophone Africa, each writing in their region's own
 * words (Wolof, Nouchi, Bambara, Lingala, Camfranglais, Darija and Malagasy loanwords as they come in
 * French titles): dishes, drinks, snacks, shared minibuses and moto-taxis, markets, feasts and
 * ceremonies, clothes and hairstyles, music and dances, wrestling and games, tontines and mobile
 * money, papers and exams, slang. Many name two things where one must win (a dish at a price in a
 * city, a phone bought at a market, a child's exam at a school). Same rules as `creator-titles.ts`.
 */
import { PERSON, fcfa, phone, type CreatorTitle } from './creator-titles';

const minibus = ['fluent:minibus', 'fluent:bus', 'fluent:oncoming-bus'];
const moto = ['fluent:motorcycle', 'fluent:motor-scooter'];
const taxi = ['fluent:oncoming-taxi', 'fluent:taxi', 'fluent:automobile'];
const pot = ['fluent:pot-of-food', 'fluent:steaming-bowl'];
const dance = ['fluent:man-dancing-dark', 'fluent:woman-dancing-dark'];
const exam = ['fluent:graduation-cap', 'fluent:page-facing-up', 'fluent:memo'];
const wrestling = ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark'];
const tea = ['fluent:teapot', 'fluent:hot-beverage', 'fluent:teacup-without-handle'];
const singer = ['fluent:microphone', 'fluent:singer-dark', 'fluent:woman-singer-dark'];
const train = ['fluent:train', 'fluent:locomotive', 'fluent:railway-car'];

export const eighthTitles: CreatorTitle[] = [
  // Senegal
  { title: 'Ndiaga Ndiaye de Pikine à Sandaga : 300 F le trajet', accept: minibus, topic: 'ville' },
  { title: 'Mon premier Magal de Touba à pied depuis Dakar', accept: ['fluent:mosque', 'fluent:person-walking-dark'], topic: 'religion' },
  { title: 'Tontine des femmes du quartier : 1 million en 10 mois', accept: fcfa, topic: 'argent' },
  { title: 'Laamb : Modou Lô contre Ama Baldé, qui va tomber ?', accept: wrestling, topic: 'sport' },
  { title: 'Acheter un mouton de Tabaski à Dakar : les prix fous', accept: ['fluent:ram', 'fluent:ewe'], topic: 'religion' },
  { title: 'Compteur Woyofal : 5 000 F de crédit, ça dure combien ?', accept: ['fluent:high-voltage', 'fluent:electric-plug', 'fluent:light-bulb'], topic: 'maison' },
  { title: 'Mbindane à Dakar : ma vie de bonne racontée', accept: [PERSON], topic: 'histoire' },
  // Côte d’Ivoire
  { title: 'Garbadrome de Yop : le garba à 500 F vaut-il le coup ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Gbaka ou wôrô-wôrô : comment aller au Plateau sans galérer', accept: ['fluent:minibus', 'fluent:bus', 'fluent:oncoming-taxi'], topic: 'ville' },
  { title: 'Coupé-décalé : j’apprends le pas de Douk Saga', accept: dance, topic: 'musique' },
  { title: 'Mon maquis à Yopougon : combien je gagne par mois', accept: fcfa.concat(['fluent:fork-and-knife-with-plate']), topic: 'argent' },
  { title: 'Le BAC à Bouaké : mon fils a eu 14 de moyenne', accept: exam, topic: 'ecole' },
  { title: 'Les gos de Cocody et leurs perruques à 150 000 F', accept: ['fluent:woman-curly-hair-dark', 'fluent:woman-getting-haircut-dark'], topic: 'beaute' },
  { title: 'Mon Tecno acheté à Adjamé Roxy : 3 mois après', accept: phone, topic: 'tech' },
  { title: 'Les médicaments par terre au marché d’Adjamé : danger', accept: ['fluent:pill'], topic: 'sante' },
  // Mali
  { title: 'Tô sauce gombo : le plat du soir à Bamako', accept: pot, topic: 'cuisine' },
  { title: 'Sotrama de Bamako : 24 h avec un apprenti', accept: minibus, topic: 'ville' },
  { title: 'Mon grin de thé à Bamako : on refait le monde', accept: tea, topic: 'cuisine' },
  { title: 'Balafon et djembé : la nuit des griots de Ségou', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  { title: 'Bazin riche pour la fête : le prix du mètre au marché de Bamako', accept: ['fluent:womans-clothes', 'fluent:dress', 'fluent:kimono'], topic: 'beaute' },
  { title: 'DEF 2025 : les sujets de maths tombés à Sikasso', accept: ['fluent:page-facing-up', 'fluent:memo', 'fluent:triangular-ruler'], topic: 'ecole' },
  // Burkina Faso
  { title: 'Le riz gras de Ouaga à 300 F au maquis', accept: ['fluent:cooked-rice'], topic: 'cuisine' },
  { title: 'Dolo de Koudougou : je goûte la bière de mil', accept: ['fluent:beer-mug', 'fluent:clinking-beer-mugs'], topic: 'cuisine' },
  { title: 'FESPACO 2025 : mon premier film en compétition', accept: ['fluent:clapper-board', 'fluent:movie-camera', 'fluent:film-frames'], topic: 'actu' },
  { title: 'La Crypton à 650 000 F : la moto préférée de Ouaga', accept: moto, topic: 'auto' },
  { title: 'Babenda aux feuilles d’oseille : recette du Burkina', accept: pot, topic: 'cuisine' },
  { title: 'Mon champ de mil à Kaya après la pluie', accept: ['fluent:sheaf-of-rice', 'fluent:ear-of-corn', 'fluent:seedling'], topic: 'agriculture' },
  // Guinea
  { title: 'Le Magbana de Conakry : le train de banlieue est revenu', accept: train, topic: 'ville' },
  { title: 'Fouti et sauce feuille de patate : le plat de Labé', accept: pot, topic: 'cuisine' },
  { title: 'Le Syli national qualifié : Conakry en folie', accept: ['flag:gn', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Taxi-moto à Conakry : 5 000 GNF le trajet, c’est trop ?', accept: moto, topic: 'auto' },
  { title: 'Mariage peul à Labé : la dot en vaches', accept: ['fluent:wedding', 'fluent:ring', 'fluent:cow'], topic: 'fete' },
  // Niger
  { title: 'Kilichi de Niamey : la viande séchée qui part en Europe', accept: ['fluent:cut-of-meat', 'fluent:meat-on-bone'], topic: 'cuisine' },
  { title: 'Cure Salée à Ingall : les Peuls et leurs chameaux', accept: ['fluent:camel', 'fluent:two-hump-camel'], topic: 'fete' },
  { title: 'Le prix du sac de mil au marché de Maradi', accept: ['fluent:sheaf-of-rice', 'fluent:ear-of-corn'], topic: 'agriculture' },
  { title: 'Kabou-kabou de Niamey : les taxis-motos en grève', accept: moto, topic: 'auto' },
  { title: 'Le bac au Niger : mon petit frère a eu la mention', accept: exam, topic: 'ecole' },
  // Benin
  { title: 'Zémidjan à Cotonou : le casque obligatoire, vous êtes d’accord ?', accept: moto, topic: 'auto' },
  { title: 'Amiwo au poulet : la pâte rouge de Cotonou', accept: pot.concat(['fluent:poultry-leg']), topic: 'cuisine' },
  { title: 'Le marché Dantokpa la nuit : 1 000 F de tomates', accept: ['fluent:tomato'], topic: 'cuisine' },
  { title: 'Sodabi maison : comment mon oncle distille le vin de palme', accept: ['fluent:alembic', 'fluent:bottle-with-popping-cork', 'fluent:tumbler-glass'], topic: 'cuisine' },
  { title: 'Gani à Nikki : les cavaliers baatonu devant le roi', accept: ['fluent:horse', 'fluent:horse-racing-dark', 'fluent:horse-face'], topic: 'fete' },
  // Togo
  { title: 'Ablo et poisson frit à Lomé : 1 000 F l’assiette', accept: ['fluent:fish', 'fluent:fork-and-knife-with-plate'], topic: 'cuisine' },
  { title: 'Tchoukoutou au marché de Kara : la bière de sorgho', accept: ['fluent:beer-mug', 'fluent:clinking-beer-mugs'], topic: 'cuisine' },
  { title: 'Evala 2025 : la lutte des jeunes Kabyè', accept: wrestling, topic: 'sport' },
  { title: 'Au grand marché d’Assigamé j’achète un téléphone à 35 000 F', accept: phone, topic: 'tech' },
  { title: 'La fibre à Lomé : 100 Mbps pour 25 000 F ?', accept: ['fluent:wireless', 'fluent:globe-with-meridians', 'fluent:satellite-antenna'], topic: 'tech' },
  // Cameroon
  { title: 'Ndolè aux crevettes pour le dimanche', accept: pot.concat(['fluent:shrimp']), topic: 'cuisine' },
  { title: 'Benskin à Douala : combien gagne un mototaximan par jour ?', accept: moto.concat(['minia:billets-fcfa']), topic: 'argent' },
  { title: 'Soya et plantain braisé à Yaoundé', accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat', 'minia:alloco'], topic: 'cuisine' },
  { title: 'Le Mbolé de Yaoundé : les pas à connaître', accept: dance, topic: 'musique' },
  { title: 'Ma go m’a ndem : storytime', accept: [PERSON], topic: 'histoire' },
  { title: 'Njangi : on cotise 50 000 F par mois entre amis', accept: fcfa, topic: 'argent' },
  // Gabon
  { title: 'Le Nyembwe au poulet : la recette gabonaise', accept: pot.concat(['fluent:poultry-leg']), topic: 'cuisine' },
  { title: 'Clando à Libreville : 500 F pour aller à Akanda', accept: taxi, topic: 'auto' },
  { title: 'Les Panthères du Gabon : la CAN à domicile', accept: ['flag:ga', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Bac au Gabon : les résultats sont tombés', accept: exam, topic: 'ecole' },
  { title: 'Mon abonnement Canal+ à Libreville : ça vaut 15 000 F ?', accept: ['fluent:television', 'fluent:satellite-antenna'], topic: 'tech' },
  // Congo
  { title: 'La Sape à Bacongo : mes costumes et mes Weston', accept: ['fluent:man-in-tuxedo-dark', 'fluent:necktie', 'fluent:mans-shoe'], topic: 'beaute' },
  { title: 'Foufou et saka-saka : le dimanche à Brazza', accept: pot.concat(['fluent:leafy-green']), topic: 'cuisine' },
  { title: 'Fula-fula de Brazzaville : le bus qui fait peur', accept: minibus, topic: 'ville' },
  { title: 'Ndombolo : je danse avec ma tante au mariage', accept: dance, topic: 'musique' },
  { title: 'Les Diables Rouges battent le Cameroun', accept: ['flag:cg', 'flag:cm', 'fluent:soccer-ball'], topic: 'football' },
  // DRC
  { title: 'Kin la belle : 24 h à Matonge', accept: ['minia:ville', 'fluent:cityscape', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Les taxi-bus « esprit de mort » de Kinshasa', accept: minibus, topic: 'ville' },
  { title: 'Rumba congolaise : la guitare de Papa Wemba', accept: ['fluent:guitar'], topic: 'musique' },
  { title: 'Mon premier mois à Lubumbashi avec 200 dollars', accept: ['fluent:dollar-banknote', 'fluent:money-bag', 'fluent:heavy-dollar-sign'], topic: 'argent' },
  { title: 'Examen d’État : mon fils a eu 72 % à Kinshasa', accept: exam, topic: 'ecole' },
  { title: 'Palu à Kinshasa : 3 jours au centre de santé', accept: ['fluent:mosquito', 'fluent:hospital', 'fluent:pill'], topic: 'sante' },
  // Chad
  { title: 'La boule de mil et la sauce longue de N’Djamena', accept: pot, topic: 'cuisine' },
  { title: 'Clandoman à N’Djamena : la moto à 450 000 F', accept: moto, topic: 'auto' },
  { title: 'Les dattes de Faya-Largeau : la récolte en famille', accept: ['fluent:palm-tree'], topic: 'agriculture' },
  { title: 'Chameau contre 4x4 : traverser le Tibesti', accept: ['fluent:camel', 'fluent:two-hump-camel', 'fluent:sport-utility-vehicle'], topic: 'auto' },
  { title: 'Les Sao du Tchad : qui va gagner le match ?', accept: ['flag:td', 'fluent:soccer-ball'], topic: 'football' },
  // Central African Republic
  { title: 'Gozo et ngunza : le plat de tous les jours à Bangui', accept: pot.concat(['fluent:leafy-green']), topic: 'cuisine' },
  { title: 'Moto-taxi à Bangui : 200 F le kilomètre ?', accept: moto, topic: 'auto' },
  { title: 'En pirogue sur l’Oubangui : Bangui - Zongo en 10 minutes', accept: ['fluent:canoe'], topic: 'ville' },
  { title: 'Le diamant de Bria : vrai ou faux ?', accept: ['fluent:gem-stone'], topic: 'argent' },
  { title: 'Les Fauves du Bas-Oubangui peuvent-ils aller au Mondial ?', accept: ['flag:cf', 'fluent:soccer-ball'], topic: 'football' },
  // Madagascar
  { title: 'Romazava et vary : le plat du dimanche à Tana', accept: pot.concat(['fluent:cooked-rice']), topic: 'cuisine' },
  { title: 'Taxi-brousse Tana - Tamatave : 8 h de route', accept: minibus, topic: 'auto' },
  { title: 'Pousse-pousse à Antsirabe : combien gagne un tireur ?', accept: ['fluent:auto-rickshaw'].concat(fcfa), topic: 'argent' },
  { title: 'Famadihana : le retournement des morts chez mes grands-parents', accept: ['fluent:coffin', 'fluent:headstone'], topic: 'religion' },
  { title: 'Les zébus au marché d’Ambalavao : combien pour un zébu ?', accept: ['fluent:ox', 'fluent:cow', 'fluent:water-buffalo'], topic: 'agriculture' },
  // Morocco
  { title: 'Grand taxi de Casa à Rabat : 80 dirhams', accept: taxi, topic: 'auto' },
  { title: 'Msemen et harcha au petit déj : la recette de ma mère', accept: ['fluent:flatbread', 'fluent:pancakes'], topic: 'cuisine' },
  { title: 'Hammam du quartier : mon rituel au savon beldi', accept: ['fluent:person-in-steamy-room-dark', 'fluent:soap', 'fluent:hot-springs'], topic: 'beaute' },
  { title: 'Raja - Wydad : le derby de Casablanca', accept: ['fluent:soccer-ball', 'fluent:stadium'], topic: 'football' },
  { title: 'Mon caftan pour le mariage de ma sœur à Fès', accept: ['fluent:dress', 'fluent:kimono', 'fluent:womans-clothes'], topic: 'beaute' },
  { title: 'Tbourida : la fantasia des cavaliers à El Jadida', accept: ['fluent:horse', 'fluent:horse-racing-dark', 'fluent:horse-face'], topic: 'fete' },
  // Algeria
  { title: 'Karantika à 50 DA : le sandwich d’Oran', accept: ['fluent:sandwich', 'fluent:custard', 'fluent:pie'], topic: 'cuisine' },
  { title: 'Le Bac en Algérie : les révisions de la dernière nuit', accept: exam, topic: 'ecole' },
  { title: 'Chaâbi algérois : j’achète mon premier mandole', accept: ['fluent:banjo', 'fluent:guitar'], topic: 'musique' },
  { title: 'Les Fennecs champions : Alger en folie', accept: ['flag:dz', 'fluent:soccer-ball', 'fluent:trophy'], topic: 'football' },
  { title: 'Hittiste à Alger : ma journée contre le mur', accept: [PERSON], topic: 'histoire' },
  // Tunisia
  { title: 'Lablabi à 2 dinars : le meilleur de Tunis', accept: pot, topic: 'cuisine' },
  { title: 'Louage de Tunis à Sfax : 4 h de route', accept: ['fluent:minibus', 'fluent:oncoming-taxi', 'fluent:taxi'], topic: 'auto' },
  { title: 'Le mezoued au mariage de mon cousin', accept: ['fluent:musical-notes', 'fluent:musical-note', 'fluent:wedding'], topic: 'musique' },
  { title: 'Les dattes Deglet Nour de Tozeur : la récolte', accept: ['fluent:palm-tree'], topic: 'agriculture' },
  { title: 'Brik à l’œuf : la recette du Ramadan', accept: ['fluent:stuffed-flatbread', 'fluent:egg', 'fluent:dumpling'], topic: 'cuisine' },
  // Mauritania
  { title: 'Le thé mauritanien en 3 verres : la vraie méthode', accept: tea, topic: 'cuisine' },
  { title: 'Méchoui de chameau à Nouakchott', accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat', 'fluent:camel'], topic: 'cuisine' },
  { title: 'La melhfa de ma mère : les couleurs de l’Aïd', accept: ['fluent:woman-with-headscarf-dark', 'fluent:sari', 'fluent:womans-clothes'], topic: 'beaute' },
  { title: 'Le lait de chamelle : pourquoi c’est si cher ?', accept: ['fluent:glass-of-milk', 'fluent:camel'], topic: 'cuisine' },
  { title: 'Le train du désert de Zouérate : 20 h sur le minerai', accept: train, topic: 'ville' },
  // Djibouti
  { title: 'Skoudehkaris au mouton : le plat national de Djibouti', accept: pot.concat(['fluent:cooked-rice']), topic: 'cuisine' },
  { title: 'Le bus de Balbala : 100 francs le trajet', accept: minibus, topic: 'ville' },
  { title: 'Ramadan à Djibouti : l’iftar en famille', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Une nuit en mer avec les pêcheurs de Djibouti', accept: ['fluent:fishing-pole', 'fluent:fish', 'fluent:sailboat'], topic: 'plage' },
  // Comoros
  { title: 'Le Grand mariage aux Comores : 20 millions de francs', accept: ['fluent:wedding', 'fluent:ring'], topic: 'fete' },
  { title: 'Ylang-ylang d’Anjouan : la fleur des parfums', accept: ['fluent:blossom', 'fluent:hibiscus', 'fluent:white-flower'], topic: 'agriculture' },
  { title: 'Le mtsolola au poisson de ma bibi', accept: pot.concat(['fluent:fish']), topic: 'cuisine' },
  { title: 'Le shigoma de Ngazidja : la danse des hommes', accept: dance, topic: 'musique' },
  { title: 'Le twarab à Moroni : les chanteuses des mariages', accept: singer, topic: 'musique' },
  // Across the region: games, hair, home, health, papers
  { title: 'PES ou FIFA : le tournoi du quartier à Abobo', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ma chambre-salon à Cocody : 60 000 F par mois', accept: ['fluent:house', 'fluent:couch-and-lamp', 'fluent:bed'], topic: 'maison' },
  { title: 'Mon accouchement au CHU de Treichville', accept: ['fluent:hospital', 'fluent:baby-dark', 'fluent:pregnant-woman-dark'], topic: 'sante' },
  { title: 'Ma tantie au village pense que je suis riche', accept: [PERSON], topic: 'histoire' },
  { title: 'Légaliser un diplôme à la mairie de Ouaga : la galère', accept: ['fluent:page-facing-up', 'fluent:scroll', 'fluent:classical-building'], topic: 'actu' },
  { title: 'Le délestage à Bamako : 12 h sans courant', accept: ['fluent:electric-plug', 'fluent:light-bulb', 'fluent:high-voltage'], topic: 'maison' },
];
