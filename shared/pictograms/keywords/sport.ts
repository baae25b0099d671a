/** Football and the other sports. */
import type { CuratedKeyword } from './curated-keyword';
import { ball, trophy } from './common-icons';

export const SPORT_KEYWORDS: CuratedKeyword[] = [
  // A group stage, not a hen.
  { keys: ['sortir de la poule', 'sort de la poule', 'sortie de poule', 'phase de poules', 'phase de groupes', 'poule de la mort', 'premier de la poule', 'premier du groupe'], icons: [ball], label: 'ballon de football', topic: 'football', weight: 105 },
  // Football and sport
  { keys: ['foot', 'football', 'footballeur', 'ballon', 'match', 'but', 'buts', 'penalty', 'ligue des champions', 'champions league', 'mercato', 'transfert', 'psg', 'real madrid', 'barça', 'barca', 'chelsea', 'liverpool', 'sadio mané', 'mané', 'mbappé', 'salah', 'osimhen', 'drogba', 'eto’o', 'etoo', 'équipe de foot', 'stade', 'navetane', 'navétanes'], icons: [ball], label: 'ballon de football', topic: 'football' },
  { keys: ['équipe', 'équipes', 'score', 'résumé du match'], icons: [ball], label: 'ballon de football', weight: 80, topic: 'football' },
  // Clubs the audience follows: a club's name is football even when its words are not (« Africa Sports »).
  { keys: ['derby', 'derbys', 'clasico', 'classico', 'supporter', 'supporters', 'wydad', 'wydad casablanca', 'raja', 'raja casablanca', 'al ahly', 'ahly', 'zamalek', 'pyramids', 'espérance de tunis', 'espérance sportive de tunis', 'étoile du sahel', 'club africain', 'tp mazembe', 'mazembe', 'vita club', 'as vita club', 'asec', 'asec mimosas', 'africa sports', 'stade d’abidjan', 'jaraaf', 'as pikine', 'casa sports', 'génération foot', 'teungueth', 'horoya', 'hafia', 'stade malien', 'djoliba', 'réal de bamako', 'canon de yaoundé', 'coton sport', 'enyimba', 'orlando pirates', 'kaizer chiefs', 'mamelodi sundowns', 'sundowns', 'js kabylie', 'mc alger', 'usm alger', 'olympique de marseille', 'marseille om', 'arsenal', 'manchester united', 'man united', 'manchester city', 'man city', 'bayern', 'juventus', 'inter milan', 'ac milan', 'atlético', 'atletico'], icons: [ball], label: 'ballon de football', topic: 'football', weight: 105 },
  // « Le goal » is the goalkeeper as West Africa says it; a lone « poteau » is as often the electric pole.
  { keys: ['gardien', 'gardien de but', 'arrêt', 'penalty', 'tirs au but', 'cage', 'cages', 'filet', 'goal', 'goals', 'lucarne', 'le goal'], icons: ['fluent:goal-net', ball], label: 'but de football', topic: 'football' },
  // A « petit pont » is the nutmeg, not a bridge; a « terrain de foot » is the pitch, not a plot; the maracana is the small-sided street game.
  { keys: ['joueur', 'joueurs', 'attaquant', 'défenseur', 'milieu de terrain', 'buteur', 'entraîneur', 'sélectionneur', 'coach', 'arbitre', 'var', 'carton rouge', 'coup franc', 'corner', 'dribble', 'dribbles', 'petit pont', 'grand pont', 'sombrero', 'tacle', 'tacler', 'hors-jeu', 'terrain de foot', 'terrain de football', 'centre de formation', 'académie de foot', 'académie de football', 'foot de quartier', 'foot de rue', 'jongles', 'jonglage', 'ballon rond', 'footballeuse', 'foot féminin', 'ligue 1', 'premier league', 'liga', 'serie a', 'quarts de finale', 'demi-finale', 'huitièmes'], icons: [ball], label: 'ballon de football', weight: 90, topic: 'football' },
  { keys: ['can', 'can 2025', 'coupe d’afrique', "coupe d'afrique des nations", 'coupe du monde', 'mondial', 'finale', 'champion', 'champions', 'championnat', 'victoire', 'coupe', 'trophée', 'ballon d’or', "ballon d'or", 'sacre', 'sacré'], icons: [trophy], label: 'trophée', topic: 'football' },
  { keys: ['basket', 'basketball', 'nba', 'basket-ball', 'basketteur', 'basketteuse', 'dunk', 'dunks'], icons: ['fluent:basketball'], label: 'ballon de basket', topic: 'sport' },
  { keys: ['lutte', 'lutte sénégalaise', 'laamb', 'lamb', 'kokowa', 'combat', 'arène', 'lutteur', 'lutte traditionnelle', 'catch', 'catcheur'], icons: ['fluent:person-wrestling', 'fluent:boxing-glove'], label: 'lutteurs', kind: 'person', topic: 'sport' },
  { keys: ['boxe', 'mma', 'ufc', 'ngannou', 'francis ngannou', 'boxeur', 'boxeuse', 'kickboxing', 'kick-boxing', 'muay thaï', 'sac de frappe', 'ring de boxe'], icons: ['fluent:boxing-glove'], label: 'gant de boxe', topic: 'sport' },
  { keys: ['marcher', '# pas', 'randonnée'], icons: ['fluent:person-walking'], label: 'personne qui marche', kind: 'person', topic: 'sport' },
  { keys: ['courir', 'course', 'je cours', 'running', 'jogging', 'footing', 'faire du footing', 'marathon', 'sport', 'couru', 'j’ai couru', 'on a couru', 'semi-marathon', 'trail', 'cardio', 'séance de cardio', 'course à pied', 'fractionné'], icons: ['fluent:person-running'], label: 'personne qui court', kind: 'person', topic: 'sport' },
  // How the weight went is the picture (« perdu 9 kilos en courant »): the run, not the salad, nor electric current.
  { keys: ['en courant', 'à force de courir', 'en marchant'], icons: ['fluent:person-running', 'fluent:running-shoe'], label: 'personne qui court', kind: 'person', weight: 110, topic: 'sport', frame: 'anywhere' },
  // A distance is a run only when nothing else is named (« 3 h pour 10 km » is a traffic jam).
  // A distance that opens the title is the run (« 10 km à Niamey sous 42 degrés »); further in, it is only how far.
  { keys: ['km', '# km', 'kilomètres', '# kilomètres'], icons: ['fluent:person-running'], label: 'personne qui court', kind: 'person', weight: 60, lead: 105, topic: 'sport' },
  // Skipping rope is a workout (nothing draws the rope: a knot read as sailing).
  { keys: ['corde à sauter', 'sauter à la corde', 'saut à la corde'], icons: ['fluent:flexed-biceps', 'fluent:person-running'], label: 'biceps', weight: 105, topic: 'sport' },
  { keys: ['musculation', 'muscu', 'salle de sport', 'salle de muscu', 'fitness', 'abdos', 'pompes', 'gym', 'la salle', 'à la salle', 'lâcher la salle', 'coach sportif', 'squat', 'squats', 'tractions', 'gainage', 'crossfit', 'street workout', 'workout', 'hiit', 's’entraîner', 'je m’entraîne', 'on s’entraîne', 'mon entraînement', 'entraînement à la salle', 'séance de sport', 'haltères', 'développé couché', 'burpees'], icons: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'], label: 'haltérophile', kind: 'person', topic: 'sport' },
  { keys: ['vélo', 'vélos', 'cyclisme', 'bicyclette', 'vtt'], icons: ['fluent:bicycle', 'fluent:person-biking'], label: 'vélo', topic: 'sport' },
  { keys: ['natation', 'nager', 'nage', 'piscine'], icons: ['fluent:person-swimming'], label: 'personne qui nage', kind: 'person', topic: 'sport' },
  { keys: ['tennis', 'tennis de table', 'ping-pong'], icons: ['fluent:ping-pong', 'fluent:tennis'], label: 'raquette', topic: 'sport' },
  { keys: ['badminton'], icons: ['fluent:badminton', 'fluent:tennis'], label: 'badminton', topic: 'sport' },
  { keys: ['fauves du bas-oubangui', 'fauves'], icons: ['flag:cf', ball], label: 'Fauves du Bas-Oubangui', kind: 'flag', topic: 'football' },
  // Players' marks after a match are football's, not a school report.
  { keys: ['notes des joueurs', 'les notes des joueurs', 'notes de chaque joueur', 'notes de joueurs', 'notes des lions', 'homme du match'], icons: [], label: '', topic: 'football', frame: 'anywhere' },
  { keys: ['médaille', 'médailles', 'médaille d’or', 'jeux olympiques', 'olympiques', 'athlétisme', 'sprint', 'sprinteur', '100 mètres', 'saut en longueur', 'saut en hauteur', 'triple saut', 'lancer du poids', 'relais 4x100'], icons: ['fluent:sports-medal', 'fluent:1st-place-medal'], label: 'médaille', topic: 'sport' },
  { keys: ['judo', 'karaté', 'karate', 'taekwondo', 'arts martiaux', 'kung-fu', 'kung fu', 'judoka', 'karatéka', 'karateka', 'taekwondoïste', 'ceinture noire'], icons: ['fluent:martial-arts-uniform'], label: 'kimono d’arts martiaux', topic: 'sport' },
  { keys: ['handball', 'hand-ball'], icons: ['fluent:person-playing-handball'], label: 'handballeur', kind: 'person', topic: 'sport' },
  { keys: ['volley', 'volleyball', 'volley-ball', 'beach-volley'], icons: ['fluent:volleyball'], label: 'ballon de volley', topic: 'sport' },
  { keys: ['maillot', 'maillots', 'maillot de foot', 'maillot de football', 'tenue de foot'], icons: ['fluent:t-shirt', ball], label: 'maillot', topic: 'football' },
  // Boots are shoes (the nearest pictogram is a trainer), not a jersey.
  { keys: ['crampons', 'chaussures de foot', 'chaussures de football', 'paire de crampons'], icons: ['fluent:running-shoe', ball], label: 'chaussures de foot', topic: 'football' },
  // Cycling races and their riders
  { keys: ['tour du faso', 'tour du sénégal', 'tour du rwanda', 'tour du cameroun', 'tour de côte d’ivoire', 'course cycliste', 'courses cyclistes', 'cycliste', 'cyclistes', 'coureur cycliste', 'coureurs cyclistes'], icons: ['fluent:person-biking', 'fluent:bicycle'], label: 'cycliste', kind: 'person', weight: 110, topic: 'sport' },
  // A maracana is a street football tournament: the ball, above its final's trophy.
  { keys: ['maracana', 'maracanas', 'tournoi de maracana'], icons: ['fluent:soccer-ball', 'fluent:goal-net'], label: 'ballon de football', weight: 105, topic: 'football' },
  // A line-up is the team's ball (« CAN 2025 : mon onze type pour les Éléphants »), above the cup it is for.
  { keys: ['onze type', 'mon onze', 'onze de départ', 'la compo', 'composition d’équipe', 'onze titulaire'], icons: ['fluent:soccer-ball', 'fluent:goal-net'], label: 'ballon de football', weight: 105, topic: 'football' },
];
