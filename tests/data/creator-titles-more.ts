/**
 * Sixty more tuning titles, written in issue 30 after the fifty unseen ones were committed and
 * before the matcher was tuned a second time: the matcher and the topic reader may be tuned on
 * these (and on `creator-titles.ts`), never on the unseen fifty. Same rules as `creator-titles.ts`.
 */
import { BIG_WORD, PERSON, fcfa, phone, type CreatorTitle } from './creator-titles';

export const moreTitles: CreatorTitle[] = [
  // Cooking
  { title: 'Thiéboudienne au poulet pour les paresseux', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Mon mafé de mouton en 45 minutes', accept: ['minia:mafe'], topic: 'cuisine' },
  { title: 'Le meilleur alloco de Yopougon ?', accept: ['minia:alloco'], topic: 'cuisine' },
  { title: 'Bissap glacé pour le Ramadan', accept: ['minia:bissap'], topic: 'cuisine' },
  { title: 'Attiéké maison : ma technique secrète', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Pâtes à la sauce tomate pour 1 000 F', accept: ['fluent:spaghetti', 'fluent:tomato'], topic: 'cuisine' },
  { title: 'Je mange dans le restaurant le plus cher de Dakar', accept: ['fluent:fork-and-knife-with-plate', 'fluent:pot-of-food', 'fluent:fork-and-knife'], topic: 'cuisine' },
  { title: 'Salade de fruits facile pour l’été', accept: ['fluent:green-salad', 'fluent:pineapple', 'fluent:watermelon'], topic: 'cuisine' },
  // Money
  { title: 'Gagner 500 000 F par mois avec TikTok ?', accept: fcfa, topic: 'argent' },
  { title: 'Mes dépenses du mois : combien je dépense vraiment', accept: fcfa, topic: 'argent' },
  { title: 'Ouvrir un compte en banque sans salaire', accept: ['minia:banque'], topic: 'argent' },
  { title: 'Orange Money ou Wave : les frais comparés', accept: phone, topic: 'argent' },
  { title: 'Je donne 100 000 F à un inconnu', accept: fcfa, topic: 'argent' },
  { title: 'Ma boutique de pagnes : 1 an après', accept: ['fluent:convenience-store', 'fluent:dress', 'fluent:briefcase'], topic: 'argent' },
  // Football and sport
  { title: 'Maroc - Égypte : le choc des quarts', accept: ['flag:ma', 'flag:eg'], topic: 'football' },
  { title: 'Cameroun 3-0 Gabon : les buts', accept: ['flag:cm', 'flag:ga'], topic: 'football' },
  { title: 'Le Sénégal peut-il gagner la CAN ?', accept: ['flag:sn', 'fluent:trophy'], topic: 'football' },
  { title: 'Mon premier match en Ligue 1 ivoirienne', accept: ['fluent:soccer-ball', 'flag:ci'], topic: 'football' },
  { title: 'Le gardien a tout arrêté !', accept: ['fluent:goal-net', 'fluent:soccer-ball', 'fluent:gloves'], topic: 'football' },
  { title: 'Boxe : mon premier combat officiel', accept: ['fluent:boxing-glove'], topic: 'sport' },
  { title: '100 pompes par jour pendant 30 jours', accept: ['fluent:person-lifting-weights-dark', 'fluent:flexed-biceps-dark', BIG_WORD], topic: 'sport' },
  // Tech
  { title: 'Samsung A15 ou Infinix Hot 40 ?', accept: phone, topic: 'tech' },
  { title: 'Mon PC a un virus : que faire ?', accept: ['fluent:laptop', 'fluent:desktop-computer', 'fluent:microbe'], topic: 'tech' },
  { title: 'Je teste le nouveau ChatGPT en wolof', accept: ['fluent:robot'], topic: 'tech' },
  { title: 'Ma chaîne a été piratée', accept: ['minia:bouton-lecture', 'fluent:warning'], topic: 'tech' },
  { title: 'La 5G arrive à Abidjan', accept: ['fluent:antenna-bars', 'fluent:satellite-antenna', 'fluent:mobile-phone'], topic: 'tech' },
  { title: 'Casque sans fil à 10 000 F : arnaque ?', accept: ['fluent:headphone'], topic: 'tech' },
  // School
  { title: 'Mes résultats du BAC en direct', accept: ['fluent:graduation-cap', 'fluent:memo'], topic: 'ecole' },
  { title: 'Une journée dans une école de village', accept: ['minia:ecole', 'fluent:school'], topic: 'ecole' },
  { title: 'Comment j’ai appris l’anglais en 6 mois', accept: ['flag:gb', 'flag:us', 'fluent:books'], topic: 'ecole' },
  { title: 'Étudiant et travailleur : mon quotidien', accept: ['fluent:student-dark', 'fluent:graduation-cap', 'fluent:books'], topic: 'ecole' },
  // City and travel
  { title: 'Visite de Kinshasa en 24 heures', accept: ['flag:cd', 'minia:ville'], topic: 'ville' },
  { title: 'Abidjan ou Dakar : où vivre en 2026 ?', accept: ['flag:ci', 'flag:sn', 'minia:ville'], topic: 'ville' },
  { title: 'Je prends le bateau pour Gorée', accept: ['fluent:ship', 'fluent:ferry', 'fluent:motor-boat'], topic: 'ville' },
  { title: 'Mon voyage en Turquie sans visa', accept: ['fluent:airplane', 'flag:tr'], topic: 'ville' },
  // Beach, nature
  { title: 'Plage de Bassam : tout ce qu’il faut savoir', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Pêche en mer avec mon oncle', accept: ['fluent:fishing-pole', 'fluent:fish', 'fluent:sailboat'], topic: 'plage' },
  // Religion and celebrations
  { title: 'Gamou de Tivaouane : les images', accept: ['fluent:mosque'], topic: 'religion' },
  { title: 'Ma première Tabaski loin de ma famille', accept: ['fluent:ewe', 'fluent:ram'], topic: 'religion' },
  { title: 'Notre mariage civil à la mairie', accept: ['fluent:wedding', 'fluent:ring'], topic: 'fete' },
  { title: 'Anniversaire surprise pour mon mari', accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:wrapped-gift'], topic: 'fete' },
  { title: 'Le baptême de mon fils', accept: ['fluent:baby-dark', 'fluent:baby', 'fluent:party-popper'], topic: 'fete' },
  // Beauty
  { title: 'Maquillage de mariée en 20 minutes', accept: ['fluent:lipstick', 'fluent:woman-with-veil-dark'], topic: 'beaute' },
  { title: 'Mes cheveux après 1 an sans défrisage', accept: ['fluent:woman-curly-hair-dark', 'fluent:person-curly-hair-dark'], topic: 'beaute' },
  { title: 'Je teste 5 parfums à moins de 5 000 F', accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  // Games, music, cars
  { title: 'EA FC 26 : mon équipe de rêve', accept: ['fluent:video-game', 'fluent:soccer-ball'], topic: 'jeux' },
  { title: 'Je joue à Minecraft avec mes abonnés', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Mon premier clip tourné avec un téléphone', accept: ['fluent:clapper-board', 'fluent:mobile-phone', 'minia:smartphone'], topic: 'musique' },
  { title: 'Le mbalax est-il mort ?', accept: ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Ma Corolla de 2008 : combien elle consomme', accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  { title: 'Vendre sa voiture sans se faire arnaquer', accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  // Home, health, farming, news
  { title: 'Ma maison construite pour 5 millions', accept: ['fluent:house', 'fluent:house-with-garden', 'fluent:building-construction'], topic: 'maison' },
  { title: 'Je fais le ménage de toute la maison', accept: ['fluent:broom', 'fluent:sponge', 'fluent:house'], topic: 'maison' },
  { title: 'Mal de dos : 3 exercices simples', accept: ['fluent:person-in-lotus-position-dark', 'fluent:person-lifting-weights-dark', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Mon potager sur le toit', accept: ['fluent:seedling', 'fluent:tomato', 'fluent:potted-plant'], topic: 'agriculture' },
  { title: 'Les prix du carburant augmentent encore', accept: ['fluent:fuel-pump', 'fluent:chart-increasing'], topic: 'actu' },
  // No pictogram fits
  { title: 'Ce que j’aurais aimé savoir à 20 ans', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Pourquoi je suis parti', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Il faut que je vous parle', accept: [PERSON], topic: 'histoire' },
  { title: 'Mon plus gros regret', accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
