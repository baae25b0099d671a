/** Home, family and feasts. */
import type { CuratedKeyword } from './curated-keyword';
import { banknotes } from './common-icons';

export const HOME_AND_FAMILY_KEYWORDS: CuratedKeyword[] = [
  { keys: ['immobilier', 'terrain à bâtir', 'location'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'maison', topic: 'maison' },
  // Building is the site, before the room it builds (« Construire une chambre salon au village »).
  { keys: ['construire', 'faire construire', 'construis ma maison', 'construire ma maison', 'construire sa maison', 'je construis ma maison', 'construire au village', 'construit au village', 'je construis au village', 'construit ma maison', 'construit sa maison'], icons: ['fluent:building-construction', 'fluent:house'], label: 'chantier', weight: 112, topic: 'maison' },
  { keys: ['construction', 'constructions', 'chantier', 'chantiers', 'bâtir', 'dalle', 'maçon', 'maçons', 'maçonnerie', 'fondations', 'ciment', 'brique', 'briques', 'parpaing', 'parpaings', 'gros œuvre', 'carrelage', 'carreleur', 'toiture', 'tôle', 'tôles', 'crépissage', 'crépir', 'plan de maison', 'plans de maison', 'plomberie et électricité'], icons: ['fluent:building-construction', 'fluent:house'], label: 'chantier', topic: 'maison' },
  // The prepaid meter and the power bill: the home's business.
  { keys: ['woyofal', 'compteur woyofal', 'compteur électrique', 'compteurs électriques', 'compteur prépayé', 'cash power', 'recharge électricité', 'crédit électricité'], icons: ['fluent:high-voltage', 'fluent:light-bulb'], label: 'électricité', topic: 'maison', weight: 105 },
  { keys: ['déménagement', 'déménagements', 'déménager', 'je déménage', 'on déménage', 'carton', 'cartons'], icons: ['fluent:package', 'fluent:delivery-truck'], label: 'cartons de déménagement', topic: 'maison' },
  // A traditional or customary marriage, the dowry: rings and hearts, not Fluent's church.
  { keys: ['mariage traditionnel', 'mariages traditionnels', 'mariage coutumier', 'mariage religieux', 'la dot', 'dot', 'doter', 'mariage à l’africaine', 'cérémonie de dot', 'remise de dot', 'liste de dot'], icons: ['fluent:ring', 'fluent:red-heart'], label: 'bague', topic: 'fete', weight: 105 },
  // The region's feasts by name show what is paraded, and their topic is the feast's whatever is drawn.
  { keys: ['cure salée', 'gerewol', 'guérewol'], icons: ['fluent:camel'], label: 'chameau', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['gani', 'fête de la gani', 'tbourida', 'fantasia', 'fantasias'], icons: ['fluent:horse'], label: 'cheval', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['fête des masques', 'masques dogon', 'zangbeto', 'zangbétos', 'egungun'], icons: ['fluent:performing-arts'], label: 'masques', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['abissa', 'dipri', 'ngondo', 'fête de l’igname', 'fête des générations', 'yam festival'], icons: ['fluent:party-popper'], label: 'fête', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['grand mariage', 'grand-mariage', 'anda'], icons: ['fluent:wedding', 'fluent:ring'], label: 'mariage', weight: 110, topic: 'fete' },
  { keys: ['mariage', 'mariages', 'marié', 'mariée', 'se marier', 'fiançailles', 'noces', 'épouser', 'mariage civil', 'robe de mariée', 'robes de mariée', 'je me marie', 'on se marie', 'on s’est mariés', 'je me suis mariée'], icons: ['fluent:wedding', 'fluent:ring'], label: 'mariage', topic: 'fete' },
  { keys: ['bague', 'demande en mariage'], icons: ['fluent:ring'], label: 'bague', topic: 'fete' },
  { keys: ['bébé', 'bebe', 'naissance', 'nouveau-né', 'baptême', 'baptêmes', 'ngenté', 'nguenté', 'jumeaux', 'jumelles', 'jumeau'], icons: ['fluent:baby'], label: 'bébé', kind: 'person', topic: 'fete' },
  { keys: ['famille', 'ma famille', 'parents', 'frère', 'frères', 'soeur', 'sœur', 'cousins', 'cousin', 'cousine',  'petit-fils', 'petits-enfants'], icons: ['fluent:people-hugging'], label: 'famille', topic: 'maison' },
  // Who a dish or a trip is for, rarely what the title is about (« un plat pour toute la famille »).
  { keys: ['toute la famille', 'en famille'], icons: ['fluent:people-hugging'], label: 'famille', weight: 70, topic: 'maison' },
  { keys: ['nouvel an', 'bonne année', 'réveillon', 'saint-sylvestre', 'feu d’artifice', "feu d'artifice", 'feux d’artifice', "feux d'artifice"], icons: ['fluent:fireworks', 'fluent:party-popper'], label: 'feu d’artifice', topic: 'fete' },
  { keys: ['ma maison', 'notre maison', 'nouvelle maison', 'sa maison', 'la maison de', 'construire une maison', 'villa', 'appartement', 'house tour', 'home tour'], icons: ['fluent:house'], label: 'maison', topic: 'maison' },
  // « lit » alone is as often the verb (« ta mère lit ton bulletin »): the bed takes a determiner.
  { keys: ['le lit', 'un lit', 'mon lit', 'ton lit', 'son lit', 'au lit', 'du lit', 'grand lit', 'lit double', 'lit superposé', 'lits superposés', 'sous le lit', 'lits', 'chambre de bébé', 'chambre d’enfant', 'chambre à louer', 'matelas', 'dormir', 'drap', 'draps', 'oreiller'], icons: ['fluent:bed'], label: 'lit', topic: 'maison' },
  { keys: ['chambre', 'ma chambre', 'chambres'], icons: ['fluent:bed'], label: 'lit', weight: 85, topic: 'maison' },
  { keys: ['ménage', 'nettoyage', 'rangement', 'lessive', 'vaisselle', 'corvée', 'corvées', 'tâches ménagères', 'tâche ménagère', 'linge sale'], icons: ['fluent:broom', 'fluent:sponge'], label: 'balai', topic: 'maison' },
  { keys: ['nettoyer', 'ranger', 'laver'], icons: ['fluent:sponge', 'fluent:broom'], label: 'éponge', weight: 80, topic: 'maison' },
  // The rent is the home's before the flats visited (« Loyer à Libreville : 3 appartements visités »).
  { keys: ['loyer', 'loyers', 'propriétaire', 'bailleur', 'bailleurs', 'locataire'], icons: ['fluent:house', banknotes], label: 'maison', weight: 112, topic: 'maison' },
  { keys: ['un terrain', 'terrain à bâtir', 'acheter un terrain', 'parcelle', 'parcelles', 'lotissement'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'terrain', topic: 'maison' },
  { keys: ['salon', 'mon salon', 'canapé', 'déco', 'décoration', 'relooké', 'relooking', 'meubles', 'armoire', 'mobilier', 'commode'], icons: ['fluent:couch-and-lamp'], label: 'salon', topic: 'maison' },
  { keys: ['anniversaire', 'joyeux anniversaire', 'gâteau d’anniversaire'], icons: ['fluent:birthday-cake', 'fluent:party-popper'], label: 'gâteau d’anniversaire', topic: 'fete' },
  // A party is the occasion, rarely the subject (« la fête de fin d’année à l’école »).
  { keys: ['fête', 'fêtes', 'soirée', 'célébration', 'fêté', 'fêter'], icons: ['fluent:party-popper'], label: 'cotillons', weight: 85, topic: 'fete' },
  { keys: ['noël', 'noel', 'sapin', 'père noël', 'réveillon de noël'], icons: ['fluent:christmas-tree'], label: 'sapin de Noël', topic: 'fete' },
  // A student's room or lodging is a room: « étudiant » there says whose.
  { keys: ['chambre étudiante', 'ma chambre étudiante', 'ma chambre d’étudiant', 'ma chambre d’étudiante', 'mon logement étudiant', 'mon studio étudiant', 'chambre d’étudiant', 'chambre d’étudiante', 'chambres étudiantes', 'logement étudiant', 'logements étudiants', 'studio étudiant', 'résidence universitaire', 'cité universitaire'], icons: ['fluent:bed', 'fluent:couch-and-lamp'], label: 'lit', topic: 'maison', weight: 110 },
  { keys: ['boîte de nuit', 'boîtes de nuit', 'discothèque', 'night club', 'nightclub', 'soirée dansante'], icons: ['fluent:mirror-ball', 'fluent:party-popper'], label: 'boule à facettes', topic: 'fete' },
  { keys: ['festival', 'festivals', 'carnaval', 'carnavals'], icons: ['fluent:party-popper', 'fluent:musical-notes'], label: 'cotillons', topic: 'fete' },
  { keys: ['douche', 'salle de bain', 'salle de bains'], icons: ['fluent:shower', 'fluent:bathtub'], label: 'douche', topic: 'maison' },
  { keys: ['toilettes', 'wc', 'cuvette des toilettes', 'latrines'], icons: ['fluent:toilet', 'fluent:shower'], label: 'toilettes', topic: 'maison' },
  { keys: ['menuisier', 'menuiserie', 'menuisiers', 'soudeur', 'soudure'], icons: ['fluent:carpentry-saw', 'fluent:hammer-and-wrench'], label: 'scie', topic: 'maison' },
  { keys: ['plombier', 'plomberie', 'plombiers'], icons: ['fluent:wrench', 'fluent:toolbox'], label: 'clé à molette', topic: 'maison' },
  { keys: ['électricien', 'électriciens', 'installation électrique'], icons: ['fluent:electric-plug', 'fluent:high-voltage'], label: 'prise électrique', topic: 'maison' },
  { keys: ['fiancé', 'fiancée', 'mes fiançailles', 'mariage forcé', 'polygamie', 'deuxième femme', 'deuxième épouse'], icons: ['fluent:ring', 'fluent:wedding'], label: 'bague', topic: 'fete' },
  // Community milestones
  { keys: ['# abonnés', '# abonne', 'merci pour les # abonnés', 'giveaway', 'concours abonnés', 'cadeau', 'cadeaux'], icons: ['fluent:party-popper', 'fluent:wrapped-gift'], label: 'cotillons', topic: 'fete' },
  // Everyday things named in families, each with its forms: the home and its tools
  { keys: ['plante', 'plantes', 'plante verte', 'plantes vertes', 'plantes d’intérieur', "plantes d'intérieur", 'plante d’intérieur', 'pot de fleurs', 'fleurs en pot', 'aloe vera'], icons: ['fluent:potted-plant', 'fluent:seedling'], label: 'plante en pot', topic: 'maison' },
  { keys: ['cactus'], icons: ['fluent:cactus', 'fluent:potted-plant'], label: 'cactus', topic: 'maison' },
  { keys: ['outil', 'outils', 'boîte à outils', 'caisse à outils', 'bricolage', 'bricoler', 'je bricole', 'perceuse', 'pince'], icons: ['fluent:toolbox', 'fluent:hammer-and-wrench'], label: 'boîte à outils', topic: 'maison' },
  { keys: ['tournevis'], icons: ['fluent:screwdriver', 'fluent:toolbox'], label: 'tournevis', topic: 'maison' },
  { keys: ['clé à molette', 'clés à molette', 'clé plate', 'clés plates'], icons: ['fluent:wrench', 'fluent:toolbox'], label: 'clé à molette', topic: 'maison' },
  { keys: ['marteau', 'marteaux', 'clou', 'clous', 'menuisier', 'menuisiers', 'menuiserie', 'ébéniste', 'charpentier'], icons: ['fluent:hammer', 'fluent:carpentry-saw'], label: 'marteau', topic: 'maison' },
  { keys: ['scie', 'scies', 'planche', 'planches', 'bois'], icons: ['fluent:carpentry-saw', 'fluent:wood'], label: 'scie', topic: 'maison' },
  { keys: ['plombier', 'plomberie', 'robinet', 'robinets', 'fuite d’eau', 'fuite', 'tuyau', 'tuyaux'], icons: ['fluent:wrench', 'fluent:droplet'], label: 'clé plate', topic: 'maison' },
  { keys: ['bougie', 'bougies', 'bougie parfumée', 'bougies parfumées'], icons: ['fluent:candle'], label: 'bougie', topic: 'maison' },
  { keys: ['balai', 'balais', 'balayer', 'serpillière', 'seau', 'seaux'], icons: ['fluent:broom', 'fluent:bucket'], label: 'balai', topic: 'maison' },
  { keys: ['clé', 'clés', 'clef', 'clefs', 'serrure', 'cadenas'], icons: ['fluent:key', 'fluent:locked'], label: 'clé', topic: 'maison' },
  { keys: ['chaise', 'chaises', 'tabouret', 'fauteuil', 'canapé', 'table basse'], icons: ['fluent:chair', 'fluent:couch-and-lamp'], label: 'chaise', topic: 'maison' },
  { keys: ['miroir', 'miroirs', 'glace murale'], icons: ['fluent:mirror'], label: 'miroir', topic: 'maison' },
  { keys: ['lampe', 'lampes', 'ampoule', 'ampoules', 'lampe torche', 'torche', 'éclairage'], icons: ['fluent:light-bulb', 'fluent:flashlight'], label: 'ampoule', topic: 'maison' },
  { keys: ['perroquet', 'perroquets', 'perruche', 'perruches'], icons: ['fluent:parrot'], label: 'perroquet', weight: 105, topic: 'maison' },
  { keys: ['chat', 'chats', 'chaton', 'chatons', 'chat errant'], icons: ['fluent:cat', 'fluent:cat-face'], label: 'chat', weight: 105, topic: 'maison' },
  { keys: ['chien', 'chiens', 'chiot', 'chiots', 'berger allemand', 'pitbull'], icons: ['fluent:dog', 'fluent:dog-face'], label: 'chien', weight: 105, topic: 'maison' },
  { keys: ['scorpion', 'scorpions', 'araignée', 'araignées', 'margouillat', 'margouillats'], icons: ['fluent:scorpion', 'fluent:spider'], label: 'bestiole', weight: 105, topic: 'maison' },
  { keys: ['cafard', 'cafards', 'cancrelat', 'cancrelats'], icons: ['fluent:cockroach', 'fluent:scorpion'], label: 'cafard', weight: 105, topic: 'maison' },
  { keys: ['rat', 'rats', 'rongeur', 'rongeurs'], icons: ['fluent:rat', 'fluent:mouse'], label: 'rat', weight: 105, topic: 'maison' },
  { keys: ['souris'], icons: ['fluent:mouse', 'fluent:rat'], label: 'souris', weight: 105, topic: 'maison' },
  { keys: ['indépendance', 'fête de l’indépendance', 'fête nationale', 'défilé', 'défilé militaire', '4 avril', '1er août'], icons: ['fluent:fireworks', 'fluent:party-popper'], label: 'feu d’artifice', topic: 'fete' },
  // Everyday things by families, with the words creators of West and Central Africa use for them;
  // each with the scene it belongs in (a pet lives in the house, a truck on the road, a jersey on the pitch)
  { keys: ['une maison', 'la maison', 'des maisons', 'les maisons', 'grande maison', 'petite maison', 'belle maison', 'maison neuve', 'maison à vendre', 'maison à louer'], icons: ['fluent:house', 'fluent:houses'], label: 'maison', topic: 'maison' },
  { keys: ['fleur', 'fleurs', 'bouquet', 'bouquets', 'bouquet de fleurs', 'rose', 'roses', 'fleuriste'], icons: ['fluent:bouquet', 'fluent:rose'], label: 'bouquet de fleurs', topic: 'fete' },
  { keys: ['hamster', 'hamsters', 'perroquet', 'perroquets', 'animal de compagnie', 'animaux de compagnie'], icons: ['fluent:parrot', 'fluent:hamster'], label: 'animal de compagnie', topic: 'maison' },
  { keys: ['canari', 'canaris', 'canari d’eau', 'jarre d’eau'], icons: ['fluent:amphora'], label: 'canari', topic: 'maison' },
  // A home's tour is the home
  // Renting is the home rented (« Louer un studio à Cocody »), not a recording studio; « un 2 pièces » is a flat, not coins.
  { keys: ['un # pièces', 'un deux-pièces', 'un deux pièces', 'un trois pièces', 'appartement # pièces', 'appart # pièces', 'louer un studio', 'louer une chambre', 'louer un appartement', 'louer une maison', 'louer un appart', 'mon propriétaire', 'location d’appartement'], icons: ['fluent:house', 'fluent:key'], label: 'maison', weight: 115, topic: 'maison' },
  { keys: ['appart tour', 'visite de mon appart', 'visite de ma maison', 'mon appart', 'mon studio', 'studio meublé', 'studio à louer', 'studios meublés', 'appartement', 'appartements', 'deux-pièces', 'chambre-salon', 'chambre salon'], icons: ['fluent:couch-and-lamp', 'fluent:house'], label: 'salon', weight: 110, topic: 'maison' },
  // Feasts of a person: mothers, fathers, lovers
  { keys: ['fête des mères', 'fête des pères', 'fete des meres', 'fete des peres', 'surprise pour', 'cadeau pour', 'cadeau surprise'], icons: ['fluent:wrapped-gift', 'fluent:bouquet'], label: 'cadeau', weight: 110, topic: 'fete' },
  { keys: ['saint-valentin', 'saint valentin', 'st valentin', 'st-valentin', 'dîner aux chandelles', 'dîner romantique'], icons: ['fluent:red-heart', 'fluent:wrapped-gift'], label: 'cœur', weight: 105, topic: 'fete' },
  // Finding a home to rent is the home: the go-between who shows it, the deposit, the yard shared by tenants, the one-room studios of Abidjan and Yaoundé.
  { keys: ['démarcheur', 'démarcheurs', 'agent immobilier', 'caution du loyer', 'mois de caution', 'cour commune', 'entrer-coucher', 'entrer coucher', 'célibatorium', 'chercher une maison', 'je cherche une maison', 'chercher un appartement'], icons: ['fluent:house', 'fluent:key'], label: 'maison', weight: 110, topic: 'maison' },
  // A house-warming is the party, in the new home.
  { keys: ['pendaison de crémaillère', 'crémaillère'], icons: ['fluent:party-popper', 'fluent:house'], label: 'cotillons', weight: 110, topic: 'fete' },
  // The in-laws come with an occasion (« Mariage à Conakry : la belle-famille a demandé 12 pagnes »): below it.
  { keys: ['belle-famille', 'beaux-parents', 'ma belle-famille', 'la belle-famille'], icons: ['fluent:people-hugging'], label: 'famille', weight: 90, topic: 'maison' },
  // Cooling a home: the air conditioner's snowflake, the fan's wind (« Ventilateur ou climatiseur : lequel consomme le moins ? »).
  { keys: ['climatiseur', 'climatiseurs', 'clim', 'climatisation'], icons: ['fluent:snowflake'], label: 'flocon', topic: 'maison' },
  { keys: ['ventilateur', 'ventilateurs', 'ventilo', 'brasseur d’air'], icons: ['fluent:wind-face', 'fluent:snowflake'], label: 'vent', topic: 'maison' },
];
