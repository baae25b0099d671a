import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { Order } from './order.entity';
import { Subscription } from './subscription.entity';

/**
 * One paid 30-day period of a plan (or an operator's extension). A renewal paid early starts when the
 * paid time ends; an upgrade starts at once and, while both run, the higher plan applies.
 * An operator's termination voids the periods.
 */
export const SubscriptionPeriod = defineEntity({
  name: 'SubscriptionPeriod',
  tableName: 'subscription_periods',
  indexes: [{ properties: ['subscription', 'endsAt'] }],
  properties: {
    ...baseProperties,
    subscription: () => p.manyToOne(Subscription).deleteRule('cascade'),
    order: () => p.oneToOne(Order).owner().nullable().unique().deleteRule('set null'),
    plan: p.string().length(16),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    /** payment or operator */
    source: p.string().length(16),
    voidedAt: p.datetime().nullable(),
  },
});
export type ISubscriptionPeriod = InferEntity<typeof SubscriptionPeriod>;
