import { ProviderError, type PaymentProvider } from './types';

/** PAYMENT_PROVIDER=none: no link is made; the pricing page shows the « Lien de paiement » test-mode notice. */
export function noProvider(): PaymentProvider {
  return {
    id: 'none',
    label: 'Aucun',
    async createCheckout() {
      return { url: null, providerRef: null };
    },
    async verifyNotification() {
      return null;
    },
    async confirm(providerRef) {
      throw new ProviderError('none', `no payment provider to confirm ${providerRef}`);
    },
  };
}
