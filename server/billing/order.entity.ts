import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_KINDS = ['plan', 'pack'] as const;

/**
 * One attempt to buy a plan period or a credit pack. The amount is copied from the catalogue when the
 * order is made, and a payment is accepted only for exactly that amount in XOF. Kept for accounting
 * after the account is closed (the user link is then cleared, the invoice keeps the customer's name).
 */
export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  uniques: [{ properties: ['provider', 'providerRef'] }],
  indexes: [{ properties: ['user', 'createdAt'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).nullable().deleteRule('set null'),
    kind: p.enum(ORDER_KINDS),
    /** A plan id (STARTER, PREMIUM, MASTER) or a pack id (PACK_100, …). */
    product: p.string().length(16),
    amountXof: p.integer(),
    currency: p.string().length(3).default('XOF'),
    provider: p.string().length(16),
    /** The gateway's id of the payment: PayDunya token, Wave session id, sandbox id. */
    providerRef: p.string().length(160).nullable(),
    status: p.enum(ORDER_STATUSES).default('pending'),
    checkoutUrl: p.text().nullable(),
    successUrl: p.text(),
    cancelUrl: p.text(),
    paymentMethod: p.string().length(60).nullable(),
    paidAt: p.datetime().nullable(),
    failureReason: p.string().length(300).nullable(),
    /** What the payment bought: the period of a plan, the credits of a pack or a plan. */
    creditsGranted: p.integer().nullable(),
    periodStart: p.datetime().nullable(),
    periodEnd: p.datetime().nullable(),
    /** Last time the gateway was asked about this order from the /success page (throttles those calls). */
    lastCheckedAt: p.datetime().nullable(),
  },
});
export type IOrder = InferEntity<typeof Order>;
