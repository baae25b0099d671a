import { describe, expect, it } from 'vitest';
import { chipsOf, drawBrief, type BriefDrawing } from '../../server/studio/brief-dry-run';
import { headlineOf, type Layer } from '../../shared/engine/model/design';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { serverMeasurer } from '../../server/engine/index';
import { isSeen, visibleInk } from '../../shared/engine/quality/visible-ink';
import { serverSurface } from '../../server/engine/canvas';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramExists, pictogramSvg } from '../../server/pictograms/library';

/**
 * The brief's chips read the design back: « Compris » only for what the picture shows (at least
 * 2 % of the frame, at most half covered), everything else apart with why. Each case is what a
 * creator types, what the chips say, and what the picture draws.
 */
const draw = (prompt: string, title: string, style: 'pro' | 'viral' | 'mini' = 'pro') => drawBrief({ title, prompt, style, skinTone: 'dark' });
const compris = (d: BriefDrawing) => chipsOf(d).understood.map((c) => c.label);
const notDrawn = (d: BriefDrawing) => chipsOf(d).notDrawn.map((c) => `${c.label} (${c.reason.code}${c.reason.detail ? `: ${c.reason.detail}` : ''})`);
const subject = (d: BriefDrawing): Layer | undefined => d.design.layers.find((l) => l.type === 'picto' && l.role === 'subject');
const iconOf = (l: Layer | undefined) => (l?.type === 'picto' ? l.icon : null);

describe('the brief chips read the design back', () => {
  it('« un homme content à droite »: a man raising his hand, seen, on the right; both chips « Compris »', async () => {
    const d = await draw('un homme content à droite', 'Mon avis sur ce quartier');
    const man = subject(d);
    expect(iconOf(man)).toBe('fluent:man-raising-hand-dark');
    expect(isSeen(d.sights.get(man!.id))).toBe(true);
    expect(man!.type === 'picto' && man!.box.x + man!.box.w / 2).toBeGreaterThan(d.design.width / 2);
    expect(compris(d)).toEqual(['Personne : homme content', 'Mise en page : sujet à droite']);
    expect(notDrawn(d)).toEqual([]);
    // When the brief names a thing too, the thing is the subject: the man is offered next, not « Compris ».
    const both = await draw('un téléphone, un homme content à droite', 'Mon avis sur ce quartier');
    expect(iconOf(subject(both))).toBe('fluent:mobile-phone');
    expect(compris(both)).toEqual(['Sujet : téléphone portable', 'Mise en page : sujet à droite']);
    expect(notDrawn(both)).toEqual(['Personne : homme content (one-subject)']);
  });

  it('« une femme surprise »: no pictogram shows surprise, so the chip says so instead of « Compris »', async () => {
    const d = await draw('une femme surprise', 'Ma routine du matin');
    expect(iconOf(subject(d))).toMatch(/^fluent:woman-/);
    expect(compris(d)).toEqual([]);
    expect(notDrawn(d)).toEqual(['Personne : femme (expression: surprise)']);
    // An expression a gesture shows is drawn and « Compris ».
    const sad = await draw('une femme triste', 'Ma routine du matin');
    expect(iconOf(subject(sad))).toBe('fluent:woman-frowning-dark');
    expect(compris(sad)).toEqual(['Personne : femme triste']);
  });

  it('« des billets »: « Compris » only when F CFA banknotes are drawn, never for a ticket', async () => {
    const d = await draw('des billets', 'Comment épargner');
    const banknotes = d.design.layers.some((l) => l.type === 'picto' && l.icon === 'minia:billets-fcfa' && isSeen(d.sights.get(l.id)));
    expect(banknotes).toBe(pictogramExists('minia:billets-fcfa'));
    expect(compris(d).some((c) => c.startsWith('Sujet'))).toBe(banknotes);
    if (!banknotes) expect(notDrawn(d)).toEqual([expect.stringContaining('(not-yet-drawn: billets en F CFA)')]);
  });

  it('« gros chiffre »: the leading figure drawn big, « Compris »; without a figure in the title, the chip says why', async () => {
    const five = await draw('gros chiffre', '5 astuces pour épargner');
    expect(five.design.composition?.id).toBe('big-number');
    const figure = five.design.layers.find((l) => l.type === 'text' && l.role === 'number');
    expect(figure?.type === 'text' && figure.text).toBe('5');
    expect(compris(five)).toEqual(['Mise en page : gros chiffre']);

    // A figure of several characters is drawn big too (it was measured at the wrong size and squeezed into a narrow column).
    const half = await draw('gros chiffre', '50 % de réduction sur tout', 'mini');
    const wide = half.design.layers.find((l) => l.type === 'text' && l.role === 'number');
    expect(wide?.type === 'text' && wide.text).toBe('50 %');
    expect(isSeen(half.sights.get(wide!.id))).toBe(true);
    expect(compris(half)).toEqual(['Mise en page : gros chiffre']);
    // Where the seed's side leaves the words no room, the figure is drawn on the other side rather than not at all.
    const flipped = await drawBrief({ title: '7 plats sénégalais à goûter', prompt: 'gros chiffre', style: 'pro', skinTone: 'dark', seed: 2 });
    expect(flipped.design.composition?.id).toBe('big-number');
    expect(compris(flipped)).toEqual(['Mise en page : gros chiffre']);

    const none = await draw('gros chiffre', 'Astuces pour épargner');
    expect(none.design.layers.some((l) => l.type === 'text' && l.role === 'number')).toBe(false);
    expect(compris(none)).toEqual([]);
    expect(notDrawn(none)).toEqual(['Mise en page : gros chiffre (no-figure)']);
  });

  it('« gros texte »: the same title is drawn bigger, in 16:9 and in the 9:16 and 1:1 versions, and « Compris »', async () => {
    let grown = 0;
    for (const style of ['pro', 'viral'] as const) {
      const plain = await draw('fond noir', 'Astuces pour épargner', style);
      const big = await draw('fond noir, gros texte', 'Astuces pour épargner', style);
      expect(headlineOf(big.design)!.size, style).toBeGreaterThan(headlineOf(plain.design)!.size * 1.1);
      expect(compris(big)).toEqual(['Fond : noir', 'Mise en page : gros texte']);
    }
    // The 9:16 and 1:1 versions draw the words bigger too, unless they already fill their band's width or height.
    for (const title of ['Le derby de Dakar', 'Astuces pour épargner', 'Ma routine du matin en 5 étapes simples']) {
      for (const style of ['pro', 'viral', 'mini'] as const) {
        const plain = await draw('fond noir', title, style);
        const big = await draw('fond noir, gros texte', title, style);
        for (const format of ['story', 'square'] as const) {
          const [small, large] = [plain, big].map((d) => headlineOf(adaptDesign(serverMeasurer(), d.design, format))!);
          const where = `${style} ${format} « ${title} »: ${small!.size} → ${large!.size}`;
          expect(large!.size, where).toBeGreaterThanOrEqual(small!.size);
          const fills = large!.box.w > 0.95 * large!.fit!.box.w || large!.box.h > 0.9 * large!.fit!.box.h;
          if (large!.size < small!.size * 1.1) expect(fills, where).toBe(true);
          grown += large!.size >= small!.size * 1.1 ? 1 : 0;
        }
      }
    }
    expect(grown).toBeGreaterThanOrEqual(4);
  });

  it('« pas de flèche »: no arrow nor red circle in any style, nor in the 9:16 and 1:1 versions, and only then « Compris »', async () => {
    const marks = (layers: Layer[]) => layers.filter((l) => l.type === 'shape' && (l.shape === 'arrow' || l.id === 'cercle')).length;
    let drawnWithout = 0;
    for (const [i, title] of ['Il a tout perdu en une nuit', 'Regardez ce qui se cache ici', 'Mon téléphone a explosé', 'La vérité sur ce marché'].entries()) {
      for (const style of ['viral', 'gaming', 'mini'] as const) {
        const seed = 100 + i;
        drawnWithout += marks((await drawBrief({ title, prompt: '', style, skinTone: 'dark', seed })).design.layers);
        const d = await drawBrief({ title, prompt: 'pas de flèche', style, skinTone: 'dark', seed });
        expect(marks(d.design.layers), `${style} « ${title} »`).toBe(0);
        for (const format of ['story', 'square'] as const) expect(marks(adaptDesign(serverMeasurer(), d.design, format).layers), `${style} ${format} « ${title} »`).toBe(0);
        expect(compris(d), `${style} « ${title} »`).toEqual(['Mise en page : sans flèche']);
      }
    }
    // Without the refusal these titles do get arrows or circles: the refusal is what removed them.
    expect(drawnWithout).toBeGreaterThan(0);
  });

  it('« un téléphone et une voiture »: one subject drawn, the other not « Compris »', async () => {
    const d = await draw('un téléphone et une voiture', 'Mon test');
    const drawn = d.design.layers.filter((l) => l.type === 'picto' && l.role === 'subject').map(iconOf);
    expect(drawn).toEqual(['fluent:mobile-phone']);
    expect(compris(d)).toEqual(['Sujet : téléphone portable']);
    expect(notDrawn(d)).toEqual(['Sujet : voiture (one-subject)']);
  });

  it('« style gaming » with Pro chosen in the list: the picture is Pro, so the chip says where the style is chosen', async () => {
    const pro = await draw('style gaming, fond noir', 'Mon avis');
    expect(pro.design.style).toBe('pro');
    expect(compris(pro)).toEqual(['Fond : noir']);
    expect(notDrawn(pro)).toEqual(['Style : gaming (style)']);
    const gaming = await drawBrief({ title: 'Mon avis', prompt: 'style gaming, fond noir', style: 'gaming', skinTone: 'dark' });
    expect(compris(gaming)).toEqual(['Style : gaming', 'Fond : noir']);
  });

  it('a subject under another layer is not « Compris »: the read-back counts what covers it', async () => {
    const d = await draw('un téléphone', 'Mon test');
    const phone = subject(d)!;
    expect(compris(d)).toEqual(['Sujet : téléphone portable']);
    // The same design with an opaque band drawn over the phone's box.
    const box = phone.type === 'picto' ? phone.box : { x: 0, y: 0, w: 0, h: 0 };
    const band: Layer = { type: 'shape', id: 'bande', shape: 'badge', x: box.x - 20, y: box.y - 20, w: box.w + 40, h: box.h + 40, radius: 0, rotation: 0, skew: 0, fill: '#000000', stroke: null, lineWidth: 4, opacity: 1 };
    const covered = { ...d.design, layers: [...d.design.layers, band] };
    const sights = visibleInk(covered, { createSurface: serverSurface, images: await pictoImages(covered, pictogramSvg) });
    expect(sights.get(phone.id)?.covered).toBeGreaterThan(0.5);
    expect(notDrawn({ ...d, design: covered, sights })).toEqual(['Sujet : téléphone portable (covered)']);
  });
});
