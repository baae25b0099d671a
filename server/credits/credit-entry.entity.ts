import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

export const CREDIT_ENTRY_KINDS = ['grant', 'spend', 'refund', 'expire'] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/**
 * The append-only credit ledger. A grant carries an expiry; spends and refunds point at the grant
 * they draw from or give back to; an `expire` entry ends a grant early (an operator's termination).
 * A grant's remaining amount is amount + sum(its spends, refunds and expiries); the balance is the sum
 * over grants that have started and not expired. Rows are never updated or deleted.
 */
export const CreditEntry = defineEntity({
  name: 'CreditEntry',
  tableName: 'credit_entries',
  indexes: [{ properties: ['user', 'kind', 'expiresAt'] }, { properties: ['reference'] }],
  // Append-only in the database itself: no UPDATE, and no DELETE except the cascade of an account
  // erasure (a cascade runs inside the foreign key's own trigger, hence depth > 1). The one update
  // allowed is that cascade's other half: a team member's erasure sets `actor` to null on the owner's
  // rows, and nothing else of the row may change.
  triggers: [
    {
      name: 'credit_entries_append_only',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: `if tg_op = 'DELETE' and pg_trigger_depth() > 1 then return old; end if; if tg_op = 'UPDATE' and pg_trigger_depth() > 1 and new.actor_id is null and (to_jsonb(new) - 'actor_id') = (to_jsonb(old) - 'actor_id') then return new; end if; raise exception 'credit_entries is append-only (% refused)', tg_op using errcode = 'P0001'`,
    },
  ],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade'),
    /**
     * Who made the movement: the user themself, or a team member spending the owner's credits (the
     * owner's row, `user` = owner, `actor` = member). Null for the system's own movements, for rows
     * older than teams, and once the member's account is erased: the owner's ledger keeps its amounts.
     */
    actor: () => p.manyToOne(User).nullable().index().deleteRule('set null'),
    kind: p.enum(CREDIT_ENTRY_KINDS),
    /** Positive for grants and refunds, negative for spends. */
    amount: p.integer(),
    grant: () => p.manyToOne(CreditEntry).nullable().index(),
    /** Machine reason: signup_gift, generation, … */
    reason: p.string().length(32),
    /** What the entry is about, e.g. `generation:<job id>`; refunds use the spend's reference. */
    reference: p.string().length(80).nullable(),
    expiresAt: p.datetime().nullable(),
    /** A renewal paid early grants its credits at once, spendable from the next period's start. */
    startsAt: p.datetime().nullable(),
  },
});
export type ICreditEntry = InferEntity<typeof CreditEntry>;
