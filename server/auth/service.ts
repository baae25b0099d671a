import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignInInput, SignUpInput } from '../../shared/schemas/auth';
import { queueMail } from '../mail/service';
import { EmailVerification, type IEmailVerification } from './email-verification.entity';
import { completeSignIn, type SignInOutcome } from './sign-in';
import { sendVerificationLink } from './verification';
import { AppError } from '../errors';
import { passwordWeaknesses } from './password-strength';
import type { AlertDeps } from './new-device-alert';
import { hashPassword, verifyPassword } from './passwords';
import type { ClientInfo } from './session-tokens';
import { User, type IUser } from '../db/user.entity';

/**
 * Starts an account waiting for its e-mail proof and mails the verification link. The answer is
 * the same whether or not the address already has an account (no enumeration): an owner gets an
 * e-mail saying so instead. The name and password travel with the link (server/auth/verification.ts),
 * so signing up first with someone else's address gives no way into their future account.
 */
export async function signUp(em: EntityManager, input: SignUpInput, deps: AlertDeps): Promise<{ status: 'verification_sent' }> {
  const reasons = passwordWeaknesses(input.password, input);
  if (reasons.length > 0) throw new AppError('WEAK_PASSWORD', 'weak password', { reasons });
  const passwordHash = await hashPassword(input.password); // on every path, so timing tells nothing either
  for (let attempt = 0; ; attempt++) {
    try {
      await em.transactional(async (tx) => {
        const existing = await tx.findOne(User, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (existing?.emailVerifiedAt) {
          const base = deps.brand.publicUrl;
          const template = { kind: 'account-exists' as const, name: existing.name, signInLink: `${base}/connexion`, recoveryLink: `${base}/mot-de-passe-oublie` };
          await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: existing.email, template });
          return;
        }
        const user = existing ?? tx.create(User, { email: input.email, name: input.name, passwordHash: null });
        await tx.flush();
        await sendVerificationLink(tx, user, deps, { name: input.name, passwordHash });
      });
      return { status: 'verification_sent' };
    } catch (err) {
      // Two sign-ups of one new address at once: the second finds the first's row on its retry.
      if (!(err instanceof UniqueConstraintViolationException) || attempt > 0) throw err;
    }
  }
}

/** How long a password sign-in on an unverified account waits before mailing the link again. */
const RESEND_VERIFICATION_AFTER_MS = 60_000;

export async function signIn(em: EntityManager, input: SignInInput, client: ClientInfo, deps: AlertDeps): Promise<SignInOutcome> {
  // Both lookups on every path (the second finds nothing for most addresses): the same queries
  // whether the address is unknown, verified or waiting for its link.
  const user = await em.findOne(User, { email: input.email });
  const [newestPending] = await em.find(EmailVerification, { user: { email: input.email }, usedAt: null, expiresAt: { $gt: new Date() } }, { orderBy: { createdAt: 'desc' }, limit: 1 });
  if (user && !user.emailVerifiedAt) return pendingSignUp(em, user, newestPending, input, deps);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS', 'invalid credentials');
  return em.transactional(async (tx) => {
    const managed = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    return completeSignIn(tx, managed, client, { method: 'password', alerts: deps });
  });
}

/**
 * A password sign-in on an address not yet proven: whoever gives the password of the newest pending
 * sign-up learns it waits for its link (and gets it again, at most once a minute); anyone else gets
 * the usual « wrong credentials ». One password check, like every other sign-in answer, so the time
 * taken tells nothing about the address.
 */
async function pendingSignUp(em: EntityManager, user: IUser, newest: IEmailVerification | undefined, input: SignInInput, deps: AlertDeps): Promise<never> {
  // Checked even with no live link (the dummy hash then): an expired sign-up answers no faster than the rest.
  const matches = await verifyPassword(newest?.passwordHash, input.password);
  if (!newest || !matches) throw new AppError('INVALID_CREDENTIALS', 'invalid credentials');
  if (Date.now() - newest.createdAt.getTime() > RESEND_VERIFICATION_AFTER_MS) {
    const { name, passwordHash } = newest;
    await em.transactional(async (tx) => sendVerificationLink(tx, await tx.findOneOrFail(User, user.id), deps, { name: name ?? user.name, passwordHash: passwordHash! }));
  }
  throw new AppError('EMAIL_NOT_VERIFIED', 'e-mail address not verified yet');
}
