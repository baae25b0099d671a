import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { PasswordReset } from './password-reset.entity';
import { passwordWeaknesses } from './password-strength';
import { hashPassword } from './passwords';
import type { AlertDeps } from './new-device-alert';
import type { ClientInfo } from './session-tokens';
import { completeSignIn, type SignInOutcome } from './sign-in';
import { hashOpaqueToken } from './tokens';
import { markEmailVerified } from './verification';
import { Session } from './session.entity';
import { User, type IUser } from '../db/user.entity';

export const RESET_TTL_MINUTES = 60;

/**
 * E-mails a single-use link if the address has an account. Earlier links stay valid (for their hour)
 * until one of them is used: a stranger asking again for the owner's address replaces nothing.
 */
export async function requestPasswordReset(em: EntityManager, args: { queue: JobQueue; brand: MailBrand; email: string }): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email: args.email });
    if (!user) return;
    const now = new Date();
    const token = randomBytes(32).toString('base64url');
    tx.create(PasswordReset, { user, tokenHash: hashOpaqueToken(token), expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000) });
    await tx.flush();
    const link = `${args.brand.publicUrl}/mot-de-passe-oublie?jeton=${token}`;
    await queueMail(tx, { queue: args.queue, brand: args.brand, to: user.email, template: { kind: 'password-recovery', name: user.name, link, minutes: RESET_TTL_MINUTES } });
  });
}

/**
 * Sets the new password from a valid link, ends every session the account had (whoever else might
 * be signed in), and signs this device in. With a second factor, all of that waits for the code:
 * a mailbox alone cannot change the password nor sign the owner out.
 */
export async function resetPassword(em: EntityManager, args: { token: string; password: string; client: ClientInfo; alerts?: AlertDeps }): Promise<SignInOutcome> {
  return em.transactional(async (tx) => {
    const reset = await tx.findOne(PasswordReset, { tokenHash: hashOpaqueToken(args.token) }, { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE });
    const now = new Date();
    if (!reset || reset.usedAt || reset.expiresAt <= now) throw new AppError('INVALID_RESET_LINK', 'reset link unknown, used or expired');
    const user = reset.user;
    const reasons = passwordWeaknesses(args.password, user);
    if (reasons.length > 0) throw new AppError('WEAK_PASSWORD', 'weak password', { reasons });
    const passwordHash = await hashPassword(args.password);
    reset.usedAt = now;
    await tx.nativeUpdate(PasswordReset, { user: user.id, usedAt: null, id: { $ne: reset.id } }, { usedAt: now }); // the other links are spent
    await markEmailVerified(tx, user, { proof: 'recovery' }); // the link came to this mailbox
    if (user.mfaEnabledAt) return completeSignIn(tx, user, args.client, { method: 'recovery', alerts: args.alerts, pendingPasswordHash: passwordHash });
    await applyNewPassword(tx, user, passwordHash);
    return completeSignIn(tx, user, args.client, { method: 'recovery', alerts: args.alerts });
  });
}

/** The recovered password takes effect, and every session of the account ends. */
export async function applyNewPassword(em: EntityManager, user: IUser, passwordHash: string): Promise<void> {
  const now = new Date();
  user.passwordHash = passwordHash;
  await em.flush();
  await em.nativeUpdate(Session, { user: user.id, revokedAt: null }, { revokedAt: now, revokedReason: 'password_reset' });
}
