/**
 * French colour names for a brief, with hex values chosen to look right on a thumbnail (saturated
 * enough at 168×94, not the dull CSS named colours). « strong » names are colours in any context;
 * « weak » ones are first of all nouns (« or », « argent », « ciel », « crème », « ivoire ») and count
 * as colours only where a colour is expected (« fond crème », « noir et or », « lettres d'or »).
 */
import { hexToHsl, hslToHex } from '../../../shared/engine/style/color';

export interface ColorName {
  /** As shown in a chip: « bleu nuit », « doré ». */
  label: string;
  hex: string;
  /** The hue a « pas de rouge » takes out: « rouge bordeaux » is still « rouge ». */
  family: string;
  weak: boolean;
  /** Also a common noun that a determiner may introduce as a subject (« une rose », « une orange »). */
  noun: boolean;
}

type Row = readonly [forms: string, label: string, hex: string, family?: string, flags?: 'weak' | 'noun'];

const ROWS: readonly Row[] = [
  ['rouge rouges', 'rouge', '#E10600'],
  ['bleu bleue bleus bleues', 'bleu', '#1F5BFF'],
  ['vert verte verts vertes', 'vert', '#1E9E4A'],
  ['jaune jaunes', 'jaune', '#FFD400'],
  ['noir noire noirs noires', 'noir', '#0B0B0F'],
  ['blanc blanche blancs blanches', 'blanc', '#FFFFFF'],
  ['gris grise grises', 'gris', '#7D838C'],
  ['orange oranges orangee orangees', 'orange', '#FF7A00', 'orange', 'noun'],
  ['rose roses', 'rose', '#FF5FA2', 'rose', 'noun'],
  ['violet violette violets violettes', 'violet', '#7A3CF0', 'violet', 'noun'],
  ['mauve mauves', 'mauve', '#B784D6', 'violet'],
  ['turquoise turquoises', 'turquoise', '#1CC8C0', 'bleu'],
  ['kaki kakis', 'kaki', '#7A7447', 'vert'],
  ['beige beiges', 'beige', '#E3D3B0'],
  ['marron marrons', 'marron', '#6B3E1E', 'marron', 'noun'],
  ['brun brune bruns brunes', 'brun', '#5A3A22', 'marron'],
  ['dore doree dores dorees', 'doré', '#D4AF37', 'or'],
  ['argente argentee argentes argentees', 'argenté', '#C0C4CC', 'argent'],
  ['bordeaux', 'bordeaux', '#6D0F1F', 'rouge', 'noun'],
  ['fuchsia fuschia', 'fuchsia', '#FF1FA0', 'rose'],
  ['magenta', 'magenta', '#E6007E', 'rose'],
  ['cyan', 'cyan', '#00D7F0', 'bleu'],
  ['indigo', 'indigo', '#3F2B96', 'bleu'],
  ['pourpre pourpres', 'pourpre', '#5B0F59', 'violet'],
  ['lilas', 'lilas', '#C8A2C8', 'violet', 'noun'],
  ['anthracite', 'anthracite', '#2E3238', 'gris'],
  ['ocre ocres', 'ocre', '#CC7722', 'orange'],
  ['moutarde', 'moutarde', '#D9A400', 'jaune', 'noun'],
  ['vermillon', 'vermillon', '#E34234', 'rouge'],
  ['ecarlate', 'écarlate', '#FF2400', 'rouge'],
  ['grenat', 'grenat', '#7B1E2B', 'rouge'],
  ['taupe', 'taupe', '#7C6A5A', 'marron'],
  ['cuivre cuivree cuivres', 'cuivré', '#B8733A', 'orange'],
  ['creme cremes', 'crème', '#F5EBD5', 'beige', 'weak'],
  ['or', 'or', '#D4AF37', 'or', 'weak'],
  ['argent', 'argent', '#C0C4CC', 'argent', 'weak'],
  ['bronze', 'bronze', '#B0702F', 'marron', 'weak'],
  ['ivoire', 'ivoire', '#FFFBEA', 'blanc', 'weak'],
  ['sable', 'sable', '#D8C08E', 'beige', 'weak'],
  ['chocolat', 'chocolat', '#3E2415', 'marron', 'weak'],
  ['caramel', 'caramel', '#C07A2C', 'marron', 'weak'],
  ['olive', 'olive', '#708238', 'vert', 'weak'],
  ['menthe', 'menthe', '#9FE2C0', 'vert', 'weak'],
  ['emeraude', 'émeraude', '#0FA47A', 'vert', 'weak'],
  ['corail', 'corail', '#FF6F61', 'orange', 'weak'],
  ['saumon', 'saumon', '#FA8072', 'rose', 'weak'],
  ['peche', 'pêche', '#FFB38A', 'orange', 'weak'],
  ['lavande', 'lavande', '#B9A6F0', 'violet', 'weak'],
  ['prune', 'prune', '#5E2750', 'violet', 'weak'],
  ['cerise', 'cerise', '#D2042D', 'rouge', 'weak'],
  ['framboise', 'framboise', '#C72C48', 'rouge', 'weak'],
  ['citron', 'citron', '#F7E733', 'jaune', 'weak'],
  ['ciel', 'bleu ciel', '#8ECFFF', 'bleu', 'weak'],
  ['marine', 'bleu marine', '#0B1F4B', 'bleu', 'weak'],
  ['nuit', 'bleu nuit', '#0E1E45', 'bleu', 'weak'],
  ['azur', 'azur', '#2F7BFF', 'bleu', 'weak'],
];

/** Two-word names whose second word is not a colour by itself, or whose pair has its own shade. */
const COMPOUNDS: Record<string, readonly [label: string, hex: string]> = {
  'bleu nuit': ['bleu nuit', '#0E1E45'],
  'bleu marine': ['bleu marine', '#0B1F4B'],
  'bleu ciel': ['bleu ciel', '#8ECFFF'],
  'bleu roi': ['bleu roi', '#2340D6'],
  'bleu electrique': ['bleu électrique', '#0A84FF'],
  'bleu canard': ['bleu canard', '#0F6E7A'],
  'bleu petrole': ['bleu pétrole', '#0B4F5C'],
  'rouge bordeaux': ['rouge bordeaux', '#6D0F1F'],
  'rouge sang': ['rouge sang', '#8A0303'],
  'vert pomme': ['vert pomme', '#8BD345'],
  'vert sapin': ['vert sapin', '#0F4D2E'],
  'vert bouteille': ['vert bouteille', '#0B4D2A'],
  'vert kaki': ['vert kaki', '#7A7447'],
  'vert fluo': ['vert fluo', '#39FF14'],
  'jaune fluo': ['jaune fluo', '#E6FF00'],
  'rose fluo': ['rose fluo', '#FF2BD6'],
  'orange fluo': ['orange fluo', '#FF6A00'],
  'jaune or': ['jaune or', '#F2C200'],
  'rose bonbon': ['rose bonbon', '#FF8AC8'],
  'rose poudre': ['rose poudré', '#F2C4C4'],
  'rose pastel': ['rose pastel', '#F8C8DC'],
  'gris perle': ['gris perle', '#D9DCE1'],
  'blanc casse': ['blanc cassé', '#F2EEE3'],
};

export const COLOR_WORDS = new Map<string, ColorName>();
for (const [forms, label, hex, family, flag] of ROWS) {
  for (const form of forms.split(' ')) {
    if (!COLOR_WORDS.has(form)) COLOR_WORDS.set(form, { label, hex, family: family ?? label, weak: flag === 'weak', noun: flag === 'weak' || flag === 'noun' });
  }
}

/** The shade of a two-word name (« bleu nuit », « vert olive »), when there is one. */
export function compoundColor(first: ColorName, secondWord: string): ColorName | null {
  const exact = COMPOUNDS[`${first.label} ${secondWord}`];
  if (exact) return { label: exact[0], hex: exact[1], family: first.family, weak: false, noun: false };
  const second = COLOR_WORDS.get(secondWord);
  // « vert olive », « jaune moutarde », « rose fuchsia »: the second word names the exact shade.
  if (second && (second.weak || second.family === first.family) && second.label !== first.label) {
    return { label: second.label.includes(' ') ? second.label : `${first.label} ${second.label}`, hex: second.hex, family: first.family, weak: false, noun: false };
  }
  return null;
}

/** Words after a colour that change its shade; their chip label is the masculine form. */
export const MODIFIERS: Record<string, string> = {
  fonce: 'foncé', foncee: 'foncé', fonces: 'foncé', foncees: 'foncé',
  sombre: 'sombre', sombres: 'sombre', profond: 'profond', profonde: 'profond',
  clair: 'clair', claire: 'clair', clairs: 'clair', claires: 'clair',
  pale: 'pâle', pales: 'pâle',
  pastel: 'pastel', pastels: 'pastel',
  fluo: 'fluo', fluos: 'fluo', fluorescent: 'fluo', fluorescente: 'fluo', neon: 'néon', neons: 'néon',
  vif: 'vif', vive: 'vif', vifs: 'vif', vives: 'vif', flashy: 'vif', eclatant: 'vif', eclatante: 'vif',
  electrique: 'électrique', mat: 'mat', mate: 'mat',
  chaud: 'chaud', chaude: 'chaud', chauds: 'chaud', chaudes: 'chaud', froid: 'froid', froide: 'froid', froids: 'froid', froides: 'froid',
};

/** A shade changed by a modifier (« rose pastel », « vert foncé », « jaune fluo »). */
export function applyModifier(color: ColorName, modifier: string): ColorName {
  const compound = COMPOUNDS[`${color.label} ${modifier}`];
  const label = `${color.label} ${modifier}`;
  if (compound) return { ...color, label, hex: compound[1] };
  const [h, s, l] = hexToHsl(color.hex);
  const grey = s < 0.08;
  let hex: string;
  switch (modifier) {
    case 'foncé':
    case 'sombre':
      hex = hslToHex(h, s, l * 0.5);
      break;
    case 'profond':
      hex = hslToHex(h, Math.min(1, s * 1.1), l * 0.7);
      break;
    case 'clair':
      hex = hslToHex(h, s, l + (1 - l) * 0.5);
      break;
    case 'pâle':
      hex = hslToHex(h, s * 0.6, l + (1 - l) * 0.65);
      break;
    case 'pastel':
      hex = hslToHex(h, grey ? 0 : 0.75, 0.86);
      break;
    case 'fluo':
    case 'néon':
    case 'électrique':
      hex = grey ? color.hex : hslToHex(h, 1, 0.55);
      break;
    case 'vif':
      hex = grey ? color.hex : hslToHex(h, Math.min(1, s * 1.2 + 0.1), Math.min(0.6, Math.max(0.45, l)));
      break;
    default:
      hex = color.hex;
  }
  return { ...color, label, hex, weak: false, noun: false };
}

/** Colours named by a shade word alone, after « fond » or « couleurs » (« fond sombre », « couleurs pastel »). */
export const SHADE_ONLY: Record<string, { label: string; plural: string; hexes: readonly string[] }> = {
  foncé: { label: 'sombre', plural: 'sombres', hexes: ['#111318'] },
  sombre: { label: 'sombre', plural: 'sombres', hexes: ['#111318'] },
  clair: { label: 'clair', plural: 'claires', hexes: ['#F4F4F1'] },
  pâle: { label: 'clair', plural: 'pâles', hexes: ['#F4F4F1'] },
  pastel: { label: 'pastel', plural: 'pastel', hexes: ['#F8C8DC', '#CDE7F7', '#CFEBD6'] },
  fluo: { label: 'fluo', plural: 'fluo', hexes: ['#E6FF00', '#FF2BD6', '#0A0A12'] },
  néon: { label: 'néon', plural: 'néon', hexes: ['#39FF14', '#FF2BD6', '#0A0A12'] },
  vif: { label: 'vif', plural: 'vives', hexes: ['#FFD400', '#E10600'] },
  chaud: { label: 'chaud', plural: 'chaudes', hexes: ['#FFB000', '#FF5A36', '#B3261E'] },
  froid: { label: 'froid', plural: 'froides', hexes: ['#8ECFFF', '#2B59FF', '#0E1E45'] },
};

/** « aux couleurs du Sénégal »: flags that creators of the region ask for by name. */
export const FLAG_COLORS: Record<string, { label: string; hexes: readonly string[] }> = {
  senegal: { label: 'Sénégal', hexes: ['#00853F', '#FDEF42', '#E31B23'] },
  "cote d'ivoire": { label: 'Côte d’Ivoire', hexes: ['#F77F00', '#FFFFFF', '#009E60'] },
  ci: { label: 'Côte d’Ivoire', hexes: ['#F77F00', '#FFFFFF', '#009E60'] },
  mali: { label: 'Mali', hexes: ['#14B53A', '#FCD116', '#CE1126'] },
  maroc: { label: 'Maroc', hexes: ['#C1272D', '#006233'] },
  nigeria: { label: 'Nigeria', hexes: ['#008751', '#FFFFFF'] },
  cameroun: { label: 'Cameroun', hexes: ['#007A5E', '#CE1126', '#FCD116'] },
  burkina: { label: 'Burkina Faso', hexes: ['#EF2B2D', '#009E49', '#FCD116'] },
  guinee: { label: 'Guinée', hexes: ['#CE1126', '#FCD116', '#009460'] },
  benin: { label: 'Bénin', hexes: ['#008751', '#FCD116', '#E8112D'] },
  togo: { label: 'Togo', hexes: ['#006A4E', '#FFCE00', '#D21034'] },
  niger: { label: 'Niger', hexes: ['#E05206', '#FFFFFF', '#0DB02B'] },
  ghana: { label: 'Ghana', hexes: ['#CE1126', '#FCD116', '#006B3F'] },
  gabon: { label: 'Gabon', hexes: ['#009E60', '#FCD116', '#3A75C4'] },
  algerie: { label: 'Algérie', hexes: ['#FFFFFF', '#006233', '#D21034'] },
  tunisie: { label: 'Tunisie', hexes: ['#E70013', '#FFFFFF'] },
  france: { label: 'France', hexes: ['#0055A4', '#FFFFFF', '#EF4135'] },
};
