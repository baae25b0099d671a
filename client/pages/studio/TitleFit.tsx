import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { StyleId, TextLayer } from '../../../shared/engine/model/design';
import { STYLES } from '../../../shared/engine/style/styles';
import { hasDrawableText } from '../../../shared/engine/text/text';
import { hasWordTooLong, headlineShortening, suggestShorterTitle, titleFit } from '../../../shared/engine/layout/title-fit';
import { browserMeasurer, prepareFonts } from '../../engine/browser';
import { fr } from '../../i18n/fr';

export const TITLE_FIT_ID = 'studio-title-fit';

/**
 * Before « Générer »: says when the title will be cut with « … » in the chosen style (typeset live
 * by the engine, with the style's font), and offers a shorter title made of the user's own words
 * when one is good French; otherwise it says only what will be cut (or which word is too long).
 * The user decides: generating as is stays possible.
 */
export function TitleFitNotice(props: { title: string; style: StyleId; onUse: (title: string) => void }) {
  const family = STYLES[props.style].font.family;
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    prepareFonts([family])
      .then(() => live && setLoaded(family))
      .catch(() => undefined); // without the font no honest measure: say nothing rather than guess
    return () => {
      live = false;
    };
  }, [family]);
  const title = useDeferredValue(props.title);
  const check = useMemo(() => {
    if (loaded !== family || !hasDrawableText(title)) return null;
    const m = browserMeasurer();
    const fit = titleFit(m, title, props.style);
    if (!fit.shortened) return null;
    const suggestion = suggestShorterTitle(m, title, props.style);
    return { fit, suggestion, wordTooLong: suggestion === null && hasWordTooLong(m, title, props.style) };
  }, [loaded, family, title, props.style]);
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
  const kept = headlineShortening(props.headline);
  if (!kept.shortened) return null;
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
