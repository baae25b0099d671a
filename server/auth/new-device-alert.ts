import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import type { ClientInfo } from './session-tokens';
import { describeDevice } from './sessions';
import { Session } from './session.entity';
import type { IUser } from '../db/user.entity';

export interface AlertDeps {
  queue: JobQueue;
  brand: MailBrand;
}

/**
 * E-mails « Nouvelle connexion » when an account is signed into from a kind of device it has never
 * used (by browser and system). The first session of an account, at sign-up, is not news.
 * Runs in the sign-in transaction: no session, no e-mail.
 */
export async function alertIfNewDevice(em: EntityManager, user: IUser, client: ClientInfo, deps: AlertDeps): Promise<boolean> {
  const device = describeDevice(client.userAgent ?? null);
  const previous = await em.find(Session, { user: user.id }, { fields: ['userAgent'], orderBy: { createdAt: 'desc' }, limit: 50 });
  if (previous.length === 0 || previous.some((s) => describeDevice(s.userAgent ?? null) === device)) return false;
  await queueMail(em, {
    queue: deps.queue,
    brand: deps.brand,
    to: user.email,
    template: { kind: 'new-sign-in', name: user.name, device, ip: client.ip ?? 'inconnue', when: new Date() },
  });
  return true;
}
