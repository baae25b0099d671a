import { SIGN_IN_CODE_TTL_MINUTES } from '../../shared/session';
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { AppError } from '../errors';
import type { ClientInfo } from './session-tokens';
import { completeSignIn, type SignInOutcome } from './sign-in';
import { SignInCode } from './sign-in-code.entity';
import type { AlertDeps } from './new-device-alert';
import { hashOpaqueToken } from './tokens';
import { markEmailVerified } from './verification';
import { User } from '../db/user.entity';

export const CODE_TTL_MINUTES = SIGN_IN_CODE_TTL_MINUTES;
export const CODE_MAX_ATTEMPTS = 5;

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * Sends a 6-digit code to the address if it has an account, bound to the browser that asked (the
 * hash of its challenge). Other codes stay valid until one is used: a stranger asking for codes for
 * the owner's address replaces nothing. Running twice for one challenge sends one code.
 */
export async function requestSignInCode(em: EntityManager, args: { queue: JobQueue; brand: MailBrand; email: string; challengeHash: string }): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOne(User, { email: args.email });
    if (!user) return;
    if ((await tx.count(SignInCode, { email: args.email, challengeHash: args.challengeHash })) > 0) return;
    const now = new Date();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    tx.create(SignInCode, { id, email: args.email, challengeHash: args.challengeHash, codeHash: hashCode(id, code), expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000) });
    await tx.flush();
    await queueMail(tx, { queue: args.queue, brand: args.brand, to: user.email, template: { kind: 'sign-in-code', name: user.name, code, minutes: CODE_TTL_MINUTES } });
  });
}

/**
 * Trades a valid code for a session. Only the browser that asked for it can use it (its challenge);
 * a wrong code uses up one of its 5 attempts (kept even though the call fails). Signing in spends
 * every other code of the address.
 */
export async function signInWithCode(em: EntityManager, args: { email: string; code: string; challenge: string | null; client: ClientInfo; alerts?: AlertDeps }): Promise<SignInOutcome> {
  const outcome = await em.transactional(async (tx): Promise<SignInOutcome | 'invalid'> => {
    if (!args.challenge) return 'invalid';
    const row = await tx.findOne(
      SignInCode,
      { email: args.email, challengeHash: hashOpaqueToken(args.challenge), usedAt: null },
      { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const now = new Date();
    if (!row || row.expiresAt <= now || row.attempts >= CODE_MAX_ATTEMPTS) return 'invalid';
    row.attempts += 1;
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashCode(row.id, args.code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await tx.flush();
      return 'invalid';
    }
    row.usedAt = now;
    await tx.flush();
    await tx.nativeUpdate(SignInCode, { email: args.email, usedAt: null }, { usedAt: now });
    const user = await tx.findOneOrFail(User, { email: args.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    await markEmailVerified(tx, user, { proof: 'code' }); // the code came to this mailbox: the address is proven
    return completeSignIn(tx, user, args.client, { method: 'code', alerts: args.alerts });
  });
  if (outcome === 'invalid') throw new AppError('INVALID_CODE', 'invalid or expired sign-in code');
  return outcome;
}
