/**
 * A hundred more tuning titles, the sixth round of issue 30, written and labelled before the matcher
 * was run on them, chosen for breadth: as many everyday nouns as we could (the home, the market, the
 * street, the body, work, school, weather, animals, clothes, each country's food and drinks,
 * vehicles, tools, sports other than football, consoles, instruments, cinema, social networks,
 * feasts, papers, health, crafts) and as many kinds of titles (questions, lists, stories,
 * challenges, reactions, tutorials, comparisons, prices, « POV », « vlog », « storytime », prank,
 * « 24 h avec… »). Same rules as `creator-titles.ts`. Tuned on; the unseen lists never are.
 */
import { BIG_WORD, PERSON, fcfa, phone, type CreatorTitle } from './creator-titles';

export const sixthTitles: CreatorTitle[] = [
  // The home
  { title: 'J’ai acheté un nouveau lit à 150 000 F : ça vaut le prix ?', accept: ['fluent:bed', 'fluent:couch-and-lamp'], topic: 'maison' },
  { title: 'Nettoyer toute la maison en 1 heure : ma routine ménage', accept: ['fluent:broom', 'fluent:sponge', 'fluent:bucket'], topic: 'maison' },
  { title: 'Coupure de courant : 3 jours sans électricité à Conakry', accept: ['fluent:electric-plug', 'fluent:light-bulb', 'fluent:high-voltage'], topic: 'maison' },
  { title: 'Mes plantes d’intérieur : comment les garder en vie', accept: ['fluent:potted-plant'], topic: 'maison' },
  { title: 'Je décore mon salon avec 50 000 F', accept: ['fluent:couch-and-lamp', 'fluent:framed-picture'], topic: 'maison' },
  { title: 'Les 5 outils à avoir dans toute maison', accept: ['fluent:toolbox', 'fluent:hammer-and-wrench', 'fluent:hammer'], topic: 'maison' },
  { title: 'Je fabrique une table avec une scie et un marteau', accept: ['fluent:carpentry-saw', 'fluent:hammer'], topic: 'maison' },
  { title: 'Les loyers à Libreville : je réagis aux prix', accept: ['fluent:house', 'fluent:house-with-garden'].concat(fcfa), topic: 'maison' },
  // The market and the street
  { title: 'Je vends des œufs bouillis dans la rue pendant une journée', accept: ['fluent:egg', 'fluent:cooking'], topic: 'argent' },
  { title: 'Combien coûte un kilo de tomates à Bamako ?', accept: ['fluent:tomato'], topic: 'argent' },
  { title: 'Acheter des oignons en gros pour les revendre', accept: ['fluent:onion'], topic: 'argent' },
  { title: 'Vlog : une journée au grand marché de Lomé', accept: ['fluent:basket', 'fluent:shopping-cart', 'fluent:convenience-store'], topic: 'ville' },
  { title: 'Les nids-de-poule de Kinshasa : la route de l’enfer', accept: ['fluent:construction', 'fluent:motorway', 'fluent:automobile'], topic: 'ville' },
  { title: 'Feu rouge à Abidjan : personne ne s’arrête', accept: ['fluent:vertical-traffic-light', 'fluent:horizontal-traffic-light'], topic: 'ville' },
  // The body and health
  { title: 'Mal de dents : je suis enfin allé chez le dentiste', accept: ['fluent:tooth'], topic: 'sante' },
  { title: 'Mes cheveux crépus poussent enfin : ma routine', accept: ['fluent:woman-curly-hair-dark', 'fluent:person-curly-hair-dark'], topic: 'beaute' },
  { title: 'Protéger ses yeux devant les écrans', accept: ['fluent:eye', 'fluent:eyes', 'fluent:glasses'], topic: 'sante' },
  { title: 'Des ongles en gel faits maison', accept: ['fluent:nail-polish-dark'], topic: 'beaute' },
  { title: 'Hypertension : comment protéger son cœur', accept: ['fluent:anatomical-heart', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Le paludisme : les signes qui doivent alerter', accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Ma trousse à pharmacie pour le voyage', accept: ['fluent:pill', 'fluent:adhesive-bandage'], topic: 'sante' },
  { title: 'Don de sang : je l’ai fait pour la première fois', accept: ['fluent:drop-of-blood', 'fluent:syringe'], topic: 'sante' },
  { title: 'Brosse à dents ou cure-dent traditionnel ?', accept: ['fluent:toothbrush', 'fluent:tooth'], topic: 'sante' },
  // Work and trades
  { title: '24 h avec un maçon à Niamey', accept: ['fluent:construction-worker-dark', 'fluent:brick', 'fluent:building-construction'], topic: 'maison' },
  { title: 'Mon entretien d’embauche s’est mal passé', accept: ['fluent:briefcase', 'fluent:necktie', 'fluent:handshake'], topic: 'histoire' },
  { title: 'Une nuit de garde avec les pompiers de Dakar', accept: ['fluent:firefighter-dark', 'fluent:fire-engine'], topic: 'ville' },
  { title: 'Le salaire d’un enseignant au Togo', accept: ['fluent:teacher-dark'].concat(fcfa), topic: 'argent' },
  { title: 'Chez le tailleur : ma tenue pour la fête', accept: ['fluent:sewing-needle', 'fluent:thread', 'fluent:dress'], topic: 'beaute' },
  { title: 'La poterie de Kalabougou : un savoir des femmes', accept: ['fluent:amphora'], topic: 'histoire' },
  { title: 'Coiffeur pour hommes : un dégradé à 1 000 F', accept: ['fluent:barber-pole', 'fluent:man-getting-haircut-dark', 'fluent:person-getting-haircut-dark'], topic: 'beaute' },
  { title: 'Je deviens cordonnier pendant une journée', accept: ['fluent:mans-shoe', 'fluent:hiking-boot', 'fluent:hammer'], topic: 'argent' },
  // School
  { title: 'Ma trousse de rentrée à 10 000 F', accept: ['fluent:pencil', 'fluent:straight-ruler', 'fluent:backpack'], topic: 'ecole' },
  { title: 'Réviser le bac en une semaine : ma méthode', accept: ['fluent:books', 'fluent:memo', 'fluent:graduation-cap'], topic: 'ecole' },
  { title: 'Apprendre l’anglais seul avec son téléphone', accept: ['flag:gb', 'fluent:books'].concat(phone), topic: 'ecole' },
  { title: 'POV : ta mère trouve ton bulletin', accept: ['fluent:memo', 'fluent:page-facing-up', PERSON], topic: 'ecole' },
  // Weather and nature
  { title: 'Saison des pluies : Abidjan sous l’eau', accept: ['fluent:cloud-with-rain', 'fluent:umbrella-with-rain-drops', 'fluent:water-wave'], topic: 'actu' },
  { title: 'Harmattan : comment protéger sa peau', accept: ['fluent:wind-face', 'fluent:dashing-away', 'fluent:fog'], topic: 'beaute' },
  { title: '47 °C à Niamey : comment on survit à la chaleur', accept: ['fluent:thermometer', 'fluent:sun', 'fluent:hot-face'], topic: 'actu' },
  { title: 'Un orage violent sur Douala cette nuit', accept: ['fluent:cloud-with-lightning-and-rain', 'fluent:cloud-with-lightning', 'fluent:high-voltage'], topic: 'actu' },
  // Animals
  { title: 'Un serpent dans ma chambre !', accept: ['fluent:snake'], topic: 'histoire' },
  { title: 'Safari au parc de la Pendjari : lions et éléphants', accept: ['fluent:lion', 'fluent:elephant'], topic: 'ville' },
  { title: 'J’ai adopté un chat errant', accept: ['fluent:cat', 'fluent:cat-face'], topic: 'maison' },
  { title: 'Élevage de lapins : mon bilan après 6 mois', accept: ['fluent:rabbit', 'fluent:rabbit-face'], topic: 'agriculture' },
  { title: 'Mon perroquet parle wolof', accept: ['fluent:parrot'], topic: 'maison' },
  { title: 'Les chèvres de mon grand-père', accept: ['fluent:goat'], topic: 'agriculture' },
  // Clothes and accessories
  { title: 'Baskets à 5 000 F contre baskets à 100 000 F', accept: ['fluent:running-shoe'], topic: 'beaute' },
  { title: 'Casquette ou chapeau : quel style pour l’été ?', accept: ['fluent:billed-cap', 'fluent:top-hat', 'fluent:womans-hat'], topic: 'beaute' },
  { title: 'Ma montre à 200 000 F : arnaque ou bonne affaire ?', accept: ['fluent:watch'], topic: 'beaute' },
  { title: 'Les lunettes de soleil du marché valent-elles le coup ?', accept: ['fluent:sunglasses'], topic: 'beaute' },
  { title: 'Le savon noir marocain : mon rituel hammam', accept: ['fluent:soap', 'fluent:bathtub'], topic: 'beaute' },
  // Food and drinks of each country
  { title: 'Le garba d’Abidjan à 300 F le plat', accept: ['minia:attieke', 'fluent:fish'], topic: 'cuisine' },
  { title: 'Recette du poulet DG camerounais', accept: ['fluent:poultry-leg', 'fluent:chicken'], topic: 'cuisine' },
  { title: 'Le tô malien et sa sauce gombo', accept: ['fluent:pot-of-food', 'fluent:bowl-with-spoon'], topic: 'cuisine' },
  { title: 'Je fais mon jus de bissap maison', accept: ['minia:bissap'], topic: 'cuisine' },
  { title: 'Le café Touba : la boisson de Dakar', accept: ['fluent:hot-beverage'], topic: 'cuisine' },
  { title: 'Ataya : l’art du thé à la sénégalaise', accept: ['fluent:teapot', 'fluent:teacup-without-handle', 'fluent:hot-beverage'], topic: 'cuisine' },
  { title: 'Je goûte le ndolé pour la première fois', accept: ['fluent:pot-of-food', 'fluent:leafy-green'], topic: 'cuisine' },
  { title: 'Le couscous marocain du vendredi', accept: ['fluent:pot-of-food', 'fluent:bowl-with-spoon'], topic: 'cuisine' },
  { title: 'Tapalapa ou baguette : quel pain à Dakar ?', accept: ['fluent:baguette-bread', 'fluent:bread'], topic: 'cuisine' },
  { title: 'Le lait caillé du Niger, fait maison', accept: ['fluent:glass-of-milk'], topic: 'cuisine' },
  { title: 'Je goûte le vin de palme au Congo', accept: ['fluent:wine-glass', 'fluent:palm-tree'], topic: 'cuisine' },
  { title: 'Les bananes plantains : 3 façons de les cuire', accept: ['fluent:banana'], topic: 'cuisine' },
  { title: 'Les mangues de Casamance arrivent', accept: ['fluent:mango'], topic: 'agriculture' },
  { title: 'Challenge : que du piment pendant 24 h', accept: ['fluent:hot-pepper'], topic: 'cuisine' },
  // Vehicles
  { title: 'Au travail à vélo pendant un mois', accept: ['fluent:bicycle', 'fluent:person-biking-dark'], topic: 'auto' },
  { title: 'Je conduis un tracteur pour la première fois', accept: ['fluent:tractor'], topic: 'agriculture' },
  { title: 'Le bateau de Brazzaville à Kinshasa', accept: ['fluent:ship', 'fluent:ferry'], topic: 'ville' },
  { title: 'Mes valises pour Paris : ce que j’emporte', accept: ['fluent:luggage'], topic: 'ville' },
  // Sports other than football
  { title: 'Basket : le Sénégal à l’Afrobasket', accept: ['fluent:basketball', 'flag:sn'], topic: 'sport' },
  { title: 'J’apprends à nager à 30 ans', accept: ['fluent:person-swimming-dark', 'fluent:man-swimming-dark', 'fluent:woman-swimming-dark'], topic: 'sport' },
  { title: 'Marathon d’Abidjan : j’ai couru 42 km', accept: ['fluent:person-running-dark', 'fluent:running-shoe', 'fluent:man-running-dark'], topic: 'sport' },
  { title: 'Boxe : mon premier combat', accept: ['fluent:boxing-glove'], topic: 'sport' },
  { title: 'Handball : le Cameroun en finale', accept: ['fluent:person-playing-handball-dark', 'fluent:woman-playing-handball-dark', 'flag:cm'], topic: 'sport' },
  { title: 'Le taekwondo à Ouagadougou', accept: ['fluent:martial-arts-uniform'], topic: 'sport' },
  { title: 'Tennis de table : je défie un champion', accept: ['fluent:ping-pong'], topic: 'sport' },
  // Games and consoles
  { title: 'PS5 ou Xbox : laquelle acheter en 2026 ?', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ludo : la partie qui a fini en dispute', accept: ['fluent:game-die'], topic: 'jeux' },
  { title: 'Aux échecs, j’ai battu mon père', accept: ['fluent:chess-pawn'], topic: 'jeux' },
  // Music and instruments
  { title: 'J’apprends la kora en 30 jours', accept: ['fluent:banjo', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Djembé : 3 rythmes pour débuter', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  { title: 'Ma première guitare à 40 000 F', accept: ['fluent:guitar'], topic: 'musique' },
  { title: 'Le saxophone de Manu Dibango', accept: ['fluent:saxophone'], topic: 'musique' },
  // Cinema, series, social networks
  { title: 'Les séries ivoiriennes à voir cette année', accept: ['fluent:television', 'fluent:clapper-board', 'fluent:popcorn'], topic: 'actu' },
  { title: 'Je réagis au film Black Panther', accept: ['fluent:clapper-board', 'fluent:movie-camera', 'fluent:popcorn'], topic: 'actu' },
  { title: 'Live TikTok : combien j’ai gagné en cadeaux', accept: fcfa.concat(phone), topic: 'argent' },
  { title: 'Mon ordinateur portable rame : 5 solutions', accept: ['fluent:laptop'], topic: 'tech' },
  { title: 'Un casque audio à 10 000 F : le test', accept: ['fluent:headphone'], topic: 'tech' },
  // Religion and feasts
  { title: 'Le Magal de Touba : mon pèlerinage', accept: ['fluent:mosque', 'fluent:kaaba'], topic: 'religion' },
  { title: 'Fête de l’indépendance du Bénin : le défilé', accept: ['flag:bj', 'fluent:fireworks'], topic: 'fete' },
  { title: 'Maouloud : la nuit de prière à Tivaouane', accept: ['fluent:mosque', 'fluent:star-and-crescent'], topic: 'religion' },
  { title: 'Pèlerinage à la basilique de Yamoussoukro', accept: ['fluent:church'], topic: 'religion' },
  { title: 'Mon anniversaire surprise : le gâteau géant', accept: ['fluent:birthday-cake', 'fluent:wrapped-gift'], topic: 'fete' },
  // Papers and administration
  { title: 'Refaire sa carte d’identité : mon parcours', accept: ['fluent:identification-card'], topic: 'actu' },
  { title: 'Un passeport en 48 h : c’est possible ?', accept: ['fluent:passport-control', 'fluent:identification-card'], topic: 'ville' },
  { title: 'Acte de naissance : la galère à la mairie', accept: ['fluent:page-facing-up', 'fluent:classical-building'], topic: 'actu' },
  // Stories, pranks, persons and big words
  { title: 'Storytime : mon voisin a volé ma moto', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'histoire' },
  { title: 'Prank : je cache le téléphone de mon frère', accept: phone, topic: 'histoire' },
  { title: '24 h avec un pêcheur de Joal', accept: ['fluent:fishing-pole', 'fluent:fish', 'fluent:canoe'], topic: 'plage' },
  { title: 'Ma sœur m’a trahie : storytime', accept: [PERSON], topic: 'histoire' },
  { title: '10 choses que je regrette à 30 ans', accept: [BIG_WORD, PERSON], topic: 'histoire' },
];
