import type { TopicId } from '../../shared/engine/model/topics';

/**
 * Words creators of francophone Africa put in titles about the home and the family, life stories,
 * faith, school, the news, music and sport, each with the pictograms a creator would accept (best
 * first) and the topic whose scene belongs behind it. A noun comes with its determiner; a verb as
 * « infinitive|perfect|present ». Written before the matcher was run on them.
 */
export interface KeywordProbe {
  kind: 'noun' | 'verb';
  text: string;
  icons: string[];
  topic: TopicId;
}

const n = (text: string, icons: string[], topic: TopicId): KeywordProbe => ({ kind: 'noun', text, icons, topic });
const v = (text: string, icons: string[], topic: TopicId): KeywordProbe => ({ kind: 'verb', text, icons, topic });

const house = ['fluent:house', 'fluent:couch-and-lamp', 'fluent:key'];
const site = ['fluent:building-construction', 'fluent:house'];
const chores = ['fluent:broom', 'fluent:sponge', 'fluent:soap'];
const family = ['fluent:people-hugging'];
const wedding = ['fluent:wedding', 'fluent:ring', 'fluent:red-heart'];
const mourning = ['fluent:headstone', 'fluent:coffin', 'fluent:candle'];
const love = ['fluent:red-heart', 'fluent:broken-heart'];
const heartbreak = ['fluent:broken-heart', 'fluent:red-heart'];
const job = ['fluent:briefcase', 'fluent:man-office-worker'];
const abroad = ['fluent:airplane', 'fluent:passport-control'];
const mosque = ['fluent:mosque', 'fluent:star-and-crescent', 'fluent:prayer-beads'];
const fast = ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'];
const church = ['fluent:church', 'fluent:latin-cross', 'fluent:folded-hands'];
const prayer = ['fluent:folded-hands', 'fluent:mosque', 'fluent:church'];
const preacher = ['fluent:speaking-head', 'fluent:church', 'fluent:mosque'];
const cap = ['fluent:graduation-cap', 'minia:ecole', 'fluent:memo'];
const exam = ['fluent:memo', 'fluent:page-facing-up', 'fluent:graduation-cap'];
const books = ['fluent:books', 'fluent:open-book', 'fluent:memo'];
const pupil = ['minia:ecole', 'fluent:school', 'fluent:backpack'];
const teacher = ['fluent:teacher', 'minia:ecole'];
const ballot = ['fluent:ballot-box-with-ballot'];
const state = ['fluent:classical-building', 'fluent:newspaper'];
const protest = ['fluent:megaphone'];
const power = ['fluent:light-bulb', 'fluent:high-voltage'];
const water = ['fluent:droplet', 'fluent:potable-water'];
const police = ['fluent:police-officer'];
const court = ['fluent:balance-scale'];
const notes = ['fluent:musical-notes', 'fluent:headphone', 'fluent:microphone'];
const mic = ['fluent:microphone', 'fluent:musical-notes', 'fluent:studio-microphone'];
const drum = ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes'];
const dancer = ['fluent:woman-dancing', 'fluent:man-dancing', 'fluent:musical-notes'];
const ball = ['fluent:soccer-ball', 'fluent:goal-net'];
const gym = ['fluent:person-lifting-weights', 'fluent:flexed-biceps'];
const run = ['fluent:person-running', 'fluent:running-shoe'];
const fight = ['fluent:boxing-glove', 'fluent:person-wrestling'];

export const KEYWORD_PROBES: KeywordProbe[] = [
  // The home: renting, building, furniture, chores
  n('le loyer', house, 'maison'),
  n('les loyers', house, 'maison'),
  n('le bailleur', house, 'maison'),
  n('le démarcheur', house, 'maison'),
  n('la caution du loyer', house, 'maison'),
  n('la cour commune', house, 'maison'),
  n('l’entrer-coucher', ['fluent:bed', 'fluent:house', 'fluent:couch-and-lamp'], 'maison'),
  n('le célibatorium', ['fluent:bed', 'fluent:house', 'fluent:couch-and-lamp'], 'maison'),
  n('le carrelage', site, 'maison'),
  n('la toiture', site, 'maison'),
  n('le crépissage', site, 'maison'),
  n('le plan de maison', site, 'maison'),
  v('construire au village|j’ai construit au village|je construis au village', site, 'maison'),
  v('faire le ménage|j’ai fait le ménage|je fais le ménage', chores, 'maison'),
  v('faire la lessive|j’ai fait la lessive|je fais la lessive', chores, 'maison'),
  n('les corvées', chores, 'maison'),
  n('les tâches ménagères', chores, 'maison'),
  n('l’armoire', ['fluent:couch-and-lamp', 'fluent:chair', 'fluent:house'], 'maison'),
  n('la pendaison de crémaillère', ['fluent:party-popper', 'fluent:house'], 'fete'),
  // Relatives, couples, weddings, births, funerals
  n('le neveu', family, 'maison'),
  n('la nièce', family, 'maison'),
  n('les beaux-parents', family, 'maison'),
  n('le mariage civil', wedding, 'fete'),
  n('la robe de mariée', wedding, 'fete'),
  n('la cérémonie de dot', wedding, 'fete'),
  n('la dot', wedding, 'fete'),
  n('le mariage coutumier', wedding, 'fete'),
  n('le baptême de mon fils', ['fluent:baby'], 'fete'),
  n('le deuil', mourning, 'religion'),
  n('la veillée funèbre', mourning, 'religion'),
  n('la levée du corps', mourning, 'religion'),
  n('le retrait de deuil', mourning, 'religion'),
  n('les funérailles', mourning, 'religion'),
  // Stories: love and break-ups, jobs, emigration
  v('ghoster|il m’a ghosté|je ghoste', heartbreak, 'histoire'),
  n('le ghosting', heartbreak, 'histoire'),
  n('la go', love, 'histoire'),
  n('ma go', love, 'histoire'),
  n('mon chéri', love, 'histoire'),
  n('le crush', love, 'histoire'),
  v('draguer|j’ai dragué|je drague', love, 'histoire'),
  n('le deuxième bureau', heartbreak, 'histoire'),
  v('larguer|il m’a largué|je le largue', heartbreak, 'histoire'),
  n('la jalousie', heartbreak, 'histoire'),
  n('le chômage', job, 'histoire'),
  n('mon patron', job, 'histoire'),
  n('mon boulot', job, 'histoire'),
  n('le taf', job, 'histoire'),
  v('perdre son travail|j’ai perdu mon travail|je perds mon travail', job, 'histoire'),
  n('le licenciement', job, 'histoire'),
  n('l’entretien d’embauche', job, 'histoire'),
  v('chercher du travail|j’ai cherché du travail|je cherche du travail', job, 'histoire'),
  n('la diaspora', abroad, 'histoire'),
  v('émigrer|j’ai émigré|j’émigre', abroad, 'histoire'),
  n('la vie à mbeng', abroad, 'histoire'),
  n('le mbenguiste', abroad, 'histoire'),
  n('le boza', ['fluent:canoe', 'fluent:airplane'], 'histoire'),
  // Faith
  v('jeûner|j’ai jeûné|je jeûne', fast, 'religion'),
  n('le sahur', fast, 'religion'),
  n('la nuit du destin', fast, 'religion'),
  n('la zakat', mosque, 'religion'),
  n('la oumra', ['fluent:kaaba', 'fluent:mosque'], 'religion'),
  n('la kaaba', ['fluent:kaaba', 'fluent:mosque'], 'religion'),
  n('le hadj', ['fluent:kaaba', 'fluent:mosque'], 'religion'),
  n('les ablutions', mosque, 'religion'),
  n('le chapelet', ['fluent:prayer-beads', 'fluent:folded-hands'], 'religion'),
  n('le marabout', mosque, 'religion'),
  n('le daara', ['fluent:open-book', 'fluent:mosque'], 'religion'),
  n('le khalife', mosque, 'religion'),
  n('le muezzin', mosque, 'religion'),
  n('l’appel à la prière', mosque, 'religion'),
  n('le prêche', preacher, 'religion'),
  n('le sermon', preacher, 'religion'),
  n('le prédicateur', preacher, 'religion'),
  v('prier|j’ai prié|je prie', prayer, 'religion'),
  n('la veillée de prière', prayer, 'religion'),
  n('l’église de réveil', church, 'religion'),
  n('le culte du dimanche', church, 'religion'),
  n('la communion', church, 'religion'),
  n('la pentecôte', church, 'religion'),
  n('l’ascension', church, 'religion'),
  n('la retraite spirituelle', prayer, 'religion'),
  v('se convertir|je me suis converti|je me convertis', prayer, 'religion'),
  n('le carême', fast, 'religion'),
  // School
  n('le bepc', cap, 'ecole'),
  n('le cepe', cap, 'ecole'),
  n('le bac', cap, 'ecole'),
  n('le concours de l’ena', cap, 'ecole'),
  n('le dut', cap, 'ecole'),
  v('redoubler|j’ai redoublé|je redouble', cap, 'ecole'),
  v('réviser|j’ai révisé|je révise', books, 'ecole'),
  v('bachoter|j’ai bachoté|je bachote', books, 'ecole'),
  n('la fuite des sujets', exam, 'ecole'),
  n('les partiels', exam, 'ecole'),
  n('les travaux dirigés', exam, 'ecole'),
  n('l’amphi', cap, 'ecole'),
  n('la rentrée universitaire', cap, 'ecole'),
  n('la thèse', cap, 'ecole'),
  n('la prépa', books, 'ecole'),
  n('le répétiteur', teacher, 'ecole'),
  n('les cours de soutien', teacher.concat(books), 'ecole'),
  n('les lycéens', pupil, 'ecole'),
  n('les écoliers', pupil, 'ecole'),
  n('la cantine scolaire', pupil, 'ecole'),
  n('l’uniforme scolaire', pupil, 'ecole'),
  n('l’année blanche', cap.concat(pupil), 'ecole'),
  n('la bourse d’études', cap, 'ecole'),
  v('étudier|j’ai étudié|j’étudie', cap.concat(books), 'ecole'),
  // News
  n('la sodeci', water, 'actu'),
  n('eneo', power, 'actu'),
  n('la sonabel', power, 'actu'),
  n('la snel', power, 'actu'),
  n('les coupures de courant', power, 'actu'),
  n('le bulletin de vote', ballot, 'actu'),
  n('le dépouillement', ballot, 'actu'),
  n('les résultats provisoires', ballot, 'actu'),
  n('la ceni', ballot, 'actu'),
  n('le troisième mandat', ballot.concat(state), 'actu'),
  n('le conseil des ministres', state, 'actu'),
  n('le projet de loi', state, 'actu'),
  n('le préfet', state, 'actu'),
  n('le maire', state, 'actu'),
  n('la cedeao', state, 'actu'),
  n('le couvre-feu', police, 'actu'),
  n('les forces de l’ordre', police, 'actu'),
  n('le commissariat', police, 'actu'),
  n('la garde à vue', police.concat(court), 'actu'),
  n('la cour d’appel', court, 'actu'),
  n('le verdict', court, 'actu'),
  n('la marche pacifique', protest, 'actu'),
  n('le sit-in', protest, 'actu'),
  n('la ville morte', protest, 'actu'),
  n('la baisse des prix', ['fluent:chart-decreasing'], 'actu'),
  // Music
  n('l’afro-trap', notes, 'musique'),
  n('le wassoulou', notes, 'musique'),
  n('le highlife', notes, 'musique'),
  n('le reggae', notes, 'musique'),
  n('le dancehall', notes, 'musique'),
  n('la kizomba', notes.concat(dancer), 'musique'),
  n('le slam', mic, 'musique'),
  n('le seben', ['fluent:guitar', 'fluent:musical-notes'], 'musique'),
  n('l’atalaku', mic, 'musique'),
  n('le tama', drum, 'musique'),
  n('le showcase', mic, 'musique'),
  n('le featuring', notes, 'musique'),
  n('le refrain', notes, 'musique'),
  n('le playback', mic, 'musique'),
  v('chanter|j’ai chanté|je chante', mic, 'musique'),
  v('danser|j’ai dansé|je danse', dancer, 'musique'),
  n('la choré', dancer, 'musique'),
  // Sport
  n('le maracana', ball, 'football'),
  n('le petit pont', ball, 'football'),
  n('le tacle', ball, 'football'),
  n('le hors-jeu', ball, 'football'),
  n('le goal', ['fluent:goal-net', 'fluent:soccer-ball'], 'football'),
  n('le terrain de foot', ball, 'football'),
  n('le centre de formation', ball, 'football'),
  n('le foot de quartier', ball, 'football'),
  n('les jongles', ball, 'football'),
  n('le boxeur', fight, 'sport'),
  n('le kickboxing', fight, 'sport'),
  n('le catch', fight, 'sport'),
  n('le basketteur', ['fluent:basketball'], 'sport'),
  n('les squats', gym, 'sport'),
  n('les tractions', gym, 'sport'),
  n('le gainage', gym, 'sport'),
  n('le crossfit', gym, 'sport'),
  n('le street workout', gym, 'sport'),
  n('le cardio', run.concat(gym), 'sport'),
  n('le semi-marathon', run, 'sport'),
  n('le trail', run, 'sport'),
  n('les étirements', gym.concat(['fluent:person-in-lotus-position']), 'sport'),
  v('s’entraîner|je me suis entraîné|je m’entraîne', gym.concat(run), 'sport'),
  v('courir|j’ai couru|je cours', run, 'sport'),
  n('le footing', run, 'sport'),
  n('le judoka', ['fluent:martial-arts-uniform'], 'sport'),
  n('le karatéka', ['fluent:martial-arts-uniform'], 'sport'),
  n('le saut en longueur', ['fluent:person-running', 'fluent:sports-medal'], 'sport'),
];

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The titles a probe is tried in: four natural frames, a verb in the forms titles use. */
export function probeTitles(probe: KeywordProbe): string[] {
  if (probe.kind === 'noun') {
    const np = probe.text;
    return [`${capitalise(np)} à Abidjan`, `${capitalise(np)} : ce que personne ne te dit`, `Tout savoir sur ${np} en 2026`, `Mon avis sur ${np}, franchement`];
  }
  const [infinitive = '', perfect = '', present = ''] = probe.text.split('|');
  return [`${capitalise(infinitive)} à Abidjan : mes conseils`, `${capitalise(perfect)} pendant 30 jours`, `${capitalise(present)} depuis 2 ans, voici pourquoi`, `Pourquoi ${infinitive} en 2026 ?`];
}
