import { useEffect, useRef, useState } from 'react';
import type { Design } from '../../../shared/engine/model/design';
import { drawPrepared, prepareDesign } from '../../engine/browser';

/**
 * The live preview: the design drawn in the browser by the engine that makes the files, with the
 * same fonts. Until the first frame is drawn (fonts loading), `fallback` (the server's file) shows;
 * after that the last frame stays on screen while the next one is prepared, so editing never
 * flickers, and a slow older frame never paints over a newer one.
 */
export function DesignCanvas(props: { design: Design; label: string; fallback: React.ReactNode }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const latest = useRef(0);
  const [shown, setShown] = useState(false);
  const [drawnSeq, setDrawnSeq] = useState(0);
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    const mine = ++latest.current;
    setSeq(mine);
    let cancelled = false;
    prepareDesign(props.design)
      .then((images) => {
        const canvas = ref.current;
        if (cancelled || mine !== latest.current || !canvas) return;
        drawPrepared(canvas, props.design, images);
        setShown(true);
        setDrawnSeq(mine);
      })
      .catch(() => undefined); // the server's file stays visible
    return () => {
      cancelled = true;
    };
  }, [props.design]);
  return (
    <>
      <canvas
        ref={ref}
        className="preview__canvas"
        role="img"
        aria-label={props.label}
        data-testid="preview-canvas"
        data-drawn={shown && drawnSeq === seq ? 'true' : 'false'}
        hidden={!shown}
        width={props.design.width}
        height={props.design.height}
      />
      {shown ? null : props.fallback}
    </>
  );
}
