// Master teams: the owner invites up to 4 members by e-mail (a single-use link
// valid 7 days, for that address only); while in the team, members have the owner's plan features
// (featurePlan) and spend their own credits first, then the owner's (spendCredits with teamOwnerFor),
// each movement recording the member as its actor. The team ends with the owner's plan, or when the
// owner closes the account (server/billing/team-membership.ts); members keep their accounts, thumbnails
// and own credits. A member never reads the owner's invoices, payments or account: nothing here
// returns them.
import { randomBytes } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { spendReasonOf, type SpendReason } from '../../shared/ledger';
import { paths, TEAM_INVITATION_PARAM } from '../../shared/routes';
import { hashOpaqueToken } from '../auth/tokens';
import { User } from '../db/user.entity';
import { teamOwnerFor } from '../billing/subscriptions';
import { ownsTeam, pendingInvitations, type TeamMailDeps } from '../billing/team-membership';
import { getBalance } from '../credits/ledger';
import { AppError } from '../errors';
import { queueMail } from '../mail/service';
import { GenerationJob } from '../studio/generation-job.entity';
import { TeamInvitation, TeamMember } from '../billing/team.entity';
import { DAY_MS } from '../../shared/format';

export const TEAM_MAX_MEMBERS = 4;
export const INVITATION_VALID_DAYS = 7;

export interface TeamDeps extends TeamMailDeps {
  em: EntityManager;
}

export interface TeamSpendRow {
  at: string;
  /** The member's name, or null once that account is erased. */
  member: string | null;
  /** Net credits taken from the team for this action (refunds deducted). */
  credits: number;
  /** What the action was, said in French by spendLabel (null: a reason this version does not know). */
  what: SpendReason | null;
  title: string | null;
}

export type TeamView =
  | { role: 'none'; canOwn: boolean }
  | {
      role: 'owner';
      active: boolean;
      members: Array<{ id: string; name: string; email: string; joinedAt: string; spent: number }>;
      invitations: Array<{ id: string; email: string; expiresAt: string }>;
      history: TeamSpendRow[];
      teamCredits: number;
      max: number;
    }
  | { role: 'member'; active: boolean; owner: string; joinedAt: string; teamCredits: number; ownCredits: number };

/** Team spends by members from the owner's credits, newest first, netted per action. */
async function teamHistory(em: EntityManager, ownerId: string, limit = 50): Promise<TeamSpendRow[]> {
  // A member is named, and their thumbnail's title shown, only while they are in the team (privacy
  // policy « Destinataires »); a refund may come back as a fresh grant when the first one expired.
  const rows = await em.execute<Array<{ reference: string; actor: string | null; name: string | null; at: Date | string; credits: number | string }>>(
    `select e.reference, tm.member_id as actor, u.name, min(e.created_at) as at, (-sum(e.amount))::int as credits
       from credit_entries e
       left join team_members tm on tm.owner_id = e.user_id and tm.member_id = e.actor_id
       left join users u on u.id = tm.member_id
      where e.user_id = ? and (e.kind in ('spend', 'refund') or (e.kind = 'grant' and e.reason = 'refund')) and (e.actor_id is null or e.actor_id <> ?)
        and e.reference is not null
        and exists (select 1 from credit_entries s where s.reference = e.reference and s.user_id = e.user_id and s.kind = 'spend' and (s.actor_id is null or s.actor_id <> ?))
      group by e.reference, tm.member_id, u.name
      order by min(e.created_at) desc
      limit ?`,
    [ownerId, ownerId, ownerId, limit],
  );
  const jobIds = rows.map((r) => r.reference.slice(r.reference.indexOf(':') + 1)).filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const jobs = jobIds.length ? await em.find(GenerationJob, { id: { $in: jobIds } }, { populate: ['thumbnail'], fields: ['id', 'thumbnail.title'] }) : [];
  const titleOf = new Map(jobs.map((j) => [j.id, j.thumbnail.title]));
  return rows.map((r) => ({
    at: new Date(r.at).toISOString(),
    member: r.actor ? r.name : null,
    credits: Number(r.credits),
    what: spendReasonOf(r.reference.slice(0, r.reference.indexOf(':'))),
    title: r.actor ? (titleOf.get(r.reference.slice(r.reference.indexOf(':') + 1)) ?? null) : null,
  }));
}

export async function teamView(em: EntityManager, userId: string, now = new Date()): Promise<TeamView> {
  const membership = await em.findOne(TeamMember, { member: userId }, { populate: ['owner'] });
  if (membership) {
    const ownerId = membership.owner.id;
    const active = (await teamOwnerFor(em, userId, now)) === ownerId;
    const [teamCredits, ownCredits] = await Promise.all([active ? getBalance(em, ownerId, now) : 0, getBalance(em, userId, now)]);
    return { role: 'member', active, owner: membership.owner.name, joinedAt: membership.createdAt.toISOString(), teamCredits, ownCredits };
  }
  const [members, invitations, active] = await Promise.all([
    em.find(TeamMember, { owner: userId }, { populate: ['member'], orderBy: { createdAt: 'asc' } }),
    em.find(TeamInvitation, pendingInvitations(userId, now), { orderBy: { createdAt: 'asc' } }),
    ownsTeam(em, userId, now),
  ]);
  if (members.length === 0 && invitations.length === 0 && !active) return { role: 'none', canOwn: false };
  const spentRows = members.length
    ? await em.execute<Array<{ actor: string; spent: number | string }>>(
        `select e.actor_id as actor, (-sum(e.amount))::int as spent from credit_entries e
          where e.user_id = ? and e.actor_id in (${members.map(() => '?').join(', ')}) and (e.kind in ('spend', 'refund') or (e.kind = 'grant' and e.reason = 'refund'))
          group by e.actor_id`,
        [userId, ...members.map((m) => m.member.id)],
      )
    : [];
  const spentBy = new Map(spentRows.map((r) => [r.actor, Number(r.spent)]));
  return {
    role: 'owner',
    active,
    members: members.map((m) => ({ id: m.member.id, name: m.member.name, email: m.member.email, joinedAt: m.createdAt.toISOString(), spent: spentBy.get(m.member.id) ?? 0 })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, expiresAt: i.expiresAt.toISOString() })),
    history: await teamHistory(em, userId),
    teamCredits: await getBalance(em, userId, now),
    max: TEAM_MAX_MEMBERS,
  };
}

/** Locks the owner's row: invitations and acceptances of one team queue up, so the limit holds. */
async function lockOwner(em: EntityManager, ownerId: string): Promise<void> {
  await em.execute('select id from users where id = ? for update', [ownerId]);
}

export async function inviteMember(deps: TeamDeps, ownerId: string, rawEmail: string, now = new Date()): Promise<{ id: string; email: string; expiresAt: string }> {
  const email = rawEmail.trim().toLowerCase();
  return deps.em.transactional(async (tx) => {
    if (!(await ownsTeam(tx, ownerId, now))) {
      throw new AppError('PLAN_REQUIRED', 'team needs MASTER', { requiredPlan: 'Master' });
    }
    if (await tx.findOne(TeamMember, { member: ownerId })) throw new AppError('TEAM_ALREADY_IN', 'a member cannot own a team');
    await lockOwner(tx, ownerId);
    const owner = await tx.findOneOrFail(User, ownerId);
    if (owner.email.toLowerCase() === email) throw new AppError('TEAM_SELF', 'owner invited themself');
    const members = await tx.find(TeamMember, { owner: ownerId }, { populate: ['member'] });
    if (members.some((m) => m.member.email.toLowerCase() === email)) throw new AppError('TEAM_ALREADY_IN', 'already a member of this team');
    const open = await tx.find(TeamInvitation, pendingInvitations(ownerId, now));
    // Inviting the same address again sends a fresh link and cancels the earlier one.
    const again = open.filter((i) => i.email === email);
    for (const i of again) i.revokedAt = now;
    if (members.length + open.length - again.length >= TEAM_MAX_MEMBERS) throw new AppError('TEAM_FULL', `team of ${ownerId} is full`);
    const token = randomBytes(32).toString('base64url');
    const invitation = tx.create(TeamInvitation, { owner: ownerId, email, tokenHash: hashOpaqueToken(token), expiresAt: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS) });
    await tx.flush();
    const link = `${deps.brand.publicUrl}${paths.account}?${TEAM_INVITATION_PARAM}=${encodeURIComponent(token)}#equipe`;
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: email, template: { kind: 'team-invitation', name: '', owner: owner.name, link, until: invitation.expiresAt } });
    return { id: invitation.id, email, expiresAt: invitation.expiresAt.toISOString() };
  });
}

async function usableInvitation(em: EntityManager, token: string, now: Date, lock = false) {
  const invitation = await em.findOne(TeamInvitation, { tokenHash: hashOpaqueToken(token) }, { populate: ['owner'], ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) });
  if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt <= now) throw new AppError('TEAM_INVITATION_INVALID', 'invitation used, cancelled or expired');
  if (!(await ownsTeam(em, invitation.owner.id, now))) throw new AppError('TEAM_INVITATION_INVALID', 'the owner has no team any more');
  // An owner who has joined another team since inviting runs no team of their own.
  if (await em.findOne(TeamMember, { member: invitation.owner.id })) throw new AppError('TEAM_INVITATION_INVALID', 'the owner is a member elsewhere');
  return invitation;
}

/** What the invitation page shows before accepting. */
export async function invitationPreview(em: EntityManager, userId: string, token: string, now = new Date()) {
  const invitation = await usableInvitation(em, token, now);
  const user = await em.findOneOrFail(User, userId, { fields: ['email'] });
  return { owner: invitation.owner.name, email: invitation.email, matches: user.email.toLowerCase() === invitation.email, expiresAt: invitation.expiresAt.toISOString() };
}

export async function acceptInvitation(em: EntityManager, userId: string, token: string, now = new Date()): Promise<{ owner: string }> {
  return em.transactional(async (tx) => {
    const found = await tx.findOne(TeamInvitation, { tokenHash: hashOpaqueToken(token) }, { fields: ['owner'] });
    if (!found) throw new AppError('TEAM_INVITATION_INVALID', 'unknown invitation');
    await lockOwner(tx, found.owner.id);
    const invitation = await usableInvitation(tx, token, now, true);
    const ownerId = invitation.owner.id;
    const user = await tx.findOneOrFail(User, userId);
    if (ownerId === userId) throw new AppError('TEAM_SELF', 'owner accepting own invitation');
    if (user.email.toLowerCase() !== invitation.email) throw new AppError('TEAM_INVITATION_OTHER_EMAIL', 'invitation sent to another address');
    if (await tx.findOne(TeamMember, { member: userId })) throw new AppError('TEAM_ALREADY_IN', 'already in a team');
    // Someone who owns a team (members, or invitations still open) cannot join another one.
    if ((await tx.count(TeamMember, { owner: userId })) > 0 || (await tx.count(TeamInvitation, pendingInvitations(userId, now))) > 0) throw new AppError('TEAM_ALREADY_IN', 'owns a team');
    if ((await tx.count(TeamMember, { owner: ownerId })) >= TEAM_MAX_MEMBERS) throw new AppError('TEAM_FULL', 'team full at acceptance');
    invitation.acceptedAt = now;
    tx.create(TeamMember, { owner: ownerId, member: userId });
    await tx.flush();
    return { owner: invitation.owner.name };
  }).catch((err: unknown) => {
    // Two invitations accepted at once by the same account: the unique member row lets one through.
    if (err instanceof UniqueConstraintViolationException) throw new AppError('TEAM_ALREADY_IN', 'accepted twice at once');
    throw err;
  });
}

export async function revokeInvitation(em: EntityManager, ownerId: string, invitationId: string, now = new Date()): Promise<void> {
  const invitation = await em.findOne(TeamInvitation, { id: invitationId, owner: ownerId, acceptedAt: null, revokedAt: null });
  if (!invitation) throw new AppError('TEAM_INVITATION_INVALID', 'no such pending invitation');
  invitation.revokedAt = now;
  await em.flush();
}

/** The owner removes a member, or a member leaves: the member keeps their account, thumbnails and own credits. */
export async function removeMember(deps: TeamDeps, ownerId: string, memberId: string): Promise<void> {
  await deps.em.transactional(async (tx) => {
    const membership = await tx.findOne(TeamMember, { owner: ownerId, member: memberId }, { populate: ['owner', 'member'] });
    if (!membership) throw new AppError('NOT_FOUND', 'not a member', { resource: 'team_member' });
    tx.remove(membership);
    await tx.flush();
    await queueMail(tx, { queue: deps.queue, brand: deps.brand, to: membership.member.email, template: { kind: 'team-left', name: membership.member.name, owner: membership.owner.name, why: 'removed' } });
  });
}

export async function leaveTeam(em: EntityManager, memberId: string): Promise<void> {
  const deleted = await em.nativeDelete(TeamMember, { member: memberId });
  if (deleted === 0) throw new AppError('NOT_FOUND', 'not in a team', { resource: 'team_member' });
}
