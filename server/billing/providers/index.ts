import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Orm } from '../../ports';
import { noProvider } from './none';
import { paydunyaProvider } from './paydunya';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';
import { waveProvider } from './wave';

/** The gateway chosen by PAYMENT_PROVIDER (config checks the keys each one needs). */
export function paymentProviderFor(config: Config, deps: { orm: Orm; key: Buffer }): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox':
      // Its webhook secret is derived from the app's encryption key: nothing to configure, nothing to leak.
      return sandboxProvider({ orm: deps.orm, publicUrl: config.PUBLIC_URL, secret: createHmac('sha256', deps.key).update('sandbox-webhook').digest() });
    case 'none':
      return noProvider();
    case 'paydunya':
      return paydunyaProvider({
        mode: config.PAYDUNYA_MODE,
        masterKey: config.PAYDUNYA_MASTER_KEY!,
        privateKey: config.PAYDUNYA_PRIVATE_KEY!,
        token: config.PAYDUNYA_TOKEN!,
        apiUrl: config.PAYDUNYA_API_URL,
        storeName: config.BRAND_NAME,
      });
    case 'wave':
      return waveProvider({
        apiKey: config.WAVE_API_KEY!,
        webhookSecret: config.WAVE_WEBHOOK_SECRET!,
        apiUrl: config.WAVE_API_URL,
        toleranceSeconds: config.WAVE_WEBHOOK_TOLERANCE_SECONDS,
      });
  }
}
