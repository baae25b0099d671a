import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { headlineOf, type Design } from '../../shared/engine/model/design';
import { readInstruction } from '../../server/reader/instruction/instruction';
import { restyleDesign } from '../../shared/engine/layout/restyle';
import { applyOperations, layerBounds, OperationList, type ApplyHost } from '../../shared/engine/model/operations';
import { INSTRUCTION_CASES } from '../fixtures/instruction-cases';
import { arrowDesign, gamingDesign, gamingPictoDesign, hiddenLogoDesign, instructionOptions, PHOTO, proDesign, reactionDesign } from '../fixtures/instruction-designs';

/**
 * The French instruction reader: each phrasing gives exactly the operations expected on designs
 * laid out by the real engine, and those operations, applied, give what the user asked for.
 */
const designs = { pro: proDesign, gaming: gamingDesign, reaction: reactionDesign, hidden: hiddenLogoDesign, gamingPicto: gamingPictoDesign, arrow: arrowDesign } as const;
const opts = instructionOptions;
const m = serverMeasurer();
const host: ApplyHost = {
  measurer: m,
  asset: (id) => (id === PHOTO ? { width: 400, height: 600, cutout: true, face: { x: 90, y: 60, w: 220, h: 220 } } : undefined),
  restyle: (d, style) => restyleDesign(m, d, style),
};
const read = (text: string, design: Design = proDesign) => readInstruction(text, design, opts);
const apply = (text: string, design: Design = proDesign) => applyOperations(host, design, read(text, design).ops);

describe('reading French instructions', { timeout: 60_000 }, () => {
  it('covers at least 80 phrasings', () => {
    expect(INSTRUCTION_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(INSTRUCTION_CASES.map((c) => [c.design, c.text, c] as const))('[%s] « %s »', (_design, _text, c) => {
    const reading = readInstruction(c.text, designs[c.design], opts);
    expect(reading.ops).toEqual(c.ops);
    // Every change listed points at its own operations, and every operation belongs to one change.
    expect(reading.understood.flatMap((u) => u.ops).sort((a, b) => a - b)).toEqual(c.ops.map((_, i) => i));
    if (c.ops.length > 0) expect(OperationList.safeParse(reading.ops).success).toBe(true);
    // Nothing understood always says why, or gives the words back.
    if (c.ops.length === 0) expect(reading.ignored.length + reading.needsPixels.length).toBeGreaterThan(0);
  });

  it('lists what it understood in French, in the order asked', () => {
    expect(read('Mets le titre en jaune et change le fond en bleu nuit').understood.map((u) => u.text)).toEqual(['Titre en jaune', 'Fond en bleu nuit']);
    expect(read('logo en haut à gauche, titre plus grand').understood.map((u) => u.text)).toEqual(['Logo en haut à gauche', 'Titre plus grand']);
    expect(read('le mot ARGENT en vert').understood).toEqual([{ text: 'Mot « L’ARGENT » en vert', ops: [0, 1] }]);
    expect(read('remplace le ballon par un trophée', reactionDesign).understood.map((u) => u.text)).toEqual(['Le ballon devient un trophée']);
    // Angles in French, with their minus sign and comma; a noun's gender as written.
    expect(read('penche la manette et le titre', gamingPictoDesign).understood.map((u) => u.text)).toEqual(['Manette inclinée à −8°', 'Titre incliné à −13,6°']);
    expect(read('remets le titre droit', gamingDesign).understood.map((u) => u.text)).toEqual(['Titre remis droit']);
    expect(read('tourne la flèche de 30°', arrowDesign).understood.map((u) => u.text)).toEqual(['Flèche tournée de 30°']);
    expect(read('dégradé bleu et violet, fond rouge, blanc et bleu').understood.map((u) => u.text)).toEqual(['Fond en dégradé bleu et violet', 'Fond rouge, blanc et bleu']);
    expect(read('mets ma photo comme sujet', gamingPictoDesign).understood.map((u) => u.text)).toEqual(['Votre photo comme sujet']);
  });

  it('gives nonsense back whole, and what it cannot do with the reason', () => {
    expect(read('blabla truc machin')).toEqual({ ops: [], understood: [], ignored: ['blabla truc machin'], needsPixels: [] });
    expect(read('  le chat   mange la souris ').ignored).toEqual(['le chat mange la souris']);
    expect(read('mets le titre en jaune avec des paillettes').ignored).toEqual(['paillettes']);
    expect(read('mets le logo en bas à droite').ignored[0]).toMatch(/durée de la vidéo/);
    expect(readInstruction('mets ma photo en fond', proDesign, { subjectIcon: instructionOptions.subjectIcon }).ignored[0]).toMatch(/^mets ma photo en fond : cette miniature n’a pas de photo de vous/);
    expect(read('mets ma photo en fond').ignored[0]).toMatch(/^mets ma photo en fond : vos propres images ne vont en fond que dans le style Gaming/);
    expect(read('mets ma photo en fond', restyleDesign(m, gamingDesign, 'pro')).ops).toEqual([]);
    expect(read('enleve le logo', gamingDesign).ignored[0]).toMatch(/pas de logo/);
    expect(read('ajoute une flèche vers la voiture').ignored[0]).toMatch(/je ne trouve pas « voiture »/);
    // A badge without words is not drawn as an empty bar: the reply asks for them.
    expect(read('ajoute un badge').ignored[0]).toBe('ajoute un badge : écrivez le texte du badge, par exemple « ajoute un badge "NOUVEAU" ».');
  });

  it('sends clothes and objects in a photo to the AI engine, with the photo layer, and charges nothing for them', () => {
    const shirt = read('mets le titre en blanc et change mon t-shirt en rouge', gamingDesign);
    expect(shirt.ops).toEqual([{ op: 'set-colors', layer: 'titre', fill: '#FFFFFF' }]);
    expect(shirt.needsPixels).toEqual([{ text: 'change mon t-shirt en rouge', layer: 'sujet' }]);
    expect(read('enlève la voiture derrière moi', gamingDesign).needsPixels).toEqual([{ text: 'enlève la voiture derrière moi', layer: 'sujet' }]);
    // A design without a photo has nothing to redraw.
    expect(read('change mon t-shirt en rouge').needsPixels).toEqual([]);
    expect(read('change mon t-shirt en rouge').ignored[0]).toMatch(/pas de photo à retoucher/);
    // A subject with no pictogram: a pixel edit only when a hosted engine is there.
    expect(readInstruction('remplace ma photo par un dinosaure rose à paillettes', gamingDesign, { subjectIcon: () => null, hasAiEngine: true }).needsPixels).toHaveLength(1);
    expect(readInstruction('remplace ma photo par un dinosaure rose à paillettes', gamingDesign, { subjectIcon: () => null }).ops).toEqual([]);
  });

  it('never reads more than 300 characters', () => {
    const long = `${'titre en jaune, '.repeat(19)}fond rouge`;
    expect(long.length).toBeGreaterThan(300);
    expect(read(long).ops.some((o) => o.op === 'background')).toBe(false);
  });
});

describe('applying what was read gives what the user asked for', { timeout: 60_000 }, () => {
  it('« mets le titre en jaune »: the headline is yellow, nothing refused', () => {
    const r = apply('mets le titre en jaune');
    expect(r.refused).toEqual([]);
    expect(headlineOf(r.design)?.fill).toBe('#FFD400');
  });

  it('« fond bleu nuit » and « fond plus sombre » change the background colours', () => {
    const night = apply('fond bleu nuit').design.background;
    expect(night.colors[0]).toBe('#0E1E45');
    const before = proDesign.background.colors[0]!;
    const darker = apply('fond plus sombre').design.background.colors[0]!;
    const lum = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16) + Number.parseInt(hex.slice(5, 7), 16);
    expect(lum(darker)).toBeLessThan(lum(before));
  });

  it('« le mot ARGENT en vert » draws that word, and only it, in green', () => {
    const h = headlineOf(apply('le mot ARGENT en vert').design)!;
    expect(h.highlight).toEqual({ words: ['L’ARGENT'], color: '#1E9E4A' });
  });

  it('« change le texte en "TOP 5 ASTUCES" » typesets the new words', () => {
    const h = headlineOf(apply('change le texte en "TOP 5 ASTUCES"').design)!;
    expect(h.text).toBe('TOP 5 ASTUCES');
    expect(h.lines.join(' ')).toBe('TOP 5 ASTUCES');
  });

  it('« logo en haut à gauche » and « logo plus petit » move and shrink the logo', () => {
    const logo = apply('logo en haut à gauche et plus petit').design.layers.find((l) => l.type === 'logo');
    const before = proDesign.layers.find((l) => l.type === 'logo');
    expect(logo?.type === 'logo' && before?.type === 'logo' && [logo.corner, logo.size < before.size]).toEqual(['top-left', true]);
  });

  it('« ajoute une flèche vers le téléphone » points an arrow at the phone', () => {
    const d = apply('ajoute une flèche vers le téléphone').design;
    const arrow = d.layers.find((l) => l.type === 'shape' && l.shape === 'arrow');
    const phone = layerBounds(d, d.layers.find((l) => l.id === 'sujet')!);
    // Its tip reaches the phone's box (from its open side), level with it.
    expect(arrow?.type === 'shape' && arrow.shape === 'arrow' && arrow.to.x > phone.x - 40 && arrow.to.x < phone.x + phone.w && arrow.to.y > phone.y && arrow.to.y < phone.y + phone.h).toBe(true);
  });

  it('« remplace le ballon par un trophée » and « style gaming » give the trophy and the Gaming style', () => {
    const trophy = apply('remplace le ballon par un trophée', reactionDesign).design.layers.find((l) => l.id === 'sujet');
    expect(trophy?.type === 'picto' && trophy.icon).toBe('fluent:trophy');
    const gaming = apply('style gaming');
    expect([gaming.refused, gaming.design.style, headlineOf(gaming.design)?.text]).toEqual([[], 'gaming', headlineOf(proDesign)?.text]);
  });

  it('« mets ma photo en fond » in Gaming puts the user’s photo behind', () => {
    const bg = apply('mets ma photo en fond', gamingDesign).design.background;
    expect(bg.kind === 'image' && bg.asset).toBe(PHOTO);
  });

  it('« penche le titre » tilts the headline, « remets le titre droit » sets it straight again', () => {
    const tilted = apply('penche le titre');
    expect([tilted.refused, headlineOf(tilted.design)?.rotation]).toEqual([[], -8]);
    expect(headlineOf(gamingDesign)?.rotation).not.toBe(0);
    expect(headlineOf(apply('remets le titre droit', gamingDesign).design)?.rotation).toBe(0);
  });

  it('« tourne la flèche de 30 degrés » turns the arrow about its middle, its length kept', () => {
    const arrowOf = (d: Design) => d.layers.find((l) => l.type === 'shape' && l.shape === 'arrow');
    const before = arrowOf(arrowDesign);
    const after = arrowOf(apply('tourne la flèche de 30 degrés', arrowDesign).design);
    if (before?.type !== 'shape' || before.shape !== 'arrow' || after?.type !== 'shape' || after.shape !== 'arrow') throw new Error('no arrow');
    const angle = (a: typeof before) => (Math.atan2(a.to.y - a.from.y, a.to.x - a.from.x) * 180) / Math.PI;
    const length = (a: typeof before) => Math.hypot(a.to.x - a.from.x, a.to.y - a.from.y);
    expect(angle(after) - angle(before)).toBeCloseTo(30, 0);
    expect(Math.abs(length(after) - length(before))).toBeLessThan(2);
  });

  it('« fond noir et or » gives a background of both colours, « dégradé bleu et violet » their gradient', () => {
    const gold = apply('fond noir et or').design.background;
    expect(gold.kind === 'procedural' && [gold.recipe, gold.colors]).toEqual(['beam', ['#0B0B0F', '#D4AF37']]);
    // The reaction design's « pop » background keeps its burst, drawn in the two colours.
    const pop = apply('fond rouge et blanc', reactionDesign).design.background;
    expect(pop.kind === 'procedural' && [pop.recipe, pop.colors]).toEqual(['pop', ['#E10600', '#FFFFFF']]);
    const violet = apply('dégradé bleu et violet', gamingDesign).design.background;
    expect(violet.kind === 'procedural' && [violet.recipe, violet.colors]).toEqual(['beam', ['#1F5BFF', '#7A3CF0']]);
  });

  it('« titre en noir et or » gives black letters and gold highlighted words; « texte jaune avec contour noir » yellow letters in a black outline', () => {
    const gold = apply('titre en noir et or');
    expect(gold.refused).toEqual([]);
    const h = headlineOf(gold.design)!;
    expect([h.fill, h.highlight.color]).toEqual(['#0B0B0F', '#D4AF37']);
    const outlined = apply('texte jaune avec contour noir');
    expect(outlined.refused).toEqual([]);
    const o = headlineOf(outlined.design)!;
    expect([o.fill, o.stroke?.color]).toEqual(['#FFD400', '#0B0B0F']);
    // Two changes said apart stay two changes.
    const two = read('mets le titre en jaune et le fond en bleu').ops;
    expect(two).toEqual([{ op: 'set-colors', layer: 'titre', fill: '#FFD400' }, { op: 'background', color: '#1F5BFF' }]);
  });

  it('« mets ma photo comme sujet » in Gaming puts the user’s photo where the pictogram was', () => {
    const r = apply('mets ma photo comme sujet', gamingPictoDesign);
    const subject = r.design.layers.find((l) => l.id === 'sujet');
    expect([r.refused, subject?.type === 'image' && subject.asset]).toEqual([[], PHOTO]);
  });

  it('every phrasing applies without throwing', () => {
    for (const c of INSTRUCTION_CASES) expect(() => applyOperations(host, designs[c.design], c.ops), c.text).not.toThrow();
    // What the reader gives, the design takes: none of the new phrasings is refused when applied.
    for (const c of INSTRUCTION_CASES.slice(INSTRUCTION_CASES.findIndex((x) => x.text === 'penche le titre'))) expect(applyOperations(host, designs[c.design], c.ops).refused, c.text).toEqual([]);
  });
});
