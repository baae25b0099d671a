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
  schema: z.object({ kind: z.enum(['sign-in-code', 'password-recovery']), email: z.email() }),
  // A second run after a crash at the wrong moment sends a fresh code or link that replaces the first: harmless.
  queue: { retryLimit: 3, retryDelay: 2, retryBackoff: true, expireInSeconds: 60 },
  async handler({ kind, email }, ctx) {
    const deps = { queue: ctx.queue, brand: siteInfo(ctx.config), email };
    const em = ctx.orm.em.fork();
    if (kind === 'sign-in-code') await requestSignInCode(em, deps);
    else await requestPasswordReset(em, deps);
  },
});
