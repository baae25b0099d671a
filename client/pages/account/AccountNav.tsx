import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from '../../lib/scroll-to-hash';
import { useHydrated } from '../../lib/use-hydrated';

export interface AccountSection {
  /** The anchor: /espace#<id> is the section's own address. */
  id: string;
  label: string;
}

/**
 * The sections of Mon espace as a row of tabs, each an anchor with its own address (/espace#compte,
 * /espace#factures…): a link from an e-mail or another page lands on its section, and the tab of the
 * address is marked current. Sections fill in as their data arrives, so the scroll waits for the
 * section to exist (up to 3 s).
 */
export function AccountNav({ sections, label }: { sections: readonly AccountSection[]; label: string }) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (document.getElementById(decodeURIComponent(hash.slice(1))) || tries > 30) {
        window.clearInterval(timer);
        scrollToHash(hash);
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [hash, key]);
  // The server never sees the hash: the tab is marked once the page is live, never in the hydrating
  // render (React keeps the server's attributes there, so a tab tapped before the code ran, or the
  // section of an address from an e-mail, would stay unmarked).
  const hydrated = useHydrated();
  const current = hydrated && hash ? decodeURIComponent(hash.slice(1)) : null;
  return (
    <nav className="account-nav" aria-label={label}>
      <ul>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} aria-current={current === s.id ? 'location' : undefined} onClick={() => (window.location.hash === `#${s.id}` ? scrollToHash(`#${s.id}`) : undefined)}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
