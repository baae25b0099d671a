/**
 * The islands runtime: what a signed-out visitor's public page (/, /tarifs, legal texts) runs instead
 * of the whole app. The server's HTML is the page; this hydrates its islands, each as its own small
 * React root when the visitor reaches for it, and wires the few things that need no React: the phone
 * menu, in-page anchors, and the hand-over to the app on the first navigation (client-side, as before).
 */
import type { ComponentType } from 'react';
import { pageOfPath } from '../../shared/routes';
import { readSessionMessage, SESSION_CHANNEL } from '../../shared/session';
import { scrollToHash } from '../lib/scroll-to-hash';
import { ISLANDS, type IslandName } from './registry';
import { loadApp, onTakeOver, takeOver } from './take-over';
import { wakeOnIntent } from './wake';

let handedOver = false;
onTakeOver(() => (handedOver = true));

// Islands wake when a visitor reaches for them (wake.ts); until then the page runs no React.
let unmountOnTakeOver = false;
const islands = [...document.querySelectorAll<HTMLElement>('minia-island[data-island-id]')];
wakeOnIntent(islands, async (island) => {
  const load = ISLANDS[island.dataset.island as IslandName] as () => Promise<ComponentType<object>>;
  const [runtime, Component] = await Promise.all([import('./hydrate'), load()]);
  if (handedOver) return;
  if (!unmountOnTakeOver) onTakeOver(runtime.unmountIslands);
  unmountOnTakeOver = true;
  await runtime.hydrateIsland(island, Component);
});

// The phone menu of the signed-out header: one disclosure button (the app's Header does the same).
const menu = document.querySelector<HTMLButtonElement>('.header__menu[aria-controls]');
const nav = menu && document.getElementById(menu.getAttribute('aria-controls') ?? '');
if (menu && nav) {
  const setOpen = (open: boolean) => {
    menu.setAttribute('aria-expanded', String(open));
    nav.classList.toggle('nav--open', open);
  };
  menu.addEventListener('click', () => setOpen(menu.getAttribute('aria-expanded') !== 'true'));
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
}

/** A link to one of our pages, opened in this tab: the app's router would have followed it. */
function pageLink(target: EventTarget | null): URL | null {
  const link = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  return url.origin === window.location.origin && pageOfPath(url.pathname) ? url : null;
}
const samePage = (url: URL) => url.pathname === window.location.pathname && url.search === window.location.search;
/** A button outside the islands (« S’abonner »): only the app can answer it. */
function appButton(target: EventTarget | null): HTMLElement | null {
  const button = (target as Element | null)?.closest?.('button') as HTMLElement | null;
  const root = document.getElementById('root');
  return button && root?.contains(button) && !button.closest('minia-island') && button !== menu ? button : null;
}

document.addEventListener('click', (event) => {
  if (handedOver || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = pageLink(event.target);
  if (url) {
    event.preventDefault();
    if (!samePage(url)) return void takeOver({ href: url.href });
    if (url.href !== window.location.href) history.pushState(null, '', url.href);
    return scrollToHash(url.hash);
  }
  const button = appButton(event.target);
  if (button) {
    event.preventDefault();
    void takeOver({ click: button });
  }
});

// The app's code starts downloading when a visitor reaches for a link or button that needs it.
const intent = (event: Event) => {
  const url = pageLink(event.target);
  if ((url && !samePage(url)) || appButton(event.target)) void loadApp().catch(() => {});
};
for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, intent, { capture: true, passive: true });

// Opened on /#faq, or the hash changed by the history: scroll there and move the focus, as the app does.
scrollToHash(window.location.hash);
window.addEventListener('hashchange', () => {
  if (!handedOver) scrollToHash(window.location.hash);
});

/** After the page has loaded, when the browser is idle: nothing here may compete with the first paint. */
function whenLoaded(callback: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

// The islands' code (server's hints), so the first tap on one does not wait for the network.
whenLoaded(() => {
  const hints = document.getElementById('island-code') as HTMLTemplateElement | null;
  if (hints) document.head.append(hints.content.cloneNode(true));
});

// Signed in (or out) in another tab: this page was rendered for a visitor without a session. An
// explicit sign-out also deletes that account's studio settings this tab may still hold (that code
// loads only then: it is no part of the page's first bytes).
whenLoaded(() => {
  if (handedOver || typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = readSessionMessage(event.data);
    if (!message || message.event === 'TOKEN_REFRESHED') return;
    const { forget } = message;
    const forgotten = forget ? import('../lib/device-drafts').then((d) => d.forgetOnDevice([d.localStore(), d.sessionStore()], forget)) : Promise.resolve();
    void forgotten.finally(() => window.location.reload());
  });
  onTakeOver(() => channel.close());
});

// Built pages link the app's stylesheet; under `npm run dev`, styles come through the scripts.
if (import.meta.env.DEV) void import('../styles');
