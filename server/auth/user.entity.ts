import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    email: p.string().length(254).unique(),
    name: p.string().length(80),
    passwordHash: p.string().nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
  },
});
export type IUser = InferEntity<typeof User>;
