import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../db/user.entity';
import { baseProperties } from '../db/base';
import { Thumbnail } from '../studio/thumbnail.entity';

/**
 * A message to support from Mon espace, and the operator's answer (`npm run support -- reply`).
 * Kept 2 years (the privacy policy), even after the account closes: the user reference is then set
 * to null and the name and address copied here are what the answer is sent to.
 */
export const SupportRequest = defineEntity({
  name: 'SupportRequest',
  tableName: 'support_requests',
  indexes: [{ properties: ['createdAt'] }, { properties: ['answeredAt'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    name: p.string().length(80),
    email: p.string().length(254),
    subject: p.string().length(120),
    message: p.text(),
    thumbnail: () => p.manyToOne(Thumbnail).nullable().deleteRule('set null'),
    /** Master's requests are answered first. */
    priority: p.boolean().default(false),
    answer: p.text().nullable(),
    answeredAt: p.datetime().nullable(),
    answeredBy: p.string().length(80).nullable(),
  },
});
export type ISupportRequest = InferEntity<typeof SupportRequest>;
