import type { Measurer } from '../render/canvas';
import { colorLuminance, contrastRatio, luma601, luminance } from '../style/color';
import type { Box, Design, ImageLayer, Layer, PictoLayer, TextLayer } from '../model/design';
import { headlineOf } from '../model/design';
import { CAP_OK_PX, CAP_WEAK_PX, capHeight, MOBILE_WIDTH } from './legibility';
import { frenchHeadline, tokenize, wordCore } from '../text/text';
import { declutter } from '../layout/declutter';
import { cornerViolations, grownHeadline } from '../model/edit';

/**
 * The legibility score: out of 100, from the rendered pixels and the design, with a French
 * suggestion per weak point. « Améliorer » (improve.ts) applies the suggestions marked fixable.
 */
export type CheckId = 'contraste' | 'taille' | 'mots' | 'coin' | 'encombrement' | 'visage';

export interface Check {
  id: CheckId;
  label: string;
  status: 'ok' | 'moyen' | 'faible';
  points: number;
  max: number;
  /** What was measured, in French (« ratio 2,1:1 »). */
  measure: string;
  /** What to do, in French; null when all is well. */
  advice: string | null;
  /** « Améliorer » can fix it (and will, when clicked). */
  fixable: boolean;
  /** Why « Améliorer » cannot fix a weak point, in French; null when it can or all is well. Absent from reports saved before it existed. */
  why?: string | null;
}

export interface ScoreReport {
  score: number;
  checks: Check[];
}

export type ScoreLevel = 'bon' | 'moyen' | 'faible';
const LEVEL_RANK: Record<ScoreLevel, number> = { faible: 0, moyen: 1, bon: 2 };
const CHECK_LEVEL: Record<Check['status'], ScoreLevel> = { ok: 'bon', moyen: 'moyen', faible: 'faible' };
/** The highest total each level may show: « bon » from 80, « moyen » from 60. */
const LEVEL_CEILING: Record<ScoreLevel, number> = { bon: 100, moyen: 79, faible: 59 };

/**
 * The rule that keeps the score honest: a thumbnail is never better than its weakest point. The
 * level is the lower of the total's (80 and over « bon », 60 and over « moyen ») and the worst
 * check's (a « moyen » check caps it at « moyen », a « faible » one at « faible »), and the total is
 * capped to agree (79, 59). So a title the score calls too small on a phone is never shown as a
 * green 82. Applied to reports saved before the rule too, when they are shown.
 */
export function honestScore(report: ScoreReport): { score: number; level: ScoreLevel } {
  const byTotal: ScoreLevel = report.score >= 80 ? 'bon' : report.score >= 60 ? 'moyen' : 'faible';
  let level = byTotal;
  for (const c of report.checks) if (LEVEL_RANK[CHECK_LEVEL[c.status]] < LEVEL_RANK[level]) level = CHECK_LEVEL[c.status];
  return { score: Math.min(report.score, LEVEL_CEILING[level]), level };
}

/** Pixels of a rendered frame: RGBA, row by row. */
export interface Pixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

export { MOBILE_WIDTH };
const fr = (v: number, digits = 1): string => v.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Luminances of the pixels inside a box (sampled on a grid for speed). */
function luminancesIn(px: Pixels, box: Box, scaleX: number, scaleY: number): Float64Array {
  const x0 = Math.max(0, Math.floor(box.x * scaleX));
  const y0 = Math.max(0, Math.floor(box.y * scaleY));
  const x1 = Math.min(px.width, Math.ceil((box.x + box.w) * scaleX));
  const y1 = Math.min(px.height, Math.ceil((box.y + box.h) * scaleY));
  const step = Math.max(1, Math.floor(Math.sqrt(((x1 - x0) * (y1 - y0)) / 4000)));
  const out = new Float64Array(x1 > x0 && y1 > y0 ? Math.ceil((x1 - x0) / step) * Math.ceil((y1 - y0) / step) : 0);
  let n = 0;
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const i = (y * px.width + x) * 4;
      out[n++] = luminance(px.data[i] ?? 0, px.data[i + 1] ?? 0, px.data[i + 2] ?? 0);
    }
  }
  // A typed array sorts numerically in place, without a comparator called per pair.
  return out.subarray(0, n).sort();
}

const quantile = (sorted: ArrayLike<number>, q: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;

/** Effective contrast of the headline: its fill against what is behind it, or against its own outline when that is thick. */
export function headlineContrast(headline: TextLayer, behind: Pixels, design: Design): { ratio: number; fromOutline: boolean } {
  const lums = luminancesIn(behind, headline.box, behind.width / design.width, behind.height / design.height);
  const fill = colorLuminance(headline.fill);
  // The worst of the darker and lighter parts behind the letters (10th and 90th percentiles).
  const againstBg = lums.length === 0 ? 21 : Math.min(contrastRatio(fill, quantile(lums, 0.1)), contrastRatio(fill, quantile(lums, 0.9)));
  const thick = headline.stroke && headline.stroke.width >= headline.size * 0.06;
  const againstOutline = thick && headline.stroke ? contrastRatio(fill, colorLuminance(headline.stroke.color)) : 0;
  return againstOutline > againstBg ? { ratio: againstOutline, fromOutline: true } : { ratio: againstBg, fromOutline: false };
}

/** Height of the capitals once the thumbnail is shown 168 px wide. */
export function mobileCapHeight(m: Measurer, headline: TextLayer, design: Design): number {
  return (capHeight(m, headline.font.family, headline.size) * MOBILE_WIDTH) / design.width;
}

/**
 * What the clutter check looks past: the headline, and the subjects (a flag's stars, a phone's
 * lenses are what the picture shows, not noise around it), unless a subject fills most of the frame
 * (a photo used as the scene is measured like one).
 */
export function clutterExclusions(design: Design): Box[] {
  const frame = design.width * design.height;
  const subjects = design.layers
    .filter((l): l is ImageLayer | PictoLayer => (l.type === 'image' || l.type === 'picto') && l.role === 'subject' && !design.hidden?.includes(l.id))
    .map((l) => l.box)
    .filter((b) => b.w * b.h < frame * 0.5);
  const headline = headlineOf(design);
  return headline ? [headline.box, ...subjects] : subjects;
}

/** Mean gradient magnitude (0..255) of the image outside the given boxes: a measure of visual noise. */
export function busyness(px: Pixels, exclude: readonly Box[], design: Design): number {
  const sx = px.width / design.width;
  const sy = px.height / design.height;
  const step = Math.max(2, Math.round(px.width / 320));
  const boxes = exclude.map((b) => ({ x0: b.x * sx, x1: (b.x + b.w) * sx, y0: b.y * sy, y1: (b.y + b.h) * sy }));
  const { data, width } = px;
  // Plain loops over the sampled pixels (a closure per pixel made this the engine's largest allocation).
  const rowBoxes: typeof boxes = [];
  let sum = 0;
  let n = 0;
  for (let y = 0; y + step < px.height; y += step) {
    rowBoxes.length = 0;
    for (const b of boxes) if (y >= b.y0 && y <= b.y1) rowBoxes.push(b);
    for (let x = 0; x + step < width; x += step) {
      let inside = false;
      for (let k = 0; k < rowBoxes.length && !inside; k++) inside = x >= rowBoxes[k]!.x0 && x <= rowBoxes[k]!.x1;
      if (inside) continue;
      const i = (y * width + x) * 4;
      const c = luma601(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
      const r = i + step * 4;
      const d = i + step * width * 4;
      sum += Math.abs(c - luma601(data[r] ?? 0, data[r + 1] ?? 0, data[r + 2] ?? 0)) + Math.abs(c - luma601(data[d] ?? 0, data[d + 1] ?? 0, data[d + 2] ?? 0));
      n++;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * Words as a reader sees them: « 5 000 F CFA », « 24 h » and « wolof : » are one each (the
 * typesetter's unbreakable tokens), so the advice never counts a price as four words.
 */
export function countWords(text: string): number {
  return tokenize(frenchHeadline(text)).map(wordCore).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Decorative layers: everything but the headline, tags, subject images and logo. */
export function decorativeLayers(design: Design): Layer[] {
  return design.layers.filter((l) => l.type === 'shape');
}

export function scoreDesign(m: Measurer, design: Design, full: Pixels, behind: Pixels): ScoreReport {
  const checks: Check[] = [];
  const headline = headlineOf(design);

  // 1. Contrast (WCAG): 4.5:1 is the bar for normal text, 3:1 for large text.
  if (headline && headline.lines.length > 0) {
    const { ratio, fromOutline } = headlineContrast(headline, behind, design);
    const status = ratio >= 4.5 ? 'ok' : ratio >= 3 ? 'moyen' : 'faible';
    checks.push({
      id: 'contraste',
      label: 'Contraste du titre',
      status,
      points: status === 'ok' ? 30 : status === 'moyen' ? 18 : 5,
      max: 30,
      measure: `ratio ${fr(ratio)}:1${fromOutline ? ' grâce au contour' : ''}`,
      advice: status === 'ok' ? null : 'Le titre se détache mal du fond : ajoutez un contour épais ou assombrissez le fond derrière le texte.',
      fixable: status !== 'ok',
    });

    // 2. Size on a phone: capitals under ~5 px at 168×94 turn into a blur.
    const cap = mobileCapHeight(m, headline, design);
    const sizeStatus = cap >= CAP_OK_PX ? 'ok' : cap >= CAP_WEAK_PX ? 'moyen' : 'faible';
    checks.push({
      id: 'taille',
      label: 'Taille sur mobile',
      status: sizeStatus,
      points: sizeStatus === 'ok' ? 25 : sizeStatus === 'moyen' ? 14 : 4,
      max: 25,
      measure: `majuscules de ${fr(Math.floor(cap * 10) / 10)} px à ${MOBILE_WIDTH}×${Math.floor((MOBILE_WIDTH * design.height) / design.width)}`,
      advice: null, // with fixable and why, from reviseReport below
      fixable: false,
    });

    // 3. Word count: a thumbnail is read in a glance (the words on the picture).
    const drawn = countWords(headline.lines.join(' '));
    const wordStatus = drawn <= 5 ? 'ok' : drawn <= 8 ? 'moyen' : 'faible';
    checks.push({
      id: 'mots',
      label: 'Nombre de mots',
      status: wordStatus,
      points: wordStatus === 'ok' ? 15 : wordStatus === 'moyen' ? 9 : 3,
      max: 15,
      measure: `${drawn} mot${drawn > 1 ? 's' : ''}`,
      advice: wordStatus === 'ok' ? null : 'Gardez 5 mots ou moins sur la miniature ; le reste a sa place dans le titre de la vidéo.',
      fixable: false,
    });
  }

  // 4. The duration badge's corner: no text (shadows included), no logo — the same check that refuses edits.
  const inCorner = cornerViolations(design);
  checks.push({
    id: 'coin',
    label: 'Coin de la durée',
    status: inCorner.length === 0 ? 'ok' : 'faible',
    points: inCorner.length === 0 ? 15 : 0,
    max: 15,
    measure: inCorner.length === 0 ? 'libre' : `${inCorner.length} élément${inCorner.length > 1 ? 's' : ''} sous la durée`,
    advice: inCorner.length === 0 ? null : 'YouTube affiche la durée en bas à droite : déplacez le texte ou le logo hors de ce coin.',
    fixable: inCorner.length > 0,
  });

  // 5. Clutter: visual noise around the headline and the number of elements.
  const noise = busyness(full, clutterExclusions(design), design);
  const elements = decorativeLayers(design).length;
  const clutterStatus = noise <= 14 && elements <= 8 ? 'ok' : noise <= 24 && elements <= 12 ? 'moyen' : 'faible';
  checks.push({
    id: 'encombrement',
    label: 'Lisibilité d’ensemble',
    status: clutterStatus,
    points: clutterStatus === 'ok' ? 10 : clutterStatus === 'moyen' ? 6 : 2,
    max: 10,
    measure: `${elements} élément${elements > 1 ? 's' : ''} décoratif${elements > 1 ? 's' : ''}, agitation ${fr(noise, 0)}`,
    advice: clutterStatus === 'ok' ? null : 'L’image est chargée : retirez des éléments décoratifs pour que l’œil aille au titre.',
    fixable: false,
  });

  // 6. Face size, when there is one: faces sell thumbnails only when they are big.
  const face = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.face !== null);
  if (face?.face) {
    const share = face.face.h / design.height;
    const faceStatus = share >= 0.25 ? 'ok' : share >= 0.15 ? 'moyen' : 'faible';
    checks.push({
      id: 'visage',
      label: 'Taille du visage',
      status: faceStatus,
      points: faceStatus === 'ok' ? 10 : faceStatus === 'moyen' ? 6 : 2,
      max: 10,
      measure: `${Math.round(share * 100)} % de la hauteur`,
      advice: faceStatus === 'ok' ? null : 'Le visage est petit : agrandissez le sujet pour qu’on lise son expression.',
      fixable: faceStatus !== 'ok',
    });
  }

  const got = checks.reduce((s, c) => s + c.points, 0);
  const max = checks.reduce((s, c) => s + c.max, 0);
  return reviseReport(m, design, { score: max === 0 ? 0 : Math.round((got / max) * 100), checks });
}

const SIZE_ADVICE = 'Le titre sera trop petit sur téléphone : raccourcissez-le pour l’écrire plus gros.';
const SIZE_ADVICE_FIXABLE = 'Le titre sera trop petit sur téléphone : « Améliorer » peut l’agrandir dans sa zone.';

/**
 * What « Améliorer » can do about each weak point of a report, decided from the design alone (the
 * same functions it then applies, so the button and the result never disagree), the reason for what
 * it cannot, and the honest total. Run on every new report, and on reports saved by older versions
 * when they are shown or acted on, so an old thumbnail gets today's answers.
 */
export function reviseReport(m: Measurer, design: Design, report: ScoreReport): ScoreReport {
  const headline = headlineOf(design);
  const checks = report.checks.map((c): Check => {
    if (c.status === 'ok') return { ...c, advice: null, fixable: false, why: null };
    switch (c.id) {
      case 'taille': {
        // Larger in its box with all its words; otherwise only a shorter title can be bigger, and that is the user's call.
        const canGrow = headline !== undefined && grownHeadline(m, headline, design) !== null;
        return { ...c, advice: canGrow ? SIZE_ADVICE_FIXABLE : SIZE_ADVICE, fixable: canGrow, why: canGrow ? null : 'Le titre remplit déjà sa zone : seul un titre plus court peut s’écrire plus gros, et « Améliorer » ne change jamais vos mots.' };
      }
      case 'mots': {
        const drawn = headline ? countWords(headline.lines.join(' ')) : 0;
        return { ...c, fixable: false, why: `Le titre a ${drawn} mots : raccourcissez-le vous-même (bouton « Modifier »), « Améliorer » ne change jamais vos mots.` };
      }
      case 'encombrement': {
        // Fixable when decluttering removes something (an element, background details), as « Améliorer » would.
        const cleared = declutter(design.layers, design.background);
        const canDeclutter = cleared.layers.length < design.layers.length || JSON.stringify(cleared.background) !== JSON.stringify(design.background);
        return { ...c, fixable: canDeclutter, why: canDeclutter ? null : 'Ce qui charge l’image vient de l’image de fond elle-même : essayez un autre style ou une autre génération.' };
      }
      default:
        // Contrast (outline and veil), the corner (move out) and the face (enlarge) can always be acted on.
        return { ...c, fixable: true, why: null };
    }
  });
  return { score: honestScore({ score: report.score, checks }).score, checks };
}
