import { describe, expect, it } from 'vitest';
import { Design, headlineOf, STYLE_IDS, type TextLayer } from '../../shared/engine/model/design';
import { improveDesign } from '../../shared/engine/layout/improve';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { textInkBox } from '../../shared/engine/render/render';
import { honestScore, type CheckId, type ScoreReport } from '../../shared/engine/quality/score';
import sharp from 'sharp';
import { declutter } from '../../shared/engine/layout/declutter';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import { decodeImage } from '../../server/engine/canvas';
import { rasterize, scoreRendered, serverMeasurer } from '../../server/engine/index';
import { LONG_TITLES, SHORT_TITLES } from '../golden/titles';

/*
 * The studio's advice is true: the score's colour and total agree with what its checks say, and
 * « Améliorer » acts on every finding the score calls fixable, says what it did, and says why when
 * it cannot act (it never shortens the user's words).
 */
const m = serverMeasurer();
const score = (d: Design): ScoreReport => scoreRendered(d, rasterize(d), new Map());
const headline = (d: Design): TextLayer => headlineOf(d)!;
const check = (r: ScoreReport, id: CheckId) => r.checks.find((c) => c.id === id)!;
const RANK = { faible: 0, moyen: 1, ok: 2 } as const;

describe('the score tells one story', { timeout: 120_000 }, () => {
  it('is never « bon » (80 and over) while a check is weak, and never « moyen » (60 and over) while one is « faible »', () => {
    let capped = 0;
    for (const title of [...SHORT_TITLES.slice(0, 8), ...LONG_TITLES]) {
      for (const style of STYLE_IDS) {
        const r = score(layoutDesign(m, { title, prompt: '', style, seed: 3 }));
        const { score: total, level } = honestScore(r);
        const where = `${style} « ${title} » ${r.score} ${JSON.stringify(r.checks.map((c) => `${c.id}:${c.status}`))}`;
        expect(total, where).toBe(r.score); // new reports are stored already honest
        const worst = Math.min(...r.checks.map((c) => RANK[c.status]));
        if (worst < RANK.ok) {
          expect(level, where).not.toBe('bon');
          expect(r.score, where).toBeLessThan(80);
          capped++;
        }
        if (worst === RANK.faible) {
          expect(level, where).toBe('faible');
          expect(r.score, where).toBeLessThan(60);
        }
        // Advice only where a check is weak; a weak check « Améliorer » cannot fix says why.
        for (const c of r.checks) {
          if (c.status === 'ok') expect([c.advice, c.why ?? null], where).toEqual([null, null]);
          else expect(c.fixable || Boolean(c.why), `${where} ${c.id}`).toBe(true);
        }
      }
    }
    expect(capped).toBeGreaterThan(10);
  });

  it('shows a report saved before the rule (a green 82 with a weak size) as « moyen » 79', () => {
    const old: ScoreReport = {
      score: 82,
      checks: [
        { id: 'contraste', label: 'Contraste du titre', status: 'ok', points: 30, max: 30, measure: 'ratio 12,0:1', advice: null, fixable: false },
        { id: 'taille', label: 'Taille sur mobile', status: 'moyen', points: 14, max: 25, measure: 'majuscules de 5,5 px à 168×94', advice: 'Le titre sera trop petit sur téléphone : raccourcissez-le pour l’écrire plus gros.', fixable: false },
        { id: 'mots', label: 'Nombre de mots', status: 'ok', points: 15, max: 15, measure: '4 mots', advice: null, fixable: false },
        { id: 'coin', label: 'Coin de la durée', status: 'ok', points: 15, max: 15, measure: 'libre', advice: null, fixable: false },
        { id: 'encombrement', label: 'Lisibilité d’ensemble', status: 'ok', points: 10, max: 10, measure: '2 éléments décoratifs, agitation 8', advice: null, fixable: false },
      ],
    };
    expect(honestScore(old)).toEqual({ score: 79, level: 'moyen' });
    expect(honestScore({ ...old, checks: old.checks.map((c) => ({ ...c, status: 'ok' as const })) })).toEqual({ score: 82, level: 'bon' });
    expect(honestScore({ ...old, checks: old.checks.map((c) => (c.id === 'taille' ? { ...c, status: 'faible' as const } : c)) })).toEqual({ score: 59, level: 'faible' });
  });

  it('says why « Améliorer » cannot help a long title, and names its word count', () => {
    const title = 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain';
    const d = layoutDesign(m, { title, prompt: '', style: 'pro', seed: 3 });
    const r = score(d);
    const words = check(r, 'mots');
    expect(words).toMatchObject({ status: 'faible', fixable: false, measure: '12 mots' });
    expect(words.why).toBe('Le titre a 12 mots : raccourcissez-le vous-même (bouton « Modifier »), « Améliorer » ne change jamais vos mots.');
    expect(r.checks.filter((c) => c.fixable)).toEqual([]);
    expect(honestScore(r).level).toBe('faible');
  });
});

describe('« Améliorer » acts on every fixable finding', { timeout: 120_000 }, () => {
  /** A fresh layout spoiled the ways users and old designs spoil them: small, pale, in the corner, cluttered. */
  function spoiled(style: (typeof STYLE_IDS)[number]): Design {
    const d = layoutDesign(m, { title: 'Le derby de Dakar', prompt: '', style, seed: 5 });
    const h = headline(d);
    const small: TextLayer = { ...h, size: 30, lineHeight: 30, fill: '#F2F2F2', stroke: null, shadow: null, highlight: { ...h.highlight, color: '#F2F2F2' }, rotation: 0 };
    small.box = textInkBox(m, small);
    const dx = 1280 - 30 - (small.box.x + small.box.w);
    const dy = 720 - 30 - (small.box.y + small.box.h);
    const moved: TextLayer = { ...small, x: small.x + dx, y: small.y + dy, box: { ...small.box, x: small.box.x + dx, y: small.box.y + dy }, fit: small.fit ? { ...small.fit, box: { ...small.fit.box } } : null };
    const clutter = Array.from({ length: 14 }, (_, i) => ({ type: 'shape' as const, id: `confetti-${i}`, shape: 'circle' as const, x: 60 + i * 80, y: 80 + (i % 4) * 150, r: 30, fill: i % 2 ? '#000000' : '#FFFFFF', stroke: '#FF00FF', lineWidth: 12, opacity: 1 }));
    return Design.parse({ ...d, background: { kind: 'procedural', recipe: 'flat', colors: ['#FFFFFF'], params: {} }, layers: [...clutter, ...d.layers.map((l) => (l.id === h.id ? moved : l))] });
  }

  it('fixes size, contrast, corner and clutter at once, lists each change in French, and keeps every word', () => {
    for (const style of STYLE_IDS) {
      const d = spoiled(style);
      const before = score(d);
      const fixable = before.checks.filter((c) => c.fixable).map((c) => c.id);
      expect(fixable.sort(), style).toEqual(['coin', 'contraste', 'encombrement', 'taille']);
      const { design, applied } = improveDesign(m, d, before);
      expect(applied, style).toHaveLength(fixable.length);
      expect(applied.find((a) => a.startsWith('Titre agrandi : majuscules de ')), style).toMatch(/ px à \d+,\d px sur téléphone$/u);
      const after = score(design);
      for (const id of fixable) expect(RANK[check(after, id).status], `${style} ${id}: ${check(before, id).status} → ${check(after, id).status}`).toBeGreaterThan(RANK[check(before, id).status]);
      expect(after.score, style).toBeGreaterThan(before.score);
      expect(headline(design).text, style).toBe(headline(d).text);
      expect(headline(design).lines.join(' '), style).toBe(headline(d).lines.join(' '));
    }
  });

  it('changes the design for every check it calls fixable, across real titles and styles', () => {
    for (const title of [...SHORT_TITLES.slice(0, 6), ...LONG_TITLES.slice(0, 4)]) {
      for (const style of STYLE_IDS) {
        for (const d of [layoutDesign(m, { title, prompt: '', style, seed: 9 }), spoiled(style)]) {
          const r = score(d);
          for (const c of r.checks.filter((x) => x.fixable)) {
            const { design, applied } = improveDesign(m, d, { ...r, checks: [c] });
            expect(applied.length, `${style} « ${title} » ${c.id}`).toBe(1);
            expect(JSON.stringify(design), `${style} « ${title} » ${c.id}`).not.toBe(JSON.stringify(d));
          }
        }
      }
    }
  });
});

describe('« Lisibilité d’ensemble » judges what lies around the words', () => {
  /** A detailed picture (a checkerboard of 8 px squares), the kind of detail a flag or a phone's lenses bring. */
  async function checkerboard(size: number): Promise<LoadedImage> {
    const raw = Buffer.alloc(size * size * 3);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) raw.fill(((x >> 3) + (y >> 3)) % 2 ? 255 : 0, (y * size + x) * 3, (y * size + x) * 3 + 3);
    return decodeImage(await sharp(raw, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer());
  }

  it('calls a detailed subject the picture, and the same detail beside it as decoration clutter', async () => {
    const d = layoutDesign(m, { title: 'Le derby de Dakar', prompt: '', style: 'mini', seed: 5 });
    const flat = { ...d, background: { kind: 'procedural' as const, recipe: 'flat', colors: ['#F4F1EA'], params: {} }, layers: d.layers.filter((l) => l.type === 'text') };
    const image = await checkerboard(360);
    const asset = '00000000-0000-4000-8000-00000000c4e5';
    const layer = (role: 'subject' | 'decor') => ({ type: 'image' as const, id: 'damier', role, asset, box: { x: 820, y: 200, w: 360, h: 360 } });
    const rated = (role: 'subject' | 'decor') => {
      const design = Design.parse({ ...flat, layers: [...flat.layers, layer(role)] });
      return check(scoreRendered(design, rasterize(design, new Map([[asset, image]])), new Map([[asset, image]])), 'encombrement');
    };
    expect(rated('subject').status).toBe('ok');
    expect(rated('decor').status).not.toBe('ok');
  });

  it('« Améliorer » steps the topic’s scene back (half as strong, once) when it declutters', () => {
    const d = layoutDesign(m, { title: 'Le derby de Dakar', prompt: '', style: 'gaming', seed: 5, topic: 'football' });
    const scene = (x: Design) => (x.background.kind === 'procedural' ? (x.background.params.scene as { strength: number } | undefined) : undefined);
    expect(scene(d)?.strength).toBeGreaterThan(0);
    const once = declutter(d.layers, d.background);
    expect(scene({ ...d, background: once.background })?.strength).toBeCloseTo(scene(d)!.strength / 2, 2);
    const twice = declutter(once.layers, once.background);
    expect(scene({ ...d, background: twice.background })?.strength).toBe(scene({ ...d, background: once.background })?.strength);
  });
});
