// « Compte »: Google as a way to sign in, linked to (or unlinked from) an account already signed in.
// Linking goes through the usual Google flow (server/auth/google.ts) started with a ticket: the
// password is asked first, and the ticket works only in the browser of the session that asked, so
// neither a stolen session nor a link sent to someone else can attach a stranger's Google account.
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { verifyPassword } from './passwords';
import type { SecretBox } from './secret-box';
import { requireRecentSignIn } from './sessions';
import { notifyUserUpdated } from '../realtime/user-events';
import { User } from '../db/user.entity';
import { markEmailVerified } from './verification';

type Deps = { queue: JobQueue; brand: MailBrand };

/** How long the ticket of « Lier mon compte Google » opens the flow: enough to reach Google's page. */
export const LINK_TICKET_TTL_MS = 5 * 60_000;

const LinkTicket = z.object({ purpose: z.literal('google-link'), userId: z.uuid(), sessionId: z.uuid(), exp: z.number() });
export type GoogleLinkTarget = { userId: string; sessionId: string };

/** Checks who asks (the password, or a recent sign-in without one) and hands the address that starts the flow. */
export async function startGoogleLink(em: EntityManager, secrets: SecretBox, args: { userId: string; sessionId: string; current?: string }): Promise<{ url: string }> {
  const user = await em.findOneOrFail(User, args.userId);
  if (user.passwordHash) {
    if (!args.current || !(await verifyPassword(user.passwordHash, args.current))) throw new AppError('WRONG_PASSWORD', 'google link: wrong current password');
  } else {
    await requireRecentSignIn(em, args.sessionId);
  }
  const ticket = secrets.seal(JSON.stringify({ purpose: 'google-link', userId: user.id, sessionId: args.sessionId, exp: Date.now() + LINK_TICKET_TTL_MS }));
  return { url: `/auth/google?lier=${encodeURIComponent(ticket)}` };
}

/** The account and session a ticket was made for, or null (forged, expired, from before a key change). */
export function openLinkTicket(secrets: SecretBox, ticket: unknown): GoogleLinkTarget | null {
  if (typeof ticket !== 'string' || ticket.length > 2000) return null;
  try {
    const parsed = LinkTicket.parse(JSON.parse(secrets.open(ticket)));
    return parsed.exp > Date.now() ? { userId: parsed.userId, sessionId: parsed.sessionId } : null;
  } catch {
    return null;
  }
}

/**
 * Google vouched for `sub`: it now signs this account in. A Google account already linked to another
 * account is refused (that account keeps it). Google's photo is shown if the account has none.
 */
export async function linkGoogle(em: EntityManager, deps: Deps, args: { userId: string; sub: string; avatar: string | null; googleEmail: string | null }): Promise<void> {
  try {
    await em.transactional(async (tx) => {
      const user = await tx.findOneOrFail(User, args.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.googleSub === args.sub) return;
      if ((await tx.count(User, { googleSub: args.sub, id: { $ne: user.id } })) > 0) throw new AppError('GOOGLE_ALREADY_LINKED', 'google account linked to another user');
      user.googleSub = args.sub;
      user.googleUnlinkedAt = null;
      if (!user.avatarUrl && args.avatar) user.avatarUrl = args.avatar;
      await tx.flush();
      // Recorded so this Google account cannot bring a sign-up gift to another account later.
      await markEmailVerified(tx, user, { proof: 'google', googleSub: args.sub });
      await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: user.email, template: { kind: 'google-link-changed', name: user.name, linked: true, googleEmail: args.googleEmail, when: new Date() } });
      await notifyUserUpdated(tx, user.id);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) throw new AppError('GOOGLE_ALREADY_LINKED', 'google account linked to another user (race)');
    throw err;
  }
}

/** Google no longer signs this account in: only when a password remains to sign in with. Its photo goes with it. */
export async function unlinkGoogle(em: EntityManager, deps: Deps, userId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const user = await tx.findOneOrFail(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user.googleSub) throw new AppError('GOOGLE_NOT_LINKED', 'no google account to unlink');
    if (!user.passwordHash) throw new AppError('LAST_SIGN_IN_METHOD', 'unlinking google would leave no password');
    user.googleSub = null;
    user.googleUnlinkedAt = new Date();
    user.avatarUrl = null; // Google's photo (User.avatarUrl only ever holds Google's)
    await tx.flush();
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: user.email, template: { kind: 'google-link-changed', name: user.name, linked: false, googleEmail: null, when: new Date() } });
    await notifyUserUpdated(tx, user.id);
  });
}
