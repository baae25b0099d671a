import { describe, expect, it } from 'vitest';
import { FONT_FILES } from '../../shared/engine/render/fonts';
import { precacheUrls, routeOf } from '../../client/sw/cache-rules';

const origin = 'https://minialab.example';
// What the Vite manifest names in a build, with the twins and maps a careless list would pick up.
const files = ['assets/index-Ab12.js', 'assets/index-Ab12.js.map', 'assets/index-Ab12.js.br', 'assets/index-Ab12.js.gz', 'assets/index-Cd34.css', 'assets/StudioPage-Ef56.js', 'assets/index-Ab12.js'];

describe('what the service worker precaches', () => {
  const urls = precacheUrls(files);

  it('the build’s files once each, never a source map or a precompressed twin', () => {
    expect(urls.filter((u) => u.startsWith('/assets/'))).toEqual(['/assets/index-Ab12.js', '/assets/index-Cd34.css', '/assets/StudioPage-Ef56.js']);
  });

  it('every font the preview draws with, and the offline page with what it shows', () => {
    expect(urls).toEqual(expect.arrayContaining([...FONT_FILES.map((f) => f.url), '/hors-ligne.html', '/hors-ligne.css', '/favicon.svg']));
  });
});

describe('how the service worker answers a request', () => {
  const precached = new Set(precacheUrls(files));
  const route = (path: string, init: { method?: string; mode?: string } = {}) => routeOf({ method: init.method ?? 'GET', mode: init.mode ?? 'cors', url: new URL(path, origin).href }, origin, precached);

  it('pages come from the network (the offline page when it fails); the API, its stream, sign-in and private files are never touched', () => {
    expect(route('/studio', { mode: 'navigate' })).toBe('page');
    expect(route('/espace?onglet=factures', { mode: 'navigate' })).toBe('page');
    for (const path of ['/api/trpc/auth.session', '/api/trpc/studio.onStatus?input=%7B%7D', '/auth/google/callback?code=x', '/files/assets/5d0c/thumb.webp', '/factures/F-2026-1.pdf']) {
      expect(route(path), path).toBe('network');
      expect(route(path, { mode: 'navigate' }), `${path} opened as a page`).toBe('network');
    }
  });

  it('the build’s files from the cache, pictograms kept once drawn; nothing with a query, from elsewhere, or not a GET', () => {
    expect(route('/assets/index-Ab12.js')).toBe('precached');
    expect(route('/fonts/Anton_400Regular.ttf')).toBe('precached');
    expect(route('/pictos/fluent/red-heart.svg')).toBe('pictogram');
    expect(route('/assets/index-Ab12.js?v=2')).toBe('network');
    expect(route('/pictos/minia/mafe.svg?pour=awa%40exemple.sn')).toBe('network');
    expect(route('/assets/index-Zz99.js')).toBe('network'); // another build's file: not this cache's
    expect(route('/og-image.jpg')).toBe('network');
    expect(route('/pictos/minia/mafe.svg', { method: 'POST' })).toBe('network');
    expect(routeOf({ method: 'GET', mode: 'cors', url: 'https://cdn.example/assets/index-Ab12.js' }, origin, precached)).toBe('network');
  });
});
