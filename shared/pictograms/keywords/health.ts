/** The body, illness and care. */
import type { CuratedKeyword } from './curated-keyword';

export const HEALTH_KEYWORDS: CuratedKeyword[] = [
  // A body's measures: the title is about health whatever is drunk or eaten.
  { keys: ['tension', 'ma tension', 'hypertension', 'tension artérielle', 'glycémie', 'diabète', 'cholestérol', 'effet sur ma santé', 'effets sur la santé'], icons: [], label: '', topic: 'sante', frame: 'anywhere' },
  { keys: ['post-partum', 'post partum', 'après l’accouchement', 'après mon accouchement', 'dépression post-partum'], icons: ['fluent:baby', 'fluent:stethoscope'], label: 'bébé', weight: 100, topic: 'sante', frame: 'anywhere' },
  { keys: ['perdre du poids', 'maigrir', 'régime', 'minceur', 'kilos en trop', 'perdre # kilos', 'perdu # kilos', 'perdre # kg', 'perdu # kg', 'prendre du poids', 'grossir', 'alimentation saine', 'manger sain', 'perdre du ventre', 'ventre plat', 'graisse du ventre', 'perdre la graisse', 'détox', 'cure détox', 'keto', 'régime keto', 'cétogène', 'obésité', 'surpoids', 'en surpoids', 'perdu du ventre', 'perdre mon ventre', 'perdu du poids', 'j’ai maigri'], icons: ['fluent:green-salad', 'fluent:person-running'], label: 'salade', topic: 'sante' },
  // Health
  { keys: ['hôpital', 'hopital', 'hôpitaux', 'clinique', 'cliniques', 'urgences', 'centre de santé', 'dispensaire', 'maternité', 'mon accouchement', 'son accouchement', 'accoucher', 'césarienne', 'chu'], icons: ['fluent:hospital', 'fluent:stethoscope'], label: 'hôpital', topic: 'sante' },
  { keys: ['grossesse', 'grossesses', 'enceinte', 'enceintes', 'femme enceinte', 'test de grossesse', 'premier trimestre', 'échographie', 'échographies'], icons: ['fluent:pregnant-woman', 'fluent:baby'], label: 'femme enceinte', kind: 'person', topic: 'sante' },
  { keys: ['santé', 'médecin', 'docteur', 'infirmier', 'infirmière', 'maladie', 'malade', 'soigner', 'diabète', 'hypertension', 'tension', 'cancer', 'avc', 'hépatite', 'vih', 'sida', 'ulcère', 'traitement', 'symptômes', 'signes', 'consultation', 'fibrome', 'fibromes', 'kyste', 'kystes', 'endométriose', 'règles douloureuses', 'douleurs menstruelles', 'infertilité', 'stérilité', 'fausse couche', 'fausses couches', 'hémorroïdes', 'gastrite', 'constipation', 'épilepsie', 'épileptique', 'drépanocytaire', 'drépanocytaires', 'aide-soignante', 'aide-soignant', 'aides-soignants', 'ménopause', 'prostate', 'hernie', 'arthrose', 'rhumatisme', 'rhumatismes', 'sciatique'], icons: ['fluent:stethoscope', 'fluent:health-worker'], label: 'stéthoscope', topic: 'sante' },
  { keys: ['mal de dos', 'mal au dos', 'mal de tête', 'mal de ventre', 'douleur', 'douleurs', 'exercice', 'exercices', 'étirements', 'yoga', 'méditation', 'posture', 'migraine', 'migraines'], icons: ['fluent:person-in-lotus-position', 'fluent:stethoscope'], label: 'personne en méditation', kind: 'person', topic: 'sante' },
  { keys: ['sang', 'don du sang', 'donner son sang', 'donne mon sang', 'transfusion', 'anémie', 'bilan sanguin', 'analyse de sang', 'analyses de sang', 'groupe sanguin', 'hijama', 'ventouses'], icons: ['fluent:drop-of-blood', 'fluent:syringe'], label: 'goutte de sang', topic: 'sante' },
  { keys: ['dentiste', 'dent', 'dents', 'carie', 'caries', 'sourire blanc', 'appareil dentaire', 'bagues dentaires', 'orthodontiste', 'détartrage', 'blanchiment des dents'], icons: ['fluent:tooth'], label: 'dent', topic: 'sante' },
  // « Le lait de chamelle : bon pour la santé ? »: what something does to the body frames the title as health.
  { keys: ['bon pour la santé', 'bonne pour la santé', 'bons pour la santé', 'mauvais pour la santé', 'mauvaise pour la santé', 'dangereux pour la santé', 'pour la santé', 'bienfaits', 'vertus'], icons: [], label: '', topic: 'sante', frame: 'anywhere' },
  { keys: ['paludisme', 'palu', 'moustique', 'moustiques', 'dengue'], icons: ['fluent:mosquito'], label: 'moustique', weight: 108, topic: 'sante' },
  { keys: ['médicament', 'médicaments', 'pharmacie', 'vitamines', 'ordonnance', 'ordonnances', 'pharmacien', 'pharmacienne', 'médicaments de rue', 'pharmacie par terre', 'faux médicaments', 'antibiotique', 'antibiotiques', 'paracétamol', 'doliprane', 'ibuprofène', 'pilule', 'pilules', 'comprimé', 'comprimés', 'automédication', 'contraception', 'contraceptif', 'contraceptifs', 'pilule du lendemain'], icons: ['fluent:pill'], label: 'médicament', topic: 'sante' },
  // A remedy is health whatever it is made of (« Kinkeliba, vrai remède ? »).
  { keys: ['remède', 'remèdes', 'vrai remède', 'remède de grand-mère', 'remèdes de grand-mère', 'soigne', 'guérit', 'guérir'], icons: ['fluent:pill', 'fluent:herb'], label: 'médicament', weight: 85, topic: 'sante', frame: 'anywhere' },
  // Exhaustion and the mind are health (« Burn-out à 27 ans »).
  { keys: ['burn-out', 'burnout', 'burn out', 'dépression', 'santé mentale', 'épuisement', 'surmenage', 'anxiété', 'crise d’angoisse'], icons: ['fluent:tired-face', 'fluent:face-exhaling'], label: 'visage épuisé', kind: 'expression', topic: 'sante', frame: 'anywhere' },
  { keys: ['vaccin', 'vaccination', 'piqûre'], icons: ['fluent:syringe'], label: 'seringue', topic: 'sante' },
  // Drinking water every day is a health habit.
  { keys: ['boire de l’eau', 'boire # litres d’eau', 'boire # litres', '# litres d’eau', 'litres d’eau', 'bien s’hydrater', 'hydratation'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', weight: 100, topic: 'sante' },
  { keys: ['cigarette', 'cigarettes', 'fumer', 'tabac', 'chicha', 'vapoteuse'], icons: ['fluent:cigarette'], label: 'cigarette', topic: 'sante' },
  { keys: ['moustiquaire', 'moustiquaires'], icons: ['fluent:mosquito'], label: 'moustique', topic: 'sante' },
  // The body and care
  { keys: ['brosse à dents', 'brosses à dents', 'dentifrice', 'cure-dent', 'cure-dents', 'cure dent', 'bâton frotte-dents', 'sothiou', 'sotiou', 'carie', 'caries'], icons: ['fluent:toothbrush', 'fluent:tooth'], label: 'brosse à dents', topic: 'sante' },
  { keys: ['yeux', 'œil', 'ma vue', 'myopie'], icons: ['fluent:eye', 'fluent:glasses'], label: 'œil', topic: 'sante' },
  { keys: ['cœur', 'hypertension', 'tension', 'tension artérielle', 'avc', 'crise cardiaque', 'cardiaque'], icons: ['fluent:anatomical-heart', 'fluent:stethoscope'], label: 'cœur', topic: 'sante' },
  { keys: ['trousse à pharmacie', 'trousse de secours', 'premiers secours', 'pansement', 'pansements'], icons: ['fluent:pill', 'fluent:adhesive-bandage'], label: 'médicaments', weight: 105, topic: 'sante' },
  // The body's ailments are health
  { keys: ['bras cassé', 'jambe cassée', 'pied cassé', 'main cassée', 'fracture', 'fractures', 'plâtre', 'os cassé', 'radiographie'], icons: ['fluent:x-ray', 'fluent:bone', 'fluent:adhesive-bandage'], label: 'radiographie', weight: 110, topic: 'sante' },
  { keys: ['insomnie', 'insomnies', 'sommeil', 'troubles du sommeil', 'mal dormir', 'dors enfin', 'je dors', 'ronfler', 'ronflement'], icons: ['fluent:sleeping-face', 'fluent:zzz'], label: 'visage endormi', weight: 105, topic: 'sante' },
  { keys: ['asthme', 'asthmatique', 'asthmatiques', 'poumon', 'poumons', 'respirer', 'bronchite', 'toux', 'allergie', 'allergies', 'tuberculose', 'tuberculeux'], icons: ['fluent:lungs'], label: 'poumons', weight: 110, topic: 'sante' },
  { keys: ['lunettes de vue', 'lunette de vue', 'opticien', 'opticienne', 'ophtalmo', 'ophtalmologue', 'myopie', 'myope', 'vue qui baisse'], icons: ['fluent:glasses'], label: 'lunettes de vue', weight: 105, topic: 'sante' },
  // Walking for one's health (« marcher » alone is the sport file's); « marche » alone is a market or a march.
  { keys: ['marche à pied', 'marche sportive', 'marche rapide', 'marcher tous les jours', 'marcher # km', 'marcher # minutes'], icons: ['fluent:person-walking'], label: 'personne qui marche', kind: 'person', weight: 105, topic: 'sante' },
  { keys: ['allaitement', 'allaitement maternel', 'allaiter', 'j’allaite', 'tire-lait', 'lait maternel'], icons: ['fluent:breast-feeding', 'fluent:baby'], label: 'allaitement', kind: 'person', weight: 105, topic: 'sante' },
  // Fevers and colds: the feverish face, not the bare thermometer.
  { keys: ['fièvre', 'fièvres', 'typhoïde', 'fièvre typhoïde', 'grippe', 'grippé', 'grippée', 'rhume', 'enrhumé', 'enrhumée', 'sinusite', 'angine'], icons: ['fluent:face-with-thermometer', 'fluent:sneezing-face'], label: 'visage fiévreux', weight: 105, topic: 'sante' },
  { keys: ['choléra', 'bactérie', 'bactéries', 'microbe', 'microbes', 'infection', 'infections', 'infection urinaire', 'mycose', 'mycoses', 'rougeole', 'varicelle', 'variole', 'mpox', 'variole du singe', 'diarrhée', 'gastro-entérite'], icons: ['fluent:microbe'], label: 'microbe', weight: 105, topic: 'sante' },
  // Healers and the plants they give: the herb, not a witch doctor's mask.
  { keys: ['tradipraticien', 'tradipraticiens', 'tradithérapeute', 'tradithérapeutes', 'médecine traditionnelle', 'pharmacopée', 'plantes médicinales', 'plante médicinale', 'feuilles médicinales', 'décoction', 'décoctions', 'phytothérapie', 'naturopathe', 'guérisseur', 'guérisseurs', 'guérisseuse', 'neem', 'nime', 'feuilles de neem', 'artemisia', 'artemisia annua'], icons: ['fluent:herb', 'fluent:leafy-green'], label: 'plante médicinale', weight: 105, topic: 'sante' },
  // A midwife is the one who cares (« une sage-femme raconte ses gardes »), not her hospital.
  { keys: ['sage-femme', 'sages-femmes', 'une infirmière', 'mon infirmière'], icons: ['fluent:woman-health-worker', 'fluent:health-worker'], label: 'soignante', kind: 'person', weight: 105, topic: 'sante' },
  { keys: ['kiné', 'kinés', 'kinésithérapeute', 'kinésithérapie', 'physiothérapie', 'physiothérapeute'], icons: ['fluent:health-worker', 'fluent:person-in-lotus-position'], label: 'soignant', kind: 'person', topic: 'sante' },
  { keys: ['psychologue', 'psychologues', 'psychiatre', 'psychiatrie', 'thérapie', 'thérapeute', 'consulter un psy'], icons: ['fluent:brain', 'fluent:health-worker'], label: 'cerveau', topic: 'sante' },
  { keys: ['handicap', 'handicapé', 'handicapée', 'handicapés', 'personne handicapée', 'personnes handicapées', 'fauteuil roulant', 'paraplégique', 'paralysé', 'paralysée'], icons: ['fluent:person-in-manual-wheelchair', 'fluent:manual-wheelchair'], label: 'fauteuil roulant', kind: 'person', weight: 105, topic: 'sante' },
  { keys: ['aveugle', 'aveugles', 'malvoyant', 'malvoyants', 'non-voyant', 'non-voyants', 'cécité'], icons: ['fluent:person-with-white-cane', 'fluent:white-cane'], label: 'personne aveugle', kind: 'person', weight: 105, topic: 'sante' },
  // Eating times are health (« Ne mangez plus après 20h »).
  { keys: ['manger après', 'mangez plus', 'ne mangez plus', 'jeûne intermittent', 'manger le soir'], icons: ['fluent:fork-and-knife', 'fluent:green-salad'], label: 'couverts', weight: 85, topic: 'sante', frame: 'anywhere' },
  // Tired all the time is health.
  { keys: ['fatigué tout le temps', 'fatiguée tout le temps', 'toujours fatigué', 'toujours fatiguée', 'fatigue chronique', 'manque d’énergie'], icons: ['fluent:tired-face'], label: 'visage fatigué', kind: 'expression', weight: 100, topic: 'sante', frame: 'anywhere' },
  // Sleep, sugar and the like are health habits.
  { keys: ['sieste', 'dormir après', 'bien dormir', 'heures de sommeil', 'bon ou mauvais pour la santé'], icons: ['fluent:sleeping-face', 'fluent:bed'], label: 'visage endormi', weight: 90, topic: 'sante', frame: 'anywhere' },
  // A sting or a bite is health's, whatever stung: the animal is drawn (« Piqûre de scorpion au champ »).
  { keys: ['piqûre de', 'piqûres de', 'morsure de', 'morsures de', 'mordu par', 'piqué par'], icons: [], label: '', topic: 'sante', frame: 'anywhere' },
  // Giving up sugar is the sweets given up, and health (« J’ai arrêté le sucre pendant 30 jours »).
  { keys: ['# jours sans sucre', 'arrêter le sucre', 'arrêté le sucre', 'j’ai arrêté le sucre', 'moins de sucre', 'trop de sucre'], icons: ['fluent:candy', 'fluent:lollipop'], label: 'bonbon', weight: 95, topic: 'sante', frame: 'anywhere' },
  // Sickle-cell disease and anaemia are the blood's.
  { keys: ['drépanocytose', 'prise de sang'], icons: ['fluent:drop-of-blood'], label: 'goutte de sang', weight: 105, topic: 'sante' },
  // A birth's cost or story is the maternity's; a baby named first stays the feast's (« Bébé est arrivé !! Accouchement à l’hôpital »).
  { keys: ['accouchement', 'un accouchement', 'l’accouchement'], icons: ['fluent:baby', 'fluent:hospital'], label: 'bébé', weight: 95, topic: 'sante' },
  // Fasting in the morning for one's health (« Eau chaude le matin à jeun »).
  { keys: ['à jeun'], icons: [], label: '', topic: 'sante', frame: 'anywhere' },
];
