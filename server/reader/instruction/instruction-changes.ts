import { MODIFIERS, SHADE_ONLY, type ColorName } from '../brief/brief-colors';
import { plainWord } from '../brief/brief-words';
import { colorLuminance, mix } from '../../../shared/engine/style/color';
import type { FontFamily, Layer } from '../../../shared/engine/model/design';
import { emit, ignore, rawOf, refuse, targetOf, type Outcome, type View } from './instruction-context';
import { agree, cap, CORNER_REASON, of, PLACE_LABEL, RECIPE_LABEL } from './instruction-labels';
import { NAMES, Refusal, resolveRef, sameTarget, type Name, type Target } from './instruction-targets';

/**
 * Changes on named parts: colours, outline, font, size, place, order and background shades
 * (« titre en jaune », « logo plus petit », « fond plus sombre »). The reader's last rule: what no
 * other rule took.
 */

/** Colours, sizes, places, fonts, order and background shades on the named parts (or the previous clause's). */
export function modifyRule(v: View, previous: Target[], pending: Target[]): Outcome {
  const ctx = v.ctx;
  const d = ctx.design;
  const color = v.color();
  const stroke = v.first('stroke');
  const font = v.first('font');
  const family = v.first('family');
  const look = v.first('fontLook');
  const size = v.items('size');
  const times = v.first('times');
  const intensity = v.first('intensity');
  const shade = v.first('shade');
  const shadeColor = v.first('shadeColor');
  const recipe = v.first('recipe');
  const place = v.first('place');
  const up = v.verb('up');
  const down = v.verb('down');
  const order = v.first('order');
  const fontChange = family ?? (font ? look : undefined);
  const actions = Boolean(color || (stroke && !color) || fontChange || size.length > 0 || times || shade || (shadeColor && !color) || recipe || place || up || down || order);

  let targets: Target[] = [];
  const refusals: string[] = [];
  for (const r of v.refs()) {
    if (r.ref === 'word') continue;
    const t = resolveRef(d, r.ref, r.plural);
    v.use(r.i);
    if (t instanceof Refusal) refusals.push(t.reason);
    else if (!targets.some((x) => sameTarget(x, t))) targets.push(t);
  }
  if (!actions) {
    if (refusals.length > 0) {
      refuse(v, refusals[0]!);
      return { did: false, targets: [], used: v.used };
    }
    return { did: false, targets, used: v.used };
  }
  if (refusals.length > 0 && targets.length === 0) {
    refuse(v, refusals[0]!);
    return { did: false, targets: [], used: v.used };
  }
  targets = [...pending.filter((p) => !targets.some((t) => sameTarget(t, p))), ...targets];
  // « le ballon plus gros », « contour blanc autour du ballon »: a noun of the design's pictograms.
  let unfound: string | null = null;
  if (targets.length === 0) {
    const firstFree = v.cells.findIndex((c, i) => c.slot.k === 'free' && !v.used.has(i));
    if (firstFree >= 0) {
      let from = firstFree;
      while (from > 0 && v.cells[from - 1]!.slot.k === 'stop') from--;
      const found = targetOf(v, from, v.cells.length);
      if (found?.target instanceof Refusal) unfound = found.target.reason;
      else if (found) targets = [found.target];
    }
  }
  // « contour noir », « police arrondie », « en Montserrat »: the text named before, else the headline.
  if (targets.length === 0 && (stroke || font || family)) {
    const texts = previous.filter((t) => t.kind === 'layer' && t.layers.every((l) => l.type === 'text'));
    const h = resolveRef(d, 'headline', false);
    targets = texts.length > 0 ? texts : h instanceof Refusal ? [] : [h];
  }
  // « dégradé bleu et violet », « néon »: a background recipe names the background.
  if (targets.length === 0 && recipe) targets = [{ kind: 'background', name: NAMES.background }];
  if (targets.length === 0) targets = previous;
  if (targets.length === 0) {
    ignore(ctx, v.clause, unfound ?? 'dites ce qu’il faut changer (le titre, le fond, le logo…).');
    v.useAll();
    return { did: false, targets: [], used: v.used };
  }
  v.use(color?.i, stroke?.i, font?.i, family?.i, look?.i, times?.i, intensity?.i, shade?.i, shadeColor?.i, recipe?.i, place?.i, up?.i, down?.i, order?.i, ...size.map((s) => s.i));
  for (const x of v.items('verb')) v.use(x.i);
  for (const x of v.items('prep')) v.use(x.i);
  for (const x of v.items('styleMarker')) v.use(x.i);
  let did = false;
  const before = ctx.out.ops.length;
  for (const t of targets) {
    const n = t.name;
    if (t.kind === 'background') {
      const bg = d.background;
      const colors = v.colors();
      if (colors.length >= 2) {
        // Two colours: a gradient of both (a flat ground or a photo would show only one).
        v.use(...colors.map((c) => c.i));
        const list = colors.slice(0, 3);
        const keep = bg.kind === 'procedural' && bg.recipe !== 'flat';
        const to = recipe && recipe.item.recipe !== 'flat' ? recipe.item.recipe : keep ? undefined : 'beam';
        const labels = list.map((c) => c.color.label);
        const words = `${labels.slice(0, -1).join(', ')} et ${labels[labels.length - 1]}`;
        const kind = !recipe || recipe.item.recipe === 'flat' ? '' : recipe.item.recipe === 'beam' ? 'en dégradé ' : `${RECIPE_LABEL[recipe.item.recipe]} `;
        emit(ctx, `Fond ${kind}${words}`, [{ op: 'background', colors: list.map((c) => c.color.hex), ...(to ? { recipe: to } : {}) }]);
        if (list.length < colors.length) ignore(ctx, v.clause, 'un fond prend trois couleurs au plus.');
        if (recipe?.item.recipe === 'flat') ignore(ctx, v.clause, 'un fond uni n’a qu’une couleur : les vôtres font un dégradé.');
      } else if (color) emit(ctx, `Fond en ${color.color.label}`, [{ op: 'background', color: color.color.hex }]);
      else if (shadeColor) {
        const s = SHADE_ONLY[MODIFIERS[plainWord(shadeColor.item.word)] ?? shadeColor.item.word];
        if (s) emit(ctx, `Fond ${s.label}`, [{ op: 'background', color: s.hexes[0]! }]);
      }
      if (shade) {
        const dark = shade.item.dir === 'dark';
        if (bg.kind === 'image') {
          const dim = Math.round(Math.min(0.8, Math.max(0, bg.dim + (dark ? 0.2 : -0.2))) * 100) / 100;
          if (dim !== bg.dim) emit(ctx, dark ? 'Fond plus sombre' : 'Fond plus clair', [{ op: 'background', dim }]);
          else ignore(ctx, v.clause, dark ? 'le fond est déjà au plus sombre.' : 'le fond est déjà au plus clair.');
        } else {
          const base = /^#[0-9A-Fa-f]{6}$/.test(bg.colors[0] ?? '') ? bg.colors[0]! : '#808080';
          emit(ctx, dark ? 'Fond plus sombre' : 'Fond plus clair', [{ op: 'background', color: mix(base, dark ? '#000000' : '#FFFFFF', 0.35) }]);
        }
      }
      if (recipe && colors.length < 2) emit(ctx, `Fond ${RECIPE_LABEL[recipe.item.recipe]}`, [{ op: 'background', recipe: recipe.item.recipe }]);
      if (size.length > 0 || times || place || up || down || order) ignore(ctx, v.clause, 'le fond couvre toute l’image.');
      continue;
    }
    const textColors = textPalette(v, stroke?.i);
    for (const layer of t.layers) {
      if (layer.type === 'text' && textColors) {
        const { fill, stroke: outline, accent } = textColors;
        const said = [fill && `${cap(n.noun)} en ${fill.label}`, accent && `mots en valeur en ${accent.label}`, outline && `contour en ${outline.label}`].filter(Boolean).join(', ');
        emit(ctx, said, [{ op: 'set-colors', layer: layer.id, ...(fill ? { fill: fill.hex } : {}), ...(outline ? { stroke: outline.hex } : {}), ...(accent ? { accent: accent.hex } : {}) }]);
      } else if (color) colorOp(v, layer, n, color.color, Boolean(stroke));
      else if (stroke && layer.type === 'text') {
        const c = colorLuminance(layer.fill) > 0.5 ? '#0B0B0F' : '#FFFFFF';
        emit(ctx, `Contour ${of(n)} ajouté`, [{ op: 'set-colors', layer: layer.id, stroke: c }]);
      }
      if (fontChange && layer.type === 'text') {
        const fam: FontFamily = fontChange.item.family;
        emit(ctx, fontChange.item.k === 'fontLook' ? `Police ${of(n)} ${fontChange.item.label} (${fam})` : `Police ${of(n)} : ${fam}`, [{ op: 'set-font', layer: layer.id, family: fam }]);
      } else if (fontChange) ignore(ctx, v.clause, 'seuls les textes changent de police.');
      if (size.length > 0 || times) {
        const { factor, label } = sizeOf(size[size.length - 1]?.item.dir ?? (times && times.item.n < 1 ? -1 : 1), intensity?.item.f, times?.item.n, n);
        emit(ctx, `${cap(n.noun)} ${label}`, [{ op: 'scale', layer: layer.id, factor }]);
      }
      if (place) {
        if (place.item.at === 'bottom-right') ignore(ctx, v.clause, CORNER_REASON);
        else emit(ctx, `${cap(n.noun)} ${PLACE_LABEL[place.item.at]}`, [{ op: 'place', layer: layer.id, at: place.item.at }]);
      } else if (up || down) {
        const dy = Math.round(d.height * 0.08) * (up ? -1 : 1);
        emit(ctx, `${cap(n.noun)} plus ${up ? 'haut' : 'bas'}`, [{ op: 'move', layer: layer.id, dx: 0, dy }]);
      }
      if (order) emit(ctx, `${cap(n.noun)} au ${order.item.to === 'front' ? 'premier' : 'second'} plan`, [{ op: 'order', layer: layer.id, to: order.item.to }]);
    }
  }
  did = ctx.out.ops.length > before || ctx.out.needsPixels.length > 0;
  return { did, targets, used: v.used };
}


/**
 * The colours of a text when the clause names more than one, or an outline and another colour:
 * « texte jaune avec contour noir » (the outline takes the colour said with « contour », the letters
 * the other), « titre en noir et or » (the letters the first, the highlighted words the second).
 * Null when one colour alone is said: the single-colour rule applies.
 */
function textPalette(v: View, strokeAt: number | undefined): { fill?: ColorName; stroke?: ColorName; accent?: ColorName } | null {
  const colors = v.colors();
  if (colors.length < 2) return null;
  v.use(...colors.map((c) => c.i));
  if (strokeAt !== undefined) {
    // The outline's colour is said right after « contour » (« contour noir »), else right before it.
    const after = colors.find((c) => c.i > strokeAt);
    const outline = after ?? colors[colors.length - 1]!;
    const others = colors.filter((c) => c !== outline);
    return { stroke: outline.color, fill: others[0]!.color, ...(others[1] ? { accent: others[1].color } : {}) };
  }
  return { fill: colors[0]!.color, accent: colors[1]!.color };
}

function colorOp(v: View, layer: Layer, n: Name, color: ColorName, stroke: boolean): void {
  const ctx = v.ctx;
  switch (layer.type) {
    case 'text':
      emit(ctx, stroke ? `Contour ${of(n)} en ${color.label}` : `${cap(n.noun)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, ...(stroke ? { stroke: color.hex } : { fill: color.hex }) }]);
      return;
    case 'shape':
      emit(ctx, `${cap(n.noun)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, fill: color.hex }]);
      return;
    case 'picto':
      if (stroke) emit(ctx, `Contour ${of(n)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, stroke: color.hex }]);
      else ignore(ctx, v.clause, 'un pictogramme garde ses couleurs ; essayez « contour rouge ».');
      return;
    case 'image':
      if (stroke) emit(ctx, `Contour ${of(n)} en ${color.label}`, [{ op: 'set-colors', layer: layer.id, stroke: color.hex }]);
      else ctx.out.needsPixels.push({ text: rawOf(ctx, v.clause.start, v.clause.end), layer: layer.id });
      return;
    case 'logo':
      ignore(ctx, v.clause, 'le logo garde ses couleurs.');
      return;
  }
}

function sizeOf(dir: 1 | -1, intensity: 'strong' | 'slight' | undefined, times: number | undefined, n: Name): { factor: number; label: string } {
  const big = agree(n, 'grand', 'grande');
  const small = agree(n, 'petit', 'petite');
  if (times !== undefined) {
    const t = times < 1 ? 1 / times : times;
    const factor = Math.min(4, Math.max(0.25, dir > 0 ? t : 1 / t));
    const count = t === 2 ? 'deux' : t === 3 ? 'trois' : String(t);
    return { factor: Math.round(factor * 100) / 100, label: `${count} fois plus ${dir > 0 ? big : small}` };
  }
  const steps = { strong: [1.5, 0.67, 'beaucoup plus'], slight: [1.1, 0.9, 'un peu plus'], normal: [1.25, 0.8, 'plus'] } as const;
  const [up, down, words] = steps[intensity ?? 'normal'];
  return { factor: dir > 0 ? up : down, label: `${words} ${dir > 0 ? big : small}` };
}
