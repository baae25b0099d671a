import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Design } from '../../../../shared/engine/model/design';
import type { LoadedImage } from '../../../../shared/engine/render/canvas';
import { prepareDesign } from '../../../engine/browser';
import { PreviewPainter } from '../../../engine/preview-painter';

/**
 * The editor's live picture, drawn at its display size: the canvas holds its CSS size × the
 * screen's pixel ratio, capped below the design's own size, so the page never holds a full-size
 * file of a picture not yet paid for (nothing to « save image as » but a reduced preview), and
 * each redraw paints as few pixels as the screen shows. A redraw starts from the edited layer: what
 * lies under it is copied back from the last frame (client/engine/preview-painter.ts).
 *
 * The last draw's duration is on `data-draw-ms`, its end (performance.now()) on `data-drawn-at`:
 * the speed test reads them.
 */
const MAX_SHARE = 0.75;
const MAX_RATIO = 2;

export function StageCanvas(props: { design: Design; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [cssWidth, setCssWidth] = useState(0);
  const [images, setImages] = useState<ReadonlyMap<string, LoadedImage> | null>(null);
  const [drawn, setDrawn] = useState(false);
  const latest = useRef(0);
  const painter = useRef<PreviewPainter | null>(null);

  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    setCssWidth(canvas.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => setCssWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // Fonts and images load once per design's set of assets; a move or a colour redraws at once.
  useEffect(() => {
    const mine = ++latest.current;
    let cancelled = false;
    prepareDesign(props.design)
      .then((loaded) => {
        // The same images as drawn already (a move, a colour): no second draw of the same frame.
        if (!cancelled && mine === latest.current) setImages((prev) => (prev && sameImages(prev, loaded) ? prev : loaded));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [props.design]);

  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas || !images || cssWidth <= 0) return;
    const started = performance.now();
    const ratio = Math.min(window.devicePixelRatio || 1, MAX_RATIO);
    const scale = Math.min((cssWidth * ratio) / props.design.width, MAX_SHARE);
    painter.current ??= new PreviewPainter(canvas);
    painter.current.draw(props.design, images, scale);
    const done = performance.now();
    canvas.dataset.drawMs = (done - started).toFixed(2);
    canvas.dataset.drawnAt = done.toFixed(2);
    setDrawn(true);
  }, [props.design, images, cssWidth]);

  return <canvas ref={ref} className="editor__canvas" role="img" aria-label={props.label} data-testid="editor-canvas" data-drawn={drawn ? 'true' : 'false'} />;
}

function sameImages(a: ReadonlyMap<string, LoadedImage>, b: ReadonlyMap<string, LoadedImage>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of b) if (a.get(k)?.source !== v.source) return false;
  return true;
}
