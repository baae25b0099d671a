import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SIGNUP_GIFT } from '../../shared/credits';
import { VERIFY_LINK_TTL_HOURS } from '../../shared/session';
import { daysFrom, grantCredits } from '../credits/ledger';
import { AppError } from '../errors';
import { queueMail } from '../mail/service';
import type { AlertDeps } from './new-device-alert';
import { EmailVerification } from './email-verification.entity';
import { GiftClaim } from './gift-claim.entity';
import { completeSignIn, type SignInOutcome } from './sign-in';
import { hashOpaqueToken } from './tokens';
import type { ClientInfo } from './session-tokens';
import { User, type IUser } from '../db/user.entity';

/**
 * E-mails a verification link carrying the name and password of this sign-up, which the account
 * takes only when the link is followed. Other pending links keep working until one of them, or
 * another proof of the address, is used. Runs in the caller's transaction.
 */
export async function sendVerificationLink(em: EntityManager, user: IUser, deps: AlertDeps, pending: { name: string; passwordHash: string }): Promise<void> {
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  em.create(EmailVerification, {
    user,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_HOURS * 3_600_000),
    name: pending.name,
    passwordHash: pending.passwordHash,
  });
  await em.flush();
  const link = `${deps.brand.publicUrl}/verifier-email?jeton=${token}`;
  await queueMail(em, { queue: deps.queue, brand: deps.brand, to: user.email, template: { kind: 'verify-email', name: pending.name, link, hours: VERIFY_LINK_TTL_HOURS } });
}

/** How the address was proven. Only the link brings the credentials chosen at sign-up. */
export type AddressProof = 'link' | 'code' | 'recovery' | 'google';

/**
 * The address is proven (by the link, a code, a recovery link or Google): mark it, and give the
 * sign-up gift once per person — one per verified e-mail and per Google account (DECISIONS.md).
 * Returns whether the gift was granted.
 */
export async function markEmailVerified(em: EntityManager, user: IUser, opts: { proof: AddressProof; googleSub?: string }): Promise<boolean> {
  const now = new Date();
  const firstProof = !user.emailVerifiedAt;
  if (firstProof) {
    user.emailVerifiedAt = now;
    // Whoever signed up before the owner proved the address chose no credential the owner keeps:
    // a password only ever comes with the link of its own sign-up (or a recovery, set after this).
    if (opts.proof !== 'link') user.passwordHash = null;
    await em.flush();
    await em.nativeUpdate(EmailVerification, { user: user.id, usedAt: null }, { usedAt: now }); // the other links are spent
  }
  // Recorded even for an account verified long ago, so a Google account linked to it cannot bring a gift elsewhere.
  const keys = [`email:${hashOpaqueToken(user.email)}`, ...(opts.googleSub ? [`google:${hashOpaqueToken(opts.googleSub)}`] : [])];
  let inserted = 0;
  for (const key of keys) {
    const rows = await em.getConnection().execute<{ key: string }[]>(
      `insert into ${em.getMetadata(GiftClaim).tableName} (key, user_id, created_at) values (?, ?, ?) on conflict (key) do nothing returning key`,
      [key, user.id, now],
    );
    inserted += rows.length;
  }
  if (!firstProof || inserted !== keys.length) return false; // this person already had it
  await grantCredits(em, {
    userId: user.id,
    amount: SIGNUP_GIFT.credits,
    reason: 'signup_gift',
    reference: `signup:${user.id}`,
    expiresAt: daysFrom(now, SIGNUP_GIFT.validDays),
  });
  return true;
}

/** Trades the link from the verification e-mail for a verified address, the gift, and a session. */
export async function verifyEmail(em: EntityManager, args: { token: string; client: ClientInfo; alerts?: AlertDeps }): Promise<SignInOutcome> {
  return em.transactional(async (tx) => {
    const row = await tx.findOne(EmailVerification, { tokenHash: hashOpaqueToken(args.token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const now = new Date();
    if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('INVALID_VERIFY_LINK', 'verification link unknown, used or expired');
    row.usedAt = now;
    const user = await tx.findOneOrFail(User, row.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (row.name) user.name = row.name;
    if (row.passwordHash) user.passwordHash = row.passwordHash;
    await markEmailVerified(tx, user, { proof: 'link' });
    return completeSignIn(tx, user, args.client, { method: 'verification', alerts: args.alerts });
  });
}
