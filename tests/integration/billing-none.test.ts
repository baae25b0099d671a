import { describe, expect, it } from 'vitest';
import { Order } from '../../server/billing/order.entity';
import { PaymentNotification } from '../../server/billing/payment-notification.entity';
import { useHarness } from './harness';

/** PAYMENT_PROVIDER=none: no payment link, no order, and no webhook to post to. */
const h = useHarness({ listen: true, env: { PAYMENT_PROVIDER: 'none' }, http: true });

describe('no payment provider', () => {
  it('checkout answers without a link and records no order', async () => {
    const user = await h.newUser('Cheikh Ba');
    const result = await user.as().checkout.create({ planId: 'PREMIUM', successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
    expect(result).toEqual({ url: null, orderId: null });
    expect(await h.services.orm.em.fork().count(Order, { user: user.userId })).toBe(0);
    expect((await user.as().auth.balance()).credits).toBe(30);
    expect((await user.as().billing.overview()).subscription).toBeNull();
  });

  it('the notification endpoint answers 404 for none and for any other gateway, logging nothing', async () => {
    for (const provider of ['none', 'paydunya', 'wave', 'sandbox']) {
      const res = await fetch(`${h.base}/api/paiements/notification/${provider}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'x', status: 'paid', amount: 19680, currency: 'XOF' }),
      });
      expect(res.status, provider).toBe(404);
      expect(await res.json()).toEqual({ error: 'Fournisseur de paiement inconnu.' });
    }
    expect(await h.services.orm.em.fork().count(PaymentNotification, {})).toBe(0);
  });
});
