import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

/**
 * The first factor passed, the second is due: a single-use ticket, valid 10 minutes, 5 attempts,
 * traded for a full session with a TOTP or recovery code. Only its hash is stored.
 */
export const MfaChallenge = defineEntity({
  name: 'MfaChallenge',
  tableName: 'mfa_challenges',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    /** How the first factor was proven: password, code, google, recovery or verification. */
    method: p.string().length(20),
    expiresAt: p.datetime(),
    attempts: p.integer().default(0),
    usedAt: p.datetime().nullable(),
    /** A password recovery waiting for the second factor: the new password applies only once it is given. */
    pendingPasswordHash: p.string().nullable(),
  },
});
export type IMfaChallenge = InferEntity<typeof MfaChallenge>;
