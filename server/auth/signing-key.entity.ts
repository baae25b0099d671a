import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JWK } from 'jose';

/**
 * Access-token signing keys, shared by every web and worker process through the database. The
 * private key is stored sealed (AES-256-GCM, ENCRYPTION_KEY or the key file): a dump of the
 * database alone cannot mint a token.
 */
export const SigningKey = defineEntity({
  name: 'SigningKey',
  tableName: 'signing_keys',
  properties: {
    kid: p.string().length(64).primary(),
    alg: p.string().length(16),
    /** The private JWK, sealed by the secret box (server/auth/secret-box.ts). */
    privateKeySealed: p.text(),
    publicJwk: p.json<JWK>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    retiredAt: p.datetime().nullable(),
  },
});
export type ISigningKey = InferEntity<typeof SigningKey>;
