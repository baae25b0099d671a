/** Phones, apps, the internet and games. */
import type { CuratedKeyword } from './curated-keyword';
import { phone, game } from './common-icons';

export const TECH_AND_GAMES_KEYWORDS: CuratedKeyword[] = [
  // Tech
  { keys: ['téléphone', 'telephone', 'smartphone', 'portable', 'iphone', 'samsung', 'galaxy', 'tecno', 'infinix', 'itel', 'xiaomi', 'redmi', 'huawei', 'android', 'ios', 'pixel', 'forfait', 'forfaits', 'sim', 'puce', 'orange', 'free', 'mtn', 'moov', 'whatsapp', 'tiktok', 'tik tok', 'instagram', 'insta', 'snapchat', 'snap', 'facebook', 'fb', 'messenger', 'telegram', 'twitter', 'linkedin', 'réseaux sociaux', 'influenceur', 'influenceuse', 'influenceurs', 'influenceuses', 'appli', 'application', 'applis', 'applications', 'camon', 'unités', 'crédit de communication', 'crédit téléphonique', 'crédit d’appel', 'le tél', 'du tél', 'mon tél', 'ton tél', 'son tél', 'nouveau tél', 'coque', 'coques', 'coque de téléphone', 'verre trempé', 'protection d’écran', 'protège-écran', 'carte mémoire', 'cartes mémoire', 'carte sd', 'stockage', 'stockage plein', 'espace de stockage', 'reconditionné', 'reconditionnés', 'reconditionnée', 'téléphone reconditionné', 'tecno spark', 'spark', 'redmi note', 'play store', 'playstore', 'app store', 'apk', 'télécharger', 'téléchargement', 'statut whatsapp', 'statuts whatsapp', 'groupe whatsapp', 'story', 'stories', 'les reels', 'des reels', 'mes reels', 'reels instagram', 'buzz', 'faire le buzz', 'viral', 'virale', 'virales', 'devenir viral', 'devenir virale', 'viralité', 'algorithme', 'algorithmes'], icons: [phone], label: 'téléphone portable', topic: 'tech' },
  { keys: ['ordinateur', 'ordi', 'pc', 'laptop', 'macbook', 'pc portable', 'coder', 'code', 'codage', 'programmation', 'programmer', 'site web', 'site internet', 'excel', 'word', 'informatique', 'javascript', 'html', 'css', 'php', 'langage de programmation', 'apprendre à coder', 'bug', 'bugs', 'beug', 'cybersécurité'], icons: ['fluent:laptop'], label: 'ordinateur portable', topic: 'tech' },
  { keys: ['développeur', 'développeuse', 'developpeur', 'dev', 'développement web', 'développeur web', 'informaticien', 'informaticienne', 'ingénieur', 'ingénieure'], icons: ['fluent:technologist', 'fluent:laptop'], label: 'informaticien', kind: 'person', topic: 'tech' },
  { keys: ['ia', 'intelligence artificielle', 'chatgpt', 'chat gpt', 'gpt', 'gemini', 'robot', 'robots', 'prompt', 'prompts', 'automatisation'], icons: ['fluent:robot'], label: 'robot', topic: 'tech' },
  { keys: ['drone', 'drones'], icons: ['fluent:helicopter'], label: 'drone', topic: 'tech' },
  { keys: ['tablette', 'tablettes', 'ipad'], icons: ['fluent:mobile-phone', 'fluent:laptop'], label: 'tablette', topic: 'tech' },
  { keys: ['montre', 'montres', 'montre connectée', 'smartwatch'], icons: ['fluent:watch'], label: 'montre', topic: 'tech' },
  { keys: ['casque', 'casque audio', 'casque sans fil', 'écouteurs', 'écouteur', 'airpods', 'oreillettes'], icons: ['fluent:headphone'], label: 'casque audio', topic: 'tech' },
  { keys: ['internet', 'fibre', 'fibre optique', 'internet illimité'], icons: ['fluent:globe-with-meridians'], label: 'internet', topic: 'tech' },
  { keys: ['wifi', 'wi-fi', 'routeur', 'box internet', 'modem', 'modem wifi', 'hotspot', 'partage de connexion'], icons: ['fluent:wireless', 'fluent:globe-with-meridians'], label: 'wifi', topic: 'tech' },
  // A connection as a phone shows it: its bars (« internet lent », « ta connexion », « les mégas »).
  { keys: ['4g', '5g', '3g', 'réseau', 'réseau mobile', 'antenne', 'antennes', 'couverture réseau', 'pas de réseau', 'connexion', 'connexion internet', 'connexion lente', 'internet lent', 'internet mobile', 'data', 'méga', 'mégas', 'go de data', 'forfait internet', 'débit', 'pass internet', 'le pass internet', 'les pass internet', 'pass data', 'le pass data', 'pass internet illimité', 'giga', 'gigas', 'gigaoctet', 'gigaoctets', '# go', '# gb', '# giga', '# gigas'], icons: ['fluent:antenna-bars', 'fluent:satellite-antenna'], label: 'réseau mobile', topic: 'tech' },
  { keys: ['starlink', 'satellite', 'satellites', 'internet par satellite', 'parabole', 'paraboles'], icons: ['fluent:satellite', 'fluent:satellite-antenna'], label: 'satellite', topic: 'tech' },
  { keys: ['piraté', 'piratée', 'piratés', 'piratées', 'piratage', 'hacké', 'hackée', 'hacker', 'hackers', 'hacking', 'cybercriminalité'], icons: ['fluent:warning'], label: 'danger', weight: 80, topic: 'tech' },
  // Counts of an audience: a milestone of the channel, not an amount of money (« 1 million de vues »).
  { keys: ['# vues', '# million de vues', '# millions de vues', '# million d’abonnés', '# millions d’abonnés', '# k abonnés', '# likes', '# followers'], icons: ['minia:bouton-lecture'], label: 'bouton lecture', weight: 90, topic: 'tech' },
  { keys: ['de # à # abonnés', 'de # à # vues', 'de # à # followers'], icons: ['minia:bouton-lecture'], label: 'bouton lecture', topic: 'tech' },
  { keys: ['youtube', 'youtubeur', 'youtubeuse', 'créateur de contenu', 'créatrice de contenu', 'monétisation', 'ma chaîne', 'ta chaîne', 'sa chaîne', 'votre chaîne', 'une chaîne', 'chaîne youtube', 'mes vidéos', 'tes vidéos', 'vos vidéos', 'ses vidéos', 'nos vidéos', 'vues', 'mes abonnés', 'tes abonnés', 'des abonnés', 'plaque youtube', 'bouton play', 'miniature', 'miniatures', 'montage vidéo', 'montage vidéos', 'monter une vidéo', 'monter ses vidéos', 'capcut', 'cap cut', 'premiere pro'], icons: ['minia:bouton-lecture', 'fluent:video-camera'], label: 'bouton lecture', topic: 'tech' },
  // A vlog is a genre: whatever the vlog shows comes first, the camera only when nothing is named.
  { keys: ['vlog', 'vlogs', 'vlogger', 'vlogueur', 'vlogueuse'], icons: ['fluent:video-camera', 'minia:bouton-lecture'], label: 'caméra', weight: 50, topic: 'tech' },
  { keys: ['setup', 'caméra', 'camera', 'filmer', 'tournage', 'vlog setup', 'trépied', 'trépieds', 'ring light', 'ringlight', 'micro-cravate', 'micro cravate'], icons: ['fluent:video-camera'], label: 'caméra', topic: 'tech' },
  // A broken screen is a phone's, most of the time a creator says it.
  { keys: ['écran cassé', 'écran fissuré', 'changer l’écran', 'changer mon écran', 'réparer mon téléphone', 'réparation de téléphone', 'réparateur de téléphone', 'vitre cassée'], icons: ['fluent:mobile-phone'], label: 'téléphone portable', weight: 108, topic: 'tech' },
  { keys: ['télé', 'tele', 'télévision', 'téléviseur', 'tv', 'smart tv', 'écran plat'], icons: ['fluent:television'], label: 'télévision', topic: 'tech' },
  { keys: ['ordinateur de bureau', 'pc de bureau', 'pc fixe', 'unité centrale', 'pc gamer'], icons: ['fluent:desktop-computer', 'fluent:laptop'], label: 'ordinateur de bureau', topic: 'tech' },
  // Gaming
  { keys: ['jeu', 'jeux', 'jeu vidéo', 'jeux vidéo', 'gaming', 'gamer', 'gameplay', 'manette', 'manettes', 'console', 'ps4', 'ps5', 'playstation', 'xbox', 'nintendo', 'switch', 'fifa', 'fc 25', 'ea fc', 'efootball', 'pes', 'free fire', 'freefire', 'pubg', 'call of duty', 'cod', 'fortnite', 'minecraft', 'gta', 'roblox', 'clash of clans', 'valorant', 'la play', 'jouer à la play', 'play 4', 'play 5', 'dream league soccer', 'dls', 'mobile legends', 'brawl stars', 'clash royale', 'subway surfers', 'candy crush', 'e-sport', 'esport', 'e-sports', 'esports', 'salle de jeux', 'salle de jeu', 'streamer', 'streameur', 'streameuse', 'streamers', 'twitch'], icons: [game], label: 'manette de jeu', topic: 'jeux' },
  { keys: ['dames', 'jeu de dames', 'échecs', 'scrabble', 'damier', 'damiers'], icons: ['fluent:chess-pawn'], label: 'pion', topic: 'jeux' },
  { keys: ['belote', 'cartes', 'jeu de cartes', 'poker', 'uno', 'tarot', 'rami', 'whot', 'kems', 'kem’s', 'jeu de whot'], icons: ['fluent:joker', 'fluent:spade-suit'], label: 'cartes à jouer', topic: 'jeux' },
  { keys: ['photo', 'photos', 'photographe', 'photographie', 'shooting', 'shooting photo', 'appareil photo', 'selfie'], icons: ['fluent:camera', 'fluent:camera-with-flash'], label: 'appareil photo', topic: 'tech' },
  { keys: ['chargeur', 'chargeurs', 'batterie', 'batteries', 'powerbank', 'power bank', 'recharger'], icons: ['fluent:battery', 'fluent:electric-plug'], label: 'batterie', topic: 'tech' },
  // The computer's mouse, not the animal, when the phrase says so.
  { keys: ['souris gamer', 'souris sans fil', 'souris d’ordinateur', 'clavier et souris', 'souris et clavier'], icons: ['fluent:computer-mouse', 'fluent:keyboard'], label: 'souris d’ordinateur', topic: 'tech' },
  // Games, instruments, feasts, papers
  { keys: ['ludo', 'dé', 'dés', 'jeu de dés', 'yams', 'jeu de société', 'jeux de société', 'monopoly', 'domino', 'dominos', 'jeu de dominos'], icons: ['fluent:game-die'], label: 'dé', topic: 'jeux' },
  { keys: ['antenne parabolique', 'décodeur', 'décodeurs', 'abonnement canal'], icons: ['fluent:satellite-antenna', 'fluent:television'], label: 'antenne parabolique', topic: 'tech' },
  // Sun power is tech, the sun and its battery
  { keys: ['panneau solaire', 'panneaux solaires', 'énergie solaire', 'solaire', 'kit solaire', 'kits solaires', 'plaque solaire', 'plaques solaires'], icons: ['fluent:sun', 'fluent:battery'], label: 'énergie solaire', weight: 110, topic: 'tech' },
  // A gaming desk: the screen and the computer
  { keys: ['setup gaming', 'setup gamer', 'pc gamer', 'pc gaming', 'moniteur', 'moniteurs', 'ordinateur fixe', 'unité centrale', 'écran gaming', 'écran gamer', 'écran pc', 'écran d’ordinateur', 'écran incurvé'], icons: ['fluent:desktop-computer', 'fluent:keyboard'], label: 'ordinateur', weight: 105, topic: 'tech' },
  // Games of the yard: seeds and pits, cards, kites and spinning tops
  { keys: ['awalé', 'awale', 'awélé', 'songo', 'oware', 'mancala', 'wari', 'wouri'], icons: ['fluent:chess-pawn', 'fluent:game-die'], label: 'pion', topic: 'jeux', frame: 'anywhere' },
  { keys: ['huit américain', '8 américain', 'jeu de cartes', 'partie de cartes', 'belote'], icons: ['fluent:joker', 'fluent:spade-suit'], label: 'cartes à jouer', weight: 110, topic: 'jeux' },
  { keys: ['cerf-volant', 'cerfs-volants', 'cerf volant', 'toupie', 'toupies', 'billes', 'jeux d’enfance', "jeux d'enfance", 'jeux de notre enfance', 'jeux de mon enfance', 'jeux traditionnels', 'jeux d’antan'], icons: ['fluent:kite', 'fluent:yo-yo'], label: 'cerf-volant', weight: 110, topic: 'jeux' },
  // Guessing countries is the world's map (« Devine le pays avec son drapeau »).
  { keys: ['devine le pays', 'devinez le pays', 'capitales du monde', 'pays du monde', 'géographie'], icons: ['fluent:world-map', 'fluent:red-question-mark'], label: 'carte du monde', weight: 108, topic: 'jeux' },
  // A phone's settings are the gear (« Désactive ce réglage maintenant »).
  { keys: ['réglage', 'réglages', 'paramètre', 'paramètres', 'désactive', 'désactiver', 'active ce', 'option cachée', 'options cachées', 'mode avion', 'mode sombre', 'mode nuit', 'mode développeur', 'notification', 'notifications', 'bluetooth', 'mise à jour', 'mises à jour', 'mettre à jour'], icons: ['fluent:gear', 'fluent:mobile-phone'], label: 'engrenage', weight: 92, topic: 'tech' },
  { keys: ['puzzle', 'puzzles', 'casse-tête', 'casse-têtes'], icons: ['fluent:puzzle-piece'], label: 'pièce de puzzle', topic: 'jeux' },
  // Pen-and-paper puzzles are brain games, like a quiz.
  { keys: ['mots croisés', 'mots fléchés', 'mots mêlés', 'sudoku', 'sudokus'], icons: ['fluent:brain', 'fluent:memo'], label: 'cerveau', topic: 'jeux' },
  // A password or a PIN is the padlock.
  { keys: ['mot de passe', 'mots de passe', 'code pin', 'code secret', 'double authentification'], icons: ['fluent:locked', 'fluent:key'], label: 'cadenas', topic: 'tech' },
  // A quiz is a game (« culture générale » is no lab culture).
  { keys: ['culture générale', 'quiz', 'questions-réponses', 'questions de culture', 'devinette', 'devinettes', 'qui veut gagner', 'devine', 'devinez', 'niveau impossible'], icons: ['fluent:brain', 'fluent:red-question-mark'], label: 'cerveau', weight: 105, topic: 'jeux' },
  // A day or a week without one's phone is the phone switched off (« Challenge 24H sans téléphone ! »).
  { keys: ['sans téléphone', 'sans mon téléphone', 'sans portable', 'sans mon portable', 'sans smartphone', 'sans réseaux sociaux', 'sans les réseaux sociaux', 'sans whatsapp', 'sans tiktok', 'sans écran', 'sans écrans'], icons: ['fluent:mobile-phone-off', 'fluent:no-mobile-phones'], label: 'téléphone éteint', weight: 95, topic: 'tech' },
];
