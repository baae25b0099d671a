import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../db/user.entity';
import { baseProperties } from '../db/base';

/**
 * A Master team is its owner: members join the owner (at most TEAM_MAX_MEMBERS), each user is in one
 * team at most. Rows go with either account (cascade), and when the owner's plan ends.
 */
export const TeamMember = defineEntity({
  name: 'TeamMember',
  tableName: 'team_members',
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(User).index().deleteRule('cascade'),
    member: () => p.manyToOne(User).unique().deleteRule('cascade'),
  },
});
export type ITeamMember = InferEntity<typeof TeamMember>;

/** An invitation e-mailed by the owner: a single-use link valid 7 days, only its hash is stored. */
export const TeamInvitation = defineEntity({
  name: 'TeamInvitation',
  tableName: 'team_invitations',
  properties: {
    ...baseProperties,
    owner: () => p.manyToOne(User).index().deleteRule('cascade'),
    /** The address invited, lower-cased: only the account with this address can accept. */
    email: p.string().length(254),
    tokenHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    /** Cancelled by the owner, or ended with the team. */
    revokedAt: p.datetime().nullable(),
  },
});
export type ITeamInvitation = InferEntity<typeof TeamInvitation>;
