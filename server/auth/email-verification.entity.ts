import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

/**
 * A link that proves the account's e-mail address: single use, 48 hours, only its hash is stored.
 * It carries the name and password chosen at that sign-up: they reach the account only when this
 * link is followed, so someone who signs up first with another person's address gains nothing.
 */
export const EmailVerification = defineEntity({
  name: 'EmailVerification',
  tableName: 'email_verifications',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    name: p.string().length(80).nullable(),
    passwordHash: p.string().nullable(),
  },
});
export type IEmailVerification = InferEntity<typeof EmailVerification>;
