import { createHash } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from './base';
import { User } from './user.entity';

export const PRIVACY_REQUEST_KINDS = ['closure', 'digitalme_erasure', 'export'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/**
 * A request about one's own data (closure, erasure of the DigitalMe, export), with the date it was
 * answered: the privacy policy promises an answer within 30 days, and this is how it is measured.
 * The user reference is set to null when the account goes; the row stays, with a hash of the
 * address (no name, no address in clear), as the record that the request was made and answered.
 * Kept in the kernel because more than one floor answers such requests: privacy/ (closure, export)
 * and digitalme/ (erasure of the DigitalMe).
 */
export const PrivacyRequest = defineEntity({
  name: 'PrivacyRequest',
  tableName: 'privacy_requests',
  indexes: [{ properties: ['requestedAt'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    kind: p.enum(PRIVACY_REQUEST_KINDS),
    /** sha256 of the lowercased address at the time of the request. */
    emailHash: p.string().length(64),
    requestedAt: p.datetime(),
    answeredAt: p.datetime().nullable(),
    /** What was done, in numbers (files and rows deleted, invoices kept). */
    detail: p.json<Record<string, number>>().nullable(),
  },
});
export type IPrivacyRequest = InferEntity<typeof PrivacyRequest>;

/** The address as a request row keeps it: sha256 of the trimmed, lowercased address. */
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
