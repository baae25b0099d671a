// A Master team's membership lives and ends with its owner's plan: billing ends the teams whose owner's
// plan no longer has them (the daily renewals pass), and an account closure ends its owner's team.
// Invitations and the team page are teams/ (server/teams/service.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { planHas } from '../../shared/plans';
import type { JobQueue } from '../jobs/queue';
import { queueMail } from '../mail/service';
import type { MailBrand } from '../mail/templates';
import { planState } from './subscriptions';
import { TeamInvitation, TeamMember } from './team.entity';

/** What telling a team's members takes: the mail queue and the brand its links start from. */
export interface TeamMailDeps {
  queue: JobQueue;
  brand: MailBrand & { publicUrl: string };
}

/** Whether this account's plan runs a team now (Master). */
export async function ownsTeam(em: EntityManager, userId: string, now: Date): Promise<boolean> {
  return planHas((await planState(em, userId, now)).plan, 'team');
}

/** Invitations still usable: neither accepted, cancelled nor expired. */
export const pendingInvitations = (ownerId: string, now: Date) => ({ owner: ownerId, acceptedAt: null, revokedAt: null, expiresAt: { $gt: now } });

/**
 * Ends a team: memberships and pending invitations go, members are told why. Runs inside the caller's
 * transaction (the plan's end in the renewals pass, an account closure). Returns the members told.
 */
export async function endTeam(em: EntityManager, deps: TeamMailDeps, ownerId: string, why: 'plan_ended' | 'owner_closed', now = new Date()): Promise<number> {
  const members = await em.find(TeamMember, { owner: ownerId }, { populate: ['owner', 'member'] });
  await em.nativeUpdate(TeamInvitation, pendingInvitations(ownerId, now), { revokedAt: now });
  for (const m of members) {
    await queueMail(em, { queue: deps.queue, brand: deps.brand, to: m.member.email, template: { kind: 'team-left', name: m.member.name, owner: m.owner.name, why } });
  }
  if (members.length) await em.nativeDelete(TeamMember, { owner: ownerId });
  return members.length;
}

/** Ends the teams whose owner's plan no longer includes teams (the daily renewals pass). */
export async function endLapsedTeams(em: EntityManager, deps: TeamMailDeps, now = new Date()): Promise<number> {
  const owners = await em.execute<Array<{ owner_id: string }>>('select distinct owner_id from team_members union select distinct owner_id from team_invitations where accepted_at is null and revoked_at is null');
  let ended = 0;
  for (const { owner_id } of owners) {
    if (await ownsTeam(em, owner_id, now)) continue;
    await em.transactional(async (tx) => {
      ended += await endTeam(tx, deps, owner_id, 'plan_ended', now);
    });
  }
  return ended;
}
