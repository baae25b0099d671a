/** Hair, skin, make-up and clothes. */
import type { CuratedKeyword } from './curated-keyword';

export const BEAUTY_KEYWORDS: CuratedKeyword[] = [
  { keys: ['savon', 'savons', 'savonnerie', 'savon noir', 'savon liquide'], icons: ['fluent:soap'], label: 'savon', topic: 'beaute' },
  // Beauty
  { keys: ['tresse', 'tresses', 'nattes', 'knotless', 'box braids', 'braids', 'coiffure', 'coiffeuse', 'coiffeur', 'locks', 'dreadlocks', 'tissage', 'tissages', 'coupe de cheveux', 'salon de coiffure', 'tresser', 'je tresse', 'j’ai tressé', 'on a tressé', 'tressage', 'tresseuse', 'tresseuses', 'nattes collées', 'cornrows', 'twists', 'crochet braids', 'retwist', 'sisterlocks', 'fausses locks', 'faux locs', 'kanekalon', 'x-pression', 'chignon', 'chignons', 'bantu knots'], icons: ['fluent:woman-getting-haircut'], label: 'coiffure', kind: 'person', topic: 'beaute' },
  { keys: ['perruque', 'perruques', 'wig', 'wigs', 'cheveux', 'cheveux crépus', 'cheveux naturels', 'défrisage', 'nappy', 'mèche', 'mèches', 'meche', 'meches', 'extensions', 'closure', 'frontale', 'lace', 'lace wig', 'défriser', 'je défrise', 'défrisant', 'défrisants', 'routine capillaire', 'soins capillaires', 'soin capillaire', 'pousse des cheveux', 'pousse de cheveux', 'chute de cheveux', 'lissage', 'lisseur', 'fer à lisser', 'shampoing', 'shampooing', 'après-shampoing', 'masque capillaire'], icons: ['fluent:woman-curly-hair'], label: 'cheveux crépus', kind: 'person', topic: 'beaute' },
  // The skin's tone and the creams that lighten it are a lotion's (never a lipstick).
  { keys: ['teint', 'mon teint', 'éclaircissant', 'éclaircissants', 'crème éclaircissante', 'dépigmentation', 'xessal', 'khessal', 'tchatcho', 'dépigmenter', 'se dépigmenter', 'dermato', 'dermatologue', 'peau claire', 'taches brunes', 'se décaper', 'décaper', 'décapage', 'décapée', 'crème décapante', 'crèmes décapantes', 'produits décapants', 'xeesal', 'tcha-tcho', 'éclaircir sa peau', 'éclaircir la peau', 's’éclaircir la peau', 'blanchir la peau', 'hyperpigmentation'], icons: ['fluent:lotion-bottle'], label: 'flacon de lotion', weight: 105, topic: 'beaute' },
  { keys: ['maquillage', 'makeup', 'make-up', 'make up', 'rouge à lèvres', 'fond de teint', 'gloss', 'faux cils', 'extensions de cils', 'sourcils', 'maquilleuse', 'maquilleur', 'khôl', 'khol', 'kohl', 'mascara', 'eyeliner', 'je me maquille', 'se maquiller', 'me maquiller', 'maquiller', 'maquillée', 'bien maquillée'], icons: ['fluent:lipstick'], label: 'rouge à lèvres', topic: 'beaute' },
  { keys: ['ongles', 'ongle', 'manucure', 'vernis', 'nails', 'gel', 'capsules', 'faux ongles', 'pose d’ongles', 'prothésiste ongulaire', 'pédicure'], icons: ['fluent:nail-polish'], label: 'vernis à ongles', kind: 'person', topic: 'beaute' },
  { keys: ['parfum', 'parfums', 'crème', 'creme', 'skincare', 'soin du visage', 'routine soin', 'karité', 'beurre de karité', 'peau', 'vergetures', 'acné', 'boutons d’acné', 'gommage', 'gommages', 'exfoliant', 'huile d’argan', 'argan', 'ghassoul', 'rhassoul', 'sérum', 'sérums', 'crème solaire', 'écran solaire', 'déodorant', 'déodorants'], icons: ['fluent:lotion-bottle'], label: 'flacon de soin', topic: 'beaute' },
  { keys: ['foulard', 'foulards', 'hijab', 'hijabs', 'turban', 'turbans', 'moussor', 'musor', 'attache-tête', 'voile islamique', 'melhfa', 'melhfas', 'malahfa', 'voile'], icons: ['fluent:woman-with-headscarf'], label: 'femme au foulard', kind: 'person', topic: 'beaute' },
  { keys: ['barbe', 'rasage', 'raser', 'moustache', 'barbier'], icons: ['fluent:man-beard', 'fluent:razor'], label: 'homme barbu', kind: 'person', topic: 'beaute' },
  { keys: ['mode', 'tenue', 'tenues', 'look', 'robe', 'robes', 'pagne', 'wax', 'boubou', 'bazin', 'bazin riche', 'caftan', 'caftans', 'kaftan', 'takchita', 'djellaba', 'djellabas', 'gandoura', 'tissu', 'tissus', 'bogolan', 'outfit', 'style vestimentaire', 'faso dan fani', 'faso danfani', 'dan fani', 'kente', 'kenté', 'kaba ngondo', 'taille basse', 'getzner', 'bazin getzner', 'vlisco', 'uniwax', 'woodin', 'tenue traditionnelle', 'tenues traditionnelles', 'dashiki', 'jupe', 'jupes', 'jellaba', 'jellabas', 'tenue de soirée', 'lépi'], icons: ['fluent:dress'], label: 'robe', topic: 'beaute' },
  // The Sape and its suits: the well-dressed man, not a levitating one.
  { keys: ['sape', 'la sape', 'sapeur', 'sapeurs', 'sapologie', 'costume', 'costumes', 'costard', 'costards', 'weston', 'westons', 'abacost'], icons: ['fluent:man-in-tuxedo', 'fluent:necktie'], label: 'homme en costume', kind: 'person', topic: 'beaute' },
  { keys: ['sac à main', 'sacs à main'], icons: ['fluent:handbag', 'fluent:purse'], label: 'sac à main', topic: 'beaute' },
  { keys: ['talons', 'talons hauts', 'escarpins'], icons: ['fluent:high-heeled-shoe'], label: 'chaussure à talon', topic: 'beaute' },
  { keys: ['chaussures', 'chaussure', 'sneakers', 'paire de baskets', 'mes baskets', 'nouvelles baskets', 'nike', 'jordan', 'adidas'], icons: ['fluent:running-shoe'], label: 'basket', topic: 'beaute' },
  // « le sac de riz », « un sac de ciment »: a bag is mostly what it holds.
  { keys: ['sac', 'sacs', 'sac de luxe', 'sacoche'], icons: ['fluent:handbag'], label: 'sac à main', weight: 80, topic: 'beaute' },
  { keys: ['bijou', 'bijoux', 'collier', 'colliers', 'bracelet', 'bracelets', 'boucles d’oreilles', 'bijoux en or', 'bine-bine', 'bin-bin', 'binbin', 'perles de hanches', 'perles de reins', 'perles de taille'], icons: ['fluent:gem-stone', 'fluent:ring'], label: 'bijou', topic: 'beaute' },
  { keys: ['lunettes', 'lunette'], icons: ['fluent:glasses', 'fluent:sunglasses'], label: 'lunettes', topic: 'beaute' },
  { keys: ['lunettes de soleil', 'lunette de soleil', 'lunettes noires'], icons: ['fluent:sunglasses'], label: 'lunettes de soleil', topic: 'beaute' },
  { keys: ['dégradé', 'coupe homme', 'barber', 'barbershop', 'coupe de cheveux homme'], icons: ['fluent:man-getting-haircut', 'fluent:barber-pole'], label: 'coupe de cheveux', kind: 'person', topic: 'beaute' },
  { keys: ['protéger sa peau', 'ma peau', 'sa peau', 'peau sèche', 'peau grasse', 'soin de la peau'], icons: [], label: 'soin de la peau', topic: 'beaute', frame: 'anywhere' },
  // Trades and crafts: the worker, drawn at work
  { keys: ['coiffeur pour hommes', 'coiffeur homme', 'barber', 'barbershop', 'dégradé', 'coupe homme', 'tondeuse'], icons: ['fluent:man-getting-haircut', 'fluent:barber-pole'], label: 'coiffeur', kind: 'person', topic: 'beaute' },
  { keys: ['cordonnier', 'cordonniers', 'cordonnerie', 'soulier', 'souliers', 'mocassin', 'mocassins', 'chaussures de ville', 'babouche', 'babouches', 'cirer'], icons: ['fluent:mans-shoe', 'fluent:hiking-boot'], label: 'chaussure', topic: 'beaute' },
  { keys: ['sandale', 'sandales', 'tapette', 'tapettes', 'claquette', 'claquettes', 'tongs'], icons: ['fluent:womans-sandal', 'fluent:flat-shoe'], label: 'sandale', topic: 'beaute' },
  { keys: ['baskets à #', 'baskets de', 'une paire de', 'paire de chaussures'], icons: ['fluent:running-shoe'], label: 'basket', topic: 'beaute' },
  // Sewing and the tailor's shop: the needle and thread (« tailleur » alone is as often a suit).
  { keys: ['couture', 'couturier', 'couturière', 'couturiers', 'couturières', 'atelier de couture', 'machine à coudre', 'coudre', 'je couds', 'cousu', 'cousue', 'mon tailleur', 'chez le tailleur', 'styliste'], icons: ['fluent:sewing-needle', 'fluent:thread'], label: 'aiguille et fil', topic: 'beaute' },
  // The Maghreb's steam bath and spas are a beauty ritual.
  { keys: ['hammam', 'hammams', 'spa', 'gommage au hammam', 'massage', 'massages'], icons: ['fluent:person-in-steamy-room', 'fluent:person-getting-massage'], label: 'hammam', kind: 'person', topic: 'beaute' },
  // Clothes and accessories
  { keys: ['casquette', 'casquettes', 'chapeau', 'chapeaux', 'bonnet', 'bonnets', 'bob', 'béret', 'chéchia'], icons: ['fluent:billed-cap', 'fluent:top-hat'], label: 'casquette', topic: 'beaute' },
  { keys: ['ma montre', 'une montre', 'la montre', 'sa montre', 'ta montre', 'des montres', 'mes montres', 'rolex', 'casio'], icons: ['fluent:watch'], label: 'montre', weight: 105, topic: 'beaute' },
  { keys: ['lotion', 'lotions', 'pommade', 'pommades'], icons: ['fluent:lotion-bottle', 'fluent:soap'], label: 'crème', topic: 'beaute' },
  // Second-hand clothes and hauls are clothes
  { keys: ['friperie', 'friperies', 'fripe', 'fripes', 'yougou-yougou', 'vêtements de seconde main', 'habits', 'vêtements', 'garde-robe', 'jean', 'jeans', 'chemise', 'chemises', 'pantalon', 'pantalons', 'veste', 'vestes'], icons: ['fluent:t-shirt', 'fluent:jeans'], label: 'vêtements', topic: 'beaute' },
  // A shaved head and henna are beauty
  { keys: ['rase la tête', 'raser la tête', 'rasé la tête', 'crâne rasé', 'tête rasée', 'tête rasé', 'chauve', 'chauves', 'boule à zéro', 'big chop'], icons: ['fluent:woman-bald', 'fluent:person-bald', 'fluent:razor'], label: 'tête rasée', kind: 'person', weight: 110, topic: 'beaute' },
  { keys: ['henné', 'henne', 'henna', 'motifs au henné', 'tatouage au henné', 'pose de henné', 'lalle'], icons: ['fluent:hand-with-fingers-splayed', 'fluent:raised-back-of-hand'], label: 'mains au henné', weight: 115, topic: 'beaute' },
  // « afro » alone is as often the music (« un son afro ») as the hair: below a thing named.
  { keys: ['afro', 'coupe afro', 'cheveux afro'], icons: ['fluent:woman-curly-hair'], label: 'cheveux bouclés', weight: 85, topic: 'beaute' },
  // My haircut is no cup (« Ma coupe chez le coiffeur du quartier : 1 000 F »).
  { keys: ['ma coupe', 'ta coupe', 'sa coupe', 'nouvelle coupe', 'ma nouvelle coupe', 'une coupe'], icons: ['fluent:man-getting-haircut', 'fluent:barber-pole'], label: 'coupe de cheveux', topic: 'beaute' },
];
