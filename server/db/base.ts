import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** id, createdAt, updatedAt: every entity starts with these. */
export const baseProperties = {
  id: p.uuid().primary().onCreate(() => randomUUID()),
  createdAt: p.datetime().onCreate(() => new Date()),
  updatedAt: p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date()),
};
