import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from '../../lib/scroll-to-hash';

/** /#guide, /#avis, /#tarifs, /#faq: scroll to the section, also when the page opens with the hash. */
export function useHashScroll(): void {
  const { hash, key } = useLocation(); // key: clicking the same anchor again scrolls again
  useEffect(() => {
    scrollToHash(hash);
  }, [hash, key]);
}
