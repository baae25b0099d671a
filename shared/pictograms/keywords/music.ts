/** Music and dance. */
import type { CuratedKeyword } from './curated-keyword';

export const MUSIC_KEYWORDS: CuratedKeyword[] = [
  // Music and dance
  // The atalaku is the Congolese shouter on stage; a slam is spoken on the mic.
  { keys: ['rap', 'rappeur', 'rappeuse', 'rap galsen', 'galsen', 'freestyle', 'drill', 'hip-hop', 'hip hop', 'micro', 'chanter', 'chanteur', 'chanteuse', 'concert', 'sur scène', 'scène', 'karaoké', 'studio', 'en live', 'en concert', 'chanté', 'j’ai chanté', 'je chante', 'on chante', 'chantent', 'slam', 'slameur', 'slameuse', 'atalaku', 'animateur de soirée', 'showcase', 'showcases', 'playback', 'rap ivoire', 'rap ivoirien', 'rap gabonais', 'rap camerounais', 'rap congolais', 'rap burkinabè', 'rap malien', 'rap guinéen', 'tournée africaine', 'tournée européenne'], icons: ['fluent:microphone'], label: 'micro', topic: 'musique' },
  // A clip is a song's video: its music first, then the shoot.
  { keys: ['clip', 'clips', 'clip vidéo'], icons: ['fluent:musical-notes', 'fluent:clapper-board'], label: 'notes de musique', topic: 'musique' },
  { keys: ['tournage du clip', 'tournage de clip', 'clip tourné', 'tourner un clip', 'tourner mon clip', 'réaliser un clip'], icons: ['fluent:clapper-board'], label: 'clap de cinéma', topic: 'musique' },
  // A kora, an ngoni or a balafon is no guitar: its music, then the banjo (a calabash on a long neck is the nearest drawing).
  { keys: ['kora', 'koras', 'ngoni', 'joueur de kora', 'korafola', 'balafon', 'balafons'], icons: ['fluent:musical-notes', 'fluent:banjo'], label: 'kora', topic: 'musique' },
  // The seben is the Congolese rumba's guitar solo.
  { keys: ['guitare', 'guitariste', 'piano', 'clavier', 'mandole', 'mandoline', 'oud', 'luth', 'seben', 'sebene', 'guitare basse', 'bassiste', 'guitare solo', 'soliste'], icons: ['fluent:guitar', 'fluent:musical-keyboard'], label: 'guitare', topic: 'musique' },
  { keys: ['violon', 'violons', 'violoniste'], icons: ['fluent:violin', 'fluent:guitar'], label: 'violon', topic: 'musique' },
  { keys: ['mbalax', 'sabar', 'tam-tam', 'djembé', 'djembe', 'tambour', 'percussions', 'griot', 'tama', 'tama parlant', 'tambour parlant', 'tambour d’aisselle', 'percussionniste', 'griots'], icons: ['fluent:long-drum'], label: 'tambour', topic: 'musique' },
  // A genre named is its music (« quel son pour ton mariage ? »); dancing is the dancer.
  { keys: ['coupé-décalé', 'coupe decale', 'ndombolo', 'zouglou', 'mbolé', 'bikutsi', 'kuduro', 'soukous', 'soukouss', 'afro-trap', 'afrotrap', 'afropop', 'afro-pop', 'afro house', 'wassoulou', 'highlife', 'reggae', 'ragga', 'dancehall', 'kizomba', 'kompa', 'gbégbé', 'musique urbaine'], icons: ['fluent:musical-notes', 'fluent:woman-dancing'], label: 'notes de musique', weight: 95, topic: 'musique' },
  { keys: ['danse', 'danser', 'danseur', 'danseuse', 'chorégraphie', 'azonto', 'challenge danse', 'mapouka', 'shigoma', 'logobi', 'pas de danse', 'les pas', 'le pas', 'choré', 'chorés', 'chorégraphe', 'j’ai dansé', 'je danse', 'on danse', 'dansent', 'dansez'], icons: ['fluent:woman-dancing'], label: 'danseuse', kind: 'person', topic: 'musique' },
  // A new song is what a reaction or a review is about, ahead of who sings it.
  { keys: ['nouveau son', 'dernier son', 'nouveau single', 'nouvel album', 'dernier album', 'nouveau clip'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 108, topic: 'musique' },
  { keys: ['afrobeat', 'afrobeats', 'musique', 'sons', 'un son', 'ce son', 'le son', 'chanson', 'chansons', 'album', 'playlist', 'tube', 'tubes', 'hit', 'hits', 'amapiano', 'rumba', 'makossa', 'gospel', 'zouk', 'chaâbi', 'raï', 'twarab', 'taarab', 'salegy', 'hiragasy', 'mezoued', 'mizwed'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 95, topic: 'musique' },
  { keys: ['dj', 'deejay', 'beat', 'beats', 'beatmaker', 'instru', 'instrumental', 'production musicale', 'mixage', 'mix', 'featuring', 'feat', 'refrain', 'refrains', 'couplet', 'couplets', 'paroles de la chanson'], icons: ['fluent:headphone', 'fluent:musical-keyboard'], label: 'casque audio', topic: 'musique' },
  { keys: ['saxophone', 'saxo', 'saxophoniste', 'trompette', 'trompettiste'], icons: ['fluent:saxophone', 'fluent:trumpet'], label: 'saxophone', topic: 'musique' },
  { keys: ['flûte', 'flûtiste', 'accordéon'], icons: ['fluent:flute', 'fluent:accordion'], label: 'flûte', topic: 'musique' },
  // Music: a home studio, a brass band, the region's festivals and stars
  { keys: ['home studio', 'home-studio', 'carte son', 'cartes son', 'micro studio', 'micro de studio', 'table de mixage', 'enregistrement', 'enregistré', 'enregistrée', 'enregistrer', 'studio d’enregistrement'], icons: ['fluent:studio-microphone', 'fluent:control-knobs'], label: 'micro de studio', weight: 110, topic: 'musique' },
  { keys: ['fanfare', 'fanfares', 'tambour', 'tambours', 'tam-tam', 'tam-tams', 'djembé', 'djembés', 'percussions', 'batterie'], icons: ['fluent:long-drum', 'fluent:drum'], label: 'tambour', weight: 110, topic: 'musique' },
  { keys: ['gnaoua', 'gnawa', 'festival gnaoua', 'festival de musique', 'festival des musiques', 'masa', 'femua', 'transe', 'fête de la musique'], icons: ['fluent:musical-notes', 'fluent:long-drum'], label: 'notes de musique', weight: 110, topic: 'musique' },
  // Artists, as creators say it, sing: a painter is named « peintre ».
  { keys: ['artiste', 'artistes', 'nos artistes', 'artistes africains', 'artistes locaux'], icons: ['fluent:microphone', 'fluent:musical-notes'], label: 'micro', topic: 'musique' },
  { keys: ['fally ipupa', 'koffi olomidé', 'ferre gola', 'youssou ndour', 'youssou n’dour', 'wally seck', 'viviane chidid', 'dj arafat', 'magic system', 'burna boy', 'wizkid', 'davido', 'tiakola', 'aya nakamura', 'innoss’b', 'locko', 'tenor', 'salatiel', 'sidiki diabaté', 'toofan', 'serge beynaud', 'josey'], icons: ['fluent:microphone', 'fluent:man-singer'], label: 'micro', weight: 110, topic: 'musique' },
  // « son » alone is « his »; a first or new one is a song (« Mon premier son !! »), below where it was made (« … en studio »).
  { keys: ['premier son', 'mon premier son', 'mon nouveau son', 'son du moment', 'sons du moment'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 95, topic: 'musique' },
  // Songs counted or listed (« TOP 10 des sons ivoiriens de l’année »).
  { keys: ['des sons', 'les sons', '# sons', 'meilleurs sons', 'nouveaux sons'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 100, topic: 'musique' },
  { keys: ['son afro', 'un son afro', 'sons afro', 'des sons afro', 'musique afro', 'afro music'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 105, topic: 'musique' },
];
