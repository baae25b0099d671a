import { mix } from '../../style/color';
import type { ScenePainter } from './scene-look';
import { away, facingSubject, glow, line, mass, natural, outsideCalm, prop, variantRng } from './scene-kit';

/**
 * An indoor sports hall, for every sport that is not football (a fight, a court, a gym, a race):
 * high windows and hanging lamps over the stands, a varnished floor with its court lines and
 * centre circle running towards the viewer. No goal: a boxing or basketball title on a football
 * pitch read as the wrong sport.
 */
export const paintSalle: ScenePainter = (ctx, seen, w, h) => {
  const look = facingSubject(ctx, seen, w);
  const rng = variantRng(look, 19);
  ctx.globalAlpha = look.strength;
  const floorLine = h * (0.6 + rng() * 0.05);
  const standsTop = floorLine - h * 0.2;

  // The high wall, darker towards the roof, with a row of tall windows letting the day in.
  const roof = away(look.far, 0.12);
  mass(ctx, look, look.far, (c) => c.rect(-4, -4, w + 8, standsTop + 4), { top: roof, y0: 0, y1: standsTop, edge: false });
  const paneTop = h * 0.1;
  const paneH = standsTop - paneTop - h * 0.08;
  const panes = 6;
  const paneW = (w * 0.84) / panes;
  const pane = mix(look.far, look.light, look.mode === 'flat' ? 0.35 : 0.22);
  outsideCalm(ctx, look, w, h, () => {
    for (let i = 0; i < panes; i += 1) {
      const px = w * 0.08 + i * paneW + paneW * 0.14;
      prop(ctx, look, pane, (c) => c.rect(px, paneTop, paneW * 0.72, paneH), 2);
    }
  });

  // Lamps hanging from the roof: a cord each, a light pooled under it.
  for (const k of [0.22, 0.5, 0.78]) {
    const lx = w * (k + (rng() - 0.5) * 0.04);
    const ly = h * 0.05;
    glow(ctx, look, lx, ly + h * 0.02, h * 0.22, look.light, 0.45);
    outsideCalm(ctx, look, w, h, () => {
      line(ctx, look, look.near, Math.max(1.5, h / 300), (c) => {
        c.moveTo(lx, -4);
        c.lineTo(lx, ly);
      });
      prop(ctx, look, mix(look.light, '#FFFFFF', 0.4), (c) => c.ellipse(lx, ly + h * 0.012, h * 0.035, h * 0.012, 0, 0, Math.PI * 2), 1);
    });
  }

  // The stands: tiers stepping down to the floor, their edges lit.
  const stands = away(look.near, 0.04);
  mass(ctx, look, stands, (c) => c.rect(-4, standsTop, w + 8, floorLine - standsTop), { top: mix(look.far, look.near, 0.35), y0: standsTop, y1: floorLine, rim: true });
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, Math.max(1, h / 360), (c) => {
      for (const k of [0.25, 0.5, 0.75]) {
        c.moveTo(-4, standsTop + (floorLine - standsTop) * k);
        c.lineTo(w + 4, standsTop + (floorLine - standsTop) * k);
      }
    }, 0.14);
  });

  // The floor, varnished wood turned towards its honey hue, in boards running to the back.
  const floor = natural(look, away(look.far, 0.2), '#C98A4B');
  mass(ctx, look, floor, (c) => c.rect(-4, floorLine, w + 8, h - floorLine + 4), { top: mix(floor, look.far, 0.3), y0: floorLine, y1: h });
  const vx = w * 0.5;
  const vy = floorLine - h * 1.2;
  const at = (x: number, y: number): number => vx + ((x - vx) * (y - vy)) / (h - vy);
  if (look.mode !== 'neon') {
    line(ctx, look, mix(floor, '#000000', 0.12), Math.max(1, h / 500), (c) => {
      for (let i = -10; i <= 10; i += 1) {
        const x = vx + (i * w) / 8;
        c.moveTo(at(x, floorLine), floorLine);
        c.lineTo(x, h);
      }
    }, 0.5);
  }

  // The court's lines: the far line, two sidelines towards the viewer, the half-way line and its
  // centre circle behind the subject.
  const lw = Math.max(2, h / 180);
  const cx = w * (0.62 + rng() * 0.1);
  const near = h * 0.98;
  outsideCalm(ctx, look, w, h, () => {
    line(ctx, look, look.light, lw, (c) => {
      const far = floorLine + h * 0.04;
      c.moveTo(-4, far);
      c.lineTo(w + 4, far);
      for (const x of [w * 0.04, w * 0.96]) {
        c.moveTo(at(x, far), far);
        c.lineTo(x, near);
      }
      c.moveTo(cx, far);
      c.lineTo(cx + (cx - vx) * 0.35, near);
      const cy = far + (near - far) * 0.55;
      const ecx = cx + (cx - vx) * 0.19;
      c.moveTo(ecx + w * 0.13, cy);
      c.ellipse(ecx, cy, w * 0.13, h * 0.07, 0, 0, Math.PI * 2);
    }, 0.6);
  });
};
