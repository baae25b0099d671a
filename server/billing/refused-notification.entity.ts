import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What our payment endpoint refused (not signed by the gateway, malformed), kept small: one row per
 * provider, source address and reason, with a count and the last request's first bytes. A flood of
 * forged posts adds nothing but a counter. Rows are deleted 30 days after their last request.
 */
export const RefusedNotification = defineEntity({
  name: 'RefusedNotification',
  tableName: 'refused_notifications',
  uniques: [{ properties: ['provider', 'ip', 'reason'] }],
  properties: {
    id: p.uuid().primary(),
    provider: p.string().length(16),
    ip: p.string().length(64),
    /** signature: not proven to come from the gateway. */
    reason: p.string().length(32),
    count: p.integer().default(1),
    firstAt: p.datetime(),
    lastAt: p.datetime().index(),
    /** The last refused body, cut to its first 1 KB. */
    sample: p.text(),
    /** Its content type and user agent, cut short. */
    sampleHeaders: p.json<Record<string, string>>(),
  },
});
export type IRefusedNotification = InferEntity<typeof RefusedNotification>;
