/**
 * Landing speed on a slow phone: Largest Contentful Paint and bytes sent, in Debian's Chromium with
 * a 4× CPU slowdown and Chrome's « Fast 3G » profile, against the built app (npm run build first).
 * Run: npx tsx bench/lcp.ts  — prints figures, decides nothing.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltApp } from './built-app';

// Chrome DevTools' « Fast 3G » preset (the one Lighthouse's mobile throttling mirrors).
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024) / 8 * 0.9, uploadThroughput: (750 * 1024) / 8 * 0.9 };

export interface PageFigures {
  path: string;
  lcpElement: string;
  lcpMs: number;
  fcpMs: number;
  jsKb: number;
  cssKb: number;
  imageKb: number;
  totalKb: number;
}

export async function benchLcp(paths = ['/', '/tarifs', '/cgv'], runs = 3): Promise<PageFigures[]> {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const base = app.base;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const results: PageFigures[] = [];
    for (const p of paths) {
      const samples: PageFigures[] = [];
      for (let r = 0; r < runs; r++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, locale: 'fr-FR' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', FAST_3G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const bytes = { js: 0, css: 0, image: 0, total: 0 };
        const types = new Map<string, string>();
        cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
        cdp.on('Network.loadingFinished', (e) => {
          const type = types.get(e.requestId);
          bytes.total += e.encodedDataLength;
          if (type === 'Script') bytes.js += e.encodedDataLength;
          if (type === 'Stylesheet') bytes.css += e.encodedDataLength;
          if (type === 'Image') bytes.image += e.encodedDataLength;
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __lcp: number; __lcpEl: string };
          w.__lcp = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
              w.__lcp = entry.startTime;
              w.__lcpEl = entry.element ? `${entry.element.tagName.toLowerCase()}${entry.element.id ? `#${entry.element.id}` : ''}` : '?';
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${base}${p}`, { waitUntil: 'networkidle', timeout: 120_000 });
        await page.waitForTimeout(500);
        const { lcp, fcp, lcpEl } = await page.evaluate(() => ({
          lcp: (window as unknown as { __lcp: number }).__lcp,
          lcpEl: (window as unknown as { __lcpEl: string }).__lcpEl,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
        }));
        samples.push({ path: p, lcpElement: lcpEl, lcpMs: lcp, fcpMs: fcp, jsKb: bytes.js / 1024, cssKb: bytes.css / 1024, imageKb: bytes.image / 1024, totalKb: bytes.total / 1024 });
        await context.close();
      }
      const median = <K extends keyof PageFigures>(k: K) => [...samples].sort((a, b) => Number(a[k]) - Number(b[k]))[Math.floor(samples.length / 2)]![k];
      results.push({ path: p, lcpElement: median('lcpElement'), lcpMs: median('lcpMs'), fcpMs: median('fcpMs'), jsKb: median('jsKb'), cssKb: median('cssKb'), imageKb: median('imageKb'), totalKb: median('totalKb') });
    }
    await browser.close();
    return results;
  } finally {
    await app.stop();
  }
}

export function printLcp(results: PageFigures[]): void {
  console.log('Pages publiques, Chromium mobile, processeur ÷4, réseau « Fast 3G » (médiane de 3) :');
  for (const r of results) {
    console.log(
      `  ${r.path.padEnd(10)} LCP ${(r.lcpMs / 1000).toFixed(2)} s (${r.lcpElement}) · FCP ${(r.fcpMs / 1000).toFixed(2)} s · JS ${r.jsKb.toFixed(0)} Ko compressés · CSS ${r.cssKb.toFixed(0)} Ko · images ${r.imageKb.toFixed(0)} Ko · total ${r.totalKb.toFixed(0)} Ko (objectif : LCP < 2,5 s, JS ≤ 150 Ko)`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printLcp(await benchLcp());
