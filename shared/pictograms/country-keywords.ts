/**
 * Countries the audience talks about, with what a title calls them beyond the CLDR name:
 * demonyms (« ivoirien »), national teams (« Lions de la Teranga » → flag + ball) and cities
 * (« Abidjan » → the Ivorian flag). Other countries still match through their CLDR French name.
 */
export interface CountryKeywords {
  /** ISO 3166-1 alpha-2, lower case, as flag-icons names its flags. */
  iso: string;
  label: string;
  names: string[];
  teams?: string[];
  cities?: string[];
}

export const COUNTRY_KEYWORDS: CountryKeywords[] = [
  { iso: 'sn', label: 'Sénégal', names: ['sénégal', 'senegal', 'sénégalais', 'sénégalaise', 'galsen', 'sunugaal'], teams: ['lions de la teranga', 'lions du sénégal'], cities: ['dakar', 'thiès', 'saint-louis', 'touba', 'ziguinchor', 'kaolack', 'mbour', 'saly', 'rufisque', 'pikine', 'guédiawaye'] },
  { iso: 'ci', label: 'Côte d’Ivoire', names: ['côte d’ivoire', "cote d'ivoire", 'cote divoire', 'ivoirien', 'ivoirienne', 'ivoiriens', 'rci', 'civ'], teams: ['éléphants', 'les éléphants', 'elephants de côte d’ivoire'], cities: ['abidjan', 'yamoussoukro', 'bouaké', 'yopougon', 'cocody', 'abobo', 'san-pédro', 'korhogo'] },
  { iso: 'ml', label: 'Mali', names: ['mali', 'malien', 'malienne', 'maliens'], teams: ['aigles du mali', 'les aigles'], cities: ['bamako', 'tombouctou', 'ségou', 'sikasso', 'mopti', 'kayes'] },
  { iso: 'ng', label: 'Nigeria', names: ['nigeria', 'nigéria', 'nigérian', 'nigériane', 'naija'], teams: ['super eagles', 'super falcons'], cities: ['lagos', 'abuja', 'port harcourt', 'ibadan', 'kano'] },
  { iso: 'ma', label: 'Maroc', names: ['maroc', 'marocain', 'marocaine', 'marocains'], teams: ['lions de l’atlas', 'lions de latlas'], cities: ['casablanca', 'casa', 'rabat', 'marrakech', 'tanger', 'fès', 'agadir'] },
  { iso: 'cm', label: 'Cameroun', names: ['cameroun', 'camerounais', 'camerounaise', 'kamer', 'mboa'], teams: ['lions indomptables'], cities: ['douala', 'yaoundé', 'bafoussam', 'garoua'] },
  { iso: 'gn', label: 'Guinée', names: ['guinée', 'guinee', 'guinéen', 'guinéenne', 'guinée conakry'], teams: ['syli national', 'le syli'], cities: ['conakry', 'kankan', 'labé', 'nzérékoré'] },
  { iso: 'bf', label: 'Burkina Faso', names: ['burkina faso', 'burkina', 'burkinabè', 'burkinabe', 'faso'], teams: ['étalons', 'les étalons'], cities: ['ouagadougou', 'ouaga', 'bobo-dioulasso', 'bobo dioulasso', 'ouaga-bobo', 'à bobo', 'de bobo'] },
  { iso: 'bj', label: 'Bénin', names: ['bénin', 'benin', 'béninois', 'béninoise'], teams: ['guépards', 'écureuils'], cities: ['cotonou', 'porto-novo', 'parakou', 'ouidah', 'abomey-calavi'] },
  { iso: 'tg', label: 'Togo', names: ['togo', 'togolais', 'togolaise'], teams: ['éperviers'], cities: ['lomé', 'lome', 'kara', 'sokodé'] },
  { iso: 'ne', label: 'Niger', names: ['niger', 'nigérien', 'nigérienne'], teams: ['mena', 'le mena'], cities: ['niamey', 'zinder', 'maradi', 'agadez'] },
  { iso: 'cd', label: 'RD Congo', names: ['rdc', 'rd congo', 'congo-kinshasa', 'congo kinshasa', 'république démocratique du congo', 'congolais', 'congolaise'], teams: ['léopards', 'les léopards'], cities: ['kinshasa', 'kin', 'lubumbashi', 'goma', 'kisangani', 'mbuji-mayi'] },
  { iso: 'cg', label: 'Congo', names: ['congo-brazzaville', 'congo brazzaville', 'congo'], teams: ['diables rouges'], cities: ['brazzaville', 'brazza', 'pointe-noire'] },
  { iso: 'ga', label: 'Gabon', names: ['gabon', 'gabonais', 'gabonaise'], teams: ['panthères'], cities: ['libreville', 'port-gentil', 'franceville'] },
  { iso: 'gh', label: 'Ghana', names: ['ghana', 'ghanéen', 'ghanéenne'], teams: ['black stars'], cities: ['accra', 'kumasi'] },
  { iso: 'dz', label: 'Algérie', names: ['algérie', 'algerie', 'algérien', 'algérienne', 'dz'], teams: ['fennecs', 'les verts'], cities: ['alger', 'oran', 'constantine'] },
  { iso: 'tn', label: 'Tunisie', names: ['tunisie', 'tunisien', 'tunisienne'], teams: ['aigles de carthage'], cities: ['tunis', 'sfax', 'sousse'] },
  { iso: 'eg', label: 'Égypte', names: ['égypte', 'egypte', 'égyptien', 'égyptienne'], teams: ['pharaons'], cities: ['le caire', 'caire', 'alexandrie'] },
  { iso: 'gm', label: 'Gambie', names: ['gambie', 'gambien', 'gambienne'], teams: ['scorpions'], cities: ['banjul', 'serekunda'] },
  { iso: 'gw', label: 'Guinée-Bissau', names: ['guinée-bissau', 'guinée bissau', 'bissau-guinéen'], cities: ['bissau'] },
  { iso: 'mr', label: 'Mauritanie', names: ['mauritanie', 'mauritanien', 'mauritanienne'], teams: ['mourabitounes'], cities: ['nouakchott', 'nouadhibou'] },
  { iso: 'td', label: 'Tchad', names: ['tchad', 'tchadien', 'tchadienne'], cities: ['ndjamena', 'n’djamena'] },
  { iso: 'cf', label: 'Centrafrique', names: ['centrafrique', 'centrafricain', 'centrafricaine', 'rca'], cities: ['bangui'] },
  { iso: 'cv', label: 'Cap-Vert', names: ['cap-vert', 'cap vert', 'capverdien', 'cabo verde'], teams: ['requins bleus'], cities: ['praia'] },
  { iso: 'za', label: 'Afrique du Sud', names: ['afrique du sud', 'sud-africain', 'sud-africaine'], teams: ['bafana bafana'], cities: ['johannesburg', 'le cap', 'pretoria', 'durban'] },
  { iso: 'rw', label: 'Rwanda', names: ['rwanda', 'rwandais', 'rwandaise'], cities: ['kigali'] },
  { iso: 'mg', label: 'Madagascar', names: ['madagascar', 'malgache', 'malgaches'], teams: ['barea'], cities: ['antananarivo', 'tana'] },
  { iso: 'fr', label: 'France', names: ['france', 'français', 'française', 'frenchie'], teams: ['les bleus'], cities: ['paris', 'marseille', 'lyon', 'lille', 'toulouse', 'bordeaux'] },
  { iso: 'be', label: 'Belgique', names: ['belgique', 'belge', 'belges'], cities: ['bruxelles', 'liège', 'anvers'] },
  { iso: 'ca', label: 'Canada', names: ['canada', 'canadien', 'canadienne', 'québec', 'quebec'], cities: ['montréal', 'montreal', 'toronto', 'ottawa'] },
  { iso: 'us', label: 'États-Unis', names: ['états-unis', 'etats-unis', 'etats unis', 'usa', 'amérique', 'américain', 'américaine'], cities: ['new york', 'washington', 'los angeles', 'atlanta', 'houston'] },
  { iso: 'gb', label: 'Royaume-Uni', names: ['royaume-uni', 'angleterre', 'anglais', 'londres', 'uk'], cities: ['londres', 'manchester'] },
  { iso: 'es', label: 'Espagne', names: ['espagne', 'espagnol', 'espagnole'], cities: ['madrid', 'barcelone'] },
  { iso: 'it', label: 'Italie', names: ['italie', 'italien', 'italienne'], cities: ['rome', 'milan'] },
  { iso: 'de', label: 'Allemagne', names: ['allemagne', 'allemand', 'allemande'], cities: ['berlin'] },
  { iso: 'pt', label: 'Portugal', names: ['portugal', 'portugais'], cities: ['lisbonne'] },
  { iso: 'br', label: 'Brésil', names: ['brésil', 'bresil', 'brésilien', 'brésilienne'], cities: ['rio', 'são paulo', 'sao paulo'] },
  { iso: 'cn', label: 'Chine', names: ['chine', 'chinois', 'chinoise'], cities: ['pékin', 'shanghai', 'guangzhou', 'canton'] },
  { iso: 'ae', label: 'Émirats arabes unis', names: ['émirats', 'emirats', 'émirats arabes unis'], cities: ['dubaï', 'dubai', 'abu dhabi'] },
  { iso: 'sa', label: 'Arabie saoudite', names: ['arabie saoudite', 'saoudien', 'saoudienne'], cities: ['riyad', 'djeddah', 'médine'] },
  { iso: 'tr', label: 'Turquie', names: ['turquie', 'turc', 'turque'], cities: ['istanbul', 'ankara'] },
];
