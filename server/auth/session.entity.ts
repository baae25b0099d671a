import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

/** One signed-in device: the family of its rotating refresh tokens. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    userAgent: p.string().length(512).nullable(),
    ip: p.string().length(64).nullable(),
    lastUsedAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().length(64).nullable(),
  },
});
export type ISession = InferEntity<typeof Session>;
