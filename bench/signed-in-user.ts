/**
 * A bench's creator: signed up through the API, e-mail verified from the outbox, credited for the
 * runs. The calls share one cookie jar, as one browser would.
 */
import { memoryCookieJar } from '../server/auth/cookies';
import type { Config } from '../server/config';
import { daysFrom, grantCredits } from '../server/credits/ledger';
import type { Logger } from '../server/log';
import { MailMessage } from '../server/mail/mail-message.entity';
import { appRouter } from '../server/router';
import type { AppServices } from '../server/ports';
import { createContext } from '../server/context';
import { createCallerFactory } from '../server/trpc';

export async function signedInUser(services: AppServices, config: Config, log: Logger, who: { name: string; email: string; credits: number }) {
  const jar = memoryCookieJar();
  const api = () => createCallerFactory(appRouter)(createContext({ services, em: services.orm.em.fork(), log, cookies: jar, bearer: null, client: { issuer: config.PUBLIC_URL } }));
  await api().auth.signUp({ name: who.name, email: who.email, password: 'Yassa-Poulet-Thiof-26' });
  const mail = await services.orm.em.fork().findOneOrFail(MailMessage, { to: who.email, kind: 'verify-email' }, { orderBy: { createdAt: 'desc' } });
  const verified = await api().auth.verifyEmail({ token: mail.text.match(/jeton=([\w-]+)/)![1]! });
  if (verified.status !== 'signed_in') throw new Error('unexpected second factor');
  const userId = verified.session.user.id;
  await services.orm.em.fork().transactional((tx) => grantCredits(tx, { userId, amount: who.credits, reason: 'bench', expiresAt: daysFrom(new Date(), 1) }));
  return { api, jar, userId, session: verified.session };
}
