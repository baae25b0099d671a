import { dictionary } from '@zxcvbn-ts/language-fr';
import { describe, expect, it } from 'vitest';
import { readBrief, type BriefReading } from '../../server/reader/brief/brief';
import { headlineFromBrief } from '../../server/reader/brief/brief-headline';
import { briefNearMisses } from '../../server/reader/brief/brief-vocabulary';
import { PATHOLOGICAL_BRIEFS } from '../fixtures/pathological-briefs';
import { BRIEF_COMMON_NEAR_MISSES } from '../../server/reader/brief/brief-guard.generated';
import { COMMON_WORDS_CHECKED } from './brief-common-words';

/** The hex values a creator gets for the names they write (server/reader/brief/brief-colors.ts). */
const C = {
  vert: '#1E9E4A', rouge: '#E10600', jaune: '#FFD400', noir: '#0B0B0F', blanc: '#FFFFFF', bleu: '#1F5BFF', gris: '#7D838C', orange: '#FF7A00', violet: '#7A3CF0', rose: '#FF5FA2',
  or: '#D4AF37', argent: '#C0C4CC', turquoise: '#1CC8C0', kaki: '#7A7447', beige: '#E3D3B0', creme: '#F5EBD5', marron: '#6B3E1E', mauve: '#B784D6',
  bleuNuit: '#0E1E45', bleuMarine: '#0B1F4B', bleuRoi: '#2340D6', bordeaux: '#6D0F1F', rosePastel: '#F8C8DC', jauneFluo: '#E6FF00', vertFluo: '#39FF14', vertPomme: '#8BD345', roseBonbon: '#FF8AC8', anthracite: '#2E3238',
} as const;

type Expect = Partial<Pick<BriefReading, 'background' | 'textColor' | 'accent' | 'mood' | 'quoted' | 'person' | 'style' | 'ignored' | 'refused'>> & {
  layout?: Partial<BriefReading['layout']>;
  subjects?: string[];
  chips?: string[];
};

/** Checks exactly the fields that matter for a brief; the others are free. */
function expectReading(brief: string, want: Expect): void {
  const r = readBrief(brief);
  const { layout, subjects, chips, ...fields } = want;
  for (const [key, value] of Object.entries(fields)) expect(r[key as keyof typeof fields], `${key} of « ${brief} »`).toEqual(value);
  for (const [key, value] of Object.entries(layout ?? {})) expect(r.layout[key as keyof BriefReading['layout']], `layout.${key} of « ${brief} »`).toBe(value);
  if (subjects) expect(r.subjects.map((s) => s.text), `subjects of « ${brief} »`).toEqual(subjects);
  if (chips) expect(r.understood.map((u) => u.label), `chips of « ${brief} »`).toEqual(chips);
}

/** Briefs as creators in Dakar, Abidjan, Bamako, Casablanca and Lagos write them: typos, no accents, tu and vous. */
const BRIEFS: ReadonlyArray<readonly [string, Expect]> = [
  ['Mets un fond vert stp, une femme surprise à droite, gros chiffre et écris "-50 %"', { background: [C.vert], person: { who: 'femme', expression: 'surpris' }, layout: { side: 'droite', bigNumber: true }, quoted: ['-50 %'], ignored: [], chips: ['Fond : vert', 'Personne : femme surprise', 'Mise en page : sujet à droite', 'Mise en page : gros chiffre', 'Texte : “-50 %”'] }],
  ['style festif rose pastel avec un téléphone', { mood: 'festif', background: [C.rosePastel], subjects: ['un téléphone'], style: null, chips: ['Ambiance : festive', 'Fond : rose pastel', 'Sujet : téléphone'] }],
  ['avant/après de ma chambre', { layout: { beforeAfter: true }, subjects: ['ma chambre'], ignored: [] }],
  ['fon vert, titre en jaune', { background: [C.vert], textColor: C.jaune }],
  ['je veux un fond verte et le texte en blanc', { background: [C.vert], textColor: C.blanc, subjects: [] }],
  ['fond bleu-nuit, titre jaune fluo, un gars choqué a gauche', { background: [C.bleuNuit], textColor: C.jauneFluo, person: { who: 'homme', expression: 'surpris' }, layout: { side: 'gauche' } }],
  ['Faites un arrière-plan bleu marine avec le trophée de la CAN et écrivez « Qui va gagner ? »', { background: [C.bleuMarine], subjects: ['le trophée de la CAN'], quoted: ['Qui va gagner ?'], layout: { question: true } }],
  ['ambiance rose, une fille qui rigole', { background: [C.rose], person: { who: 'femme', expression: 'rire' }, mood: null }],
  ["fond rouge bordeaux et lettres d'or, ambiance luxe", { background: [C.bordeaux], textColor: C.or, mood: 'serieux' }],
  ['noir et or, façon journal télé, écris « URGENT »', { background: [C.or, C.noir], style: 'actu', quoted: ['URGENT'] }],
  ['fond doré avec des billets, texte noir, gros chiffre "100 000 F"', { background: [C.or], textColor: C.noir, subjects: ['des billets'], layout: { bigNumber: true }, quoted: ['100 000 F'] }],
  ['arriere plan argenté, style minimaliste, un ordinateur portable', { background: [C.argent], style: 'mini', subjects: ['un ordinateur portable'] }],
  ['fond violet, mot clé en jaune, un streamer surpris, style gaming', { background: [C.violet], accent: C.jaune, style: 'gaming', person: { who: 'personne', expression: 'surpris' } }],
  ['fond mauve pastel, ambiance zen, une bougie', { mood: 'calme', subjects: ['une bougie'], chips: ['Fond : mauve pastel', 'Ambiance : calme', 'Sujet : bougie'] }],
  ['fond turquoise, titre blanc, accent orange, une plage', { background: [C.turquoise], textColor: C.blanc, accent: C.orange, subjects: ['une plage'] }],
  ['fond kaki avec un soldat, ambiance sombre', { background: [C.kaki], mood: 'mystere', subjects: ['un soldat'] }],
  ['décor beige, titre marron, une tasse de café', { background: [C.beige], textColor: C.marron, subjects: ['une tasse de café'] }],
  ['fond crème, texte noir, minimaliste', { background: [C.creme], textColor: C.noir, style: 'mini' }],
  ['fond noir, texte blanc, le mot GRATUIT en rouge', { background: [C.noir], textColor: C.blanc, accent: C.rouge, ignored: [], subjects: [] }],
  ['fond gris anthracite, un homme sérieux à gauche, style pro', { background: [C.anthracite], style: 'pro', person: { who: 'homme', expression: 'serieux' }, layout: { side: 'gauche' } }],
  ['fond orange fluo, une flèche rouge vers le téléphone, réaction', { background: ['#FF6A00'], accent: C.rouge, layout: { reaction: true }, subjects: ['le téléphone'] }],
  ["Sénégal vs Côte d'Ivoire aux couleurs du Sénégal", { layout: { versus: true }, subjects: ['Sénégal', "Côte d'Ivoire"], background: ['#FDEF42', '#E31B23', '#00853F'] }],
  ['Messi contre Ronaldo, fond bleu électrique, gros chiffre', { layout: { versus: true, bigNumber: true }, subjects: ['Messi', 'Ronaldo'], background: ['#0A84FF'] }],
  ['avant et après de mon salon, fond blanc', { layout: { beforeAfter: true }, subjects: ['mon salon'], background: [C.blanc] }],
  ['top 5 des plats sénégalais, fond orange', { layout: { topList: true }, subjects: ['des plats sénégalais'], background: [C.orange] }],
  ['classement des meilleurs smartphones à moins de 100 000 F', { layout: { topList: true }, subjects: ['des meilleurs smartphones'] }],
  ['photo en fond, titre jaune, pas de personne', { layout: { fullBleed: true }, textColor: C.jaune, person: null, background: null, chips: ['Mise en page : photo plein écran', 'Titre : jaune', 'Personne : aucune'] }],
  ['plein écran avec ma photo, moi choqué à droite', { layout: { fullBleed: true, side: 'droite' }, person: { who: 'personne', expression: 'surpris' } }],
  ['sans personne, fond dégradé bleu et violet', { person: null, background: [C.bleu, C.violet], ignored: [] }],
  ['pas de rouge stp, fond jaune et noir', { background: [C.jaune, C.noir], chips: ['Couleurs : sans rouge', 'Fond : jaune et noir'] }],
  ['fond rouge et noir... en fait pas de rouge', { background: [C.noir] }],
  ['fond tuquoise, titre jeaune', { background: [C.turquoise], textColor: C.jaune }],
  ['une jeune femme en crise, fond gris', { person: { who: 'femme', expression: null }, background: [C.gris], textColor: null, ignored: ['crise'] }],
  ['fond sombre, ambiance horreur, une maison abandonnée', { background: ['#111318'], mood: 'mystere', subjects: ['une maison abandonnée'] }],
  ['ambiance tabaski festive, un mouton avec un enfant content à gauche', { mood: 'festif', subjects: ['un mouton'], person: { who: 'enfant', expression: 'content' }, layout: { side: 'gauche' } }],
  ["miniature pour l'anniversaire de ma fille, couleurs pastel, ballons", { mood: 'festif', background: ['#CFEBD6', '#CDE7F7', '#F8C8DC'], subjects: ['ballons'] }],
  ['Pourquoi le riz coûte si cher ?', { layout: { question: true }, subjects: ['le riz'] }],
  ['tu peux mettre du vert ?', { background: [C.vert], layout: { question: false } }],
  ['écris PROMO TABASKI en rouge sur fond blanc', { quoted: ['PROMO TABASKI'], accent: C.rouge, background: [C.blanc] }],
  ['« Je quitte mon travail » en jaune, fond noir, moi triste', { quoted: ['Je quitte mon travail'], accent: C.jaune, background: [C.noir], person: { who: 'personne', expression: 'triste' } }],
  ['une vidéo sur le prix du riz au marché de Sandaga', { subjects: ['le prix du riz', 'Sandaga'], accent: null, ignored: ['marché'] }],
  ['vlog de mon voyage à Marrakech, couleurs chaudes', { style: 'vlog', subjects: ['mon voyage', 'Marrakech'], background: ['#FFB000', '#FF5A36', '#B3261E'] }],
  ['style cyberpunk, couleurs vives', { style: null, ignored: ['style cyberpunk'], background: [C.jaune, C.rouge] }],
  ['un couple qui rit, fond rose bonbon, ambiance mariage', { person: { who: 'groupe', expression: 'rire' }, background: [C.roseBonbon], mood: 'festif' }],
  ['un enfant qui pleure, fond gris clair', { person: { who: 'enfant', expression: 'triste' }, chips: ['Personne : enfant triste', 'Fond : gris clair'] }],
  ['un homme en colère, fond rouge vif, gros chiffre', { person: { who: 'homme', expression: 'colere' }, layout: { bigNumber: true }, chips: ['Personne : homme en colère', 'Fond : rouge vif', 'Mise en page : gros chiffre'] }],
  ['Des amis surpris devant une voiture rouge', { person: { who: 'groupe', expression: 'surpris' }, subjects: ['une voiture rouge'], background: null }],
  ['question: combien coûte une Tesla à Lagos? fond noir', { layout: { question: true }, subjects: ['une Tesla', 'Lagos'], background: [C.noir] }],
  ['STYLE GAMING FOND VIOLET NEON AVEC UNE MANETTE', { style: 'gaming', background: ['#691AFF'], subjects: ['UNE MANETTE'] }],
  ['fond vert fluo avec Wally Seck à gauche', { background: [C.vertFluo], subjects: ['Wally Seck'], layout: { side: 'gauche' }, person: null }],
  ['Je veux du jaune en fond et du bleu pour le titre', { background: [C.jaune], textColor: C.bleu }],
  ['titre à gauche, une femme qui réfléchit', { layout: { side: 'droite' }, person: { who: 'femme', expression: 'reflechit' }, chips: ['Mise en page : titre à gauche', 'Personne : femme qui réfléchit'] }],
  ['entoure le prix en rouge, fond blanc', { layout: { reaction: true }, accent: C.rouge, background: [C.blanc] }],
  ['fond blanc cassé, un plat de thiéboudienne, style vlog', { background: ['#F2EEE3'], subjects: ['un plat de thiéboudienne'], style: 'vlog' }],
  ["fond bleu roi avec le drapeau du Nigeria, écris 'Naija no dey carry last'", { background: [C.bleuRoi], subjects: ['le drapeau du Nigeria'], quoted: ['Naija no dey carry last'] }],
  ["ambiance mystère, fond violet foncé, un homme pensif, point d'interrogation", { mood: 'mystere', person: { who: 'homme', expression: 'reflechit' }, layout: { question: true }, chips: ['Ambiance : mystérieuse', 'Fond : violet foncé', 'Personne : homme qui réfléchit', 'Mise en page : question'] }],
  ['fond noir mat, titre argent, un trophée en or', { background: [C.noir], textColor: C.argent, subjects: ['un trophée en or'] }],
  ['comparaison iPhone vs Samsung, fond gris perle', { layout: { versus: true }, subjects: ['iPhone', 'Samsung'], background: ['#D9DCE1'] }],
  ['coucou, je veux une miniature stylée qui claque avec un fond vert pomme', { background: [C.vertPomme], subjects: [], ignored: ['stylée', 'claque'] }],
  ['fond camouflage, titre kaki, un militaire', { background: null, textColor: C.kaki, ignored: ['fond camouflage'], subjects: ['un militaire'] }],
  ['fond de teint, maquillage, rose poudré en fond', { background: ['#F2C4C4'], subjects: ['fond de teint', 'maquillage'] }],
  ['Orange Money vs Wave, fond orange et bleu', { subjects: ['Orange Money', 'Wave'], background: [C.orange, C.bleu], layout: { versus: true } }],
  ['fond rouge, pas de flèche, sans texte', { background: [C.rouge], layout: { reaction: false }, ignored: ['sans texte'] }],
  ['Mettez un fond bleu svp, une dame heureuse à gauche, titre blanc', { background: [C.bleu], person: { who: 'femme', expression: 'content' }, layout: { side: 'gauche' }, textColor: C.blanc }],
  ['je veux le logo de ma boutique avec des boubous, promo -50 %, fond rose et titre blanc', { subjects: ['le logo de ma boutique', 'des boubous'], background: [C.rose], textColor: C.blanc }],
  ['fond jaune, un bébé qui rigole, ambiance joyeuse', { background: [C.jaune], person: { who: 'enfant', expression: 'rire' }, mood: 'festif' }],
  ['vous pouvez faire un fond noir avec des lettres en or, style actu', { background: [C.noir], textColor: C.or, style: 'actu' }],
  ['Lions de la Teranga contre Super Eagles, fond vert, gros chiffre 2-1', { layout: { versus: true, bigNumber: true }, background: [C.vert] }],
  ['ambiance calme, fond bleu ciel, une tasse de thé à la menthe', { mood: 'calme', background: ['#8ECFFF'], subjects: ['une tasse de thé à la menthe'] }],
  ['une femme choquée devant son téléphone, fond rouge, flèche jaune vers l écran', { person: { who: 'femme', expression: 'surpris' }, subjects: ['son téléphone'], background: [C.rouge], accent: C.jaune, layout: { reaction: true } }],
  ['Korité: fond vert et blanc, un homme en boubou qui sourit, écris "Korité Mubarak"', { mood: 'festif', background: [C.blanc, C.vert], person: { who: 'homme', expression: 'content' }, quoted: ['Korité Mubarak'] }],
  ['fond noir, gros texte', { background: [C.noir], layout: { bigText: true, bigNumber: false }, ignored: [], chips: ['Fond : noir', 'Mise en page : gros texte'] }],
  ['gros titre jaune, une femme triste', { textColor: C.jaune, layout: { bigText: true }, person: { who: 'femme', expression: 'triste' }, ignored: [], chips: ['Mise en page : gros texte', 'Titre : jaune', 'Personne : femme triste'] }],
  ['le titre en gros et le texte énorme, grosses lettres', { layout: { bigText: true }, ignored: [], chips: ['Mise en page : gros texte'] }],
  ['pas de cercle rouge', { accent: null, refused: ['reaction'], ignored: [], chips: ['Mise en page : sans cercle'] }],
  ['pas de flèche, accent rouge', { accent: C.rouge, refused: ['reaction'], chips: ['Mise en page : sans flèche', 'Accent : rouge'] }],
];

describe('the brief reader understands creators as they write', () => {
  it('has sixty briefs or more to stand on', () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(60);
  });
  it.each(BRIEFS)('« %s »', (brief, want) => expectReading(brief, want));
});

describe('colours: names, typos, slots', () => {
  it('knows about forty colour names, with their usual shades', () => {
    const names: ReadonlyArray<readonly [string, string]> = [
      ['vert', C.vert], ['verte', C.vert], ['bleu nuit', C.bleuNuit], ['bleu-nuit', C.bleuNuit], ['bleu marine', C.bleuMarine], ['rouge bordeaux', C.bordeaux], ['rose pastel', C.rosePastel], ['jaune fluo', C.jauneFluo],
      ['doré', C.or], ['argenté', C.argent], ['violet', C.violet], ['mauve', C.mauve], ['turquoise', C.turquoise], ['kaki', C.kaki], ['beige', C.beige], ['crème', C.creme], ['noir', C.noir], ['blanc', C.blanc], ['gris', C.gris], ['orange', C.orange], ['marron', C.marron],
    ];
    for (const [name, hex] of names) expect(readBrief(`fond ${name}`).background, name).toEqual([hex]);
    expect(readBrief('noir et or').background).toEqual([C.or, C.noir]);
  });

  it('forgives one typo on a long word, never on a short or common one', () => {
    expect(readBrief('fond turquoize').background).toEqual([C.turquoise]);
    expect(readBrief('fond rougee').background).toEqual([C.rouge]);
    expect(readBrief('fond vilolet').background).toEqual([C.violet]);
    expect(readBrief('fond vers').background).toBeNull();
    expect(readBrief('une jeune femme').background).toBeNull();
    expect(readBrief('la crise au Mali').background).toBeNull();
    expect(readBrief('ça bouge à Abidjan').background).toBeNull();
    expect(readBrief('un grand nombre de fans').layout.bigNumber).toBe(false);
  });

  it('reads accents and case as the same word', () => {
    expect(readBrief('FOND DORE, AMBIANCE MYSTERE')).toMatchObject({ background: [C.or], mood: 'mystere' });
    expect(readBrief('Fond Crème')).toMatchObject({ background: [C.creme] });
  });

  it('takes « or », « argent », « ciel » as colours only where a colour is expected', () => {
    expect(readBrief("gagner de l'argent facilement").background).toBeNull();
    expect(readBrief('le Ballon d’Or 2025').background).toBeNull();
    expect(readBrief('un ciel étoilé').background).toBeNull();
    expect(readBrief('Abidjan, Côte d’Ivoire').background).toBeNull();
    expect(readBrief('fond noir, titre argent').textColor).toBe(C.argent);
  });

  it('puts each colour where the brief says', () => {
    expect(readBrief('titre jaune sur fond noir')).toMatchObject({ background: [C.noir], textColor: C.jaune, accent: null });
    expect(readBrief('accent orange, fond blanc')).toMatchObject({ background: [C.blanc], accent: C.orange });
    expect(readBrief('écriture en rouge')).toMatchObject({ textColor: C.rouge, background: null });
    expect(readBrief('ambiance verte')).toMatchObject({ background: [C.vert] });
    expect(readBrief('une voiture rouge')).toMatchObject({ background: null, subjects: [{ text: 'une voiture rouge', icon: null, label: null }] });
  });

  it('keeps at most three background colours, darkest last', () => {
    const r = readBrief('fond blanc, noir, jaune et rouge');
    expect(r.background).toEqual([C.blanc, C.jaune, C.noir]);
    expect(r.ignored).toEqual(['rouge']);
  });
});

describe('negation', () => {
  it('« sans personne » leaves no person, even one named elsewhere', () => {
    expect(readBrief('une femme à droite, en fait sans personne').person).toBeNull();
    expect(readBrief('aucun personnage, fond bleu')).toMatchObject({ person: null, background: [C.bleu] });
  });
  it('« pas de rouge » takes red out of every slot, shades included', () => {
    expect(readBrief('titre rouge bordeaux, fond rouge et jaune, pas de rouge')).toMatchObject({ background: [C.jaune], textColor: null });
    expect(readBrief('ne mets pas de jaune ni de vert, fond bleu').background).toEqual([C.bleu]);
  });
  it('a negated layout hint is off', () => {
    expect(readBrief('pas de flèche, réaction non').layout.reaction).toBe(false);
    expect(readBrief('sans avant/après').layout.beforeAfter).toBe(false);
  });
});

describe('quotes', () => {
  it('reads every quote style, in order', () => {
    expect(readBrief('« un » "deux" “trois” ‘quatre’ \'cinq\' „six“').quoted).toEqual(['un', 'deux', 'trois', 'quatre', 'cinq', 'six']);
  });
  it('keeps apostrophes inside words and quotes', () => {
    expect(readBrief("l'image avec 'c'est l'heure' en jaune").quoted).toEqual(["c'est l'heure"]);
    expect(readBrief("aujourd'hui c'est la fête").quoted).toEqual([]);
  });
  it('takes the rest of the line for an unclosed quote, and drops a stray closer', () => {
    expect(readBrief('fond vert, écris "-50 %').quoted).toEqual(['-50 %']);
    expect(readBrief('écris « PROMO\nfond rouge').quoted).toEqual(['PROMO']);
    expect(readBrief('fond rouge » et ” voilà').quoted).toEqual([]);
    expect(readBrief(`« ${'mot '.repeat(60)}`).quoted).toEqual([]);
  });
});

describe('chips and ignored words', () => {
  it('says in French what it understood, in the order of the brief', () => {
    expect(readBrief('style gaming, fond violet néon, un gamer choqué à gauche, top 10, écris "INCROYABLE"').understood).toEqual([
      { kind: 'style', label: 'Style : gaming' },
      { kind: 'fond', label: 'Fond : violet néon' },
      { kind: 'personne', label: 'Personne : quelqu’un de surpris' },
      { kind: 'mise-en-page', label: 'Mise en page : sujet à gauche' },
      { kind: 'mise-en-page', label: 'Mise en page : classement' },
      { kind: 'texte', label: 'Texte : “INCROYABLE”' },
    ]);
  });
  it('names the subject with the matcher’s label when one is plugged in', () => {
    const r = readBrief('un téléphone et une moto', { findSubject: (p) => (p.includes('moto') ? { icon: 'moto', label: 'moto' } : null) });
    expect(r.subjects).toEqual([
      { text: 'un téléphone', icon: null, label: null },
      { text: 'une moto', icon: 'moto', label: 'moto' },
    ]);
    expect(r.understood.map((u) => u.label)).toEqual(['Sujet : téléphone', 'Sujet : moto']);
    expect(readBrief('un téléphone', { findSubject: () => { throw new Error('matcher down'); } }).subjects).toEqual([{ text: 'un téléphone', icon: null, label: null }]);
  });
  it('reports meaningful words it could not use, never stop words', () => {
    expect(readBrief('fond vers, style cyberpunk, un truc qui claque stp').ignored).toEqual(['fond vers', 'style cyberpunk', 'claque']);
    expect(readBrief('je veux que tu mettes un fond bleu stp merci').ignored).toEqual(['mettes']);
    expect(readBrief('ambiance festive, puis ambiance zen').ignored).toEqual(['zen']);
  });
});

describe('robustness', () => {
  const HEX = /^#[0-9A-F]{6}$/;
  const valid = (r: BriefReading) => {
    for (const hex of [...(r.background ?? []), r.textColor, r.accent]) if (hex !== null) expect(hex).toMatch(HEX);
    expect(r.background === null || (r.background.length >= 1 && r.background.length <= 3)).toBe(true);
  };

  it('never throws on random strings, and its colours are always #RRGGBB', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const alphabet = ['fond ', 'vert ', 'or ', '« ', '» ', '"', "'", '’', 'pas de ', 'sans ', 'titre ', 'a droite ', '?', ',', '\n', '\u0000', '😀', '\u202E', 'שלום', 'é', 'pastel ', 'le ', 'un ', '-', '/', '100 ', '000 ', 'F ', 'top ', 'moi ', 'choqué ', '\uD800', 'ﬁ', 'Ǆ'];
    for (let i = 0; i < 400; i++) {
      let s = '';
      const len = Math.floor(rand() * 80);
      for (let k = 0; k < len; k++) s += rand() < 0.7 ? alphabet[Math.floor(rand() * alphabet.length)]! : String.fromCharCode(Math.floor(rand() * 0xffff));
      const r = readBrief(s);
      valid(r);
      expect(headlineWords(headlineFromBrief(s, r)).length).toBeLessThanOrEqual(5);
    }
  });

  it('takes any value without throwing', () => {
    for (const v of [undefined, null, 42, {}, '', ' ', '\u0000\u0000', '«', '»', '"', "'"]) valid(readBrief(v as string));
  });

  it('reads 2 000-character pathological briefs (no backtracking blow-up: bench/instruction.ts times them)', () => {
    for (const s of PATHOLOGICAL_BRIEFS) {
      const r = readBrief(s);
      valid(r);
      expect(headlineWords(headlineFromBrief(s, r)).length, s.slice(0, 20)).toBeLessThanOrEqual(5);
    }
  });

  it('reads only the studio’s 2 000 characters of a longer text', () => {
    expect(readBrief(`${'x '.repeat(1000)}fond rouge`).background).toBeNull();
  });

  it('no common French word is taken for a typo of the vocabulary', () => {
    const words = [...dictionary['commonWords-fr'].slice(0, COMMON_WORDS_CHECKED.common), ...dictionary['wikipedia-fr'].slice(0, COMMON_WORDS_CHECKED.wikipedia)];
    const unguarded = briefNearMisses(words).filter((w) => !BRIEF_COMMON_NEAR_MISSES.includes(w));
    expect(unguarded, 'run npx tsx scripts/brief-guard.ts').toEqual([]);
  });
});

function headlineWords(s: string): string[] {
  return s.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));
}

describe('a headline from the brief when the title is empty', () => {
  const headline = (brief: string) => headlineFromBrief(brief, readBrief(brief));

  it('uses the first quoted text when it is short, with French spacing', () => {
    expect(headline('fond vert, écris "-50 %" en jaune')).toBe('-50\u00A0%');
    expect(headline('écris « Qui va gagner ? »')).toBe('Qui va gagner\u202F?');
    expect(headline("titre 'c'est l'heure'")).toBe('C’est l’heure');
  });

  it('falls back on the subject with the amounts of the brief', () => {
    expect(headline('un iPhone 15 à 100 000 F, fond noir')).toBe('iPhone 15\u202F: 100\u202F000\u00A0F');
    expect(headline('avec le trophée de la CAN, fond bleu')).toBe('Trophée de la CAN');
    expect(headline('top 5 des plats sénégalais, fond orange')).toBe('Top 5 plats sénégalais');
    expect(headline('Messi contre Ronaldo, fond bleu')).toBe('Messi vs Ronaldo');
  });

  it('never gives more than five words, and keeps numbers whole', () => {
    const long = headline('« Comment j’ai gagné 100 000 F en une semaine au marché de Sandaga », une femme surprise');
    expect(long).not.toContain('Comment');
    const h = headline('le marché central de Sandaga le plus grand de Dakar à 100 000 F');
    expect(headlineWords(h).length).toBeLessThanOrEqual(5);
    expect(h).toContain('100\u202F000\u00A0F');
  });

  it('gives a short question written as the topic', () => {
    expect(headline('Qui va gagner la CAN ?')).toBe('Qui va gagner la CAN\u202F?');
  });

  it('is empty when the brief names nothing to write', () => {
    expect(headline('fond vert, titre jaune')).toBe('');
  });
});
