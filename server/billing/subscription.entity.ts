import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

export const SUBSCRIPTION_STATUSES = ['active', 'ending', 'ended', 'terminated'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A user's plan, one row per user, made of paid 30-day periods (SubscriptionPeriod). The current
 * period's plan and dates are kept here for reading and are brought up to date by `syncSubscription`
 * (on every read and by the daily job); what a user may do is always computed from the periods.
 *   active ─(résilier)→ ending ─(period over)→ ended
 *   active ─(period over, not renewed)→ ended;  ended ─(new payment)→ active
 *   any ─(operator)→ terminated
 */
export const Subscription = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    ...baseProperties,
    user: () => p.oneToOne(User).owner().unique().deleteRule('cascade'),
    plan: p.string().length(16),
    status: p.enum(SUBSCRIPTION_STATUSES).default('active'),
    currentPeriodStart: p.datetime(),
    currentPeriodEnd: p.datetime(),
    /** « Renouvellement automatique »: the reminder e-mail with its renewal link, 3 days before the end. */
    renewalReminders: p.boolean().default(true),
    /** « Résilier »: no reminder, and the subscription ends with the paid time. */
    cancelAtPeriodEnd: p.boolean().default(false),
    /** A downgrade chosen for the next renewal (applies when that renewal is paid). */
    nextPlan: p.string().length(16).nullable(),
    /** The end date a reminder was already sent for (one reminder per period). */
    reminderSentFor: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    /** Why an operator terminated or extended it. */
    statusReason: p.string().length(300).nullable(),
  },
});
export type ISubscription = InferEntity<typeof Subscription>;
