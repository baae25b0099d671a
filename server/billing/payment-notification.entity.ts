import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { Order } from './order.entity';

/**
 * Every notification a gateway (or anyone) posted to our endpoint, raw, with what we made of it:
 * forged ones stay here with `verified = false` and changed nothing else.
 */
export const PaymentNotification = defineEntity({
  name: 'PaymentNotification',
  tableName: 'payment_notifications',
  indexes: [{ properties: ['provider', 'providerRef'] }],
  properties: {
    ...baseProperties,
    provider: p.string().length(16),
    providerRef: p.string().length(160).nullable(),
    order: () => p.manyToOne(Order).nullable().index().deleteRule('set null'),
    /** The headers that matter (content type, signatures, user agent). */
    headers: p.json<Record<string, string>>(),
    rawBody: p.text(),
    ip: p.string().length(64).nullable(),
    verified: p.boolean().default(false),
    /** received, refused_signature, confirm_failed, unknown_order, amount_mismatch, paid, duplicate, pending, failed, cancelled */
    outcome: p.string().length(32).default('received'),
  },
});
export type IPaymentNotification = InferEntity<typeof PaymentNotification>;
