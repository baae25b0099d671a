import type { Page } from '@playwright/test';

/**
 * The only boxes allowed to scroll sideways, each on purpose: wide tables in their own scroller, and
 * the row of /espace's tabs. What sits inside them may pass the screen's edge; nothing else may.
 */
export const SIDEWAYS_SCROLLERS = ['.table-scroll', '.account-nav ul'] as const;

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** Elements whose right edge passes the viewport (tag, class, width, and the start of their text). */
  past: string[];
}

/** How the page, and the elements under `scope`, stand against the window's right edge at the current width. */
export function sidewaysOverflow(page: Page, scope = 'body'): Promise<Overflow> {
  return page.evaluate(
    ({ scope, scrollers }) => {
      const doc = document.documentElement;
      const edge = doc.clientWidth;
      const past: string[] = [];
      for (const el of document.querySelectorAll(`${scope}, ${scope} *`)) {
        // Inside a listed scroller: it scrolls, on purpose (the scroller itself is checked).
        if (el.parentElement?.closest(scrollers.join(','))) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.right <= edge + 0.5) continue;
        // Cut by a box that hides its overflow and itself fits (a ledger line ending in « … »): nothing shows past the edge.
        let clipped = false;
        for (let up = el.parentElement; up && !clipped; up = up.parentElement) {
          const overflowX = getComputedStyle(up).overflowX;
          clipped = (overflowX === 'hidden' || overflowX === 'clip') && up.getBoundingClientRect().right <= edge + 0.5;
        }
        if (!clipped) past.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} right=${Math.round(box.right)} width=${Math.round(box.width)} « ${(el.textContent ?? '').trim().slice(0, 40)} »`);
      }
      return { scrollWidth: doc.scrollWidth, clientWidth: edge, past };
    },
    { scope, scrollers: [...SIDEWAYS_SCROLLERS] },
  );
}
