import { describe, expect, it } from 'vitest';
import { STYLE_IDS, type ImageLayer } from '../../shared/engine/model/design';
import { layoutDesign, type SubjectInput } from '../../shared/engine/layout/layout';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { moiViolations } from '../../shared/engine/layout/me-checks';
import { parseDesign } from '../../shared/engine/model/design';
import { serverMeasurer } from '../../server/engine/index';
import { planComposition } from '../../server/studio/compose-plan';

/**
 * « Moi » in every style's compositions: the face never on the words, never in the duration corner,
 * never cut by the frame, never a stamp. Two portrait shapes: a head-and-shoulders selfie (the face in
 * the upper middle) and a close-up (the face fills the cut-out, like the fixture photos).
 */
const BUST: SubjectInput = { kind: 'image', asset: '00000000-0000-4000-8000-000000000001', width: 800, height: 1000, face: { x: 260, y: 180, w: 280, h: 300 }, cutout: true, me: true };
const CLOSE_UP: SubjectInput = { kind: 'image', asset: '00000000-0000-4000-8000-000000000002', width: 740, height: 533, face: { x: 0, y: 0, w: 740, h: 533 }, cutout: true, me: true };
const TITLES = [
  'Je teste le riz local pendant 7 jours',
  'Ce prix m’a choqué',
  'Top 5 des astuces pour réussir sa chaîne',
  'Pourquoi personne ne parle de ça ?',
  'Avant / après : ma coiffure',
  'Mon avis sérieux sur le nouveau téléphone de la marque',
  'Sénégal contre Côte d’Ivoire : qui gagne ?',
  '100 000 F en une semaine',
];
const m = serverMeasurer();

describe('« Moi » in the compositions', { timeout: 30_000 }, () => {
  for (const [name, portrait] of [['buste', BUST], ['gros plan', CLOSE_UP]] as const) {
    it(`keeps the face (${name}) off the words and the corner, whole and large, in 6 styles × ${TITLES.length} titles × 6 seeds`, () => {
      const faults: string[] = [];
      let count = 0;
      for (const style of STYLE_IDS) {
        for (const title of TITLES) {
          for (let seed = 1; seed <= 6; seed++) {
            const plan = planComposition({ title, prompt: '' });
            const design = layoutDesign(m, { title: plan.headline, prompt: '', style, seed, subjects: [portrait], hints: plan.hints, reaction: plan.reaction, tag: plan.tag });
            const me = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.me);
            expect(me, `${style} ${title} ${seed}`).toBeDefined();
            count++;
            const f: string[] = moiViolations(design);
            // A bust runs off the bottom edge (it never stops above it, pasted on), except over the split compositions' text band.
            const split = design.composition?.id === 'before-after' || design.composition?.id === 'versus';
            if (portrait === BUST && !split && me!.box.y + me!.box.h < design.height - 1) f.push('buste flottant');
            if (f.length > 0) faults.push(`${style} · ${title} · ${seed} · ${design.composition?.id}: ${f.join(',')}`);
          }
        }
      }
      expect(count).toBe(6 * TITLES.length * 6);
      expect(faults).toEqual([]);
    });
  }

  it('keeps « Moi » through the other formats and a design saved before « Moi » still reads', () => {
    const design = layoutDesign(m, { title: 'Ce prix m’a choqué', prompt: '', style: 'pro', seed: 3, subjects: [BUST] });
    const story = adaptDesign(m, design, 'story');
    expect(story.layers.some((l) => l.type === 'image' && l.me)).toBe(true);
    const old = JSON.parse(JSON.stringify(design)) as { layers: Array<Record<string, unknown>> };
    for (const l of old.layers) delete l.me;
    expect(parseDesign(old).layers.filter((l) => l.type === 'image').every((l) => l.type === 'image' && l.me === false)).toBe(true);
  });

  it('in a question, leaves the face large with the « ? » between it and the words', () => {
    for (const style of STYLE_IDS) {
      const plan = planComposition({ title: 'Pourquoi personne ne parle de ça ?', prompt: '' });
      const design = layoutDesign(m, { title: plan.headline, prompt: '', style, seed: 2, subjects: [BUST], hints: { ...plan.hints, composition: 'question' } });
      if (design.composition?.id !== 'question') continue;
      const me = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.me)!;
      const mark = design.layers.find((l) => l.type === 'text' && l.id === 'point-interrogation')!;
      const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline')!;
      expect(me.face!.h, style).toBeGreaterThanOrEqual(design.height * 0.3);
      const cx = (b: { x: number; w: number }) => b.x + b.w / 2;
      const [faceX, markX, wordsX] = [cx(me.face!), cx((mark as { box: { x: number; w: number } }).box), cx((headline as { box: { x: number; w: number } }).box)];
      expect(Math.abs(markX - wordsX), style).toBeLessThan(Math.abs(faceX - wordsX));
    }
  });

  it('veils the words of a before/after where the « Moi » bust runs under them', () => {
    const plan = planComposition({ title: 'Avant / après : ma coiffure', prompt: '' });
    const design = layoutDesign(m, { title: plan.headline, prompt: '', style: 'mini', seed: 2, subjects: [BUST], hints: plan.hints });
    expect(design.composition?.id).toBe('before-after');
    const order = design.layers.map((l) => l.id);
    expect(order).toContain('voile');
    expect(order.indexOf('voile')).toBeLessThan(order.indexOf('titre'));
    expect(order.indexOf('voile')).toBeGreaterThan(order.lastIndexOf('sujet'));
  });
});
