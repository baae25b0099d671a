import type { Box, Layer, ShapeLayer } from '../model/design';

/**
 * A layer scaled by `k` around a point of the frame (ax, ay), then shifted by (dx, dy): how the
 * layout pass makes a thing smaller and moves it out of the way. Everything it draws follows
 * (a picture's face, a shape's radius and line, a small text's size, outline and shadow).
 */
export interface Transform {
  k: number;
  ax: number;
  ay: number;
  dx: number;
  dy: number;
}

const round = Math.round;

function point(t: Transform, x: number, y: number): { x: number; y: number } {
  return { x: round(t.ax + (x - t.ax) * t.k + t.dx), y: round(t.ay + (y - t.ay) * t.k + t.dy) };
}

function box(t: Transform, b: Box): Box {
  const p = point(t, b.x, b.y);
  return { x: p.x, y: p.y, w: Math.max(1, round(b.w * t.k)), h: Math.max(1, round(b.h * t.k)) };
}

const len = (t: Transform, v: number): number => Math.max(0, round(v * t.k));

function shape(t: Transform, s: ShapeLayer): ShapeLayer {
  switch (s.shape) {
    case 'arrow':
      return { ...s, from: point(t, s.from.x, s.from.y), to: point(t, s.to.x, s.to.y), width: Math.max(1, len(t, s.width)) };
    case 'underline': {
      const p = point(t, s.x, s.y);
      return { ...s, ...p, w: len(t, s.w), thickness: Math.max(1, len(t, s.thickness)) };
    }
    case 'badge':
    case 'scrim': {
      const b = box(t, { x: s.x, y: s.y, w: s.w, h: s.h });
      return s.shape === 'badge' ? { ...s, ...b, radius: len(t, s.radius), lineWidth: len(t, s.lineWidth) } : { ...s, ...b };
    }
    case 'rays': {
      const p = point(t, s.x, s.y);
      return { ...s, ...p, r0: len(t, s.r0), r1: len(t, s.r1) };
    }
    case 'circle':
    case 'polygon': {
      const p = point(t, s.x, s.y);
      return { ...s, ...p, r: len(t, s.r), lineWidth: len(t, s.lineWidth) };
    }
    case 'ring': {
      const p = point(t, s.x, s.y);
      return { ...s, ...p, r: len(t, s.r), lineWidth: Math.max(1, len(t, s.lineWidth)) };
    }
    case 'glow':
    case 'orb': {
      const p = point(t, s.x, s.y);
      return { ...s, ...p, r: len(t, s.r) };
    }
  }
}

export function transformLayer(layer: Layer, t: Transform): Layer {
  if (t.k === 1 && t.dx === 0 && t.dy === 0) return layer;
  switch (layer.type) {
    case 'picto':
      return { ...layer, box: box(t, layer.box) };
    case 'image':
      return { ...layer, box: box(t, layer.box), face: layer.face ? box(t, layer.face) : null };
    case 'shape':
      return shape(t, layer);
    case 'logo':
      return layer;
    case 'text': {
      const p = point(t, layer.x, layer.y);
      return {
        ...layer,
        ...p,
        size: Math.max(4, round(layer.size * t.k)),
        lineHeight: len(t, layer.lineHeight),
        stroke: layer.stroke ? { ...layer.stroke, width: len(t, layer.stroke.width) } : null,
        shadow: layer.shadow ? { ...layer.shadow, blur: len(t, layer.shadow.blur), dx: round(layer.shadow.dx * t.k), dy: round(layer.shadow.dy * t.k) } : null,
        fit: layer.fit ? { ...layer.fit, box: box(t, layer.fit.box) } : null,
        box: box(t, layer.box),
      };
    }
  }
}
