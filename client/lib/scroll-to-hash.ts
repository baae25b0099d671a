/**
 * Scrolls to the section a `#hash` names and moves keyboard focus there, so the next Tab continues
 * inside it. Plain DOM: the app's router and the islands runtime of the public pages both use it.
 */
export function scrollToHash(hash: string): void {
  if (!hash) return;
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
