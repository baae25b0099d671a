import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const SANDBOX_STATUSES = ['open', 'paid', 'cancelled', 'failed'] as const;

/**
 * The sandbox gateway's own storage (PAYMENT_PROVIDER=sandbox): what a real gateway would keep on its
 * side. Our billing code only talks to it through the provider interface and the signed webhook.
 */
export const SandboxPayment = defineEntity({
  name: 'SandboxPayment',
  tableName: 'sandbox_payments',
  properties: {
    id: p.string().length(40).primary(),
    orderId: p.uuid(),
    amount: p.integer(),
    currency: p.string().length(3),
    label: p.string().length(120),
    customerEmail: p.string().length(254),
    successUrl: p.text(),
    cancelUrl: p.text(),
    callbackUrl: p.text(),
    status: p.enum(SANDBOX_STATUSES).default('open'),
    createdAt: p.datetime().onCreate(() => new Date()),
    completedAt: p.datetime().nullable(),
  },
});
export type ISandboxPayment = InferEntity<typeof SandboxPayment>;
