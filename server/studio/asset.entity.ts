import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../auth/user.entity';

export const ASSET_KINDS = ['ai-background', 'ai-subject', 'upload', 'logo'] as const;

/** An image a design draws (AI background, cut-out subject, logo): private to its owner, stored as PNG. */
export const Asset = defineEntity({
  name: 'Asset',
  tableName: 'assets',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    kind: p.enum(ASSET_KINDS),
    key: p.string().length(200),
    width: p.integer(),
    height: p.integer(),
    bytes: p.integer(),
  },
});
export type IAsset = InferEntity<typeof Asset>;
