import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { siteInfo } from '../../site/service';
import { requestPasswordReset } from '../password-reset';
import { requestSignInCode } from '../sign-in-code';

/**
 * « Send me a code » and « forgotten password » answer at once with the same words and the same
 * work (this job queued) whether or not the address has an account; whether there is one, and the
 * e-mail that follows, is decided here, where no one but the mailbox's owner can time it.
 */
export const accountMailJob = defineJob({
  name: 'auth.account-mail',
  schema: z.discriminatedUnion('kind', [
    // The code is bound to the hash of the asking browser's challenge, which also makes a second run a no-op.
    z.object({ kind: z.literal('sign-in-code'), email: z.email(), challengeHash: z.string().regex(/^[0-9a-f]{64}$/) }),
    z.object({ kind: z.literal('password-recovery'), email: z.email() }),
  ]),
  // A second run after a crash at the wrong moment mails a second recovery link; both work until one is used.
  // Strangers' addresses do not stay in the job table: finished jobs go after an hour.
  queue: { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60, deleteAfterSeconds: 3600 },
  async handler(data, ctx) {
    const deps = { queue: ctx.queue, brand: siteInfo(ctx.config), email: data.email };
    const em = ctx.orm.em.fork();
    if (data.kind === 'sign-in-code') await requestSignInCode(em, { ...deps, challengeHash: data.challengeHash });
    else await requestPasswordReset(em, deps);
  },
});
