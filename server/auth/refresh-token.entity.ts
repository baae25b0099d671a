import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { Session } from './session.entity';

/** Opaque refresh tokens, stored only as SHA-256 hashes. A used one is never valid again. */
export const RefreshToken = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    ...baseProperties,
    session: () => p.manyToOne(Session).index().deleteRule('cascade'),
    tokenHash: p.string().length(64).unique(),
    usedAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
  },
});
export type IRefreshToken = InferEntity<typeof RefreshToken>;
