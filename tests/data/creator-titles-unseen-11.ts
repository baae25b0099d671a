/**
 * An eleventh set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Written before the next round of tuning, committed in one
 * commit before being measured, and never tuned on: it measures the matcher, the scenes and the
 * variety on titles nothing was fitted to. Its sentences come from everyday situations (work,
 * transport, baptisms and weddings, markets, exams, phones, farming, building) and shapes the earlier
 * sets use little (scores, sketches, « POV : », numbers first, questions without a question word).
 * Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles11: UnseenTitle[] = [
  // Football
  { title: 'Sénégal 2-0 Cameroun : les notes de chaque joueur', accept: ['flag:sn', 'flag:cm', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Les Éléphants ont-ils encore un vrai numéro 10 ?', accept: ['flag:ci', 'fluent:soccer-ball', 'fluent:elephant'], topic: 'football' },
  { title: 'Navétanes : la finale de zone à Pikine a failli mal finir', accept: ['fluent:soccer-ball', 'fluent:trophy'], topic: 'football' },
  // Sport
  { title: 'Qui peut encore arrêter ce lutteur de Guédiawaye ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling'], topic: 'sport' },
  { title: "Personne ne croyait en moi, aujourd'hui je suis champion du Burkina", accept: ['fluent:1st-place-medal', 'fluent:trophy', 'fluent:sports-medal'], topic: 'sport' },
  // Cooking
  { title: 'Attiéké sans huile, ça passe ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Ma belle-mère goûte mon mafé pour la première fois', accept: ['minia:mafe'], topic: 'cuisine' },
  { title: "Accara de Dakar : la pâte qui ne boit pas l'huile", accept: ['fluent:falafel'], topic: 'cuisine' },
  // Money
  { title: "Tontine de 25 000 F par semaine : ce que j'ai fait de ma part", accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Ce que personne ne dit sur les transferts Orange Money', accept: [...phone, 'minia:billets-fcfa'], topic: 'argent' },
  { title: 'Épargner avec 90 000 FCFA de salaire, mission impossible ?', accept: ['minia:sac-fcfa', ...fcfa], topic: 'argent' },
  { title: '24h avec 1 000 F à Bamako, défi', accept: [...fcfa, 'flag:ml'], topic: 'argent' },
  // Tech
  { title: "J'ai testé un téléphone à 35 000 F acheté à Adjamé", accept: [...phone], topic: 'tech' },
  { title: 'Ton WhatsApp a été piraté ? Fais ça tout de suite', accept: [...phone, 'fluent:locked'], topic: 'tech' },
  { title: "L'IA va remplacer nos secrétaires ?", accept: ['fluent:robot'], topic: 'tech' },
  // School
  { title: 'BAC philo : 7 erreurs qui coûtent des points', accept: ['fluent:memo', 'fluent:graduation-cap', BIG_WORD], topic: 'ecole' },
  { title: 'Réviser le BEPC avec le délestage tous les soirs', accept: ['fluent:candle', 'fluent:books', 'fluent:flashlight'], topic: 'ecole' },
  { title: 'Quand ta mère découvre ton bulletin du 2e trimestre', accept: ['fluent:page-facing-up', PERSON], topic: 'ecole' },
  // City
  { title: 'Voici pourquoi Abidjan coûte plus cher que Paris', accept: ['minia:ville', 'flag:ci', 'fluent:cityscape'], topic: 'ville' },
  { title: "Une journée en gbaka d'Abobo au Plateau", accept: ['fluent:minibus', 'fluent:oncoming-bus'], topic: 'ville' },
  // Beach
  { title: 'Week-end à Assinie : une paillote sur la plage pour 40 000 F', accept: ['fluent:beach-with-umbrella', 'fluent:hut'], topic: 'plage' },
  { title: 'Les vagues de Kribi ont failli emporter mon petit frère', accept: ['fluent:water-wave'], topic: 'plage' },
  // Religion
  { title: 'Ramadan : 5 choses qui cassent ton jeûne sans que tu le saches', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Magal 2025, vlog', accept: ['fluent:mosque', 'flag:sn'], topic: 'religion' },
  { title: 'Mon pasteur veut la dîme de mon premier salaire', accept: ['fluent:church', 'fluent:latin-cross'], topic: 'religion' },
  // Beauty
  { title: 'Tresses ou perruque ? Le vrai budget sur un an', accept: ['fluent:hair-pick', 'fluent:woman-getting-haircut'], topic: 'beaute' },
  { title: 'Mon teint après 3 mois sans produits éclaircissants', accept: ['fluent:lotion-bottle', PERSON], topic: 'beaute' },
  // Games
  { title: 'Awalé : la stratégie que mon grand-père gardait pour lui', accept: ['fluent:chess-pawn', 'fluent:game-die'], topic: 'jeux' },
  { title: 'eFootball ou FIFA sur un petit téléphone ?', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:mobile-phone'], topic: 'jeux' },
  // Music
  { title: 'Ce son de coupé-décalé a été enregistré dans une chambre', accept: ['fluent:studio-microphone', 'fluent:microphone', 'fluent:headphone'], topic: 'musique' },
  { title: 'Balafon : apprends ce rythme du Mandé en 15 minutes', accept: ['fluent:musical-notes', 'fluent:musical-note'], topic: 'musique' },
  // Cars and motorbikes
  { title: 'Permis au Maroc : recalé 3 fois, voici pourquoi', accept: ['fluent:automobile', 'fluent:identification-card'], topic: 'auto' },
  { title: 'Moto Jakarta : 4 pannes à réparer toi-même', accept: ['fluent:motor-scooter', 'fluent:motorcycle', 'fluent:wrench'], topic: 'auto' },
  { title: "Toyota d'occasion venue de Cotonou, piège ou bonne affaire ?", accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  // House
  { title: 'Construire au village depuis la France : mon chantier après 2 ans', accept: ['fluent:building-construction', 'fluent:house', 'fluent:brick'], topic: 'maison' },
  { title: 'Les termites ont mangé ma porte', accept: ['fluent:door', 'fluent:ant'], topic: 'maison' },
  { title: 'Chambre-salon à 45 000 F le mois à Yopougon, visite', accept: ['fluent:house', 'fluent:couch-and-lamp', 'fluent:key'], topic: 'maison' },
  // Celebrations
  { title: "Baptême de ma fille : le mouton s'est enfui avant la cérémonie", accept: ['fluent:ram', 'fluent:ewe', 'fluent:baby'], topic: 'fete' },
  { title: "Dot à Porto-Novo : on m'a demandé 12 pagnes et une moto", accept: ['fluent:wrapped-gift', 'fluent:wedding', 'fluent:ring'], topic: 'fete' },
  { title: 'POV : tu arrives en retard au mariage de ta cousine', accept: ['fluent:wedding', PERSON], topic: 'fete' },
  // Health
  { title: 'Palu ou simple fatigue ? 6 signes à ne pas ignorer', accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Pharmacie par terre : ces médicaments qui tuent en silence', accept: ['fluent:pill'], topic: 'sante' },
  // Farming
  { title: "Un hectare de piment m'a rapporté plus que mon salaire", accept: ['fluent:hot-pepper', 'fluent:seedling'], topic: 'agriculture' },
  { title: '200 poulets de chair perdus en une nuit', accept: ['fluent:chicken', 'fluent:baby-chick'], topic: 'agriculture' },
  // News
  { title: 'Gabon, après le vote', accept: ['flag:ga', 'fluent:ballot-box-with-ballot'], topic: 'actu' },
  { title: "Inondations à Kinshasa : des quartiers entiers sous l'eau", accept: ['fluent:water-wave', 'fluent:cloud-with-rain', 'flag:cd'], topic: 'actu' },
  { title: 'Fonctionnaires : la mauvaise nouvelle est tombée', accept: ['fluent:newspaper', 'fluent:briefcase', PERSON], topic: 'actu' },
  // History
  { title: "Samory Touré, l'homme qui a tenu tête à la France 18 ans", accept: ['fluent:crossed-swords', PERSON], topic: 'histoire' },
  { title: "L'empire du Mali était-il vraiment le plus riche du monde ?", accept: ['flag:ml', 'fluent:crown'], topic: 'histoire' },
  { title: "Ils nous ont menti sur l'indépendance", accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
