/**
 * Eighty more tuning titles, the fifth round of issue 30, written and labelled before the matcher
 * was run on them, on the everyday words of our creators that the earlier lists lacked (transport,
 * feasts, housing, telecom, small trade, health, livestock, fashion, music, family stories, exams,
 * cars, news, history) and on constructions that misled it elsewhere: a range (« de 0 à 10 000 »)
 * that is no score, an amount beside a dish or a place, a story with no object. Same rules as
 * `creator-titles.ts`. Tuned on; the unseen fifty never are.
 */
import { BIG_WORD, PERSON, fcfa, phone, type CreatorTitle } from './creator-titles';

export const fifthTitles: CreatorTitle[] = [
  // Transport
  { title: 'Je prends le TER de Dakar à Diamniadio', accept: ['fluent:high-speed-train', 'fluent:train', 'fluent:light-rail'], topic: 'ville' },
  { title: 'Le BRT de Dakar : ça vaut le coup ?', accept: ['fluent:bus', 'fluent:oncoming-bus'], topic: 'ville' },
  { title: 'Une journée dans un car rapide', accept: ['fluent:bus', 'fluent:oncoming-bus', 'fluent:minibus'], topic: 'ville' },
  { title: 'Les gbakas d’Adjamé : le chaos organisé', accept: ['fluent:minibus', 'fluent:bus', 'fluent:oncoming-bus'], topic: 'ville' },
  { title: 'Woro-woro ou taxi compteur : lequel prendre à Abidjan ?', accept: ['fluent:taxi', 'fluent:oncoming-taxi'], topic: 'auto' },
  { title: 'Je deviens conducteur de moto-taxi pendant une semaine', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Traverser le fleuve en pirogue à Ziguinchor', accept: ['fluent:canoe', 'fluent:ship'], topic: 'ville' },
  { title: 'Les clandos de Thiès : combien ils gagnent ?', accept: ['fluent:taxi', 'fluent:oncoming-taxi', 'minia:billets-fcfa'], topic: 'argent' },
  { title: 'Mon premier vol Dakar-Paris en classe éco', accept: ['fluent:airplane', 'fluent:airplane-departure'], topic: 'ville' },
  { title: 'Visa refusé : ce que j’aurais dû faire', accept: ['fluent:passport-control', 'fluent:airplane', 'fluent:cross-mark'], topic: 'ville' },
  { title: 'Les embouteillages de Dakar : 3 h pour 10 km', accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'minia:ville'], topic: 'ville' },
  // Religion and feasts
  { title: 'Ramadan 2026 : 5 conseils pour bien jeûner', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Carême catholique : mes 40 jours de jeûne', accept: ['fluent:church', 'fluent:latin-cross', 'fluent:folded-hands-dark'], topic: 'religion' },
  { title: 'Tabaski : j’achète mon mouton au foirail', accept: ['fluent:ram', 'fluent:ewe'], topic: 'religion' },
  { title: 'Pâques : la veillée pascale à la cathédrale', accept: ['fluent:church'], topic: 'religion' },
  { title: 'Noël au village avec toute la famille', accept: ['fluent:christmas-tree', 'fluent:people-hugging'], topic: 'fete' },
  { title: 'Nouvel an à Abidjan : le feu d’artifice', accept: ['fluent:fireworks', 'fluent:sparkler', 'fluent:party-popper'], topic: 'fete' },
  // Housing
  { title: 'Chambre à louer à Dakar : les prix fous', accept: ['fluent:bed', 'fluent:house', 'minia:billets-fcfa'], topic: 'maison' },
  { title: 'Mon déménagement en 24 h', accept: ['fluent:package', 'fluent:delivery-truck', 'fluent:house'], topic: 'maison' },
  { title: 'Construction de ma maison : étape 3, la dalle', accept: ['fluent:building-construction', 'fluent:house', 'fluent:brick'], topic: 'maison' },
  { title: 'J’ai acheté un terrain à 2 millions', accept: ['fluent:house-with-garden', 'fluent:building-construction', 'fluent:house'], topic: 'maison' },
  // Telecom and internet
  { title: 'La fibre arrive dans mon quartier : mon test', accept: ['fluent:globe-with-meridians', 'fluent:antenna-bars'], topic: 'tech' },
  { title: 'Starlink au Sénégal : installation et prix', accept: ['fluent:satellite', 'fluent:satellite-antenna', 'fluent:globe-with-meridians'], topic: 'tech' },
  { title: 'Pas de réseau au village : mes solutions', accept: ['fluent:antenna-bars', 'fluent:mobile-phone'], topic: 'tech' },
  { title: 'Mon wifi est trop lent, voici pourquoi', accept: ['fluent:wireless', 'fluent:globe-with-meridians', 'fluent:antenna-bars'], topic: 'tech' },
  { title: 'Gagner de l’argent sur Instagram en 2026', accept: fcfa.concat(['fluent:mobile-phone']), topic: 'argent' },
  { title: 'Mon compte Facebook a été piraté', accept: phone.concat(['fluent:warning']), topic: 'tech' },
  { title: 'Ma première vidéo TikTok à 1 million de vues', accept: phone.concat(['minia:bouton-lecture']), topic: 'tech' },
  { title: 'Quel forfait Orange pour 5 000 F par mois ?', accept: phone.concat(['fluent:antenna-bars']), topic: 'tech' },
  { title: 'De 0 à 10 000 abonnés en 6 mois : ma méthode', accept: ['minia:bouton-lecture', 'fluent:party-popper', BIG_WORD], topic: 'tech' },
  // Small business
  { title: 'J’ouvre ma boutique au marché de Treichville', accept: ['fluent:convenience-store', 'fluent:shopping-cart', 'fluent:basket'], topic: 'argent' },
  { title: 'Importer de Chine avec Alibaba : mon premier colis', accept: ['fluent:package', 'flag:cn', 'fluent:ship'], topic: 'argent' },
  { title: 'Commerce en ligne : comment je livre mes clients', accept: ['fluent:package', 'fluent:delivery-truck', 'fluent:shopping-bags'], topic: 'argent' },
  { title: 'Vendre des mèches : combien je gagne par mois', accept: ['fluent:woman-curly-hair-dark', 'minia:billets-fcfa', 'fluent:woman-getting-haircut-dark'], topic: 'argent' },
  // Health
  { title: 'Les signes de la grossesse à ne pas ignorer', accept: ['fluent:pregnant-woman-dark', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Mon séjour à l’hôpital : je vous raconte', accept: ['fluent:hospital', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Les symptômes du diabète expliqués par un médecin', accept: ['fluent:stethoscope', 'fluent:health-worker-dark', 'fluent:syringe'], topic: 'sante' },
  // Agriculture, livestock, fishing
  { title: 'Élever des moutons pour la Tabaski : mon bilan', accept: ['fluent:ram', 'fluent:ewe'], topic: 'agriculture' },
  { title: 'Mes 500 poulets de chair à 45 jours', accept: ['fluent:chicken', 'fluent:rooster', 'fluent:baby-chick'], topic: 'agriculture' },
  { title: 'De 50 à 500 poulets : mon élevage grandit', accept: ['fluent:chicken', 'fluent:rooster', 'fluent:baby-chick'], topic: 'agriculture' },
  { title: 'Récolte de maïs dans mon champ', accept: ['fluent:ear-of-corn', 'fluent:sheaf-of-rice', 'fluent:seedling'], topic: 'agriculture' },
  { title: 'Mon champ de piment : combien ça rapporte', accept: ['fluent:hot-pepper', 'fluent:seedling', 'minia:billets-fcfa'], topic: 'agriculture' },
  { title: 'Pêche de nuit avec les pêcheurs de Kayar', accept: ['fluent:fishing-pole', 'fluent:fish', 'fluent:canoe'], topic: 'plage' },
  // Beauty and fashion
  { title: 'Un boubou en bazin riche pour la Tabaski', accept: ['fluent:dress', 'fluent:kimono'], topic: 'beaute' },
  { title: 'Ensemble en wax : je couds ma propre tenue', accept: ['fluent:dress', 'fluent:sewing-needle', 'fluent:thread'], topic: 'beaute' },
  // Music
  { title: 'Le clip le plus vu du Sénégal en 2025', accept: ['fluent:clapper-board', 'fluent:movie-camera', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Concert de Youssou Ndour à Bercy', accept: ['fluent:microphone', 'fluent:musical-notes', 'fluent:studio-microphone'], topic: 'musique' },
  { title: 'Mbalax ou coupé-décalé : quel est le meilleur ?', accept: ['fluent:long-drum', 'fluent:woman-dancing-dark', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Les rappeurs ivoiriens qui montent', accept: ['fluent:microphone', 'fluent:studio-microphone'], topic: 'musique' },
  // Family and stories
  { title: 'Mon mariage a été annulé la veille', accept: ['fluent:wedding', 'fluent:ring', 'fluent:broken-heart'], topic: 'histoire' },
  { title: 'Divorce après 10 ans : je vous dis tout', accept: ['fluent:broken-heart'], topic: 'histoire' },
  { title: 'Ma belle-mère ne m’aime pas', accept: [PERSON], topic: 'histoire' },
  { title: 'J’ai quitté mon travail après 8 ans', accept: [PERSON], topic: 'histoire' },
  { title: 'Je suis partie sans rien dire à personne', accept: [PERSON], topic: 'histoire' },
  { title: 'Mon fils de 5 ans m’a appris une leçon', accept: ['fluent:child-dark', 'fluent:boy-dark'], topic: 'histoire' },
  { title: 'On m’a volé mon téléphone au marché', accept: phone, topic: 'histoire' },
  // School and exams
  { title: 'BFEM 2026 : les sujets de maths corrigés', accept: ['fluent:memo', 'fluent:graduation-cap', 'fluent:books'], topic: 'ecole' },
  { title: 'CEPE : mon fils a réussi !', accept: ['fluent:graduation-cap', 'fluent:memo', 'fluent:child-dark'], topic: 'ecole' },
  { title: 'Concours de la fonction publique : comment je l’ai eu', accept: ['fluent:memo', 'fluent:graduation-cap'], topic: 'ecole' },
  { title: 'La bourse de 40 000 F à l’université : ça suffit ?', accept: ['fluent:graduation-cap'].concat(fcfa), topic: 'ecole' },
  // Cars
  { title: 'Le permis de conduire au Sénégal : combien ça coûte ?', accept: ['fluent:automobile', 'fluent:identification-card'], topic: 'auto' },
  { title: 'Mon garage me prend pour un pigeon', accept: ['fluent:automobile', 'fluent:wrench', 'fluent:mechanic-dark'], topic: 'auto' },
  // News
  { title: 'Le prix de l’essence passe à 990 F', accept: ['fluent:fuel-pump', 'fluent:chart-increasing'], topic: 'actu' },
  { title: 'Élection au Cameroun : les résultats', accept: ['fluent:ballot-box-with-ballot', 'flag:cm'], topic: 'actu' },
  { title: 'Inflation : le sac de riz à 25 000 F', accept: ['fluent:chart-increasing', 'fluent:cooked-rice', 'fluent:sheaf-of-rice'], topic: 'actu' },
  // History
  { title: 'L’histoire de Soundiata Keïta, le roi du Mali', accept: ['fluent:crown', 'fluent:person-with-crown-dark', 'flag:ml'], topic: 'histoire' },
  { title: 'L’île de Gorée : ce que les livres ne disent pas', accept: ['fluent:desert-island', 'fluent:classical-building', 'fluent:books'], topic: 'histoire' },
  { title: 'Thomas Sankara : 5 choses que vous ignorez', accept: ['flag:bf', PERSON, BIG_WORD], topic: 'histoire' },
  // Sport, football, games
  { title: 'Lutte : Modou Lô contre Ama Baldé, le pronostic', accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark'], topic: 'sport' },
  { title: 'ASEC - Africa Sports : le derby d’Abidjan', accept: ['fluent:soccer-ball', 'flag:ci', 'fluent:stadium'], topic: 'football' },
  { title: 'Le Wydad bat Al Ahly 2-0', accept: ['fluent:soccer-ball', 'fluent:trophy'], topic: 'football' },
  { title: 'Pape Thiaw, nouveau sélectionneur des Lions', accept: ['flag:sn', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Free Fire : 1 contre 4 en clash squad', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:water-pistol'], topic: 'jeux' },
  { title: 'Belote au grin : la partie de la nuit', accept: ['fluent:joker', 'fluent:spade-suit', 'fluent:heart-suit'], topic: 'jeux' },
  // Cooking, beach, city
  { title: 'Brochettes de viande : la vraie recette du dibi', accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat'], topic: 'cuisine' },
  { title: 'Je cuisine un plat à 500 F pour toute la famille', accept: ['fluent:pot-of-food', 'fluent:shallow-pan-of-food'], topic: 'cuisine' },
  { title: 'Sandwich chawarma à 1 000 F : le meilleur de Dakar', accept: ['fluent:stuffed-flatbread', 'fluent:sandwich'], topic: 'cuisine' },
  { title: 'Les plus belles plages de Kribi', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:desert-island'], topic: 'plage' },
  { title: 'Baignade interdite à Malika : pourquoi ?', accept: ['fluent:water-wave', 'fluent:beach-with-umbrella', 'fluent:prohibited'], topic: 'plage' },
  { title: 'Ouagadougou by night', accept: ['flag:bf', 'minia:ville', 'fluent:night-with-stars'], topic: 'ville' },
];
