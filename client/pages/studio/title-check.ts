import type { StyleId, TextLayer } from '../../../shared/engine/model/design';
import { STYLES } from '../../../shared/engine/style/styles';
import { hasDrawableText } from '../../../shared/engine/text/text';
import { hasWordTooLong, headlineShortening, suggestShorterTitle, titleFit, type Shortening } from '../../../shared/engine/layout/title-fit';
import { browserMeasurer } from '../../engine/browser';
import { loadEngine } from '../../engine/lazy-engine';

/**
 * The title checks of the studio's form, with the engine they typeset with: loaded by TitleFit.tsx
 * with `import()` once there is a title to check, so the layout engine is not part of the studio's
 * first load.
 */

export interface TitleCheck {
  fit: Shortening;
  suggestion: string | null;
  wordTooLong: boolean;
}

/** The font `style` sets its title in, loaded (once per page). */
export async function prepareTitleFont(style: StyleId): Promise<void> {
  // Through the shared loader (the module is already in): a preview shown later then knows the fonts are in.
  const { prepareFonts } = await loadEngine();
  await prepareFonts([STYLES[style].font.family]);
}

/** How `title` comes out in `style` when it is cut, with a shorter title when one is good French; null when it fits (call prepareTitleFont first). */
export function checkTitle(title: string, style: StyleId): TitleCheck | null {
  if (!hasDrawableText(title)) return null;
  const m = browserMeasurer();
  const fit = titleFit(m, title, style);
  if (!fit.shortened) return null;
  const suggestion = suggestShorterTitle(m, title, style);
  return { fit, suggestion, wordTooLong: suggestion === null && hasWordTooLong(m, title, style) };
}

/** What a made picture kept of its title. */
export const keptOf = (headline: TextLayer): Shortening => headlineShortening(headline);
