import { useSyncExternalStore } from 'react';

/**
 * In-app browsers: the web views WhatsApp, Instagram and Facebook open links in, where most of our
 * users arrive (DECISIONS.md, Phones). There a file download does not start by itself (`<a download>`
 * does nothing), so « Télécharger » shares the file, shows a picture to be long-pressed or hands a
 * signed link to the phone (client/components/DownloadLink.tsx, PrivateFileLink.tsx). A real browser
 * keeps the plain download, which works.
 *
 * Each user-agent token, with where it is documented or observed:
 */
export const IN_APP_BROWSERS: ReadonlyArray<{ app: string; test: (ua: string) => boolean; source: string }> = [
  {
    app: 'Facebook (and Messenger)',
    // iOS: « [FBAN/FBIOS;FBAV/35.0.0.34.220;…] »; Android: « [FB_IAB/FB4A;FBAV/453.0.0.40.107;] ».
    test: (ua) => /\bFBAN\/|\bFBAV\/|\bFB_IAB\//.test(ua),
    source: 'https://github.com/ua-parser/uap-core/issues/38 (both strings); http://51degrees.mobi/blog/importance-webview-detection (Android, 2024)',
  },
  {
    app: 'Instagram',
    // Android: « … Mobile Safari/537.36 Instagram 11.0.0.12.20 Android (25/7.1.2; …) »; iOS: « … Mobile/14G60 Instagram 10.26.0 (iPhone8,1; …) ».
    test: (ua) => /\bInstagram [\d.]+/.test(ua),
    source: 'https://github.com/ua-parser/uap-core/issues/268; https://github.com/faisalman/ua-parser-js/issues/367',
  },
  {
    app: 'WhatsApp',
    // « WhatsApp/2.16.16/i » is documented for its link-preview fetcher; WhatsApp opens links in the
    // phone's browser by default, and where it shows them itself (tested since 2019) it is a web view,
    // which the two generic rules below catch whatever it adds to the user agent.
    test: (ua) => /\bWhatsApp\b/.test(ua),
    source: 'https://github.com/monperrus/crawler-user-agents/pull/33 (the token); https://ubergizmo.com/2019/03/whatsapp-in-app-browser-reverse-image-search (WABetaInfo: its in-app browser)',
  },
  {
    app: 'any Android app’s WebView',
    // The Android Compatibility Definition makes « ; wv) » part of every WebView's user agent.
    test: (ua) => /; wv\)/.test(ua),
    source: 'Android CDD 3.4.1: https://android.googlesource.com/platform/compatibility/cdd/+/4e9b4fed24eadc2db098b8400a693d32e0bc6914/3_software/3_4_web-compatibility.md',
  },
  {
    app: 'any iOS app’s WKWebView',
    // An app's WKWebView sends Safari's user agent without « Safari/… » (uap-core reads both Instagram
    // strings above as « Mobile Safari UI/WKWebView »); Safari, Chrome (CriOS) and Firefox (FxiOS) on iOS all keep it.
    test: (ua) => /\((iPhone|iPad|iPod);/.test(ua) && !/\bSafari\//.test(ua),
    source: 'https://github.com/ua-parser/uap-core/issues/268; https://github.com/faisalman/ua-parser-js/issues/367',
  },
];

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP_BROWSERS.some((b) => b.test(userAgent));
}

const subscribe = () => () => {};

/** Whether this page runs in an in-app browser: false in the server's HTML and during hydration. */
export function useInAppBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isInAppBrowser(navigator.userAgent),
    () => false,
  );
}

/**
 * Offers a file to the phone's share sheet (« Enregistrer l'image », Drive, WhatsApp, Fichiers…) when
 * the browser can share files of its type (pictures and PDFs are commonly shareable, ZIPs are not:
 * MDN, « Navigator: share() », shareable file types; canShare says so before anything is fetched). `unavailable`: it cannot (or the tap's permission ran
 * out while the file came); the caller then offers another way.
 */
export async function shareFile(href: string, file: { name: string; type: string }, title: string): Promise<'shared' | 'cancelled' | 'unavailable'> {
  if (typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function') return 'unavailable';
  if (!navigator.canShare({ files: [new File([], file.name, { type: file.type })] })) return 'unavailable';
  try {
    const res = await fetch(href, { credentials: 'same-origin' });
    if (!res.ok) return 'unavailable';
    const shared = new File([await res.blob()], file.name, { type: file.type });
    if (!navigator.canShare({ files: [shared] })) return 'unavailable';
    await navigator.share({ files: [shared], title });
    return 'shared';
  } catch (err) {
    // Closing the share sheet is an answer, not a failure.
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}
