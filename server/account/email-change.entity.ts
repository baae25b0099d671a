import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

/**
 * A change of the account's e-mail address, asked from « Compte » and waiting for the link mailed to
 * the new address: single use, 24 hours, only its hash is stored. The address of the account changes
 * only when this link is followed; `oldEmail` is what it was when asked (a link made before another
 * change went through is refused).
 */
export const EmailChange = defineEntity({
  name: 'EmailChange',
  tableName: 'email_changes',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    oldEmail: p.string().length(254),
    newEmail: p.string().length(254),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
export type IEmailChange = InferEntity<typeof EmailChange>;
