import type { Page } from '@playwright/test';

/** Facebook's in-app browser on Android, as 51Degrees gives it (client/lib/in-app-browser.ts cites it). */
export const FACEBOOK_ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A146U Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.88 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/453.0.0.40.107;]';

/** A file the page gave the share sheet; `head` is its first 5 bytes, one character each (`%PDF-`). */
export interface Shared {
  name: string;
  type: string;
  size: number;
  head: string;
  title: string;
}

/** What the stubs below record, and the switches a test flips. */
interface InAppWindow {
  /** Whether the web view shares files at all. */
  __canShareFiles: boolean;
  __shared: Shared[];
  /** Whether the clipboard takes text (some web views refuse it, and the older copy too). */
  __clipboardWorks: boolean;
  __copied: string[];
}

/**
 * From the next page on, the page believes it runs in Facebook's in-app browser on Android. Its Web
 * Share takes pictures and PDFs, not ZIPs, as Chrome's does (MDN, « Navigator: share() »), while
 * `__canShareFiles` is true; each share is recorded. Its clipboard records what is copied, or refuses
 * while `__clipboardWorks` is false.
 */
export async function inFacebookApp(page: Page): Promise<void> {
  await page.addInitScript((ua) => {
    const w = window as unknown as InAppWindow;
    w.__canShareFiles = true;
    w.__shared = [];
    w.__clipboardWorks = true;
    w.__copied = [];
    Object.defineProperty(Navigator.prototype, 'userAgent', { get: () => ua });
    const shareable = (type: string) => type.startsWith('image/') || type === 'application/pdf';
    Navigator.prototype.canShare = (data?: ShareData) => w.__canShareFiles && Boolean(data?.files?.length) && data!.files!.every((f) => shareable(f.type));
    Navigator.prototype.share = async (data?: ShareData) => {
      const file = data!.files![0]!;
      const head = String.fromCharCode(...new Uint8Array(await file.slice(0, 5).arrayBuffer()));
      w.__shared.push({ name: file.name, type: file.type, size: file.size, head, title: data!.title ?? '' });
    };
    const clipboard = {
      writeText: async (text: string) => {
        if (!w.__clipboardWorks) throw new DOMException('Write permission denied.', 'NotAllowedError');
        w.__copied.push(text);
      },
    };
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => clipboard });
    const execCommand = Document.prototype.execCommand;
    Document.prototype.execCommand = function (this: Document, command: string, ...rest: [boolean?, string?]) {
      return command === 'copy' && !w.__clipboardWorks ? false : execCommand.call(this, command, ...rest);
    };
  }, FACEBOOK_ANDROID);
}

/** Flips the in-app stubs' switches in the current page. */
export async function setInApp(page: Page, change: Partial<Pick<InAppWindow, '__canShareFiles' | '__clipboardWorks'>>): Promise<void> {
  await page.evaluate((c) => Object.assign(window, c), change);
}

/** What the page has shared so far. */
export const sharedFiles = (page: Page) => page.evaluate(() => (window as unknown as InAppWindow).__shared);

/** What the page has copied so far. */
export const copiedTexts = (page: Page) => page.evaluate(() => (window as unknown as InAppWindow).__copied);
