/**
 * A hundred titles of a seventh round of issue 30, written and labelled by someone who never saw the
 * matcher's vocabulary nor ran the matcher on them, while another engineer widened that vocabulary
 * blind to them: they measure how far the widening carries to words nobody tuned for. Creators from
 * the whole of francophone Africa (and Haiti-born creators living in Dakar), every topic three to
 * eight times, every kind of title (questions, lists, stories, versus, prices, scores, tutorials,
 * reactions, pranks, vlogs, « 24 h », « POV », « haul », « unboxing », « GRWM »), typos and missing
 * accents left as creators type them. Same rules as `creator-titles.ts`.
 */
import { BIG_WORD, PERSON, fcfa, phone, type CreatorTitle } from './creator-titles';

export const seventhTitles: CreatorTitle[] = [
  // Football
  { title: 'Les Étalons éliminent le Mali aux tirs au but !!', accept: ['flag:bf', 'fluent:soccer-ball', 'fluent:goal-net'], topic: 'football' },
  { title: 'Horoya - Hafia : le derby de Conakry, qui va gagner ?', accept: ['fluent:soccer-ball', 'fluent:stadium', 'flag:gn'], topic: 'football' },
  { title: 'Unboxing du nouveau maillot des Lions Indomptables', accept: ['fluent:t-shirt', 'fluent:running-shirt', 'flag:cm'], topic: 'football' },
  { title: 'Penalty challenge contre mon petit frère de 8 ans', accept: ['fluent:goal-net', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Carton rouge a la 10e minute : l’arbitre a tué le Togo', accept: ['fluent:red-square', 'fluent:soccer-ball', 'flag:tg'], topic: 'football' },
  // Other sports
  { title: 'Je m’inscris au karaté à 35 ans : premier cours', accept: ['fluent:martial-arts-uniform'], topic: 'sport' },
  { title: 'Beach-volley à Lomé : on a perdu 3 sets à 0', accept: ['fluent:volleyball'], topic: 'sport' },
  { title: '24 h avec les coureurs du Tour du Faso', accept: ['fluent:person-biking-dark', 'fluent:man-biking-dark', 'fluent:bicycle'], topic: 'sport' },
  { title: 'Ma salle de muscu dans la cour avec des haltères à 20 000 F', accept: ['fluent:man-lifting-weights-dark', 'fluent:person-lifting-weights-dark', 'fluent:flexed-biceps-dark'], topic: 'sport' },
  { title: 'Lutte traditionnelle au Niger : qui aura le sabre national ?', accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark', 'flag:ne'], topic: 'sport' },
  // Cooking
  { title: 'Kedjenou de poulet à la canari, comme au village', accept: ['fluent:pot-of-food', 'fluent:poultry-leg'], topic: 'cuisine' },
  { title: 'Pâte d’arachide maison : la méthode de ma tante', accept: ['fluent:peanuts', 'fluent:jar'], topic: 'cuisine' },
  { title: 'Capitaine braisé au feu de bois sur la plage de Cotonou', accept: ['fluent:fish', 'fluent:fire'], topic: 'cuisine' },
  { title: 'Avocat, oeuf, pain : mon petit déj à 500 F', accept: ['fluent:avocado', 'fluent:egg', 'fluent:bread'], topic: 'cuisine' },
  { title: 'Omelette spaghetti comme chez les tantis de Yop', accept: ['fluent:spaghetti', 'fluent:egg', 'fluent:cooking'], topic: 'cuisine' },
  { title: 'Je mange QUE de l’ananas pendant 3 jours ?!', accept: ['fluent:pineapple'], topic: 'cuisine' },
  // Money
  { title: 'Mon micro-crédit à la banque : remboursé en 12 mois ?', accept: ['minia:banque'].concat(fcfa), topic: 'argent' },
  { title: 'Carte Visa prépayée au Mali : ça marche vraiment ?', accept: ['fluent:credit-card', 'minia:banque'], topic: 'argent' },
  { title: 'Haul friperie : 15 pièces pour 10 000 F', accept: ['fluent:t-shirt', 'fluent:jeans', 'fluent:womans-clothes'], topic: 'argent' },
  { title: 'Envoyer de l’argent de Paris à Bamako : les frais qui font mal', accept: ['minia:argent-envole'].concat(fcfa), topic: 'argent' },
  { title: 'Ma boutique de crédit téléphonique : combien je gagne en 1 semaine', accept: ['fluent:convenience-store'].concat(phone), topic: 'argent' },
  // Tech
  { title: 'Power bank à 7 000 F : il charge vraiment 3 fois ?', accept: ['fluent:battery', 'fluent:low-battery', 'fluent:electric-plug'], topic: 'tech' },
  { title: 'Mon setup gaming avec un écran 27 pouces', accept: ['fluent:desktop-computer', 'fluent:keyboard', 'fluent:computer-mouse'], topic: 'tech' },
  { title: 'Il fabrique un robot avec des déchets électroniques à Kinshasa', accept: ['fluent:robot', 'fluent:mechanical-arm'], topic: 'tech' },
  { title: 'Tuto : une caméra de surveillance reliée à ton téléphone', accept: ['fluent:video-camera', 'fluent:camera', 'fluent:mobile-phone'], topic: 'tech' },
  { title: 'Unboxing Redmi Note 14 : mieux qu’un iPhone ??', accept: phone, topic: 'tech' },
  { title: 'Panneaux solaires au Burkina : combien pour toute la maison ?', accept: ['fluent:sun', 'fluent:battery', 'fluent:high-voltage'], topic: 'tech' },
  // School
  { title: 'Méthode Pomodoro : 4 h de révisions sans téléphone', accept: ['fluent:timer-clock', 'fluent:alarm-clock', 'fluent:books'], topic: 'ecole' },
  { title: 'Dictée de CM2 : mes abonnés font combien de fautes ?', accept: ['fluent:memo', 'fluent:pencil', 'fluent:writing-hand-dark'], topic: 'ecole' },
  { title: 'Un cartable à 25 000 F pour ma fille, abusé ou pas ?', accept: ['fluent:backpack'], topic: 'ecole' },
  { title: 'Journée portes ouvertes à l’université de Lomé', accept: ['fluent:graduation-cap', 'minia:ecole', 'fluent:classical-building'], topic: 'ecole' },
  { title: 'Au labo de SVT : on regarde l’eau du puits au microscope', accept: ['fluent:microscope', 'fluent:test-tube'], topic: 'ecole' },
  // The city and travel
  { title: 'Casa - Tanger en Al Boraq : 2 h 10 à 320 km/h', accept: ['fluent:high-speed-train', 'fluent:bullet-train', 'flag:ma'], topic: 'ville' },
  { title: 'Room tour : hôtel à 15 000 F la nuit à Ouaga', accept: ['fluent:hotel', 'fluent:bed'], topic: 'ville' },
  { title: 'Le pont HKB d’Abidjan vu d’en haut', accept: ['fluent:bridge-at-night', 'fluent:cityscape', 'minia:ville'], topic: 'ville' },
  { title: 'Je visite le musée des Civilisations noires', accept: ['fluent:classical-building', 'fluent:framed-picture'], topic: 'ville' },
  { title: 'Le téléphérique de Constantine : j’ai eu peur', accept: ['fluent:aerial-tramway', 'fluent:mountain-cableway', 'flag:dz'], topic: 'ville' },
  { title: 'Perdue dans la médina de Fès sans internet', accept: ['flag:ma', 'fluent:world-map', 'fluent:compass'], topic: 'ville' },
  // The beach and the sea
  { title: 'Surf à Ngor : ma toute première vague !', accept: ['fluent:person-surfing-dark', 'fluent:man-surfing-dark', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Plongée à Nosy Be : une tortue de mer à 2 mètres de moi', accept: ['fluent:turtle', 'fluent:diving-mask', 'fluent:tropical-fish'], topic: 'plage' },
  { title: 'On nage avec les requins-baleines à Djibouti', accept: ['fluent:shark', 'fluent:whale', 'fluent:spouting-whale'], topic: 'plage' },
  { title: 'La chasse aux crabes la nuit à Grand-Popo', accept: ['fluent:crab'], topic: 'plage' },
  { title: 'Coucher de soleil à Assinie : vlog chill', accept: ['fluent:sunset', 'fluent:beach-with-umbrella', 'fluent:palm-tree'], topic: 'plage' },
  // Religion
  { title: 'Lire tout le Coran pendant le Ramadan : mon défi', accept: ['fluent:open-book', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Je chante à la chorale de ma paroisse pour la première fois', accept: ['fluent:church', 'fluent:latin-cross', 'fluent:musical-notes'], topic: 'religion' },
  { title: 'Toussaint : des bougies sur les tombes au cimetière de Brazza', accept: ['fluent:candle', 'fluent:headstone', 'fluent:latin-cross'], topic: 'religion' },
  { title: 'Baptême dans le fleuve avec mon église à Douala', accept: ['fluent:church', 'fluent:water-wave', 'fluent:droplet'], topic: 'religion' },
  { title: 'Ziarra à Médina Baye : on a dormi à la mosquée', accept: ['fluent:mosque', 'fluent:star-and-crescent'], topic: 'religion' },
  // Beauty and fashion
  { title: 'Rouge à lèvres à 1 500 F : swatch de 8 teintes', accept: ['fluent:lipstick'], topic: 'beaute' },
  { title: 'Je me rase la tête (les filles regardez avant de juger)', accept: ['fluent:razor', 'fluent:woman-bald-dark', 'fluent:person-bald-dark'], topic: 'beaute' },
  { title: 'GRWM : je me prépare pour un dîner (makeup + tenue)', accept: ['fluent:lipstick', 'fluent:mirror', 'fluent:dress'], topic: 'beaute' },
  { title: 'Un sac Dior à 12 000 F au marché : vrai ou faux ?', accept: ['fluent:handbag', 'fluent:purse', 'fluent:clutch-bag'], topic: 'beaute' },
  { title: 'Henné de mariée : 3 motifs pour les mains et les pieds', accept: ['fluent:hand-with-fingers-splayed-dark', 'fluent:foot-dark', 'fluent:raised-back-of-hand-dark'], topic: 'beaute' },
  // Games
  { title: 'Awalé : j’ai battu le champion du quartier', accept: ['fluent:trophy', 'fluent:1st-place-medal', 'fluent:chess-pawn'], topic: 'jeux' },
  { title: 'Fortnite pendant 24 h sans dormir', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Huit américain : tonton me bat 5 fois de suite', accept: ['fluent:joker', 'fluent:spade-suit', 'fluent:heart-suit'], topic: 'jeux' },
  { title: 'Les jeux de notre enfance à Niamey : cerf-volant, toupie, billes', accept: ['fluent:kite', 'fluent:yo-yo'], topic: 'jeux' },
  // Music
  { title: 'Fally Ipupa en live au stade des Martyrs : ambiance de fou', accept: ['fluent:microphone', 'fluent:man-singer-dark', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Mon home studio à 300 000 F : micro, carte son, casque', accept: ['fluent:studio-microphone', 'fluent:headphone', 'fluent:control-knobs'], topic: 'musique' },
  { title: 'Violon : 6 mois de cours à l’Institut français', accept: ['fluent:violin'], topic: 'musique' },
  { title: 'La fanfare répète pour le 4 avril : trompette et tambours', accept: ['fluent:trumpet', 'fluent:drum', 'fluent:long-drum'], topic: 'musique' },
  { title: 'Festival gnaoua d’Essaouira : 3 jours de transe', accept: ['fluent:musical-notes', 'fluent:long-drum', 'flag:ma'], topic: 'musique' },
  // Cars and motorbikes
  { title: 'Changer ses plaquettes de frein soi-même (Corolla)', accept: ['fluent:wrench', 'fluent:automobile', 'fluent:nut-and-bolt'], topic: 'auto' },
  { title: 'Pneus d’occasion à 20 000 F : danger ou bon plan ?', accept: ['fluent:wheel'], topic: 'auto' },
  { title: 'J’achète un tricycle pour livrer le gaz : bonne idée ?', accept: ['fluent:auto-rickshaw'], topic: 'auto' },
  { title: 'Lomé - Ouaga en camion avec un routier', accept: ['fluent:articulated-lorry', 'fluent:delivery-truck'], topic: 'auto' },
  { title: 'Land Cruiser ou Hilux pour la brousse ?', accept: ['fluent:sport-utility-vehicle', 'fluent:pickup-truck'], topic: 'auto' },
  // The home
  { title: 'Des cafards dans la cuisine : 3 astuces qui marchent', accept: ['fluent:cockroach'], topic: 'maison' },
  { title: 'Porte blindée posée : le prix et l’installation', accept: ['fluent:door', 'fluent:locked', 'fluent:key'], topic: 'maison' },
  { title: 'Room tour de mon studio à 60 000 F à Yaoundé', accept: ['fluent:house', 'fluent:bed', 'fluent:couch-and-lamp'], topic: 'maison' },
  { title: 'Fuite d’eau sous l’évier : je répare moi-même', accept: ['fluent:wrench', 'fluent:droplet', 'fluent:plunger'], topic: 'maison' },
  { title: 'Une souris dans le plafond : le piège qui a marché', accept: ['fluent:mouse', 'fluent:mouse-trap'], topic: 'maison' },
  // Feasts
  { title: 'Mariage à 10 millions à Abidjan : ils ont exagéré ?', accept: ['fluent:wedding', 'fluent:ring', 'fluent:person-with-veil-dark'], topic: 'fete' },
  { title: 'Réveillon du 31 sur le toit avec toute la famille', accept: ['fluent:party-popper', 'fluent:fireworks', 'fluent:confetti-ball'], topic: 'fete' },
  { title: 'Fête des mères : surprise pour ma maman !', accept: ['fluent:wrapped-gift', 'fluent:bouquet'], topic: 'fete' },
  { title: 'Saint-Valentin : dîner aux chandelles à 25 000 F', accept: ['fluent:red-heart', 'fluent:candle', 'fluent:rose'], topic: 'fete' },
  { title: 'Carnaval de Port-Gentil : on a défilé toute la nuit', accept: ['fluent:performing-arts', 'fluent:confetti-ball', 'fluent:party-popper'], topic: 'fete' },
  // Health
  { title: 'Bras cassé : 6 semaines avec un plâtre', accept: ['fluent:x-ray', 'fluent:bone', 'fluent:adhesive-bandage'], topic: 'sante' },
  { title: 'Vaccin contre la fièvre jaune : obligatoire pour voyager ?', accept: ['fluent:syringe'], topic: 'sante' },
  { title: 'Insomnie : comment je dors enfin 8 h par nuit', accept: ['fluent:sleeping-face', 'fluent:zzz', 'fluent:person-in-bed-dark'], topic: 'sante' },
  { title: 'Asthme à Dakar : la poussière me tue', accept: ['fluent:lungs'], topic: 'sante' },
  { title: 'Mes lunettes de vue à 30 000 F chez l’opticien', accept: ['fluent:glasses'], topic: 'sante' },
  // Farming
  { title: 'Ma première récolte de pastèques : 2 tonnes !', accept: ['fluent:watermelon'], topic: 'agriculture' },
  { title: 'Apiculture au Burkina : je récolte le miel sans masque', accept: ['fluent:honeybee', 'fluent:honey-pot'], topic: 'agriculture' },
  { title: 'Élever des escargots géants, ça rapporte ?', accept: ['fluent:snail'], topic: 'agriculture' },
  { title: 'Les criquets ont mangé tout mon mil', accept: ['fluent:cricket', 'fluent:sheaf-of-rice'], topic: 'agriculture' },
  { title: 'Ma ferme de vaches laitières à Kaolack', accept: ['fluent:cow', 'fluent:cow-face', 'fluent:glass-of-milk'], topic: 'agriculture' },
  { title: 'Goutte-à-goutte dans mon potager : installation complète', accept: ['fluent:droplet', 'fluent:seedling', 'fluent:potted-plant'], topic: 'agriculture' },
  // News
  { title: 'Incendie au grand marché de Niamey : les images', accept: ['fluent:fire', 'fluent:fire-engine'], topic: 'actu' },
  { title: 'Éruption du Nyiragongo : Goma retient son souffle', accept: ['fluent:volcano'], topic: 'actu' },
  { title: 'Séisme au Maroc : 2 ans apres, on retourne au village', accept: ['flag:ma', 'fluent:derelict-house', 'fluent:house'], topic: 'actu' },
  { title: 'Je vote pour la première fois : mon bureau de vote à Libreville', accept: ['fluent:ballot-box-with-ballot'], topic: 'actu' },
  // Stories, pranks, persons and big words
  { title: 'Storytime : la police m’a arrêté pour rien', accept: ['fluent:police-officer-dark', 'fluent:man-police-officer-dark', 'fluent:police-car'], topic: 'histoire' },
  { title: 'Une nuit dans la maison hantée de Grand-Bassam', accept: ['fluent:ghost', 'fluent:derelict-house'], topic: 'histoire' },
  { title: 'Mon meilleur ami est sorti avec ma copine', accept: [PERSON], topic: 'histoire' },
  { title: 'POV : tu rentres à 2 h du mat et ta mère t’attend', accept: [PERSON], topic: 'histoire' },
  { title: 'J’ai retrouvé mon père après 20 ans', accept: [PERSON], topic: 'histoire' },
  { title: 'La reine Pokou : la vraie histoire des Baoulés', accept: ['fluent:crown', 'fluent:person-with-crown-dark', PERSON], topic: 'histoire' },
  { title: 'Prank : je dis à ma femme que j’ai vendu la voiture', accept: ['fluent:automobile', PERSON], topic: 'histoire' },
  { title: '1 an sans parler à ma mère...', accept: [BIG_WORD, PERSON], topic: 'histoire' },
];
