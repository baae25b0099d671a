import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JWK } from 'jose';

/** Access-token signing keys, shared by every web and worker process through the database. */
export const SigningKey = defineEntity({
  name: 'SigningKey',
  tableName: 'signing_keys',
  properties: {
    kid: p.string().length(64).primary(),
    alg: p.string().length(16),
    privateJwk: p.json<JWK>(),
    publicJwk: p.json<JWK>(),
    createdAt: p.datetime().onCreate(() => new Date()),
    retiredAt: p.datetime().nullable(),
  },
});
export type ISigningKey = InferEntity<typeof SigningKey>;
