import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** /#guide, /#avis, /#tarifs, /#faq: scroll to the section, also when the page opens with the hash. */
export function useHashScroll(): void {
  const { hash, key } = useLocation(); // key: clicking the same anchor again scrolls again
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // Move keyboard focus there too, so the next Tab continues inside the section.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
