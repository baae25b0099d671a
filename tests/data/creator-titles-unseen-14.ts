/**
 * A fourteenth set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them. Committed in one commit before the next round of
 * tuning was measured on it, and never tuned on: it measures the matcher, the scenes and the
 * variety on titles nothing was fitted to. Written from everyday situations and sentence shapes
 * the earlier sets use little, about a third naming a concrete object or place.
 * Same rules as `creator-titles.ts`; three accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles14: UnseenTitle[] = [
  // Football
  { title: 'Les Éléphants ont encore déçu ? Mon avis sans filtre', accept: ['flag:ci', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'POV : derby Horoya – Hafia au stade du 28 Septembre', accept: ['fluent:soccer-ball', 'fluent:stadium', 'flag:gn'], topic: 'football' },
  { title: 'ÉTALONS 2-1 LIONS INDOMPTABLES : le résumé complet', accept: ['flag:bf', 'flag:cm', 'fluent:soccer-ball'], topic: 'football' },
  // Sport
  { title: 'Laamb : pourquoi les grands lutteurs ne veulent plus combattre', accept: ['fluent:person-wrestling', 'fluent:man-wrestling'], topic: 'sport' },
  { title: '30 jours de footing à 5h du matin, voici ce qui a changé', accept: ['fluent:person-running', 'fluent:man-running', 'fluent:running-shoe'], topic: 'sport' },
  // Cuisine
  { title: 'Le vrai garba d’Abidjan à 500 F, on a testé 4 kiosques', accept: ['minia:attieke', 'fluent:fish'], topic: 'cuisine' },
  { title: 'Ndolé de ma grand-mère : la recette sans raccourci', accept: ['fluent:pot-of-food', 'fluent:leafy-green'], topic: 'cuisine' },
  { title: 'Ton jus de bissap tourne vite ? 3 erreurs de débutant', accept: ['minia:bissap', 'fluent:hibiscus'], topic: 'cuisine' },
  // Argent
  { title: 'Ce que personne ne dit sur les tontines entre collègues', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: '150 000 F par mois à Dakar, ça suffit vraiment ?', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Comment j’ai perdu 80 000 F avec un faux agent Orange Money', accept: ['minia:argent-envole', ...phone], topic: 'argent' },
  // Tech
  { title: 'Tecno Camon ou Infinix Note, le match à 120 000 F', accept: ['fluent:mobile-phone', 'minia:smartphone', 'minia:smartphone-2'], topic: 'tech' },
  { title: 'Désactive ce réglage maintenant', accept: ['fluent:gear', ...phone], topic: 'tech' },
  { title: 'Comment j’ai appris à coder sans ordinateur, juste avec mon téléphone', accept: [...phone, 'fluent:technologist'], topic: 'tech' },
  // École
  { title: 'BEPC : les chapitres de maths qui reviennent chaque année', accept: ['fluent:triangular-ruler', 'fluent:memo', 'fluent:books'], topic: 'ecole' },
  { title: 'J’ai redoublé ma Terminale et c’est la meilleure chose qui me soit arrivée', accept: [PERSON], topic: 'ecole' },
  { title: 'Réviser à 4h du matin, bonne idée ?', accept: ['fluent:alarm-clock', 'fluent:open-book', 'fluent:books'], topic: 'ecole' },
  // Ville
  { title: 'Libreville ou Port-Gentil, où vivre quand on a 25 ans ?', accept: ['minia:ville', 'fluent:cityscape', 'flag:ga'], topic: 'ville' },
  { title: 'Pourquoi tout le monde quitte Yaoundé pour Douala', accept: ['flag:cm', 'minia:ville', 'fluent:cityscape'], topic: 'ville' },
  // Plage
  { title: 'Une journée à Assinie avec 10 000 F seulement', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'minia:billets-fcfa'], topic: 'plage' },
  { title: 'La mer, thérapie gratuite', accept: ['fluent:water-wave', 'fluent:beach-with-umbrella'], topic: 'plage' },
  // Religion
  { title: 'Tabaski : choisir son mouton sans se faire gruger', accept: ['fluent:ram', 'fluent:ewe'], topic: 'religion' },
  { title: 'Le jeûne m’a appris une chose', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:folded-hands'], topic: 'religion' },
  { title: 'Prier sans rien demander, j’ai essayé pendant 40 jours', accept: ['fluent:folded-hands', 'fluent:prayer-beads'], topic: 'religion' },
  // Beauté
  { title: 'Tresses collées en 2h chrono, tuto spécial débutantes', accept: ['fluent:woman-getting-haircut', 'fluent:hair-pick'], topic: 'beaute' },
  { title: 'Gommage au savon noir comme au hammam de Marrakech', accept: ['fluent:soap', 'fluent:woman-in-steamy-room', 'fluent:person-in-steamy-room'], topic: 'beaute' },
  { title: 'Ma peau a tout changé quand j’ai arrêté ça', accept: [PERSON], topic: 'beaute' },
  // Jeux
  { title: 'Je suis nul à ce jeu et pourtant j’y joue tous les jours', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:game-die'], topic: 'jeux' },
  { title: 'Ludo au quartier : les règles que personne ne respecte', accept: ['fluent:game-die'], topic: 'jeux' },
  // Musique
  { title: 'Réaction : Fally Ipupa vient de tout casser', accept: ['fluent:headphone', 'fluent:musical-notes', 'fluent:microphone'], topic: 'musique' },
  { title: '5 sons coupé-décalé qui ont marqué les années 2000', accept: ['fluent:musical-notes', 'fluent:radio', 'fluent:man-dancing'], topic: 'musique' },
  { title: 'Apprendre le djembé en 1 mois, possible ?', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  // Auto
  { title: 'Le zémidjan m’a lâché en pleine brousse', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Voici pourquoi ta voiture consomme trop', accept: ['fluent:automobile', 'fluent:fuel-pump', 'fluent:oncoming-automobile'], topic: 'auto' },
  { title: 'Permis de conduire à Bamako : le prix a doublé ?!', accept: ['fluent:identification-card', 'fluent:automobile'], topic: 'auto' },
  // Maison
  { title: 'Je construis ma maison à Lomé pièce par pièce, épisode 3', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Ton loyer augmente chaque année ? Lis les petites lignes', accept: ['fluent:house', 'fluent:key', 'fluent:page-facing-up'], topic: 'maison' },
  { title: 'Vivre seul à 22 ans, personne ne te prépare à ça', accept: [PERSON, BIG_WORD], topic: 'maison' },
  // Fête
  { title: 'Baptême de ma nièce : on a fait les choses en grand', accept: ['fluent:baby', 'fluent:party-popper'], topic: 'fete' },
  { title: 'Mariage à Niamey : combien ?', accept: ['fluent:wedding', 'fluent:ring', 'minia:billets-fcfa'], topic: 'fete' },
  { title: 'On a dansé jusqu’à 6h, la soirée a complètement dégénéré', accept: ['fluent:man-dancing', 'fluent:woman-dancing', 'fluent:party-popper'], topic: 'fete' },
  // Santé
  { title: 'Palu trois fois en un mois, mon histoire', accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:pill'], topic: 'sante' },
  { title: 'Ce que le médecin ne te dira pas sur la tension', accept: ['fluent:stethoscope', 'fluent:anatomical-heart', 'fluent:health-worker'], topic: 'sante' },
  { title: 'Fatigué tout le temps ? Ce n’est peut-être pas la flemme', accept: ['fluent:tired-face', 'fluent:yawning-face'], topic: 'sante' },
  // Agriculture
  { title: 'Un hectare de maïs à Bobo, ça rapporte combien ?', accept: ['fluent:ear-of-corn', 'fluent:man-farmer', 'fluent:farmer'], topic: 'agriculture' },
  { title: 'Je pensais que l’élevage c’était facile…', accept: ['fluent:cow', 'fluent:chicken', 'fluent:farmer'], topic: 'agriculture' },
  // Actu
  { title: 'Coupures de courant à Conakry : le point ce soir', accept: ['fluent:light-bulb', 'fluent:electric-plug', 'fluent:high-voltage'], topic: 'actu' },
  { title: 'Ce qu’il faut retenir du discours d’hier soir', accept: ['fluent:speaking-head', 'fluent:microphone', 'fluent:newspaper'], topic: 'actu' },
  // Histoire
  { title: 'Ils ont résisté 7 ans : l’histoire oubliée de Samory Touré', accept: ['fluent:crossed-swords', 'fluent:person-with-crown', 'flag:gn'], topic: 'histoire' },
  { title: 'Qui était vraiment la reine Pokou ?', accept: ['fluent:crown', 'fluent:person-with-crown', 'fluent:princess'], topic: 'histoire' },
];
