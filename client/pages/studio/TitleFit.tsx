import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { StyleId, TextLayer } from '../../../shared/engine/model/design';
import { fr } from '../../i18n/fr';

type TitleCheckModule = typeof import('./title-check');
/** The engine's part that checks titles, fetched the first time a title is typed (or a made one is shown). */
let titleCheck: Promise<TitleCheckModule> | null = null;
const loadTitleCheck = (): Promise<TitleCheckModule> => {
  titleCheck ??= import('./title-check').catch((err: unknown) => {
    titleCheck = null; // a network failure: try again with the next title
    throw err;
  });
  return titleCheck;
};

export const TITLE_FIT_ID = 'studio-title-fit';

/**
 * Before « Générer »: says when the title will be cut with « … » in the chosen style (typeset live
 * by the engine, with the style's font), and offers a shorter title made of the user's own words
 * when one is good French; otherwise it says only what will be cut (or which word is too long).
 * The user decides: generating as is stays possible.
 */
export function TitleFitNotice(props: { title: string; style: StyleId; onUse: (title: string) => void }) {
  // The engine and the style's font are fetched once there is a title: an empty form costs neither.
  const wanted = props.title.trim() !== '';
  const [loaded, setLoaded] = useState<{ style: StyleId; engine: TitleCheckModule } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const style = props.style;
    loadTitleCheck()
      .then(async (engine) => {
        await engine.prepareTitleFont(style);
        if (live) setLoaded({ style, engine });
      })
      .catch(() => undefined); // without the font no honest measure: say nothing rather than guess
    return () => {
      live = false;
    };
  }, [wanted, props.style]);
  const title = useDeferredValue(props.title);
  const check = useMemo(() => (loaded?.style === props.style ? loaded.engine.checkTitle(title, props.style) : null), [loaded, title, props.style]);
  if (!check) return null;
  return (
    <div id={TITLE_FIT_ID} className="alert alert--warning studio__fit" data-testid="title-fit">
      <p>
        <strong>{fr.studio.titleFit.heading}</strong>
        <br />
        {fr.studio.titleFit.willCut(check.fit.kept)}
      </p>
      <p>{fr.studio.titleFit.lost(check.fit.lost)}</p>
      {check.suggestion ? (
        <p>
          {fr.studio.titleFit.suggestion} « <span data-testid="title-suggestion">{check.suggestion}</span> »{' '}
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => props.onUse(check.suggestion!)}>
            {fr.studio.titleFit.use}
          </button>
        </p>
      ) : check.wordTooLong ? (
        <p>{fr.studio.titleFit.noSuggestion}</p>
      ) : null}
      <p className="muted">{fr.studio.titleFit.choice}</p>
    </div>
  );
}

/** After generation: what the picture kept of a title that had to be shortened. */
export function KeptNotice(props: { headline: TextLayer }) {
  const [engine, setEngine] = useState<TitleCheckModule | null>(null);
  useEffect(() => {
    let live = true;
    loadTitleCheck()
      .then((loaded) => live && setEngine(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const kept = engine?.keptOf(props.headline);
  if (!kept?.shortened) return null;
  return (
    <div className="alert alert--warning studio__kept" data-testid="title-kept">
      <p>
        <strong>{fr.studio.kept.heading}</strong>
        <br />
        {fr.studio.kept.text(kept.kept)}
      </p>
      <p>{fr.studio.kept.lost(kept.lost)}</p>
    </div>
  );
}
