import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The next moment a password may be checked for an account from a device it does not know: each
 * attempt takes the next slot (server/auth/rate-limit.ts `pace`), so guesses spread over many
 * sources wait their turn instead of running side by side. Rows older than a day are deleted daily.
 */
export const SignInPace = defineEntity({
  name: 'SignInPace',
  tableName: 'sign_in_paces',
  properties: {
    key: p.string().length(128).primary(),
    nextAt: p.datetime(),
  },
});
export type ISignInPace = InferEntity<typeof SignInPace>;
