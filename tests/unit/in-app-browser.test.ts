import { describe, expect, it } from 'vitest';
import { IN_APP_BROWSERS, isInAppBrowser } from '../../client/lib/in-app-browser';

/** User agents as their sources give them (client/lib/in-app-browser.ts cites each). */
const IN_APP: Record<string, string> = {
  'Facebook on Android (51Degrees, 2024)': 'Mozilla/5.0 (Linux; Android 14; SM-A146U Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.88 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/453.0.0.40.107;]',
  'Facebook on iOS (uap-core#38)': 'Mozilla/5.0 (iPad; CPU OS 8_4 like Mac OS X) AppleWebKit/600.1.4 (KHTML, like Gecko) Mobile/12H143 [FBAN/FBIOS;FBAV/35.0.0.34.220;FBBV/12945441;FBDV/iPad2,5;FBMD/iPad;FBSN/iPhone OS;FBSV/8.4;FBSS/1; FBCR/;FBID/tablet;FBLC/en_US;FBOP/1]',
  'Instagram on Android (uap-core#268)': 'Mozilla/5.0 (Linux; Android 7.1.2; Pixel XL Build/NJH47F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/60.0.3112.107 Mobile Safari/537.36 Instagram 11.0.0.12.20 Android (25/7.1.2; 476dpi; 1440x2417; Google/google; Pixel XL; marlin; marlin; en_GB)',
  'Instagram on iOS (uap-core#268)': 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_3 like Mac OS X) AppleWebKit/603.3.8 (KHTML, like Gecko) Mobile/14G60 Instagram 10.26.0 (iPhone8,1; iOS 10_3_3; en_GB; en-GB; scale=2.00; gamut=normal; 750x1334)',
  'an Android WebView (Android CDD 3.4.1)': 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
  'WhatsApp’s token (crawler-user-agents#33)': 'WhatsApp/2.16.16/i',
};

const BROWSERS: Record<string, string> = {
  'Chrome on Android': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Samsung Internet': 'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Safari on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Chrome on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  'Firefox on iPhone': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15',
  'Chrome on a computer': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Safari on a Mac': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Firefox on a computer': 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('in-app browsers, told by their user agent', () => {
  it('WhatsApp, Instagram, Facebook and any app’s web view get the share or the full-size view', () => {
    for (const [who, ua] of Object.entries(IN_APP)) expect(isInAppBrowser(ua), who).toBe(true);
  });
  it('real browsers keep the plain download', () => {
    for (const [who, ua] of Object.entries(BROWSERS)) expect(isInAppBrowser(ua), who).toBe(false);
  });
  it('each rule says where its token is documented or observed', () => {
    for (const rule of IN_APP_BROWSERS) expect(rule.source, rule.app).toMatch(/^https?:\/\/|https?:\/\//);
  });
});
