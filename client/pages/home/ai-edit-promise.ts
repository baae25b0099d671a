import { frAiEdit } from '../../i18n/fr-aiedit';
import type { FaqItem, ShowcaseOption } from './content';

/**
 * The landing promises edits of a photo's pixels (clothes, an object) only when the server has a
 * hosted image engine (site.info `aiPictureEdits`, known at server rendering): without one, the
 * studio refuses those changes, so the page must not sell them.
 */
export function stepTwoFor(options: readonly ShowcaseOption[], aiPictureEdits: boolean): ShowcaseOption[] {
  return options.map((o) => (o.key === 'modification' ? { ...o, paragraph: aiPictureEdits ? frAiEdit.modificationWithAi : frAiEdit.modificationWithoutAi } : o));
}

/** The FAQ, with the question on clothes and objects answered only when it is true. */
export function faqFor(items: readonly FaqItem[], aiPictureEdits: boolean): FaqItem[] {
  if (!aiPictureEdits) return [...items];
  const clothes: FaqItem = { question: frAiEdit.faqQuestion, answer: [frAiEdit.faqBefore, { feature: 'modification', text: frAiEdit.faqFeature }, frAiEdit.faqAfter] };
  return [...items.slice(0, 1), clothes, ...items.slice(1)];
}
