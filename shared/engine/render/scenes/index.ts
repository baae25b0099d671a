import type { Ctx } from '../canvas';
import { num, obj, str, type Layer } from '../../model/read';
import type { SceneId } from '../../model/topics';
import type { SceneLook, ScenePainter } from './scene-look';
import { paintTerrain } from './terrain';
import { paintCuisine } from './cuisine';
import { paintFinance } from './finance';
import { paintBureau } from './bureau';
import { paintClasse } from './classe';
import { paintVille } from './ville';
import { paintPlage } from './plage';
import { paintNuit } from './nuit';
import { paintStudio } from './studio';
import { paintArene } from './arene';
import { paintChamp } from './champ';
import { paintChambre } from './chambre';
import { paintClinique } from './clinique';
import { paintConcert } from './concert';
import { paintFete } from './fete';
import { paintPlateau } from './plateau';
import { paintRoute } from './route';
import { paintSalon } from './salon';
import { paintSalle } from './salle';

/**
 * The scenes drawn behind the subject, one painter per scene id (topics.ts). A scene is vector
 * art in the style's palette: no photographs, nothing downloaded, a few hundred path operations.
 * An unknown or missing scene draws nothing: the recipe's own background stays.
 */
const PAINTERS: Partial<Record<SceneId, ScenePainter>> = {
  terrain: paintTerrain,
  cuisine: paintCuisine,
  finance: paintFinance,
  bureau: paintBureau,
  classe: paintClasse,
  ville: paintVille,
  plage: paintPlage,
  nuit: paintNuit,
  studio: paintStudio,
  arene: paintArene,
  concert: paintConcert,
  route: paintRoute,
  salon: paintSalon,
  fete: paintFete,
  clinique: paintClinique,
  champ: paintChamp,
  plateau: paintPlateau,
  chambre: paintChambre,
  salle: paintSalle,
};

export function hasScenePainter(id: string): boolean {
  return id in PAINTERS;
}

function lookOf(p: Layer): SceneLook {
  const calm = obj(p, 'calm') ?? {};
  const mode = str(p, 'mode', 'solid');
  return {
    far: str(p, 'far', '#000000'),
    near: str(p, 'near', '#000000'),
    light: str(p, 'light', '#FFFFFF'),
    accent: str(p, 'accent', '#FFD400'),
    mode: mode === 'flat' || mode === 'neon' ? mode : 'solid',
    strength: Math.max(0, Math.min(1, num(p, 'strength', 0.6))),
    calm: { x: num(calm, 'x', 0), y: num(calm, 'y', 0), w: num(calm, 'w', 0), h: num(calm, 'h', 0) },
    subjectSide: str(p, 'subjectSide', 'right') === 'left' ? 'left' : 'right',
    variant: Math.max(0, Math.min(1, num(p, 'variant', 0.5))),
    tint: Math.max(0, Math.min(1, num(p, 'tint', 0))),
    // Designs saved before the lift existed draw their scene as painted.
    lift: Math.max(-1, Math.min(1, num(p, 'lift', 0))),
  };
}

/** The widest zoom a lift gives: a third nearer keeps the scene readable and its props whole enough. */
const LIFT_ZOOM = 0.32;

/**
 * The lift as a zoom about a point of the frame's bottom (or top) edge, behind the subject: the
 * scene still covers the whole frame, nothing hangs loose from its top. Returns the painter's look
 * with the words' box carried into the zoomed coordinates, so details still keep off the words.
 */
function lifted(ctx: Ctx, look: SceneLook, w: number, h: number): SceneLook {
  if (look.lift === 0) return look;
  const z = 1 + LIFT_ZOOM * Math.abs(look.lift);
  const ax = look.subjectSide === 'right' ? 0.75 : 0.25;
  const ay = look.lift < 0 ? 1 : 0;
  ctx.translate(ax * w, ay * h);
  ctx.scale(z, z);
  ctx.translate(-ax * w, -ay * h);
  const c = look.calm;
  if (c.w <= 0 || c.h <= 0) return look;
  return { ...look, calm: { x: ax + (c.x - ax) / z, y: ay + (c.y - ay) / z, w: c.w / z, h: c.h / z } };
}

/** Layers of ground laid back under the words, from the widest (the feathered edge) in. */
const CALM_STEPS = 4;
const CALM_ALPHA = 0.24;

/**
 * Draws `params.scene` of a procedural background, if it names a known scene; then, with `ground`
 * (which repaints the recipe's base), lays the ground back over the words' box in feathered steps:
 * a scene's light band or bars behind white words took their contrast away (read back by OCR, the
 * headline lost a point and a half).
 */
export function drawScene(ctx: Ctx, scene: Layer | undefined, w: number, h: number, ground?: () => void): void {
  if (!scene) return;
  const painter = PAINTERS[str(scene, 'id', '') as SceneId];
  if (!painter) return;
  const look = lookOf(scene);
  ctx.save();
  try {
    painter(ctx, lifted(ctx, look, w, h), w, h, scene);
  } finally {
    ctx.restore();
  }
  const c = look.calm;
  if (!ground || c.w <= 0 || c.h <= 0) return;
  const margin = 0.05 * Math.min(w, h);
  for (let k = 0; k < CALM_STEPS; k++) {
    const grow = margin * (1 - k / CALM_STEPS);
    ctx.save();
    ctx.beginPath();
    ctx.rect(c.x * w - grow, c.y * h - grow, c.w * w + 2 * grow, c.h * h + 2 * grow);
    ctx.clip();
    ctx.globalAlpha = CALM_ALPHA;
    ground();
    ctx.restore();
  }
}
