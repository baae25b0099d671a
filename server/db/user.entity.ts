import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from './base';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    ...baseProperties,
    email: p.string().length(254).unique(),
    name: p.string().length(80),
    /** Null for an account made with Google that never chose a password. */
    passwordHash: p.string().nullable(),
    /** Until the address is proven (link, code, recovery or Google), no gift and no password sign-in. */
    emailVerifiedAt: p.datetime().nullable(),
    lastSignInAt: p.datetime().nullable(),
    /** Master's refusal of any reuse of their content for promotion or model training, with its date (server/privacy/reuse.ts). */
    reuseOptOutAt: p.datetime().nullable(),
    /** When the « account unused for nearly 3 years » e-mail went (server/privacy/retention.ts); a later sign-in makes it moot. */
    inactivityWarnedAt: p.datetime().nullable(),
    /** Google's stable account id (`sub`), once the account is linked to Google. */
    googleSub: p.string().length(255).nullable().unique(),
    /** Google was unlinked in « Compte »: a Google sign-in with this account's address no longer links it back. */
    googleUnlinkedAt: p.datetime().nullable(),
    /** The Google profile photo (the privacy policy lists it). */
    avatarUrl: p.string().length(1024).nullable(),
    /** The photo uploaded from « Compte » (an Asset of purpose `avatar`, square), shown instead of Google's. */
    avatarAssetId: p.uuid().nullable(),
    /** TOTP second factor: the secret, encrypted (server/auth/secret-box.ts), set once confirmed. */
    mfaSecret: p.text().nullable(),
    mfaEnabledAt: p.datetime().nullable(),
    /** A secret being enrolled, waiting for its first code. */
    mfaPendingSecret: p.text().nullable(),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    mfaLastStep: p.bigint('number').nullable(),
  },
});
export type IUser = InferEntity<typeof User>;
