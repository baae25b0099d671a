import { useState, type ReactNode } from 'react';
import { shareFile, useInAppBrowser } from '../lib/in-app-browser';

/**
 * A private file's « Télécharger »: the plain `<a download>` in a real browser, where it works; in an
 * in-app browser (WhatsApp, Instagram, Facebook: client/lib/in-app-browser.ts), where a download
 * cannot start by itself, what `inApp` draws instead.
 */
export function DownloadWhereItWorks(props: { href: string; download: string | true; className?: string; ariaLabel?: string; children: ReactNode; inApp: () => ReactNode }) {
  const inApp = useInAppBrowser();
  if (inApp) return <>{props.inApp()}</>;
  return (
    <a className={props.className} href={props.href} download={props.download} aria-label={props.ariaLabel}>
      {props.children}
    </a>
  );
}

/**
 * The in-app button: the file goes to the phone's share sheet when the browser can share its type;
 * otherwise `onUnavailable` offers another way (the person closing the sheet is not « unavailable »).
 */
export function ShareButton(props: {
  /** The private address of the file (the session cookie goes with the fetch). */
  href: string;
  file: { name: string; type: string };
  title: string;
  className: string;
  ariaLabel?: string;
  disabled?: boolean;
  preparing: string;
  onUnavailable: () => void;
  children: ReactNode;
}) {
  const [sharing, setSharing] = useState(false);
  return (
    <button
      type="button"
      className={props.className}
      aria-label={props.ariaLabel}
      disabled={sharing || props.disabled}
      onClick={async () => {
        setSharing(true);
        const shared = await shareFile(props.href, props.file, props.title);
        setSharing(false);
        if (shared === 'unavailable') props.onUnavailable();
      }}
    >
      {sharing ? props.preparing : props.children}
    </button>
  );
}
