import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * Pages paint the server's HTML before the app's code runs (client/main.tsx). What a person types,
 * clicks or chooses meanwhile is held and played once the app is live (client/lib/early-input.ts),
 * which studio.spec.ts, profile-photo.spec.ts and account-sections.spec.ts test on their own by
 * holding a page's code back. The other specs test the live page: their `page.goto` and
 * `page.reload` resolve once the app has hydrated (`<html data-live>`, client/app-root.tsx), or at
 * once on a page the app does not run (the islands pages of a signed-out visitor). A spec that asks
 * for `waitUntil: 'domcontentloaded'` or `'commit'` gets the page before its code, as asked.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, opts) => {
      const response = await goto(url, opts);
      await live(page, opts?.waitUntil);
      return response;
    };
    page.reload = async (opts) => {
      const response = await reload(opts);
      await live(page, opts?.waitUntil);
      return response;
    };
    await provide(page);
  },
});

async function live(page: Page, waitUntil: string | undefined): Promise<void> {
  if (waitUntil === 'domcontentloaded' || waitUntil === 'commit') return;
  // A page whose app fails to start (what some specs check) never gets the mark: the spec then sees what it sees.
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-live') || !document.querySelector('script[type="module"][src*="/assets/index-"]'), null, { timeout: 10_000 })
    .catch(() => undefined);
}

/**
 * Holds back one page chunk (`AccountPage`, `StudioPage`…), as a slow phone connection would: the
 * server's page is on screen, its code not yet run. Call the returned function to let it through.
 */
export async function holdPageCode(page: Page, chunk: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
