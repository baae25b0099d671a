/**
 * Lighthouse scores of the public pages as a signed-out phone sees them: the default mobile config
 * (simulated throttling: slow 4G, 4× CPU), 5 runs per page, medians printed, against the built app.
 * Run: npx tsx bench/lighthouse.ts  — prints figures, decides nothing.
 */
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltApp } from './built-app';

export const PUBLIC_PAGES = ['/', '/tarifs', '/cgv', '/cgu', '/confidentialite'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Every run's performance score, to see the spread. */
  performanceRuns: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

export async function benchLighthouse(paths = PUBLIC_PAGES, runs = 5): Promise<LighthouseFigures[]> {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    await fetch(`${app.base}/`); // the first render loads the page modules: not what a visitor waits for
    const results: LighthouseFigures[] = [];
    for (const p of paths) {
      const samples: Array<Omit<LighthouseFigures, 'path' | 'performanceRuns'>> = [];
      for (let r = 0, failures = 0; r < runs; r++) {
        const outcome = await lighthouse(`${app.base}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!outcome) throw new Error(`Lighthouse returned nothing for ${p}`);
        // A run that could not measure (a busy machine can time out) is run again, up to 8 times a page.
        if (outcome.lhr.runtimeError) {
          console.warn(`  ${p} : mesure impossible (${outcome.lhr.runtimeError.code}), nouvel essai`);
          if (++failures > 8) throw new Error(`Lighthouse failed on ${p}: ${outcome.lhr.runtimeError.message}`);
          r--;
          continue;
        }
        const { categories, audits } = outcome.lhr;
        const score = (id: (typeof CATEGORIES)[number]) => categories[id]?.score ?? NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      const of = (k: keyof (typeof samples)[number]) => median(samples.map((s) => s[k]));
      results.push({
        path: p,
        performance: of('performance'),
        accessibility: of('accessibility'),
        bestPractices: of('bestPractices'),
        seo: of('seo'),
        tbtMs: of('tbtMs'),
        lcpMs: of('lcpMs'),
        cls: of('cls'),
        performanceRuns: samples.map((s) => s.performance),
      });
    }
    return results;
  } finally {
    chrome.kill();
    await app.stop();
  }
}

export function printLighthouse(results: LighthouseFigures[]): void {
  console.log('Lighthouse mobile (throttling simulé), médiane de 5 (objectif : performance ≥ 0,95 ; accessibilité, bonnes pratiques, SEO = 1) :');
  for (const r of results) {
    console.log(
      `  ${r.path.padEnd(17)} perf ${r.performance.toFixed(2)} [${r.performanceRuns.map((s) => s.toFixed(2)).join(' ')}] · a11y ${r.accessibility.toFixed(2)} · BP ${r.bestPractices.toFixed(2)} · SEO ${r.seo.toFixed(2)} · TBT ${r.tbtMs.toFixed(0)} ms · LCP ${(r.lcpMs / 1000).toFixed(2)} s · CLS ${r.cls.toFixed(3)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  printLighthouse(await benchLighthouse(only.length ? only : PUBLIC_PAGES));
}
