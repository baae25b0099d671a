import type { Measurer } from '../render/canvas';
import { colorLuminance } from '../style/color';
import { declutter } from './declutter';
import type { Design, ImageLayer, Layer, LogoLayer, TextLayer } from '../model/design';
import { grownHeadline, textReach } from '../model/edit';
import { cornerZone, frameTemplate, intersects } from './frame';
import { veilBehind } from './layout';
import { logoBox, rotatedBounds, textInkBox } from '../render/render';
import { mobileCapHeight } from '../quality/score';
import type { CheckId, ScoreReport } from '../quality/score';
import { STYLES } from '../style/styles';
import { strokeFor } from '../text/text';

const fr1 = (v: number): string => (Math.floor(v * 10) / 10).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * « Améliorer »: applies what the score's fixable suggestions ask, and returns the new design with
 * the list of what changed (in French), one line per finding acted on. It never changes the user's
 * words: the word count, and a title that already fills its box, stay advice (the score says why).
 */
export function improveDesign(m: Measurer, design: Design, report: ScoreReport): { design: Design; applied: string[] } {
  const todo = new Set<CheckId>(report.checks.filter((c) => c.fixable).map((c) => c.id));
  let layers: Layer[] = design.layers.map((l) => structuredClone(l));
  let background = structuredClone(design.background);
  const applied: string[] = [];
  const isHeadline = (l: Layer): l is TextLayer => l.type === 'text' && l.role === 'headline';

  if (todo.has('taille')) {
    const before = layers.find(isHeadline);
    const grown = before ? grownHeadline(m, before, design) : null;
    if (before && grown) {
      layers = layers.map((l) => (l === before ? grown : l));
      applied.push(`Titre agrandi : majuscules de ${fr1(mobileCapHeight(m, before, design))} px à ${fr1(mobileCapHeight(m, grown, design))} px sur téléphone`);
    }
  }

  if (todo.has('contraste')) {
    layers = layers.map((l) => {
      if (!isHeadline(l)) return l;
      const light = colorLuminance(l.fill) > 0.4;
      const width = Math.max(l.stroke?.width ?? 0, strokeFor(l.size, 0.12));
      const next: TextLayer = { ...l, stroke: { color: light ? '#000000' : '#FFFFFF', width } };
      return { ...next, box: textInkBox(m, next) };
    });
    const headline = layers.find(isHeadline);
    if (headline) {
      const light = colorLuminance(headline.fill) > 0.4;
      if (background.kind === 'image') background = { ...background, dim: Math.max(background.dim, 0.45) };
      // A soft band behind the text, from the left edge, fading out past the headline.
      const veil = veilBehind(headline, design.width, light);
      const at = layers.indexOf(headline);
      layers = [...layers.slice(0, at).filter((l) => l.id !== 'voile'), veil, ...layers.slice(at)];
    }
    applied.push('Contour et voile ajoutés derrière le titre');
  }

  if (todo.has('coin')) {
    const corner = cornerZone(design.width, design.height);
    layers = layers.map((l) => {
      if (l.type === 'logo' && intersects(logoBox(l, design.width, design.height), corner)) return { ...l, corner: 'top-right' } satisfies LogoLayer;
      if (l.type === 'text') {
        const b = textReach(l); // letters and shadow, as the corner check sees them
        if (!intersects(b, corner)) return l;
        // Move up until the block clears the corner, but not off the frame; else move left.
        const up = Math.min(b.y + b.h - (corner.y - 8), b.y - 8);
        if (up > 0 && b.y + b.h - up <= corner.y - 8) return { ...l, y: l.y - up, box: { ...l.box, y: l.box.y - up } };
        const left = b.x + b.w - (corner.x - 8);
        return { ...l, x: l.x - left, box: { ...l.box, x: l.box.x - left } };
      }
      return l;
    });
    applied.push('Texte et logo sortis du coin de la durée');
  }

  if (todo.has('encombrement')) {
    const cleared = declutter(layers, background);
    const removed = layers.length - cleared.layers.length;
    const calmer = JSON.stringify(cleared.background) !== JSON.stringify(background);
    if (removed > 0) applied.push(`${removed} élément${removed > 1 ? 's' : ''} décoratif${removed > 1 ? 's' : ''} retiré${removed > 1 ? 's' : ''}${calmer ? ', fond apaisé' : ''}`);
    else if (calmer) applied.push('Fond apaisé : reflets et motifs retirés');
    layers = cleared.layers;
    background = cleared.background;
  }

  if (todo.has('visage')) {
    const frame = frameTemplate(design.format, STYLES[design.style].headlineShare);
    const headline = layers.find(isHeadline);
    layers = layers.map((l) => {
      if (l.type !== 'image' || !l.face) return l;
      // Enough to bring the face to a quarter of the height, within twice the size.
      const factor = Math.min(2, Math.max(1.35, (0.26 * frame.height) / Math.max(1, l.face.h)));
      return enlargeSubject(l, factor, frame.height, headline ? rotatedBounds(headline.box, headline.rotation) : null, design.width);
    });
    applied.push('Sujet agrandi');
  }

  return { design: { ...design, background, layers }, applied };
}

/** Scales a subject around its bottom centre, staying clear of the headline. */
function enlargeSubject(l: ImageLayer, factor: number, frameH: number, headline: { x: number; y: number; w: number; h: number } | null, frameW: number): ImageLayer {
  const w = l.box.w * factor;
  // A subject may grow past the frame (its feet cropped): what matters is the face, kept in view.
  const h = Math.min(l.box.h * factor, frameH * 2.2);
  let x = l.box.x + (l.box.w - w) / 2;
  if (headline && x < headline.x + headline.w + 16) x = headline.x + headline.w + 16;
  x = Math.min(x, frameW - w * 0.75);
  const k = h / l.box.h;
  let y = l.box.y + l.box.h - h;
  if (l.face) {
    const faceTop = y + (l.face.y - l.box.y) * k;
    if (faceTop < 40) y += 40 - faceTop;
  }
  const face = l.face ? { x: x + (l.face.x - l.box.x) * (w / l.box.w), y: y + (l.face.y - l.box.y) * k, w: l.face.w * (w / l.box.w), h: l.face.h * k } : null;
  return { ...l, box: { x: Math.round(x), y: Math.round(y), w: Math.round(w), h: Math.round(h) }, face };
}
