import { describe, expect, it } from 'vitest';
import type { Design, TextLayer } from '../../shared/engine/model/design';
import { headlineOf, parseDesign } from '../../shared/engine/model/design';
import { applyHeadlineEdit, cornerViolations, headlineEdit, moveLayer, offFrame, replaceLayer } from '../../shared/engine/model/edit';
import { improveDesign } from '../../shared/engine/layout/improve';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import type { ScoreReport } from '../../shared/engine/quality/score';
import { rasterize, scoreRendered, serverMeasurer } from '../../server/engine/index';
import { V1_DESIGN } from '../golden/cases';

const m = serverMeasurer();
const weak = (...ids: Array<'contraste' | 'taille' | 'coin' | 'encombrement' | 'visage'>): ScoreReport => ({
  score: 40,
  checks: ids.map((id) => ({ id, label: id, status: 'faible', points: 0, max: 10, measure: '', advice: 'x', fixable: true })),
});

describe('direct editing on the server side', () => {
  it('typesets the words it is sent with the French rules, keeps the chosen highlights, and moves the block', () => {
    const d = layoutDesign(m, { title: 'Mon marché à Dakar', prompt: '', style: 'pro', seed: 3 });
    const h = headlineOf(d)!;
    const edited = applyHeadlineEdit(m, d, { text: 'Où manger à Dakar ?', words: ['DAKAR'], color: '#FF3B30', dx: 20, dy: -10 });
    const e = headlineOf(edited)!;
    expect(e.lines.join(' ').replace(/\u00a0/g, ' ')).toBe('OÙ MANGER À DAKAR\u202f?');
    expect(e.highlight).toEqual({ words: ['DAKAR'], color: '#FF3B30' });
    expect(e.fit!.box.x - h.fit!.box.x).toBe(20);
    expect(e.fit!.box.y - h.fit!.box.y).toBe(-10);
    // Every other layer is the saved one, untouched.
    expect(edited.layers.filter((l) => l.id !== 'titre')).toEqual(d.layers.filter((l) => l.id !== 'titre'));
    // And the studio's edit of a design round-trips to the same design.
    expect(applyHeadlineEdit(m, d, headlineEdit(d, edited)!)).toEqual(edited);
  });

  it('counts the shadow in the duration corner check', () => {
    const d = layoutDesign(m, { title: 'Test', prompt: '', style: 'pro', seed: 1 });
    const h = headlineOf(d)!;
    expect(h.shadow).not.toBeNull();
    // Ink ends 2 px left of the corner, lower half beside it: only the shadow reaches in.
    const near = moveLayer(h, d.width * 0.8 - (h.box.x + h.box.w) - 2, d.height * 0.8 - (h.box.y + h.box.h) + 20);
    expect(cornerViolations(replaceLayer(d, near))).toEqual(['titre']);
    expect(cornerViolations(replaceLayer(d, { ...near, shadow: null }))).toEqual([]);
    // The legibility score sees the same thing, and « Améliorer » moves the shadow out too.
    const shadowed = replaceLayer(d, near);
    const report = scoreRendered(shadowed, rasterize(shadowed), new Map());
    expect(report.checks.find((c) => c.id === 'coin')?.status).toBe('faible');
    expect(cornerViolations(improveDesign(m, shadowed, report).design)).toEqual([]);
  });

  it('an old (version 1) thumbnail can be edited: its headline re-fits its area instead of running off the picture', () => {
    const v1 = parseDesign(V1_DESIGN);
    const longer = applyHeadlineEdit(m, v1, { ...headlineEdit(v1, v1)!, text: `${headlineOf(v1)!.text} et tout le reste de la semaine à Dakar` });
    expect(offFrame(longer)).toEqual([]);
    expect(headlineOf(longer)!.lines.length).toBeGreaterThan(1);
  });
});

describe('shadows at every scale', () => {
  it('draws a text shadow three times further in 4K, like everything else', () => {
    const base = layoutDesign(m, { title: 'OMBRE', prompt: '', style: 'mini', seed: 1 });
    const h = headlineOf(base)!;
    const text: TextLayer = { ...h, fill: '#FFFFFF', stroke: null, highlight: { words: [], color: '#FFFFFF' }, rotation: 0, shadow: { color: '#FF0000', blur: 0, dx: 40, dy: 0 } };
    const d: Design = { ...base, background: { kind: 'procedural', recipe: 'flat', colors: ['#000000'], params: {} }, layers: [text] };
    const rightmostRed = (scale: number): number => {
      const { rgba, width, height } = rasterize(d, new Map(), scale);
      let max = 0;
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (rgba[i]! > 200 && rgba[i + 1]! < 60 && rgba[i + 2]! < 60) max = Math.max(max, x);
      }
      return max;
    };
    const hd = rightmostRed(1);
    const fourK = rightmostRed(3);
    expect(hd).toBeGreaterThan(0);
    expect(Math.abs(fourK - hd * 3)).toBeLessThanOrEqual(6);
  });
});

describe('« Améliorer » and the other formats', () => {
  it('a decluttered design stays decluttered in 9:16 and 1:1', () => {
    const d = layoutDesign(m, { title: 'Mon vlog à Saly', prompt: '', style: 'vlog', seed: 8 });
    const { design: clean, applied } = improveDesign(m, d, weak('encombrement'));
    expect(applied).toEqual([expect.stringMatching(/^\d+ éléments? décoratifs? retirés?, fond apaisé$/u)]);
    const shapes = (x: Design) => x.layers.filter((l) => l.type === 'shape').map((l) => l.id).sort();
    for (const format of ['story', 'square'] as const) {
      const plain = adaptDesign(m, d, format);
      const adapted = adaptDesign(m, clean, format);
      expect(shapes(adapted).length, format).toBeLessThan(shapes(plain).length);
      expect(adapted.background.kind === 'procedural' && adapted.background.params.bokeh, format).toEqual([]);
    }
  });

  it('says nothing was done when a re-fit cannot make the title bigger', () => {
    const d = layoutDesign(m, { title: 'Une très longue phrase qui remplit déjà toute la place disponible', prompt: '', style: 'pro', seed: 2 });
    const { design, applied } = improveDesign(m, d, weak('taille'));
    expect(applied).toEqual([]);
    expect(design).toEqual(d);
  });
});
