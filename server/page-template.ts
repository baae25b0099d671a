import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './config';

/** What a page's HTML loads: the whole app, or only the islands runtime (client/islands/main.ts). */
export type PageMode = 'app' | 'islands';

/** The Vite dev server, in development: it serves the shell and the server entry from source. */
export interface ViteDev {
  transformIndexHtml(url: string, html: string): Promise<string>;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
}

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const APP_ENTRY = 'index.html';
const ISLANDS_ENTRY = 'islands/main.ts';

/**
 * The HTML shell of a page. Vite writes the app's one (its script, its preloads, the stylesheet);
 * the islands shell is the same with the islands runtime and its preloads in place of the app's.
 */
export function createPageTemplates(vite?: ViteDev) {
  const built: { app?: string; islands?: string; islandCode?: string } = {};
  const dir = path.join(PROJECT_ROOT, 'dist', 'client');
  const manifest = () => JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return {
    async shell(url: string, mode: PageMode): Promise<string> {
      if (vite) {
        const html = await vite.transformIndexHtml(url, readFileSync(path.join(PROJECT_ROOT, 'client', 'index.html'), 'utf8'));
        return mode === 'app' ? html : html.replace('src="/main.tsx"', `src="/${ISLANDS_ENTRY}"`);
      }
      built.app ??= readFileSync(path.join(dir, 'index.html'), 'utf8');
      if (mode === 'app') return built.app;
      built.islands ??= islandsShell(built.app, manifest());
      return built.islands;
    },
    /**
     * Hints for the islands' code, inert until the islands runtime adds them once the page has loaded:
     * fetched early, they would share a slow link with the stylesheet and the hero image.
     */
    islandCode(): string {
      if (vite) return '';
      built.islandCode ??= islandCodeHints(manifest());
      return built.islandCode;
    },
  };
}

/** Files of `keys` and of everything they import, in order. */
function closure(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(walk);
  };
  keys.forEach(walk);
  return [...files];
}

export function islandsShell(appShell: string, manifest: Manifest): string {
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`${ISLANDS_ENTRY} is missing from the client build's manifest`);
  const preloads = closure(manifest, entry.imports ?? []);
  const tags = [`<script type="module" crossorigin src="/${entry.file}"></script>`, ...preloads.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)];
  const appScript = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!appScript.test(appShell)) throw new Error('the app shell has no module script to replace');
  return appShell.replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '').replace(appScript, () => tags.join('\n    '));
}

/** The islands' code (React, each island's module), not the app's: the runtime imports the app only to navigate. */
export function islandCodeHints(manifest: Manifest): string {
  const entry = manifest[ISLANDS_ENTRY];
  // The app's entry loads the app with import() once the page is painted (client/main.tsx): those are the app too.
  const app = new Set([...(manifest[APP_ENTRY]?.imports ?? []), ...(manifest[APP_ENTRY]?.dynamicImports ?? [])]);
  const loaded = new Set(closure(manifest, entry?.imports ?? []));
  const files = closure(manifest, (entry?.dynamicImports ?? []).filter((key) => !app.has(key))).filter((f) => !loaded.has(f));
  return `<template id="island-code">${files.map((f) => `<link rel="prefetch" crossorigin href="/${f}">`).join('')}</template>`;
}
