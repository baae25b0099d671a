/**
 * Lighthouse scores of the public pages as a signed-out phone sees them, and of `/studio` as a
 * signed-in creator's phone opens it: the default mobile config (simulated throttling: slow 4G,
 * 4× CPU), 5 runs per page, medians printed, against the built app.
 * Run: npx tsx bench/lighthouse.ts [/path…] [--studio]  — prints figures, decides nothing;
 * BENCH_LIGHTHOUSE_SAVE=dir also keeps each studio run's report and trace (JSON) there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltApp, type BuiltApp } from './built-app';

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

/** One signed-in run of the studio: the score and what it is made of. */
export interface StudioSample {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Main-thread work (Lighthouse's « mainthread-work-breakdown », before its 4× CPU slowdown is simulated). */
  mainThreadMs: number;
  /** Bytes transferred for the page (« total-byte-weight »), and the scripts' and fonts' share of them. */
  bytes: number;
  scriptBytes: number;
  fontBytes: number;
  /** The element Lighthouse took for the largest paint. */
  lcpElement: string;
  /** The 1-minute load average when the run ended: the machine is shared, so every figure carries it. */
  load: number;
}

export interface StudioLighthouseFigures {
  median: Omit<StudioSample, 'lcpElement'>;
  runs: StudioSample[];
}

/**
 * A creator signed up through the API (as the e2e helpers do), e-mail confirmed from the outbox:
 * the cookies the verification answer sets, as a browser would keep them.
 */
async function signedInCookies(app: BuiltApp): Promise<Array<{ name: string; value: string; httpOnly: boolean; secure: boolean; sameSite?: string }>> {
  const email = `banc.lighthouse.${process.pid}@exemple.sn`;
  const headers = { 'content-type': 'application/json', 'x-minialab-request': '1' };
  const signUp = await fetch(`${app.base}/api/trpc/auth.signUp`, { method: 'POST', headers, body: JSON.stringify({ name: 'Banc Lighthouse', email, password: 'Yassa-Poulet-Thiof-26' }) });
  if (!signUp.ok) throw new Error(`sign-up refused: ${signUp.status} ${await signUp.text()}`);
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  let token: string | undefined;
  try {
    for (let i = 0; i < 100 && !token; i++) {
      const { rows } = await db.query<{ text: string }>(`select text from mail_messages where "to" = $1 and kind = 'verify-email' order by created_at desc limit 1`, [email]);
      token = rows[0] ? /jeton=([\w-]+)/.exec(rows[0].text)?.[1] : undefined;
      if (!token) await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await db.end();
  }
  if (!token) throw new Error('no verification e-mail in the outbox');
  const verified = await fetch(`${app.base}/api/trpc/auth.verifyEmail`, { method: 'POST', headers, body: JSON.stringify({ token }) });
  if (!verified.ok) throw new Error(`verification refused: ${verified.status} ${await verified.text()}`);
  return verified.headers.getSetCookie().map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const flag = (name: string) => attributes.some((a) => a.toLowerCase() === name);
    const sameSite = attributes.find((a) => a.toLowerCase().startsWith('samesite='))?.split('=')[1];
    return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)), httpOnly: flag('httponly'), secure: flag('secure'), sameSite };
  });
}

/** Puts cookies in the launched Chromium's jar over its DevTools socket (Lighthouse clears storage between runs, never cookies). */
async function setBrowserCookies(port: number, url: string, cookies: Awaited<ReturnType<typeof signedInCookies>>): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const sameSite = (s?: string) => (s ? ((s[0]!.toUpperCase() + s.slice(1).toLowerCase()) as 'Lax' | 'Strict' | 'None') : undefined);
  const answer = new Promise<{ error?: { message: string } }>((resolve) => (socket.onmessage = (e) => resolve(JSON.parse(String(e.data)))));
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: cookies.map((c) => ({ ...c, url, path: '/', sameSite: sameSite(c.sameSite) })) } }));
  const { error } = await answer;
  socket.close();
  if (error) throw new Error(`Storage.setCookies: ${error.message}`);
}

/**
 * `/studio` as a signed-in creator's phone opens it (Lighthouse's default mobile config), `runs`
 * times: the median of each figure and every run with the machine's load when it ended.
 */
export async function benchStudioLighthouse(runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)): Promise<StudioLighthouseFigures> {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const cookies = await signedInCookies(app);
    await setBrowserCookies(chrome.port, app.base, cookies);
    // The first render loads the page modules: not what a creator waits for.
    await fetch(`${app.base}/studio`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    const samples: StudioSample[] = [];
    for (let r = 0, failures = 0; r < runs; r++) {
      const outcome = await lighthouse(`${app.base}/studio`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!outcome) throw new Error('Lighthouse returned nothing for /studio');
      if (outcome.lhr.runtimeError) {
        console.warn(`  /studio : mesure impossible (${outcome.lhr.runtimeError.code}), nouvel essai`);
        if (++failures > 8) throw new Error(`Lighthouse failed on /studio: ${outcome.lhr.runtimeError.message}`);
        r--;
        continue;
      }
      // BENCH_LIGHTHOUSE_SAVE=dir keeps each run's whole report, to read what the score is made of.
      if (process.env.BENCH_LIGHTHOUSE_SAVE) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_SAVE, { recursive: true });
        writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_SAVE, `studio-${r + 1}.json`), JSON.stringify(outcome.lhr));
        const trace = (outcome.artifacts as { Trace?: unknown }).Trace;
        if (trace) writeFileSync(path.join(process.env.BENCH_LIGHTHOUSE_SAVE, `studio-${r + 1}.trace.json`), JSON.stringify(trace));
      }
      const { audits, finalDisplayedUrl } = outcome.lhr;
      // Sent to /connexion, the run measured the sign-in page: the cookies did not take.
      if (new URL(finalDisplayedUrl).pathname !== '/studio') throw new Error(`/studio signed in ended on ${finalDisplayedUrl}`);
      const value = (id: string) => audits[id]?.numericValue ?? NaN;
      const items = (id: string) => ((audits[id]?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? []);
      const byType = (type: string) => Number(items('resource-summary').find((i) => i.resourceType === type)?.transferSize ?? NaN);
      // The largest paint's element, as the LCP breakdown insight names it (a « node » item of its list).
      const lcpNode = items('lcp-breakdown-insight').find((i) => i.type === 'node') as { selector?: string; nodeLabel?: string } | undefined;
      samples.push({
        performance: outcome.lhr.categories.performance?.score ?? NaN,
        fcpMs: value('first-contentful-paint'),
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
        speedIndexMs: value('speed-index'),
        mainThreadMs: value('mainthread-work-breakdown'),
        bytes: value('total-byte-weight'),
        scriptBytes: byType('script'),
        fontBytes: byType('font'),
        lcpElement: lcpNode?.selector ?? lcpNode?.nodeLabel ?? '?',
        load: os.loadavg()[0]!,
      });
    }
    const of = (k: Exclude<keyof StudioSample, 'lcpElement'>) => median(samples.map((s) => s[k]));
    return {
      median: {
        performance: of('performance'),
        fcpMs: of('fcpMs'),
        lcpMs: of('lcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        speedIndexMs: of('speedIndexMs'),
        mainThreadMs: of('mainThreadMs'),
        bytes: of('bytes'),
        scriptBytes: of('scriptBytes'),
        fontBytes: of('fontBytes'),
        load: of('load'),
      },
      runs: samples,
    };
  } finally {
    chrome.kill();
    await app.stop();
  }
}

const studioLine = (s: Omit<StudioSample, 'lcpElement'> & { lcpElement?: string }) =>
  `perf ${s.performance.toFixed(2)} · FCP ${(s.fcpMs / 1000).toFixed(2)} s · LCP ${(s.lcpMs / 1000).toFixed(2)} s · TBT ${s.tbtMs.toFixed(0)} ms · CLS ${s.cls.toFixed(3)} · SI ${(s.speedIndexMs / 1000).toFixed(2)} s · ` +
  `fil principal ${(s.mainThreadMs / 1000).toFixed(2)} s · ${(s.bytes / 1024).toFixed(0)} Ko (scripts ${(s.scriptBytes / 1024).toFixed(0)}, polices ${(s.fontBytes / 1024).toFixed(0)}) · charge ${s.load.toFixed(2)}` +
  (s.lcpElement ? ` · LCP sur ${s.lcpElement}` : '');

export function printStudioLighthouse(r: StudioLighthouseFigures): void {
  console.log(`Lighthouse mobile (throttling simulé), /studio connecté, ${os.cpus().length} cœurs (objectif : performance ≥ 0,90) :`);
  console.log(`  médiane de ${r.runs.length} : ${studioLine(r.median)}`);
  r.runs.forEach((s, i) => console.log(`  essai ${i + 1}    : ${studioLine(s)}`));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2).filter((a) => a.startsWith('/'));
  if (process.argv.includes('--studio')) printStudioLighthouse(await benchStudioLighthouse());
  else printLighthouse(await benchLighthouse(only.length ? only : PUBLIC_PAGES));
}
