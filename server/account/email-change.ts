// « Compte »: a new e-mail address for the account. Asked with the current password (or, for an
// account made with Google that has none, a recent sign-in); a single-use link valid 24 hours goes to
// the new address, and only that link changes the address. The current address is told of the
// request, and then of the change. The account's sessions go on as they were.
import { randomBytes } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { requireRecentSignIn } from '../auth/sessions';
import { EmailChange } from './email-change.entity';
import { EmailVerification } from '../auth/email-verification.entity';
import { GiftClaim } from '../auth/gift-claim.entity';
import { PasswordReset } from '../auth/password-reset.entity';
import { verifyPassword } from '../auth/passwords';
import { SignInCode } from '../auth/sign-in-code.entity';
import { hashOpaqueToken } from '../auth/tokens';
import { notifyUserUpdated } from '../realtime/user-events';
import { User } from '../db/user.entity';

export const EMAIL_CHANGE_TTL_HOURS = 24;

type Deps = { queue: JobQueue; brand: MailBrand };

/** The address is another account's: said plainly (the person proved who they are), but nothing about that account. */
const taken = () => new AppError('EMAIL_TAKEN', 'email change: address used by another account');

/**
 * Checks who asks, then mails the link to the new address and a notice to the current one. A newer
 * request replaces the pending ones: only the latest link works.
 */
export async function requestEmailChange(
  em: EntityManager,
  deps: Deps,
  args: { userId: string; sessionId: string; email: string; current?: string },
): Promise<{ sentTo: string; hours: number }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, args.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (user.passwordHash) {
      if (!args.current || !(await verifyPassword(user.passwordHash, args.current))) throw new AppError('WRONG_PASSWORD', 'email change: wrong current password');
    } else {
      await requireRecentSignIn(tx, args.sessionId);
    }
    if (args.email === user.email) throw new AppError('EMAIL_UNCHANGED', 'email change: same address');
    if ((await tx.count(User, { email: args.email })) > 0) throw taken();

    const now = new Date();
    await tx.nativeDelete(EmailChange, { user: user.id, usedAt: null });
    const token = randomBytes(32).toString('base64url');
    tx.create(EmailChange, {
      user,
      oldEmail: user.email,
      newEmail: args.email,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    });
    await tx.flush();
    const link = `${deps.brand.publicUrl}/confirmer-email?jeton=${token}`;
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: args.email, template: { kind: 'email-change-confirm', name: user.name, newEmail: args.email, link, hours: EMAIL_CHANGE_TTL_HOURS } });
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: user.email, template: { kind: 'email-change-requested', name: user.name, newEmail: args.email, when: now } });
    return { sentTo: args.email, hours: EMAIL_CHANGE_TTL_HOURS };
  });
}

/**
 * The link from the new address, opened in the account that asked: the account takes it, the old address
 * is told, and every open page of the account reads the session again. Links and codes still
 * pending for the old address are spent: that mailbox no longer opens the account.
 */
export async function confirmEmailChange(em: EntityManager, deps: Deps, token: string, userId: string): Promise<{ email: string }> {
  try {
    return await em.transactional(async (tx) => {
      const change = await tx.findOne(EmailChange, { tokenHash: hashOpaqueToken(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const now = new Date();
      if (!change || change.usedAt || change.expiresAt <= now) throw new AppError('INVALID_EMAIL_CHANGE_LINK', 'email change link unknown, used or expired');
      if (change.user.id !== userId) throw new AppError('EMAIL_CHANGE_OTHER_ACCOUNT', 'email change link opened in another account');
      const user = await tx.findOneOrFail(User, change.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      // The address changed since the request (another link went through): this one is stale.
      if (user.email !== change.oldEmail) throw new AppError('INVALID_EMAIL_CHANGE_LINK', 'email change link made for an earlier address');
      if ((await tx.count(User, { email: change.newEmail, id: { $ne: user.id } })) > 0) throw taken();

      change.usedAt = now;
      const oldEmail = user.email;
      user.email = change.newEmail;
      user.emailVerifiedAt ??= now;
      await tx.flush();
      await tx.nativeUpdate(EmailChange, { user: user.id, usedAt: null }, { usedAt: now });
      await tx.nativeUpdate(PasswordReset, { user: user.id, usedAt: null }, { usedAt: now });
      await tx.nativeUpdate(EmailVerification, { user: user.id, usedAt: null }, { usedAt: now });
      await tx.nativeUpdate(SignInCode, { email: oldEmail, usedAt: null }, { usedAt: now });
      // The new address now belongs to an account that had its sign-up gift: it brings no other.
      await tx.getConnection().execute(`insert into ${tx.getMetadata(GiftClaim).tableName} (key, user_id, created_at) values (?, ?, ?) on conflict (key) do nothing`, [
        `email:${hashOpaqueToken(user.email)}`,
        user.id,
        now,
      ]);
      await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: oldEmail, template: { kind: 'email-changed', name: user.name, oldEmail, newEmail: user.email, when: now } });
      await notifyUserUpdated(tx, user.id);
      return { email: user.email };
    });
  } catch (err) {
    // Another account took the address between the check and the write.
    if (err instanceof UniqueConstraintViolationException) throw taken();
    throw err;
  }
}
