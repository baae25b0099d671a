/** News and politics. */
import type { CuratedKeyword } from './curated-keyword';
import { banknotes } from './common-icons';

export const NEWS_KEYWORDS: CuratedKeyword[] = [
  // Fuel's price per litre is the news (« Gasoil à 750 F le litre : qui paie vraiment ? »).
  { keys: ['le litre', 'prix du carburant', 'prix de l’essence', 'prix du gasoil', 'prix à la pompe', 'hausse du carburant'], icons: ['fluent:fuel-pump'], label: 'pompe à essence', weight: 90, topic: 'actu', frame: 'anywhere' },
  { keys: ['série', 'séries', 'netflix', 'canal+', 'feuilleton', 'télénovela'], icons: ['fluent:television'], label: 'télévision', topic: 'actu' },
  { keys: ['film', 'films', 'cinéma', 'nollywood', 'court métrage', 'court-métrage'], icons: ['fluent:clapper-board'], label: 'clap de cinéma', topic: 'actu' },
  // News and politics
  { keys: ['élection', 'élections', 'présidentielle', 'présidentielles', 'législatives', 'vote', 'voter', 'scrutin', 'campagne électorale', 'carte d’électeur', 'candidat', 'candidats', 'bulletin de vote', 'bureau de vote', 'bureaux de vote', 'dépouillement', 'résultats provisoires', 'résultats définitifs', 'ceni', 'cena', 'cei', 'troisième mandat', '3e mandat', 'urne', 'j’ai voté', 'allez voter', 'fraude électorale'], icons: ['fluent:ballot-box-with-ballot'], label: 'urne', topic: 'actu' },
  { keys: ['président', 'présidente', 'gouvernement', 'ministre', 'assemblée nationale', 'députés', 'député', 'politique', 'état', 'sonko', 'diomaye', 'ouattara', 'tinubu', 'macron'], icons: ['fluent:classical-building'], label: 'palais', topic: 'actu' },
  { keys: ['journal', 'actu', 'actualité', 'actualités', 'infos', 'info', 'information', 'informations', 'news', 'revue de presse'], icons: ['fluent:newspaper'], label: 'journal', topic: 'actu' },
  // A bulletin's name is its genre: what it announces comes first (« Flash info : pas d’électricité à Conakry »).
  { keys: ['flash info', 'flash infos', 'breaking news', 'dernière minute', 'urgent'], icons: ['fluent:newspaper'], label: 'journal', weight: 70, topic: 'actu', frame: 'anywhere' },
  // A strike or a protest is news whatever its trade (« les chauffeurs de taxi en grève »).
  { keys: ['manifestation', 'manif', 'manifestations', 'grève', 'protestation', 'révolte', 'manifestant', 'manifestante', 'marche pacifique', 'marche de protestation', 'sit-in', 'ville morte', 'journée ville morte', 'opération ville morte', 'grévistes', 'soulèvement'], icons: ['fluent:megaphone'], label: 'mégaphone', topic: 'actu', frame: 'anywhere' },
  { keys: ['justice', 'tribunal', 'procès', 'avocat', 'juge', 'prison', 'condamné', 'condamnée', 'condamnation', 'cour d’appel', 'cour suprême', 'cour d’assises', 'verdict', 'peine de mort', 'mis en examen', 'inculpé', 'détenu', 'détenus', 'maison d’arrêt'], icons: ['fluent:balance-scale'], label: 'balance de la justice', topic: 'actu' },
  { keys: ['police', 'policier', 'gendarmerie', 'gendarme', 'arrestation', 'policière', 'couvre-feu', 'forces de l’ordre', 'forces de sécurité', 'commissariat', 'commissaire de police', 'garde à vue', 'corps habillés', 'barrage de police', 'contrôle de police', 'arrêté par la police'], icons: ['fluent:police-officer'], label: 'policier', kind: 'person', topic: 'actu' },
  { keys: ['coupure d’eau', "coupure d'eau", 'eau potable', 'robinet', 'pénurie d’eau', 'sécheresse', 'forage', 'sodeci', 'sen’eau', 'sen eau', 'camwater', 'soneb', 'onea', 'regideso', 'snde', 'pas d’eau', 'manque d’eau'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', topic: 'actu' },
  { keys: ['électricité', 'courant', 'sans courant', 'sans électricité', 'pas de courant', 'coupure de courant', 'coupure d’électricité', 'délestage', 'délestages', 'senelec', 'cie', 'lumière', 'eneo', 'sonabel', 'snel', 'sbee', 'nigelec', 'ceet', 'edm-sa', 'énergie du mali', 'coupure de lumière'], icons: ['fluent:light-bulb', 'fluent:high-voltage'], label: 'ampoule', topic: 'actu' },
  { keys: ['grève', 'grèves', 'syndicat'], icons: ['fluent:megaphone'], label: 'mégaphone', topic: 'actu', frame: 'anywhere' },
  { keys: ['hausse des prix', 'inflation', 'augmente', 'augmentent', 'augmenter', 'augmentation', 'hausse', 'flambée', 'ça monte', 'pourquoi ça monte', 'ça flambe', 'ça grimpe'], icons: ['fluent:chart-increasing'], label: 'courbe qui monte', weight: 92, topic: 'actu', frame: 'anywhere' },
  { keys: ['assemblée', 'sénat', 'premier ministre', 'dissolution', 'opposition', 'opposant', 'coup d’état', "coup d'état", 'junte', 'constitution', 'référendum', 'conseil des ministres', 'projet de loi', 'proposition de loi', 'loi de finances', 'décret', 'décrets', 'préfet', 'préfète', 'maire', 'conseil municipal', 'gouverneur', 'cedeao', 'ecowas', 'union africaine', 'alliance des états du sahel', 'transition politique', 'cour constitutionnelle', 'conseil constitutionnel'], icons: ['fluent:classical-building'], label: 'palais', topic: 'actu' },
  { keys: ['pluie', 'pluies', 'hivernage', 'saison des pluies', 'tempête', 'inondation', 'inondations', 'inondé', 'inondée', 'inondés', 'crue', 'crues', 'crue du fleuve', 'sous l’eau', 'sous les eaux'], icons: ['fluent:cloud-with-rain', 'fluent:water-wave'], label: 'nuage de pluie', topic: 'actu' },
  { keys: ['canicule', 'vague de chaleur', 'chaleur', 'il fait chaud', '# °c', '# degrés'], icons: ['fluent:sun', 'fluent:hot-face'], label: 'soleil', topic: 'actu' },
  { keys: ['guerre', 'guerres', 'armée', 'militaire', 'militaires', 'soldat', 'soldats', 'terroriste', 'terroristes', 'jihadistes', 'djihadistes'], icons: ['fluent:military-helmet'], label: 'casque militaire', topic: 'actu' },
  { keys: ['incendie', 'incendies', 'feu de brousse', 'feux de brousse'], icons: ['fluent:fire', 'fluent:firefighter'], label: 'feu', topic: 'actu' },
  { keys: ['orpaillage', 'orpailleur', 'orpailleurs', 'mine d’or', 'mines d’or', 'chercheur d’or', 'mine', 'mines', 'mineur', 'mineurs'], icons: ['fluent:pick', 'fluent:hammer-and-pick'], label: 'pioche', topic: 'actu' },
  { keys: ['pétrole', 'baril', 'gisement', 'gisements', 'raffinerie'], icons: ['fluent:oil-drum'], label: 'baril de pétrole', topic: 'actu' },
  { keys: ['migrants', 'migrant', 'migration', 'émigration', 'émigration clandestine', 'immigration clandestine', 'barça ou barsakh', 'barsakh', 'lampedusa'], icons: ['fluent:canoe', 'fluent:ship'], label: 'pirogue', topic: 'actu' },
  { keys: ['radio', 'radios', 'émission radio', 'animateur radio'], icons: ['fluent:radio'], label: 'radio', topic: 'actu' },
  // Weather
  { keys: ['orage', 'orages', 'éclair', 'éclairs', 'foudre', 'tonnerre'], icons: ['fluent:cloud-with-lightning-and-rain', 'fluent:high-voltage'], label: 'orage', topic: 'actu' },
  { keys: ['harmattan', 'vent', 'vents', 'vent de sable', 'tempête de sable', 'poussière', 'brume sèche'], icons: ['fluent:wind-face', 'fluent:fog'], label: 'vent', topic: 'actu' },
  { keys: ['acte de naissance', 'actes de naissance', 'extrait de naissance', 'certificat', 'certificats', 'casier judiciaire', 'légalisation', 'légaliser', 'faire légaliser', 'copie légalisée', 'timbre fiscal', 'timbres fiscaux', 'papiers', 'dossier', 'formulaire', 'état civil', 'document', 'documents'], icons: ['fluent:page-facing-up', 'fluent:classical-building'], label: 'document', weight: 105, topic: 'actu' },
  // Civil servants are people at work, their news the paper.
  { keys: ['fonctionnaire', 'fonctionnaires', 'salaire des fonctionnaires', 'agents de l’état'], icons: ['fluent:briefcase', 'fluent:newspaper'], label: 'mallette', topic: 'actu' },
  { keys: ['mairie', 'mairies', 'préfecture', 'sous-préfecture', 'administration', 'ministère'], icons: ['fluent:classical-building'], label: 'bâtiment officiel', topic: 'actu' },
  { keys: ['carte d’identité', "carte d'identité", 'cartes d’identité', 'cni', 'carte nationale', 'carte consulaire', 'carte grise', 'carte d’électeur'], icons: ['fluent:identification-card'], label: 'carte d’identité', weight: 105, topic: 'actu' },
  { keys: ['volcan', 'volcans', 'éruption', 'éruptions', 'éruption volcanique', 'nyiragongo', 'mont cameroun', 'lave'], icons: ['fluent:volcano'], label: 'volcan', weight: 115, topic: 'actu' },
  { keys: ['séisme', 'séismes', 'tremblement de terre', 'tremblements de terre', 'inondation', 'inondations', 'glissement de terrain', 'catastrophe naturelle'], icons: [], label: '', topic: 'actu', frame: 'anywhere' },
  // What changes from a date is news (« Prix du pain : ce qui change dès lundi »).
  { keys: ['ce qui change', 'ce qui va changer', 'dès lundi', 'dès demain', 'à partir de lundi', 'nouvelle loi', 'nouvelles mesures'], icons: [], label: '', topic: 'actu', frame: 'anywhere' },
  // A speech is the speaker, and news (« Ce qu’il faut retenir du discours d’hier soir »).
  { keys: ['discours', 'allocution', 'adresse à la nation', 'message à la nation', 'conférence de presse'], icons: ['fluent:speaking-head', 'fluent:microphone'], label: 'orateur', weight: 105, topic: 'actu', frame: 'anywhere' },
  // The cost of living is the shopping.
  { keys: ['vie chère', 'la vie chère', 'coût de la vie', 'cherté de la vie'], icons: ['fluent:shopping-cart', banknotes], label: 'chariot de courses', weight: 105, topic: 'actu', frame: 'anywhere' },
  // Prices that fall are news as much as prices that rise (« Baisse des prix : ce qui change au marché »).
  { keys: ['baisse des prix', 'baisse du prix', 'prix en baisse', 'les prix baissent', 'baisse du carburant', 'prix plafonnés', 'prix homologués'], icons: ['fluent:chart-decreasing'], label: 'courbe qui descend', topic: 'actu', frame: 'anywhere' },
];
