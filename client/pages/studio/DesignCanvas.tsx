import { useEffect, useRef, useState } from 'react';
import type { Design } from '../../../shared/engine/design';
import { drawDesign } from '../../engine/browser';

/**
 * The live preview: the design drawn in the browser by the engine that makes the files, with the
 * same fonts. Until it has drawn (fonts loading), `fallback` (the server's file) shows instead.
 */
export function DesignCanvas(props: { design: Design; label: string; revision: number; fallback: React.ReactNode }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<string | null>(null);
  const key = `${props.revision}:${JSON.stringify(props.design).length}:${props.design.seed}`;
  useEffect(() => {
    let cancelled = false;
    const canvas = ref.current;
    if (!canvas) return;
    drawDesign(canvas, props.design)
      .then(() => {
        if (!cancelled) setDrawn(key);
      })
      .catch(() => {
        if (!cancelled) setDrawn(null);
      });
    return () => {
      cancelled = true;
    };
  }, [props.design, key]);
  return (
    <>
      <canvas
        ref={ref}
        className="preview__canvas"
        role="img"
        aria-label={props.label}
        data-testid="preview-canvas"
        data-drawn={drawn === key ? 'true' : 'false'}
        hidden={drawn !== key}
        width={props.design.width}
        height={props.design.height}
      />
      {drawn === key ? null : props.fallback}
    </>
  );
}
