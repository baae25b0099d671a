import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

/** A one-time recovery code for a lost authenticator, shown once at enrolment; stored hashed. */
export const MfaRecoveryCode = defineEntity({
  name: 'MfaRecoveryCode',
  tableName: 'mfa_recovery_codes',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    codeHash: p.string().length(64).unique(),
    usedAt: p.datetime().nullable(),
  },
});
export type IMfaRecoveryCode = InferEntity<typeof MfaRecoveryCode>;
