/** Cities, districts, the seaside and travel. */
import type { CuratedKeyword } from './curated-keyword';

export const PLACES_KEYWORDS: CuratedKeyword[] = [
  { keys: ['embouteillage', 'embouteillages', 'bouchon', 'bouchons', 'circulation', 'trafic routier', 'heure de pointe', 'heures de pointe', 'go-slow', 'go slow'], icons: ['fluent:automobile', 'minia:ville'], label: 'embouteillage', topic: 'ville' },
  { keys: ['bateau', 'bateaux', 'chaloupe', 'croisière'], icons: ['fluent:ship', 'fluent:canoe'], label: 'bateau', topic: 'ville' },
  { keys: ['ferry', 'ferrys', 'ferries', 'bateau-bus', 'bateaux-bus'], icons: ['fluent:ferry', 'fluent:ship'], label: 'ferry', topic: 'ville' },
  { keys: ['port autonome', 'au port', 'le port de', 'port de pêche', 'port de dakar', 'port d’abidjan'], icons: ['fluent:ship', 'fluent:anchor'], label: 'bateau', topic: 'ville' },
  { keys: ['pirogue', 'pirogues', 'pinasse', 'pinasses'], icons: ['fluent:canoe', 'fluent:ship'], label: 'pirogue', topic: 'ville' },
  // The region's shared minibuses are minibuses, not city buses.
  { keys: ['car rapide', 'cars rapides', 'ndiaga ndiaye', 'ndiaga ndiayes', 'gbaka', 'gbakas', 'sotrama', 'sotramas', 'tro-tro', 'trotro', 'dala dala', 'minicar', 'minicars', 'taxi-bus', 'taxis-bus', 'esprit de mort', 'fula-fula', 'foula-foula', 'dourou-dourou', 'durudurus', 'duruduru', 'dourouni', 'dourounis'], icons: ['fluent:minibus', 'fluent:bus'], label: 'minibus', topic: 'ville' },
  { keys: ['bus', 'brt', 'bus rapide', 'dakar dem dikk', 'dem dikk', 'minibus', 'transport en commun', 'transports en commun', 'gare routière', 'gares routières', 'autogare', 'autogares', 'compagnie de transport', 'compagnies de transport', 'bus de nuit'], icons: ['fluent:bus', 'fluent:minibus'], label: 'bus', topic: 'ville' },
  { keys: ['ter', 'train', 'trains', 'train express régional', 'tgv', 'gare ferroviaire', 'chemin de fer', 'sitarail', 'magbana'], icons: ['fluent:high-speed-train', 'fluent:train'], label: 'train', topic: 'ville' },
  { keys: ['métro', 'métros'], icons: ['fluent:metro', 'fluent:high-speed-train'], label: 'métro', topic: 'ville' },
  { keys: ['tramway', 'tramways', 'tram', 'trams'], icons: ['fluent:tram', 'fluent:high-speed-train'], label: 'tramway', topic: 'ville' },
  // Vlogs, travel, family
  { keys: ['voyage', 'voyager', 'voyages', 'voyagé', 'j’ai voyagé', 'je voyage', 'on a voyagé', 'voyager seul', 'voyager seule', 'voyage en solo', 'tourisme', 'touriste', 'touristes', 'touristique', 'séjour', 'mon séjour'], icons: ['fluent:airplane'], label: 'avion', weight: 90, topic: 'ville' },
  // A coach between towns is the road's (« Bamako–Ségou en car : 6h de route »).
  { keys: ['en car', 'autocar', 'car de'], icons: ['fluent:oncoming-bus', 'fluent:bus'], label: 'car', topic: 'auto' },
  { keys: ['avion', 'avions', 'aéroport', 'aéroports', 'vol', 'billet d’avion', 'billets d’avion', 'classe éco', 'classe économique', 'classe affaires', 'compagnie aérienne', 'air sénégal', 'air côte d’ivoire', 'asky', 'immigration', 'immigrer', 'diaspora', 'étranger', 'escale', 'escales', 'embarquement', 'embarquer', 'décollage', 'atterrissage', 'royal air maroc', 'air france', 'ethiopian airlines', 'turkish airlines', 'brussels airlines', 'emirates', 'aibd', 'aéroport blaise diagne'], icons: ['fluent:airplane'], label: 'avion', topic: 'ville' },
  { keys: ['pilote', 'pilotes', 'pilote de ligne', 'hôtesse de l’air', 'hôtesses de l’air', 'steward', 'agent de bord'], icons: ['fluent:pilot', 'fluent:airplane'], label: 'pilote', kind: 'person', topic: 'ville' },
  { keys: ['visa', 'visas', 'passeport', 'passeports', 'ambassade', 'consulat', 'campus france', 'titre de séjour', 'carte de séjour', 'schengen', 'visa schengen', 'refus de visa', 'visa refusé', 'visas refusés', 'demande de visa', 'rendez-vous visa', 'tlscontact', 'tls contact', 'vfs', 'vfs global', 'sans-papiers', 'sans papiers'], icons: ['fluent:passport-control', 'fluent:airplane'], label: 'contrôle des passeports', topic: 'ville' },
  { keys: ['valise', 'valises', 'bagages'], icons: ['fluent:luggage'], label: 'valise', topic: 'ville' },
  { keys: ['île', 'îles', 'ile', 'iles', 'archipel', 'îles du saloum'], icons: ['fluent:desert-island'], label: 'île', topic: 'plage' },
  { keys: ['baignade', 'baignades', 'se baigner', 'vous baignez', 'baignez', 'baigner', 'se baignent', 'noyade', 'noyades', 'vagues', 'houle', 'océan', 'océans', 'lagune', 'lagunes', 'jet-ski', 'jet ski', 'jetski', 'jet-skis'], icons: ['fluent:water-wave', 'fluent:beach-with-umbrella'], label: 'vagues', topic: 'plage' },
  { keys: ['kin la belle', 'matonge', 'yop city', 'la capitale', 'corniche', 'kwat', 'kwatt', 'cité', 'cités', 'sous-quartier', 'sous-quartiers'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', topic: 'ville' },
  // An old town's walls (« la médina de Fès »): below the city named with it, and a place of pilgrimage (« Médina Baye ») is its mosque.
  { keys: ['médina', 'médinas', 'medina'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', weight: 70, topic: 'ville' },
  // A city's districts are where the subject is, as the city is (« Adjamé à 6 h du matin » is the city; « Mon maquis à Yopougon », the maquis).
  { keys: ['adjamé', 'treichville', 'yopougon', 'abobo', 'cocody', 'koumassi', 'marcory', 'plateau dokui', 'parcelles assainies', 'pikine', 'guédiawaye', 'grand yoff', 'ouakam', 'riviera', 'angré', 'bingerville', 'port-bouët', 'almadies', 'mermoz', 'poto-poto', 'bacongo', 'moungali', 'akwa', 'bonapriso', 'bonamoussadi', 'deïdo', 'new bell', 'bastos', 'akpakpa', 'cadjèhoun', 'fidjrossè', 'tokoin', 'adidogomé', 'agoè', 'gombe', 'limete', 'bandal', 'kintambo', 'ngaliema', 'masina', 'kalaban coura', 'badalabougou', 'hamdallaye', 'ouaga 2000', 'kaloum', 'ratoma', 'kipé', 'nzeng-ayong', 'maârif', 'derb sultan', 'hay mohammadi', 'sidi moumen', 'guéliz'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', weight: 75, topic: 'ville' },
  { keys: ['ville', 'villes', 'quartier', 'quartiers', 'centre-ville', 'city tour', 'visite de la ville'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', weight: 80, topic: 'ville' },
  // What happens « sur la plage » happens at the beach: its scene, whatever is sold or eaten there.
  { keys: ['sur la plage', 'à la plage', 'au bord de la mer', 'en bord de mer', 'la plage de'], icons: ['fluent:beach-with-umbrella'], label: 'plage', weight: 80, topic: 'plage', frame: 'anywhere' },
  // Seaside towns by name are the beach, as a city is its skyline: a thing named there comes first (« La chasse aux crabes à Grand-Popo »).
  { keys: ['cap skirring', 'pointe-denis', 'pointe denis', 'kribi', 'limbé', 'essaouira', 'agadir', 'taghazout', 'grand-popo', 'toubab dialaw', 'somone', 'la somone', 'jacqueville', 'sassandra', 'monogaga', 'île de ngor', 'pointe sarène'], icons: ['fluent:beach-with-umbrella', 'fluent:palm-tree'], label: 'plage', weight: 80, topic: 'plage' },
  { keys: ['plage', 'vacances', 'saly', 'assinie', 'grand-bassam', 'bassam', 'piscine', 'mer', 'station balnéaire', 'stations balnéaires'], icons: ['fluent:beach-with-umbrella'], label: 'plage', topic: 'plage' },
  { keys: ['surf', 'surfer', 'surfeur', 'surfeuse', 'surfeurs', 'bodyboard', 'kitesurf'], icons: ['fluent:person-surfing', 'fluent:water-wave'], label: 'surfeur', kind: 'person', topic: 'plage' },
  // The sun going down or coming up is the seaside's postcard, whatever town it sets on.
  { keys: ['coucher de soleil', 'coucher du soleil', 'couchers de soleil', 'au coucher du soleil'], icons: ['fluent:sunset', 'fluent:beach-with-umbrella'], label: 'coucher de soleil', weight: 90, topic: 'plage' },
  { keys: ['lever du soleil', 'lever de soleil', 'au lever du soleil'], icons: ['fluent:sunrise', 'fluent:sunrise-over-mountains'], label: 'lever de soleil', weight: 90, topic: 'plage' },
  // Where one sleeps away from home: the hotel, whatever it is called (a « campement » is a lodge in Senegal and Burkina).
  { keys: ['hôtel', 'hôtels', 'chambre d’hôtel', 'auberge', 'auberges', 'airbnb', 'résidence meublée', 'résidences meublées', 'appartement meublé', 'appartements meublés', 'campement', 'campements', 'maison d’hôtes', "maison d'hôtes", 'motel', 'lodge'], icons: ['fluent:hotel'], label: 'hôtel', topic: 'ville' },
  // Abroad in the region's words: « Mbeng » (Cameroon), « Bengué » (Côte d’Ivoire), « Mikili » and « Poto » (the Congos) are Europe; those who live there are its « mbenguistes », « benguistes », « mikilistes », Senegal's emigrants its « Modou-Modou ».
  { keys: ['mbeng', 'mbenguiste', 'mbenguistes', 'bengué', 'benguiste', 'benguistes', 'mikili', 'mikiliste', 'mikilistes', 'poto', 'na poto', 'modou-modou', 'modou modou', 'aventurier', 'aventuriers', 'partir à l’aventure'], icons: ['fluent:airplane', 'fluent:globe-showing-europe-africa'], label: 'avion', topic: 'ville' },
  // « Hier soir » is when, not a city at dusk (« Hier soir, mon zémidjan m’a abandonné »).
  { keys: ['hier soir', 'ce soir', 'hier matin', 'ce matin'], icons: [], label: '', block: true },
  // Fishing is the shore's, whatever boat or town is named with it (« avec les pêcheurs de Kayar »).
  { keys: ['pêche', 'pêcheur', 'pêcheurs', 'pêcher', 'pêche en mer', 'canne à pêche'], icons: ['fluent:fishing-pole', 'fluent:fish'], label: 'canne à pêche', topic: 'plage', frame: 'anywhere' },
  { keys: ['frontière', 'frontières', 'poste frontière', 'douanier', 'douaniers', 'douanière', 'douanières', 'passer la frontière', 'traverser la frontière'], icons: ['fluent:passport-control'], label: 'contrôle des passeports', topic: 'ville' },
  { keys: ['nid de poule', 'nids de poule', 'nid-de-poule', 'nids-de-poule', 'goudron', 'bitume', 'autoroute', 'autoroutes', 'route nationale', 'travaux'], icons: ['fluent:construction', 'fluent:motorway'], label: 'travaux', topic: 'ville' },
  // Sold « au feu rouge » is where, not what: the thing sold there comes first.
  { keys: ['au feu rouge', 'aux feux rouges', 'aux feux', 'au carrefour', 'du carrefour', 'de carrefour'], icons: ['fluent:vertical-traffic-light', 'fluent:horizontal-traffic-light'], label: 'feu tricolore', weight: 70, topic: 'ville' },
  { keys: ['feu rouge', 'feux rouges', 'feu tricolore', 'feux tricolores', 'carrefour', 'rond-point', 'code de la route'], icons: ['fluent:vertical-traffic-light', 'fluent:horizontal-traffic-light'], label: 'feu tricolore', topic: 'ville' },
  { keys: ['pont', 'ponts', 'passerelle'], icons: ['fluent:bridge-at-night'], label: 'pont', topic: 'ville' },
  { keys: ['pompier', 'pompiers', 'sapeur-pompier', 'sapeurs-pompiers', 'caserne'], icons: ['fluent:firefighter', 'fluent:fire-engine'], label: 'pompier', kind: 'person', topic: 'ville' },
  { keys: ['crocodile', 'crocodiles', 'caïman', 'tortue', 'tortues'], icons: ['fluent:crocodile', 'fluent:turtle'], label: 'animal sauvage', weight: 105, topic: 'ville' },
  { keys: ['girafe', 'girafes'], icons: ['fluent:giraffe'], label: 'girafe', weight: 105, topic: 'ville' },
  { keys: ['zèbre', 'zèbres'], icons: ['fluent:zebra'], label: 'zèbre', weight: 105, topic: 'ville' },
  { keys: ['hippopotame', 'hippopotames', 'hippo', 'hippos'], icons: ['fluent:hippopotamus'], label: 'hippopotame', weight: 105, topic: 'ville' },
  { keys: ['safari', 'safaris', 'parc national', 'parc animalier', 'réserve animalière', 'zoo', 'animaux sauvages', 'lions et éléphants'], icons: ['fluent:lion', 'fluent:elephant'], label: 'lion', weight: 110, topic: 'ville' },
  { keys: ['maillot de bain', 'maillots de bain', 'bikini'], icons: ['fluent:one-piece-swimsuit', 'fluent:bikini'], label: 'maillot de bain', topic: 'plage' },
  // Diving and the sea's big animals are the beach, not a sport hall
  { keys: ['plongée', 'plongée sous-marine', 'plonger', 'plongeur', 'plongeurs', 'snorkeling', 'masque et tuba'], icons: ['fluent:diving-mask'], label: 'masque de plongée', topic: 'plage' },
  { keys: ['requin-baleine', 'requins-baleines', 'requin baleine', 'requins baleines', 'requin', 'requins'], icons: ['fluent:shark', 'fluent:whale'], label: 'requin', weight: 110, topic: 'plage' },
  { keys: ['tortue de mer', 'tortues de mer', 'tortue marine', 'tortues marines'], icons: ['fluent:turtle'], label: 'tortue de mer', weight: 105, topic: 'plage' },
  // A stroll is the place strolled (« Balade à Treichville »): below it.
  { keys: ['balade', 'balades', 'promenade', 'promenades', 'flâner'], icons: ['fluent:person-walking'], label: 'personne qui marche', kind: 'person', weight: 70, topic: 'ville' },
  // A business district is the city's towers (« Visite du Plateau, le quartier des affaires d’Abidjan »).
  { keys: ['quartier des affaires', 'centre des affaires', 'quartier d’affaires'], icons: ['fluent:office-building', 'minia:ville'], label: 'immeubles', weight: 105, topic: 'ville' },
];
