import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';

/**
 * A 6-digit sign-in code sent by e-mail: valid 10 minutes, 5 attempts, single use. Stored hashed, and
 * bound to the browser that asked for it (the hash of its challenge cookie): guesses from anywhere
 * else cannot use up its attempts, and a stranger's request does not replace it.
 */
export const SignInCode = defineEntity({
  name: 'SignInCode',
  tableName: 'sign_in_codes',
  indexes: [{ properties: ['email', 'createdAt'] }],
  properties: {
    ...baseProperties,
    email: p.string().length(254),
    codeHash: p.string().length(64),
    challengeHash: p.string().length(64).nullable(),
    expiresAt: p.datetime(),
    attempts: p.integer().default(0),
    usedAt: p.datetime().nullable(),
  },
});
export type ISignInCode = InferEntity<typeof SignInCode>;
