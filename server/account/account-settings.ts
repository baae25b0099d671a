// « Compte » in the personal space: the name, and the password (changed with the current one, or
// added to an account made with Google after a recent sign-in). Business rules here, the router only
// checks who asks and how often.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { passwordWeaknesses } from '../auth/password-strength';
import { endOtherSessions, requireRecentSignIn } from '../auth/sessions';
import { notifyUserUpdated } from '../realtime/user-events';
import { User } from '../db/user.entity';

export async function renameUser(em: EntityManager, userId: string, name: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (user.name === name) return;
    user.name = name;
    await tx.flush();
    await notifyUserUpdated(tx, userId);
  });
}

/**
 * The new password replaces the old one (asked), or is the first of a Google account (a recent
 * sign-in asked instead). Other devices are signed out on request; the address is told either way.
 */
export async function changePassword(
  em: EntityManager,
  deps: { queue: JobQueue; brand: MailBrand },
  args: { userId: string; sessionId: string; current?: string; next: string; endOthers: boolean },
): Promise<{ ended: number; added: boolean }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, args.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const added = !user.passwordHash;
    if (user.passwordHash) {
      if (!args.current || !(await verifyPassword(user.passwordHash, args.current))) throw new AppError('WRONG_PASSWORD', 'changing password: wrong current password');
    } else {
      await requireRecentSignIn(tx, args.sessionId);
    }
    const reasons = passwordWeaknesses(args.next, user);
    if (reasons.length > 0) throw new AppError('WEAK_PASSWORD', 'weak password', { reasons });
    user.passwordHash = await hashPassword(args.next);
    await tx.flush();
    const ended = args.endOthers ? await endOtherSessions(tx, args.userId, args.sessionId) : 0;
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: user.email, template: { kind: 'password-changed', name: user.name, added, when: new Date(), endedOthers: ended } });
    return { ended, added };
  });
}
