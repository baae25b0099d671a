/** Cars, motorbikes, the region's minibuses and fuel. */
import type { CuratedKeyword } from './curated-keyword';

export const VEHICLES_KEYWORDS: CuratedKeyword[] = [
  { keys: ['voiture', 'voitures', 'auto', 'toyota', 'mercedes', 'bmw', 'hyundai', 'kia', 'peugeot', 'permis', 'permis de conduire', 'garage', 'v8', 'corolla', 'camry', 'yaris', 'golf', 'clio', 'honda', 'nissan', 'ford', 'véhicule', 'véhicules', 'bagnole', 'bagnoles', 'lexus', 'audi', 'volkswagen', 'suzuki', 'mitsubishi', 'renault', 'dacia', 'porsche', 'ferrari', 'lamborghini', 'voiture électrique', 'voitures électriques', 'voiture de luxe', 'voitures de luxe', 'boîte automatique', 'boîte manuelle', 'boîte de vitesse', 'boîte de vitesses', 'carrosserie', 'pare-brise', 'assurance auto', 'assurance voiture', 'vignette auto'], icons: ['fluent:automobile'], label: 'voiture', topic: 'auto' },
  { keys: ['pick-up', 'pick-ups', 'pickup', 'pickups', 'bâché', 'bâchée', 'hilux', 'navara', 'ranger', 'l200'], icons: ['fluent:pickup-truck', 'fluent:automobile'], label: 'pick-up', topic: 'auto' },
  { keys: ['permis moto', 'moto', 'motos', 'jakarta', 'jakartas', 'djakarta', 'djakartas', 'moto jakarta', 'zemidjan', 'zémidjan', 'zémidjans', 'zem', 'zems', 'moto-taxi', 'moto-taxis', 'moto taxi', 'taxi-moto', 'taxi moto', 'okada', 'okadas', 'bendskin', 'benskin', 'oléyia', 'kekeno', 'gozem', 'kabou-kabou', 'kabou kabou', 'kaba-kaba', 'clandoman', 'clandomen', 'mototaximan', 'mototaximen', 'crypton', 'wewa', 'wewas', 'bend-skin', 'bend skin', 'casque de moto', 'casque moto', 'accident de moto', 'accidents de moto', 'motard', 'motards'], icons: ['fluent:motorcycle'], label: 'moto', topic: 'auto' },
  { keys: ['scooter', 'scooters'], icons: ['fluent:motor-scooter', 'fluent:motorcycle'], label: 'scooter', topic: 'auto' },
  { keys: ['tricycle', 'tricycles', 'keke', 'kéké', 'tuk-tuk', 'tuk tuk', 'tuktuk', 'bajaj'], icons: ['fluent:auto-rickshaw'], label: 'tricycle', topic: 'auto' },
  // A ride-hailing car is a private car, not a yellow cab (« chauffeur VTC à Casablanca »).
  { keys: ['yango', 'uber', 'heetch', 'bolt', 'vtc', 'chauffeur vtc', 'chauffeurs vtc', 'indrive'], icons: ['fluent:automobile', 'fluent:oncoming-automobile'], label: 'voiture', topic: 'auto' },
  // In Benin a « venu de France » is a used car shipped from Europe.
  { keys: ['venu de france', 'venus de france', 'venue de france', 'venu d’europe', 'voiture d’occasion', 'voitures d’occasion', 'occasion venue d’europe'], icons: ['fluent:automobile', 'fluent:oncoming-automobile'], label: 'voiture', weight: 112, topic: 'auto' },
  { keys: ['taxi', 'taxis', 'taxi compteur', 'taxis compteurs', 'chauffeur de taxi', 'clando', 'clandos', 'woro-woro', 'woro woro', 'wôrô-wôrô', 'grand taxi', 'grands taxis', 'petit taxi', 'petits taxis', 'sept-places', 'sept places', 'ketch', 'ketchs', 'opep', 'opeps', 'taxi collectif', 'taxis collectifs', 'taxi-ville'], icons: ['fluent:taxi'], label: 'taxi', topic: 'auto' },
  { keys: ['autoroute', 'autoroutes', 'autoroute à péage', 'péage', 'route nationale', 'accident de la route', 'accidents de la route', 'sécurité routière'], icons: ['fluent:motorway', 'fluent:automobile'], label: 'route', topic: 'auto' },
  { keys: ['carburant', 'essence', 'gasoil', 'gazole', 'station-service', 'station essence', 'plein d’essence', 'kpayo', 'essence kpayo', 'faire le plein', 'le plein', 'pompe à essence', 'pompiste', 'pompistes'], icons: ['fluent:fuel-pump'], label: 'pompe à essence', topic: 'auto' },
  // An oil change is the garage's: the mechanic and his tools, not the car.
  { keys: ['vidange', 'vidanges', 'chez le garagiste', 'réparer ma voiture', 'ma voiture en panne', 'dépanneuse', 'dépanneuses', 'dépannage', 'remorquage', 'visite technique', 'contrôle technique'], icons: ['fluent:man-mechanic', 'fluent:wrench'], label: 'mécanicien', kind: 'person', weight: 108, topic: 'auto' },
  // A car's parts are the tools that fix them, whoever does (« Changer ses plaquettes de frein soi-même »).
  { keys: ['moteur', 'moteurs', 'frein', 'freins', 'embrayage', 'amortisseur', 'amortisseurs', 'courroie de distribution'], icons: ['fluent:wrench', 'fluent:automobile'], label: 'clé à molette', weight: 95, topic: 'auto' },
  // A breakdown is mostly a vehicle's, below anything the title names (« panne de réseau » is the network's).
  { keys: ['panne', 'pannes'], icons: ['fluent:man-mechanic', 'fluent:wrench'], label: 'mécanicien', kind: 'person', weight: 80, topic: 'auto' },
  { keys: ['garagiste', 'garagistes', 'mécanicien', 'mécano', 'pièces détachées'], icons: ['fluent:man-mechanic', 'fluent:wrench'], label: 'mécanicien', kind: 'person', weight: 95, topic: 'auto' },
  // The bush taxis between towns are the road, not the city's minibuses (« Taxi-brousse Tana - Tamatave »).
  { keys: ['taxi-brousse', 'taxi brousse', 'taxis-brousse', 'louage', 'louages'], icons: ['fluent:minibus', 'fluent:oncoming-taxi'], label: 'taxi-brousse', weight: 105, topic: 'auto' },
  { keys: ['pousse-pousse', 'pousse pousse', 'cyclo-pousse', 'tuk-tuk', 'tuk tuk', 'keke'], icons: ['fluent:auto-rickshaw'], label: 'pousse-pousse', topic: 'auto' },
  // A driver drives what the title names next (« chauffeur Yango »): the car only when nothing is named.
  { keys: ['chauffeur', 'chauffeurs', 'conduire', 'conduite', 'auto-école', 'auto école', 'code de la route', 'leçon de conduite', 'je conduis', 'j’ai conduit', 'apprendre à conduire', 'passer le permis', 'passer mon permis', 'examen du permis', 'j’ai eu mon permis'], icons: ['fluent:automobile'], label: 'voiture', weight: 85, topic: 'auto' },
  // Traffic police on the road: the officer, the car second (« contrôle de police » is not the news).
  { keys: ['contrôle de police', 'contrôle routier', 'contrôles routiers', 'barrage routier', 'barrages routiers', 'police routière', 'excès de vitesse', 'radar', 'radars', 'contravention', 'contraventions', 'amende routière'], icons: ['fluent:police-officer', 'fluent:police-car'], label: 'policier', kind: 'person', topic: 'auto' },
  // The street
  // A road travelled is the road (« 26 heures de route »); its potholes and works, the works.
  { keys: ['route', 'routes', 'en route', 'la route de'], icons: ['fluent:motorway', 'fluent:automobile'], label: 'route', weight: 90, topic: 'auto' },
  // Hours on the road are a road trip, whatever carries it (« Bamako–Dakar en bus : 26 heures de route »).
  { keys: ['heures de route', '# h de route', '#h de route', 'h de route', 'jours de route', 'sur la route', 'road trip', 'kilomètres de route'], icons: ['fluent:motorway', 'fluent:automobile'], label: 'route', weight: 90, topic: 'auto', frame: 'anywhere' },
  { keys: ['camion', 'camions', 'poids lourd', 'poids lourds', 'gros porteur', 'semi-remorque', 'camionneur', 'routier', 'routiers', 'dix roues'], icons: ['fluent:articulated-lorry', 'fluent:delivery-truck'], label: 'camion', topic: 'auto' },
  // The seventh list's families, every form with its topic
  // Cars by body: a 4x4 is the SUV drawing, a tyre the wheel
  { keys: ['4x4', 'land cruiser', 'land cruisers', 'prado', 'rav4', 'range rover', 'tucson', 'suv', 'tout-terrain', 'v8 land cruiser'], icons: ['fluent:sport-utility-vehicle', 'fluent:automobile'], label: '4x4', topic: 'auto' },
  { keys: ['pneu', 'pneus', 'jante', 'jantes', 'roue', 'roues', 'crevaison', 'crevé', 'vulcanisateur', 'vulcanisation'], icons: ['fluent:wheel'], label: 'roue', topic: 'auto' },
  // Broken down is a state of what broke down: the vehicle named comes first (« Ma moto Jakarta est encore tombée en panne »).
  { keys: ['en panne', 'tomber en panne', 'tombé en panne', 'tombée en panne'], icons: ['fluent:man-mechanic', 'fluent:wrench'], label: 'mécanicien', kind: 'person', weight: 90, topic: 'auto' },
];
