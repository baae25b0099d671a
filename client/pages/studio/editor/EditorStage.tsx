import { useLayoutEffect, useRef, useState } from 'react';
import type { Box, Design, Layer } from '../../../../shared/engine/model/design';
import { companions, layerBounds, type Operation } from '../../../../shared/engine/model/operations';
import { cornerZone } from '../../../../shared/engine/layout/frame';
import { safeArea } from '../../../../shared/engine/layout/safe-area';
import { frEditor } from '../../../i18n/fr-editor';
import { isHidden, layerName, ownerOf } from './layer-names';
import type { Overlap } from './layout-pass';
import { snapMove } from './snap';
import { StageCanvas } from './StageCanvas';

/** What a gesture (drag, handle, pinch) does to the editor: one operation from where it started. */
export interface GestureSink {
  begin(): void;
  /** The whole gesture so far as one operation; false when it is refused (the layer stays where it last could). */
  update(op: Operation): boolean;
  end(): void;
}

type Mode =
  | { kind: 'move'; layer: Layer; start: { x: number; y: number }; box: Box }
  | { kind: 'scale'; layer: Layer; centre: { x: number; y: number }; startDist: number }
  | { kind: 'rotate'; layer: Layer; centre: { x: number; y: number }; startAngle: number; startRotation: number }
  | { kind: 'pinch'; layer: Layer; startDist: number };

const HANDLES = ['nw', 'ne', 'sw', 'se'] as const;

/** Layers that turn (the operation refuses the others). */
export function rotatable(layer: Layer): boolean {
  return layer.type === 'text' || layer.type === 'picto' || (layer.type === 'shape' && layer.shape === 'badge');
}

function rotationOf(layer: Layer): number {
  if (layer.type === 'text' || layer.type === 'picto') return layer.rotation;
  if (layer.type === 'shape' && layer.shape === 'badge') return layer.rotation;
  return 0;
}

/**
 * Layers under a point, topmost first, hidden ones skipped. A layer that covers most of the frame
 * (light rays, a veil) is picked only when nothing smaller is there, so a click reaches the words.
 */
export function hitTest(design: Design, x: number, y: number): Layer | null {
  const area = design.width * design.height;
  const hits = [...design.layers].reverse().filter((l) => {
    if (isHidden(design, l.id)) return false;
    const b = layerBounds(design, l);
    return x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
  });
  const small = hits.find((l) => {
    const b = layerBounds(design, l);
    return b.w * b.h < area * 0.6;
  });
  const hit = small ?? hits[0];
  return hit ? ownerOf(design, hit) : null;
}

/** The bounds of a listed layer with its folded companions (a tag with its pill). */
export function groupBounds(design: Design, layer: Layer): Box {
  const boxes = [layer, ...companions(design, layer)].map((l) => layerBounds(design, l));
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const x1 = Math.max(...boxes.map((b) => b.x + b.w));
  const y1 = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

const pct = (v: number, of: number) => `${(v / of) * 100}%`;

/** How far above (or below) the box the rotation handle's centre sits, in CSS pixels (its stem's length plus its radius). */
const ROTATE_OFFSET = 28;
/** Room the rotation handle needs outside the box: the offset, the radius of a finger-sized handle and a little air. */
const ROTATE_ROOM = ROTATE_OFFSET + 12;
/** A handle's centre stays this far inside the stage, so at least most of it can be seen and grabbed. */
const HANDLE_INSET = 8;

export interface HandlePlaces {
  /** Each corner handle's centre, relative to the selection box's top left, in CSS pixels. */
  corners: Record<(typeof HANDLES)[number], { x: number; y: number }>;
  /** The rotation handle's centre, relative to the box, and which side of the box it is on (its stem points to the box). */
  rotate: { x: number; y: number; side: 'above' | 'below' | 'inside' };
}

/**
 * Where the handles of a selection box go on a stage of `stage` CSS pixels, which clips what crosses
 * its edges. The rotation handle sits above the box, or below it when a layer near the top leaves no
 * room above (it was drawn outside the stage and cut off), or just inside the box's visible top when
 * the box is as tall as the frame; corner handles on an edge are pulled in so they stay grabbable.
 */
export function placeHandles(box: Box, frame: { width: number; height: number }, stage: { width: number; height: number }): HandlePlaces {
  const kx = stage.width / frame.width;
  const ky = stage.height / frame.height;
  const left = box.x * kx;
  const top = box.y * ky;
  const right = (box.x + box.w) * kx;
  const bottom = (box.y + box.h) * ky;
  const clampX = (x: number) => Math.min(Math.max(x, HANDLE_INSET), stage.width - HANDLE_INSET);
  const clampY = (y: number) => Math.min(Math.max(y, HANDLE_INSET), stage.height - HANDLE_INSET);
  const corner = (x: number, y: number) => ({ x: clampX(x) - left, y: clampY(y) - top });
  // Centred on the part of the box the stage shows.
  const cx = clampX((Math.max(left, 0) + Math.min(right, stage.width)) / 2) - left;
  let rotate: HandlePlaces['rotate'];
  if (top >= ROTATE_ROOM) rotate = { x: cx, y: -ROTATE_OFFSET, side: 'above' };
  else if (stage.height - bottom >= ROTATE_ROOM) rotate = { x: cx, y: bottom - top + ROTATE_OFFSET, side: 'below' };
  else rotate = { x: cx, y: Math.max(top, 0) + ROTATE_OFFSET - top, side: 'inside' };
  return {
    corners: { nw: corner(left, top), ne: corner(right, top), sw: corner(left, bottom), se: corner(right, bottom) },
    rotate,
  };
}

export function EditorStage(props: {
  design: Design;
  selected: Layer | null;
  onSelect: (id: string | null) => void;
  gesture: GestureSink;
  /** A gesture is being refused now (the duration corner is lit). */
  warnCorner: boolean;
  /** What stops the text being dragged now: the safe area's edge, the duration corner, or nothing. */
  held: 'edge' | 'corner' | null;
  /** Layers whose ink still overlaps, outlined (after the layout pass). */
  overlaps: readonly Overlap[];
  onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => void;
  describedBy: string;
}) {
  const { design, selected } = props;
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const mode = useRef<Mode | null>(null);
  const [guides, setGuides] = useState<{ x: number[]; y: number[] }>({ x: [], y: [] });
  // Text being dragged: the safe area it stays in is drawn.
  const [draggingText, setDraggingText] = useState(false);
  // The stage's size on screen: the handles are placed in its pixels (see placeHandles).
  const [stagePx, setStagePx] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = stageRef.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      setStagePx((prev) => (prev && prev.width === r.width && prev.height === r.height ? prev : { width: r.width, height: r.height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const toDesign = (clientX: number, clientY: number) => {
    const rect = stageRef.current!.getBoundingClientRect();
    return { x: ((clientX - rect.left) / rect.width) * design.width, y: ((clientY - rect.top) / rect.height) * design.height };
  };
  const centreOf = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
  const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const p = toDesign(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, p);
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser no longer tracks (lifted already): the gesture still ends on pointerup.
    }
    // Two fingers on a phone: pinch the selected layer.
    if (pointers.current.size === 2 && selected) {
      const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
      if (mode.current) props.gesture.end();
      props.gesture.begin();
      mode.current = { kind: 'pinch', layer: selected, startDist: Math.max(1, distance(a, b)) };
      return;
    }
    if (pointers.current.size > 1) return;
    const handle = (e.target as HTMLElement).dataset.handle;
    if (selected && handle) {
      const b = groupBounds(design, selected);
      const c = centreOf(b);
      props.gesture.begin();
      mode.current =
        handle === 'rotate'
          ? { kind: 'rotate', layer: selected, centre: c, startAngle: Math.atan2(p.y - c.y, p.x - c.x), startRotation: rotationOf(selected) }
          : { kind: 'scale', layer: selected, centre: c, startDist: Math.max(1, distance(p, c)) };
      return;
    }
    const hit = hitTest(design, p.x, p.y);
    props.onSelect(hit?.id ?? null);
    if (!hit) return;
    props.gesture.begin();
    mode.current = { kind: 'move', layer: hit, start: p, box: groupBounds(design, hit) };
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const p = toDesign(e.clientX, e.clientY);
    pointers.current.set(e.pointerId, p);
    const m = mode.current;
    if (!m) return;
    switch (m.kind) {
      case 'move': {
        const snapped = snapMove(m.box, p.x - m.start.x, p.y - m.start.y, design.width, design.height);
        setGuides(snapped.guides);
        if (m.layer.type === 'text') setDraggingText(true);
        props.gesture.update({ op: 'move', layer: m.layer.id, dx: snapped.dx, dy: snapped.dy });
        break;
      }
      case 'scale': {
        const factor = Math.min(4, Math.max(0.25, distance(p, m.centre) / m.startDist));
        props.gesture.update({ op: 'scale', layer: m.layer.id, factor: Math.round(factor * 1000) / 1000 });
        break;
      }
      case 'rotate': {
        let degrees = m.startRotation + ((Math.atan2(p.y - m.centre.y, p.x - m.centre.x) - m.startAngle) * 180) / Math.PI;
        degrees = ((degrees + 540) % 360) - 180;
        if (Math.abs(degrees) < 3) degrees = 0; // straight again is easy to find
        props.gesture.update({ op: 'rotate', layer: m.layer.id, degrees: Math.round(Math.min(45, Math.max(-45, degrees))) });
        break;
      }
      case 'pinch': {
        const [a, b] = [...pointers.current.values()] as [{ x: number; y: number }, { x: number; y: number }];
        if (!a || !b) break;
        const factor = Math.min(4, Math.max(0.25, distance(a, b) / m.startDist));
        props.gesture.update({ op: 'scale', layer: m.layer.id, factor: Math.round(factor * 1000) / 1000 });
        break;
      }
    }
  };

  const onPointerEnd = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    if (mode.current && (mode.current.kind !== 'pinch' || pointers.current.size < 2)) {
      mode.current = null;
      setGuides({ x: [], y: [] });
      setDraggingText(false);
      props.gesture.end();
    }
  };

  const box = selected ? groupBounds(design, selected) : null;
  const W = design.width;
  const H = design.height;
  const places = box && stagePx && stagePx.width > 0 ? placeHandles(box, design, stagePx) : null;
  const px = (p: { x: number; y: number } | undefined) => (p ? { left: `${p.x}px`, top: `${p.y}px` } : undefined);
  const safe = safeArea(W, H);
  const corner = cornerZone(W, H);
  // The safe area less the duration corner: an L drawn once around what text may cover.
  const safePath = `M ${safe.x} ${safe.y} H ${safe.x + safe.w} V ${corner.y} H ${corner.x} V ${safe.y + safe.h} H ${safe.x} Z`;
  // Each outlined where the picture shows it (a photo running off an edge, up to the edge).
  const outlined = [...new Set(props.overlaps.flatMap((o) => [o.a, o.b]))].flatMap((id) => {
    const layer = design.layers.find((l) => l.id === id);
    if (!layer) return [];
    const b = groupBounds(design, layer);
    const x = Math.max(0, b.x);
    const y = Math.max(0, b.y);
    return [{ id, box: { x, y, w: Math.min(W, b.x + b.w) - x, h: Math.min(H, b.y + b.h) - y } }];
  });
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- role="application": the stage is a keyboard and pointer widget
    <div
      ref={stageRef}
      id="editor-stage"
      className="editor__stage"
      style={{ aspectRatio: `${W} / ${H}` }}
      tabIndex={0}
      role="application"
      aria-roledescription={frEditor.stage}
      aria-label={selected ? frEditor.selected(layerName(design, selected)) : frEditor.stage}
      aria-describedby={props.describedBy}
      data-testid="editor-stage"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={props.onKeyDown}
    >
      <StageCanvas design={design} label={frEditor.stage} />
      <div className="editor__corner" aria-hidden="true" title={frEditor.corner} data-warn={props.warnCorner ? 'true' : 'false'} />
      {draggingText ? (
        <svg className="editor__safe" viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" aria-hidden="true" data-testid="editor-safe-area" data-held={props.held ?? 'none'}>
          <title>{frEditor.safeArea}</title>
          <path className="editor__safe-shade" d={safePath} vectorEffect="non-scaling-stroke" />
          <path className="editor__safe-line" d={safePath} vectorEffect="non-scaling-stroke" />
        </svg>
      ) : null}
      {outlined.map(({ id, box: b }) => (
        <div key={id} className="editor__overlap-box" data-testid="editor-overlap-box" data-layer={id} aria-hidden="true" style={{ left: pct(b.x, W), top: pct(b.y, H), width: pct(b.w, W), height: pct(b.h, H) }} />
      ))}
      {guides.x.map((x) => (
        <div key={`x${x}`} className="editor__guide editor__guide--v" style={{ left: pct(x, W) }} aria-hidden="true" />
      ))}
      {guides.y.map((y) => (
        <div key={`y${y}`} className="editor__guide editor__guide--h" style={{ top: pct(y, H) }} aria-hidden="true" />
      ))}
      {selected && box ? (
        <div
          className="editor__selection"
          data-hidden={isHidden(design, selected.id) ? 'true' : 'false'}
          data-testid="editor-selection"
          aria-hidden="true"
          style={{ left: pct(box.x, W), top: pct(box.y, H), width: pct(box.w, W), height: pct(box.h, H) }}
        >
          {HANDLES.map((h) => (
            <span key={h} className={`editor__handle editor__handle--${h}`} data-handle={h} data-testid={`editor-handle-${h}`} style={px(places?.corners[h])} />
          ))}
          {rotatable(selected) ? (
            <span className="editor__handle editor__handle--rotate" data-handle="rotate" data-testid="editor-handle-rotate" data-side={places?.rotate.side ?? 'above'} style={px(places?.rotate)} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
