import { useEffect, useRef, useState } from 'react';
import type { Design } from '../../../shared/engine/model/design';
import { loadedEngine, loadEngine } from '../../engine/lazy-engine';

/**
 * The live preview: the design drawn in the browser by the engine that makes the files, with the
 * same fonts, the moment the composed design arrives (the server's files may still be in the making).
 * `data-drawn` says a frame of the current design is on screen, drawn once the page's fonts are
 * ready (a frame typeset in a stand-in font is never announced). The server's small picture
 * (`fallback`) stands in only while the page cannot draw yet: its engine or fonts still loading (the
 * first generation of a visit), or the drawing failed. A page that has drawn before fetches no picture
 * at all. After the first frame, the last one stays on screen while the next one is prepared, so
 * editing never flickers, and a slow older frame never paints over a newer one.
 */
export function DesignCanvas(props: { design: Design; label: string; fallback: React.ReactNode }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const latest = useRef(0);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  // Decided once, when this preview appears: a page whose engine and fonts are in draws at once.
  const [standIn] = useState(() => !loadedEngine()?.fontsReadyFor(props.design));
  const [drawnSeq, setDrawnSeq] = useState(0);
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    const mine = ++latest.current;
    setSeq(mine);
    let cancelled = false;
    loadEngine()
      .then(async ({ drawPrepared, prepareDesign }) => {
        const images = await prepareDesign(props.design);
        await document.fonts.ready;
        const canvas = ref.current;
        if (cancelled || mine !== latest.current || !canvas) return;
        drawPrepared(canvas, props.design, images);
        setShown(true);
        setDrawnSeq(mine);
      })
      .catch(() => setFailed(true)); // the server's picture shows instead
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
      {shown || !(standIn || failed) ? null : props.fallback}
    </>
  );
}
