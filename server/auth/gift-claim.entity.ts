import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Who already had the sign-up gift: one row per verified e-mail (hashed) and per Google account.
 * Not tied to the user row, so deleting an account and signing up again gives no second gift.
 */
export const GiftClaim = defineEntity({
  name: 'GiftClaim',
  tableName: 'gift_claims',
  properties: {
    key: p.string().length(100).primary(),
    userId: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type IGiftClaim = InferEntity<typeof GiftClaim>;
