import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from './user.entity';

/** A link that proves the account's e-mail address: single use, 48 hours, only its hash is stored. */
export const EmailVerification = defineEntity({
  name: 'EmailVerification',
  tableName: 'email_verifications',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type IEmailVerification = InferEntity<typeof EmailVerification>;
