import { colorLuminance, mix } from './color';
import type { Box, StyleId } from '../model/design';
import type { SceneId } from '../model/topics';
import type { SceneLook } from '../render/scenes/scene-look';

/**
 * How each style draws the topic's scene (render/scenes/scene-look.ts): the colours come from the
 * palette the picture was given, so a scene in Pro is a dark silhouette under its beam, in Mini a
 * flat pastel shape a step darker than the ground, in Gaming neon lines.
 */
/** A scene as a design stores it: which one, and its look (render/scenes/scene-look.ts). */
export type SceneParams = Omit<SceneLook, 'lift'> & { id: SceneId; lift?: number };

const round3 = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * `asked`: the ground's colours are the ones the creator asked for (« fond vert », an instruction):
 * they stay those colours, the scene neither turns them towards its natural hue (a pitch's green, a
 * beach's blue) nor lights its windows and lamps in the accent (a violet light over green glass
 * read grey), its lights are the asked colour, paler.
 */
export function sceneParams(args: { id: SceneId; style: StyleId; colors: readonly string[]; accent: string; headline: Box; width: number; height: number; subjectSide: 'left' | 'right'; variant: number; lift?: number; asked?: boolean }): SceneParams {
  const look = styleLook(args);
  if (!args.asked) return look;
  return { ...look, tint: 0, light: mix(args.colors[0] ?? '#000000', '#FFFFFF', 0.45) };
}

function styleLook(args: Parameters<typeof sceneParams>[0]): SceneParams {
  const ground = args.colors[0] ?? '#000000';
  const deep = args.colors.at(-1) ?? ground;
  const light = colorLuminance(ground) > 0.45;
  const calm = { x: round3(args.headline.x / args.width), y: round3(args.headline.y / args.height), w: round3(args.headline.w / args.width), h: round3(args.headline.h / args.height) };
  const base = { id: args.id, accent: args.accent, calm, subjectSide: args.subjectSide, variant: round3(args.variant), ...(args.lift ? { lift: round3(args.lift) } : {}) };
  switch (args.style) {
    case 'mini':
      // Paper cut-outs a clear step from the ground: at 6 % and 12 % two topics on one pastel read as one blank card.
      return { ...base, mode: 'flat', tint: 0.5, far: mix(ground, light ? '#000000' : '#FFFFFF', 0.09), near: mix(ground, light ? '#000000' : '#FFFFFF', 0.2), light: light ? '#FFFFFF' : mix(ground, '#FFFFFF', 0.2), strength: 1 };
    case 'gaming':
      // A bright ground (gold, lime, ice) keeps its daylight: panes a step under it, white neon;
      // dark panes on every ground made the whole feed one night arena.
      if (colorLuminance(ground) > 0.3) return { ...base, mode: 'neon', tint: 0.3, far: mix(ground, deep, 0.35), near: mix(deep, '#000000', 0.15), light: '#FFFFFF', strength: 0.8 };
      return { ...base, mode: 'neon', tint: 0.45, far: mix(deep, '#000000', 0.2), near: mix(ground, '#00E5FF', 0.35), light: '#00E5FF', strength: 0.8 };
    case 'vlog':
      // A cream, mint or morning-sky ground (the ones with dark words) keeps its daylight: its masses a
      // warm step under it, not the plum shade that turned a light kitchen or sky grey. Peach, mango or
      // sky-blue grounds carry white words and keep their deeper masses behind them.
      if (colorLuminance(ground) > 0.8) return { ...base, mode: 'solid', tint: 0.35, far: mix(ground, deep, 0.45), near: mix(deep, '#5A2A1E', 0.25), light: '#FFFFFF', strength: 0.8 };
      return { ...base, mode: 'solid', tint: 0.45, far: mix(ground, deep, 0.55), near: mix(deep, '#2A0A1E', 0.35), light: '#FFF4D6', strength: 0.84 };
    case 'viral':
      // A light ground (lemon, cream, white) keeps its light: its scene a step under it, not a dark shade over half the frame.
      if (light) return { ...base, mode: 'solid', tint: 0, far: mix(ground, deep, 0.6), near: mix(deep, '#000000', 0.15), light: '#FFFFFF', strength: 0.7 };
      return { ...base, mode: 'solid', tint: 0, far: mix(deep, '#000000', 0.12), near: mix(deep, '#000000', 0.3), light: '#FFFFFF', strength: 0.7 };
    case 'actu':
      return { ...base, mode: 'solid', tint: 0.55, far: mix(ground, '#FFFFFF', light ? -0 : 0.08), near: mix(deep, '#000000', 0.35), light: mix('#9FD3FF', '#FFFFFF', 0.3), strength: 0.77 };
    default:
      return { ...base, mode: 'solid', tint: 0.6, far: mix(ground, '#FFFFFF', 0.1), near: mix(deep, '#000000', 0.35), light: mix(args.accent, '#FFFFFF', 0.5), strength: 0.77 };
  }
}
